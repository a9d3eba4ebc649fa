// architecture (and the deploy file's architecture): sent on create and update, checked before any write
// against what the agent's region lists, and reconciled with node-type, its old name.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, IMAGE, start, useDouble } from './setup.js'

useDouble()

const REGIONS = { 'local-1': ['arm64'], 'self-hosted-1': ['amd64', 'arm64'] }

describe.concurrent('architecture', () => {
  it(
    'sends it on create and on update; an update that names none sends back what the manifest reports',
    throughDist(async () => {
      await start({ readyAfterMs: 200, regionArchitectures: REGIONS })
      const created = await deploy({ image: IMAGE, architecture: 'arm64' })
      expect(created.code).toBe(0)
      expect(double.writes()[0]?.body.architecture).toBe('arm64')
      expect(created.summary).toContain('<td>Architecture</td><td>arm64</td>')
      const updated = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', architecture: 'arm64' })
      expect(updated.code).toBe(0)
      expect(double.writes()[1]?.body.architecture).toBe('arm64')
      // the manifest's spec.arch: what the agent runs, kept as every other field is
      const plain = await deploy({ image: 'ghcr.io/acme/support-bot:3.0.0' })
      expect(plain.code).toBe(0)
      expect(double.writes()[2]?.body.architecture).toBe('arm64')
    }),
  )

  it('compares the architecture asked for with the manifest’s spec.arch: the same is unchanged, another a change', async () => {
    await start({ readyAfterMs: 200, regionArchitectures: { 'local-1': ['arm64', 'amd64'] } })
    double.seed('support-bot', { image: IMAGE })
    const same = await deploy({ image: IMAGE, architecture: 'arm64' })
    expect(same.outputs.operation).toBe('unchanged')
    const moved = await deploy({ image: IMAGE, architecture: 'amd64' })
    expect(moved.outputs.operation).toBe('updated')
    expect(moved.stdout).toContain('Architecture: arm64 → amd64')
    expect(moved.summary).toContain('<td>Architecture</td><td>amd64</td>')
  })

  it('refuses, before any write, an architecture the region does not list, naming the region and what it runs', async () => {
    await start({ readyAfterMs: 200, regionArchitectures: REGIONS })
    const run = await deploy({ image: IMAGE, architecture: 'amd64' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "Input 'architecture' is amd64, but region 'local-1' runs arm64 only: build the image for linux/arm64, or choose another region. Nothing was written",
    ])
    expect(double.writes()).toHaveLength(0)
    expect(run.outputs.status).toBe('not-deployed')
    const elsewhere = await deploy({ image: IMAGE, architecture: 'amd64', region: 'self-hosted-1' })
    expect(elsewhere.code).toBe(0)
  })

  it('leaves the decision to the service where the region lists no architectures (older installations)', async () => {
    await start({ readyAfterMs: 200 })
    const run = await deploy({ image: IMAGE, architecture: 'amd64' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.architecture).toBe('amd64')
  })

  it.each([
    [{ architecture: 'x86' }, "Input 'architecture' is not valid: expected one of amd64, arm64"],
    [
      { architecture: 'arm64', 'node-type': 'amd' },
      "Inputs 'architecture' (arm64) and 'node-type' (amd, the old name of amd64) disagree",
    ],
  ])('refuses %o before any request', async (inputs, message) => {
    await start({ readyAfterMs: 200, regionArchitectures: REGIONS })
    const run = await deploy({ image: IMAGE, ...inputs })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })

  it('takes node-type alone as before, and an agreeing pair', async () => {
    await start({ readyAfterMs: 200, regionArchitectures: REGIONS })
    const run = await deploy({ image: IMAGE, 'node-type': 'arm', architecture: 'arm64' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body).toMatchObject({ nodeType: 'arm', architecture: 'arm64' })
    // the record's node type arm tells the architecture: an unchanged rerun writes nothing
    const again = await deploy({ image: IMAGE, 'node-type': 'arm', architecture: 'arm64' })
    expect(again.outputs.operation).toBe('unchanged')
  })

  it("shows the service's own refusal where the region list cannot be read", async () => {
    await start({ readyAfterMs: 200, regionArchitectures: REGIONS })
    double.setFaults([{ method: 'GET', path: '/v1/regions', status: 404 }])
    const run = await deploy({ image: IMAGE, architecture: 'amd64' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      `"Architecture 'amd64' is not supported in region 'local-1'. Supported: arm64" (code GENERIC_BAD_REQUEST)`,
    )
    expect(run.outputs.status).toBe('not-deployed')
  })
})
