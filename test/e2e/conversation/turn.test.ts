// One conversational turn with the new deployment, end to end through dist/index.js against the double's
// bot behind the generic WebSocket endpoint (Pipecat's protobuf frames, RTVI): the action's own sentence,
// a typed turn and the words expected, a slow bot over max-response-ms, a bot that greets first, a session
// on the previous deployment, the session's body, the keys each request carries.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { ANSWER, GREETING, HEARD } from '../../double/bot.js'
import { errorsOf, TEST_KEY } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { converse, PUBLIC_KEY, sessionsOf, starts, withDouble } from './setup.js'

describe.concurrent('conversation-test', () => {
  it(
    'speaks the action’s sentence, times the answer, shows the transcript, and ends the session',
    throughDist(() =>
      withDouble({}, async (double) => {
        const run = await converse(double)
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs['conversation-test']).toBe('passed')
        const ms = Number(run.outputs['response-ms'])
        // the double's bot hears the end of speech after 400 ms of silence (audio time: a busy machine's bursts
        // make it less of the clock) and answers 300 ms of the clock later
        expect(ms).toBeGreaterThanOrEqual(300)
        expect(ms).toBeLessThan(3_000)
        expect(run.outputs['bot-said']).toBe(ANSWER)
        const summary = htmlToText(run.summary)
        expect(summary).toContain(`✅ Deployed, ready and answered in ${ms} ms: agent 'support-bot' created`)
        expect(summary).toContain(`The bot heard | ${HEARD}`)
        expect(summary).toContain(`The bot said | ${ANSWER}`)
        expect(summary).toContain(`Response time | ${ms} ms`)
        // every header cell closed (an empty one was left open: <tr><th>Turn</th><th></tr>)
        expect(run.summary).toContain('<tr><th>Turn</th><th>What was seen</th></tr>')
        expect(run.summary).not.toMatch(/<th>(?!.*?<\/th>)[^<]*<\/tr>/)
        const [session] = sessionsOf(double)
        // named for a later check of the workflow, which never counts it as a caller (docs/check.md)
        expect(run.stdout).toContain(`::notice::Sessions the agent check held with agent 'support-bot': ${session?.id}`)
        expect(session?.socket?.goodbye).toBe(true)
        expect(session?.stopped).toBe(true)
        expect(session?.socket?.authorization).toBe(`Bearer ${session?.token}`)
        // the public key only to the start, the private key everywhere else, the token only to wsUrl
        expect(starts(double).map((r) => [r.headers.authorization, r.body])).toEqual([
          [`Bearer ${PUBLIC_KEY}`, { transport: 'websocket' }],
        ])
        const others = double.requests.filter((r) => !r.path.startsWith('/v1/public/'))
        expect(others.every((r) => r.headers.authorization === `Bearer ${TEST_KEY}`)).toBe(true)
        // masked at once, and never printed
        expect(run.stdout).toContain(`::add-mask::${session?.token}`)
        expect(run.stdout.replace(`::add-mask::${session?.token}`, '')).not.toContain(session?.token ?? 'no token')
      }),
    ),
  )

  it(
    'says in a notice that ice-addresses does nothing over the WebSocket, and holds the turn',
    throughDist(() =>
      withDouble({}, async (double) => {
        // issue 61 §4: a setting that did nothing passed in silence
        const run = await converse(double, { 'ice-addresses': '127.0.0.1' })
        expect(run.code, run.stdout).toBe(0)
        expect(run.stdout).toContain(
          "::notice::Input 'ice-addresses' does nothing with session-transport: websocket: only SmallWebRTC (webrtc) gathers ICE candidates on the runner's addresses; the generic WebSocket is one TCP connection to the session's wsUrl",
        )
      }),
    ),
  )

  it('holds a typed turn, and checks the words expected, quoting what the bot said when they are not there', () =>
    withDouble({}, async (double) => {
      const say = 'text: What is the capital of Germany?'
      const berlin = await converse(double, { 'conversation-say': say, 'conversation-expect': 'BERLIN' })
      expect(berlin.code, berlin.stdout).toBe(0)
      expect(berlin.outputs['bot-said']).toBe('The capital of Germany is Berlin.')
      const paris = await converse(double, { 'conversation-say': say, 'conversation-expect': 'Paris', force: 'true' })
      expect(paris.code).toBe(1)
      expect(errorsOf(paris)[0]).toBe(
        `The conversation with the new deployment failed: the bot's answer does not contain "Paris": it said "The capital of Germany is Berlin."`,
      )
      expect(paris.outputs['conversation-test']).toBe('failed')
    }))

  it('fails a slow answer over max-response-ms, saying how long it took', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:slow', 'max-response-ms': '1500' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /^The conversation with the new deployment failed: the bot answered after (\d+) ms, over max-response-ms \(1500 ms\)$/,
      )
      expect(Number(run.outputs['response-ms'])).toBeGreaterThan(2_500)
    }))

  it('lets a greeting finish before speaking, and does not take it for the answer', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:greets' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['bot-said']).toBe(ANSWER)
      expect(htmlToText(run.summary)).toContain(`The bot greeted | ${GREETING}`)
    }))

  it('waits for a greeting that pauses more than 1.5 s after its first sentence, its model still under way', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:paused-greeting' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['bot-said']).toBe(ANSWER)
      expect(htmlToText(run.summary)).toContain(`The bot greeted | ${GREETING}`)
    }))

  it('counts a greeting’s quiet from its last sound, not from bot-ready: a recording that pauses is still the greeting', () =>
    withDouble({}, async (double) => {
      // the caller is muted until the greeting ends: spoken over, the bot would never hear the caller
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:quiet-greeting' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['bot-said']).toBe(ANSWER)
    }))

  it('ends a session that lands on the previous deployment without judging it, and holds the turn on the new one', () =>
    withDouble({ previousServesStarts: 1 }, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await converse(double)
      expect(run.code, run.stdout).toBe(0)
      const sessions = sessionsOf(double)
      expect(sessions[0]?.deploymentId).not.toBe(run.outputs['deployment-id'])
      expect(sessions[0]?.socket).toBeUndefined()
      expect(sessions.at(-1)?.deploymentId).toBe(run.outputs['deployment-id'])
      expect(sessions.every((s) => s.stopped)).toBe(true)
    }))

  it('hands the bot the session’s body, and shows the service’s refusal of one in its words', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { 'conversation-body': '{"language": "de"}' })
      expect(run.code, run.stdout).toBe(0)
      expect(starts(double)[0]?.body).toEqual({ transport: 'websocket', body: { language: 'de' } })
      const url = new URL(sessionsOf(double)[0]?.socket?.url ?? '', 'ws://x')
      expect(JSON.parse(Buffer.from(url.searchParams.get('body') ?? '', 'base64').toString())).toEqual({
        language: 'de',
      })
      const none = await converse(double, { 'conversation-body': '{"language": "de"}', 'websocket-auth': 'none' })
      expect(none.code).toBe(1)
      expect(errorsOf(none)[0]).toContain(
        `The service refused to start a session on agent 'support-bot': The service answered 400 Bad Request to POST /v1/public/support-bot/start: "A body cannot be passed to an agent whose websocket_auth is 'none'"`,
      )
    }))
})
