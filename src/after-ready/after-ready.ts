import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import type { AfterReadyFailure } from './check-failure.js'

// What is checked once the new deployment is ready, in one place: the session check (smoke-test), then
// one conversational turn (conversation-test), then the repository's scenarios (scenarios), then the
// watch of real callers (watch-minutes).
// One entry for the carry-out, one answer: what failed, and whether it is the deployment's fault (a
// rollback restores the previous one) or not (a key, the action's own limits: nothing to roll back).

/** Every check after ready that the inputs ask for, in order; the first failure, or undefined. */
export async function afterReady(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
  /** a line for the GitHub deployment's status while callers are watched */
  progress?: (text: string) => Promise<void>,
): Promise<AfterReadyFailure | undefined> {
  // the same inputs as each check's `on` in checks.ts: a run that asks for none loads nothing
  if (!inputs['smoke-test'] && !inputs['conversation-test'] && !inputs.scenarios && inputs['watch-minutes'] === 0)
    return undefined
  // Loaded only when a check is on: one chunk for them all (checks.ts).
  const { runChecks } = await import('./checks.js')
  return runChecks(inputs, report, signal, progress)
}
