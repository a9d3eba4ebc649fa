// What a real Pipecat bot does that the turn must meet (issue 44 §1, §4): every client message with an id,
// the bot let close first after disconnect-bot, audio sent at the 16 kHz the pipeline hears, a greeting
// that starts late, a frame kind of a newer Pipecat, and bots whose answers are not answers: one that
// streams audio without listening, one that answers in text only, a recording without speech, an RTVI
// error whose words are an object, a bot that reads every connection as a phone call.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { ANSWER, GREETING } from '../../double/bot.js'
import { throughDist } from '../../helpers/run-step.js'
import { converse, failedWith, PREFIX, sessionsOf, toneWav, withDouble, workspaceWith } from './setup.js'

describe.concurrent('a turn with a bot that behaves as Pipecat’s does', () => {
  it(
    'sends every RTVI message with an id, and lets the bot close first: no error in its lines',
    throughDist(() =>
      withDouble({}, async (double) => {
        const run = await converse(double, { 'conversation-say': 'text: What is the capital of Germany?' })
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs['bot-said']).toBe('The capital of Germany is Berlin.')
        const [session] = sessionsOf(double)
        const messages = session?.socket?.messages ?? []
        expect(messages.map((m) => m.type)).toEqual(['client-ready', 'send-text', 'disconnect-bot'])
        expect(messages.every((m) => typeof m.id === 'string' && m.id.length > 0)).toBe(true)
        // the bot closed (1000, no reason) before the action did: it logged nothing at ERROR
        expect(session?.socket?.closeCode).toBe(1000)
        expect(session?.socket?.closeReason).toBe('')
        expect(session?.botLines ?? []).toEqual([])
      }),
    ),
  )

  it.each([48_000, 8_000])('sends a %d Hz recording at the 16 kHz the bot hears, in 640-byte frames', (rate) =>
    withDouble({}, async (double) => {
      const own = workspaceWith({ 'question.wav': toneWav(1_200, rate) })
      try {
        const run = await converse(
          double,
          { 'conversation-say': 'question.wav' },
          { env: { GITHUB_WORKSPACE: own.dir } },
        )
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs['bot-said']).toBe(ANSWER)
        // the 1.2 s tone heard as 1.2 s: resampled, not sent at its own rate's bytes (3.6 s, or 0.6 s)
        expect(sessionsOf(double)[0]?.socket?.input).toMatchObject({ rates: [16_000], sizes: [640] })
        expect(sessionsOf(double)[0]?.socket?.input?.loudMs).toBeCloseTo(1_200, -2)
      } finally {
        own.remove()
      }
    }),
  )

  it('waits out a greeting that starts late, and times the answer to the caller, not the greeting', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, {
        image: 'ghcr.io/acme/support-bot:late-greeting',
      })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['bot-said']).toBe(ANSWER)
      // heard after 400 ms of silence (audio time, less of the clock in a busy machine's bursts), answered
      // 300 ms of the clock later: from the end of the caller's speech, never from the greeting
      expect(Number(run.outputs['response-ms'])).toBeGreaterThanOrEqual(300)
      expect(htmlToText(run.summary)).toContain(`The bot greeted | ${GREETING}`)
    }))

  it('takes a frame kind it does not know, in the middle of the answer, in its stride', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:newer' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs['conversation-test']).toBe('passed')
    }))

  it.each([
    [
      'deaf',
      `${PREFIX}the bot spoke but never reported hearing the caller (no RTVI user-stopped-speaking or user-transcription within 6.0 s of the end of their speech): what it said was no answer.`,
    ],
    [
      'text-only',
      `${PREFIX}the bot answered in text ("${ANSWER}") but sent no audio within 6.0 s of the end of the caller's speech (it heard "Hello, can you hear me?"): look at its text-to-speech`,
    ],
    [
      'error-object',
      `${PREFIX}the bot reported an error over RTVI (error): {"code":"quota_exceeded","message":"Quota exceeded"}`,
    ],
    [
      'phone-parser',
      `${PREFIX}the bot reads every session as a phone call (its session said: Exception running bot(): 'text'): it calls parse_telephony_websocket first and takes only a phone provider's stream`,
    ],
  ])('says what a %s bot did, in words that point where to look', (kind, message) =>
    withDouble({}, async (double) => {
      // the window bounds the connection too: 6 s, so that a machine a third as fast still connects in it
      const run = await converse(double, { image: `ghcr.io/acme/support-bot:${kind}`, 'conversation-seconds': '6' })
      expect(run.code).toBe(1)
      expect(failedWith(run).startsWith(message), failedWith(run)).toBe(true)
      expect(run.outputs['response-ms']).toBe('')
    }),
  )

  it('says the bot never heard speech when the recording holds none', () =>
    withDouble({}, async (double) => {
      const own = workspaceWith({ 'quiet.wav': toneWav(800, 16_000).fill(0, 44) })
      try {
        const run = await converse(
          double,
          { 'conversation-say': 'quiet.wav', 'conversation-seconds': '2' },
          { env: { GITHUB_WORKSPACE: own.dir } },
        )
        expect(run.code).toBe(1)
        expect(failedWith(run)).toBe(
          `${PREFIX}the bot never heard speech: it reported no user-stopped-speaking or user-transcription within 2.0 s of the end of the caller's speech (its VAD heard none: is the recording speech?)`,
        )
      } finally {
        own.remove()
      }
    }))
})
