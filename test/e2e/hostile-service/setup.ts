// What the hostile-service tests share: a double per test (its rollout quick, 200 ms), and the deploy of a
// new image to 'support-bot' as the runner runs the built action.
import { afterEach, beforeEach } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { deployInputs, runAction } from '../../helpers/run-action.js'

export let double: AgentServiceDouble

/** Starts a double before each test of the calling file, and closes it after. */
export function useDouble(): void {
  beforeEach(async () => {
    double = await startAgentService({ readyAfterMs: 200 })
  })
  afterEach(async () => {
    await double.close()
  })
}

export const OLD = 'ghcr.io/acme/support-bot:1.0.0'
export const NEW = 'ghcr.io/acme/support-bot:2.0.0'
export const deploy = (inputs: Record<string, string> = {}, options = {}) =>
  runAction(deployInputs(double.url, { image: NEW, ...inputs }), options)
