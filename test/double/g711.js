// @ts-check
// G.711 for the double's bots, written from the standard (ITU-T G.711), not from the action's own
// (src/after-ready/transports/audio/mulaw.ts), so that one cannot hide a mistake of the other: µ-law (PCMU)
// both ways, A-law (PCMA) to linear, as a Telnyx call's media_format may name it.

/** @param {number} sample */
export function mulaw(sample) {
  const sign = sample < 0 ? 0x80 : 0
  let magnitude = Math.min(Math.abs(sample), 32635) + 0x84
  let exponent = 7
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent--
  magnitude = ~(sign | (exponent << 4) | ((magnitude >> (exponent + 3)) & 0x0f))
  return magnitude & 0xff
}
/** @param {number} byte */
export function linear(byte) {
  const inverted = ~byte & 0xff
  const exponent = (inverted >> 4) & 0x07
  const magnitude = ((((inverted & 0x0f) << 3) + 0x84) << exponent) - 0x84
  return inverted & 0x80 ? -magnitude : magnitude
}
/** G.711 A-law to linear. @param {number} byte */
export function alaw(byte) {
  const a = byte ^ 0x55
  const exponent = (a & 0x70) >> 4
  let magnitude = (a & 0x0f) << 4
  magnitude += exponent === 0 ? 8 : 0x108
  if (exponent > 1) magnitude <<= exponent - 1
  return a & 0x80 ? magnitude : -magnitude
}
