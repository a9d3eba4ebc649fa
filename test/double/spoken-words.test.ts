// The double's words in audio (spoken-words.js) survive what a call does to audio, and real speech carries
// none: the double's speech service and its bots depend on both.
import { describe, expect, it } from 'vitest'
import { SENTENCE_WAV_BASE64 } from '../../src/after-ready/conversation/sentence.js'
import { mulawFromPcm, pcmFromMulaw } from '../../src/after-ready/transports/audio/mulaw.js'
import { resample } from '../../src/after-ready/transports/audio/resample.js'
import { readWav } from '../../src/wav.js'
import { hearWords, sayWords } from './spoken-words.js'

const TEXT = 'What is the capital of Japan?'

describe('words in the double’s audio', () => {
  it('are heard through a call: 24 kHz resampled to 8 kHz, µ-law both ways, doubled to 16 kHz, after silence', () => {
    const call = pcmFromMulaw(mulawFromPcm(resample(sayWords(TEXT, 24_000), 24_000, 8000)))
    const heard = Buffer.alloc(call.length * 2)
    for (let i = 0; i < call.length / 2; i++) {
      heard.writeInt16LE(call.readInt16LE(i * 2), i * 4)
      heard.writeInt16LE(call.readInt16LE(i * 2), i * 4 + 2)
    }
    expect(hearWords(Buffer.concat([Buffer.alloc(3200), heard]), 16_000)).toBe(TEXT)
  })

  it('are heard across silence a call’s line puts between two of its tones (a stalled sender)', () => {
    const spoken = sayWords(TEXT, 16_000)
    const symbol = 320 * 2
    const gapped = Buffer.concat([
      spoken.subarray(0, symbol * 5),
      Buffer.alloc(symbol * 2),
      spoken.subarray(symbol * 5, symbol * 30),
      Buffer.alloc(symbol),
      spoken.subarray(symbol * 30),
    ])
    expect(hearWords(gapped, 16_000)).toBe(TEXT)
  })

  it('are none in real speech, nor in silence, nor in a cut recording', () => {
    const wav = readWav(Buffer.from(SENTENCE_WAV_BASE64, 'base64'))
    if ('problem' in wav) throw new Error(wav.problem)
    expect(hearWords(wav.pcm, wav.sampleRate)).toBe('')
    expect(hearWords(Buffer.alloc(16_000), 8000)).toBe('')
    const spoken = sayWords(TEXT, 8000)
    expect(hearWords(spoken.subarray(0, spoken.length / 2), 8000)).toBe('')
  })
})
