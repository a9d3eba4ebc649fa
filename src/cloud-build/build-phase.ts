import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { listContext } from '../context/context-files.js'
import { type PackedContext, packContext } from '../context/pack.js'
import { PlanError } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import { setOutput, setOutsideOutput } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import type { Agent } from '../service/agents/agent-record.js'
import { type Build, BuildService, madeFrom, TERMINAL_BUILD_STATUSES } from '../service/builds/builds.js'
import { UploadRefusedError, uploadContext } from '../service/builds/upload.js'
import { NetworkError } from '../service/http/errors.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion } from '../service/regions.js'
import { megabytes, raceAbort, seconds, sleep } from '../time.js'
import { workspaceDir } from '../workspace-files.js'
import { BuildFailedError, followBuild } from './follow-build.js'

// The image as a build of the service's cloud build: the context packed (reproducibly, so the same
// sources give the same hash), looked up by its hash before anything is uploaded, else uploaded and
// built, and followed to its end before any agent write. Or an existing build, given by its id.

/** The upload's time limit: the upload address itself lives 15 minutes. */
const UPLOAD_TIMEOUT_MS = 15 * 60_000
const UPLOAD_ATTEMPTS = 3

/** The build this run deploys, by id; undefined when it deploys an image (or a dry run found no build). */
export async function buildPhase(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  report: RunReport,
  signal: AbortSignal,
  /** the deploy file's [build.exclude] patterns */
  excludes: string[] = [],
): Promise<string | undefined> {
  const builds = new BuildService(http)
  try {
    return await buildFrom(inputs, before, builds, report, signal, excludes)
  } catch (error) {
    if (error instanceof BuildFailedError) report.buildLogs = error.lastLines
    throw error
  }
}

async function buildFrom(
  inputs: Inputs,
  before: Agent | undefined,
  builds: BuildService,
  report: RunReport,
  signal: AbortSignal,
  excludes: string[],
): Promise<string | undefined> {
  if (inputs['build-id']) return existingBuild(inputs['build-id'], inputs, before, builds, report)
  if (!inputs['cloud-build']) return undefined
  const region = await buildRegion(inputs, before, builds)
  const dockerfile = inputs.dockerfile.replaceAll('\\', '/').replace(/^\.\//, '')
  const temp = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'agent-context-'))
  try {
    const packed = await log.group('Pack the build context', () => pack(inputs, dockerfile, excludes, temp, signal))
    report.build = {
      region,
      contextHash: packed.contextHash,
      contextBytes: packed.contextBytes,
      fileCount: packed.fileCount,
      archiveBytes: packed.bytes,
    }
    setOutput('context-hash', packed.contextHash)
    const found = await raceAbort(builds.findBuild(packed.contextHash, region, dockerfile), signal)
    if (found) {
      log.info(
        `Build ${found.id} was made from the same context (hash ${packed.contextHash}, region ${region}, ${dockerfile}): nothing is uploaded or built`,
      )
      return recordBuild(report, found.id, true)
    }
    if (inputs['dry-run']) {
      log.info(
        `No build of this context exists yet (hash ${packed.contextHash}): a deploy would upload ${megabytes(packed.bytes)} and build it`,
      )
      return undefined
    }
    const started = Date.now()
    const uploadId = await upload(builds, region, packed, report, signal)
    const made = await raceAbort(builds.createBuild(uploadId, region, dockerfile), signal)
    report.build.id = made.build.id
    if (made.cached) {
      checkCached(made.build, packed.contextHash, region, dockerfile)
      log.info(`The service already has a successful build of this context: build ${made.build.id}`)
      return recordBuild(report, made.build.id, true)
    }
    setOutsideOutput('build-id', made.build.id)
    checkFollowed(
      await followBuild(builds, made.build, inputs['build-timeout'] * 1000, signal),
      packed.contextHash,
      region,
    )
    report.build.durationMs = Date.now() - started
    return recordBuild(report, made.build.id, false)
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

async function pack(
  inputs: Inputs,
  dockerfile: string,
  excludes: string[],
  temp: string,
  signal: AbortSignal,
): Promise<PackedContext> {
  const workspace = workspaceDir()
  const listing = await listContext(
    resolve(workspace, inputs['build-context']),
    dockerfile,
    excludes,
    inputs['build-context'],
    workspace,
  )
  if (listing.leftOutSecrets.length > 0) {
    log.info(
      `Left out because they look like secrets or hold the checkout's credentials (a .dockerignore '!' rule naming them takes them in): ${listing.leftOutSecrets.join(', ')}`,
    )
  }
  if (listing.leftOutLinks.length > 0)
    log.info(`Left out, links that lead out of the context or to a file left out: ${listing.leftOutLinks.join(', ')}`)
  if (listing.leftOutSpecial.length > 0)
    log.info(`Left out, not regular files (FIFOs, sockets, devices): ${listing.leftOutSpecial.join(', ')}`)
  const started = Date.now()
  const packed = await packContext(listing, join(temp, 'context.tar.gz'), signal)
  log.info(
    `Packed ${packed.fileCount} files, ${megabytes(packed.contextBytes)} (${megabytes(packed.bytes)} compressed) from '${inputs['build-context']}' in ${seconds(Date.now() - started)}, ${rulesUsed(listing.ignoreFile, excludes)}; context hash ${packed.contextHash}`,
  )
  return packed
}

/** Which rules shaped the context, in words: its ignore file, or the defaults and the deploy file's exclusions. */
function rulesUsed(ignoreFile: string | undefined, excludes: string[]): string {
  if (ignoreFile) {
    return `by its ${ignoreFile}${excludes.length > 0 ? " (the deploy file's [build.exclude] patterns are not used with an ignore file, as for the service's CLI)" : ''}`
  }
  const extra = excludes.length > 0 ? ` and the deploy file's [build.exclude] patterns (${excludes.join(', ')})` : ''
  return `by the service clients' default exclusions${extra} (no .dockerignore)`
}

/**
 * The build's region: given, else the agent's, else the organization's default; never another than the
 * agent's (a region input that would move the agent was refused before this phase: refuseRegionMove).
 */
async function buildRegion(inputs: Inputs, before: Agent | undefined, builds: BuildService): Promise<string> {
  const region = await agentRegion(inputs.region, before, builds)
  if (!region)
    throw new PlanError(
      "The service names no default region (GET /properties), and neither input 'region' nor the agent gives one: set 'region'",
    )
  return region
}

async function existingBuild(
  id: string,
  inputs: Inputs,
  before: Agent | undefined,
  builds: BuildService,
  report: RunReport,
): Promise<string> {
  const build = await builds.getBuild(id)
  if (build.status !== 'success') {
    throw new PlanError(
      `Build ${id} is ${build.status}${TERMINAL_BUILD_STATUSES.has(build.status) ? '' : ' (not finished)'}: only a successful build can be deployed (build-id)`,
    )
  }
  const region = inputs.region ?? before?.region ?? undefined
  if (region && build.region && build.region !== region) {
    throw new PlanError(
      `Build ${id} is in region '${build.region}', but agent '${inputs['agent-name']}' is ${before ? '' : 'to be created '}in region '${region}': builds must be in the agent's region`,
    )
  }
  log.info(
    `Deploying build ${id} (${build.region ?? 'region not reported'}), as build-id asks: nothing is uploaded or built`,
  )
  return recordBuild(report, id, true)
}

/** A build the service answers as already made (200, cached): deployed only when its record shows this context. */
function checkCached(build: Build, contextHash: string, region: string, dockerfile: string): void {
  if (build.status === 'success' && madeFrom(build, contextHash, region, dockerfile)) return
  throw new BuildFailedError(
    `The service answered that build ${build.id} already exists for this context, but its record shows ${buildFields(build)}, not a successful build of context ${contextHash} in region ${region} with ${dockerfile}: it is not deployed. Nothing was deployed`,
    [],
  )
}

/** A build this run followed to success: it must be in the agent's region, and of this context where it says. */
function checkFollowed(build: Build, contextHash: string, region: string): void {
  const otherRegion = build.region && build.region !== region
  const otherContext = build.contextHash && build.contextHash !== contextHash
  if (!otherRegion && !otherContext) return
  throw new BuildFailedError(
    `Build ${build.id} succeeded, but its record shows ${buildFields(build)}, while this run uploaded context ${contextHash} for region ${region}: it is not deployed. Nothing was deployed`,
    [],
  )
}

const buildFields = (build: Build) =>
  `status ${build.status}, context ${build.contextHash ?? '(not reported)'}, region ${build.region ?? '(not reported)'}, ${build.dockerfilePath ?? 'Dockerfile'}`

function recordBuild(report: RunReport, id: string, cached: boolean): string {
  if (report.build) Object.assign(report.build, { id, cached })
  setOutsideOutput('build-id', id)
  setOutput('build-cached', String(cached))
  return id
}

/** Uploads the archive; transient failures are tried again, an expired address is replaced by a new one. */
async function upload(
  builds: BuildService,
  region: string,
  packed: PackedContext,
  report: RunReport,
  signal: AbortSignal,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const target = await raceAbort(builds.uploadTarget(region), signal)
    try {
      log.info(`Uploading ${megabytes(packed.bytes)} to ${new URL(target.uploadUrl).host} (upload ${target.uploadId})`)
      report.uploadId = target.uploadId
      await uploadContext(target, packed.file, packed.bytes, { timeoutMs: UPLOAD_TIMEOUT_MS, signal })
      return target.uploadId
    } catch (error) {
      const expired =
        error instanceof UploadRefusedError && (error.code === 'ExpiredToken' || /expired/i.test(error.message))
      const transient = error instanceof NetworkError || (error instanceof UploadRefusedError && error.status >= 500)
      if (!(expired || transient) || attempt >= UPLOAD_ATTEMPTS) throw error
      log.info(
        `Uploading again${expired ? ' with a new upload address' : ''} (${attempt}/${UPLOAD_ATTEMPTS - 1}): ${(error as Error).message}`,
      )
      await sleep(expired ? 0 : 1000 * attempt, signal)
    }
  }
}
