// Cancelled at each point of the run (waiting, retrying, writing, reading), and a run through a proxy.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { startAgentService } from '../../double/agent-service.js'
import { startForwardProxy, TEST_CERT } from '../../double/forward-proxy.js'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, deploymentsOf, double, useDouble } from './setup.js'

useDouble()

describe.concurrent('cancelled, or behind a proxy', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops within a second or two on %s while waiting, saying what it made',
    async (signal) => {
      double.config.readyAfterMs = 120_000
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const cancel = signalOnOutput('Waiting up to', signal, 300)
      const run = await deploy({}, { onStart: cancel.onStart })
      const deploymentId = deploymentsOf('support-bot')[1]?.id
      expect(run.code).not.toBe(0)
      // the action's own answer to the signal, not the process's start or exit: under 2 s of a 120 s wait
      expect(cancel.reactedMs()).toBeLessThan(2_000)
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

  it(
    'stops at once when cancelled during a retry wait, and sends nothing more',
    throughDist(async () => {
      double.setFaults([{ method: 'GET', status: 503, retryAfter: '30', times: 9 }])
      const cancel = signalOnOutput('Retrying GET', 'SIGINT')
      const run = await deploy({}, { onStart: cancel.onStart })
      expect(run.code).not.toBe(0)
      expect(cancel.reactedMs()).toBeLessThan(2_000)
      expect(double.requests).toHaveLength(1)
      expect(errorsOf(run)).toEqual(["Cancelled before anything was written: agent 'support-bot' was not changed"])
    }),
  )

  it('says the write may have been made when cancelled while the write is unanswered', async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    double.setFaults([{ method: 'POST', delayMs: 60_000 }])
    const cancel = signalOnOutput("Updating agent 'support-bot'", 'SIGINT', 300)
    const run = await deploy({}, { onStart: cancel.onStart })
    expect(run.code).not.toBe(0)
    // the action's own answer to the signal: under 2 s of a write held 60 s
    expect(cancel.reactedMs()).toBeLessThan(2_000)
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

  it.each([0, 5, 20])(
    'ends cleanly when cancelled while a secret set is provisioned (%i ms after the wait begins)',
    async (delayMs) => {
      const slow = await startAgentService({ readyAfterMs: 150, secretWrites: { provisionMs: 60_000 } })
      try {
        slow.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const cancel = signalOnOutput('waiting for it to be provisioned', 'SIGTERM', delayMs)
        const run = await deploy(
          { 'api-url': slow.url, 'secret-set': 'support-secrets', secrets: 'OPENAI_API_KEY=sk-value-0001' },
          { onStart: cancel.onStart },
        )
        expect(run.code).toBe(1)
        // no stack trace of an unhandled rejection: the step's own error, its outputs and its summary
        expect(run.stderr).toBe('')
        expect(errorsOf(run)).toEqual([
          "Cancelled after secret set 'support-secrets' was written: agent 'support-bot' was not changed, and runs with the values it had",
        ])
        expect(run.outputs.status).toBe('not-deployed')
        expect(run.summary).toContain('Cancelled after secret set')
        expect(slow.writes()).toEqual([])
      } finally {
        await slow.close()
      }
    },
  )

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

  it('reaches GitHub through the proxy too (its requests use undici, loaded only for them)', async () => {
    const github = await startGitHubApi()
    const port = Number(new URL(github.url).port)
    const proxy = await startForwardProxy(port, { tls: true })
    try {
      const env = {
        ...runnerGitHubEnv(`https://agents.test:${port}`),
        https_proxy: proxy.url,
        NODE_EXTRA_CA_CERTS: fileURLToPath(TEST_CERT),
      }
      const run = await deploy({ environment: 'production', 'github-token': 'ghs_token' }, { env })
      expect(run.code, run.stdout).toBe(0)
      expect(run.stdout).not.toContain('::warning::No GitHub deployment')
      expect(github.deployments[0]?.statuses).toEqual(['in_progress', 'success'])
      expect(proxy.seen.length).toBeGreaterThan(0)
      expect(proxy.seen.every((line) => line === `CONNECT agents.test:${port}`)).toBe(true)
    } finally {
      await proxy.close()
      await github.close()
    }
  })
})
