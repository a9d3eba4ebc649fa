// The check action (check/action.yml, dist/check/index.js) run as the runner runs it, every input's
// check/action.yml default passed, against the double: the deployment an agent serves, checked without a
// write of any kind; its callers over the window; the incident issue; every bad input.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { deployInputs, errorsOf, overWebsocket, type runAction, signalOnOutput } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'

const PUBLIC_KEY = 'pk_test_public'
/**
 * The check action; its turns over the WebSocket (the WebRTC link's own tests are test/e2e/webrtc/, and the
 * first test here keeps the check at its default, webrtc): a WebRTC turn costs both cores DTLS, SCTP and RTP.
 */
const check = (
  double: AgentServiceDouble,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runAction>[1] = {},
) =>
  runStep(deployInputs(double.url, { 'public-api-key': PUBLIC_KEY, ...overWebsocket(inputs), ...inputs }), {
    ...options,
    action: 'check',
  })

/** Every request that could change the agent or its sets: the check's own session starts and stops are not. */
const writes = (double: AgentServiceDouble) =>
  double.requests.filter(
    (r) =>
      r.method !== 'GET' &&
      !r.path.startsWith('/v1/public/') &&
      !/\/sessions\/[^/]+\/stop$|\/sessions\/[^/]+$/.test(r.path),
  )

describe.concurrent('the check action', () => {
  it(
    'checks a healthy agent with a session, a turn, a scenario and its callers, and writes nothing',
    throughDist(() =>
      withDouble({ callers: { everyMs: 200 } }, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const workspace = mkdtempSync(join(tmpdir(), 'check-'))
        mkdirSync(join(workspace, 'evals'))
        writeFileSync(
          join(workspace, 'evals', 'capital.yaml'),
          'name: capital\nturns:\n  - user: "What is the capital of Japan?"\n    expect:\n      - event: response\n        text_contains: Tokyo\n',
        )
        await new Promise((resolve) => setTimeout(resolve, 1200))
        const inputs = {
          'smoke-test': 'true',
          'smoke-seconds': '2',
          'conversation-test': 'true',
          // a bound only: the turn ends when the bot answers (see test/e2e/webrtc/setup.ts)
          'conversation-seconds': '120',
          scenarios: 'evals/*.yaml',
        }
        const run = await runStep(deployInputs(double.url, { 'public-api-key': PUBLIC_KEY, ...inputs }), {
          env: { GITHUB_WORKSPACE: workspace },
          action: 'check',
        }).finally(() => rmSync(workspace, { recursive: true, force: true }))
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs.health).toBe('healthy')
        expect(run.outputs['deployment-id']).toBe(double.read('support-bot')?.activeDeploymentId)
        expect(run.outputs['conversation-test']).toBe('passed')
        expect(run.outputs.scenarios).toBe('passed')
        // session-transport left at its default: the turn and the scenario over SmallWebRTC
        expect(run.stdout).toMatch(/Connected to the bot of session ses_\d+ over webrtc/)
        expect(run.stdout).toMatch(/Scenario capital: connected to the bot of session ses_\d+ over webrtc/)
        expect(Number(run.outputs.callers)).toBeGreaterThan(0)
        expect(run.outputs['failed-callers']).toBe('0')
        expect(run.summary).toContain('<strong>Healthy</strong>')
        expect(writes(double)).toEqual([])
      }),
    ),
  )

  it('fails on a turn the bot does not answer, and on failed callers, rolling nothing back', () =>
    withDouble({ callers: { everyMs: 150 } }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:silent-callers-error' })
      await new Promise((resolve) => setTimeout(resolve, 1200))
      const run = await check(double, { 'conversation-test': 'true', 'conversation-seconds': '3' })
      expect(run.code).toBe(1)
      expect(run.outputs.health).toBe('failing')
      expect(run.outputs['conversation-test']).toBe('failed')
      expect(Number(run.outputs['failed-callers'])).toBeGreaterThan(0)
      const error = errorsOf(run)[0] ?? ''
      expect(error).toMatch(/^Failing: The conversation with the deployment that serves failed: /)
      expect(error).toMatch(
        /caller sessions on deployment .* failed since it started, \d+ min ago \(callers-max-failed: 1\)/,
      )
      expect(writes(double)).toEqual([])
    }))

  it('fails for an agent that is not ready, saying what the service says, without a session', () =>
    withDouble({}, async (double) => {
      const agent = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const deployment = agent.deployments[0]
      if (deployment) deployment.readyAt = Number.POSITIVE_INFINITY
      const run = await check(double, { 'conversation-test': 'true' })
      expect(run.code).toBe(1)
      expect(run.outputs.health).toBe('failing')
      expect(errorsOf(run)[0]).toMatch(/^Failing: Agent 'support-bot' is not ready: /)
      expect(double.sessions.size).toBe(0)
      expect(writes(double)).toEqual([])
    }))

  it('opens an incident issue on a failing check, and a healthy one closes it', () =>
    withDouble({}, async (double) => {
      const github = await startGitHubApi()
      try {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:silent' })
        const env = { env: runnerGitHubEnv(github.url) }
        const inputs = {
          'conversation-test': 'true',
          'conversation-seconds': '2',
          'callers-minutes': '0',
          'incident-issue': 'true',
        }
        const failing = await check(double, inputs, env)
        expect(failing.outputs.incident).toBe('1')
        expect(github.issues[0]?.title).toMatch(/^support-bot: The conversation with the deployment that serves failed/)
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        // a passing turn ends when the bot answers: the window at its default, whatever the machine's pace
        const healthy = await check(double, { ...inputs, 'conversation-seconds': '20' }, env)
        expect(healthy.code, healthy.stdout).toBe(0)
        expect(healthy.outputs.incident).toBe('')
        expect(github.issues[0]?.state).toBe('closed')
      } finally {
        await github.close()
      }
    }))

  it('stops its sessions when cancelled', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:silent' })
      const cancel = signalOnOutput('Connected to the bot', 'SIGTERM', 200)
      const run = await check(
        double,
        { 'conversation-test': 'true', 'callers-minutes': '0' },
        { onStart: cancel.onStart },
      )
      expect(run.code, run.stdout).toBe(1)
      expect(double.sessions.size).toBe(1)
      expect([...double.sessions.values()].every((s) => s.endedAt !== undefined)).toBe(true)
      expect(errorsOf(run)[0]).toMatch(/^Failing: Cancelled during a conversation check: its sessions were stopped/)
      expect(writes(double)).toEqual([])
    }))
})

describe('bad input, refused before any request', () => {
  it.each([
    [
      { image: 'ghcr.io/acme/support-bot:2.0.0', force: 'true' },
      "Input 'image', 'force' are deploy inputs: the check action writes nothing to the agent",
    ],
    [{ 'rollback-on-failure': 'true' }, "Input 'rollback-on-failure' is a deploy input"],
    [{ 'callers-minutes': '2000' }, "Input 'callers-minutes' is not valid: expected a whole number from 0 to 1440"],
    [{ 'incident-issue': 'true', 'github-token': '' }, "Input 'incident-issue' is true but 'github-token' is empty"],
    [{ 'callers-minutes': '0' }, 'Not one check is asked for'],
  ])('%j', (inputs, message) =>
    withDouble({}, async (double) => {
      const run = await check(double, inputs)
      expect(run.code).toBe(1)
      expect(errorsOf(run).join('\n')).toContain(message)
      expect(double.requests).toEqual([])
    }),
  )
})
