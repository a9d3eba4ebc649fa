import { seconds } from '../../time.js'
import { hasSound } from '../transports/audio/loudness.js'
import { resample } from '../transports/audio/resample.js'
import { type BotLink, INPUT_RATE } from '../transports/bot-link.js'
import { MOST_AUDIO_MS, type Speech } from './speech-client.js'

// A call heard as its caller hears it (issue 62): the words of a typed turn spoken before the call starts,
// and the bot's answer (its first sound after the caller's speech, until its audio has been silent 0.7 s, or
// it sent none for 1.5 s, or the window ended) sent to the speech service and transcribed. The answer's time stays the bot's: the
// transcription's round trip comes after the turn.

/** How long the bot is quiet before its answer is taken as said: silence in its audio. */
export const ANSWER_QUIET_MS = 700
/**
 * How long the bot sends no audio at all before its answer is taken as said: a bot that sends nothing between
 * its sentences is quiet only by the clock, and a machine that stalls delivers audio late, in a burst. Longer
 * than any stall (as the turn's own 1.5 s), so that a late frame is never taken for the answer's end.
 */
export const NO_AUDIO_MS = 1500

/** The words spoken by the speech service, at the 16 kHz a Pipecat pipeline hears: the caller's audio. */
export async function spokenTurn(speech: Speech, text: string): Promise<Buffer> {
  const spoken = await speech.speak(text)
  return resample(spoken.pcm, spoken.sampleRate, INPUT_RATE)
}

/** The bot's answer as the call carried it: PCM 16-bit mono, its rate, and how long it sounds. */
export function answerAudio(link: BotLink, from: number): { pcm: Buffer; sampleRate: number } {
  const kept: Buffer[] = []
  let sampleRate = 0
  let quietMs = 0
  let lastLoudAt = 0
  for (const event of link.since(0).events) {
    if (event.kind !== 'frame' || event.frame.kind !== 'audio' || event.at < from) continue
    const { audio } = event.frame
    sampleRate ||= event.frame.sampleRate
    if (event.frame.sampleRate !== sampleRate) continue
    const ms = (audio.length / 2 / sampleRate) * 1000
    const loud = hasSound(audio)
    // quiet in the audio itself, or a gap in it (a bot that sends nothing between its sentences)
    if (lastLoudAt && (event.at - lastLoudAt >= NO_AUDIO_MS + ms || quietMs >= ANSWER_QUIET_MS)) break
    quietMs = loud ? 0 : quietMs + ms
    if (loud) lastLoudAt = event.at
    kept.push(audio)
  }
  const most = Math.floor((MOST_AUDIO_MS / 1000) * (sampleRate || 8000)) * 2
  return { pcm: Buffer.concat(kept).subarray(0, most), sampleRate: sampleRate || 8000 }
}

/** What was heard of an answer: its words, or why none came of audio that had sound. */
export interface Heard {
  text: string
  noWords?: string
}

/** What the caller heard of the answer, or why no words came of audio that had sound. */
export async function heardAnswer(speech: Speech, link: BotLink, from: number): Promise<Heard> {
  const { pcm, sampleRate } = answerAudio(link, from)
  const text = await speech.transcribe(pcm, sampleRate)
  if (text) return { text }
  const sent = seconds((pcm.length / 2 / sampleRate) * 1000)
  return { text, noWords: `the speech service heard no words in the ${sent} of the bot's answer it was sent` }
}

/**
 * The answer that began at `from`, once it is whole (0.7 s of quiet after its last sound, the link's end, or
 * 60 s), as the speech service heard it (no text when `signal` ended the wait).
 */
export async function heardOnceSaid(speech: Speech, link: BotLink, from: number, signal: AbortSignal): Promise<Heard> {
  for (;;) {
    if (signal.aborted) return { text: '' }
    const { last, quietMs } = soundSince(link, from)
    const now = Date.now()
    if (link.ended || quietMs >= ANSWER_QUIET_MS || now - last >= NO_AUDIO_MS || now - from >= MOST_AUDIO_MS) break
    await link.next(last + NO_AUDIO_MS, signal)
  }
  return heardAnswer(speech, link, from)
}

/** When the link's audio last had sound, from `from` on, and how much silent audio came after it. */
function soundSince(link: BotLink, from: number): { last: number; quietMs: number } {
  let last = from
  let quietMs = 0
  for (const event of link.since(0).events) {
    if (event.kind !== 'frame' || event.frame.kind !== 'audio' || event.at < from) continue
    if (hasSound(event.frame.audio)) {
      last = event.at
      quietMs = 0
    } else quietMs += (event.frame.audio.length / 2 / event.frame.sampleRate) * 1000
  }
  return { last, quietMs }
}
