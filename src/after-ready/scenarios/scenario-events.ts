import { shortened } from '../../secrets.js'
import type { Heard } from '../speech/caller-speech.js'

// The bot's RTVI messages as the events a scenario names, translated as Pipecat's eval harness translates
// them (pipecat-ai/pipecat, src/pipecat/evals/harness.py: EvalSession._translate,
// _drop_pending_bot_output, _next_matching_event): bot-llm-text gathered into one llm_response at
// bot-llm-stopped; each bot-tts-text one tts_response when the bot speaks; a final user-transcription;
// function calls in progress and stopped (with `cancelled` in their args). An interruption
// (user-started-speaking, bot-interrupted) drops the bot's output not yet matched, and what the
// interrupted answer still sends before the next bot-llm-started is dropped too. Nothing the bot sends is
// trusted beyond its shape: texts are bounded, unknown messages ignored. Over a phone call, which carries no
// RTVI, the bot's audio is its responses (a new one after half a second without sound, with no words) and
// the provider's clear is bot_interrupted.

export interface ScenarioEvent {
  type: string
  /** llm_response, tts_response: the words; user_transcription: what the bot heard */
  text?: string
  /** over a call with a speech service: the response's words, once it is said and transcribed */
  heard?: Promise<Heard>
  /** function_call, function_call_stopped */
  name?: string
  args?: Record<string, unknown>
  at: number
}

const MOST_TEXT = 64 * 1024
/** Over a call: a quiet this long between the bot's sounds starts a new response. */
const UTTERANCE_GAP_MS = 500
const MOST_QUEUED = 10_000

type Message = { type?: unknown; data?: unknown }

export class ScenarioEvents {
  private queue: ScenarioEvent[] = []
  private waiters: (() => void)[] = []
  private buffer: string[] = []
  private awaitingRestart = false
  /** the time each event type was last seen, for send_after */
  readonly latest = new Map<string, number>()
  /** an RTVI error from the bot, or why the connection ended: nothing more will come */
  over: string | undefined
  /** when the bot answered: each bot-llm-text, and each audio frame with sound (noted by the caller) */
  private readonly answers: number[] = []
  /** over a call: the bot's last sound */
  private lastSoundAt = Number.NEGATIVE_INFINITY
  /** judge.modality audio with a speech service: each answer's audio, heard (its first sound, its words) */
  private readonly heards: { at: number; words: Promise<Heard> }[] = []
  private lastHeardAt = Number.NEGATIVE_INFINITY
  /** whether the bot's spoken answers are heard by a speech service (judge.modality audio, speech-api-key) */
  hearsAudio = false

  constructor(private readonly botAudio: boolean) {}

  /** One RTVI server message (the JSON inside a message frame), at `at`. */
  take(message: Message, at: number): void {
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<
      string,
      unknown
    >
    if (message.type === 'error' || message.type === 'error-response') {
      const error = typeof data.error === 'string' ? data.error : JSON.stringify(data.error ?? data)
      this.end(`the bot answered with an RTVI error: ${shortened(error, 300)}`)
      return
    }
    if (message.type === 'bot-llm-text') this.answered(at)
    for (const event of this.translate(String(message.type), data)) this.push(event, at)
  }

  /** The bot answered at `at` (its words, or audio with sound). */
  answered(at: number): void {
    if (this.answers.length < MOST_QUEUED) this.answers.push(at)
  }

  /**
   * Over a call: the bot's audio with sound at `at`; after a quiet, a response begins: without words, or with
   * those `heard` gives once it is said (a speech service on the caller's side).
   */
  callSound(at: number, heard?: () => Promise<Heard>): void {
    this.answered(at)
    const fresh = at - this.lastSoundAt > UTTERANCE_GAP_MS
    this.lastSoundAt = at
    if (!fresh) return
    this.awaitingRestart = false
    // a call shows the bot's audio, and its words only as heard: a `response` (call-scenarios.ts)
    const words = heard?.()
    // a response no expectation reads the words of never leaves its failure unhandled
    words?.catch(() => undefined)
    this.push({ type: 'response', ...(words ? { heard: words } : { text: '' }) }, at)
  }

  /** The bot's audio with sound at `at`, heard by a speech service: a new answer after half a second of quiet. */
  heardSound(at: number, heard: () => Promise<Heard>): void {
    const fresh = at - this.lastHeardAt > UTTERANCE_GAP_MS
    this.lastHeardAt = at
    if (!fresh || this.heards.length >= MOST_QUEUED) return
    const words = heard()
    words.catch(() => undefined)
    this.heards.push({ at, words })
    this.wake()
  }

  /** The words of the events of `type` queued now, in order, left queued. */
  queuedText(type: string): string {
    return this.queue
      .filter((event) => event.type === type)
      .map((event) => event.text ?? '')
      .join('')
  }

  /** The words heard of the first answer whose sound began at `from` or later; undefined when none came by the deadline. */
  async heardFrom(from: number, deadline: number, signal: AbortSignal): Promise<Promise<Heard> | undefined> {
    for (;;) {
      const found = this.heards.find((heard) => heard.at >= from)
      if (found) return found.words
      if (this.over || signal.aborted || Date.now() >= deadline) return undefined
      await this.wait(deadline, signal)
    }
  }

  /** Over a call: the provider's clear, as Pipecat's bot-interrupted; its next sound is a new response. */
  callCleared(at: number): void {
    this.lastSoundAt = Number.NEGATIVE_INFINITY
    for (const event of this.translate('bot-interrupted', {})) this.push(event, at)
  }

  /** A mark to time the next answer from: answers noted before it never count (the same millisecond included). */
  answerMark(): number {
    return this.answers.length
  }

  /** The time of the bot's first answer noted after `mark`. */
  firstAnswer(mark: number): number | undefined {
    return this.answers[mark]
  }

  /** Nothing more comes: the connection ended (in words). */
  end(why: string): void {
    this.over ??= why
    this.wake()
  }

  /** Drops the bot's output not yet matched, keeping the caller's transcriptions (they are a turn's input). */
  dropPending(): void {
    this.buffer = []
    this.queue = this.queue.filter((event) => event.type === 'user_transcription')
  }

  /** The next event `accept` takes (the others before it are dropped), or undefined at the deadline or the end. */
  async next(
    accept: (event: ScenarioEvent) => boolean,
    deadline: number,
    signal: AbortSignal,
  ): Promise<ScenarioEvent | undefined> {
    for (;;) {
      while (this.queue.length > 0) {
        const event = this.queue.shift() as ScenarioEvent
        if (accept(event)) return event
      }
      if (this.over || signal.aborted || Date.now() >= deadline) return undefined
      await this.wait(deadline, signal)
    }
  }

  private translate(type: string, data: Record<string, unknown>): Omit<ScenarioEvent, 'at'>[] {
    switch (type) {
      case 'bot-ready':
        return [{ type: 'bot_ready' }]
      case 'user-started-speaking':
      case 'bot-interrupted':
        this.dropPending()
        this.awaitingRestart = true
        return [{ type: type === 'bot-interrupted' ? 'bot_interrupted' : 'user_started_speaking' }]
      case 'user-stopped-speaking':
        return [{ type: 'user_stopped_speaking' }]
      case 'vad-user-started-speaking':
        return [{ type: 'vad_user_started_speaking' }]
      case 'vad-user-stopped-speaking':
        return [{ type: 'vad_user_stopped_speaking' }]
      case 'user-transcription':
        return data.final ? [{ type: 'user_transcription', text: text(data.text) }] : []
      case 'bot-llm-started':
        this.awaitingRestart = false
        this.buffer = []
        return [{ type: 'llm_started' }]
      case 'bot-llm-text':
        if (!this.awaitingRestart && this.buffer.join('').length < MOST_TEXT) this.buffer.push(text(data.text))
        return []
      case 'bot-llm-stopped': {
        const words = this.buffer.join('')
        this.buffer = []
        return this.awaitingRestart ? [] : [{ type: 'llm_response', text: words }]
      }
      case 'bot-tts-text':
        return this.botAudio ? [{ type: 'tts_response', text: text(data.text) }] : []
      case 'llm-function-call-in-progress':
        return [{ type: 'function_call', name: text(data.function_name), args: argsOf(data.arguments) }]
      case 'llm-function-call-stopped':
        return [
          {
            type: 'function_call_stopped',
            name: text(data.function_name),
            args: { tool_call_id: data.tool_call_id ?? null, cancelled: data.cancelled ?? null },
          },
        ]
      default:
        return []
    }
  }

  private push(event: Omit<ScenarioEvent, 'at'>, at: number): void {
    this.latest.set(event.type, at)
    if (this.queue.length < MOST_QUEUED) this.queue.push({ ...event, at })
    this.wake()
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  private wait(deadline: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, Math.max(0, deadline - Date.now()))
      signal.addEventListener('abort', done, { once: true })
      this.waiters.push(done)
    })
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MOST_TEXT) : ''
}

function argsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}
