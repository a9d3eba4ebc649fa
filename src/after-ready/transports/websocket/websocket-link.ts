import WebSocket from 'ws'
import { shortened } from '../../../secrets.js'
import { BotEvents, type BotLink } from '../bot-link.js'
import { dtmfData } from '../rtvi.js'
import { audioFrame, decodeFrame, rtviFrame } from './frames.js'
import { closeSocket, openSocket } from './open-socket.js'

// One WebSocket connection to the bot, with the limits of the check: a frame over 1 MiB or more than
// 16 MiB in all ends it, and so does a message that is not one of Pipecat's protobuf frames (a telephony
// serializer's JSON, say). What arrives is kept as events, each with the time it came, for the turn to
// wait on; nothing from the bot is ever run or trusted beyond its shape.

/** The bot over the generic WebSocket transport: Pipecat's protobuf frames, RTVI inside message frames. */
export class WebsocketLink extends BotEvents implements BotLink {
  readonly speaksRtvi = true
  private socket: WebSocket | undefined

  /** Opens the connection: undefined once open, or why not, in words (open-socket.ts). */
  open(url: string, token: string | undefined, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined> {
    return openSocket(
      url,
      token,
      timeoutMs,
      {
        message: (data, isBinary) => this.take(data, isBinary),
        failed: (error) =>
          this.end(
            /max payload/i.test(error.message)
              ? 'the bot sent a frame over 1 MiB, the most the check reads'
              : `the connection failed (${error.message})`,
          ),
        closed: (code, reason) =>
          this.end(`the bot closed the connection (code ${code}${reason ? `: ${shortened(reason, 200)}` : ''})`),
      },
      (socket) => {
        this.socket = socket
      },
      signal,
    )
  }

  private send(bytes: Uint8Array): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(bytes)
  }

  sendRtvi(type: string, data: unknown): void {
    this.send(rtviFrame(type, data))
  }

  sendAudio(pcm: Buffer): void {
    this.send(audioFrame(pcm))
  }

  sendDtmf(key: string): void {
    this.sendRtvi('dtmf', dtmfData(key))
  }

  /**
   * Tells the bot the call is over (RTVI disconnect-bot) and lets it close first: Pipecat ends its pipeline
   * and closes the socket itself, and a client that closes at once makes the bot log an ERROR ("Cannot call
   * \"send\" once a close message has been sent") in the very lines the check reads. A bot that has not
   * closed within a second, or a cancelled run, is closed on.
   */
  async goodbye(signal: AbortSignal): Promise<void> {
    if (this.socket?.readyState === WebSocket.OPEN && !this.ended) {
      this.socket.send(rtviFrame('disconnect-bot', {}))
      await this.letBotClose(signal)
    }
    this.close()
  }

  /** Closes the connection (cut off after half a second when the bot does not answer the close). */
  close(): void {
    closeSocket(this.socket)
    this.end('closed by the check')
  }

  private take(data: Buffer, isBinary: boolean): void {
    if (this.pastTheBound(data.length)) {
      this.socket?.terminate()
      return
    }
    const frame = isBinary ? decodeFrame(data) : undefined
    if (!frame) {
      const what = isBinary
        ? 'binary messages that are not Pipecat protobuf frames'
        : `text messages (${JSON.stringify(shortened(data.toString('utf8'), 80))})`
      this.end(
        `the bot answers in a format that is not Pipecat's protobuf frames: it sent ${what}, as a telephony serializer (Twilio, Telnyx, Plivo, Exotel) does. The check speaks what Pipecat's own WebSocket clients speak: give the websocket transport the ProtobufFrameSerializer`,
      )
      this.socket?.terminate()
      return
    }
    this.frame(frame)
  }
}
