// What the conversation check takes, refused before any request when it is wrong (naming the input, quoting
// a wrong value bounded), and the runs that hold a turn.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { converse, sessionsOf, starts, toneWav, withDouble, workspaceWith } from './setup.js'

describe.concurrent('conversation inputs', () => {
  it.each([
    [
      { 'conversation-say': 'missing.wav' },
      "Input 'conversation-say' is not valid: missing.wav: it does not exist in the workspace",
    ],
    [
      { 'conversation-say': 'stereo.wav' },
      "Input 'conversation-say' is not valid: stereo.wav: expected PCM 16-bit, mono, 8 to 48 kHz (this one is PCM 16-bit, 2 channels, 16000 Hz)",
    ],
    [
      { 'conversation-say': 'long.wav' },
      "Input 'conversation-say' is not valid: long.wav: expected at most 30 s of speech (this one is 31.0 s)",
    ],
    [
      { 'conversation-say': 'notes.txt' },
      "Input 'conversation-say' is not valid: notes.txt: expected a WAV file (RIFF/WAVE)",
    ],
    [
      { 'conversation-say': '../outside.wav' },
      "Input 'conversation-say' is not valid: expected a path relative to the workspace",
    ],
    [{ 'conversation-say': 'text:' }, "Input 'conversation-say' is not valid: expected words after 'text:'"],
    [{ 'conversation-body': '[1, 2]' }, "Input 'conversation-body' is not valid: expected a JSON object"],
    [
      { 'conversation-body': `{"a": "${'x'.repeat(5000)}"}` },
      "Input 'conversation-body' is not valid: expected at most 4 KB of JSON",
    ],
    [{ 'max-response-ms': '0' }, "Input 'max-response-ms' is not valid: expected a whole number of at least 1"],
    [
      { 'conversation-seconds': '121' },
      "Input 'conversation-seconds' is not valid: expected a whole number of at least 1 and at most 120",
    ],
    [{ 'public-api-key': '' }, "Input 'public-api-key' is required with 'conversation-test'"],
  ])('refuses %o before any request, naming the input', (inputs, message) =>
    withDouble({}, async (double) => {
      const say = (inputs as Record<string, string>)['conversation-say'] ?? ''
      const files: Record<string, () => Buffer | string> = {
        'stereo.wav': () => toneWav(500, 16_000, 2),
        'long.wav': () => toneWav(31_000, 8_000),
        'notes.txt': () => 'hello',
      }
      const workspace = workspaceWith(files[say] ? { [say]: files[say]() } : {})
      try {
        const run = await converse(double, inputs, { env: { GITHUB_WORKSPACE: workspace.dir } })
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toContain(message)
        // a value of any size is quoted bounded
        expect(errorsOf(run)[0]?.length).toBeLessThan(600)
        expect(double.requests).toEqual([])
      } finally {
        workspace.remove()
      }
    }),
  )

  it(
    'holds no turn for a dry run; holds one on the deployment that serves when the run made none',
    throughDist(() =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:2.0.0' })
        const plan = await converse(double, { 'dry-run': 'true' })
        expect(plan.code).toBe(0)
        expect(starts(double)).toEqual([])
        const unchanged = await converse(double)
        expect(unchanged.code, unchanged.stdout).toBe(0)
        expect(unchanged.outputs.operation).toBe('unchanged')
        expect(unchanged.outputs['conversation-test']).toBe('passed')
        expect(sessionsOf(double)).toHaveLength(1)
      }),
    ),
  )
})
