import * as z from 'zod/mini'
import { type Answer, answerJson, bodyStart, serviceError } from './answers.js'
import { UnexpectedAnswerError } from './errors.js'
import type { ServiceHttp } from './transport.js'

// The service's cloud build, as service-facts.md describes it: an upload address, a build made from an
// uploaded context (or found by its context hash), its record and its log lines.

const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema))

const buildSchema = z.looseObject({
  id: z.string(),
  region: opt(z.string()),
  contextHash: opt(z.string()),
  dockerfilePath: opt(z.string()),
  status: z.string(),
  imageUri: opt(z.string()),
  errorMessage: opt(z.string()),
  contextSizeBytes: opt(z.number()),
  buildDurationSeconds: opt(z.number()),
})
export type Build = z.output<typeof buildSchema>

const uploadSchema = z.looseObject({
  uploadId: z.string(),
  uploadUrl: z.string(),
  uploadFields: z.record(z.string(), z.string()),
  expiresAt: opt(z.string()),
})
export type UploadTarget = z.output<typeof uploadSchema>

const created = z.looseObject({ build: buildSchema, contextHash: opt(z.string()), cached: opt(z.boolean()) })
const one = z.looseObject({ build: buildSchema })
const list = z.looseObject({ builds: z.array(buildSchema) })
const logs = z.looseObject({ logs: opt(z.array(z.string())) })
const properties = z.looseObject({ properties: opt(z.looseObject({ defaultRegion: opt(z.string()) })) })

export const TERMINAL_BUILD_STATUSES = new Set(['success', 'failed', 'timeout'])

export class BuildService {
  constructor(private readonly http: ServiceHttp) {}

  /** The organization's default region (GET /properties), when the service names one. */
  async defaultRegion(): Promise<string | undefined> {
    return (
      parsed(await this.http.send('GET', '/properties'), properties, 'properties').properties?.defaultRegion ??
      undefined
    )
  }

  async uploadTarget(region: string): Promise<UploadTarget> {
    return parsed(await this.http.send('POST', '/builds/upload-url', { region }), uploadSchema, 'an upload address')
  }

  /** A new build of the uploaded context (201), or the successful one with the same hash (200 cached). */
  async createBuild(
    uploadId: string,
    region: string,
    dockerfilePath: string,
  ): Promise<{ build: Build; cached: boolean }> {
    // Not a write of the agent: sending it twice at worst makes a second build, which the cache answers.
    const answer = await this.http.send('POST', '/builds', { uploadId, region, dockerfilePath })
    const body = parsed(answer, created, 'a build')
    return { build: body.build, cached: body.cached === true || answer.status === 200 }
  }

  async getBuild(id: string, options: { once?: boolean } = {}): Promise<Build> {
    return parsed(await this.http.send('GET', `/builds/${encodeURIComponent(id)}`, undefined, options), one, 'a build')
      .build
  }

  /** The build's log lines so far (the first `limit`; the reference documents no paging). */
  async getBuildLogs(id: string, limit = 10_000): Promise<string[]> {
    const answer = await this.http.send('GET', `/builds/${encodeURIComponent(id)}/logs?limit=${limit}`, undefined, {
      once: true,
    })
    return parsed(answer, logs, 'build logs').logs ?? []
  }

  /** A successful build of this context, region and Dockerfile, without uploading anything. */
  async findBuild(contextHash: string, region: string, dockerfilePath: string): Promise<Build | undefined> {
    const query = new URLSearchParams({ contextHash, region, status: 'success', limit: '1' })
    const found = parsed(await this.http.send('GET', `/builds?${query}`), list, 'a list of builds').builds
    // The lookup does not filter by Dockerfile: a build of another Dockerfile is another image.
    return found.find(
      (build) => build.status === 'success' && (build.dockerfilePath ?? 'Dockerfile') === dockerfilePath,
    )
  }
}

function parsed<Out>(answer: Answer, schema: z.ZodMiniType<Out>, expected: string): Out {
  if (answer.status < 200 || answer.status > 299) throw serviceError(answer)
  const result = z.safeParse(schema, answerJson(answer, expected))
  if (!result.success) {
    throw new UnexpectedAnswerError(
      `The service answered ${answer.status} to ${answer.request} with JSON that is not ${expected}: ${bodyStart(answer.text)}`,
    )
  }
  return result.data
}
