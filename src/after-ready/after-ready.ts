import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'

// What is checked once the new deployment is ready, in one place: the session check (smoke-test), then
// one conversational turn (conversation-test), then the watch of real callers (watch-minutes).
// One entry for the carry-out, one answer: what failed, and whether it is the deployment's fault (a
// rollback restores the previous one) or not (a key, the action's own limits: nothing to roll back).

export interface AfterReadyFailure {
  message: string
  /** the deployment is at fault: with rollback-on-failure, the previous one is restored */
  rollBack: boolean
}

/** Every check after ready that the inputs ask for, in order; the first failure, or undefined. */
export async function afterReady(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
  /** a line for the GitHub deployment's status while callers are watched */
  progress?: (text: string) => Promise<void>,
): Promise<AfterReadyFailure | undefined> {
  if (inputs['smoke-test']) {
    const { smokeTestPhase } = await import('./session-check.js')
    report.checking = 'a session check'
    const failure = await smokeTestPhase(inputs, report, signal)
    report.checking = undefined
    if (failure) return failure
  }
  if (inputs['conversation-test']) {
    const { conversationPhase } = await import('./conversation/conversation-check.js')
    report.checking = 'a conversation check'
    const failure = await conversationPhase(inputs, report, signal)
    report.checking = undefined
    if (failure) return failure
  }
  if (inputs['watch-minutes'] > 0) {
    const { watchPhase } = await import('./watch.js')
    report.checking = 'the watch of callers'
    const failure = await watchPhase(inputs, report, signal, progress)
    report.checking = undefined
    if (failure) return failure
  }
  return undefined
}
