// A registry with token auth (Bearer), as Docker Hub, GHCR and most clouds: the token fetched from the
// realm the challenge names, for its service and scope, anonymously or with the credentials; the
// credentials never sent anywhere else.
import { expect, it } from 'vitest'
import { REGISTRY_PASSWORD, REGISTRY_USER } from '../../double/registry.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, describeWithRegistry, imageRef, registry, useRegistry, warningsOf } from './setup.js'

describeWithRegistry('a registry with token auth (Bearer)', () => {
  useRegistry('token')

  it(
    'gets a token from the realm for the service and scope the challenge names, with the credentials',
    throughDist(async () => {
      const digest = await registry.push('team/voice', '1.0', { platforms: ['linux/arm64', 'linux/amd64'] })
      const before = registry.tokens?.requests.length ?? 0
      const run = await deploy({
        image: imageRef('team/voice', '1.0'),
        'registry-username': REGISTRY_USER,
        'registry-password': REGISTRY_PASSWORD,
      })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['image-digest']).toBe(digest)
      const asked = registry.tokens?.requests.slice(before) ?? []
      expect(asked).toHaveLength(1)
      const url = new URL(asked[0]?.url ?? '', 'http://x')
      expect(url.searchParams.get('service')).toBe('agent-deploy-test-registry')
      expect(url.searchParams.get('scope')).toBe('repository:team/voice:pull')
      expect(asked[0]?.headers.authorization).toBe(
        `Basic ${Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')}`,
      )
    }),
  )

  it('warns and deploys as given when the realm refuses an anonymous token', async () => {
    await registry.push('team/voice', '2.0', { platforms: ['linux/arm64'] })
    const run = await deploy({ image: imageRef('team/voice', '2.0') })
    expect(run.code).toBe(0)
    expect(warningsOf(run.stdout)[0]).toContain('its token service refused an anonymous token (401)')
    expect(run.outputs['image-digest']).toBe('')
  })
})

describeWithRegistry('a registry with token auth that gives anonymous pulls (a public image)', () => {
  useRegistry('token', { anonymousPull: true })

  it('reads it with an anonymous token', async () => {
    const digest = await registry.push('library/public', '1.0', { platforms: ['linux/arm64'] })
    const before = registry.tokens?.requests.length ?? 0
    const run = await deploy({ image: imageRef('library/public', '1.0') })
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs['image-digest']).toBe(digest)
    expect(registry.tokens?.requests.slice(before).map((r) => r.headers.authorization)).toEqual([undefined])
  })
})
