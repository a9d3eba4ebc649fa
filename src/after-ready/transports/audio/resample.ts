// PCM 16-bit mono from one rate to another, by linear interpolation: a recording to the 16 kHz a Pipecat
// pipeline hears at, a call's 8 kHz to and from it. Shared by every transport (audio/ holds the codecs).

/**
 * PCM 16-bit mono at another rate, by linear interpolation between neighbouring samples (a caller's
 * recording made at 8 to 48 kHz, sent at the 16 kHz a Pipecat pipeline takes). Good enough for speech a
 * bot's VAD and speech-to-text must hear; no filter: a 48 kHz recording loses what lies above 8 kHz.
 */
export function resample(pcm: Buffer, from: number, to: number): Buffer {
  if (from === to) return pcm
  const inCount = Math.floor(pcm.length / 2)
  const outCount = Math.floor((inCount * to) / from)
  const out = Buffer.alloc(outCount * 2)
  for (let i = 0; i < outCount; i++) {
    const at = (i * from) / to
    const left = Math.min(Math.floor(at), inCount - 1)
    const right = Math.min(left + 1, inCount - 1)
    const part = at - left
    const value = pcm.readInt16LE(left * 2) * (1 - part) + pcm.readInt16LE(right * 2) * part
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), i * 2)
  }
  return out
}

/** 16 kHz 16-bit PCM at 8 kHz: each pair of samples averaged (a low-pass good enough for speech). */
export function halfRate(pcm: Buffer): Buffer {
  const out = Buffer.alloc(Math.floor(pcm.length / 4) * 2)
  for (let i = 0; i < out.length / 2; i++)
    out.writeInt16LE((pcm.readInt16LE(i * 4) + pcm.readInt16LE(i * 4 + 2)) >> 1, i * 2)
  return out
}
