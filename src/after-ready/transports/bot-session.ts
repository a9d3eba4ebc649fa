import { aCall } from '../../session-transports.js'
import type { Started } from '../session-start.js'
import type { BotLink } from './bot-link.js'
import { CallLink } from './phone/call-link.js'
import type { BotSession, Context } from './session-context.js'
import { openWebrtc, startWebrtcSession } from './webrtc/webrtc-session.js'
import { WebsocketLink } from './websocket/websocket-link.js'
import { websocketSession } from './websocket/websocket-session.js'

// A session with the bot for a turn or a scenario, over the transport session-transport names: SmallWebRTC
// (webrtc/), the generic WebSocket (websocket/), or a phone provider's call on that same endpoint (phone/).
// The turn, the scenarios and the check hold what comes back by BotLink and never know which one carries it.

/** Starts a session on the transport the inputs name (the service's refusal as the check's failure). */
export async function startBotSession(c: Context): Promise<Started<BotSession>> {
  const transport = c.inputs['session-transport']
  if (transport === 'webrtc') return webrtcSession(c)
  if (transport === 'websocket') return websocketSession(c, transport, new WebsocketLink(), (host) => host)
  return websocketSession(c, transport, new CallLink(transport), (host) => `${aCall(transport)}, ${host}`)
}

async function webrtcSession(c: Context): Promise<Started<BotSession>> {
  const started = await startWebrtcSession(c)
  if (!('started' in started)) return started
  const session = started.started
  let link: BotLink | undefined
  return {
    started: {
      sessionId: session.sessionId,
      transport: 'webrtc',
      open: async (windowMs) => {
        const opened = await openWebrtc(c, session, windowMs)
        link = opened.link
        if ('refused' in opened) return opened
        return { link: opened.link, where: 'SmallWebRTC' }
      },
      goodbye: async () => link?.goodbye(c.signal),
    },
  }
}
