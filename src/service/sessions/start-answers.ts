import * as z from 'zod/mini'
import { type Answer, answerJson, bodyStart, serviceError } from '../http/answers.js'
import { UnexpectedAnswerError } from '../http/errors.js'
import { ID_SHAPE, isId } from '../ids.js'
import { opt, optString } from '../loose-fields.js'

// What a session start answers (service-facts.md, "Sessions", "SmallWebRTC sessions"): a session id of the
// shape every id has (src/ids.ts: never '.' or '..', which in /sessions/{id} name another resource), and
// the transport's fields. An answer of another shape is the service's doing (OddStartError), with the
// session it named when its id is one, so that it is stopped.

export const started = z.looseObject({ sessionId: z.string() })

/** The most ICE servers a start's answer may name (the OpenAPI example names two; werift reads two). */
const MOST_ICE_SERVERS = 32

/**
 * A start's answer that is not a started session (no sessionId, one that is not an id, a field of another
 * shape): the service's doing, never the deployment's. `sessionId`: the session it did start, when its id
 * is one, to be stopped.
 */
export class OddStartError extends UnexpectedAnswerError {
  constructor(
    message: string,
    readonly sessionId: string | undefined,
  ) {
    super(message)
  }
}
export const startedWebsocket = z.looseObject({
  sessionId: z.string(),
  wsUrl: z.string(),
  token: optString,
  body: optString,
})

const iceServer = z.looseObject({
  urls: z.union([z.string(), z.array(z.string())]),
  username: optString,
  credential: optString,
})
export const startedWebrtc = z.looseObject({
  sessionId: z.string(),
  iceConfig: opt(z.looseObject({ iceServers: opt(z.array(iceServer).check(z.maxLength(MOST_ICE_SERVERS))) })),
})

/** An ICE server the service names for a SmallWebRTC session (STUN, or TURN with its credentials). */
export interface IceServer {
  urls: string | string[]
  username?: string
  credential?: string
}

/** A session on SmallWebRTC: the servers ICE may use (with enableDefaultIceServers). */
export interface WebrtcSession {
  sessionId: string
  iceServers: IceServer[]
}

/** A session on the generic WebSocket transport: where to connect, and the token to connect with. */
export interface WebsocketSession {
  sessionId: string
  wsUrl: string
  /** a short-lived session token, sent once as Authorization: Bearer (none where websocket_auth is none) */
  token?: string
  /** the request's body as base64 JSON, to append as ?body= */
  body?: string
}

/** A start's answer in `schema`, its sessionId an id (ids.ts); else an OddStartError naming the session it may have started. */
export function startedAnswer<Out>(answer: Answer, schema: z.ZodMiniType<Out>, expected: string): Out {
  if (answer.status < 200 || answer.status > 299) throw serviceError(answer)
  const json = answerJson(answer, expected)
  const id = z.safeParse(started, json)
  const sessionId = id.success && isId(id.data.sessionId) ? id.data.sessionId : undefined
  const result = z.safeParse(schema, json)
  if (result.success && sessionId) return result.data
  const why = id.success && !sessionId ? ` (its sessionId is not an id: ${ID_SHAPE})` : ''
  throw new OddStartError(
    `The service answered ${answer.status} to ${answer.request} with JSON that is not ${expected}${why}: ${bodyStart(answer.text)}`,
    sessionId,
  )
}
