// A WebRTC turn or scenario that fails before any media flows (issues 52, 55), end to end through
// dist/index.js against the double: ICE that never connects, a bot whose code takes no WebRTC session (the
// turn and the scenarios decided alike), an answer werift cannot take, a cancel while the offer's answer is
// awaited. They wait on windows, not on the CPU: at once (no RTP, DTLS or SCTP flows in any of them).
import { describe, expect, it } from 'vitest'
import { deployInputs, errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'
import { sessionsOf } from '../conversation/setup.js'
import { OLD, turn } from './setup.js'

describe.concurrent('a WebRTC turn that fails before any media flows', () => {
  it(
    'fails in bounded time when ICE never connects, naming the servers tried and what a runner needs',
    throughDist(() =>
      withDouble({ webrtcUnreachable: true }, async (double) => {
        const run = await turn(double.url, { 'conversation-seconds': '3' })
        expect(run.code).toBe(1)
        expect(run.outputs).toMatchObject({ 'conversation-test': 'failed', 'rolled-back': 'false' })
        expect(errorsOf(run)[0]).toMatch(
          /ICE did not connect to the bot within 3\.0 s \(no connection within .*; servers tried: stun:127\.0\.0\.1:\d+, turn:127\.0\.0\.1:\d+\?transport=tcp; local addresses: 127\.0\.0\.1\)\. A runner needs outbound UDP/,
        )
        expect(run.stdout).not.toMatch(/turn-secret-[0-9a-f]{16}(?!$)/m)
      }),
    ),
  )

  it.each([
    [
      'its code maps no webrtc, naming session-transport: websocket',
      'no-webrtc',
      /^The conversation with the new deployment failed: the bot's code maps no "webrtc" transport \(its session said: Exception running bot\(\): Missing transport params for 'webrtc'\. Please add 'webrtc' key to your transport_params dict\.\): set session-transport: websocket/,
    ],
    [
      // issue 55 §3: told to set session-transport: websocket, and rolled back
      'it is a Daily-only bot, advising no session-transport that would not help',
      'daily-only',
      /^The conversation with the new deployment failed: the bot's session raised at its start: Exception running bot\(\): 'SmallWebRTCRunnerArguments' object has no attribute 'room_url': a bot that builds its transport itself takes only the sessions of that transport: build it with create_transport(?!.*session-transport)/,
    ],
  ])('quotes the bot’s own line when %s, and rolls nothing back', (_, kind, message) =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: OLD })
      const run = await turn(double.url, {
        image: `ghcr.io/acme/support-bot:${kind}`,
        'rollback-on-failure': 'true',
        // long enough for the session's own line to be read at a third of this machine's pace (4 s was not)
        'conversation-seconds': '12',
      })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(message)
      expect(run.outputs['rolled-back']).toBe('false')
    }),
  )

  it(
    'ends the turn on a bot that raised at its start within seconds of its lines, though its connection stays open',
    throughDist(() =>
      withDouble({}, async (double) => {
        // issue 61 §2: the base image closes no SmallWebRTC connection when bot() raises; the turn waited its
        // whole window (23 s), and would wait all 120 s here
        double.seed('support-bot', { image: OLD })
        const connected = signalOnOutput('Connected to the bot of session')
        const run = await turn(
          double.url,
          { image: 'ghcr.io/acme/support-bot:no-webrtc' },
          { onStart: connected.onStart },
        )
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^The conversation with the new deployment failed: the bot's code maps no "webrtc" transport \(its session said: Exception running bot\(\): Missing transport params for 'webrtc'/,
        )
        expect(run.outputs['rolled-back']).toBe('false')
        // the lines are read every second while the bot is not ready: far less than the 120 s window, at any pace
        expect(connected.sinceSeenMs()).toBeLessThan(30_000)
        expect(sessionsOf(double)[0]?.stopped).toBe(true)
      }),
    ),
  )

  it('decides the scenarios on a bot that maps no webrtc as the turn does: its ValueError quoted, nothing rolled back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: OLD })
      const ws = workspaceWith({
        'evals/hello.yaml': 'name: hello\nturns:\n  - user: "Hello"\n    expect:\n      - event: response\n',
      })
      try {
        const inputs = {
          image: 'ghcr.io/acme/support-bot:no-webrtc',
          'public-api-key': 'pk_test_public',
          scenarios: 'evals/*.yaml',
          'rollback-on-failure': 'true',
        }
        const run = await runStep(deployInputs(double.url, inputs), { env: { GITHUB_WORKSPACE: ws.dir } })
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^The scenarios could not run: the bot's code maps no "webrtc" transport \(its session said: Exception running bot\(\): Missing transport params for 'webrtc'\. Please add 'webrtc' key to your transport_params dict\.\): set session-transport: websocket/,
        )
        expect(run.outputs['rolled-back']).toBe('false')
      } finally {
        ws.remove()
      }
    }))

  it('ends the step when the answer is one werift cannot take: the peer connection closed, the session stopped', () =>
    withDouble({}, async (double) => {
      // issue 55 §7: the turn failed, but the peer connection stayed open and the step never ended
      const sdp = 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=audio notaport UDP/TLS/RTP/SAVPF 0\r\n'
      double.setFaults([
        {
          method: 'POST',
          pathMatch: /\/api\/offer$/,
          status: 200,
          body: JSON.stringify({ sdp, type: 'answer', pc_id: 'SmallWebRTCConnection#0-x' }),
        },
      ])
      const run = await turn(double.url, {}, { timeoutMs: 30_000 })
      expect(run.signal).toBeNull()
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toHaveLength(1)
      expect(errorsOf(run)[0]).toContain("the bot's answer to the offer could not be taken (")
      expect(run.outputs).toMatchObject({ 'conversation-test': 'failed', 'rolled-back': 'false' })
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }))

  it('ends promptly when cancelled while the offer’s answer is awaited, the session stopped', () =>
    withDouble({}, async (double) => {
      double.setFaults([{ method: 'POST', pathMatch: /\/api\/offer$/, delayMs: 20_000 }])
      const cancel = signalOnOutput('Started session', 'SIGTERM', 300)
      const run = await turn(double.url, {}, { onStart: cancel.onStart, timeoutMs: 30_000 })
      expect(run.signal).toBeNull()
      expect(run.code).toBe(1)
      // the offer's answer is not waited out (20 s): nothing but closing is left to do, well within the
      // runner's 7.5 s grace after SIGTERM on this machine, and within 15 s at a third of it busy with the
      // rest of the suite (8.3 s once)
      expect(run.exitedAt - cancel.seenAt()).toBeLessThan(15_000)
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }))
})
