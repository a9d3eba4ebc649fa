// @ts-check
// Words carried in the double's audio, so that a speech service and a bot of the project's doubles can
// "say" and "hear" them deterministically (issue 62): each character is two 20 ms tones, one a nibble of its
// byte (600 + 150 n Hz, n 0 to 15), after a 3000 Hz tone that marks them as words, and a 450 Hz tone ends
// them (and fills whatever follows); a symbol off its tone, or no end, is no words (real speech). The
// tones are loud from the first sample, so the words start where the sound starts; what a call does to them
// (8 kHz, µ-law, a resampler's interpolation) keeps each tone's zero crossings, which is all a hearer counts.
// Real speech is not this: a real recognizer hears nothing in it, and the real bot (../shared/real-pipecat/)
// is what shows what a speech service's audio does to a real one (CONTRIBUTING.md).

const SYMBOL_MS = 20
const AMPLITUDE = 8000
const END_HZ = 450
const MARK_HZ = 3000
const nibbleHz = (/** @type {number} */ n) => 600 + 150 * n

/** The words as PCM 16-bit mono at `rate`, at least `leastMs` long (the end tone fills the rest). */
export function sayWords(/** @type {string} */ text, /** @type {number} */ rate, leastMs = 0) {
  const bytes = [...Buffer.from(text.replace(/[^\x20-\x7e]/g, '?'), 'latin1')]
  const tones = [MARK_HZ, ...bytes.flatMap((byte) => [nibbleHz(byte >> 4), nibbleHz(byte & 15)]), END_HZ, END_HZ]
  const perSymbol = Math.round((rate * SYMBOL_MS) / 1000)
  const samples = Math.max(tones.length * perSymbol, Math.round((rate * leastMs) / 1000))
  const pcm = Buffer.alloc(samples * 2)
  let phase = Math.PI / 2
  for (let i = 0; i < samples; i++) {
    const hz = tones[Math.floor(i / perSymbol)] ?? END_HZ
    pcm.writeInt16LE(Math.round(AMPLITUDE * Math.sin(phase)), i * 2)
    phase += (2 * Math.PI * hz) / rate
  }
  return pcm
}

/**
 * The words in PCM 16-bit mono at `rate` (from its first loud sample), or '' when it carries none. Silence
 * between two tones (a call's line fills a stalled sender's gaps with it) is skipped, and the next tone
 * taken from where its sound starts.
 */
export function hearWords(/** @type {Buffer} */ pcm, /** @type {number} */ rate) {
  const samples = Math.floor(pcm.length / 2)
  const at = (/** @type {number} */ i) => pcm.readInt16LE(i * 2)
  const loudFrom = (/** @type {number} */ i) => {
    while (i < samples && Math.abs(at(i)) < AMPLITUDE / 4) i++
    return i
  }
  /** whether the 2 ms from `i` are silence */
  const quiet = (/** @type {number} */ i) => {
    const span = Math.max(1, Math.round(rate / 500))
    let sum = 0
    for (let k = i; k < Math.min(samples, i + span); k++) sum += Math.abs(at(k))
    return sum / span < AMPLITUDE / 8
  }
  const perSymbol = (rate * SYMBOL_MS) / 1000
  /** the tone of the symbol that starts at `from` (its middle, clear of a resampler's smear at its edges) */
  const toneAt = (/** @type {number} */ from) => {
    const a = Math.round(from + perSymbol * 0.15)
    const b = Math.round(from + perSymbol * 0.85)
    if (b >= samples) return undefined
    let crossings = 0
    for (let i = a + 1; i <= b; i++) if (at(i - 1) < 0 !== at(i) < 0) crossings++
    return (crossings * rate) / (2 * (b - a))
  }
  let position = loudFrom(0)
  const mark = toneAt(position)
  if (mark === undefined || Math.abs(mark - MARK_HZ) > 200) return ''
  const nibbles = []
  for (;;) {
    position += perSymbol
    if (quiet(Math.round(position))) position = loudFrom(Math.round(position))
    const hz = toneAt(position)
    if (hz === undefined) return ''
    if (Math.abs(hz - END_HZ) < 75) break
    const nibble = Math.round((hz - nibbleHz(0)) / 150)
    if (nibble < 0 || nibble > 15 || Math.abs(hz - nibbleHz(nibble)) > 50) return ''
    nibbles.push(nibble)
  }
  let text = ''
  for (let i = 0; i + 1 < nibbles.length; i += 2)
    text += String.fromCharCode(((nibbles[i] ?? 0) << 4) | (nibbles[i + 1] ?? 0))
  return /^[\x20-\x7e]+$/.test(text) ? text : ''
}
