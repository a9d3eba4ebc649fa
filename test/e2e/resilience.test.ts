// The action, run from dist/index.js, against the double of the service with faults injected.
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AgentServiceDouble, type Fault, startAgentService } from '../double/agent-service.js'
import { startForwardProxy, TEST_CERT } from '../double/forward-proxy.js'
import { errorsOf, runAction, signalOnOutput } from '../helpers/run-action.js'

let double: AgentServiceDouble

beforeEach(async () => {
  double = await startAgentService({ readyAfterMs: 200, secretSets: ['app-secrets', 'registry'] })
})
afterEach(async () => {
  await double.close()
})

const IMAGE = 'ghcr.io/acme/support-bot:2.0.0'

function deploy(inputs: Record<string, string> = {}, options: Parameters<typeof runAction>[1] = {}) {
  return runAction(
    { 'api-key': 'sk_test_private', 'api-url': double.url, 'agent-name': 'support-bot', image: IMAGE, ...inputs },
    options,
  )
}

const deploymentsOf = (name: string) => double.agents.get(name)?.deployments ?? []

describe('a slow, flaky or racing service', () => {
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

  it('makes one agent when the answer to the create is lost', async () => {
    double.setFaults([{ method: 'POST', path: '/v1/agents', drop: 'after' }])
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.outputs.operation).toBe('created')
    expect(double.agents.size).toBe(1)
    expect(deploymentsOf('support-bot')).toHaveLength(1)
    expect(double.writes()).toHaveLength(1)
    expect(run.stdout).toContain('the create went through')
  })

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
    // Reads of a new agent answer 404 for 3.5 s: the three reads after the lost answer find nothing,
    // the create is sent again, and its "already exists" must be recognised as this run's own agent.
    double.config.readLagMs = 3_500
    double.setFaults([{ method: 'POST', path: '/v1/agents', drop: 'after' }])
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
      'The service answered 404 Not Found to POST /v1/agents: "Secret set not found" (code NOT_FOUND). Something the request names was not found: check that secret-set \'missing-secrets\' exists in the account',
    ])
    expect(double.writes()).toHaveLength(1)
  })

  it('reports an HTML page from a proxy plainly, with the status and the start of the body', async () => {
    double.setFaults([{ method: 'GET', html: true, times: 5 }])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service answered 502 Bad Gateway to GET \/v1\/agents\/support-bot: an HTML page, not the service's JSON \(a proxy or gateway may have answered\): <html><head><title>502 Bad Gateway<\/title>.* \(gave up after 5 attempts in \d+(\.\d)? s\)$/,
    )
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

  it('ends within about a minute, after a bounded number of attempts, when the service keeps failing', async () => {
    double.setFaults([{ method: 'GET', status: 503, times: 100 }])
    const run = await deploy({}, { timeoutMs: 90_000 })
    expect(run.code).toBe(1)
    expect(double.requests).toHaveLength(5)
    expect(run.durationMs).toBeLessThan(60_000)
    expect(errorsOf(run)[0]).toMatch(/answered 503 Service Unavailable .*\(gave up after 5 attempts in \d+(\.\d)? s\)$/)
    expect(run.stdout.match(/::group::|^Retrying/gm)?.length).toBeGreaterThan(4)
  }, 90_000)

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops within a second or two on %s while waiting, saying what it made',
    async (signal) => {
      double.config.readyAfterMs = 120_000
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const cancel = signalOnOutput('Waiting up to', signal, 300)
      const run = await deploy({}, { onStart: cancel.onStart })
      const deploymentId = deploymentsOf('support-bot')[1]?.id
      expect(run.code).not.toBe(0)
      expect(Date.now() - cancel.seenAt()).toBeLessThan(2_300)
      expect(errorsOf(run)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Cancelled while waiting for deployment ${deploymentId} of agent 'support-bot': the deployment was made, and whether it becomes ready is unknown`,
          ),
        ),
      ])
      expect(run.outputs).toMatchObject({ 'deployment-id': deploymentId, operation: 'updated' })
    },
  )

  it('stops at once when cancelled during a retry wait, and sends nothing more', async () => {
    double.setFaults([{ method: 'GET', status: 503, retryAfter: '30', times: 9 }])
    const cancel = signalOnOutput('Retrying GET', 'SIGINT')
    const run = await deploy({}, { onStart: cancel.onStart })
    expect(run.code).not.toBe(0)
    expect(Date.now() - cancel.seenAt()).toBeLessThan(2_000)
    expect(double.requests).toHaveLength(1)
    expect(errorsOf(run)).toEqual(["Cancelled before anything was written: agent 'support-bot' was not changed"])
  })

  it('says the write may have been made when cancelled while the write is unanswered', async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    double.setFaults([{ method: 'POST', delayMs: 60_000 }])
    const cancel = signalOnOutput("Updating agent 'support-bot'", 'SIGINT', 300)
    const run = await deploy({}, { onStart: cancel.onStart })
    expect(run.code).not.toBe(0)
    expect(Date.now() - cancel.seenAt()).toBeLessThan(2_300)
    expect(errorsOf(run)).toEqual([
      "Cancelled while the write to agent 'support-bot' was unanswered: whether a deployment was made is unknown; read the agent to find out",
    ])
    // the write was sent and its answer is unknown: a deployment may have been made
    expect(run.outputs).toMatchObject({ status: 'unknown', ready: 'false' })
  })

  it('stops at once when cancelled while a read is in flight, without waiting for its answer', async () => {
    double.config.readyAfterMs = 120_000
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    let child: import('node:child_process').ChildProcess | undefined
    let cancelledAt = 0
    const run = await deploy(
      {},
      {
        onStart(started) {
          child = started
          let seen = ''
          started.stdout?.on('data', (chunk) => {
            seen += chunk
            if (!seen.includes('Waiting up to') || cancelledAt) return
            // From now on every read hangs for a minute; cancel while one is in flight.
            double.setFaults([{ method: 'GET', delayMs: 60_000, times: 100 }])
            cancelledAt = Date.now() + 1_500
            setTimeout(() => child?.kill('SIGINT'), 1_500)
          })
        },
      },
    )
    expect(run.code).not.toBe(0)
    expect(double.pendingFaults()[0]?.used).toBeGreaterThan(0)
    expect(run.exitedAt - cancelledAt).toBeLessThan(1_500)
    expect(errorsOf(run)[0]).toMatch(/^Cancelled while waiting for deployment /)
  })

  it('goes through the proxy named by https_proxy, over TLS', async () => {
    const proxy = await startForwardProxy(double.port, { tls: true })
    try {
      // A name that is not loopback (loopback addresses always bypass proxies), so https is required.
      const run = await deploy(
        { 'api-url': `https://agents.test:${double.port}/v1` },
        { env: { https_proxy: proxy.url, NODE_EXTRA_CA_CERTS: fileURLToPath(TEST_CERT) } },
      )
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('ready')
      expect(proxy.seen.length).toBeGreaterThan(0)
      expect(proxy.seen.every((line) => line === `CONNECT agents.test:${double.port}`)).toBe(true)
    } finally {
      await proxy.close()
    }
  })
})
