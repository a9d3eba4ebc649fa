// The image read from a real registry (plain mode) before any write, through dist/index.js: the deploy
// pinned to its digest, a re-pushed tag deployed, a missing tag or a missing architecture refused in
// seconds with nothing written, the region's default architecture, a reference by digest, and nothing
// sent to any registry with image-check: false.
import { createServer } from 'node:net'
import { expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { CLOSED_PORT } from '../../helpers/closed-port.js'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import {
  deploy,
  describeWithRegistry,
  double,
  imageRef,
  registry,
  serviceWith,
  useRegistry,
  warningsOf,
} from './setup.js'

describeWithRegistry('the image check, against a real registry', () => {
  useRegistry('plain')

  it(
    'pins the deploy to the digest of a multi-platform index, naming its platforms but not its attestations',
    throughDist(async () => {
      const digest = await registry.push('team/bot', '1.0.0', {
        platforms: ['linux/amd64', 'linux/arm64'],
        attestation: true,
      })
      const image = imageRef('team/bot', '1.0.0')
      const run = await deploy({ image })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['image-digest']).toBe(digest)
      expect(double.writes()[0]?.body.image).toBe(`${image}@${digest}`)
      expect(run.stdout).toContain(
        `Image ${image}: ${digest}, platforms linux/amd64, linux/arm64; deployed as ${image}@${digest}`,
      )
      expect(htmlToText(run.summary)).toContain(`Image digest | ${digest} (platforms: linux/amd64, linux/arm64)`)
      expect(run.stdout).not.toContain('unknown/unknown')
      expect(warningsOf(run.stdout)).toEqual([])
    }),
  )

  it('leaves an agent on the same digest unchanged, and deploys a re-pushed tag', async () => {
    await registry.push('team/moving', 'main', { platforms: ['linux/arm64'] })
    const image = imageRef('team/moving', 'main')
    expect((await deploy({ image })).outputs.operation).toBe('created')
    expect((await deploy({ image })).outputs.operation).toBe('unchanged')
    const pushedAgain = await registry.push('team/moving', 'main', { platforms: ['linux/arm64'] })
    const again = await deploy({ image })
    expect(again.outputs).toMatchObject({ operation: 'updated', 'image-digest': pushedAgain })
    expect(double.writes().at(-1)?.body.image).toBe(`${image}@${pushedAgain}`)
  })

  it('refuses a tag that does not exist, naming the image, before any write', async () => {
    await registry.push('team/typo', '1.0.0')
    const image = imageRef('team/typo', '1.0.1')
    const run = await deploy({ image, 'secret-set': 'bot-secrets', secrets: 'OPENAI_API_KEY=sk-live-0001' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      new RegExp(
        `^Image ${image.replaceAll('.', '\\.')} was not found in its registry \\(${registry.host.replaceAll('.', '\\.')}: MANIFEST_UNKNOWN`,
      ),
    )
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(run.outputs).toMatchObject({ status: 'not-deployed', 'image-digest': '' })
  })

  it('refuses an image without the agent’s architecture, naming the platforms it has and the one it needs', async () => {
    await registry.push('team/amd-only', '2.0', { platforms: ['linux/amd64'], format: 'docker' })
    const image = imageRef('team/amd-only', '2.0')
    const run = await deploy({ image })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      `Image ${image} has no manifest for linux/arm64, which agent 'support-bot' runs on (the service's regions run arm64): it has linux/amd64. Build it for linux/arm64 (docker buildx build --platform linux/arm64)`,
    )
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it("takes the architecture input, else the region's default, to decide what the agent needs", async () => {
    await registry.push('team/amd', '2.0', { platforms: ['linux/amd64'] })
    const image = imageRef('team/amd', '2.0')
    await serviceWith({ regionArchitectures: { 'local-1': ['amd64', 'arm64'] } })
    const byDefault = await deploy({ image })
    expect(byDefault.code, byDefault.stdout).toBe(0)
    const asked = await deploy({ image, architecture: 'arm64', 'agent-name': 'arm-bot' })
    expect(asked.code).toBe(1)
    expect(errorsOf(asked)[0]).toContain("which agent 'arm-bot' runs on (input 'architecture'): it has linux/amd64")
  })

  it('checks a reference that carries its digest as it is, and refuses a digest the registry lacks', async () => {
    const digest = await registry.push('team/pinned', 'v3', { platforms: ['linux/arm64'] })
    const image = `${registry.host}/team/pinned@${digest}`
    const run = await deploy({ image })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.image).toBe(image)
    const missing = await deploy({
      image: `${registry.host}/team/pinned@sha256:${'0'.repeat(64)}`,
      'agent-name': 'other-bot',
    })
    expect(missing.code).toBe(1)
    expect(errorsOf(missing)[0]).toContain('was not found in its registry')
  })

  it('sends nothing to any registry with image-check: false', async () => {
    let connections = 0
    const listener = createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise((resolve) => listener.listen(0, '127.0.0.1', () => resolve(undefined)))
    const port = (listener.address() as { port: number }).port
    const run = await deploy({ image: `127.0.0.1:${port}/team/bot:1.0.0`, 'image-check': 'false' })
    listener.close()
    expect(run.code).toBe(0)
    expect(connections).toBe(0)
    expect(run.outputs['image-digest']).toBe('')
    expect(double.writes()[0]?.body.image).toBe(`127.0.0.1:${port}/team/bot:1.0.0`)
  })

  it('warns and deploys the reference as given when the registry cannot be reached', async () => {
    // where nothing listens: a port a test just closed is the kernel's next listen(0), and another test's
    // server answered there once (test/helpers/closed-port.ts)
    const port = CLOSED_PORT
    const image = `127.0.0.1:${port}/team/bot:1.0.0`
    const run = await deploy({ image })
    expect(run.code).toBe(0)
    expect(warningsOf(run.stdout)).toEqual([
      `::warning::Image ${image} was not checked: its registry 127.0.0.1:${port} could not be read (it could not be reached (ECONNREFUSED)). It is deployed as given: the service may hold pull credentials this runner lacks`,
    ])
    expect(double.writes()[0]?.body.image).toBe(image)
    expect(htmlToText(run.summary)).toContain(
      'Image check | not checked: it could not be reached (ECONNREFUSED); deployed as given',
    )
  })
})
