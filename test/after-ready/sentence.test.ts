// The action's own sentence: the bundled module is the committed recording (assets/README.md says how it
// was made), and it is what conversation-say takes: PCM 16-bit, mono, 16 kHz, under 100 KB.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SENTENCE_WAV_BASE64 } from '../../src/after-ready/conversation/sentence.js'
import { readWav } from '../../src/wav.js'
import { ROOT } from '../helpers/run-action.js'

describe('the action’s sentence', () => {
  it('is the committed recording, a short mono 16 kHz PCM WAV (node scripts/sentence-module.js writes it)', () => {
    const wav = readFileSync(join(ROOT, 'assets', 'hello-can-you-hear-me.wav'))
    expect(Buffer.from(SENTENCE_WAV_BASE64, 'base64').equals(wav)).toBe(true)
    expect(wav.length).toBeLessThan(100_000)
    const read = readWav(wav)
    expect('problem' in read ? read.problem : [read.sampleRate, Math.round(read.durationMs / 100) / 10]).toEqual([
      16_000, 2.1,
    ])
  })
})
