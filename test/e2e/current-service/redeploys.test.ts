// Forced redeploys, updates the service answers by keeping the deployment, and secret sets still being provisioned.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, IMAGE, start, useDouble } from './setup.js'

useDouble()

describe.concurrent('forced redeploys and updates that keep the deployment', () => {
  it(
    'sends forceRedeploy only with force, and rolls out a re-pushed tag',
    throughDist(async () => {
      await start({ readyAfterMs: 300 })
      const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:latest' })
      const same = await deploy({ image: 'ghcr.io/acme/support-bot:latest' })
      expect(same.outputs.operation).toBe('unchanged')
      expect(double.writes()).toHaveLength(0)
      const forced = await deploy({ image: 'ghcr.io/acme/support-bot:latest', force: 'true' })
      expect(forced.code).toBe(0)
      expect(double.writes()[0]?.body).toMatchObject({ image: 'ghcr.io/acme/support-bot:latest', forceRedeploy: true })
      expect(forced.outputs).toMatchObject({
        operation: 'updated',
        status: 'ready',
        'deployment-id': seeded.deployments[1]?.id,
      })
      await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0' })
      expect(double.writes()[1]?.body).not.toHaveProperty('forceRedeploy')
    }),
  )

  it('says plainly when the service keeps the running deployment (scaling only)', async () => {
    await start({ readyAfterMs: 300 })
    const seeded = double.seed('support-bot', { image: IMAGE, autoScaling: { minAgents: 1, maxAgents: 2 } })
    const run = await deploy({ 'max-agents': '5' })
    expect(run.code).toBe(0)
    expect(seeded.deployments).toHaveLength(1)
    expect(run.outputs).toMatchObject({
      operation: 'updated',
      status: 'ready',
      'deployment-id': seeded.deployments[0]?.id,
      'previous-deployment-id': seeded.deployments[0]?.id,
    })
    expect(run.stdout).toContain(
      `The service kept deployment ${seeded.deployments[0]?.id} running: nothing in this update needs a new deployment`,
    )
    expect(run.stdout).toContain('set force: true')
    expect(run.summary).toContain('<td>New deployment</td><td>none: the service kept the running deployment')
  })
})

describe.concurrent('secret sets still being provisioned', () => {
  it(
    'waits out a 409 for a pending set, reading its status, then sends the write again',
    throughDist(async () => {
      // pending for 8 s from the double's start: the run reads it pending however slow the machine (at 2.2 s, a
      // machine a third as fast read it first when it was ready)
      await start({ readyAfterMs: 300, secretSets: [{ name: 'fresh', status: 'pending', readyInMs: 8000 }] })
      const run = await deploy({ image: IMAGE, 'secret-set': 'fresh' })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ operation: 'created', status: 'ready' })
      expect(double.writes().length).toBeGreaterThanOrEqual(2)
      expect(double.agents.get('support-bot')?.deployments).toHaveLength(1)
      expect(double.requests.some((r) => r.path === '/v1/secrets/fresh')).toBe(true)
      expect(run.stdout).toContain(
        "The service says secret set 'fresh' is not ready yet (it is being provisioned); waiting for it",
      )
      expect(run.stdout).toContain("Secret set 'fresh' is pending; waiting")
    }),
  )

  it('ends at once, naming the set and the service its words, when the set failed', async () => {
    await start({
      readyAfterMs: 300,
      secretSets: [{ name: 'broken', status: 'failed', errorMessage: 'KMS key kms-7 not found' }],
    })
    const run = await deploy({ image: IMAGE, 'secret-set': 'broken' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      `Secret set 'broken' failed to provision, so it will never be ready: the service says "KMS key kms-7 not found". Fix or re-create the set, then deploy again`,
    ])
    expect(double.agents.size).toBe(0)
    expect(run.outputs.ready).toBe('false')
  })

  it('backs off and sends again for an image pull set that cannot be read by name', async () => {
    await start({
      readyAfterMs: 300,
      secretSets: [{ name: 'registry', status: 'pending', readyInMs: 1500, imagePull: true }],
    })
    const run = await deploy({ image: IMAGE, 'image-pull-secret-set': 'registry' })
    expect(run.code).toBe(0)
    expect(double.agents.get('support-bot')?.deployments).toHaveLength(1)
  })

  it('gives up within the bound, saying what it waited for', async () => {
    await start({ readyAfterMs: 300, secretSets: [{ name: 'slow', status: 'pending', readyInMs: 60_000 }] })
    const run = await deploy({ image: IMAGE, 'secret-set': 'slow', 'wait-timeout': '2' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service answered 409 Conflict to POST \/v1\/agents: "Secret set 'slow' is not yet ready\. Retry once it has been provisioned\." \(code CONFLICT\)\. Waited 2\.0 s for secret set 'slow' to be provisioned; it is still not ready$/,
    )
    expect(double.agents.size).toBe(0)
  })
})
