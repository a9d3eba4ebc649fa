// The check action's incident issue and its callers, through dist/check/index.js: one comment while the
// same failure lasts, one open incident when two checks fail at once, the permission warning, and callers
// of another deployment never counted.
import { describe, expect, it } from 'vitest'
import { INCIDENT_LABEL, incidentMarker } from '../../../src/github/incident.js'
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { plantOtherDeploymentFailures } from '../../helpers/other-callers.js'
import { deployInputs, errorsOf, overWebsocket } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'

// turns over the WebSocket: the WebRTC link's own tests are test/e2e/webrtc/ and check.test.ts's first
const check = (double: AgentServiceDouble, inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runStep(deployInputs(double.url, { 'public-api-key': 'pk_test_public', ...overWebsocket(inputs), ...inputs }), {
    action: 'check',
    env,
  })

const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))

describe.concurrent('the incident issue, through the check action', () => {
  it(
    'opens one incident when two failing checks run at once, and comments no more within the hour',
    throughDist(() =>
      withDouble({}, async (double) => {
        const github = await startGitHubApi()
        try {
          const agent = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
          const deployment = agent.deployments[0]
          if (deployment) deployment.readyAt = Number.POSITIVE_INFINITY
          const inputs = { 'callers-minutes': '1', 'incident-issue': 'true' }
          const env = runnerGitHubEnv(github.url)
          const [one, two] = await Promise.all([check(double, inputs, env), check(double, inputs, env)])
          expect([one?.code, two?.code]).toEqual([1, 1])
          expect(github.issues.filter((issue) => issue.state === 'open')).toHaveLength(1)
          expect(new Set([one?.outputs.incident, two?.outputs.incident])).toEqual(new Set(['1']))
          const comments = github.comments.length
          const again = await check(double, inputs, env)
          expect(again.outputs.incident).toBe('1')
          expect(github.comments.length).toBe(comments)
        } finally {
          await github.close()
        }
      }),
    ),
  )

  it('comments once on the open incident when the failure changes', () =>
    withDouble({}, async (double) => {
      const github = await startGitHubApi()
      try {
        const agent = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:silent' })
        const deployment = agent.deployments[0]
        const readyAt = deployment?.readyAt ?? 0
        if (deployment) deployment.readyAt = Number.POSITIVE_INFINITY
        const inputs = {
          'conversation-test': 'true',
          'conversation-seconds': '2',
          'callers-minutes': '0',
          'incident-issue': 'true',
        }
        const env = runnerGitHubEnv(github.url)
        const notReady = await check(double, inputs, env)
        expect(notReady.outputs.incident).toBe('1')
        expect(github.comments).toHaveLength(0)
        if (deployment) deployment.readyAt = readyAt
        const silent = await check(double, inputs, env)
        expect(silent.outputs.incident).toBe('1')
        expect(github.comments).toHaveLength(1)
        expect(github.comments[0]?.body).toContain(
          '**The failure changed**: The conversation with the deployment that serves failed',
        )
      } finally {
        await github.close()
      }
    }))

  it('warns naming issues: write when GitHub refuses, and the check’s verdict stands', () =>
    withDouble({}, async (double) => {
      const github = await startGitHubApi({ denyIssues: true })
      try {
        const agent = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const deployment = agent.deployments[0]
        if (deployment) deployment.readyAt = Number.POSITIVE_INFINITY
        const run = await check(
          double,
          { 'callers-minutes': '1', 'incident-issue': 'true' },
          runnerGitHubEnv(github.url),
        )
        expect(run.code).toBe(1)
        expect(run.outputs.health).toBe('failing')
        expect(warningsOf(run.stdout).join('\n')).toContain("'issues: write'")
      } finally {
        await github.close()
      }
    }))
})

describe.concurrent('the incident issue, what it touches and what it says', () => {
  it(
    'leaves a person’s issue that carries the label and the marker alone: a healthy run closes nothing',
    throughDist(() =>
      withDouble({}, async (double) => {
        const github = await startGitHubApi()
        try {
          double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
          const postMortem = github.addIssue({
            title: 'Post-mortem: the support-bot outage of Tuesday',
            body: `Copied from the incident: ${incidentMarker('support-bot')}`,
            labels: [INCIDENT_LABEL],
          })
          const run = await check(
            double,
            { 'callers-minutes': '1', 'incident-issue': 'true' },
            runnerGitHubEnv(github.url),
          )
          expect(run.code, run.stdout).toBe(0)
          expect(run.outputs.incident).toBe('')
          expect(github.issues.find((i) => i.number === postMortem)?.state).toBe('open')
          expect(github.comments).toEqual([])
        } finally {
          await github.close()
        }
      }),
    ),
  )

  it('titles the incident in plain text, as GitHub shows titles, and opens none for an agent that does not exist', () =>
    withDouble({}, async (double) => {
      const github = await startGitHubApi()
      try {
        const env = runnerGitHubEnv(github.url)
        const missing = await check(double, { 'callers-minutes': '1', 'incident-issue': 'true' }, env)
        expect(missing.code).toBe(1)
        expect(errorsOf(missing)[0]).toBe("Failing: Agent 'support-bot' does not exist")
        expect(missing.stdout).toContain(
          'No incident issue is kept for an agent that does not exist (not deployed yet, or deleted)',
        )
        expect(github.issues).toEqual([])
        const agent = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const deployment = agent.deployments[0]
        if (deployment) deployment.readyAt = Number.POSITIVE_INFINITY
        await check(double, { 'callers-minutes': '1', 'incident-issue': 'true' }, env)
        expect(github.issues[0]?.title).toMatch(/^support-bot: Agent 'support-bot' is not ready: /)
      } finally {
        await github.close()
      }
    }))
})

describe.concurrent('the callers, through the check action', () => {
  it(
    'fails on exactly one failed caller at the default callers-max-failed, saying the window as the deployment’s age',
    throughDist(() =>
      withDouble({ callers: { everyMs: 100, lastMs: 50 } }, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:callers-first1' }, { ageMs: 20 * 60_000 })
        // three callers have ended, the first of them failed: the double's state, not the clock
        while ([...double.sessions.values()].filter((s) => s.caller && s.endsAt && s.endsAt < Date.now()).length < 3)
          await new Promise((resolve) => setTimeout(resolve, 50))
        const run = await check(double, { 'callers-minutes': '60' })
        expect(run.code).toBe(1)
        expect(run.outputs['failed-callers']).toBe('1')
        expect(errorsOf(run)[0]).toMatch(
          /^Failing: 1 of \d+ caller sessions on deployment \S+ failed since it started, 20 min ago \(callers-max-failed: 1\): session ses_c/,
        )
        expect(run.summary).toMatch(/<th>Check<\/th><th>Result<\/th><\/tr>/)
        expect(run.summary).toMatch(/<td>Callers<\/td><td>\d+ since it started, 20 min ago, 1 failed<\/td>/)
      }),
    ),
  )

  it('counts only the callers of the deployment that serves, whatever the list carries', () =>
    withDouble({ callers: { everyMs: 200 }, listIgnoresDeployment: true }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      plantOtherDeploymentFailures(double)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const run = await check(double, { 'callers-minutes': '5' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs.health).toBe('healthy')
      expect(Number(run.outputs.callers)).toBeGreaterThan(0)
      expect(run.outputs['failed-callers']).toBe('0')
    }))
})
