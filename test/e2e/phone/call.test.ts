// A turn over a phone provider's call (issue 56), end to end against the double's third wire
// (test/double/phone-bot.js: the provider recognised from the first two text messages, as Pipecat's runner
// does): each provider's spoken turn (Twilio's through dist/index.js), a WAV, a greeting. Failures and
// refusals: call-failures.test.ts; scenarios and the check action: call-scenarios.test.ts.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { throughDist } from '../../helpers/run-step.js'
import { converse, sessionsOf, toneWav, withDouble, workspaceWith } from '../conversation/setup.js'
import { callOf } from './setup.js'

const STARTS: Record<string, RegExp> = {
  twilio: /"start":\{"accountSid":"AC[0-9a-f]{32}","streamSid":"MZ[0-9a-f]{32}","callSid":"CA[0-9a-f]{32}"/,
  telnyx: /"call_control_id":"v3:[0-9a-f]{48}".*"media_format":\{"encoding":"PCMU","sample_rate":8000/,
  plivo: /"start":\{"callId":"[0-9a-f-]{36}","streamId":"[0-9a-f-]{36}"/,
  exotel: /"start":\{"stream_sid":"[0-9a-f]{32}","call_sid":"[0-9a-f]{32}","account_sid":"acme-test"/,
}

describe.concurrent('a turn over a phone call', () => {
  /** `say`: a recording in the workspace instead of the action's 2.5 s sentence */
  const spoken = (provider: string, say?: Buffer) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith(say ? { 'say.wav': say } : {})
      const run = await converse(
        double,
        { 'session-transport': provider, ...(say ? { 'conversation-say': 'say.wav' } : {}) },
        { env: { GITHUB_WORKSPACE: ws.dir } },
      ).finally(() => ws.remove())
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs).toMatchObject({ 'conversation-test': 'passed', 'bot-said': '' })
      expect(Number(run.outputs['response-ms'])).toBeGreaterThan(0)
      const name = provider[0]?.toUpperCase() + provider.slice(1)
      const article = provider === 'exotel' ? 'an' : 'a'
      expect(run.stdout).toMatch(
        new RegExp(`over ${provider} \\(${article} ${name} call, 127\\.0\\.0\\.1:\\d+\\) in \\d+ ms`),
      )
      expect(run.stdout).toMatch(/^The bot answered in \d+ ms with sound \(a call carries no words\)$/m)
      expect(htmlToText(run.summary)).toContain(
        `Transport | ${article} ${name} call over the generic WebSocket (${provider})`,
      )
      const call = callOf(double)
      expect(call?.provider).toBe(provider)
      expect(JSON.stringify(call?.start)).toMatch(STARTS[provider] as RegExp)
      // the caller's line streamed for the whole call, silence included, then stop
      expect(call?.media).toBeGreaterThan(100)
      expect(call?.stops).toBe(1)
      // the bot's failed hang-up of the made-up call is in its lines, and no fault of the bot
      const lines = (sessionsOf(double)[0]?.botLines ?? []).map((line) => line.log).join('\n')
      if (provider !== 'exotel')
        expect(lines).toMatch(
          /ERROR +\| pipecat\.serializers\.\w+:_hang_up_call:\d+ \| \S+ - Failed to terminate \w+ call/,
        )
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
    })

  // one provider through dist/ (the same bundle speaks every provider), the others in process
  it(
    'speaks the sentence in a twilio call, as the provider does, and times the answer',
    throughDist(() => spoken('twilio')),
  )

  // what differs by provider is its messages and its encoding: a short recording shows them (less CPU than
  // the whole sentence streamed at real-time pace)
  it.each(['telnyx', 'plivo', 'exotel'])(
    'speaks a recording in a %s call, as the provider does, and times the answer',
    (provider) => spoken(provider, toneWav(600, 8_000)),
  )

  it('speaks a WAV recorded at 48 kHz, resampled to the call’s 8 kHz, heard as long as it was', () =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({ 'hello.wav': toneWav(1200, 48_000) })
      try {
        const run = await converse(
          double,
          { 'session-transport': 'telnyx', 'conversation-say': 'hello.wav' },
          { env: { GITHUB_WORKSPACE: ws.dir } },
        )
        expect(run.code, run.stdout).toBe(0)
        const loudMs = sessionsOf(double)[0]?.socket?.input?.loudMs ?? 0
        expect(loudMs).toBeGreaterThan(1000)
        expect(loudMs).toBeLessThan(1400)
      } finally {
        ws.remove()
      }
    }))

  it('lets a greeting end before the caller speaks, and times the answer, not the greeting', () =>
    withDouble({}, async (double) => {
      // the bot greets when the call starts (no client-ready comes over a call) and mutes the caller meanwhile:
      // a caller who spoke over it would never be heard
      const run = await converse(double, { 'session-transport': 'exotel', image: 'ghcr.io/acme/support-bot:greets' })
      expect(run.code, run.stdout).toBe(0)
      expect(Number(run.outputs['response-ms'])).toBeLessThan(3000)
    }))
})
