// What the registry tests share: a real registry (Debian's docker-registry) per file, in the mode the file
// asks, a double of the service per test, and a deploy with the image check on, as a step that leaves
// image-check at its default. Where docker-registry is missing, the files say so in one line and are
// skipped; in CI (CI=true) they fail instead: .ci/run and ci.yml install it.
import { createHash } from 'node:crypto'
import http from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest'
import { type AgentServiceDouble, type Options, startAgentService } from '../../double/agent-service.js'
import { listenOnLoopback } from '../../double/loopback.js'
import { type Registry, registryAvailable, startRegistry } from '../../double/registry.js'
import { deployInputs } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

export let double: AgentServiceDouble
export let registry: Registry

const available = registryAvailable()
if (!available && process.env.CI !== 'true') {
  console.log(
    'registry tests skipped: docker-registry and htpasswd are not on this machine (apt-get install docker-registry apache2-utils)',
  )
}

/** describe, or describe.skip with the line above where no registry can run here (never in CI). */
export const describeWithRegistry = available || process.env.CI === 'true' ? describe : describe.skip

/** A registry for the file (started once), and a double of the service for each test. */
export function useRegistry(mode: 'plain' | 'htpasswd' | 'token' = 'plain', options: { anonymousPull?: boolean } = {}) {
  beforeAll(async () => {
    if (!available)
      throw new Error(
        'docker-registry is not installed: CI must install it (apt-get install docker-registry apache2-utils)',
      )
    registry = await startRegistry({ mode, ...options })
  })
  afterAll(async () => {
    await registry?.stop()
  })
  useService()
}

/** A double of the service for each test, with `options` (agent 'support-bot' not yet created). */
export function useService(options: Options = {}) {
  beforeEach(async () => {
    double = await startAgentService({ readyAfterMs: 150, ...options })
  })
  afterEach(async () => {
    await double?.close()
  })
}

/** The double again, with options of the test's own (regions and their architectures). */
export async function serviceWith(options: Options) {
  await double.close()
  double = await startAgentService({ readyAfterMs: 150, ...options })
  return double
}

/** The image's reference in the test registry. */
export const imageRef = (repository: string, tag: string) => `${registry.host}/${repository}:${tag}`

/** A deploy with the image check at its default (on), and the test's inputs over the usual ones. */
export function deploy(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return runStep(deployInputs(double.url, { 'image-check': 'true', ...inputs }), { env })
}

export const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

const standIns: { close(): Promise<void> }[] = []

/** Registries (and storage) that a real one would not be, on 127.0.0.1; closed after each test of the file. */
export function useStandIns(): void {
  afterEach(async () => {
    for (const server of standIns.splice(0)) await server.close()
  })
}

/** A stand-in that answers with `handler` and records each request's path and Authorization. */
export async function serve(handler: Handler) {
  const requests: { url: string; authorization?: string }[] = []
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization })
    handler(req, res)
  })
  const listening = await listenOnLoopback(server)
  standIns.push(listening)
  return { ...listening, host: `127.0.0.1:${listening.port}`, requests }
}

/** The digest of a text, as a registry names it. */
export const digest = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`

/** An image for linux/arm64 as a registry serves it: its config blob, and the OCI manifest that names it. */
export const ARM64_CONFIG = JSON.stringify({ architecture: 'arm64', os: 'linux' })
export const ARM64_MANIFEST = JSON.stringify({
  schemaVersion: 2,
  mediaType: 'application/vnd.oci.image.manifest.v1+json',
  config: {
    mediaType: 'application/vnd.oci.image.config.v1+json',
    digest: digest(ARM64_CONFIG),
    size: ARM64_CONFIG.length,
  },
  layers: [],
})
