import { CancelledError, PlanError } from '../errors.js'
import { type ImageReference, parseReference, pinned } from '../image-reference.js'
import { originOf } from '../inputs/across-inputs.js'
import type { Inputs } from '../inputs/inputs.js'
import { setOutput } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { shortened } from '../secrets.js'
import type { Agent } from '../service/agents/agent-record.js'
import { BuildService } from '../service/builds/builds.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion, listRegions } from '../service/regions.js'
import { findCredentials } from './credentials.js'
import {
  configPlatform,
  digestOf,
  isDigest,
  MANIFEST_ACCEPT,
  MAX_CONFIG_BYTES,
  MAX_MANIFEST_BYTES,
  matchesDigest,
  readManifest,
  runsOn,
} from './manifests.js'
import { headerOf, ManifestNotFound, RegistryClient, RegistryUnreadable } from './registry-client.js'

// The image read from its registry before any write: a tag that does not exist and an image without the
// agent's architecture are refused in seconds, not minutes later by the service; the deploy is pinned to
// the digest the tag resolved to, so a re-pushed tag is a change and a rollback restores the same bytes.
// A registry that cannot be read is never a new way to fail: a warning says why, and the reference is
// deployed as given (the service may hold pull credentials the runner lacks).

/** The whole check's time, even when the registry takes the connection and never answers. */
export const IMAGE_CHECK_BUDGET_MS = 15_000

/** The architecture when nothing names one: the service's own regions run arm64 only. */
const FALLBACK_ARCHITECTURE = 'arm64'

/** The reference to deploy (pinned to its digest), or undefined to deploy `image` as given. */
export async function imageCheckPhase(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  report: RunReport,
  signal: AbortSignal,
): Promise<string | undefined> {
  const image = inputs.image
  if (!image || !inputs['image-check'] || inputs['cloud-build'] || inputs['build-id']) return undefined
  return log.group(`Check the image ${image}`, async () => {
    const reference = parseReference(image)
    const needed = await neededArchitecture(inputs, before, http)
    // Its own controller and timer: a signal made by AbortSignal.any may be collected before it fires.
    const timeUp = new AbortController()
    const timer = setTimeout(() => timeUp.abort(), IMAGE_CHECK_BUDGET_MS)
    const onCancel = () => timeUp.abort()
    signal.addEventListener('abort', onCancel, { once: true })
    const deadline = timeUp.signal
    const credentials = await findCredentials(
      reference,
      { username: inputs['registry-username'], password: inputs['registry-password'] },
      process.env,
      log.debug,
    )
    const client = new RegistryClient(reference, credentials, deadline)
    try {
      const found = await readImage(client, reference)
      if (found.platforms && !runsOn(found.platforms, needed.architecture)) {
        throw new PlanError(
          `Image ${image} has no manifest for linux/${needed.architecture}, which agent '${inputs['agent-name']}' runs on (${needed.why}): it has ${found.platforms.join(', ') || 'no platform'}. Build it for linux/${needed.architecture} (docker buildx build --platform linux/${needed.architecture}), or deploy to a region that runs its architecture. Nothing was written`,
        )
      }
      const deployed = pinned(reference, found.digest)
      report.imageCheck = { digest: found.digest, ...(found.platforms ? { platforms: found.platforms } : {}) }
      setOutput('image-digest', found.digest)
      log.info(
        `Image ${image}: ${found.digest}${found.platforms ? `, platforms ${found.platforms.join(', ')}` : ` (its platforms could not be read: ${found.why})`}; deployed as ${deployed}`,
      )
      return deployed
    } catch (error) {
      if (error instanceof ManifestNotFound) {
        throw new PlanError(
          `Image ${image} was not found in its registry (${reference.registry}: ${error.message}): check the tag, and that the step that pushes it ran before this one. Nothing was written`,
        )
      }
      if (signal.aborted) throw new CancelledError('cancelled during the image check')
      if (!(error instanceof RegistryUnreadable)) throw error
      report.imageCheck = { notChecked: error.message }
      log.warning(
        `Image ${image} was not checked: its registry ${reference.registry} could not be read (${error.message}). It is deployed as given: the service may hold pull credentials this runner lacks`,
      )
      return undefined
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', onCancel)
      client.dispose()
    }
  })
}

/** The manifest's digest and the platforms it runs on (undefined when its kind names none, with why). */
async function readImage(
  client: RegistryClient,
  reference: ImageReference,
): Promise<{ digest: string; platforms?: string[]; why?: string }> {
  const answer = await client.get(`manifests/${reference.digest ?? reference.tag}`, MANIFEST_ACCEPT, MAX_MANIFEST_BYTES)
  if (reference.digest && !matchesDigest(answer.body, reference.digest)) {
    throw new RegistryUnreadable(
      `it served a manifest whose digest is ${digestOf(answer.body)}, not ${reference.digest}`,
    )
  }
  // The digest of the bytes read: the registry's Docker-Content-Digest is never taken on its word.
  const digest = reference.digest ?? digestOf(answer.body)
  const manifest = readManifest(answer.body, headerOf(answer, 'content-type'))
  if (manifest.kind === 'index' || manifest.kind === 'platform') return { digest, platforms: manifest.platforms }
  if (manifest.kind === 'unknown') return { digest, why: manifest.why }
  if (!isDigest(manifest.configDigest)) {
    throw new RegistryUnreadable(
      `its manifest names a config digest that is not algorithm:hex (${JSON.stringify(shortened(manifest.configDigest, 80))})`,
    )
  }
  const config = await client.get(`blobs/${manifest.configDigest}`, '*/*', MAX_CONFIG_BYTES)
  if (!matchesDigest(config.body, manifest.configDigest)) {
    throw new RegistryUnreadable(`it served a config blob that is not ${manifest.configDigest}`)
  }
  const platform = configPlatform(config.body)
  return platform ? { digest, platforms: [platform] } : { digest, why: 'its config names no platform' }
}

/** The architecture the agent runs on: the input (or the deploy file), else the region's default, else arm64. */
async function neededArchitecture(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
): Promise<{ architecture: string; why: string }> {
  if (inputs.architecture) return { architecture: inputs.architecture, why: originOf('architecture', inputs.origins) }
  try {
    const region = await agentRegion(inputs.region, before, new BuildService(http))
    const fallback = (await listRegions(http))?.find((entry) => entry.code === region)?.default_architecture
    if (region && fallback) return { architecture: fallback, why: `the default of region ${region}` }
  } catch (error) {
    log.debug(`The region's default architecture could not be read: ${(error as Error).message}`)
  }
  return { architecture: FALLBACK_ARCHITECTURE, why: "the service's regions run arm64" }
}
