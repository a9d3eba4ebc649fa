import type { SessionTransport } from '../../../session-transports.js'
import { type Started, startWebsocketSession } from '../../session-start.js'
import type { BotLink } from '../bot-link.js'
import type { BotSession, Context } from '../session-context.js'
import { checkedWsUrl } from './ws-url.js'

// A session on the generic WebSocket endpoint: started with the public key ("transport": "websocket"), its
// wsUrl checked (the service's host, wss or ws to this machine), then the link opened with the token: Pipecat's
// protobuf frames (websocket-link.ts), or a phone provider's call (phone/call-link.ts) on the same endpoint.

/** A link that rides on the session's WebSocket. */
export interface WebsocketBorne extends BotLink {
  open(url: string, token: string | undefined, timeoutMs: number, signal?: AbortSignal): Promise<string | undefined>
  goodbye(signal: AbortSignal): Promise<void>
}

export async function websocketSession(
  c: Context,
  transport: SessionTransport,
  connection: WebsocketBorne,
  where: (host: string) => string,
): Promise<Started<BotSession>> {
  const started = await startWebsocketSession(c)
  if (!('started' in started)) return started
  const session = started.started
  // the service's answer, or this configuration, is at fault: not the deployment
  const url = checkedWsUrl(session.wsUrl, c.inputs['api-url'])
  return {
    started: {
      sessionId: session.sessionId,
      transport,
      ...('problem' in url ? { problem: url.problem } : {}),
      open: async (windowMs) => {
        if ('problem' in url) return { refused: url.problem, rollBack: false }
        if (session.body) url.address.searchParams.set('body', session.body)
        const refused = await connection.open(url.address.toString(), session.token, windowMs, c.signal)
        // a token refused before the upgrade is the service's doing, not the bot's
        if (refused) return { refused, rollBack: false }
        return { link: connection, where: where(url.address.host) }
      },
      goodbye: () => connection.goodbye(c.signal),
    },
  }
}
