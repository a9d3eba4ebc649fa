// The mistakes planted in the newest code that the suite did not catch (issue 44 §7), and the smaller
// findings of real repositories (§6), each with the test that catches it, end to end through dist/index.js.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import { deployInputs, errorsOf, TEST_KEY } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { withDouble } from '../helpers/with-double.js'
import { converse, PREFIX } from './conversation/setup.js'

describe.concurrent('planted mistakes and small findings', () => {
  it(
    'refuses a wsUrl on a host that merely ends with the service’s host name, naming it',
    throughDist(() =>
      withDouble({}, async (double) => {
        const answer = { sessionId: 'ses_near', token: 'wst_near_token_0001', wsUrl: 'wss://notlocalhost/ws/generic/x' }
        double.setFaults([
          { method: 'POST', path: '/v1/public/support-bot/start', status: 200, body: JSON.stringify(answer) },
        ])
        // the service at localhost: notlocalhost ends with its name, and is another host
        const run = await converse(double, { 'api-url': double.url.replace('127.0.0.1', 'localhost') })
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toBe(
          `${PREFIX}the service's wsUrl leads to notlocalhost, which is not the service's host (localhost) nor one of its subdomains: the session token is not sent there`,
        )
      }),
    ),
  )

  it('shows a refused token as the endpoint answers it (403, an empty body), and rolls nothing back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      double.setFaults([{ method: 'GET', path: '/ws/generic/support-bot.acme', status: 403, body: '' }])
      const run = await converse(double, { 'rollback-on-failure': 'true' })
      expect(run.code, run.stdout).toBe(1)
      expect(errorsOf(run)[0]).toBe(`${PREFIX}the endpoint refused the connection (403 Refused)`)
      expect(run.outputs['rolled-back']).toBe('false')
    }))

  it('replaces a secret before it cuts the body of a refusal: the key across the cut shows none of it', () =>
    withDouble({}, async (double) => {
      const body = `${'x'.repeat(190)}${TEST_KEY} and more`
      double.setFaults([{ method: 'GET', path: '/ws/generic/support-bot.acme', status: 403, body }])
      const run = await converse(double)
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toContain(`${'x'.repeat(190)}*** and mo…`)
      // the key appears only where the runner is told to mask it
      expect(run.stdout.replaceAll(`::add-mask::${TEST_KEY}`, '') + run.summary).not.toContain(TEST_KEY.slice(0, 6))
    }))

  it.each([
    ['a deploy', {}],
    ['a dry run', { 'dry-run': 'true' }],
  ])(
    'refuses, in %s, an image pull secret set that does not exist when no credentials write it, naming it',
    (_, more) =>
      withDouble({}, async (double) => {
        const run = await runStep(
          deployInputs(double.url, {
            image: 'ghcr.io/acme/support-bot:2.0.0',
            'image-pull-secret-set': 'ghcr-pull',
            ...more,
          }),
        )
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^Image pull secret set 'ghcr-pull' \(input 'image-pull-secret-set'\) does not exist: the service would refuse the deploy/,
        )
        expect(double.writes()).toEqual([])
      }),
  )

  it('says once that a first deploy is not rolled back', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, {
        image: 'ghcr.io/acme/support-bot:silent',
        'conversation-seconds': '2',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      const verdict =
        htmlToText(run.summary)
          .split('\n')
          .find((line) => line.startsWith('❌')) ?? ''
      expect(verdict.match(/not rolled back/gi)).toHaveLength(1)
    }))

  it('lists in a dry run the checks, the expectation and the watch window that would follow', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, {
        'dry-run': 'true',
        'conversation-expect': 'help',
        'max-response-ms': '1500',
        'watch-minutes': '10',
        'watch-min-sessions': '3',
      })
      expect(run.code, run.stdout).toBe(0)
      expect(run.stdout).toContain('Dry run: once the new deployment is ready, a deploy would check')
      expect(run.stdout).toContain(
        `  one conversational turn (conversation-test): the action's recorded sentence, expecting "help", within 1500 ms, within 20 s, over websocket`,
      )
      expect(run.stdout).toContain(
        '  the callers watched for 10 min (watch-minutes): failing at 1 failed caller, at least 3 callers',
      )
      expect(htmlToText(run.summary)).toContain('Checks once ready | one conversational turn')
      expect(double.requests.filter((r) => r.path.startsWith('/v1/public/'))).toEqual([])
    }))
})
