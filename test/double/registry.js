// @ts-check
// A real container registry for the tests: Debian's docker-registry (the CNCF distribution registry),
// started on 127.0.0.1 with storage of its own, in plain, htpasswd or token-auth mode. For token auth the
// tests run the token server: it signs JWTs with a test key whose certificate is the registry's
// rootcertbundle (distribution accepts a token whose x5c chain ends there). Images are pushed through
// the registry's own HTTP API: tiny config and layer blobs, single manifests, OCI indexes and Docker
// manifest lists, attestation entries.
import { execFileSync, spawn } from 'node:child_process'
import { createHash, randomUUID, sign } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listenOnLoopback } from './loopback.js'

const TOKEN_KEY = readFileSync(new URL('./registry-token.key', import.meta.url))
const TOKEN_CERT = new URL('./registry-token.crt', import.meta.url)
export const REGISTRY_USER = 'deployer'
export const REGISTRY_PASSWORD = 'registry-pass-0451'

/** Whether Debian's docker-registry is on this machine (and htpasswd, for the htpasswd mode). */
export function registryAvailable() {
  try {
    execFileSync('docker-registry', ['--version'], { stdio: 'ignore' })
    execFileSync('htpasswd', ['-h'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // htpasswd -h exits 2 but runs
    return /** @type {{ status?: number }} */ (error).status === 2
  }
}

export const MEDIA = {
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociConfig: 'application/vnd.oci.image.config.v1+json',
  ociLayer: 'application/vnd.oci.image.layer.v1.tar+gzip',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerConfig: 'application/vnd.docker.container.image.v1+json',
  dockerLayer: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
}

/** @param {Buffer | string} bytes */
const digestOf = (bytes) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`
/** @param {Buffer | string} text */
const b64url = (text) => Buffer.from(text).toString('base64url')

/** A port nobody listens on now. */
async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port
  await new Promise((resolve) => server.close(() => resolve(undefined)))
  return port
}

/**
 * The token server of token-auth mode: GET /token?service=…&scope=… answers a signed JWT granting what the
 * scope asks. `requireCredentials`: only with Basic REGISTRY_USER:REGISTRY_PASSWORD (else 401).
 * @param {{ requireCredentials?: boolean, service: string, issuer: string }} options
 */
async function startTokenServer(options) {
  /** @type {{ url: string, headers: http.IncomingHttpHeaders }[]} */
  const requests = []
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers })
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const basic = `Basic ${Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')}`
    const authorized = req.headers.authorization === basic
    if (req.headers.authorization && !authorized) {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ details: 'incorrect username or password' }))
    }
    if (options.requireCredentials && !authorized) {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ details: 'authentication required' }))
    }
    const access = url.searchParams.getAll('scope').flatMap((scope) => {
      const [type, name, actions] = scope.split(':')
      return type && name ? [{ type, name, actions: (actions ?? '').split(',').filter(Boolean) }] : []
    })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ token: jwt(options, access, authorized ? REGISTRY_USER : '') }))
  })
  const listening = await listenOnLoopback(server)
  return { ...listening, requests }
}

/**
 * @param {{ service: string, issuer: string }} options
 * @param {{ type: string, name: string, actions: string[] }[]} access
 * @param {string} subject
 */
function jwt(options, access, subject) {
  const der = Buffer.from(
    readFileSync(TOKEN_CERT, 'utf8')
      .replace(/-----[A-Z ]+-----/g, '')
      .replace(/\s+/g, ''),
    'base64',
  )
  const now = Math.floor(Date.now() / 1000)
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', x5c: [der.toString('base64')] }))
  const claims = { iss: options.issuer, sub: subject, aud: options.service, exp: now + 600, nbf: now - 60, iat: now }
  const payload = b64url(JSON.stringify({ ...claims, jti: randomUUID(), access }))
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), TOKEN_KEY).toString('base64url')
  return `${header}.${payload}.${signature}`
}

/**
 * Starts a registry; `stop()` ends it and removes its storage.
 * @param {{ mode?: 'plain' | 'htpasswd' | 'token', anonymousPull?: boolean }} [options]
 *   anonymousPull (token mode): the token server grants pull without credentials (as Docker Hub does for
 *   public images); otherwise every token needs them
 */
export async function startRegistry(options = {}) {
  const mode = options.mode ?? 'plain'
  const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-registry-'))
  const port = await freePort()
  const service = 'agent-deploy-test-registry'
  const issuer = 'agent-deploy-test-issuer'
  const tokens =
    mode === 'token'
      ? await startTokenServer({ service, issuer, requireCredentials: !options.anonymousPull })
      : undefined
  let auth = ''
  if (mode === 'htpasswd') {
    const line = execFileSync('htpasswd', ['-Bbn', REGISTRY_USER, REGISTRY_PASSWORD], { encoding: 'utf8' })
    writeFileSync(join(dir, 'htpasswd'), line)
    auth = `auth:\n  htpasswd:\n    realm: agent-deploy-test\n    path: ${join(dir, 'htpasswd')}\n`
  }
  if (tokens) {
    const bundle = join(dir, 'rootcerts.pem')
    writeFileSync(bundle, readFileSync(TOKEN_CERT))
    auth = `auth:\n  token:\n    realm: ${tokens.url}/token\n    service: ${service}\n    issuer: ${issuer}\n    rootcertbundle: ${bundle}\n`
  }
  const config = `version: 0.1\nlog:\n  level: error\n  accesslog:\n    disabled: true\nstorage:\n  filesystem:\n    rootdirectory: ${join(dir, 'data')}\n  delete:\n    enabled: true\nhttp:\n  addr: 127.0.0.1:${port}\n${auth}`
  writeFileSync(join(dir, 'config.yml'), config)
  const child = spawn('docker-registry', ['serve', join(dir, 'config.yml')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const host = `127.0.0.1:${port}`
  await waitUntilServing(host, child, () => stderr)

  /** What a push sends as Authorization. @param {string} repository */
  async function pushAuthorization(repository) {
    if (mode === 'htpasswd') return `Basic ${Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')}`
    if (!tokens) return undefined
    const basic = `Basic ${Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')}`
    const scope = `repository:${repository}:pull,push`
    const answer = await fetch(`${tokens.url}/token?service=${service}&scope=${encodeURIComponent(scope)}`, {
      headers: { authorization: basic },
    })
    return `Bearer ${/** @type {{ token: string }} */ (await answer.json()).token}`
  }

  /** @param {string} repository @param {Buffer | string} bytes */
  async function pushBlob(repository, bytes) {
    const authorization = await pushAuthorization(repository)
    const headers = authorization ? { authorization } : {}
    const started = await fetch(`http://${host}/v2/${repository}/blobs/uploads/`, { method: 'POST', headers })
    if (started.status !== 202) throw new Error(`blob upload start: ${started.status} ${await started.text()}`)
    const location = new URL(started.headers.get('location') ?? '', `http://${host}`)
    const digest = digestOf(bytes)
    location.searchParams.set('digest', digest)
    const done = await fetch(location, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: bytes,
    })
    if (done.status !== 201) throw new Error(`blob upload: ${done.status} ${await done.text()}`)
    return { digest, size: Buffer.byteLength(bytes) }
  }

  /** @param {string} repository @param {string} reference @param {string} mediaType @param {string} body */
  async function pushManifest(repository, reference, mediaType, body) {
    const authorization = await pushAuthorization(repository)
    const answer = await fetch(`http://${host}/v2/${repository}/manifests/${reference}`, {
      method: 'PUT',
      headers: { 'content-type': mediaType, ...(authorization ? { authorization } : {}) },
      body,
    })
    if (answer.status !== 201) throw new Error(`manifest push: ${answer.status} ${await answer.text()}`)
    return digestOf(body)
  }

  /**
   * One image manifest for one platform ("linux/arm64"): its config blob says the platform.
   * @param {string} repository @param {string} platform @param {'oci' | 'docker'} format @param {string} [reference]
   */
  async function pushSingle(repository, platform, format, reference) {
    const [os, architecture] = platform.split('/')
    const config = JSON.stringify({
      architecture,
      os,
      rootfs: { type: 'layers', diff_ids: [] },
      created: new Date().toISOString(),
      nonce: randomUUID(),
    })
    const configBlob = await pushBlob(repository, config)
    const layer = await pushBlob(repository, Buffer.from(`layer of ${platform} ${randomUUID()}`))
    const oci = format === 'oci'
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: oci ? MEDIA.ociManifest : MEDIA.dockerManifest,
      config: { mediaType: oci ? MEDIA.ociConfig : MEDIA.dockerConfig, ...configBlob },
      layers: [{ mediaType: oci ? MEDIA.ociLayer : MEDIA.dockerLayer, ...layer }],
    })
    const mediaType = oci ? MEDIA.ociManifest : MEDIA.dockerManifest
    const digest = await pushManifest(repository, reference ?? digestOf(manifest), mediaType, manifest)
    return { digest, size: Buffer.byteLength(manifest), mediaType }
  }

  return {
    host,
    mode,
    tokens,
    /**
     * Pushes `repository:tag` for these platforms: one platform alone is a single manifest (unless
     * `index`), more make an index (OCI) or a manifest list (docker), with an attestation entry when asked.
     * Returns the tag's digest.
     * @param {string} repository
     * @param {string} tag
     * @param {{ platforms?: string[], format?: 'oci' | 'docker', attestation?: boolean, index?: boolean }} [image]
     */
    async push(repository, tag, image = {}) {
      const platforms = image.platforms ?? ['linux/arm64']
      const format = image.format ?? 'oci'
      if (platforms.length === 1 && !image.index)
        return (await pushSingle(repository, platforms[0] ?? '', format, tag)).digest
      const entries = []
      for (const platform of platforms) {
        const [os, architecture] = platform.split('/')
        const single = await pushSingle(repository, platform, format)
        entries.push({
          mediaType: single.mediaType,
          digest: single.digest,
          size: single.size,
          platform: { architecture, os },
        })
      }
      if (image.attestation) {
        const statement = await pushSingle(repository, 'unknown/unknown', 'oci')
        entries.push({
          mediaType: MEDIA.ociManifest,
          digest: statement.digest,
          size: statement.size,
          platform: { architecture: 'unknown', os: 'unknown' },
          annotations: {
            'vnd.docker.reference.digest': entries[0]?.digest ?? '',
            'vnd.docker.reference.type': 'attestation-manifest',
          },
        })
      }
      const list = format === 'oci' ? MEDIA.ociIndex : MEDIA.dockerList
      return pushManifest(
        repository,
        tag,
        list,
        JSON.stringify({ schemaVersion: 2, mediaType: list, manifests: entries }),
      )
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))
      await tokens?.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * @param {string} host
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string} stderr
 */
async function waitUntilServing(host, child, stderr) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`docker-registry ended at start: ${stderr()}`)
    try {
      const answer = await fetch(`http://${host}/v2/`)
      if (answer.status === 200 || answer.status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 30))
  }
  child.kill('SIGKILL')
  throw new Error(`docker-registry did not start on ${host}: ${stderr()}`)
}

/** @typedef {Awaited<ReturnType<typeof startRegistry>>} Registry */
