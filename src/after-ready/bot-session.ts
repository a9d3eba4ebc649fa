import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import type { SessionService } from '../service/sessions/sessions.js'
import type { BotLink } from './conversation/bot-link.js'
import { BotConnection } from './conversation/connection.js'
import { checkedWsUrl } from './conversation/ws-url.js'
import { type Started, startWebsocketSession } from './session-start.js'
import { openWebrtc, startWebrtcSession } from './webrtc/webrtc-session.js'

// A session with the bot for a turn or a scenario, over the transport session-transport names: SmallWebRTC
// (webrtc/) or the generic WebSocket (conversation/connection.ts). The turn, the scenarios and the check
// hold what comes back by BotLink and never know which one carries it.

export interface BotSession {
  sessionId: string
  /** how the log and the summary name the transport */
  transport: 'webrtc' | 'websocket'
  /** what the start's answer gives that must not be used (a wsUrl on another host): never the deployment's fault */
  problem?: string
  /** Connects within the window: the link and where it leads, or why not and whether the deployment is at fault. */
  open(windowMs: number): Promise<{ link: BotLink; where: string } | { refused: string; rollBack: boolean }>
  /** RTVI disconnect-bot, the bot let close first, then the link closed: whatever was opened. */
  goodbye(): Promise<void>
}

interface Context {
  inputs: Inputs
  report: RunReport
  sessions: SessionService
  agent: string
  deploymentId: string
  signal: AbortSignal
}

/** Starts a session on the transport the inputs name (the service's refusal as the check's failure). */
export async function startBotSession(c: Context): Promise<Started<BotSession>> {
  return c.inputs['session-transport'] === 'websocket' ? websocketSession(c) : webrtcSession(c)
}

async function websocketSession(c: Context): Promise<Started<BotSession>> {
  const started = await startWebsocketSession(c)
  if (!('started' in started)) return started
  const session = started.started
  const connection = new BotConnection()
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
