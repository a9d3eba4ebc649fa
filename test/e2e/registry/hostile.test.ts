// Registries that a real one would not be, played by a stand-in on 127.0.0.1: blob storage behind a
// redirect (which must never get the registry's credentials), an answer over the size bound, and platform
// names that try to be runner commands.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, digest, double, serve, useService, useStandIns, warningsOf } from './setup.js'

useService()
useStandIns()

const BASIC = `Basic ${Buffer.from('robot:s3cret-pass').toString('base64')}`

describe('a hostile or unusual registry', () => {
  it(
    'follows a redirect to blob storage without the registry’s credentials',
    throughDist(async () => {
      const config = JSON.stringify({ architecture: 'arm64', os: 'linux' })
      const storage = await serve((_req, res) => res.end(config))
      const manifest = JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: digest(config), size: config.length },
        layers: [],
      })
      const registry = await serve((req, res) => {
        if (req.headers.authorization !== BASIC) {
          res.writeHead(401, { 'www-authenticate': 'Basic realm="stand-in"' })
          return res.end()
        }
        if (req.url?.includes('/blobs/')) {
          res.writeHead(307, { location: `${storage.url}/storage/blob?signature=abc` })
          return res.end()
        }
        res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json' })
        res.end(manifest)
      })
      const run = await deploy({
        image: `${registry.host}/team/bot:1.0`,
        'registry-username': 'robot',
        'registry-password': 's3cret-pass',
      })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['image-digest']).toBe(digest(manifest))
      expect(storage.requests).toEqual([{ url: '/storage/blob?signature=abc', authorization: undefined }])
      expect(registry.requests.filter((r) => r.authorization === BASIC).map((r) => r.url)).toEqual([
        '/v2/team/bot/manifests/1.0',
        `/v2/team/bot/blobs/${digest(config)}`,
      ])
    }),
  )

  it('reads a manifest only up to 4 MiB: a larger one is not checked, and the deploy goes on', async () => {
    const registry = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.oci.image.index.v1+json' })
      res.end(`{"manifests":[${'{"digest":"sha256:0"},'.repeat(300_000)}]}`)
    })
    const image = `${registry.host}/team/bot:huge`
    const run = await deploy({ image })
    expect(run.code).toBe(0)
    expect(warningsOf(run.stdout)[0]).toContain('is larger than the 4 MiB the action reads')
    expect(double.writes()[0]?.body.image).toBe(image)
  })

  it('shows platform names as data, never as runner commands', async () => {
    const index = JSON.stringify({
      schemaVersion: 2,
      manifests: [
        { digest: digest('a'), platform: { os: 'linux', architecture: 'amd64\n::stop-commands::pwned' } },
        { digest: digest('b'), platform: { os: '::error::fake', architecture: 'x' } },
      ],
    })
    const registry = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.oci.image.index.v1+json' })
      res.end(index)
    })
    const run = await deploy({ image: `${registry.host}/team/bot:odd` })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain('has no manifest for linux/arm64')
    expect(run.stdout).not.toMatch(/^::stop-commands::/m)
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toHaveLength(1)
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})
