// A turn over a phone provider's call (issue 56), end to end against the double's third wire
// (test/double/phone-bot.js: the provider recognised from the first two text messages, as Pipecat's runner
// does), each provider's spoken turn through dist/index.js; the check action's call through
// dist/check/index.js; what a call cannot carry refused before any request.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { converse, PUBLIC_KEY, sessionsOf, toneWav, withDouble, workspaceWith } from '../conversation/setup.js'

type Call = { provider: string; start: Record<string, unknown>; media: number; dtmf: string[]; stops: number }
const callOf = (double: Parameters<Parameters<typeof withDouble>[1]>[0]) =>
  (sessionsOf(double)[0] as unknown as { call?: Call }).call
const PREFIX = 'The conversation with the new deployment failed: '
const failedWith = (run: { stdout: string }) => errorsOf(run)[0]?.replace(/ \(deployment [^)]*\)$/, '') ?? ''

// each provider's own start, as its bot recognises it (Pipecat's _detect_transport_type_from_message)
const STARTS: Record<string, RegExp> = {
  twilio: /"start":\{"accountSid":"AC[0-9a-f]{32}","streamSid":"MZ[0-9a-f]{32}","callSid":"CA[0-9a-f]{32}"/,
  telnyx: /"call_control_id":"v3:[0-9a-f]{48}".*"media_format":\{"encoding":"PCMU","sample_rate":8000/,
  plivo: /"start":\{"callId":"[0-9a-f-]{36}","streamId":"[0-9a-f-]{36}"/,
  exotel: /"start":\{"stream_sid":"[0-9a-f]{32}","call_sid":"[0-9a-f]{32}","account_sid":"acme-test"/,
}

describe.concurrent('a turn over a phone call', () => {
  const spoken = (provider: string) =>
    withDouble({}, async (double) => {
      const run = await converse(double, { 'session-transport': provider })
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
      if (provider !== 'exotel') expect(lines).toMatch(/ERROR .*Failed to terminate \w+ call/)
      expect(sessionsOf(double)[0]?.stopped).toBe(true)
    })

  // one provider through dist/ (the same bundle speaks every provider), the others in process
  it(
    'speaks the sentence in a twilio call, as the provider does, and times the answer',
    throughDist(() => spoken('twilio')),
  )

  it.each(['telnyx', 'plivo', 'exotel'])(
    'speaks the sentence in a %s call, as the provider does, and times the answer',
    (provider) => spoken(provider),
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
            `^${PREFIX}the bot's code maps no "${provider}" transport \\(its session said: ValueError: Missing transport params for '${provider}'.*\\): set session-transport to the phone provider your bot maps`,
          ),
        )
        expect(run.outputs['rolled-back']).toBe('false')
      }),
  )

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
      /^Input 'conversation-say' is a typed turn, and session-transport: twilio places a Twilio call, which carries the caller's audio and keys, never typed words: say it as a recording/,
    ],
    [
      'conversation-expect',
      { 'conversation-expect': 'Tokyo' },
      /^Input 'conversation-expect' is set, and session-transport: twilio places a Twilio call, .*: no words come back over a call, only the bot's audio/,
    ],
    [
      'a scenario’s typed turn',
      { scenarios: 'evals/*.yaml', 'conversation-test': 'false' },
      /^Input 'scenarios': evals\/hello\.yaml:4: turn #1 says 'user:' \(typed words\), and session-transport: twilio places a Twilio call, which carries keys and audio: press keys with 'dtmf:', or run this scenario over webrtc or websocket/,
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

const KEYS = `name: keys over a call
turns:
  - dtmf: 012#
    expect:
      - event: bot_interrupted
      - event: response
        within_ms: 5000
  - dtmf: 5#
    expect:
      - event: response
        within_ms: 5000
`

describe('scenarios over a phone call', () => {
  const keys = (provider: string) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({ 'evals/keys.yaml': KEYS })
      try {
        const run = await runStep(
          {
            'api-key': 'sk_test_private',
            'api-url': double.url,
            'agent-name': 'support-bot',
            image: 'ghcr.io/acme/support-bot:2.0.0',
            'public-api-key': PUBLIC_KEY,
            scenarios: 'evals/*.yaml',
            'session-transport': provider,
          },
          { env: { GITHUB_WORKSPACE: ws.dir } },
        )
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs.scenarios).toBe('passed')
        expect(callOf(double)?.dtmf).toEqual(['0', '1', '2', '#', '5', '#'])
        expect(sessionsOf(double)[0]?.stopped).toBe(true)
      } finally {
        ws.remove()
      }
    })

  it(
    'presses keys as Plivo’s dtmf events, takes its clearAudio as bot_interrupted and its audio as the response',
    throughDist(() => keys('plivo')),
  )

  it.each(['twilio', 'telnyx', 'exotel'])(
    'presses keys as %s’s dtmf events, its clear as bot_interrupted, its audio as the response',
    (provider) => keys(provider),
  )
})

describe('the check action over a phone call', () => {
  it(
    'places a call to the agent’s bot in the provider’s protocol, and writes nothing',
    throughDist(() =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await runStep(
          {
            'api-key': 'sk_test_private',
            'api-url': double.url,
            'agent-name': 'support-bot',
            'public-api-key': PUBLIC_KEY,
            'conversation-test': 'true',
            'session-transport': 'telnyx',
          },
          { action: 'check' },
        )
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs).toMatchObject({ health: 'healthy', 'conversation-test': 'passed' })
        expect(callOf(double)?.provider).toBe('telnyx')
        // the session's start and stop are the only requests that are not reads
        const writes = double.requests.filter(
          (r) => r.method !== 'GET' && !r.path.startsWith('/v1/public/') && !/\/sessions\/[^/]+$/.test(r.path),
        )
        expect(writes).toEqual([])
      }),
    ),
  )
})
