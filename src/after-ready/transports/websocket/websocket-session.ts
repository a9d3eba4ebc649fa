import { type Started, startWebsocketSession } from '../../session-start.js'
import type { BotSession, Context } from '../bot-session.js'
import { WebsocketLink } from './websocket-link.js'
import { checkedWsUrl } from './ws-url.js'

// A session on the generic WebSocket transport (session-transport: websocket): started with the public key,
// its wsUrl checked (the service's host, wss or ws to this machine), then the link opened with the token.

export async function websocketSession(c: Context): Promise<Started<BotSession>> {
  const started = await startWebsocketSession(c)
  if (!('started' in started)) return started
  const session = started.started
  const connection = new WebsocketLink()
  // the service's answer, or this configuration, is at fault: not the deployment
  const url = checkedWsUrl(session.wsUrl, c.inputs['api-url'])
  return {
    started: {
      sessionId: session.sessionId,
      transport: 'websocket',
      ...('problem' in url ? { problem: url.problem } : {}),
      open: async (windowMs) => {
        if ('problem' in url) return { refused: url.problem, rollBack: false }
        if (session.body) url.address.searchParams.set('body', session.body)
        const refused = await connection.open(url.address.toString(), session.token, windowMs)
        // a token refused before the upgrade is the service's doing, not the bot's
        if (refused) return { refused, rollBack: false }
        return { link: connection, where: url.address.host }
      },
      goodbye: () => connection.goodbye(c.signal),
    },
  }
}
