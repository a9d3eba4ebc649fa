// One session tried on the new deployment before the step calls it done (smoke-test), end to end through
// dist/index.js against the double's sessions: a pass, a bot that raises only when a session starts (with a
// rollback), sessions that land on the previous deployment for a while, a slow bot, a refused start, the
// keys each request carries, a session on the serving deployment for a run that made none, and a stop
// whatever happens.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import type { AgentServiceDouble } from '../double/agent-service.js'
import { deployInputs, errorsOf, signalOnOutput, TEST_KEY } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { withDouble } from '../helpers/with-double.js'

const PUBLIC_KEY = 'pk_test_public'
const IMAGE = 'ghcr.io/acme/support-bot:2.0.0'

const deploy = (double: AgentServiceDouble, inputs: Record<string, string> = {}, options = {}) =>
  runStep(
    deployInputs(double.url, {
      image: IMAGE,
      'smoke-test': 'true',
      'public-api-key': PUBLIC_KEY,
      'smoke-seconds': '1',
      ...inputs,
    }),
    options,
  )

const sessionsOf = (double: AgentServiceDouble) => [...double.sessions.values()]
const starts = (double: AgentServiceDouble) => double.requests.filter((r) => r.path.startsWith('/v1/public/'))

describe.concurrent('smoke-test', () => {
  it(
    'passes when a session runs on the new deployment without an error, stops it, and says so first',
    throughDist(() =>
      withDouble({}, async (double) => {
        const run = await deploy(double)
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs['smoke-test']).toBe('passed')
        const [session] = sessionsOf(double)
        expect(session?.deploymentId).toBe(run.outputs['deployment-id'])
        expect(session?.stopped).toBe(true)
        expect(starts(double).map((r) => r.body)).toEqual([{ createDailyRoom: true }])
        const summary = htmlToText(run.summary)
        expect(summary).toContain(
          `✅ Deployed, ready and answered: agent 'support-bot' created, deployment ${run.outputs['deployment-id']} is rolled out and ready, and session ${session?.id} ran on it without an error (the bot started in 0.2 s).`,
        )
        expect(summary).toContain(
          `Session tried | session ${session?.id} on deployment ${run.outputs['deployment-id']}: passed`,
        )
      }),
    ),
  )

  it('sends the public key only to the start, and the private key everywhere else', () =>
    withDouble({}, async (double) => {
      const run = await deploy(double)
      expect(run.code).toBe(0)
      expect(starts(double).map((r) => r.headers.authorization)).toEqual([`Bearer ${PUBLIC_KEY}`])
      const others = double.requests.filter((r) => !r.path.startsWith('/v1/public/'))
      expect(others.length).toBeGreaterThan(3)
      expect(new Set(others.map((r) => r.headers.authorization))).toEqual(new Set([`Bearer ${TEST_KEY}`]))
      const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
      expect(shown.join('\n') + run.summary).not.toContain(PUBLIC_KEY)
      expect(run.stdout).toContain(`::add-mask::${PUBLIC_KEY}`)
    }))

  it('fails on a bot that raises when a session starts, naming the exception, and rolls back', () =>
    withDouble({ sessionCrashImages: /broken/ }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await deploy(double, {
        image: 'ghcr.io/acme/support-bot:2.0.0-broken',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ 'smoke-test': 'failed', 'rolled-back': 'true', status: 'failed' })
      const [session] = sessionsOf(double)
      expect(errorsOf(run)[0]).toMatch(
        new RegExp(
          `^A session on the new deployment failed: Exception running bot\\(\\): 'OPENAI_API_KEY'\\n\\(session ${session?.id} on deployment \\S+; its last log lines are in the job summary\\)`,
        ),
      )
      const summary = htmlToText(run.summary)
      // what failed in words, the rollback once; the ids are in the table
      expect(summary).toContain(
        "❌ Failed: A session on the new deployment failed: Exception running bot(): 'OPENAI_API_KEY'. Rolled back: the previous configuration runs again, ready.",
      )
      expect(summary).toContain(`Last log lines of session ${session?.id}`)
      expect(summary).toContain("Exception running bot(): 'OPENAI_API_KEY'")
      expect(session?.stopped).toBe(true)
      expect(double.agents.get('support-bot')?.deployments.at(-1)?.body.image).toBe('ghcr.io/acme/support-bot:1.0.0')
    }))

  it('stops a session that lands on the previous deployment, does not count it, and tries another', () =>
    // the first start after the rollout lands there, however long after the rollout it comes
    withDouble({ previousServesStarts: 1 }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await deploy(double, { 'smoke-seconds': '8' })
      expect(run.code, run.stdout).toBe(0)
      const sessions = sessionsOf(double)
      expect(sessions.length).toBeGreaterThanOrEqual(2)
      expect(sessions[0]?.deploymentId).not.toBe(run.outputs['deployment-id'])
      expect(sessions.at(-1)?.deploymentId).toBe(run.outputs['deployment-id'])
      expect(sessions.every((s) => s.stopped)).toBe(true)
      expect(run.stdout).toContain(
        `Session ${sessions[0]?.id} ran on deployment ${sessions[0]?.deploymentId}, not this run's: stopped, not counted`,
      )
    }))

  it('fails when the new deployment takes no session within the window', () =>
    withDouble({ previousServesMs: 60_000 }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await deploy(double)
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        // one start, or two when the pause ends on the window's last moment: the pace decides, not the action
        /^No session ran on deployment \S+ of agent 'support-bot' within 1\.0 s: (\d+) sessions? (?:was|were) tried \(at most 10, a second or more apart\), \1 landed on the previous deployment, which still served/,
      )
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }))

  it('pauses a second or more, growing, between sessions that land on the previous deployment', () =>
    withDouble({ previousServesMs: 60_000 }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      // 1 s and 1.5 s of pauses leave 9.5 s of the window for three starts however busy the machine: on
      // a 4 s window a busy machine fitted only two, and on 7 s a machine a third as fast
      const run = await deploy(double, { 'smoke-seconds': '12' })
      expect(run.code).toBe(1)
      // how many fit in the window depends on the machine's speed; the pauses between them do not
      const at = starts(double).map((r) => r.at)
      const n = at.length
      expect(n).toBeGreaterThanOrEqual(3)
      expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(1_000)
      expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(1_500)
      expect(errorsOf(run)[0]).toContain(
        `: ${n} sessions were tried (at most 10, a second or more apart), ${n} landed on`,
      )
      expect(htmlToText(run.summary)).toContain(
        `${n} landed on the previous deployment and were not counted; ${n} started in all`,
      )
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }))

  it('waits for a bot slow to start within the window, and fails one that does not start in it', () =>
    withDouble({ slowBotImages: /slow/, slowBotMs: 1500 }, async (double) => {
      const slow = await deploy(double, { image: 'ghcr.io/acme/support-bot:slow-1', 'smoke-seconds': '3' })
      expect(slow.code, slow.stdout).toBe(0)
      expect(htmlToText(slow.summary)).toContain('(the bot started in 1.5 s)')
      const late = await deploy(double, { image: 'ghcr.io/acme/support-bot:slow-2' })
      expect(late.code).toBe(1)
      expect(errorsOf(late)[0]).toContain(
        'failed: the bot did not start within the window (raise smoke-seconds for a slow bot)',
      )
    }))

  it("fails in the service's words when it refuses the start", () =>
    withDouble({}, async (double) => {
      double.setFaults([
        {
          method: 'POST',
          path: '/v1/public/support-bot/start',
          status: 400,
          body: JSON.stringify({
            error: "Agent 'support-bot' has no deployment ready to take a session",
            code: 'PCC-1001',
          }),
        },
      ])
      const run = await deploy(double)
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toContain(
        "The service refused to start a session on agent 'support-bot': The service answered 400 Bad Request to POST /v1/public/support-bot/start: \"Agent 'support-bot' has no deployment ready to take a session\" (code PCC-1001)",
      )
      expect(run.outputs['smoke-test']).toBe('failed')
    }))

  it('tries a session on the deployment that serves when the run made none; force: true makes one and tries it', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: IMAGE })
      const unchanged = await deploy(double)
      expect(unchanged.outputs).toMatchObject({ operation: 'unchanged', 'smoke-test': 'passed' })
      expect(starts(double)).toHaveLength(1)
      const forced = await deploy(double, { force: 'true' })
      expect(forced.outputs['smoke-test']).toBe('passed')
      expect(starts(double)).toHaveLength(2)
    }))

  it('refuses smoke-test without public-api-key before any request, naming the input', () =>
    withDouble({}, async (double) => {
      const run = await deploy(double, { 'public-api-key': '' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toContain("Input 'public-api-key' is required with 'smoke-test'")
      expect(double.requests).toEqual([])
    }))

  it('refuses a public-api-key equal to api-key before any request', () =>
    withDouble({}, async (double) => {
      const run = await deploy(double, { 'public-api-key': TEST_KEY })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toBe(
        "Input 'public-api-key' is the same key as 'api-key': expected the service's public key, which starts sessions (the private key is refused there, and would fail the check after a good deploy). Nothing was sent",
      )
      expect(double.requests).toEqual([])
    }))

  it('takes a 401 on the start as a key problem: says which key, and does not roll back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await deploy(double, { 'public-api-key': 'pk_revoked_key', 'rollback-on-failure': 'true' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /^The service refused public-api-key for a session start on agent 'support-bot' \(The service answered 401 Unauthorized .*\): check that public-api-key is a public key of the service's organization .* deployment \S+ is ready and was not rolled back$/,
      )
      expect(run.outputs['rolled-back']).toBe('false')
      expect(double.agents.get('support-bot')?.deployments).toHaveLength(2)
      expect(double.writes()).toHaveLength(1)
    }))

  it('looks a lost start up in the sessions list, names what may be its session, and tries another', () =>
    withDouble({}, async (double) => {
      double.setFaults([{ method: 'POST', path: '/v1/public/support-bot/start', drop: 'after' }])
      const run = await deploy(double, { 'smoke-seconds': '4' })
      expect(run.code, run.stdout).toBe(0)
      const [lost, counted] = sessionsOf(double)
      expect(run.stdout).toMatch(
        new RegExp(
          `::warning::The answer to a session start was lost \\(.*\\): session ${lost?.id} started on deployment ${run.outputs['deployment-id']} since, and may be this check's`,
        ),
      )
      expect(
        double.requests.some((r) => r.path === '/v1/agents/support-bot/sessions' && r.query.get('status') === 'active'),
      ).toBe(true)
      expect(counted?.stopped).toBe(true)
      expect(run.outputs['smoke-test']).toBe('passed')
    }))

  it('reads a session again after a transient error rather than failing a good deploy', () =>
    withDouble({}, async (double) => {
      double.setFaults([{ method: 'GET', path: '/v1/agents/support-bot/sessions/ses_000001', status: 500 }])
      const run = await deploy(double)
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['smoke-test']).toBe('passed')
    }))

  it('stops the session when the run is cancelled while it is watched, and still writes the summary', () =>
    withDouble({}, async (double) => {
      const cancel = signalOnOutput('Started session', 'SIGTERM', 100)
      const run = await deploy(double, { 'smoke-seconds': '20' }, { onStart: cancel.onStart })
      expect(run.code).not.toBe(0)
      const [session] = sessionsOf(double)
      expect(session?.stopped).toBe(true)
      expect(run.stderr).toBe('')
      expect(errorsOf(run)[0]).toMatch(
        /^Cancelled during a session check on deployment \S+ of agent 'support-bot': the deployment is ready; the check's sessions were stopped, and the deployment was neither judged nor rolled back/,
      )
      expect(run.outputs['deployment-id']).toMatch(/\S/)
      expect(run.summary).toContain('Cancelled during a session check')
      expect(run.durationMs).toBeLessThan(15_000)
    }))
})
