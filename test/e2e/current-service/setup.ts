// What the current-service tests share: a double each test starts with its own options (its rollout
// lagging 1.2 s unless told otherwise), closed after the test; the deploy to 'support-bot'.
import { afterEach } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { runAction } from '../../helpers/run-action.js'

export const KEY = 'sk_test_private'
export const IMAGE = 'ghcr.io/acme/support-bot:1.0.0'
export let double: AgentServiceDouble

/** Closes the double a test of the calling file started. */
export function useDouble(): void {
  afterEach(async () => {
    await double?.close()
  })
}

export async function start(options: Parameters<typeof startAgentService>[0] = {}) {
  double = await startAgentService({ readyAfterMs: 1200, ...options })
  return double
}

export function deploy(inputs: Record<string, string> = {}) {
  return runAction({ 'api-key': KEY, 'api-url': double.url, 'agent-name': 'support-bot', ...inputs })
}

export const reads = () => double.requests.filter((r) => r.method === 'GET' && r.path === '/v1/agents/support-bot')
