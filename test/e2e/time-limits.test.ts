// The action's own time limits and backoffs, end to end with the values it ships: the retry schedule and
// its budget, the read-lag grace for a missing agent, a long wait's warnings, GitHub's limit per request,
// the image check's limit.
// These tests sit on the real clock by design, so they run at once (describe.concurrent, all of them: see
// maxConcurrency in vitest.config.ts), each with its own double, and each run through dist/ in a process of
// its own: the clock is what they measure, and runs in the test's process would share one event loop.
import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../double/github-api.js'
import { deployInputs, errorsOf, runAction, signalOnOutput } from '../helpers/run-action.js'

const OLD = 'ghcr.io/acme/support-bot:1.0.0'
const NEW = 'ghcr.io/acme/support-bot:2.0.0'
const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))

interface Service {
  double: AgentServiceDouble
  deploy: (inputs?: Record<string, string>, options?: Parameters<typeof runAction>[1]) => ReturnType<typeof runAction>
}

/** A test with a double of its own (concurrent tests cannot share one), closed whatever happens. */
async function withService(test: (service: Service) => Promise<void>): Promise<void> {
  const double = await startAgentService({ readyAfterMs: 200 })
  try {
    await test({
      double,
      deploy: (inputs = {}, options = {}) => runAction(deployInputs(double.url, { image: NEW, ...inputs }), options),
    })
  } finally {
    await double.close()
  }
}

describe.concurrent('the session check’s tries', () => {
  it('starts at most ten sessions, a second or more apart and growing, while they land on the previous deployment', async () => {
    const double = await startAgentService({ readyAfterMs: 200, previousServesMs: 600_000 })
    try {
      double.seed('support-bot', { image: OLD })
      const inputs = { image: NEW, 'smoke-test': 'true', 'public-api-key': 'pk_test_public', 'smoke-seconds': '120' }
      const run = await runAction(deployInputs(double.url, inputs), { timeoutMs: 60_000 })
      expect(run.code).toBe(1)
      const at = double.requests.filter((r) => r.path.startsWith('/v1/public/')).map((r) => r.at)
      expect(at).toHaveLength(10)
      for (let i = 1; i < at.length; i++) expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_000)
      expect((at[3] ?? 0) - (at[2] ?? 0)).toBeGreaterThan((at[1] ?? 0) - (at[0] ?? 0))
      expect(errorsOf(run)[0]).toContain(': 10 sessions were tried (at most 10, a second or more apart), 10 landed on')
      expect([...double.sessions.values()].every((session) => session.stopped)).toBe(true)
    } finally {
      await double.close()
    }
  }, 60_000)
})

describe.concurrent('the retry schedule (five attempts, 1, 2, 4 and 8 s apart with equal jitter, 45 s budget)', () => {
  it.each(['0', 'Thu, 01 Jan 1970 00:00:00 GMT'])('never collapses the backoff (Retry-After: %s)', (retryAfter) =>
    withService(async ({ double, deploy }) => {
      double.setFaults([{ method: 'GET', status: 503, retryAfter, times: 10 }])
      const run = await deploy()
      expect(run.code).toBe(1)
      const times = double.requests.map((request) => request.at)
      expect(times).toHaveLength(5)
      // equal jitter: at least half of 1, 2, 4, 8 seconds between the attempts
      for (const [i, least] of [500, 1000, 2000, 4000].entries()) {
        expect((times[i + 1] ?? 0) - (times[i] ?? 0)).toBeGreaterThanOrEqual(least - 50)
      }
    }),
  )

  it('reports an HTML page from a proxy plainly, with the status and the start of the body', () =>
    withService(async ({ double, deploy }) => {
      double.setFaults([{ method: 'GET', html: true, times: 5 }])
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /^The service answered 502 Bad Gateway to GET \/v1\/agents\/support-bot: an HTML page, not the service's JSON \(a proxy or gateway may have answered\): <html><head><title>502 Bad Gateway<\/title>.* \(gave up after 5 attempts in \d+(\.\d)? s\)$/,
      )
    }))

  it(
    'ends within about a minute, after a bounded number of attempts, when the service keeps failing',
    () =>
      withService(async ({ double, deploy }) => {
        double.setFaults([{ method: 'GET', status: 503, times: 100 }])
        const run = await deploy({}, { timeoutMs: 90_000 })
        expect(run.code).toBe(1)
        expect(double.requests).toHaveLength(5)
        expect(run.durationMs).toBeLessThan(60_000)
        expect(errorsOf(run)[0]).toMatch(
          /answered 503 Service Unavailable .*\(gave up after 5 attempts in \d+(\.\d)? s\)$/,
        )
        expect(run.stdout.match(/::group::|^Retrying/gm)?.length).toBeGreaterThan(4)
      }),
    90_000,
  )

  it(
    'says the update may have been carried out, with status unknown, when a lost write is followed by failing reads',
    () =>
      withService(async ({ double, deploy }) => {
        double.seed('support-bot', { image: OLD })
        double.setFaults([
          { method: 'GET', times: 1 },
          { method: 'POST', drop: 'after' },
          { method: 'GET', status: 500, times: 100 },
        ])
        const run = await deploy()
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /reading agent 'support-bot' to find out failed too \(.*500.*\)\. The update may have been carried out: read the agent before deploying again$/,
        )
        expect(run.outputs).toMatchObject({ status: 'unknown', ready: 'false' })
      }),
    60_000,
  )
})

describe.concurrent('the wait (reads a second apart, 10 s grace for a missing agent)', () => {
  it(
    'fails a wait whose agent stays missing past the read-lag grace, not at the timeout',
    () =>
      withService(async ({ double, deploy }) => {
        // the agent is created; then every read answers "no such agent", as if it had been deleted
        double.setFaults([
          { method: 'GET', times: 1 },
          { method: 'GET', status: 404, times: 200 },
        ])
        const run = await deploy({ 'wait-timeout': '600' })
        expect(run.code).toBe(1)
        expect(run.durationMs).toBeLessThan(25_000)
        expect(errorsOf(run)[0]).toMatch(
          /^Agent 'support-bot' was not found while waiting for deployment [0-9a-f-]{36}: the service has answered "no such agent" for longer than reads lag behind writes/,
        )
        expect(warningsOf(run.stdout)).toHaveLength(1)
        expect(run.outputs.status).toBe('failed')
      }),
    40_000,
  )

  it(
    'gives one warning per distinct problem and leaks no abort listener',
    () =>
      withService(async ({ double, deploy }) => {
        double.config.readyAfterMs = 13_000
        double.seed('support-bot', { image: OLD })
        double.setFaults([
          { method: 'GET', times: 1 },
          { method: 'GET', status: 500, times: 12 },
        ])
        const run = await deploy({ 'wait-timeout': '60' })
        expect(run.code).toBe(0)
        const warnings = warningsOf(run.stdout)
        expect(warnings).toEqual([expect.stringContaining("Reading agent 'support-bot' while waiting failed")])
        // the repeats are in debug output only
        expect(run.stdout.match(/::debug::Reading agent 'support-bot' while waiting failed/g)?.length).toBe(11)
        expect(run.stderr).not.toContain('MaxListenersExceededWarning')
        expect(run.stderr).not.toContain('memory leak')
      }),
    40_000,
  )
})

describe.concurrent("GitHub's limit (15 s for each request, its answer included)", () => {
  it(
    'does not hold the deploy: each GitHub request has a time limit',
    () =>
      withService(async ({ deploy }) => {
        const github = await startGitHubApi({ slowMs: 120_000 })
        try {
          const run = await deploy(
            { 'github-token': 'ghs_workflowtoken123', environment: 'preview' },
            { env: runnerGitHubEnv(github.url), timeoutMs: 90_000 },
          )
          expect(run.code).toBe(0)
          expect(run.outputs.status).toBe('ready')
          expect(run.durationMs).toBeLessThan(40_000)
          expect(run.stdout).toMatch(
            /::warning::No GitHub deployment was recorded \(GitHub did not answer within 15 s\): GitHub could not be reached/,
          )
        } finally {
          await github.close()
        }
      }),
    60_000,
  )
})

describe.concurrent("the image check's limit (about 15 s for all of it, whatever the registry does)", () => {
  it(
    'warns and deploys the image as given when the registry takes the connection and never answers',
    () =>
      withService(async ({ double, deploy }) => {
        const silent = createServer(() => {
          // takes the connection, never answers
        })
        await new Promise((resolve) => silent.listen(0, '127.0.0.1', () => resolve(undefined)))
        const image = `127.0.0.1:${(silent.address() as { port: number }).port}/team/bot:1.0.0`
        try {
          const checking = signalOnOutput('Check the image', undefined)
          const run = await deploy({ image, 'image-check': 'true' }, { timeoutMs: 60_000, onStart: checking.onStart })
          expect(run.code).toBe(0)
          // the check's own limit, measured from its start, with room for a busy machine (the deploy follows)
          expect(run.exitedAt - checking.seenAt()).toBeLessThan(25_000)
          expect(warningsOf(run.stdout)).toEqual([
            expect.stringContaining(`::warning::Image ${image} was not checked: its registry`),
          ])
          expect(warningsOf(run.stdout)[0]).toContain('(it did not answer in time)')
          expect(double.writes()[0]?.body.image).toBe(image)
        } finally {
          silent.closeAllConnections()
          silent.close()
        }
      }),
    40_000,
  )
})
