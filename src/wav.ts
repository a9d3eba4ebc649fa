// A WAV file as a caller's recording: RIFF/WAVE with PCM 16-bit samples, one channel, 8 to 48 kHz, at
// most 30 s (conversation-say). Anything else is refused with what it is and what is expected; what is
// taken is resampled to the rate a bot hears at (transports/audio/resample.ts), never otherwise converted.

export interface Recording {
  /** PCM 16-bit little-endian, mono */
  pcm: Buffer
  sampleRate: number
  durationMs: number
}

export const LONGEST_RECORDING_MS = 30_000
const PCM = 1
const EXTENSIBLE = 0xfffe

/** The recording, or what is wrong with it ("expected …"). */
export function readWav(bytes: Buffer): Recording | { problem: string } {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    return { problem: 'expected a WAV file (RIFF/WAVE), and this is not one' }
  }
  let format: { code: number; channels: number; rate: number; bits: number } | undefined
  let data: Buffer | undefined
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4)
    const size = bytes.readUInt32LE(at + 4)
    const body = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size))
    if (id === 'fmt ' && body.length >= 16) {
      const code = body.readUInt16LE(0)
      format = {
        code: code === EXTENSIBLE && body.length >= 26 ? body.readUInt16LE(24) : code,
        channels: body.readUInt16LE(2),
        rate: body.readUInt32LE(4),
        bits: body.readUInt16LE(14),
      }
    } else if (id === 'data') {
      data = body
      break
    }
    at += 8 + size + (size % 2)
  }
  if (!format || !data) return { problem: 'expected a WAV file with a fmt and a data chunk' }
  const heard = `${format.code === PCM ? 'PCM' : `format ${format.code}`} ${format.bits}-bit, ${format.channels} channel${format.channels === 1 ? '' : 's'}, ${format.rate} Hz`
  if (
    format.code !== PCM ||
    format.bits !== 16 ||
    format.channels !== 1 ||
    format.rate < 8000 ||
    format.rate > 48_000
  ) {
    return { problem: `expected PCM 16-bit, mono, 8 to 48 kHz (this one is ${heard})` }
  }
  const pcm = data.subarray(0, data.length - (data.length % 2))
  const durationMs = Math.round((pcm.length / 2 / format.rate) * 1000)
  if (durationMs > LONGEST_RECORDING_MS) {
    return { problem: `expected at most 30 s of speech (this one is ${(durationMs / 1000).toFixed(1)} s)` }
  }
  if (pcm.length === 0) return { problem: 'expected a recording, and its data chunk is empty' }
  return { pcm: Buffer.from(pcm), sampleRate: format.rate, durationMs }
}

/** A WAV file of PCM 16-bit mono samples: the action's own sentence is kept this way. */
export function writeWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + pcm.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(PCM, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(pcm.length, 40)
  return Buffer.concat([header, pcm])
}
