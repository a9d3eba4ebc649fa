// The check's own sessions are never callers (issue 51 §2), through dist/check/index.js: not this run's, and
// not those of earlier runs of its workflow, which each run names in a notice that the runner makes an
// annotation of its job (the GitHub double's recordRun does what the runner does with the run's stdout).
import { describe, expect, it } from 'vitest'
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { deployInputs } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { sessionsOf } from '../conversation/setup.js'

const check = (double: AgentServiceDouble, inputs: Record<string, string>, env: Record<string, string>) =>
  runStep(deployInputs(double.url, { 'public-api-key': 'pk_test_public', ...inputs }), { action: 'check', env })

const SESSION = { 'smoke-test': 'true', 'smoke-seconds': '1', 'callers-minutes': '30' }
const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))

describe.concurrent('the check’s own sessions', () => {
  it(
    'never count as callers in later runs: a healthy agent with no callers has 0 callers, run after run',
    throughDist(() =>
      withDouble({}, async (double) => {
        const github = await startGitHubApi()
        try {
          double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
          const env = runnerGitHubEnv(github.url)
          const callers: (string | undefined)[] = []
          for (let run = 0; run < 3; run++) {
            const result = await check(double, SESSION, env)
            expect(result.code, result.stdout).toBe(0)
            expect(warningsOf(result.stdout)).toEqual([])
            callers.push(result.outputs.callers)
            github.recordRun(result.stdout)
          }
          expect(callers).toEqual(['0', '0', '0'])
          expect(double.sessions.size).toBe(3)
        } finally {
          await github.close()
        }
      }),
    ),
  )

  it('a session of its own that failed in an earlier run does not fail a callers-only run', () =>
    withDouble({ sessionCrashImages: /broken/ }, async (double) => {
      const github = await startGitHubApi()
      try {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:broken' })
        const env = runnerGitHubEnv(github.url)
        const failed = await check(double, SESSION, env)
        expect(failed.code).toBe(1)
        expect(failed.outputs).toMatchObject({ health: 'failing', callers: '0' })
        github.recordRun(failed.stdout)
        const callersOnly = await check(double, { 'callers-minutes': '30' }, env)
        expect(callersOnly.code, callersOnly.stdout).toBe(0)
        expect(callersOnly.outputs).toMatchObject({ health: 'healthy', callers: '0', 'failed-callers': '0' })
      } finally {
        await github.close()
      }
    }))

  it('says so when GitHub may not tell, and counts them: the warning names the permissions', () =>
    withDouble({ sessionCrashImages: /broken/ }, async (double) => {
      const github = await startGitHubApi({ denyRuns: true })
      try {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:broken' })
        const env = runnerGitHubEnv(github.url)
        github.recordRun((await check(double, SESSION, env)).stdout)
        const callersOnly = await check(double, { 'callers-minutes': '30' }, env)
        expect(callersOnly.outputs).toMatchObject({ health: 'failing', callers: '1', 'failed-callers': '1' })
        expect(warningsOf(callersOnly.stdout)).toEqual([
          expect.stringMatching(
            /^::warning::The sessions this check held in earlier runs could not be read from GitHub \(Resource not accessible by integration\): the token may not read this workflow's runs or their annotations: give the job 'actions: read' and 'checks: read'; any of them in the window counts as a caller$/,
          ),
        ])
      } finally {
        await github.close()
      }
    }))

  it('counts an earlier call of its own that GitHub may not tell as a caller that passed: its refused hang-up is the call’s, over two lines too', () =>
    withDouble({}, async (double) => {
      // issue 61 §6: the bot's refused hang-up of the check's made-up call was the only ERROR of that session,
      // and it made the check say failing and open an incident
      const github = await startGitHubApi({ denyRuns: true })
      try {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:hang-up-two-lines' })
        const env = runnerGitHubEnv(github.url)
        const call = { 'conversation-test': 'true', 'session-transport': 'twilio' }
        const first = await check(double, call, env)
        expect(first.code, first.stdout).toBe(0)
        github.recordRun(first.stdout)
        const lines = (sessionsOf(double)[0]?.botLines ?? []).map((line) => line.log)
        expect(lines.some((line) => /\| ERROR +\| pipecat\.serializers\.twilio:_hang_up_call:\d+ \|/.test(line))).toBe(
          true,
        )
        expect(lines).toContain(' "message": "ERROR: Authenticate"}')
        const callersOnly = await check(double, { 'callers-minutes': '30' }, env)
        expect(callersOnly.code, callersOnly.stdout).toBe(0)
        expect(callersOnly.outputs).toMatchObject({ health: 'healthy', callers: '1', 'failed-callers': '0' })
      } finally {
        await github.close()
      }
    }))
})
