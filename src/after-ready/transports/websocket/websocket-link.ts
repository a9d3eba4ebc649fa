import WebSocket from 'ws'
import { shortened } from '../../../secrets.js'
import { BotEvents, type BotLink, MOST_FRAME_BYTES, MOST_RECEIVED_BYTES } from '../bot-link.js'
import { audioFrame, decodeFrame, rtviFrame } from './frames.js'

// One WebSocket connection to the bot, with the limits of the check: a frame over 1 MiB or more than
// 16 MiB in all ends it, and so does a message that is not one of Pipecat's protobuf frames (a telephony
// serializer's JSON, say). What arrives is kept as events, each with the time it came, for the turn to
// wait on; nothing from the bot is ever run or trusted beyond its shape.

/** The bot over the generic WebSocket transport: Pipecat's protobuf frames, RTVI inside message frames. */
export class WebsocketLink extends BotEvents implements BotLink {
  private received = 0
  private socket: WebSocket | undefined

  /**
   * Opens the connection: resolves once open, or with why it was not (in words), whatever way it fails:
   * refused, reset, TLS refused, a name not found, closed mid-handshake, never a byte (the handshake's
   * own timeout). ws reports most of these with the socket already CLOSING, never CONNECTING.
   */
  async open(url: string, token: string | undefined, timeoutMs: number): Promise<string | undefined> {
    let opened = false
    return new Promise((resolve) => {
      const socket = new WebSocket(url, {
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        handshakeTimeout: timeoutMs,
        maxPayload: MOST_FRAME_BYTES,
        followRedirects: false,
        perMessageDeflate: false,
      })
      this.socket = socket
      socket.on('unexpected-response', (_request, response) => {
        const status = `${response.statusCode ?? 0}${response.statusMessage ? ` ${response.statusMessage}` : ''}`
        let text = ''
        response.on('data', (chunk: Buffer) => {
          if (text.length < 400) text += chunk.toString('utf8')
        })
        response.on('end', () =>
          resolve(`the endpoint refused the connection (${status}${text ? `: ${shortened(text, 200)}` : ''})`),
        )
        response.on('error', () => resolve(`the endpoint refused the connection (${status})`))
        setTimeout(() => resolve(`the endpoint refused the connection (${status})`), 1000).unref()
      })
      socket.on('open', () => {
        opened = true
        resolve(undefined)
      })
      socket.on('error', (error: Error) => {
        if (!opened) resolve(`the connection did not open (${shortened(error.message, 200)})`)
        else if (/max payload/i.test(error.message))
          this.end('the bot sent a frame over 1 MiB, the most the check reads')
        else this.end(`the connection failed (${error.message})`)
      })
      socket.on('message', (data: Buffer, isBinary: boolean) => this.take(data, isBinary))
      socket.on('close', (code: number, reason: Buffer) => {
        if (!opened) resolve(`the connection closed before it opened (code ${code})`)
        this.end(
          `the bot closed the connection (code ${code}${reason.length ? `: ${shortened(reason.toString('utf8'), 200)}` : ''})`,
        )
      })
    })
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
    const socket = this.socket
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      socket.removeAllListeners('close')
      socket.on('error', () => undefined)
      if (socket.readyState === WebSocket.OPEN) {
        socket.close(1000, 'done')
        setTimeout(() => socket.terminate(), 500).unref()
      } else if (socket.readyState === WebSocket.CONNECTING) socket.terminate()
    }
    this.end('closed by the check')
  }

  private take(data: Buffer, isBinary: boolean): void {
    this.received += data.length
    if (this.received > MOST_RECEIVED_BYTES) {
      this.end('the bot sent more than 16 MiB: the check stopped reading')
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
