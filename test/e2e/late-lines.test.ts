// A session's lines as the real service gives them (issue 61 §1): framed by the base image, 5 s late, in pages
// of at most 100 (test/double/session-logs.js). Every verdict that rests on them waits for them, bounded, reads
// them whole, and never takes their absence as evidence: the turn's exception and whether it rolls back, the
// advice about session-transport, the scenarios the bot never took, the smoke test's ERROR, the watch's callers.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import type { AgentServiceDouble } from '../double/agent-service.js'
import { deployInputs, errorsOf } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { watchRun } from '../helpers/watch-run.js'
import { withDouble } from '../helpers/with-double.js'
import { converse, failedWith, PREFIX, sessionsOf } from './conversation/setup.js'

const LATE = { linesLateMs: 5_000, logPageMost: 100 }
const OLD = 'ghcr.io/acme/support-bot:1.0.0'

const smoke = (double: AgentServiceDouble, inputs: Record<string, string>) =>
  runStep(
    deployInputs(double.url, {
      'smoke-test': 'true',
      'public-api-key': 'pk_test_public',
      'smoke-seconds': '1',
      'rollback-on-failure': 'true',
      ...inputs,
    }),
  )

/** The session's log reads: each page's offset, as asked. */
const logReads = (double: AgentServiceDouble) =>
  double.requests.filter((r) => r.path.endsWith('/logs') && r.query.get('sessionId'))

describe.concurrent('a session’s lines 5 s late, in pages of 100', () => {
  it(
    'quotes the exception a bot raised in its turn once its lines come, and rolls back',
    throughDist(() =>
      withDouble(LATE, async (double) => {
        double.seed('support-bot', { image: OLD })
        const run = await converse(double, { image: 'ghcr.io/acme/support-bot:raises', 'rollback-on-failure': 'true' })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          /^The conversation with the new deployment failed: the bot raised: Exception running bot\(\): Error code: 404 - The model 'gpt-9' does not exist/,
        )
        expect(run.outputs['rolled-back']).toBe('true')
        // read again until whole: every read asks oldest first, a moderate page
        expect(new Set(logReads(double).map((r) => `${r.query.get('order')} ${r.query.get('limit')}`))).toEqual(
          new Set(['asc 100']),
        )
        expect(logReads(double).length).toBeGreaterThan(1)
      }),
    ),
  )

  it(
    'tells a call to a bot that maps no such provider to set session-transport, and rolls nothing back',
    throughDist(() =>
      withDouble(LATE, async (double) => {
        double.seed('support-bot', { image: OLD })
        const run = await converse(double, {
          'session-transport': 'twilio',
          image: 'ghcr.io/acme/support-bot:only-plivo',
          'rollback-on-failure': 'true',
        })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the bot's code maps no "twilio" transport \\(its session said: Exception running bot\\(\\): Missing transport params for 'twilio'.*\\): set session-transport to the phone provider your bot maps`,
          ),
        )
        expect(run.outputs['rolled-back']).toBe('false')
      }),
    ),
  )

  it('passes a healthy turn once its lines are whole', () =>
    withDouble(LATE, async (double) => {
      const run = await converse(double)
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['conversation-test']).toBe('passed')
      // the stop line came, after the session was stopped: then, and not before, the verdict
      const stop = double.requests.findIndex((r) => r.method === 'DELETE' && r.path.includes('/sessions/'))
      const reads = logReads(double).map((r) => double.requests.indexOf(r))
      expect(reads.every((i) => i > stop)).toBe(true)
    }))

  it(
    'fails a smoke test whose session logged an ERROR that came after the window, and rolls back',
    throughDist(() =>
      withDouble(LATE, async (double) => {
        double.seed('support-bot', { image: OLD })
        const run = await smoke(double, { image: 'ghcr.io/acme/support-bot:2.0.0-logs-401' })
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^A session on the new deployment failed: OpenAILLMService#0 exception: Error code: 401 - Unauthorized\n/,
        )
        expect(run.outputs).toMatchObject({ 'smoke-test': 'failed', 'rolled-back': 'true' })
        expect(sessionsOf(double)[0]?.stopped).toBe(true)
      }),
    ),
  )

  it('finds an ERROR first among 3,000 lines, read page by page', () =>
    withDouble({ logPageMost: 100 }, async (double) => {
      const run = await smoke(double, { image: 'ghcr.io/acme/support-bot:2.0.0-logs-401-logs-3000' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/^A session on the new deployment failed: OpenAILLMService#0 exception: /)
      // the pages follow one another: each starts where the last one's lines ended
      const offsets = logReads(double).map((r) => Number(r.query.get('offset') ?? 0))
      expect(offsets).toContain(3000)
    }))

  it('keeps what it read when the store refuses to page deep, and says the cut', () =>
    withDouble({ logPageMost: 100, logOffsetMost: 1000 }, async (double) => {
      const run = await smoke(double, { image: 'ghcr.io/acme/support-bot:2.0.0-logs-401-logs-3000' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/^A session on the new deployment failed: OpenAILLMService#0 exception: /)
      expect(run.stdout).toMatch(/the service refused the lines past the first 1000 \(.*Result window is too large/)
    }))

  it('fails the watch on a caller whose traceback comes late, and rolls back', () =>
    withDouble({ ...LATE, callers: { everyMs: 250 } }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const run = await watchRun(double, {
        image: 'ghcr.io/acme/support-bot:callers-traceback',
        'watch-minutes': '0.5',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/caller sessions on deployment \S+ failed .*: KeyError: 'OPENAI_API_KEY'/)
      expect(run.outputs).toMatchObject({ watch: 'failed', 'rolled-back': 'true' })
    }))

  it(
    'says so when a turn’s lines never come, and rolls nothing back: their absence is no evidence',
    throughDist(() =>
      withDouble({ linesLateMs: 600_000 }, async (double) => {
        double.seed('support-bot', { image: OLD })
        // a typed turn: the 30 s bound is what this test waits for, not the caller's speech before it
        const run = await converse(double, {
          'rollback-on-failure': 'true',
          'conversation-say': 'text: Can you hear me?',
        })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the bot answered in \\d+ ms, but its log lines did not come within 30 s: an error in them cannot be ruled out\\. The service's log store is at fault, not the deployment: not rolled back`,
          ),
        )
        expect(run.outputs['rolled-back']).toBe('false')
        expect(htmlToText(run.summary)).toContain('its log lines did not come within 30 s')
      }),
    ),
  )
})
