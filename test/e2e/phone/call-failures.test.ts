// A call that fails (issue 56), end to end against the double's phone bot: a bot that maps no such provider,
// one that hangs up without a sound or never speaks, a cut handshake, a cancel in the middle; and what a call
// cannot carry, refused before any request. Each ends in one error line, every output set, the session stopped.
import { describe, expect, it, vi } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { converse, failedWith, PREFIX, sessionsOf, withDouble, workspaceWith } from '../conversation/setup.js'

describe.concurrent('a call that fails', () => {
  it.each(['twilio', 'telnyx', 'plivo', 'exotel'])(
    'quotes the bot’s own line when its code maps no %s, naming session-transport, and rolls nothing back',
    (provider) =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await converse(double, {
          'session-transport': provider,
          image: `ghcr.io/acme/support-bot:only-${provider === 'twilio' ? 'plivo' : 'twilio'}`,
          'rollback-on-failure': 'true',
          'conversation-seconds': '12',
        })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the bot's code maps no "${provider}" transport \\(its session said: Exception running bot\\(\\): Missing transport params for '${provider}'.*\\): set session-transport to the phone provider your bot maps`,
          ),
        )
        expect(run.outputs['rolled-back']).toBe('false')
      }),
  )

  it('advises session-transport: websocket for a bot that answers a call with Pipecat’s binary frames, and rolls nothing back', () =>
    withDouble({}, async (double) => {
      // issue 61 §6: the advice said a setting while the deployment was rolled back
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await converse(double, {
        'session-transport': 'twilio',
        image: 'ghcr.io/acme/support-bot:frames-only',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      expect(failedWith(run)).toMatch(
        new RegExp(
          `^${PREFIX}the bot answered the call with binary messages, not Twilio's JSON events: a bot on the generic WebSocket transport \\(Pipecat's protobuf frames\\) takes session-transport: websocket`,
        ),
      )
      expect(run.outputs).toMatchObject({ 'conversation-test': 'failed', 'rolled-back': 'false' })
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }))

  it('says a bot ended the call without a sound, with its session’s lines, and rolls back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await converse(double, {
        'session-transport': 'twilio',
        image: 'ghcr.io/acme/support-bot:hangs-up',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      expect(failedWith(run)).toMatch(
        new RegExp(`^${PREFIX}the bot ended the call without a sound \\(code 1000\\)\\. Rolled back`),
      )
      expect(htmlToText(run.summary)).toContain('the bot ended the call without a sound')
      expect(run.outputs).toMatchObject({ 'conversation-test': 'failed', 'rolled-back': 'true' })
      expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
    }))

  it('fails in one line, every output set and the session stopped, when the bot takes the call and never speaks', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, {
        'session-transport': 'twilio',
        image: 'ghcr.io/acme/support-bot:silent',
        'conversation-seconds': '3',
      })
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toHaveLength(1)
      expect(failedWith(run)).toMatch(
        new RegExp(
          `^${PREFIX}the bot sent no audio with sound within 3\\.0 s of the end of the caller's speech \\(a call shows nothing else: no words, no report of hearing\\)`,
        ),
      )
      expect(run.outputs).toMatchObject({
        status: 'failed',
        'conversation-test': 'failed',
        'bot-said': '',
        'rolled-back': 'false',
      })
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
    }))

  it(
    'fails a bot muted until its late greeting is done: the greeting it speaks over the caller is no answer (issue 61 §2)',
    throughDist(() =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await converse(double, {
          'session-transport': 'twilio',
          image: 'ghcr.io/acme/support-bot:mute-until-greeted',
          'conversation-seconds': '6',
          'rollback-on-failure': 'true',
        })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the bot was sounding while the caller spoke or as they stopped \\(a greeting not done, a bot muted until it is, or audio it streams without listening\\), and no sound began after a second of quiet within 6\\.0 s of the end of their speech: it never answered them`,
          ),
        )
        expect(run.outputs).toMatchObject({ 'response-ms': '', 'rolled-back': 'true' })
        // the bot itself never heard a sound of the caller's
        expect(sessionsOf(double)[0]?.socket?.heard).toBeUndefined()
      }),
    ),
  )

  it('fails a bot that streams sound from the call’s first moment without listening (a stuck voice)', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, {
        'session-transport': 'telnyx',
        image: 'ghcr.io/acme/support-bot:deaf',
        'conversation-seconds': '3',
      })
      expect(run.code).toBe(1)
      expect(failedWith(run)).toMatch(
        new RegExp(
          `^${PREFIX}the bot was sounding while the caller spoke or as they stopped .* it never answered them`,
        ),
      )
      expect(run.outputs['response-ms']).toBe('')
    }))

  it('ends in one error line, every output set and the session stopped when the endpoint cuts the call’s handshake', () =>
    withDouble({}, async (double) => {
      double.setFaults([{ method: 'GET', path: '/ws/generic/support-bot.acme', drop: 'before' }])
      const run = await converse(double, { 'session-transport': 'exotel' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toHaveLength(1)
      expect(failedWith(run)).toMatch(new RegExp(`^${PREFIX}the connection did not open \\(socket hang up\\)`))
      expect(run.outputs).toMatchObject({ status: 'failed', 'conversation-test': 'failed', 'rolled-back': 'false' })
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
    }))

  it.each(['plivo', 'websocket'])(
    'ends at once when cancelled while the endpoint holds the upgrade (%s), the opening socket given up and the session stopped',
    (transport) =>
      withDouble({}, async (double) => {
        // issue 61 §6: SIGTERM waited for the handshake's timeout, 8 to 58 s; GitHub kills a cancelled step
        // about 10 s after its first signal, with the session left running
        double.setFaults([{ method: 'GET', path: '/ws/generic/support-bot.acme', delayMs: 120_000 }])
        let signalledAt = 0
        const onStart = (child: import('node:child_process').ChildProcess) => {
          const held = setInterval(() => {
            if (double.upgradesHeld === 0) return
            clearInterval(held)
            signalledAt = Date.now()
            child.kill('SIGTERM')
          }, 20)
          child.on('exit', () => clearInterval(held))
        }
        const run = await converse(
          double,
          { 'session-transport': transport, 'conversation-seconds': '120' },
          { onStart },
        )
        expect(run.code).not.toBe(0)
        expect(errorsOf(run)[0]).toMatch(
          /^Cancelled during a conversation check on deployment \S+ of agent 'support-bot'/,
        )
        await vi.waitFor(() => expect(double.upgradesAbandoned).toBe(1))
        expect(sessionsOf(double)[0]?.stopped).toBe(true)
        // far under the 120 s the handshake was given, and under GitHub's 10 s at any pace
        expect(run.exitedAt - signalledAt).toBeLessThan(5_000)
      }),
  )

  it('hangs up and stops the session when the run is cancelled in the middle of the call', () =>
    withDouble({}, async (double) => {
      const cancel = signalOnOutput('Connected to the bot', 'SIGTERM', 300)
      const run = await converse(double, { 'session-transport': 'plivo' }, { onStart: cancel.onStart })
      expect(run.code).not.toBe(0)
      expect(run.stderr).toBe('')
      expect(errorsOf(run)[0]).toMatch(
        /^Cancelled during a conversation check on deployment \S+ of agent 'support-bot'/,
      )
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
      expect(sessionsOf(double)[0]?.socket?.closeCode).toBeDefined()
      expect(run.exitedAt - cancel.seenAt()).toBeLessThan(5_000)
    }))

  it.each([
    [
      'a typed turn',
      { 'conversation-say': 'text: What is the capital of Japan?' },
      /^Input 'conversation-say' is a typed turn, and session-transport: twilio places a Twilio call, which carries the caller's audio and keys, never typed words: set speech-api-key for a speech service \(speech-url\) to speak it, say it as a recording/,
    ],
    [
      'conversation-expect',
      { 'conversation-expect': 'Tokyo' },
      /^Input 'conversation-expect' is set, and session-transport: twilio places a Twilio call, .*: no words come back over a call, only the bot's audio\. Set speech-api-key for a speech service \(speech-url\) to transcribe the answer/,
    ],
    [
      'a scenario’s typed turn',
      { scenarios: 'evals/*.yaml', 'conversation-test': 'false' },
      /^Input 'scenarios': evals\/hello\.yaml:4: turn #1 says 'user:' \(typed words\), and session-transport: twilio places a Twilio call, which carries keys and audio: set speech-api-key for a speech service to speak it, press keys with 'dtmf:', or run this scenario over webrtc or websocket/,
    ],
    [
      'a scenario’s words of a response',
      { scenarios: 'evals/words.yaml', 'conversation-test': 'false' },
      /^Input 'scenarios': evals\/words\.yaml:3: turn #0 checks the words of a response \(text_contains\), and session-transport: twilio places a Twilio call: no words come back over a call/,
    ],
  ])('refuses %s over a call before any request', (_, inputs, message) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({
        'evals/hello.yaml': 'name: hello\nturns:\n  - dtmf: "1"\n  - user: "Hello"\n',
        'evals/words.yaml':
          'name: words\nturns:\n  - dtmf: "1"\n    expect:\n      - event: response\n        text_contains: "You pressed"\n',
      })
      try {
        const run = await converse(
          double,
          { 'session-transport': 'twilio', ...inputs },
          { env: { GITHUB_WORKSPACE: ws.dir } },
        )
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(message)
        expect(double.requests).toHaveLength(0)
      } finally {
        ws.remove()
      }
    }),
  )
})
