import type { Inputs } from '../inputs/inputs.js'
import type { Agent } from '../service/agent-record.js'
import type { BuildService } from '../service/builds.js'

/**
 * The region the agent runs in, or will: input 'region', else the existing agent's, else the
 * organization's default (GET /properties); undefined when the service names none.
 */
export async function agentRegion(
  inputs: Inputs,
  before: Agent | undefined,
  builds: BuildService,
): Promise<string | undefined> {
  return inputs.region ?? before?.region ?? (await builds.defaultRegion())
}
