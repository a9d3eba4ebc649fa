// G.711 µ-law (PCMU, 8 kHz): the codec the WebRTC link offers alone (Pipecat's aiortc follows the client's
// codec order, so a PCMU-only offer is answered with PCMU both ways: service-facts.md, "SmallWebRTC
// sessions"), and the encoding of a Twilio, Plivo or Telnyx call ("Phone providers over the generic
// WebSocket endpoint"). The caller's 16 kHz PCM goes out at 8 kHz; the bot's comes back as 16-bit PCM at 8 kHz.
import { halfRate } from './resample.js'

const BIAS = 0x84
const CLIP = 32635

/** One 16-bit sample as a µ-law byte (ITU-T G.711). */
function encodeSample(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0
  let magnitude = Math.min(Math.abs(sample), CLIP) + BIAS
  let exponent = 7
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent--
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f
  magnitude = ~(sign | (exponent << 4) | mantissa)
  return magnitude & 0xff
}

/** One µ-law byte as a 16-bit sample. */
function decodeSample(byte: number): number {
  const inverted = ~byte & 0xff
  const exponent = (inverted >> 4) & 0x07
  const magnitude = ((((inverted & 0x0f) << 3) + BIAS) << exponent) - BIAS
  return inverted & 0x80 ? -magnitude : magnitude
}

/** 16-bit PCM as µ-law, sample by sample, at its own rate. */
export function mulawFromPcm(pcm: Buffer): Buffer {
  const out = Buffer.alloc(Math.floor(pcm.length / 2))
  for (let i = 0; i < out.length; i++) out[i] = encodeSample(pcm.readInt16LE(i * 2))
  return out
}

/** 16 kHz 16-bit PCM as 8 kHz µ-law. */
export function mulawFrom16k(pcm: Buffer): Buffer {
  return mulawFromPcm(halfRate(pcm))
}

/** µ-law bytes as 16-bit PCM, little-endian, at their own 8 kHz. */
export function pcmFromMulaw(mulaw: Uint8Array): Buffer {
  const out = Buffer.alloc(mulaw.length * 2)
  for (let i = 0; i < mulaw.length; i++) out.writeInt16LE(decodeSample(mulaw[i] as number), i * 2)
  return out
}
