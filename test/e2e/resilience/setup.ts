// What the resilience tests share: a double per test that knows the secret sets the deploys name, and
// the deploy of IMAGE to 'support-bot' as the runner runs the built action.
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { perTestSlot, runningTests } from '../../helpers/per-test.js'
import { deployInputs, type runAction } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

const running = perTestSlot<AgentServiceDouble>('useDouble')

/** The running test's double: each test of the file has its own, so the tests run at once. */
export const double = runningTests(running.current)

/** Starts a double for each test of the calling file, and closes it after. */
export function useDouble(): void {
  running.use(
    () => startAgentService({ readyAfterMs: 200, secretSets: ['app-secrets', 'registry'] }),
    (double) => double.close(),
  )
}

export const IMAGE = 'ghcr.io/acme/support-bot:2.0.0'

export function deploy(inputs: Record<string, string> = {}, options: Parameters<typeof runAction>[1] = {}) {
  return runStep(deployInputs(double.url, { image: IMAGE, ...inputs }), options)
}

export const deploymentsOf = (name: string) => double.agents.get(name)?.deployments ?? []
