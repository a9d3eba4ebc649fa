// The scenarios and recordings over SmallWebRTC (issue 52), end to end through dist/index.js against the
// double's bot: a multi-turn scenario with a function call, an interruption (send_after) and DTMF, the same
// RTVI as over the WebSocket; WAV recordings at 8 and 48 kHz, resampled, sent as PCMU RTP and heard; a bot
// that streams 4 MiB of words over the data channel, every way out bounded.
import { describe, expect, it } from 'vitest'
import { ANSWER } from '../../double/bot.js'
import { deployInputs } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'
import { sessionsOf, toneWav } from '../conversation/setup.js'

const SCENARIO = `name: over_webrtc
turns:
  - user: "What's the weather in San Francisco?"
    expect:
      - event: function_call
        calls:
          - name: get_current_weather
            args: { location: San Francisco }
      - event: response
        text_contains: "68 degrees"
  - user: "Tell me a long story about Paris."
    expect:
      - event: llm_started
  - user: "Actually, what is the capital of Japan?"
    send_after: { event: llm_started, delay_ms: 300 }
    expect:
      - event: bot_interrupted
      - event: response
        text_contains: Tokyo
  - dtmf: 012#
    expect:
      - event: response
        text_contains: "You pressed 012#"
`

const deploy = (url: string, workspace: string, inputs: Record<string, string>) =>
  runStep(
    deployInputs(url, { image: 'ghcr.io/acme/support-bot:2.0.0', 'public-api-key': 'pk_test_public', ...inputs }),
    { env: { GITHUB_WORKSPACE: workspace } },
  )

// Its runs at once, as test/e2e/webrtc/turn.test.ts's turns (idle mostly: audio at real-time pace).
describe.concurrent('over SmallWebRTC', () => {
  it(
    'runs a scenario with a function call, an interruption and DTMF, each over the data channel',
    throughDist(() =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({ 'evals/over-webrtc.yaml': SCENARIO })
        try {
          const run = await deploy(double.url, ws.dir, { scenarios: 'evals/*.yaml' })
          expect(run.code, run.stdout).toBe(0)
          expect(run.outputs.scenarios).toBe('passed')
          expect(run.summary).toContain('passed: pass rate 1 (at least 1 needed), over SmallWebRTC')
          expect(run.stdout).toMatch(/Scenario over_webrtc: connected to the bot of session ses_\d+ over webrtc/)
          const session = sessionsOf(double)[0] as unknown as {
            webrtc?: unknown
            socket?: { messages?: { type: string }[] }
          }
          expect(session.webrtc).toBeDefined()
          expect(session.socket?.messages?.filter((m) => m.type === 'dtmf')).toHaveLength(4)
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it.each([48_000, 8_000])('sends a %d Hz recording as PCMU RTP, heard by the bot', (rate) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({ 'question.wav': toneWav(1_200, rate) })
      try {
        const run = await deploy(double.url, ws.dir, {
          'conversation-test': 'true',
          'conversation-say': 'question.wav',
        })
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs['bot-said']).toBe(ANSWER)
        // the caller's RTP is heard at the pipeline's 16 kHz, whatever the recording's rate
        expect(sessionsOf(double)[0]?.socket?.input?.rates).toEqual([16_000])
      } finally {
        ws.remove()
      }
    }),
  )

  it('bounds every way out when a bot streams 4 MiB of words over the data channel', () =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({})
      try {
        const run = await deploy(double.url, ws.dir, {
          'conversation-test': 'true',
          image: 'ghcr.io/acme/support-bot:verbose',
        })
        expect(run.code, run.stdout.slice(0, 2000)).toBe(0)
        expect(run.summary.length).toBeLessThan(200_000)
        expect(Math.max(...run.stdout.split('\n').map((line) => line.length))).toBeLessThan(5_000)
        expect((run.outputs['bot-said'] ?? '').length).toBeLessThanOrEqual(2_001)
      } finally {
        ws.remove()
      }
    }))
})
