import WebSocket from 'ws'
import { shortened } from '../../../secrets.js'
import { MOST_FRAME_BYTES } from '../bot-link.js'

// Opening a WebSocket to the session's wsUrl with its token, for every link that rides on one (Pipecat's
// protobuf frames, a phone provider's call): what comes after is the link's own.

export interface SocketListener {
  message(data: Buffer, isBinary: boolean): void
  /** an error once open */
  failed(error: Error): void
  /** closed once open */
  closed(code: number, reason: string): void
}

/**
 * Opens the socket: `{ socket }` once open, or why it was not (in words), whatever way it fails: refused,
 * reset, TLS refused, a name not found, closed mid-handshake, never a byte (the handshake's own timeout).
 * ws reports most of these with the socket already CLOSING, never CONNECTING. `made` is given the socket
 * as soon as it exists, so that a close meanwhile can end it; a cancel ends it at once (issue 61 §6: SIGTERM
 * waited for the handshake's timeout, 8 to 58 s, and GitHub kills a cancelled step about 10 s after).
 */
export function openSocket(
  url: string,
  token: string | undefined,
  timeoutMs: number,
  listener: SocketListener,
  made: (socket: WebSocket) => void,
  /** a cancel: the opening socket is ended at once (the endpoint may hold the upgrade for long) */
  signal?: AbortSignal,
): Promise<string | undefined> {
  let opened = false
  return new Promise<string | undefined>((settle) => {
    const cancelled = () => {
      socket.terminate()
      resolve('cancelled while the connection was opening')
    }
    const resolve = (why: string | undefined) => {
      signal?.removeEventListener('abort', cancelled)
      settle(why)
    }
    const socket = new WebSocket(url, {
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      handshakeTimeout: timeoutMs,
      maxPayload: MOST_FRAME_BYTES,
      followRedirects: false,
      perMessageDeflate: false,
    })
    made(socket)
    if (signal?.aborted) return cancelled()
    signal?.addEventListener('abort', cancelled, { once: true })
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
      else listener.failed(error)
    })
    socket.on('message', (data: Buffer, isBinary: boolean) => listener.message(data, isBinary))
    socket.on('close', (code: number, reason: Buffer) => {
      if (!opened) resolve(`the connection closed before it opened (code ${code})`)
      listener.closed(code, reason.toString('utf8'))
    })
  })
}

/** Closes a socket (cut off after half a second when the other side does not answer the close). */
export function closeSocket(socket: WebSocket | undefined): void {
  if (!socket || socket.readyState === WebSocket.CLOSED) return
  socket.removeAllListeners('close')
  socket.on('error', () => undefined)
  if (socket.readyState === WebSocket.OPEN) {
    socket.close(1000, 'done')
    setTimeout(() => socket.terminate(), 500).unref()
  } else if (socket.readyState === WebSocket.CONNECTING) socket.terminate()
}
