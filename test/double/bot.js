// @ts-check
// The service's generic WebSocket endpoint in front of a Pipecat bot (service-facts.md, "The generic
// WebSocket transport"): the upgrade takes the session's token once (Authorization: Bearer, or ?token=),
// within 5 minutes; an invalid, expired or replayed token is refused with 403 and an empty body before the
// upgrade. Behind it, a bot that behaves as Pipecat's own does: the first message decides, as the bot's own
// code reads it: binary is Pipecat's protobuf frames (bot-pipeline.js), text is a phone provider's call
// (phone-bot.js). A bot of the `telephony` trait speaks first, as a telephony serializer's does; one of the
// `frames-only` trait (a hostile bot's trap) is Pipecat's protobuf frames whatever comes first, a call included.
import { WebSocketServer } from 'ws'
import { loadFrames, pipecatBot } from './bot-pipeline.js'
import { phoneCall } from './phone-bot.js'

export { ANSWER, GREETING, HEARD } from './bot-pipeline.js'
export const TOKEN_LIFETIME_MS = 5 * 60_000

/**
 * @typedef {object} BotSession
 * @property {string} id
 * @property {string} image
 * @property {string} [token]
 * @property {number} [tokenIssuedAt]
 * @property {boolean} [tokenUsed]
 * @property {number} [botStartAt]
 * @property {number} [endedAt]
 * @property {string} [completionStatus]
 * @property {number} [crashAt]
 * @property {string[]} [extraLines]
 * @property {{ at: number, log: string }[]} [botLines] lines the bot logged as it ran
 * @property {{ provider: string, start: any, media: number, dtmf: string[], stops: number, lastLoudAt?: number, answeredAt?: number, answerMs?: number }} [call] a phone call's provider, what it sent, the bot's own answer time (phone-bot.js)
 * @property {{ received: number, closeCode?: number, closeReason?: string, heard?: string, url?: string, authorization?: string, goodbye?: boolean, messages?: any[], input?: { rates: number[], sizes: number[], loudMs: number } }} [socket]
 */

/**
 * @param {{ sessionByToken: (token: string, agent: string) => BotSession | undefined }} config
 */
export function botEndpoint(config) {
  const wss = new WebSocketServer({ noServer: true })

  /** @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head */
  function upgrade(req, socket, head) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (!url.pathname.startsWith('/ws/generic/')) return void socket.destroy()
    const auth = req.headers.authorization
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : (url.searchParams.get('token') ?? '')
    const agent = decodeURIComponent(url.pathname.slice('/ws/generic/'.length)).replace(/\.[^.]*$/, '')
    const session = config.sessionByToken(token, agent)
    const expired = session?.tokenIssuedAt !== undefined && Date.now() - session.tokenIssuedAt >= TOKEN_LIFETIME_MS
    const fresh = session && !session.tokenUsed && !expired
    if (!session || !fresh) {
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n')
      return
    }
    session.tokenUsed = true
    loadFrames().then(() =>
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connected = { url: req.url ?? '', authorization: auth ?? '' }
        Object.assign(session, { connected })
        if (session.image.includes('telephony') || session.image.includes('frames-only'))
          return framesBot(ws, session, connected)
        let taken = false
        ws.once('message', (data, isBinary) => {
          taken = true
          if (!isBinary) return phoneCall(ws, session, data.toString('utf8'))
          framesBot(ws, session, connected)
          ws.emit('message', data, isBinary)
        })
        // closed before a first message: no bot took it
        ws.once('close', () => {
          if (taken) return
          session.endedAt ??= Date.now()
          session.completionStatus ??= 'WS_CONNECTION_CLOSED'
        })
      }),
    )
  }

  return { upgrade, close: () => wss.close() }
}

/**
 * The bot on Pipecat's protobuf frames.
 * @param {import('ws').WebSocket} ws @param {BotSession} session @param {{ url: string, authorization: string }} connected
 */
function framesBot(ws, session, connected) {
  pipecatBot(ws, session)
  if (session.socket) Object.assign(session.socket, connected)
}
