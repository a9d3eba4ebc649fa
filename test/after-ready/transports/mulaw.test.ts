// µ-law (G.711 PCMU) against the reference values of ITU-T G.711 as the reference C code (Sun's g711.c)
// computes them (issue 55 §8: the double's voice detector hears only energy, so a wrong codec passed).
import { describe, expect, it } from 'vitest'
import { mulawFrom16k, pcmFromMulaw } from '../../../src/after-ready/transports/audio/mulaw.js'

/** Each sample twice, as 16 kHz PCM: mulawFrom16k averages each pair into one 8 kHz sample. */
function pcm16k(samples: number[]): Buffer {
  const out = Buffer.alloc(samples.length * 4)
  samples.forEach((sample, i) => {
    out.writeInt16LE(sample, i * 4)
    out.writeInt16LE(sample, i * 4 + 2)
  })
  return out
}

describe('G.711 µ-law', () => {
  it('encodes the reference samples to their bytes', () => {
    const samples = [0, -1, 8, 100, -100, 1000, -1000, 5000, 32767, -32768]
    const bytes = [0xff, 0x7f, 0xfe, 0xf2, 0x72, 0xce, 0x4e, 0xab, 0x80, 0x00]
    expect([...mulawFrom16k(pcm16k(samples))]).toEqual(bytes)
  })

  it('decodes the reference bytes to their samples', () => {
    const bytes = [0x00, 0x01, 0x0f, 0x55, 0x7e, 0x7f, 0x80, 0xaa, 0xfe, 0xff]
    const samples = [-32124, -31100, -16764, -716, -8, 0, 32124, 5372, 8, 0]
    const pcm = pcmFromMulaw(Uint8Array.from(bytes))
    expect(Array.from({ length: bytes.length }, (_, i) => pcm.readInt16LE(i * 2))).toEqual(samples)
  })

  it('decodes every byte to a sample that encodes back to it (0x7f, the second zero, aside)', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    const pcm = pcmFromMulaw(all)
    const samples = Array.from({ length: 256 }, (_, i) => pcm.readInt16LE(i * 2))
    const again = [...mulawFrom16k(pcm16k(samples))]
    expect(again.filter((byte, i) => byte !== i)).toEqual([0xff])
  })
})
