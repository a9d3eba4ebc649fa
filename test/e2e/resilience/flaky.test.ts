import { describe, expect, it } from 'vitest'
import type { Fault } from '../../double/agent-service.js'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, deploymentsOf, double, IMAGE, useDouble } from './setup.js'

useDouble()

describe.concurrent('a slow, flaky or racing service', () => {
  it.each<[string, Fault[]]>([
    ['503 with Retry-After on the read', [{ method: 'GET', status: 503, retryAfter: '1' }]],
    ['429 with Retry-After as a date on the write', [{ method: 'POST', status: 429, retryAfter: 'DATE' }]],
    ['a dropped connection on the read', [{ method: 'GET', drop: 'before' }]],
    [
      '502, then 504, on the read',
      [
        { method: 'GET', status: 502 },
        { method: 'GET', status: 504 },
      ],
    ],
    ['408 on the write', [{ method: 'POST', status: 408 }]],
    ['a read slower than the time limit is not needed: a slow answer within it', [{ method: 'GET', delayMs: 500 }]],
  ])('succeeds through %s, with exactly one deployment', async (_, faults) => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    double.setFaults(
      faults.map((f) =>
        f.retryAfter === 'DATE' ? { ...f, retryAfter: new Date(Date.now() + 1500).toUTCString() } : f,
      ),
    )
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ operation: 'updated', status: 'ready' })
    expect(deploymentsOf('support-bot')).toHaveLength(2)
    expect(run.outputs['deployment-id']).toBe(deploymentsOf('support-bot')[1]?.id)
    expect(double.pendingFaults()).toEqual([])
    if (faults[0]?.status || faults[0]?.drop)
      expect(run.stdout).toMatch(/Retrying (GET|POST) \/v1\/agents.* \(1\/4\) in \d+\.\d s: /)
  })

  it(
    'makes one agent when the answer to the create is lost',
    throughDist(async () => {
      double.setFaults([{ method: 'POST', path: '/v1/agents', drop: 'after' }])
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(run.outputs.operation).toBe('created')
      expect(double.agents.size).toBe(1)
      expect(deploymentsOf('support-bot')).toHaveLength(1)
      expect(double.writes()).toHaveLength(1)
      expect(run.stdout).toContain('the create went through')
    }),
  )

  it('makes one deployment when an update is answered 500 after it was processed', async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    double.setFaults([{ method: 'POST', status: 500, afterProcessing: true }])
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(deploymentsOf('support-bot')).toHaveLength(2)
    expect(run.outputs['deployment-id']).toBe(deploymentsOf('support-bot')[1]?.id)
    expect(run.stdout).toContain('the update went through')
  })

  it('reports a lost create as created, once, when the new agent is not readable at first', async () => {
    // The reads of the new agent lag: the first read and the three after the lost answer find nothing (a
    // count of reads, not a time, which a slower machine outlasted), the create is sent again, and its
    // "already exists" must be recognised as this run's own agent.
    const NOT_FOUND = JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' })
    double.setFaults([
      { method: 'POST', path: '/v1/agents', drop: 'after' },
      { method: 'GET', path: '/v1/agents/support-bot', status: 404, body: NOT_FOUND, times: 4 },
    ])
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ operation: 'created', status: 'ready', 'previous-deployment-id': '' })
    expect(double.writes()).toHaveLength(2)
    expect(deploymentsOf('support-bot')).toHaveLength(1)
    expect(run.outputs['deployment-id']).toBe(deploymentsOf('support-bot')[0]?.id)
    expect(run.stdout).toContain('the earlier create went through')
  })

  it("does not take another run's deployment for its own after a lost update answer", async () => {
    const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    double.setFaults([
      { method: 'POST', path: '/v1/agents/support-bot', rivalImage: 'ghcr.io/acme/support-bot:1.5.0', drop: 'before' },
    ])
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(seeded.deployments.map((d) => d.body.image)).toEqual([
      'ghcr.io/acme/support-bot:1.0.0',
      'ghcr.io/acme/support-bot:1.5.0',
      IMAGE,
    ])
    expect(run.outputs).toMatchObject({
      operation: 'updated',
      status: 'ready',
      'deployment-id': seeded.deployments[2]?.id,
      'previous-deployment-id': seeded.deployments[1]?.id,
    })
    expect(run.stdout).toContain('someone else deployed meanwhile')
    expect(double.read('support-bot')?.deployment.manifest.spec.image).toBe(IMAGE)
  })

  it('continues as an update when another run creates the agent first', async () => {
    double.setFaults([
      { method: 'POST', path: '/v1/agents', alreadyExists: true, raceImage: 'ghcr.io/acme/support-bot:1.9.0' },
    ])
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ operation: 'updated', status: 'ready' })
    expect(double.read('support-bot')?.deployment.manifest.spec.image).toBe(IMAGE)
    expect(double.agents.size).toBe(1)
  })

  it('fails at once, naming it, when a secret set does not exist', async () => {
    const run = await deploy({ 'secret-set': 'missing-secrets' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "Secret set 'missing-secrets' (input 'secret-set') does not exist: the service would refuse the deploy. Create it first (or give secrets to write it from the workflow), or name another. Nothing was uploaded or written",
    ])
    expect(double.writes()).toHaveLength(0)
  })

  it('does not take an HTML 404 (a wrong api-url) for a missing agent', async () => {
    double.setFaults([{ method: 'GET', status: 404, body: '<html><body>Not Found</body></html>' }])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service answered 404 Not Found to GET \/v1\/agents\/support-bot: an HTML page.*Check api-url/,
    )
    expect(double.writes()).toHaveLength(0)
  })
})
