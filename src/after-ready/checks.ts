import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import type { AfterReadyFailure } from './check-failure.js'
import { smokeTestPhase } from './session-check.js'
import { watchPhase } from './watch.js'

// The checks after ready, in one chunk of the bundle: the session check and the watch, and what they
// share with the conversation (session-start.ts, session-lines.ts, the sessions API), which is loaded from
// here only when it is on (its WebSocket and protobuf code stay out of every other run) and so finds them
// already loaded rather than carrying copies of its own.

export { readBaseline } from './watch.js'

interface Check {
  on: (inputs: Inputs) => boolean
  /** what a cancel in the middle of it names */
  what: string
  run: (
    inputs: Inputs,
    report: RunReport,
    signal: AbortSignal,
    progress?: (text: string) => Promise<void>,
  ) => Promise<AfterReadyFailure | undefined>
}

const CHECKS: Check[] = [
  { on: (inputs) => inputs['smoke-test'], what: 'a session check', run: smokeTestPhase },
  {
    on: (inputs) => inputs['conversation-test'],
    what: 'a conversation check',
    run: async (inputs, report, signal) =>
      (await import('./conversation/conversation-check.js')).conversationPhase(inputs, report, signal),
  },
  {
    on: (inputs) => inputs.scenarios !== undefined,
    what: 'the scenarios',
    run: async (inputs, report, signal) =>
      (await import('./scenarios/scenario-check.js')).scenarioPhase(inputs, report, signal),
  },
  { on: (inputs) => inputs['watch-minutes'] > 0, what: 'the watch of callers', run: watchPhase },
]

/** Each check the inputs ask for, in order; the first failure, or undefined. */
export async function runChecks(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
  progress?: (text: string) => Promise<void>,
): Promise<AfterReadyFailure | undefined> {
  for (const check of CHECKS.filter((each) => each.on(inputs))) {
    report.checking = check.what
    const failure = await check.run(inputs, report, signal, progress)
    report.checking = undefined
    if (failure) return failure
  }
  return undefined
}
