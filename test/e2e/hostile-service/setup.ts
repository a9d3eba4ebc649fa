// What the hostile-service tests share: a double per test (its rollout quick, 200 ms), and the deploy of a
// new image to 'support-bot' as the runner runs the built action.
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { perTestSlot, runningTests } from '../../helpers/per-test.js'
import { deployInputs } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

const running = perTestSlot<AgentServiceDouble>('useDouble')

/** The running test's double: each test of the file has its own, so the tests run at once. */
export const double = runningTests(running.current)

/** Starts a double for each test of the calling file, and closes it after. */
export function useDouble(): void {
  running.use(
    () => startAgentService({ readyAfterMs: 200 }),
    (double) => double.close(),
  )
}

export const OLD = 'ghcr.io/acme/support-bot:1.0.0'
export const NEW = 'ghcr.io/acme/support-bot:2.0.0'
export const deploy = (inputs: Record<string, string> = {}, options = {}) =>
  runStep(deployInputs(double.url, { image: NEW, ...inputs }), options)
