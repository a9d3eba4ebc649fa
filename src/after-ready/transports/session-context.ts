import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import type { SessionService } from '../../service/sessions/sessions.js'
import type { SessionTransport } from '../../session-transports.js'
import type { BotLink } from './bot-link.js'

// What a session with the bot is, whichever transport carries it, and what starting one takes: shared by the
// choice of transport (bot-session.ts) and each transport's session (websocket/, webrtc/), so that neither
// imports the other for its types.

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
