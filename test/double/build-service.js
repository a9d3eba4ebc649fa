// @ts-check
// The cloud build part of the double, as service-facts.md describes it: upload addresses on an upload host
// of its own (another loopback port, S3-style presigned POST, XML errors), builds that move
// pending → building → success (or failed, for a Dockerfile that contains FAIL) on a timer, with log
// lines that appear as they go, answers cached by context hash, and the lookup by hash.
import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { listenOnLoopback } from './loopback.js'
import { tarEntries } from './tar-entries.js'

/**
 * @typedef {{ id: string, region: string, contextHash: string, dockerfilePath: string, status: string,
 *   createdAt: number, fails: boolean, errorMessage?: string, contextSizeBytes: number }} StoredBuild
 * @typedef {{ id: string, fields: [string, string][], expiresAt: number, bytes?: Buffer, contextHash?: string,
 *   headers?: http.IncomingHttpHeaders, fieldOrder?: string[] }} StoredUpload
 * @typedef {object} BuildOptions
 * @property {number} [pendingMs] time a new build waits before it starts (default 200)
 * @property {number} [buildMs] time from start to the end (default 1000)
 * @property {number} [expireUploads] the first this many uploads are refused as expired (AccessDenied)
 * @property {string} [defaultRegion]
 * @property {string} [reportRegion] every build's record names this region, whatever it was made in (a hostile service)
 * @property {boolean} [omitCachedFlag] answer a cache hit with 200 alone, without `cached: true`
 * @property {string[]} [logLines] every build's log (default: a short BuildKit log; a failing build's ends in its error)
 * @property {('drop' | 'huge' | 'cut' | 'silent')[]} [uploadFaults] the first uploads, one each: the connection
 *   dropped before an answer, a 20 MB XML error, an answer cut off half-way, no answer at all after the file
 */

const LOG = [
  '#1 [internal] load build definition from Dockerfile',
  '#2 [internal] load .dockerignore',
  '#3 FROM docker.io/library/python:3.12-slim',
  '#4 COPY . /app',
  '#5 exporting to image',
]

/** @param {BuildOptions} options */
export async function startBuildService(options = {}) {
  const config = { pendingMs: 200, buildMs: 1000, expireUploads: 0, defaultRegion: 'us-west', ...options }
  /** @type {Map<string, StoredUpload>} */
  const uploads = new Map()
  /** @type {Map<string, StoredBuild>} */
  const builds = new Map()
  /** @type {{ headers: http.IncomingHttpHeaders, status: number, at: number, fault?: string }[]} when each upload began, and how it ended */
  const uploadRequests = []
  let expired = 0

  const host = http.createServer((req, res) => {
    const at = Date.now()
    const chunks = /** @type {Buffer[]} */ ([])
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const fault = config.uploadFaults?.shift()
      if (fault) return uploadFault(fault, res, at)
      const [status, xml] = receive(req, Buffer.concat(chunks))
      uploadRequests.push({ headers: req.headers, status, at })
      res.writeHead(status, xml ? { 'content-type': 'application/xml' } : {})
      res.end(xml)
    })
  })
  const upload = await listenOnLoopback(host)

  /** @param {'drop' | 'huge' | 'cut' | 'silent'} fault @param {http.ServerResponse} res @param {number} at */
  function uploadFault(fault, res, at) {
    uploadRequests.push({ headers: {}, status: 0, at, fault })
    if (fault === 'drop') return res.socket?.destroy()
    if (fault === 'silent') return
    if (fault === 'huge') {
      // A refusal whose Code and Message come first, then 20 MB: what a misbehaving host or proxy sends.
      const refusal = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><HostId>${'x'.repeat(20_000_000)}</HostId></Error>`
      res.writeHead(403, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(refusal)) })
      return res.end(refusal)
    }
    const xml = `<Error><Code>InternalError</Code><Message>${'We encountered an internal error. '.repeat(600_000)}</Message></Error>`
    res.writeHead(500, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(xml)) })
    res.write(xml.slice(0, 1000))
    setTimeout(() => res.socket?.destroy(), 50)
  }

  /** @param {http.IncomingMessage} req @param {Buffer} body @returns {[number, string]} */
  function receive(req, body) {
    const error = (/** @type {number} */ status, /** @type {string} */ code, /** @type {string} */ message) =>
      /** @type {[number, string]} */ ([
        status,
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
      ])
    const id = new URL(req.url ?? '/', upload.url).searchParams.get('upload') ?? ''
    const target = uploads.get(id)
    if (!target) return error(403, 'AccessDenied', 'Invalid according to Policy')
    if (req.headers.authorization) return error(400, 'InvalidArgument', 'Unsupported Authorization Type')
    if (expired < config.expireUploads || Date.now() > target.expiresAt) {
      expired++
      return error(403, 'AccessDenied', 'Request has expired')
    }
    const boundary = /boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1]
    if (!boundary)
      return error(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.')
    const parts = multipart(body, boundary)
    const names = parts.map((p) => p.name)
    const expected = target.fields.map(([name]) => name)
    const file = parts.at(-1)
    if (expected.some((name, i) => names[i] !== name || parts[i]?.value.toString() !== target.fields[i]?.[1])) {
      return error(403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed')
    }
    if (file?.name !== 'file' || !file.filename)
      return error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.')
    if (file.value.length > 500_000_000)
      return error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')
    target.bytes = file.value
    target.contextHash = createHash('md5').update(file.value).digest('hex').slice(0, 16)
    target.headers = req.headers
    target.fieldOrder = names
    return [204, '']
  }

  /** @param {StoredBuild} build @param {number} now */
  function statusOf(build, now) {
    if (now < build.createdAt + config.pendingMs) return 'pending'
    if (now < build.createdAt + config.pendingMs + config.buildMs) return 'building'
    return build.fails ? 'failed' : 'success'
  }

  /** @param {StoredBuild} build @param {number} now */
  function view(build, now) {
    build.status = statusOf(build, now)
    return {
      id: build.id,
      region: config.reportRegion ?? build.region,
      contextHash: build.contextHash,
      dockerfilePath: build.dockerfilePath,
      status: build.status,
      ...(build.status === 'success'
        ? { imageUri: `registry.internal/builds/${build.id}`, buildDurationSeconds: config.buildMs / 1000 }
        : {}),
      ...(build.status === 'failed' ? { errorMessage: 'Docker build failed: RUN exited with code 1' } : {}),
      contextSizeBytes: build.contextSizeBytes,
      createdAt: new Date(build.createdAt).toISOString(),
      updatedAt: new Date(now).toISOString(),
    }
  }

  /** @param {StoredBuild} build @param {number} now */
  function logsOf(build, now) {
    const started = build.createdAt + config.pendingMs
    if (now < started) return []
    const lines = config.logLines
      ? config.logLines
      : build.fails
        ? [
            ...LOG.slice(0, 4),
            '#5 RUN exit 1',
            'ERROR: process "/bin/sh -c exit 1" did not complete successfully: exit code: 1',
          ]
        : LOG
    const shown = Math.min(lines.length, Math.floor(((now - started) / config.buildMs) * lines.length) + 1)
    return lines.slice(0, statusOf(build, now) === 'building' ? shown : lines.length)
  }

  /**
   * The build API's answer to a request of the double, or undefined when the path is not the build API's.
   * @param {string} method @param {string} path @param {URLSearchParams} query @param {any} body @returns {[number, any] | undefined}
   */
  function handle(method, path, query, body) {
    const now = Date.now()
    if (method === 'GET' && path === '/v1/properties')
      return [200, { properties: { defaultRegion: config.defaultRegion } }]
    if (method === 'POST' && path === '/v1/builds/upload-url') {
      if (typeof body?.region !== 'string') return [400, { error: 'region is required', code: 'GENERIC_BAD_REQUEST' }]
      const id = randomUUID()
      const fields = /** @type {[string, string][]} */ ([
        ['key', `uploads/${id}/context.tar.gz`],
        ['policy', 'eyJjb25kaXRpb25zIjpbXX0='],
        ['x-amz-signature', 'c2lnbmF0dXJl'],
      ])
      uploads.set(id, { id, fields, expiresAt: now + 15 * 60_000 })
      return [
        200,
        {
          uploadId: id,
          uploadUrl: `${upload.url}/?upload=${id}`,
          uploadFields: Object.fromEntries(fields),
          expiresAt: new Date(now + 15 * 60_000).toISOString(),
        },
      ]
    }
    if (method === 'POST' && path === '/v1/builds') {
      const stored = uploads.get(body?.uploadId ?? '')
      if (!stored?.bytes || !stored.contextHash)
        return [400, { error: 'upload not found', code: 'GENERIC_BAD_REQUEST' }]
      const dockerfilePath = body.dockerfilePath ?? 'Dockerfile'
      const hit = [...builds.values()].find(
        (b) =>
          b.contextHash === stored.contextHash &&
          b.region === body.region &&
          b.dockerfilePath === dockerfilePath &&
          statusOf(b, now) === 'success',
      )
      if (hit)
        return [
          200,
          { build: view(hit, now), contextHash: hit.contextHash, ...(config.omitCachedFlag ? {} : { cached: true }) },
        ]
      const entries = tarEntries(gunzipSync(stored.bytes))
      const dockerfile = entries.find((e) => e.name === dockerfilePath)
      /** @type {StoredBuild} */
      const build = {
        id: `bld_${randomUUID().slice(0, 8)}`,
        region: body.region,
        contextHash: stored.contextHash,
        dockerfilePath,
        status: 'pending',
        createdAt: now,
        fails: /FAIL/.test(dockerfile?.text ?? ''),
        contextSizeBytes: stored.bytes.length,
      }
      builds.set(build.id, build)
      return [201, { build: view(build, now), contextHash: build.contextHash, cached: false }]
    }
    if (method === 'GET' && path === '/v1/builds') {
      const found = [...builds.values()].filter(
        (b) =>
          (!query.get('contextHash') || b.contextHash === query.get('contextHash')) &&
          (!query.get('region') || b.region === query.get('region')) &&
          (!query.get('status') || statusOf(b, now) === query.get('status')),
      )
      const limit = Number(query.get('limit') ?? 20)
      return [200, { builds: found.slice(0, limit).map((b) => view(b, now)), total: found.length, limit, offset: 0 }]
    }
    const one = /^\/v1\/builds\/([^/]+)(\/logs)?$/.exec(path)
    if (one && method === 'GET') {
      const build = builds.get(decodeURIComponent(one[1] ?? ''))
      if (!build) return [404, { error: 'Build not found', code: 'NOT_FOUND' }]
      if (one[2]) return [200, { logs: logsOf(build, now).slice(0, Number(query.get('limit') ?? 500)) }]
      return [200, { build: view(build, now) }]
    }
    return undefined
  }

  /**
   * Why a create or update may not deploy this build (the documented 400s), or undefined.
   * @param {any} body @param {string} region @param {boolean} creating
   */
  function buildProblem(body, region, creating) {
    if (body.image !== undefined && body.buildId !== undefined)
      return 'Cannot specify both image and buildId. Use one or the other.'
    if (creating && body.image === undefined && body.buildId === undefined)
      return 'Either image or buildId is required for service creation'
    if (body.buildId === undefined) return undefined
    const build = builds.get(body.buildId)
    if (!build) return 'Build not found'
    if (build.region !== region)
      return `Build is in region '${build.region}' but service is in region '${region}'. Builds must be in the same region as the service.`
    const status = statusOf(build, Date.now())
    if (status !== 'success') return `Build is not ready (status: ${status}). Only successful builds can be deployed.`
    return undefined
  }

  /**
   * A build made earlier (by another Dockerfile, in another region, or failed): found by the lookup as the
   * service would find it. @param {Partial<StoredBuild> & { contextHash: string }} build
   */
  function seedBuild(build) {
    /** @type {StoredBuild} */
    const stored = {
      id: `bld_${randomUUID().slice(0, 8)}`,
      region: config.defaultRegion,
      dockerfilePath: 'Dockerfile',
      status: 'success',
      createdAt: Date.now() - config.pendingMs - config.buildMs,
      fails: false,
      contextSizeBytes: 1000,
      ...build,
    }
    builds.set(stored.id, stored)
    return stored
  }

  return {
    config,
    handle,
    seedBuild,
    buildProblem,
    uploads,
    builds,
    uploadRequests,
    /** the files of an upload's archive, header fields included */
    archive: (/** @type {string} */ uploadId) => {
      const bytes = uploads.get(uploadId)?.bytes
      return bytes ? tarEntries(gunzipSync(bytes)) : []
    },
    uploadUrl: upload.url,
    close: upload.close,
  }
}

/**
 * The parts of a multipart/form-data body, in order.
 * @param {Buffer} body @param {string} boundary
 */
function multipart(body, boundary) {
  const parts = []
  const delimiter = Buffer.from(`--${boundary}`)
  let at = body.indexOf(delimiter)
  while (at !== -1) {
    const start = at + delimiter.length + 2
    const next = body.indexOf(delimiter, start)
    if (next === -1) break
    const part = body.subarray(start, next - 2)
    const split = part.indexOf('\r\n\r\n')
    const head = part.subarray(0, split).toString()
    parts.push({
      name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
      filename: /filename="([^"]*)"/.exec(head)?.[1],
      value: part.subarray(split + 4),
    })
    at = next
  }
  return parts
}
