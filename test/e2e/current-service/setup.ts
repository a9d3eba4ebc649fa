// What the current-service tests share: a double each test starts with its own options (its rollout
// lagging 1.2 s unless told otherwise), closed after the test; the deploy to 'support-bot'.
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { perTestSlot, runningTests } from '../../helpers/per-test.js'
import { runStep } from '../../helpers/run-step.js'

export const KEY = 'sk_test_private'
export const IMAGE = 'ghcr.io/acme/support-bot:1.0.0'
const running = perTestSlot<{ double?: AgentServiceDouble }>('useDouble')

/** The double the running test started: each test has its own, so the tests run at once. */
export const double = runningTests(() => {
  const { double } = running.current()
  if (!double) throw new Error('the test has not started its double (start())')
  return double
})

/** Closes the double a test of the calling file started. */
export function useDouble(): void {
  running.use(
    async () => ({}),
    async (test) => {
      await test.double?.close()
    },
  )
}

export async function start(options: Parameters<typeof startAgentService>[0] = {}) {
  const double = await startAgentService({ readyAfterMs: 1200, ...options })
  running.current().double = double
  return double
}

export function deploy(inputs: Record<string, string> = {}) {
  return runStep({ 'api-key': KEY, 'api-url': double.url, 'agent-name': 'support-bot', ...inputs })
}

export const reads = () => double.requests.filter((r) => r.method === 'GET' && r.path === '/v1/agents/support-bot')
