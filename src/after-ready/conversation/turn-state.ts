import { shortened } from '../../secrets.js'
import { hasSound } from '../transports/audio/loudness.js'
import type { BotEvent } from '../transports/bot-link.js'

// What the bot has said and done in one turn, from the frames and RTVI messages it sends (Pipecat's
// processors/frameworks/rtvi/observer.py names them): whether a greeting is under way (bot-llm-started,
// bot-tts-started, its speech), when the bot reported hearing the caller (user-stopped-speaking or a final
// user-transcription after the caller spoke; user-llm-text for a typed turn: Pipecat puts it in the
// context and reports it so), and its first audio with sound after that: before it, the bot's audio and
// words are not an answer, whatever they are (a greeting still under way, a bot that never listens).

/**
 * A call (issue 61 §2): the bot cannot have heard the end of the caller's speech before its VAD says so, 0.2 s
 * of quiet at Pipecat's default (audio/vad/vad_analyzer.py, VAD_STOP_SECS): a sound that begins sooner is no answer.
 */
export const HEAR_END_MS = 200
/** A call: once the bot sounded over the caller (or as they stopped), an answer begins after this much quiet. */
export const ANSWER_QUIET_MS = 1000

/** The most of the bot's words kept (a bot can stream megabytes of text); every way out cuts again. */
const MOST_WORDS = 64 * 1024
/** the most of the bot's words a message quotes */
const QUOTED = 300

/** The bot's words in a message: secrets replaced, then cut. */
export const quoted = (text: string) => shortened(text, QUOTED)

/** Words added to words, kept to MOST_WORDS. */
const bounded = (words: string, more: string) =>
  words.length >= MOST_WORDS ? words : `${words}${more.slice(0, MOST_WORDS - words.length)}`

type Words = { llm: string; tts: string }

/** The most of an RTVI error's words a failure quotes (a 900 KB object put an 830 KB line in the log). */
const MOST_ERROR_CHARS = 300

/**
 * An RTVI error's words: `data.error` as Pipecat sends it (a string), else its JSON, never "[object Object]";
 * at most 300 characters, known secrets replaced before the cut, as every text of the bot's.
 */
export function rtviErrorText(data: Record<string, unknown> | undefined): string {
  const said = data?.error ?? data?.message ?? data ?? {}
  const text = typeof said === 'string' ? said : JSON.stringify(said)
  return shortened(text, MOST_ERROR_CHARS, (left) => ` (${left} more characters)`)
}

export class TurnState {
  ready = false
  /** whether the bot reports hearing the caller (RTVI); over a call, its first sound after the caller's speech is the answer */
  reportsHearing = true
  speaking = false
  llmActive = false
  ttsActive = false
  /** the last bot-stopped-speaking */
  stoppedAt = 0
  /** the last time the bot did anything of an answer: a start, words, audio with sound */
  lastActivityAt = 0
  lastBotAudioAt = 0
  /** 0 while the greeting may go on; the time the caller's turn began once it is the caller's turn */
  callerFrom = 0
  typed = false
  /** the end of the caller's speech (or the send of a typed turn) */
  endOfSpeech = 0
  /** when the bot reported hearing the caller's turn */
  heardAt = 0
  firstSoundAt = 0
  /** a call: the bot sounded while the caller spoke, or before it could have heard them stop */
  soundOverCaller = false
  /** the bot's audio with sound after the caller spoke, before it reported hearing them */
  unheardSound = false
  heard = ''
  greeting: Words = { llm: '', tts: '' }
  answer: Words = { llm: '', tts: '' }
  error: string | undefined
  ended: string | undefined

  apply(event: BotEvent): void {
    if (event.kind === 'ended') {
      this.ended ??= event.why
      return
    }
    const frame = event.frame
    if (frame.kind === 'audio' && hasSound(frame.audio)) this.botSound(event.at)
    else if (frame.kind === 'transcription' && frame.text && this.callerFrom)
      this.heard ||= frame.text.slice(0, MOST_WORDS)
    else if (frame.kind === 'message') this.message(frame.data, event.at)
  }

  /** Whether the bot is in the middle of saying something (its model or its voice at work). */
  get active(): boolean {
    return this.speaking || this.llmActive || this.ttsActive
  }

  private botSound(at: number): void {
    const quietFor = at - this.lastBotAudioAt
    this.lastBotAudioAt = at
    this.lastActivityAt = at
    if (!this.callerFrom) return
    if (!this.reportsHearing) {
      this.callSound(at, quietFor)
      return
    }
    if (this.heardAt && at >= this.heardAt && at >= this.endOfSpeech) this.firstSoundAt ||= at
    else if (!this.heardAt) this.unheardSound = true
  }

  /**
   * A call shows no report of hearing: an answer is a sound that begins once the bot could have heard the
   * caller stop, and, when it was sounding over them (a greeting not done, a bot muted until it is, audio
   * it streams without listening), only after it went quiet: never the tail of what was already going on.
   */
  private callSound(at: number, quietFor: number): void {
    if (this.firstSoundAt) return
    if (!this.endOfSpeech || at < this.endOfSpeech + HEAR_END_MS) {
      this.soundOverCaller = true
      return
    }
    if (this.soundOverCaller && quietFor < ANSWER_QUIET_MS) return
    this.firstSoundAt = at
  }

  private message(data: string, at: number): void {
    let message: { type?: unknown; data?: Record<string, unknown> }
    try {
      message = JSON.parse(data)
    } catch {
      return
    }
    const text = typeof message.data?.text === 'string' ? message.data.text : ''
    const words = !this.callerFrom ? this.greeting : this.heardAt ? this.answer : undefined
    switch (message.type) {
      case 'bot-ready':
        this.ready = true
        break
      case 'bot-started-speaking':
        this.speaking = true
        this.lastActivityAt = at
        break
      case 'bot-stopped-speaking':
        this.speaking = false
        this.stoppedAt = at
        break
      case 'bot-llm-started':
      case 'bot-llm-stopped':
        this.llmActive = message.type === 'bot-llm-started'
        this.lastActivityAt = at
        break
      case 'bot-tts-started':
      case 'bot-tts-stopped':
        this.ttsActive = message.type === 'bot-tts-started'
        this.lastActivityAt = at
        break
      case 'bot-llm-text':
        if (words) words.llm = bounded(words.llm, text)
        break
      case 'bot-tts-text':
        if (words) words.tts = bounded(words.tts, text)
        break
      case 'user-transcription':
        if (text && message.data?.final !== false) this.heardTurn(text, at)
        break
      case 'user-stopped-speaking':
        if (!this.typed) this.heardTurn('', at)
        break
      case 'user-llm-text':
        if (this.typed && text) this.heardTurn(text, at)
        break
      case 'error':
      case 'error-response':
        this.error ??= `the bot reported an error over RTVI (${message.type}): ${rtviErrorText(message.data)}`
        break
    }
  }

  /** The bot's own report that it took the caller's turn: counted only once the caller spoke. */
  private heardTurn(text: string, at: number): void {
    if (!this.callerFrom || at < this.callerFrom) return
    if (text) this.heard = text.slice(0, MOST_WORDS)
    this.heardAt ||= at
  }

  said(words: Words): string {
    return (words.llm || words.tts).replace(/\s+/g, ' ').trim()
  }
}
