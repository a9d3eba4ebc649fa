// A registry that asks for credentials (htpasswd, Basic): the inputs' credentials, the runner's Docker
// config as docker/login-action leaves it, and none (a warning, and the image deployed as given).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { REGISTRY_PASSWORD, REGISTRY_USER } from '../../double/registry.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, describeWithRegistry, double, imageRef, registry, useRegistry, warningsOf } from './setup.js'

let dockerConfig: string | undefined
afterEach(() => {
  if (dockerConfig) rmSync(dockerConfig, { recursive: true, force: true })
  dockerConfig = undefined
})

describeWithRegistry('a registry that asks for credentials (Basic)', () => {
  useRegistry('htpasswd')

  it(
    'reads it with registry-username and registry-password, and never shows the password',
    throughDist(async () => {
      const digest = await registry.push('team/private', '1.0', { platforms: ['linux/arm64'] })
      const image = imageRef('team/private', '1.0')
      const run = await deploy({ image, 'registry-username': REGISTRY_USER, 'registry-password': REGISTRY_PASSWORD })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['image-digest']).toBe(digest)
      expect(run.stdout).toContain(`::add-mask::${REGISTRY_PASSWORD}`)
      const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
      expect(shown.join('\n') + run.stderr + run.summary).not.toContain(REGISTRY_PASSWORD)
    }),
  )

  it('reads it with the Docker config that docker/login-action leaves, masking its password', async () => {
    const digest = await registry.push('team/private', '2.0', { platforms: ['linux/arm64'] })
    dockerConfig = mkdtempSync(join(tmpdir(), 'agent-deploy-docker-config-'))
    const auth = Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')
    writeFileSync(join(dockerConfig, 'config.json'), JSON.stringify({ auths: { [registry.host]: { auth } } }))
    const run = await deploy({ image: imageRef('team/private', '2.0') }, { DOCKER_CONFIG: dockerConfig })
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs['image-digest']).toBe(digest)
    expect(run.stdout).toContain(`::add-mask::${REGISTRY_PASSWORD}`)
  })

  it('without credentials, warns that the image was not checked and deploys it as given', async () => {
    await registry.push('team/private', '3.0', { platforms: ['linux/arm64'] })
    const image = imageRef('team/private', '3.0')
    const run = await deploy({ image }, { HOME: mkdtempSync(join(tmpdir(), 'agent-deploy-home-')) })
    expect(run.code).toBe(0)
    expect(warningsOf(run.stdout)).toEqual([
      `::warning::Image ${image} was not checked: its registry ${registry.host} could not be read (the registry asks for credentials (Basic), and none were found). It is deployed as given: the service may hold pull credentials this runner lacks`,
    ])
    expect(run.outputs['image-digest']).toBe('')
    expect(double.writes()[0]?.body.image).toBe(image)
  })

  it('warns, naming where the refused credentials came from, when they are wrong', async () => {
    await registry.push('team/private', '4.0', { platforms: ['linux/arm64'] })
    const run = await deploy({
      image: imageRef('team/private', '4.0'),
      'registry-username': REGISTRY_USER,
      'registry-password': 'not-the-password',
    })
    expect(run.code).toBe(0)
    expect(warningsOf(run.stdout)[0]).toContain(
      'the registry refused the credentials from registry-username and registry-password (401: UNAUTHORIZED',
    )
  })
})
