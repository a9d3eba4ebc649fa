import { sleep } from '../../../time.js'
import { hasSound } from './loudness.js'

// The caller's audio as a client or a phone provider streams it: 20 ms chunks at real-time pace (a chunk
// late is sent at once, catching up), then a second of silence, since a bot's VAD hears the end of speech in
// audio, never in its absence. The turn's sentence and the speech service's words alike.

/** one chunk of the caller's audio */
export const CHUNK_MS = 20
/** the caller's silence after their words */
export const TRAILING_SILENCE_MS = 1000

/**
 * Sends `speech` (PCM 16-bit mono at `rate`) with `send`, paced, then the silence. Before each chunk, `goOn`
 * is asked whether to send it, told whether it is the last that carries sound (the first, when none does);
 * false, or `signal`, ends the stream there.
 */
export async function paceCallerAudio(
  speech: Buffer,
  rate: number,
  send: (chunk: Buffer) => void,
  signal: AbortSignal,
  goOn: (lastLoud: boolean) => boolean = () => true,
): Promise<void> {
  const bytes = (rate * CHUNK_MS * 2) / 1000
  const chunks: Buffer[] = []
  for (let at = 0; at < speech.length; at += bytes) chunks.push(speech.subarray(at, at + bytes))
  const lastLoud = Math.max(
    chunks.findLastIndex((chunk) => hasSound(chunk)),
    0,
  )
  const silence = Buffer.alloc(bytes)
  for (let i = 0; i < TRAILING_SILENCE_MS / CHUNK_MS; i++) chunks.push(silence)
  const start = Date.now()
  for (const [index, chunk] of chunks.entries()) {
    await sleep(Math.max(0, start + index * CHUNK_MS - Date.now()), signal)
    if (signal.aborted || !goOn(index === lastLoud)) return
    send(chunk)
  }
}
