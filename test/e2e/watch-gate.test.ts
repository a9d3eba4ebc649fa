// What the watch of callers must not get wrong (issue 44 §2, §7): the exception line of a caller that ended
// in an error, the GitHub status from the first second, a list that never answers is not a quiet window,
// another deployment's sessions are never judged, callers whose bot never started are not counted, log
// reads end with the window, and exactly N failed callers fail the watch (one failure, then healthy ones,
// with the default watch-max-failed).
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import { plantOtherDeploymentFailures } from '../helpers/other-callers.js'
import { errorsOf, signalOnOutput } from '../helpers/run-action.js'
import { watchRun } from '../helpers/watch-run.js'
import { withDouble } from '../helpers/with-double.js'

const OLD = 'ghcr.io/acme/support-bot:1.0.0'

const watch = watchRun

describe.concurrent('the watch, as callers and the service really are', () => {
  it('names the exception of a caller that ended in an error, and says how long it watched before the breach', () =>
    withDouble({ callers: { everyMs: 250 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const run = await watch(double, { image: 'ghcr.io/acme/support-bot:callers-error', 'watch-minutes': '0.5' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /: it ended with HTTP_ERROR: openai\.AuthenticationError: Error code: 401 - Incorrect API key provided/,
      )
      const summary = htmlToText(run.summary)
      expect(summary).toMatch(/Watched \| \d+\.\d s of 0\.5 min/)
      expect(summary).toContain('openai.AuthenticationError')
    }))

  it.each([
    ['callers-first1', {}, 1],
    ['callers-first2', { 'watch-max-failed': '2' }, 1],
    ['callers-first1', { 'watch-max-failed': '2' }, 0],
  ])('%s with %o: exactly the failures asked for fail the watch and roll back', (tag, inputs, code) =>
    withDouble({ callers: { everyMs: 200 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      // the callers of the old image come first: the counting starts with the new deployment's
      const run = await watch(double, {
        image: `ghcr.io/acme/support-bot:${tag}`,
        'rollback-on-failure': 'true',
        ...inputs,
      })
      expect(run.code, run.stdout).toBe(code)
      expect(run.outputs.watch).toBe(code ? 'failed' : 'passed')
      expect(run.outputs['rolled-back']).toBe(code ? 'true' : 'false')
    }),
  )

  it('fails, without a rollback, when no read of the sessions list succeeded: that is not a quiet window', () =>
    withDouble({ callers: { everyMs: 300 } }, async (double) => {
      const old = double.seed('support-bot', { image: OLD }).deployments[0]?.id ?? ''
      // every read of the new deployment's list fails (the baseline, of the old one, is read)
      const sessions = '/v1/agents/support-bot/sessions'
      double.setFaults([{ method: 'GET', path: sessions, queryNot: { deploymentId: old }, status: 503, times: 1000 }])
      const run = await watch(double, { 'rollback-on-failure': 'true' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /^The callers of deployment \S+ were not watched: none of \d+ reads of the sessions list in 0\.05 min succeeded/,
      )
      expect(run.outputs).toMatchObject({ watch: 'unread', 'rolled-back': 'false' })
      expect(run.stdout).not.toContain('watch: quiet')
    }))

  it('judges only its own deployment’s sessions when the list carries another’s', () =>
    withDouble({ callers: { everyMs: 300 }, listIgnoresDeployment: true }, async (double) => {
      double.seed('support-bot', { image: OLD })
      plantOtherDeploymentFailures(double)
      const run = await watch(double, { 'rollback-on-failure': 'true' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs).toMatchObject({ watch: 'passed', 'failed-sessions': '0', 'rolled-back': 'false' })
      // and the verdict's first line says what the watch saw
      expect(htmlToText(run.summary)).toMatch(/Checked: \d+ caller sessions? in 0\.05 min, none failed\./)
    }))

  it('does not count callers stuck waiting for a bot that never starts toward watch-min-sessions', () =>
    withDouble({ callers: { everyMs: 300 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const run = await watch(double, { image: 'ghcr.io/acme/support-bot:callers-stuck', 'watch-min-sessions': '1' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/^Only 0 caller sessions reached deployment \S+ in 0\.05 min/)
    }))

  it('ends its log reads with the window, however slow they are', () =>
    withDouble({ callers: { everyMs: 200 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      double.setFaults([{ method: 'GET', pathMatch: /\/logs$/, delayMs: 4_000, times: 1000 }])
      const began = signalOnOutput('Watching the callers', undefined)
      const run = await watch(double, {}, { onStart: began.onStart })
      expect(run.code, run.stdout).toBe(0)
      // a 3 s window, not a read of 4 s for each of the dozen callers that ended in it
      expect(run.exitedAt - began.seenAt()).toBeLessThan(10_000)
    }))
})
