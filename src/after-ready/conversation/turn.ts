import { ACTION_VERSION } from '../../service/version.js'
import { seconds, sleep } from '../../time.js'
import type { BotConnection, BotEvent } from './connection.js'
import { audioFrame, rtviFrame } from './frames.js'

// One turn with the bot, as Pipecat's own WebSocket clients and release evaluations hold one: RTVI
// client-ready, wait for bot-ready; let a greeting finish (bot-stopped-speaking, or 1.5 s without bot
// audio); then the caller's sentence as raw audio in 20 ms frames at real-time pace and a second of silence
// (or a typed turn, RTVI send-text); then the bot's first audio with sound in it, timed from the end of the
// caller's speech, and its words (bot-llm-text, else bot-tts-text) until it stops speaking. RTVI
// disconnect-bot ends it. An RTVI error, or a closed connection, ends it with what the bot said.

const CHUNK_MS = 20
const TRAILING_SILENCE_MS = 1000
const QUIET_MS = 1500
const TICK_MS = 100
/** The mean absolute sample above which a frame carries sound, not silence (16-bit PCM). */
const LOUD = 300

export type Utterance = { kind: 'audio'; pcm: Buffer; sampleRate: number } | { kind: 'text'; text: string }

export type TurnOutcome =
  | { kind: 'answered'; responseMs: number; botSaid: string; heard: string; greeting: string }
  | { kind: 'failed'; why: string; heard: string; botSaid: string }

/** Whether 16-bit PCM has sound in it. */
export function hasSound(pcm: Buffer): boolean {
  let sum = 0
  const samples = Math.floor(pcm.length / 2)
  for (let i = 0; i < samples; i++) sum += Math.abs(pcm.readInt16LE(i * 2))
  return samples > 0 && sum / samples > LOUD
}

class TurnState {
  ready = false
  speaking = false
  stoppedAt = 0
  lastBotAudioAt = 0
  answering = false
  endOfSpeech = 0
  firstSoundAt = 0
  heard = ''
  greeting = { llm: '', tts: '' }
  answer = { llm: '', tts: '' }
  error: string | undefined
  ended: string | undefined

  apply(event: BotEvent): void {
    if (event.kind === 'ended') {
      this.ended ??= event.why
      return
    }
    const frame = event.frame
    if (frame.kind === 'audio' && hasSound(frame.audio)) {
      this.lastBotAudioAt = event.at
      if (this.answering && this.endOfSpeech && event.at >= this.endOfSpeech && !this.firstSoundAt)
        this.firstSoundAt = event.at
    } else if (frame.kind === 'transcription' && frame.text) this.heard = frame.text
    else if (frame.kind === 'message') this.message(frame.data, event.at)
  }

  private message(data: string, at: number): void {
    let message: { type?: unknown; data?: Record<string, unknown> }
    try {
      message = JSON.parse(data)
    } catch {
      return
    }
    const text = typeof message.data?.text === 'string' ? message.data.text : ''
    const words = this.answering ? this.answer : this.greeting
    switch (message.type) {
      case 'bot-ready':
        this.ready = true
        break
      case 'bot-started-speaking':
        this.speaking = true
        break
      case 'bot-stopped-speaking':
        this.speaking = false
        this.stoppedAt = at
        break
      case 'bot-llm-text':
        words.llm += text
        break
      case 'bot-tts-text':
        words.tts += text
        break
      case 'user-transcription':
        if (text && message.data?.final !== false) this.heard = text
        break
      case 'error':
      case 'error-response': {
        const said = message.data?.error ?? message.data?.message ?? JSON.stringify(message.data ?? {})
        this.error ??= `the bot reported an error over RTVI (${message.type}): ${String(said)}`
        break
      }
    }
  }

  said(words: { llm: string; tts: string }): string {
    return (words.llm || words.tts).replace(/\s+/g, ' ').trim()
  }
}

/** The events of the connection, applied to the turn's state as they come; waits on a condition. */
class Listener {
  private cursor = 0
  constructor(
    private readonly connection: BotConnection,
    readonly state: TurnState,
    private readonly signal: AbortSignal,
  ) {}

  pump(): void {
    const { events, next } = this.connection.since(this.cursor)
    this.cursor = next
    for (const event of events) this.state.apply(event)
  }

  /** True once `done` holds; false when the deadline passes, the bot errs or leaves, or the run is cancelled. */
  async until(done: () => boolean, deadline: number): Promise<boolean> {
    for (;;) {
      this.pump()
      if (this.state.error || this.state.ended || this.signal.aborted) return false
      if (done()) return true
      if (Date.now() >= deadline) return false
      await this.connection.next(Math.min(deadline, Date.now() + TICK_MS), this.signal)
    }
  }

  failed(why: string): TurnOutcome {
    const state = this.state
    return {
      kind: 'failed',
      why: state.error ?? state.ended ?? why,
      heard: state.heard,
      botSaid: state.said(state.answer),
    }
  }
}

/** Holds one turn; the outcome, never a throw for what the bot does. */
export async function holdTurn(
  connection: BotConnection,
  utterance: Utterance,
  windowMs: number,
  signal: AbortSignal,
): Promise<TurnOutcome> {
  const listener = new Listener(connection, new TurnState(), signal)
  const state = listener.state
  const window = seconds(windowMs)
  const about = { library: 'agent-deploy-action', library_version: ACTION_VERSION, platform: 'node' }
  connection.send(rtviFrame('client-ready', { version: '2.1.0', about }, 'client-ready-1'))
  if (!(await listener.until(() => state.ready, Date.now() + windowMs))) {
    return listener.failed(`the bot was not ready within ${window}: no RTVI bot-ready came after client-ready`)
  }
  await greetingDone(listener, windowMs)
  if (state.error || state.ended) return listener.failed('')
  state.answering = true
  state.stoppedAt = 0
  await speak(connection, utterance, state, () => listener.pump(), signal)
  if (state.error || state.ended) return listener.failed('')
  if (!(await listener.until(() => state.firstSoundAt > 0, state.endOfSpeech + windowMs))) {
    const heard = state.heard ? ` (it heard "${state.heard}")` : ' (it reported no transcription of what it heard)'
    return listener.failed(`the bot did not answer within ${window} of the end of the caller's speech${heard}`)
  }
  // Its whole answer: until it stops speaking, or 1.5 s without its audio.
  await listener.until(
    () => (state.stoppedAt > state.firstSoundAt && !state.speaking) || Date.now() - state.lastBotAudioAt >= QUIET_MS,
    state.endOfSpeech + windowMs,
  )
  if (state.error) return listener.failed('')
  // RTVI disconnect-bot is sent as the connection closes (conversation-check.ts), whatever the outcome.
  return {
    kind: 'answered',
    responseMs: state.firstSoundAt - state.endOfSpeech,
    botSaid: state.said(state.answer),
    heard: state.heard,
    greeting: state.said(state.greeting),
  }
}

/** A greeting first: until it ends (bot-stopped-speaking), or 1.5 s pass without bot audio. */
async function greetingDone(listener: Listener, windowMs: number): Promise<void> {
  const state = listener.state
  const readyAt = Date.now()
  await listener.until(
    () =>
      (state.stoppedAt > 0 && !state.speaking) ||
      (!state.speaking && Date.now() - Math.max(readyAt, state.lastBotAudioAt) >= QUIET_MS),
    readyAt + windowMs,
  )
}

/** The caller's turn: audio at real-time pace, then a second of silence; or a typed turn. */
async function speak(
  connection: BotConnection,
  utterance: Utterance,
  state: TurnState,
  pump: () => void,
  signal: AbortSignal,
): Promise<void> {
  if (utterance.kind === 'text') {
    connection.send(
      rtviFrame('send-text', { content: utterance.text, options: { run_immediately: true, audio_response: true } }),
    )
    state.endOfSpeech = Date.now()
    return
  }
  const bytes = Math.round((utterance.sampleRate * CHUNK_MS) / 1000) * 2
  const chunks: Buffer[] = []
  for (let at = 0; at < utterance.pcm.length; at += bytes) chunks.push(utterance.pcm.subarray(at, at + bytes))
  const lastLoud = chunks.findLastIndex((chunk) => hasSound(chunk))
  const silence = Buffer.alloc(bytes)
  for (let i = 0; i < TRAILING_SILENCE_MS / CHUNK_MS; i++) chunks.push(silence)
  const start = Date.now()
  for (const [index, chunk] of chunks.entries()) {
    await sleep(Math.max(0, start + index * CHUNK_MS - Date.now()), signal)
    if (signal.aborted) return
    pump()
    if (state.error || state.ended) return
    connection.send(audioFrame(chunk, utterance.sampleRate))
    // The end of the caller's speech: the last frame that carries the sentence, before the trailing silence.
    if (index === Math.max(lastLoud, 0)) state.endOfSpeech = Date.now() + CHUNK_MS
  }
}
