import { seconds } from '../../time.js'
import { CHUNK_MS, paceCallerAudio } from '../transports/audio/caller-pace.js'
import { type BotLink, INPUT_RATE } from '../transports/bot-link.js'
import { clientReadyData, sendTextData } from '../transports/rtvi.js'
import { quoted, TurnState } from './turn-state.js'

// One turn with the bot, as Pipecat's own WebSocket clients and release evaluations hold one: RTVI
// client-ready, wait for bot-ready; let a greeting finish (one under way from bot-llm-started or
// bot-tts-started until the bot stops speaking; none when 1.5 s pass with nothing of it); then the caller's
// sentence as raw 16 kHz audio in 20 ms frames at real-time pace and a second of silence (or a typed turn,
// RTVI send-text); then, once the bot reported hearing that turn (turn-state.ts), its first audio with
// sound, timed from the end of the caller's speech, and its words (bot-llm-text, else bot-tts-text) until it
// stops speaking. RTVI disconnect-bot ends it (conversation-check.ts). An RTVI error, or a closed
// connection, ends it with what the bot said. A phone call carries no RTVI: the bot is ready when the call
// is up, a greeting is its audio before the caller speaks, and the answer is a sound that begins once the
// bot could have heard the end of the caller's speech, after a second of quiet when it was sounding over
// them (turn-state.ts; no words, no report of hearing come back over a call).

const QUIET_MS = 1500
const TICK_MS = 100

export type Utterance = { kind: 'audio'; pcm: Buffer } | { kind: 'text'; text: string }

export type TurnOutcome =
  | {
      kind: 'answered'
      responseMs: number
      botSaid: string
      heard: string
      greeting: string
      /** when the answer's first sound came (the clock) */
      answerAt: number
      /** what the caller heard of it, transcribed by the speech service (a call with speech-api-key) */
      callerHeard?: string
      /** why no words came of an answer that had sound */
      noWords?: string
    }
  | { kind: 'failed'; why: string; heard: string; botSaid: string; rollBack?: false }

/** The events of the connection, applied to the turn's state as they come; waits on a condition. */
class Listener {
  private cursor = 0
  constructor(
    private readonly connection: BotLink,
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
      // a link that ended on the check's setting is no fault of the deployment's
      ...(!state.error && state.ended && this.connection.endedOnSetting ? { rollBack: false as const } : {}),
    }
  }
}

/** Holds one turn; the outcome, never a throw for what the bot does. */
export async function holdTurn(
  connection: BotLink,
  utterance: Utterance,
  windowMs: number,
  signal: AbortSignal,
): Promise<TurnOutcome> {
  const listener = new Listener(connection, new TurnState(), signal)
  const state = listener.state
  const window = seconds(windowMs)
  state.reportsHearing = connection.speaksRtvi
  if (connection.speaksRtvi) connection.sendRtvi('client-ready', clientReadyData())
  else state.ready = true
  if (!(await listener.until(() => state.ready, Date.now() + windowMs))) {
    return listener.failed(`the bot was not ready within ${window}: no RTVI bot-ready came after client-ready`)
  }
  await greetingDone(listener, windowMs)
  if (state.error || state.ended) return listener.failed('')
  state.callerFrom = Date.now()
  state.typed = utterance.kind === 'text'
  await speak(connection, utterance, state, () => listener.pump(), signal)
  if (state.error || state.ended) return listener.failed('')
  if (!(await listener.until(() => state.firstSoundAt > 0, state.endOfSpeech + windowMs))) {
    return listener.failed(noAnswer(state, window))
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
    answerAt: state.firstSoundAt,
  }
}

/** Why no answer counted, in words that point where to look. */
function noAnswer(state: TurnState, window: string): string {
  if (!state.reportsHearing && state.soundOverCaller) {
    return `the bot was sounding while the caller spoke or as they stopped (a greeting not done, a bot muted until it is, or audio it streams without listening), and no sound began after a second of quiet within ${window} of the end of their speech: it never answered them (a call shows nothing else: no words, no report of hearing)`
  }
  if (!state.reportsHearing) {
    return `the bot sent no audio with sound within ${window} of the end of the caller's speech (a call shows nothing else: no words, no report of hearing)`
  }
  const turn = state.typed ? 'the typed turn (RTVI send-text)' : "the caller's speech"
  if (!state.heardAt) {
    if (state.typed) {
      return `the bot never took the typed turn: no RTVI user-llm-text came within ${window} of its send-text${state.unheardSound ? ' (it spoke, but not in answer to it)' : ''}`
    }
    if (state.unheardSound) {
      return `the bot spoke but never reported hearing the caller (no RTVI user-stopped-speaking or user-transcription within ${window} of the end of their speech): what it said was no answer. A bot muted until its greeting ends, or one that streams audio without listening, does this`
    }
    return `the bot never heard speech: it reported no user-stopped-speaking or user-transcription within ${window} of the end of the caller's speech (its VAD heard none: is the recording speech?)`
  }
  const heard = state.heard ? ` (it heard "${quoted(state.heard)}")` : ''
  const text = state.said(state.answer)
  if (text) {
    return `the bot answered in text ("${quoted(text)}") but sent no audio within ${window} of the end of ${turn}${heard}: look at its text-to-speech`
  }
  return `the bot did not answer within ${window} of the end of ${turn}${heard}`
}

/**
 * A greeting first: one under way (the bot's model or voice started, or its audio came) is let finish,
 * until the bot stops speaking; none is under way when 1.5 s pass with nothing of it.
 */
async function greetingDone(listener: Listener, windowMs: number): Promise<void> {
  const state = listener.state
  const readyAt = Date.now()
  await listener.until(
    () =>
      !state.active &&
      ((state.stoppedAt > 0 && state.stoppedAt >= state.lastActivityAt) ||
        Date.now() - Math.max(readyAt, state.lastActivityAt) >= QUIET_MS),
    readyAt + windowMs,
  )
}

/** The caller's turn: 16 kHz audio at real-time pace, then a second of silence; or a typed turn. */
async function speak(
  connection: BotLink,
  utterance: Utterance,
  state: TurnState,
  pump: () => void,
  signal: AbortSignal,
): Promise<void> {
  if (utterance.kind === 'text') {
    connection.sendRtvi('send-text', sendTextData(utterance.text, true))
    state.endOfSpeech = Date.now()
    return
  }
  // The end of the caller's speech: the last chunk that carries the sentence, before the trailing silence.
  await paceCallerAudio(
    utterance.pcm,
    INPUT_RATE,
    (chunk) => connection.sendAudio(chunk),
    signal,
    (lastLoud) => {
      pump()
      if (state.error || state.ended) return false
      if (lastLoud) state.endOfSpeech = Date.now() + CHUNK_MS
      return true
    },
  )
}
