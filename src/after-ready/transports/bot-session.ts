import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import type { SessionService } from '../../service/sessions/sessions.js'
import { aCall, type SessionTransport } from '../../session-transports.js'
import type { Started } from '../session-start.js'
import type { BotLink } from './bot-link.js'
import { CallLink } from './phone/call-link.js'
import { openWebrtc, startWebrtcSession } from './webrtc/webrtc-session.js'
import { WebsocketLink } from './websocket/websocket-link.js'
import { websocketSession } from './websocket/websocket-session.js'

// A session with the bot for a turn or a scenario, over the transport session-transport names: SmallWebRTC
// (webrtc/), the generic WebSocket (websocket/), or a phone provider's call on that same endpoint (phone/).
// The turn, the scenarios and the check hold what comes back by BotLink and never know which one carries it.

export interface BotSession {
  sessionId: string
  /** how the log and the summary name the transport */
  transport: SessionTransport
  /** what the start's answer gives that must not be used (a wsUrl on another host): never the deployment's fault */
  problem?: string
  /** Connects within the window: the link and where it leads, or why not and whether the deployment is at fault. */
  open(windowMs: number): Promise<{ link: BotLink; where: string } | { refused: string; rollBack: boolean }>
  /** RTVI disconnect-bot and the bot let close first (a call: the provider's stop), then the link closed. */
  goodbye(): Promise<void>
}

export interface Context {
  inputs: Inputs
  report: RunReport
  sessions: SessionService
  agent: string
  deploymentId: string
  signal: AbortSignal
}

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
