import * as z from 'zod/mini'
import { pathSegment } from '../../ids.js'
import { parsedAnswer, serviceError } from '../http/answers.js'
import type { ServiceHttp } from '../http/transport.js'
import { opt, optBoolean, optNumber, optString } from '../loose-fields.js'
import { readSessionLog, type SessionLog } from './session-log.js'
import {
  started,
  startedAnswer,
  startedWebrtc,
  startedWebsocket,
  type WebrtcSession,
  type WebsocketSession,
} from './start-answers.js'

// Sessions (service-facts.md, "Sessions"): a start through the public endpoint with a *public* key, and
// a session's record, its stop and its own log lines with the private one. Each key goes only where it
// belongs: the start never carries the private key, no other call the public one. What a start answers:
// start-answers.ts.

export { type IceServer, OddStartError, type WebrtcSession, type WebsocketSession } from './start-answers.js'

const offerAnswer = z.looseObject({ sdp: z.string(), type: z.string(), pc_id: optString })

/**
 * A start is a write, never sent twice; an answer past the bound is read on (64 MiB at most, nothing kept) for
 * the session it started, so that its id can be stopped (issue 61 §6: it was in the part never read).
 */
const START_SEND = {
  write: true,
  findPast: { pattern: /"sessionId"\s*:\s*"([^"\\]{1,200})"/, mostBytes: 64 * 1024 * 1024 },
}

/** The offer Pipecat's SmallWebRTCRequest takes: exactly these keys (any other is a 500 from the bot's image). */
export interface WebrtcOffer {
  sdp: string
  type: 'offer'
  pc_id: null
  restart_pc: false
}

/** The bot's answer: its SDP, every candidate in it, and the connection's id. */
export interface WebrtcAnswer {
  sdp: string
  type: string
  pc_id?: string
}

const record = z.looseObject({
  sessionId: optString,
  deploymentId: optString,
  createdAt: optString,
  endedAt: optString,
  botStartSeconds: optNumber,
  coldStart: optBoolean,
  // an HTTP code or a word (HTTP_COMPLETED, HTTP_ERROR, WS_CONNECTION_CLOSED)
  completionStatus: opt(z.union([z.string(), z.number()])),
})

const listed = z.looseObject({
  total_count: optNumber,
  sessions: z.array(record),
})

/** The most sessions one list read asks for, and the most pages read. */
const PAGE = 50
const MOST_PAGES = 20

/** What the service says of a session: where it runs, whether the bot started, whether it ended. */
export interface SessionRecord {
  deploymentId?: string
  botStartSeconds?: number
  endedAt?: string
  completionStatus?: string
  coldStart?: boolean
}

/** A session of the sessions list. */
export type ListedSession = SessionRecord & { id: string; createdAt?: string }

export class SessionService {
  constructor(
    /** with the private key: read, stop, log lines */
    private readonly http: ServiceHttp,
    /** with the public key: the start only */
    private readonly publicHttp: ServiceHttp,
  ) {}

  /** Starts one session with a Daily room; its id. Never sent twice: a second start is a second session. */
  async start(agent: string): Promise<string> {
    const answer = await this.publicHttp.send(
      'POST',
      `/public/${pathSegment(agent)}/start`,
      {
        createDailyRoom: true,
      },
      START_SEND,
    )
    return startedAnswer(answer, started, 'a started session').sessionId
  }

  /** Starts one session on the generic WebSocket transport (public key); never sent twice. */
  async startWebsocket(agent: string, body: Record<string, unknown> | undefined): Promise<WebsocketSession> {
    const answer = await this.publicHttp.send(
      'POST',
      `/public/${pathSegment(agent)}/start`,
      { transport: 'websocket', ...(body ? { body } : {}) },
      START_SEND,
    )
    const data = startedAnswer(answer, startedWebsocket, 'a started WebSocket session')
    return {
      sessionId: data.sessionId,
      wsUrl: data.wsUrl,
      ...(data.token ? { token: data.token } : {}),
      ...(data.body ? { body: data.body } : {}),
    }
  }

  /** Starts one session on SmallWebRTC (public key), asking for the service's ICE servers; never sent twice. */
  async startWebrtc(agent: string, body: Record<string, unknown> | undefined): Promise<WebrtcSession> {
    const answer = await this.publicHttp.send(
      'POST',
      `/public/${pathSegment(agent)}/start`,
      { transport: 'webrtc', enableDefaultIceServers: true, ...(body ? { body } : {}) },
      START_SEND,
    )
    const data = startedAnswer(answer, startedWebrtc, 'a started SmallWebRTC session')
    const iceServers = (data.iceConfig?.iceServers ?? []).map((server) => ({
      urls: server.urls,
      ...(server.username ? { username: server.username } : {}),
      ...(server.credential ? { credential: server.credential } : {}),
    }))
    return { sessionId: data.sessionId, iceServers }
  }

  /** One offer through the session proxy (public key), one attempt: the caller decides what is tried again. */
  async offer(agent: string, sessionId: string, offer: WebrtcOffer): Promise<WebrtcAnswer> {
    const path = `/public/${pathSegment(agent)}/sessions/${pathSegment(sessionId)}/api/offer`
    const answer = await this.publicHttp.send('POST', path, offer, { once: true })
    const data = parsedAnswer(answer, offerAnswer, "the bot's answer to the offer")
    return { sdp: data.sdp, type: data.type, ...(data.pc_id ? { pc_id: data.pc_id } : {}) }
  }

  /** The session's record; a transient failure (a 5xx, a reset) is tried again, as every read is. */
  async read(agent: string, id: string): Promise<SessionRecord> {
    return view(parsedAnswer(await this.http.send('GET', sessionPath(agent, id)), record, 'a session'))
  }

  /** The sessions running on a deployment (the sessions list, `status=active`). */
  async active(agent: string, deploymentId: string): Promise<ListedSession[]> {
    return this.list(agent, deploymentId, 'active')
  }

  /**
   * A deployment's sessions from the sessions list, read page by page (the service's default page is 10,
   * and its order is not documented), each once; `pages` bounds the reads.
   */
  async list(
    agent: string,
    deploymentId: string,
    status: 'active' | 'all',
    pages = MOST_PAGES,
  ): Promise<ListedSession[]> {
    const found = new Map<string, ListedSession>()
    for (let page = 0; page < pages; page++) {
      const query = new URLSearchParams({
        deploymentId,
        status,
        limit: String(PAGE),
        offset: String(page * PAGE),
      })
      const answer = await this.http.send('GET', `/agents/${pathSegment(agent)}/sessions?${query}`)
      const data = parsedAnswer(answer, listed, 'the sessions list')
      for (const entry of data.sessions) {
        if (entry.sessionId && !found.has(entry.sessionId)) {
          const createdAt = entry.createdAt ? { createdAt: entry.createdAt } : {}
          found.set(entry.sessionId, { id: entry.sessionId, ...view(entry), ...createdAt })
        }
      }
      if (data.sessions.length < PAGE || found.size >= (data.total_count ?? 0)) break
    }
    return [...found.values()]
  }

  /** Stops the session; one already ended or gone is not an error. */
  async stop(agent: string, id: string): Promise<void> {
    const answer = await this.http.send('DELETE', sessionPath(agent, id))
    if (answer.status === 404 || (answer.status >= 200 && answer.status <= 299)) return
    throw serviceError(answer)
  }

  /** The session's own log lines, oldest first, read whole page by page (session-log.ts); a transient failure is tried again. */
  wholeLog(agent: string, id: string): Promise<SessionLog> {
    return readSessionLog(this.http, agent, id)
  }
}

function view(data: z.infer<typeof record>): SessionRecord {
  return {
    ...(data.deploymentId ? { deploymentId: data.deploymentId } : {}),
    ...(typeof data.botStartSeconds === 'number' ? { botStartSeconds: data.botStartSeconds } : {}),
    ...(data.endedAt ? { endedAt: data.endedAt } : {}),
    ...(data.completionStatus !== undefined && data.completionStatus !== null
      ? { completionStatus: String(data.completionStatus) }
      : {}),
    ...(typeof data.coldStart === 'boolean' ? { coldStart: data.coldStart } : {}),
  }
}

function sessionPath(agent: string, id: string): string {
  return `/agents/${pathSegment(agent)}/sessions/${pathSegment(id)}`
}
