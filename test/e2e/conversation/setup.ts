// What the conversation tests share: a double of its own for each test (they run at once), closed whatever
// happens, and a deploy with the conversation check on, as a step that sets conversation-test.
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { type ActionRun, deployInputs, errorsOf, type runAction } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'

export { withDouble, workspaceWith }

export const PUBLIC_KEY = 'pk_test_public'
export const PREFIX = 'The conversation with the new deployment failed: '
/** The first line of the step's error. */
export const failedWith = (run: ActionRun) => errorsOf(run)[0]?.split('\n')[0] ?? ''

export const converse = (
  double: AgentServiceDouble,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runAction>[1] = {},
) =>
  runStep(
    deployInputs(double.url, {
      image: 'ghcr.io/acme/support-bot:2.0.0',
      'conversation-test': 'true',
      'public-api-key': PUBLIC_KEY,
      // conversation-seconds at its default (20 s): a passing turn ends when the bot answers, so the window is
      // never what it waits for, and a busy machine's slower double never overruns it. Tests of a bot that
      // never answers set a short window of their own.
      // the WebSocket path's own tests; the WebRTC ones set webrtc (test/e2e/webrtc/)
      'session-transport': 'websocket',
      ...inputs,
    }),
    options,
  )

export const sessionsOf = (double: AgentServiceDouble) => [...double.sessions.values()]
export const starts = (double: AgentServiceDouble) => double.requests.filter((r) => r.path.startsWith('/v1/public/'))

/** A WAV file of a tone (PCM 16-bit), `ms` long, at `rate`, with `channels`. */
export function toneWav(ms: number, rate: number, channels = 1): Buffer {
  const samples = Math.round((rate * ms) / 1000)
  const pcm = Buffer.alloc(samples * 2 * channels)
  for (let i = 0; i < samples; i++) {
    for (let c = 0; c < channels; c++)
      pcm.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 300 * i) / rate)), (i * channels + c) * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + pcm.length, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(channels, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2 * channels, 28)
  header.writeUInt16LE(2 * channels, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(pcm.length, 40)
  return Buffer.concat([header, pcm])
}
