// The new deployment's real callers watched after the deploy (watch-minutes), end to end through
// dist/index.js against the double's callers: a clean window passes; failing callers (an error
// completion, a traceback only in their logs, a bot that never starts) fail at once and roll back; a quiet
// window is said, or fails with watch-min-sessions; the step's own sessions are not callers; a list read
// that fails once is read again; the previous deployment's callers are the baseline. Windows of a few
// seconds (watch-minutes: 0.05 is 3 s).
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import type { AgentServiceDouble } from '../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../double/github-api.js'
import { errorsOf, signalOnOutput } from '../helpers/run-action.js'
import { watchRun } from '../helpers/watch-run.js'
import { withDouble } from '../helpers/with-double.js'

const OLD = 'ghcr.io/acme/support-bot:1.0.0'

const watch = watchRun

const callersOf = (double: AgentServiceDouble, deploymentId: string | undefined) =>
  [...double.sessions.values()].filter((s) => s.caller && s.deploymentId === deploymentId)
const listReads = (double: AgentServiceDouble) =>
  double.requests.filter((r) => r.path === '/v1/agents/support-bot/sessions')

describe.concurrent('watch-minutes', () => {
  it('passes a window of callers that end well, counting each once, at a modest pace', () =>
    withDouble({ callers: { everyMs: 300 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const run = await watch(double)
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs.watch).toBe('passed')
      const seen = Number(run.outputs['watched-sessions'])
      // how many callers the double starts in the window follows its timer, so the machine's pace (ten
      // here, two at a third of it): some, and never one counted twice
      expect(seen).toBeGreaterThan(0)
      expect(seen).toBeLessThanOrEqual(callersOf(double, run.outputs['deployment-id']).length)
      expect(run.outputs['failed-sessions']).toBe('0')
      // every deploymentId read is the new deployment's; reads a second apart (a tenth of 3 s, at least 1 s):
      // never more than the window holds, and at least its first and its last, however slow the machine
      const reads = listReads(double).filter((r) => r.query.get('deploymentId') === run.outputs['deployment-id'])
      expect(reads.length).toBeGreaterThanOrEqual(2)
      expect(reads.length).toBeLessThanOrEqual(5)
      const summary = htmlToText(run.summary)
      expect(summary).toContain(`Caller sessions on the new deployment | ${seen}, 0 failed`)
      expect(summary).toMatch(/Before this deploy \(as long\) \| \d+, 0 failed, on deployment \S+/)
    }))

  it.each([
    ['callers-error', 'it ended with HTTP_ERROR'],
    ['callers-traceback', "KeyError: 'OPENAI_API_KEY'"],
    ['callers-nostart', 'its bot never started'],
  ])('fails at once when callers fail (%s), lists them, and rolls back', (tag, why) =>
    withDouble({ callers: { everyMs: 250 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const began = signalOnOutput('Watching the callers', undefined)
      const run = await watch(
        double,
        { image: `ghcr.io/acme/support-bot:${tag}`, 'watch-minutes': '0.5', 'rollback-on-failure': 'true' },
        { onStart: began.onStart },
      )
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        new RegExp(
          `^\\d+ of \\d+ caller sessions on deployment \\S+ failed \\(watch-max-failed: 1\\): session ses_c\\d+: ${why.replace(/[()']/g, '.')}`,
        ),
      )
      // at once: long before the 30 s window (measured from the watch's start; the rollback follows)
      expect(run.exitedAt - began.seenAt()).toBeLessThan(15_000)
      expect(run.outputs).toMatchObject({ watch: 'failed', 'rolled-back': 'true' })
      expect(Number(run.outputs['failed-sessions'])).toBeGreaterThanOrEqual(1)
      expect(double.agents.get('support-bot')?.deployments.at(-1)?.body.image).toBe(OLD)
      expect(htmlToText(run.summary)).toContain('Failed caller sessions')
    }),
  )

  it('says a quiet window, or fails it when watch-min-sessions asked for callers (without a rollback)', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: OLD })
      const quiet = await watch(double)
      expect(quiet.code).toBe(0)
      expect(quiet.outputs.watch).toBe('quiet')
      expect(quiet.stdout).toMatch(/^::notice::No caller reached deployment \S+ in 0.05 min/m)
      const wanted = await watch(double, {
        image: 'ghcr.io/acme/support-bot:3.0.0',
        'watch-min-sessions': '2',
        'rollback-on-failure': 'true',
      })
      expect(wanted.code).toBe(1)
      expect(errorsOf(wanted)[0]).toMatch(
        /^Only 0 caller sessions reached deployment \S+ in 0.05 min, fewer than watch-min-sessions \(2\)/,
      )
      expect(wanted.outputs['rolled-back']).toBe('false')
    }))

  it('never counts the step’s own sessions, and reads the list again after a 503', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: OLD })
      double.setFaults([{ method: 'GET', path: '/v1/agents/support-bot/sessions', status: 503 }])
      const run = await watch(double, {
        'smoke-test': 'true',
        'public-api-key': 'pk_test_public',
        'smoke-seconds': '1',
      })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['smoke-test']).toBe('passed')
      expect(run.outputs.watch).toBe('quiet')
      expect(run.outputs['watched-sessions']).toBe('0')
    }))

  it('watches nothing for a dry run, and refuses bad input before any request', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:2.0.0' })
      const plan = await watch(double, { 'dry-run': 'true', image: 'ghcr.io/acme/support-bot:9.0.0' })
      expect(plan.outputs.watch).toBe('')
      expect(listReads(double)).toEqual([])
      const before = double.requests.length
      for (const [inputs, message] of [
        [{ 'watch-minutes': '61' }, "Input 'watch-minutes' is not valid: expected a number of minutes from 0 to 60"],
        [{ 'watch-minutes': 'soon' }, "Input 'watch-minutes' is not valid"],
        [{ 'watch-max-failed': '0' }, "Input 'watch-max-failed' is not valid: expected a whole number of at least 1"],
      ] as const) {
        const run = await watch(double, inputs)
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toContain(message)
      }
      expect(double.requests.length).toBe(before)
    }))

  it('keeps the GitHub deployment in progress until the window ends, then success', () =>
    withDouble({ callers: { everyMs: 400 } }, async (double) => {
      const github = await startGitHubApi()
      try {
        double.seed('support-bot', { image: OLD })
        const run = await watch(
          double,
          { environment: 'production', 'github-token': 'ghs_token' },
          { env: runnerGitHubEnv(github.url) },
        )
        expect(run.code, run.stdout).toBe(0)
        expect(run.durationMs).toBeGreaterThanOrEqual(3_000)
        // in progress from the start of the watch, saying so, until its window ends
        expect(github.deployments[0]?.statuses).toEqual(['in_progress', 'in_progress', 'success'])
        expect(github.deployments[0]?.descriptions[1]).toBe('watching callers, 0 of 0.05 minutes')
      } finally {
        await github.close()
      }
    }))

  it('stops at once when cancelled, rolling nothing back, and says so', () =>
    withDouble({ callers: { everyMs: 400 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const cancel = signalOnOutput('Watching the callers', 'SIGTERM', 300)
      const run = await watch(
        double,
        { 'watch-minutes': '1', 'rollback-on-failure': 'true' },
        { onStart: cancel.onStart },
      )
      expect(run.code).not.toBe(0)
      expect(run.stderr).toBe('')
      expect(errorsOf(run)[0]).toMatch(
        /^Cancelled during the watch of callers on deployment \S+ of agent 'support-bot'/,
      )
      expect(run.outputs['rolled-back']).toBe('false')
      // only a window that ended says passed
      expect(run.outputs.watch).toBe('cancelled')
      // at once: measured from the signal (sent 300 ms after the watch began), not from the spawn
      expect(run.exitedAt - cancel.seenAt()).toBeLessThan(5_000)
    }))
})
