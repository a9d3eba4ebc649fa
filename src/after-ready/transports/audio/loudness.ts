// Whether a chunk of audio carries sound or silence: how the turn finds the bot's answer, and a call that
// ended without a sound is told from one that ended after the bot spoke.

/** The mean absolute sample above which a frame carries sound, not silence (16-bit PCM). */
const LOUD = 300

/** Whether 16-bit PCM has sound in it. */
export function hasSound(pcm: Buffer): boolean {
  let sum = 0
  const samples = Math.floor(pcm.length / 2)
  for (let i = 0; i < samples; i++) sum += Math.abs(pcm.readInt16LE(i * 2))
  return samples > 0 && sum / samples > LOUD
}
