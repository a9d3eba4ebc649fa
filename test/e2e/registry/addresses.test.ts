// Registry addresses as Docker takes them (issue 44 §5): an IPv6 loopback registry ([::1]:port) is reached,
// not looked up as a host name; LOCALHOST:port is this machine (host names are not case-sensitive) and is
// spoken to over http; a token realm that refuses connections is named in the warning, never a bare
// ECONNREFUSED, and the deploy goes on as for any unreadable registry.
import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { CLOSED_PORT, CLOSED_URL } from '../../helpers/closed-port.js'
import { throughDist } from '../../helpers/run-step.js'
import { ARM64_CONFIG, ARM64_MANIFEST, deploy, digest, serve, useService, useStandIns, warningsOf } from './setup.js'

useService()
useStandIns()

const config = ARM64_CONFIG
const manifest = ARM64_MANIFEST
const anonymous: Parameters<typeof serve>[0] = (req, res) => {
  if (req.url?.includes('/blobs/')) return res.end(config)
  res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json' })
  res.end(manifest)
}

let v6: http.Server | undefined
afterEach(async () => {
  await new Promise((resolve) => (v6 ? v6.close(resolve) : resolve(undefined)))
  v6 = undefined
})

describe('registry addresses', () => {
  it(
    'reads an image on [::1]:port',
    throughDist(async () => {
      v6 = http.createServer(anonymous)
      const server = v6
      await new Promise((resolve) => server.listen(0, '::1', () => resolve(undefined)))
      const { port } = server.address() as import('node:net').AddressInfo
      const run = await deploy({ image: `[::1]:${port}/team/bot:1.0` })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['image-digest']).toBe(digest(manifest))
    }),
  )

  it('speaks http to LOCALHOST:port, this machine in capitals', async () => {
    const registry = await serve(anonymous)
    const run = await deploy({ image: `LOCALHOST:${registry.port}/team/bot:1.0` })
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs['image-digest']).toBe(digest(manifest))
    expect(registry.requests.map((r) => r.url)).toContain('/v2/team/bot/manifests/1.0')
  })

  it('names a token realm that refuses connections, and deploys as for any unreadable registry', async () => {
    const realm = `${CLOSED_URL}/token`
    const registry = await serve((_req, res) => {
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${realm}",service="stand-in"` })
      res.end()
    })
    const run = await deploy({ image: `${registry.host}/team/bot:1.0` })
    expect(run.code, run.stdout).toBe(0)
    const warning = warningsOf(run.stdout).find((line) => line.includes('token service'))
    expect(warning).toContain(`its token service (127.0.0.1:${CLOSED_PORT}): could not be reached (ECONNREFUSED)`)
  })
})
