// What the resilience tests share: a double per test that knows the secret sets the deploys name, and
// the deploy of IMAGE to 'support-bot' as the runner runs the built action.
import { afterEach, beforeEach } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { deployInputs, runAction } from '../../helpers/run-action.js'

export let double: AgentServiceDouble

/** Starts a double before each test of the calling file, and closes it after. */
export function useDouble(): void {
  beforeEach(async () => {
    double = await startAgentService({ readyAfterMs: 200, secretSets: ['app-secrets', 'registry'] })
  })
  afterEach(async () => {
    await double.close()
  })
}

export const IMAGE = 'ghcr.io/acme/support-bot:2.0.0'

export function deploy(inputs: Record<string, string> = {}, options: Parameters<typeof runAction>[1] = {}) {
  return runAction(deployInputs(double.url, { image: IMAGE, ...inputs }), options)
}

export const deploymentsOf = (name: string) => double.agents.get(name)?.deployments ?? []
