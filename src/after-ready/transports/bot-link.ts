// What a turn, a scenario and the check hold a bot by, whichever transport carries it: the bot's frames as
// events, each with the time it came (an RTVI message, its audio as 16-bit PCM, a transcription), and the
// caller's side (an RTVI message, 16 kHz audio, the goodbye that lets the bot close first). The generic
// WebSocket transport (websocket/), SmallWebRTC (webrtc/); the turn never knows which.

/** What one frame holds, whatever link carried it, in the shape this action uses. */
export type PipecatFrame =
  | { kind: 'audio'; audio: Buffer; sampleRate: number; channels: number }
  | { kind: 'message'; data: string }
  | { kind: 'text'; text: string }
  | { kind: 'transcription'; text: string }
  | { kind: 'interruption' }
  | { kind: 'unknown' }

/**
 * The rate Pipecat's pipeline takes input audio at, whatever a frame says (its input transport does not
 * resample): 16 kHz, 640 bytes a 20 ms.
 */
export const INPUT_RATE = 16_000

/** The most of one message from the bot the check reads (a WebSocket frame, a data channel message). */
export const MOST_FRAME_BYTES = 1024 * 1024
/** The most the check reads from the bot in all. */
export const MOST_RECEIVED_BYTES = 16 * 1024 * 1024
/** how long the bot has to close the link itself after disconnect-bot */
const BOT_CLOSES_MS = 1000

export type BotEvent =
  | { kind: 'frame'; frame: PipecatFrame; at: number }
  /** the link is over: why, in words */
  | { kind: 'ended'; why: string; at: number }

export interface BotLink {
  /** why the link is over, once it is */
  readonly ended: string | undefined
  /** whether it ended on the check's own setting (a transport the bot does not speak): never a rollback */
  readonly endedOnSetting: boolean
  /** whether the bot speaks RTVI over it (a phone call carries audio and keys alone: no words, no readiness) */
  readonly speaksRtvi: boolean
  /** The events from `from` on (an index), and the next index. */
  since(from: number): { events: BotEvent[]; next: number }
  /** Resolves when an event arrives, `deadline` passes, or the signal fires. */
  next(deadline: number, signal: AbortSignal): Promise<void>
  /** One RTVI client message (protocol 2.1.0), with its id. */
  sendRtvi(type: string, data: unknown): void
  /** A chunk of the caller's audio: PCM 16-bit little-endian, mono, at 16 kHz. */
  sendAudio(pcm: Buffer): void
  /** One key the caller pressed (RTVI dtmf, or the phone provider's own event) */
  sendDtmf(key: string): void
  /** RTVI disconnect-bot, then the bot is let close first (within a second), then the link is closed. */
  goodbye(signal: AbortSignal): Promise<void>
  close(): void
  /** The link is over for a reason seen elsewhere (the session's own lines); the first reason stands. */
  end(why: string): void
}

/** The events of a link, kept with their times, and the waiters on the next one. */
export class BotEvents {
  private readonly events: BotEvent[] = []
  private waiters: (() => void)[] = []
  private received = 0
  ended: string | undefined
  endedOnSetting = false

  /**
   * Counts what the bot sent: past 16 MiB in all, the link ends (true), and the caller closes what carries it.
   */
  protected pastTheBound(bytes: number): boolean {
    this.received += bytes
    if (this.received <= MOST_RECEIVED_BYTES) return false
    this.end('the bot sent more than 16 MiB: the check stopped reading')
    return true
  }

  since(from: number): { events: BotEvent[]; next: number } {
    return { events: this.events.slice(from), next: this.events.length }
  }

  async next(deadline: number, signal: AbortSignal): Promise<void> {
    if (this.ended) return
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        this.waiters = this.waiters.filter((waiter) => waiter !== done)
        resolve()
      }
      const timer = setTimeout(done, Math.max(0, deadline - Date.now()))
      signal.addEventListener('abort', done, { once: true })
      this.waiters.push(done)
    })
  }

  /**
   * After disconnect-bot: lets the bot close first, as Pipecat ends its pipeline and closes the link itself
   * (a client that closes at once makes it log an ERROR in the very lines the check reads). Ends within a
   * second, or at once when the run is cancelled.
   */
  protected async letBotClose(signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + BOT_CLOSES_MS
    while (!this.ended && !signal.aborted && Date.now() < deadline) await this.next(deadline, signal)
  }

  /** A frame from the bot. */
  frame(frame: PipecatFrame): void {
    this.push({ kind: 'frame', frame, at: Date.now() })
  }

  /** The link is over (the first reason stands); `onSetting` when the check's setting is what is wrong. */
  end(why: string, onSetting = false): void {
    if (this.ended) return
    this.ended = why
    this.endedOnSetting = onSetting
    this.push({ kind: 'ended', why, at: Date.now() })
  }

  private push(event: BotEvent): void {
    this.events.push(event)
    for (const waiter of this.waiters.splice(0)) waiter()
  }
}
