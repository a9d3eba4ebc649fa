import * as z from 'zod/mini'
import { pathSegment } from '../../ids.js'
import { parsedAnswer } from '../http/answers.js'
import type { ServiceHttp } from '../http/transport.js'
import { checkedId } from '../ids.js'
import { opt, optBoolean, optNumber, optString } from '../loose-fields.js'

// The service's cloud build, as service-facts.md describes it: an upload address, a build made from an
// uploaded context (or found by its context hash), its record and its log lines.

const buildSchema = z.looseObject({
  id: z.string(),
  region: optString,
  contextHash: optString,
  dockerfilePath: optString,
  status: z.string(),
  imageUri: optString,
  errorMessage: optString,
  contextSizeBytes: optNumber,
  buildDurationSeconds: optNumber,
})
export type Build = z.output<typeof buildSchema>

const uploadSchema = z.looseObject({
  uploadId: z.string(),
  uploadUrl: z.string(),
  uploadFields: z.record(z.string(), z.string()),
  expiresAt: optString,
})
export type UploadTarget = z.output<typeof uploadSchema>

const created = z.looseObject({ build: buildSchema, contextHash: optString, cached: optBoolean })
const one = z.looseObject({ build: buildSchema })
const list = z.looseObject({ builds: z.array(buildSchema) })
const logs = z.looseObject({ logs: opt(z.array(z.string())) })
const properties = z.looseObject({ properties: opt(z.looseObject({ defaultRegion: optString })) })

export const TERMINAL_BUILD_STATUSES = new Set(['success', 'failed', 'timeout'])

/** The default region, read once per connection to the service (one run): several phases ask for it. */
const defaultRegions = new WeakMap<ServiceHttp, Promise<string | undefined>>()

export class BuildService {
  constructor(private readonly http: ServiceHttp) {}

  /** The organization's default region (GET /properties, once per run), when the service names one. */
  defaultRegion(): Promise<string | undefined> {
    let region = defaultRegions.get(this.http)
    if (!region) {
      region = this.http
        .send('GET', '/properties')
        .then((answer) => parsedAnswer(answer, properties, 'properties').properties?.defaultRegion ?? undefined)
      // A failed read is not kept: the next phase that needs the region asks again.
      region.catch(() => defaultRegions.delete(this.http))
      defaultRegions.set(this.http, region)
    }
    return region
  }

  async uploadTarget(region: string): Promise<UploadTarget> {
    const target = parsedAnswer(
      await this.http.send('POST', '/builds/upload-url', { region }),
      uploadSchema,
      'an upload address',
    )
    checkedId(target.uploadId, 'upload id')
    return target
  }

  /** A new build of the uploaded context (201), or the successful one with the same hash (200 cached). */
  async createBuild(
    uploadId: string,
    region: string,
    dockerfilePath: string,
  ): Promise<{ build: Build; cached: boolean }> {
    // Not a write of the agent: sending it twice at worst makes a second build, which the cache answers.
    const answer = await this.http.send('POST', '/builds', { uploadId, region, dockerfilePath })
    const body = parsedAnswer(answer, created, 'a build')
    return { build: checkedBuild(body.build), cached: body.cached === true || answer.status === 200 }
  }

  async getBuild(id: string, options: { once?: boolean } = {}): Promise<Build> {
    return checkedBuild(
      parsedAnswer(await this.http.send('GET', `/builds/${pathSegment(id)}`, undefined, options), one, 'a build').build,
    )
  }

  /** The build's log lines so far (the first `limit`; the reference documents no paging). */
  async getBuildLogs(id: string, limit = 10_000): Promise<string[]> {
    const answer = await this.http.send('GET', `/builds/${pathSegment(id)}/logs?limit=${limit}`, undefined, {
      once: true,
    })
    return parsedAnswer(answer, logs, 'build logs').logs ?? []
  }

  /**
   * A successful build of this context, region and Dockerfile, without uploading anything. Each field is
   * checked here, not taken from the query: a service (or a cache in between) that answers with a build
   * of another context, region or Dockerfile would otherwise have this run deploy another image.
   */
  async findBuild(contextHash: string, region: string, dockerfilePath: string): Promise<Build | undefined> {
    // The lookup does not filter by Dockerfile: ask for several, so builds of other Dockerfiles of the same
    // context cannot hide the one this run can use.
    const query = new URLSearchParams({ contextHash, region, status: 'success', limit: String(FIND_LIMIT) })
    const found = parsedAnswer(await this.http.send('GET', `/builds?${query}`), list, 'a list of builds').builds
    const match = found.find(
      (build) => build.status === 'success' && madeFrom(build, contextHash, region, dockerfilePath),
    )
    return match && checkedBuild(match)
  }
}

const FIND_LIMIT = 20

/** Whether the build's record shows it was made from this context, in this region, with this Dockerfile. */
export function madeFrom(build: Build, contextHash: string, region: string, dockerfilePath: string): boolean {
  return (
    build.contextHash === contextHash &&
    build.region === region &&
    (build.dockerfilePath ?? 'Dockerfile') === dockerfilePath
  )
}

/** A build whose id can be put in a path and an output: '..' would name another resource. */
function checkedBuild(build: Build): Build {
  checkedId(build.id, 'build id')
  return build
}
