import * as z from 'zod/mini'
import type { Agent } from './agents/agent-record.js'
import type { BuildService } from './builds/builds.js'
import { answerJson, serviceError } from './http/answers.js'
import type { ServiceHttp } from './http/transport.js'

// The service's regions (GET /regions): on current installations each lists the architectures it runs.

const regionsSchema = z.looseObject({
  regions: z.array(
    z.looseObject({
      code: z.string(),
      supported_architectures: z.optional(z.nullable(z.array(z.string()))),
      default_architecture: z.optional(z.nullable(z.string())),
    }),
  ),
})

export type Region = z.output<typeof regionsSchema>['regions'][number]

/**
 * The region the agent runs in, or will: the region asked for (input 'region'), else the existing
 * agent's, else the organization's default (GET /properties); undefined when the service names none.
 */
export async function agentRegion(
  asked: string | undefined,
  before: Agent | undefined,
  builds: BuildService,
): Promise<string | undefined> {
  return asked ?? before?.region ?? (await builds.defaultRegion())
}

/** The regions, or undefined where the service has no such list (404) or answers it in another shape. */
export async function listRegions(http: ServiceHttp): Promise<Region[] | undefined> {
  const answer = await http.send('GET', '/regions')
  if (answer.status === 404) return undefined
  if (answer.status < 200 || answer.status > 299) throw serviceError(answer)
  const parsed = z.safeParse(regionsSchema, answerJson(answer, 'a list of regions'))
  return parsed.success ? parsed.data.regions : undefined
}
