// Where the registry's credentials may go, played by stand-ins on 127.0.0.1: never to storage behind a
// redirect (even when it answers with a challenge of its own), never to a registry the deploy file names
// when the step's credentials are for another, never to a Docker config entry's host on another port,
// never to a token realm that is not an https address. Each is a warning (the image deployed as given) or
// a refusal before any request, never a credential sent.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { deployInputs, errorsOf } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import {
  ARM64_CONFIG,
  ARM64_MANIFEST,
  deploy,
  digest,
  double,
  type Handler,
  serve,
  useService,
  useStandIns,
  warningsOf,
} from './setup.js'

useService()
useStandIns()

/** Temporary folders (a Docker config, a workspace), removed after each test. */
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const PASSWORD = 's3cret-pass-77'
const BASIC = `Basic ${Buffer.from(`robot:${PASSWORD}`).toString('base64')}`
const CREDENTIALS = { 'registry-username': 'robot', 'registry-password': PASSWORD }
const CONFIG = ARM64_CONFIG
const MANIFEST = ARM64_MANIFEST

/** A registry that wants Basic credentials and serves MANIFEST (and, unless `blob` says, its config). */
function basicRegistry(blob?: Handler): Handler {
  return (req, res) => {
    if (req.headers.authorization !== BASIC) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="stand-in"' })
      return res.end()
    }
    if (req.url?.includes('/blobs/')) return blob ? blob(req, res) : res.end(CONFIG)
    res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json' })
    res.end(MANIFEST)
  }
}

describe('credentials and redirects', () => {
  it(
    'sends nothing to storage behind a redirect that answers with a challenge of its own, and deploys as given',
    throughDist(async () => {
      const storage = await serve((req, res) => {
        if (req.url?.startsWith('/token')) return res.end(JSON.stringify({ token: 'storage-token' }))
        res.writeHead(401, { 'www-authenticate': `Bearer realm="http://${req.headers.host}/token",service="storage"` })
        res.end()
      })
      const registry = await serve(
        basicRegistry((_req, res) => {
          res.writeHead(307, { location: `${storage.url}/blob?sig=1` })
          res.end()
        }),
      )
      const image = `${registry.host}/team/bot:1.0`
      const run = await deploy({ image, ...CREDENTIALS })
      expect(run.code, run.stdout).toBe(0)
      expect(storage.requests).toEqual([{ url: '/blob?sig=1', authorization: undefined }])
      expect(warningsOf(run.stdout)[0]).toContain(
        `${storage.host}, where the registry redirected the read, asks for credentials (401): the registry's are never sent there`,
      )
      expect(double.writes()[0]?.body.image).toBe(image)
      expect(run.stdout.replace(`::add-mask::${PASSWORD}\n`, '')).not.toContain(PASSWORD)
    }),
  )

  it('sends a Docker config entry for a host to no other port of it', async () => {
    const registry = await serve(basicRegistry())
    const dir = mkdtempSync(join(tmpdir(), 'docker-config-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const auth = Buffer.from(`robot:${PASSWORD}`).toString('base64')
    const otherPort = registry.port === 65535 ? 65534 : registry.port + 1
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({
        auths: { '127.0.0.1': { auth }, [`127.0.0.1:${otherPort}`]: { auth }, 'https://127.0.0.1': { auth } },
      }),
    )
    const run = await deploy({ image: `${registry.host}/team/bot:1.0` }, { DOCKER_CONFIG: dir })
    expect(run.code, run.stdout).toBe(0)
    expect(registry.requests.map((r) => r.authorization)).toEqual([undefined])
    expect(warningsOf(run.stdout)[0]).toContain('the registry asks for credentials (Basic), and none were found')
  })
})

describe('token realms and answers that cannot be believed', () => {
  const challenging = (realm: string) =>
    serve((_req, res) => {
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${realm}",service="registry"` })
      res.end()
    })

  it(
    'refuses a realm over plain http on another host with a warning, sending nothing there',
    throughDist(async () => {
      const registry = await challenging('http://192.0.2.1/token')
      const run = await deploy({ image: `${registry.host}/team/bot:1.0`, ...CREDENTIALS })
      expect(run.code, run.stdout).toBe(0)
      expect(warningsOf(run.stdout)[0]).toContain('its token realm leads to http://192.0.2.1, which is not https')
      expect(registry.requests).toHaveLength(1)
    }),
  )

  it('takes a relative or malformed realm as an unreadable registry, never a new failure', async () => {
    for (const realm of ['/token', 'http://[::1']) {
      const registry = await challenging(realm)
      const run = await deploy({ image: `${registry.host}/team/bot:1.0` })
      expect(run.code, run.stdout).toBe(0)
      expect(warningsOf(run.stdout)[0]).toContain(`its token realm is not an address ("${realm}")`)
      expect(run.stdout).not.toContain('Invalid URL')
    }
  })

  it('tries a registry that answers 500 three times, then deploys as given', async () => {
    const registry = await serve((_req, res) => {
      res.writeHead(500)
      res.end('down')
    })
    const run = await deploy({ image: `${registry.host}/team/bot:1.0` })
    expect(run.code, run.stdout).toBe(0)
    expect(registry.requests).toHaveLength(3)
    expect(warningsOf(run.stdout)[0]).toContain('the registry answered 500')
  })

  it('does not believe a manifest read by digest whose bytes are another digest', async () => {
    const asked = digest('the manifest that was pushed')
    const registry = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.oci.image.index.v1+json' })
      res.end(
        JSON.stringify({
          schemaVersion: 2,
          manifests: [{ digest: asked, platform: { os: 'linux', architecture: 'arm64' } }],
        }),
      )
    })
    const image = `${registry.host}/team/bot@${asked}`
    const run = await deploy({ image })
    expect(run.code, run.stdout).toBe(0)
    expect(warningsOf(run.stdout)[0]).toMatch(/it served a manifest whose digest is sha256:[0-9a-f]{64}, not sha256:/)
    expect(run.outputs['image-digest']).toBe('')
    expect(double.writes()[0]?.body.image).toBe(image)
  })

  it('never reads a config digest that is not algorithm:hex as a path', async () => {
    const manifest = JSON.stringify({ schemaVersion: 2, config: { digest: '../../token?x=' }, layers: [] })
    const registry = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json' })
      res.end(manifest)
    })
    const run = await deploy({ image: `${registry.host}/team/bot:1.0` })
    expect(run.code, run.stdout).toBe(0)
    expect(registry.requests.map((r) => r.url)).toEqual(['/v2/team/bot/manifests/1.0'])
    expect(warningsOf(run.stdout)[0]).toContain(
      'its manifest names a config digest that is not algorithm:hex ("../../token?x=")',
    )
  })

  it('does not believe a config blob whose bytes are not its digest', async () => {
    const registry = await serve(
      basicRegistry((_req, res) => res.end(JSON.stringify({ architecture: 'amd64', os: 'linux' }))),
    )
    const run = await deploy({ image: `${registry.host}/team/bot:1.0`, ...CREDENTIALS })
    expect(run.code, run.stdout).toBe(0)
    expect(warningsOf(run.stdout)[0]).toContain(`it served a config blob that is not ${digest(CONFIG)}`)
  })
})

describe('credentials given as inputs belong to one registry', () => {
  const workspace = () => {
    const dir = mkdtempSync(join(tmpdir(), 'workspace-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    return dir
  }
  const withFile = (image: string) => {
    const dir = workspace()
    writeFileSync(join(dir, 'pcc-deploy.toml'), `agent_name = "support-bot"\nimage = "${image}"\n`)
    return dir
  }
  const run = (inputs: Record<string, string>, dir: string) =>
    runStep(deployInputs(double.url, { 'image-check': 'true', 'config-file': 'pcc-deploy.toml', ...inputs }), {
      env: { GITHUB_WORKSPACE: dir },
    })

  it(
    'refuses, before any request, credentials for one registry when the deploy file names another',
    throughDist(async () => {
      const elsewhere = await serve(basicRegistry())
      const dir = withFile(`${elsewhere.host}/team/bot:1.0`)
      const result = await run({ registry: 'ghcr.io', ...CREDENTIALS, 'image-pull-secret-set': 'pull' }, dir)
      expect(result.code).toBe(1)
      expect(errorsOf(result)[0]).toBe(
        `Inputs 'registry-username' and 'registry-password' are for registry ghcr.io (input 'registry'), but pcc-deploy.toml image names registry ${elsewhere.host}: credentials given as inputs go only to their own registry. Give the image of ghcr.io, or set 'registry' to ${elsewhere.host} if these credentials are for it. Nothing was sent`,
      )
      expect(elsewhere.requests).toEqual([])
      expect(double.requests).toEqual([])
    }),
  )

  it('asks for the registry when the image comes from the deploy file alone', async () => {
    const elsewhere = await serve(basicRegistry())
    const result = await run(CREDENTIALS, withFile(`${elsewhere.host}/team/bot:1.0`))
    expect(result.code).toBe(1)
    expect(errorsOf(result)[0]).toContain(
      `Inputs 'registry-username' and 'registry-password' belong to the registry of the step's own image, and the step gives none (pcc-deploy.toml image names ${elsewhere.host}): expected input 'registry'`,
    )
    expect(elsewhere.requests).toEqual([])
    expect(double.requests).toEqual([])
  })

  it('sends them to the registry the registry input names, the deploy file’s image there', async () => {
    const registry = await serve(basicRegistry())
    const result = await run({ registry: registry.host, ...CREDENTIALS }, withFile(`${registry.host}/team/bot:1.0`))
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs['image-digest']).toBe(digest(MANIFEST))
    expect(registry.requests.filter((r) => r.authorization === BASIC)).toHaveLength(2)
  })
})
