// The bots that fail the turn, each named in one line: one that never answers, one that raises on the first
// turn (a rollback follows), one that speaks a telephony serializer's JSON, one whose code has no WebSocket
// transport, an RTVI error, a token refused before the upgrade, a wsUrl on another host, and a cancel in the
// middle of the turn. The socket is closed and the session stopped whatever happens.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { converse, failedWith, PREFIX, sessionsOf, withDouble } from './setup.js'

describe.concurrent('a conversation that fails', () => {
  it(
    'says the bot never answered, and what it heard',
    throughDist(() =>
      withDouble({}, async (double) => {
        // the window bounds the connection too: 6 s, so that a machine a third as fast still connects in it
        const run = await converse(double, { image: 'ghcr.io/acme/support-bot:silent', 'conversation-seconds': '6' })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toBe(
          `${PREFIX}the bot did not answer within 6.0 s of the end of the caller's speech (it heard "Hello, can you hear me?")`,
        )
        expect(run.outputs['conversation-test']).toBe('failed')
        // told before the socket closed, even on a failure, then stopped
        expect(sessionsOf(double)[0]?.socket?.goodbye).toBe(true)
        expect(sessionsOf(double)[0]?.stopped).toBe(true)
      }),
    ),
  )

  it('names the exception a bot raised on the first turn, shows its lines, and rolls back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:raises', 'rollback-on-failure': 'true' })
      expect(run.code).toBe(1)
      expect(failedWith(run)).toMatch(
        /^The conversation with the new deployment failed: the bot raised: Exception running bot\(\): Error code: 404 - The model 'gpt-9' does not exist \(the bot closed the connection \(code 1011: Internal error\)\)\. Rolled back: /,
      )
      expect(run.outputs['rolled-back']).toBe('true')
      expect(double.agents.get('support-bot')?.deployments.at(-1)?.body.image).toBe('ghcr.io/acme/support-bot:1.0.0')
      const summary = htmlToText(run.summary)
      expect(summary).toContain(`Last log lines of session ${sessionsOf(double)[0]?.id}`)
      expect(summary).toContain(`| ${sessionsOf(double)[0]?.id} - Exception running bot(): Error code: 404`)
    }))

  it('finds an error its bot logged before 95 lines of a turn: every line of the session is read, not the newest 50', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:chatty-401' })
      expect(run.code).toBe(1)
      expect(failedWith(run)).toMatch(
        /^The conversation with the new deployment failed: the bot raised: \S+ \S+ \| ERROR {4}\| OpenAILLMService#0 exception: Error code: 401 /,
      )
      const reads = double.requests.filter((r) => r.path.endsWith('/logs') && r.query.get('sessionId'))
      expect(reads.map((r) => [r.query.get('limit'), r.query.get('order')])).toEqual([['100', 'asc']])
    }))

  it.each([
    ['telephony', `${PREFIX}the bot answers in a format that is not Pipecat's protobuf frames: it sent text messages`],
    [
      'no-websocket',
      `${PREFIX}the bot's code maps no "websocket" transport (its session said: Exception running bot(): Missing transport params for 'websocket'. Please add 'websocket' key to your transport_params dict.): set session-transport: webrtc for a bot that maps "webrtc", the phone provider a phone bot maps (twilio, telnyx, plivo, exotel) to place a call to it, or add a "websocket" entry to its transport params (FastAPI WebSocket params with the ProtobufFrameSerializer) beside the ones it has (see docs/conversation-test.md, "Which transport your bot maps")`,
    ],
    ['rtvi-error', `${PREFIX}the bot reported an error over RTVI (error): TTS service error: voice "ava-x" not found`],
    ['huge', `${PREFIX}the bot sent a frame over 1 MiB, the most the check reads`],
  ])('names a bot of the %s kind for what it is, never a bare timeout', (kind, message) =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: `ghcr.io/acme/support-bot:${kind}` })
      expect(run.code).toBe(1)
      expect(failedWith(run).startsWith(message), failedWith(run)).toBe(true)
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }),
  )

  it(
    'stops the session a start answer too large to read started, its id found past the part read',
    throughDist(() =>
      withDouble({}, async (double) => {
        // issue 61 §6: the id was in the part never read, and the session was left running
        double.setFaults([{ method: 'POST', path: '/v1/public/support-bot/start', padFirst: 5 * 1024 * 1024 }])
        const run = await converse(double)
        expect(run.code).toBe(1)
        const [session] = sessionsOf(double)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}The answer to POST /v1/public/support-bot/start is larger than the 4 MiB the action reads; it was cut off\\. Session ${session?.id} it started was stopped\\.`,
          ),
        )
        expect(session?.stopped).toBe(true)
        expect(run.outputs['rolled-back']).toBe('false')
      }),
    ),
  )

  it('shows a token refused before the upgrade with its status, and does not blame the key for it', () =>
    withDouble({}, async (double) => {
      double.setFaults([
        { method: 'GET', path: '/ws/generic/support-bot.acme', status: 403, body: '{"error":"Invalid session token"}' },
      ])
      const run = await converse(double)
      expect(run.code).toBe(1)
      expect(failedWith(run)).toBe(
        `${PREFIX}the endpoint refused the connection (403 Refused: {"error":"Invalid session token"})`,
      )
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
      // the service refused its own token: the deployment is not at fault
      expect(run.outputs['rolled-back']).toBe('false')
    }))

  it('ends in one error line, every output set and the session stopped when the endpoint cuts the handshake', () =>
    withDouble({}, async (double) => {
      // issue 55 §2: this left the step at "unsettled top-level await" (exit 13), silent, the session running
      double.setFaults([{ method: 'GET', path: '/ws/generic/support-bot.acme', drop: 'before' }])
      const run = await converse(double)
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toHaveLength(1)
      expect(failedWith(run)).toMatch(new RegExp(`^${PREFIX}the connection did not open \\(socket hang up\\)`))
      expect(run.outputs).toMatchObject({
        status: 'failed',
        ready: 'false',
        'conversation-test': 'failed',
        'rolled-back': 'false',
      })
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
      expect(htmlToText(run.summary)).toContain('the connection did not open')
    }))

  it('never puts a sessionId of .. in a path: no request leaves the session path, nothing is rolled back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const answer = { sessionId: '..', token: 'wst_secret', wsUrl: `${double.url.replace('http', 'ws')}/ws/generic/x` }
      double.setFaults([
        { method: 'POST', path: '/v1/public/support-bot/start', status: 200, body: JSON.stringify(answer) },
      ])
      const run = await converse(double, { 'rollback-on-failure': 'true' })
      expect(run.code).toBe(1)
      expect(failedWith(run)).toMatch(
        /^The conversation with the new deployment failed: The service answered 200 to POST \S+ with JSON that is not a started WebSocket session \(its sessionId is not an id: /,
      )
      expect(run.outputs['rolled-back']).toBe('false')
      // issue 55 §7: GET and DELETE /v1/agents/support-bot/ (the agent itself) were sent before
      const sent = double.requests.map((r) => `${r.method} ${r.path}`)
      expect(sent.filter((line) => line.startsWith('DELETE') || line.endsWith('/'))).toEqual([])
      expect(sent.filter((line) => line.includes('/sessions'))).toEqual([])
      expect(double.agents.get('support-bot')).toBeDefined()
    }))

  it('sends no token to a wsUrl on another host, naming the host', () =>
    withDouble({}, async (double) => {
      const answer = { sessionId: 'ses_evil', token: 'wst_secret', wsUrl: 'wss://collector.example/ws' }
      double.setFaults([
        { method: 'POST', path: '/v1/public/support-bot/start', status: 200, body: JSON.stringify(answer) },
      ])
      const run = await converse(double)
      expect(run.code).toBe(1)
      expect(failedWith(run)).toBe(
        `${PREFIX}the service's wsUrl leads to collector.example, which is not the service's host (127.0.0.1) nor one of its subdomains: the session token is not sent there`,
      )
    }))

  it('closes the socket and stops the session when the run is cancelled in the middle of the turn', () =>
    withDouble({}, async (double) => {
      const cancel = signalOnOutput('Connected to the bot', 'SIGTERM', 300)
      const run = await converse(double, { 'conversation-seconds': '20' }, { onStart: cancel.onStart })
      expect(run.code).not.toBe(0)
      expect(run.stderr).toBe('')
      expect(errorsOf(run)[0]).toMatch(
        /^Cancelled during a conversation check on deployment \S+ of agent 'support-bot'/,
      )
      const [session] = sessionsOf(double)
      expect(session?.stopped).toBe(true)
      expect(session?.socket?.closeCode).toBeDefined()
      expect(run.exitedAt - cancel.seenAt()).toBeLessThan(5_000)
    }))
})
