import type WebSocket from 'ws'
import { shortened } from '../../../secrets.js'
import { type PhoneProvider, PROVIDER_NAMES } from '../../../session-transports.js'
import { hasSound } from '../audio/loudness.js'
import { mulawFromPcm, pcmFromMulaw } from '../audio/mulaw.js'
import { halfRate } from '../audio/resample.js'
import { BotEvents, type BotLink } from '../bot-link.js'
import { closeSocket, openSocket } from '../websocket/open-socket.js'
import { PROTOCOLS, type ProviderProtocol } from './providers.js'

// A phone call to the bot in its provider's own protocol, over the session's wsUrl (service-facts.md,
// "Phone providers over the generic WebSocket endpoint"): the handshake as text messages, then the caller's
// audio as 20 ms chunks at 8 kHz and real-time pace, without a break, as a provider streams a call (silence
// while the caller says nothing: Plivo's bot reads a second message before it starts), keys as the provider's
// dtmf event, `stop` at the end. What comes back is audio alone (`media`, Plivo's `playAudio`) and `clear`
// when the bot is interrupted: no RTVI, no words. The limits are the other links': a message over 1 MiB
// (open-socket.ts), or 16 MiB in all, ends it.

const CHUNK_MS = 20
/** 8 kHz 16-bit: 160 samples a chunk */
const CHUNK_BYTES = 320
/** The most silence sent at once to catch up after the event loop was held up: the rest is let go. */
const MOST_CATCH_UP = 5

export class CallLink extends BotEvents implements BotLink {
  readonly speaksRtvi = false
  private readonly protocol: ProviderProtocol
  private readonly ids: Record<string, string>
  private socket: WebSocket | undefined
  private sequence = 1
  private soundCame = false
  /** until when the caller's side of the call has been sent (the wall clock) */
  private sentUntil = 0
  private ticker: ReturnType<typeof setInterval> | undefined

  constructor(readonly provider: PhoneProvider) {
    super()
    this.protocol = PROTOCOLS[provider]
    this.ids = this.protocol.ids()
  }

  /** Opens the call: the socket (open-socket.ts), the provider's handshake, then the caller's line, silent. */
  async open(
    url: string,
    token: string | undefined,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<string | undefined> {
    const why = await openSocket(
      url,
      token,
      timeoutMs,
      {
        message: (data, isBinary) => this.take(data, isBinary),
        failed: (error) =>
          this.finish(
            /max payload/i.test(error.message)
              ? 'the bot sent a message over 1 MiB, the most the check reads'
              : `the call failed (${error.message})`,
          ),
        closed: (code, reason) =>
          this.finish(
            `the bot ended the call${this.soundCame ? '' : ' without a sound'} (code ${code}${reason ? `: ${shortened(reason, 200)}` : ''})`,
          ),
      },
      (socket) => {
        this.socket = socket
      },
      signal,
    )
    if (why) return why
    for (const message of this.protocol.handshake(this.ids)) this.sendJson(message)
    // the line's audio from the first moment, as a provider streams it: the bot's parser reads a second
    // message after Plivo's one-message handshake, and a key pressed first would be read there and lost
    this.sendChunk(Buffer.alloc(CHUNK_BYTES))
    this.sentUntil = Date.now() + CHUNK_MS
    this.ticker = setInterval(() => this.keepTheLineOpen(), CHUNK_MS)
    return undefined
  }

  /** A call carries no RTVI: the turn and the scenarios never send any over it. */
  sendRtvi(): void {}

  /** 16 kHz PCM as the provider's 8 kHz chunks, sent at once: the turn paces them. */
  sendAudio(pcm: Buffer): void {
    const narrow = halfRate(pcm)
    for (let at = 0; at < narrow.length; at += CHUNK_BYTES) {
      this.sendChunk(narrow.subarray(at, at + CHUNK_BYTES))
      this.sentUntil = Math.max(this.sentUntil, Date.now()) + CHUNK_MS
    }
  }

  sendDtmf(key: string): void {
    this.sendJson(this.protocol.dtmf(this.ids, key, this.nextSequence()))
  }

  /** Hangs up as a provider does: `stop`, then the socket closed (the bot's pipeline ends with it). */
  async goodbye(): Promise<void> {
    if (this.socket?.readyState === 1 && !this.ended) this.sendJson(this.protocol.stop(this.ids, this.nextSequence()))
    this.close()
  }

  close(): void {
    this.finish('closed by the check')
  }

  private finish(why: string, onSetting = false): void {
    clearInterval(this.ticker)
    closeSocket(this.socket)
    this.end(why, onSetting)
  }

  /** Silence for every 20 ms the caller has not spoken: a call's audio never pauses. */
  private keepTheLineOpen(): void {
    const now = Date.now()
    if (now - this.sentUntil > MOST_CATCH_UP * CHUNK_MS) this.sentUntil = now - MOST_CATCH_UP * CHUNK_MS
    while (this.sentUntil + CHUNK_MS <= now) {
      this.sendChunk(Buffer.alloc(CHUNK_BYTES))
      this.sentUntil += CHUNK_MS
    }
  }

  private sendChunk(pcm: Buffer): void {
    const payload = this.protocol.encoding === 'mulaw' ? mulawFromPcm(pcm) : pcm
    this.sendJson(this.protocol.media(this.ids, payload.toString('base64'), this.nextSequence()))
  }

  private nextSequence(): number {
    this.sequence += 1
    return this.sequence
  }

  private sendJson(message: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message))
  }

  private take(data: Buffer, isBinary: boolean): void {
    if (this.pastTheBound(data.length)) this.finish('the bot sent more than 16 MiB: the check stopped reading')
    else if (isBinary) {
      this.finish(
        `the bot answered the call with binary messages, not ${PROVIDER_NAMES[this.provider]}'s JSON events: a bot on the generic WebSocket transport (Pipecat's protobuf frames) takes session-transport: websocket`,
        true,
      )
    } else this.event(data.toString('utf8'))
  }

  /** One of the bot's events: its audio, or its clear (an interruption); anything else is nothing to a call. */
  private event(text: string): void {
    let message: { event?: unknown; media?: { payload?: unknown } } | null
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    if (message?.event === this.protocol.botClear) this.frame({ kind: 'interruption' })
    else if (message?.event === this.protocol.botAudio && typeof message.media?.payload === 'string') {
      const bytes = Buffer.from(message.media.payload, 'base64')
      const audio = this.protocol.encoding === 'mulaw' ? pcmFromMulaw(bytes) : bytes
      if (hasSound(audio)) this.soundCame = true
      this.frame({ kind: 'audio', audio, sampleRate: 8000, channels: 1 })
    }
  }
}
