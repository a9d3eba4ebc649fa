// What the secrets tests share: a double whose sets are provisioned quickly after a write, an agent that
// already runs, and the deploy of the secrets input as the runner runs the action (every default passed).
import { type AgentServiceDouble, type Options, startAgentService } from '../../double/agent-service.js'
import { deployInputs } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

export const IMAGE = 'ghcr.io/acme/support-bot:1.0.0'

/** A double with agent 'support-bot' running IMAGE (in `region`, when given). */
export async function secretsDouble(options: Options = {}, region?: string): Promise<AgentServiceDouble> {
  const double = await startAgentService({ readyAfterMs: 150, secretWrites: { provisionMs: 200 }, ...options })
  double.seed('support-bot', { image: IMAGE }, region ? { region } : {})
  return double
}

/** A deploy of agent 'support-bot' with secret-set 'support-secrets', and the test's inputs over them. */
export function deploy(double: AgentServiceDouble, inputs: Record<string, string> = {}, env: NodeJS.ProcessEnv = {}) {
  return runStep(deployInputs(double.url, { 'secret-set': 'support-secrets', ...inputs }), { env })
}

/** The raw stdout without the add-mask commands: what must never hold a value. */
export function withoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
}

/** The requests the double received, as "METHOD /path" lines. */
export function requestLines(double: AgentServiceDouble): string[] {
  return double.requests.map((request) => `${request.method} ${request.path}`)
}
