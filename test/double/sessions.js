// @ts-check
// Sessions as the service runs them (service-facts.md, "Sessions"), traps included: a start takes only a
// public key (the private one is refused there, as the public one is everywhere else); a session runs on
// the deployment that serves the agent at that moment, which for `previousServesMs` after a rollout (or
// for its first `previousServesStarts` sessions) is still the previous one; a start with nothing ready to serve is refused (PCC-1001); a bot may be slow to
// start, or raise only when a session starts (its traceback in the session's own log lines).

/**
 * @typedef {object} SessionOptions
 * @property {string[]} [publicKeys]
 * @property {number} [previousServesMs] after a deployment rolls out, sessions land on the previous one this long
 * @property {number} [previousServesStarts] after a deployment rolls out, its first this many session starts land on the previous one (whatever the machine's pace)
 * @property {RegExp} [sessionCrashImages] bots of these images raise when a session starts
 * @property {RegExp} [slowBotImages] bots of these images take slowBotMs to start
 * @property {number} [slowBotMs]
 * @property {{ everyMs: number, lastMs?: number }} [callers] callers start a session on the serving deployment this often
 * @property {boolean} [listIgnoresDeployment] a trap: the sessions list carries every deployment's sessions, whatever deploymentId asks
 * @property {number} [offersNotReady] webrtc: the session proxy answers this many first offers 404 "not yet ready"
 * @property {boolean} [webrtcUnreachable] webrtc: the bot's candidates name a port where nothing listens: ICE never connects
 * @property {boolean} [helloResendsLost] webrtc: the path loses the bot's resent ClientHellos: its first is its only one
 * @property {number} [linesLateMs] logs: a line can be read only this long after it was written (session-logs.js)
 * @property {number} [logPageMost] logs: a page holds at most this many lines
 * @property {number} [logOffsetMost] logs: a page reaching past this many lines is refused
 */

/**
 * @typedef {object} Session
 * @property {string} id
 * @property {string} agent
 * @property {string} deploymentId
 * @property {number} createdAt
 * @property {number} botStartAt
 * @property {number} [crashAt]
 * @property {string[]} [extraLines] what the bot printed when it raised (instead of the usual traceback)
 * @property {number} [endedAt]
 * @property {string} [transport] 'websocket' for the generic WebSocket transport, 'webrtc' for SmallWebRTC
 * @property {any} [webrtc] webrtc: the offers received, the connection's pc_id, its peer connection (webrtc-bot.js)
 * @property {string} [image]
 * @property {string} [token] the session token the WebSocket endpoint takes once
 * @property {number} [tokenIssuedAt]
 * @property {boolean} [tokenUsed]
 * @property {number} [endsAt] a caller's session: it ends then, on its own
 * @property {boolean} [caller] started by a caller of the agent, not by the action
 * @property {boolean} [noToken] websocket_auth none: the endpoint takes the caller without a token
 * @property {{ at: number, log: string }[]} [botLines] lines the bot logged as it ran (bot-pipeline.js)
 * @property {NonNullable<import('./bot.js').BotSession['socket']>} [socket] the bot's connection, once one was made (goodbye: it got RTVI disconnect-bot; messages: the client's RTVI messages)
 * @property {string} [completionStatus]
 * @property {boolean} stopped
 * @property {Record<string, unknown>} body
 */

import { randomBytes } from 'node:crypto'
import { sessionLogsAnswer } from './session-logs.js'
import { answerOffer } from './webrtc-bot.js'

const BOT_START_MS = 200
export const SESSION_TRACEBACK = [
  'Traceback (most recent call last):',
  '  File "/app/bot.py", line 41, in bot',
  '    llm = OpenAILLMService(api_key=os.environ["OPENAI_API_KEY"])',
  "KeyError: 'OPENAI_API_KEY'",
]

/** What a caller's bot raised when its provider refused its key (`callers-error`). */
export const AUTH_TRACEBACK = [
  'Traceback (most recent call last):',
  '  File "/app/bot.py", line 73, in on_user_turn',
  '    reply = await llm.generate(messages)',
  'openai.AuthenticationError: Error code: 401 - Incorrect API key provided',
]

/**
 * A bot that keeps running after its provider refused its key (`logs-401`): the ERROR first, then, with
 * `logs-3000`, 3,000 lines of a busy pipeline after it. @param {number} at @param {string} image
 */
function loggedErrors(at, image, /** @type {string} */ id) {
  const stamp = new Date(at + 50).toISOString().replace('T', ' ').slice(0, 23)
  const error = {
    at: at + 50,
    log: `${stamp} | ERROR    | pipecat.services.openai.llm:_process_context:311 | ${id} - OpenAILLMService#0 exception: Error code: 401 - Unauthorized`,
  }
  const busy = /logs-3000/.test(image) ? 3000 : 0
  return [
    error,
    ...Array.from({ length: busy }, (_, i) => ({
      at: at + 51,
      log: `${stamp} | DEBUG    | pipecat.pipeline.task:_process:88 | ${id} - frame ${i} pushed downstream`,
    })),
  ]
}

/**
 * @param {{
 *   options: SessionOptions,
 *   agents: Map<string, { deployments: { id: string, readyAt: number, crashes?: boolean, infra?: boolean, body: Record<string, any> }[] }>,
 *   isReady: (deployment: any, now: number) => boolean,
 *   wsBase: () => string,
 *   stunPort: () => number,
 *   closedPort: () => number,
 * }} config
 */
export function sessionsApi(config) {
  const publicKeys = config.options.publicKeys ?? ['pk_test_public']
  /** @type {Map<string, Session>} */
  const sessions = new Map()
  let next = 1

  /** starts that landed on the previous deployment, by the newest one's id (previousServesStarts) */
  const startsBefore = new Map()

  /** The deployment that serves the agent now: the newest ready one, or for a while the one before it. */
  function serving(/** @type {string} */ name, /** @type {number} */ now, starting = false) {
    const ready = (config.agents.get(name)?.deployments ?? []).filter((d) => config.isReady(d, now))
    const newest = ready.at(-1)
    const previous = ready.at(-2)
    if (!newest || !previous) return newest
    if (now - newest.readyAt < (config.options.previousServesMs ?? 0)) return previous
    const landed = startsBefore.get(newest.id) ?? 0
    if (!starting || landed >= (config.options.previousServesStarts ?? 0)) return newest
    startsBefore.set(newest.id, landed + 1)
    return previous
  }

  /** @param {Session} session @param {number} now */
  function view(session, now) {
    const caller = session.endsAt !== undefined && now >= session.endsAt ? session.endsAt : undefined
    const ended =
      session.endedAt ??
      caller ??
      (session.crashAt !== undefined && now >= session.crashAt ? session.crashAt : undefined)
    const status = session.completionStatus ?? (ended !== undefined ? 'HTTP_ERROR' : null)
    return {
      sessionId: session.id,
      deploymentId: session.deploymentId,
      createdAt: new Date(session.createdAt).toISOString(),
      endedAt: ended === undefined ? null : new Date(ended).toISOString(),
      botStartSeconds: now >= session.botStartAt ? (session.botStartAt - session.createdAt) / 1000 : null,
      coldStart: false,
      completionStatus: ended === undefined ? null : status,
    }
  }

  /**
   * The public start (before any private-key check), or undefined for another path.
   * @param {string} method @param {string} path @param {any} body @param {string | undefined} key
   * @returns {[number, any] | undefined}
   */
  function handlePublic(method, path, body, key) {
    const start = /^\/v1\/public\/([^/]+)\/start$/.exec(path)
    if (!start || method !== 'POST') return undefined
    if (!key || !publicKeys.includes(key)) {
      return [401, { error: 'A public API key is required to start a session', code: 'UNAUTHORIZED' }]
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return [400, { error: 'Invalid JSON body', code: 'GENERIC_BAD_REQUEST' }]
    }
    const name = decodeURIComponent(start[1] ?? '')
    if (!config.agents.has(name)) return [404, { error: `Agent '${name}' not found`, code: 'NOT_FOUND' }]
    const now = Date.now()
    const deployment = serving(name, now, true)
    if (!deployment) {
      return [400, { error: `Agent '${name}' has no deployment ready to take a session`, code: 'PCC-1001' }]
    }
    const image = String(deployment.body.image ?? '')
    if (body.transport === 'websocket') return websocketStart(name, deployment, body, now)
    if (body.transport === 'webrtc') return webrtcStart(name, deployment, body, now)
    const slow = config.options.slowBotImages?.test(image)
    const botStartAt = now + (slow ? (config.options.slowBotMs ?? 3000) : BOT_START_MS)
    const id = `ses_${String(next++).padStart(6, '0')}`
    /** @type {Session} */
    const session = {
      id,
      agent: name,
      deploymentId: deployment.id,
      createdAt: now,
      botStartAt,
      ...(config.options.sessionCrashImages?.test(image) ? { crashAt: botStartAt + 100 } : {}),
      ...(/logs-401/.test(image) ? { botLines: loggedErrors(botStartAt, image, id) } : {}),
      stopped: false,
      body,
    }
    sessions.set(session.id, session)
    return [200, { sessionId: session.id, dailyRoom: `https://acme.daily.co/${session.id}`, dailyToken: 'daily-token' }]
  }

  /**
   * A session on a transport whose bot starts when the client connects (the bot module sets botStartAt
   * then), stored.
   * @param {string} name @param {{ id: string, body: Record<string, any> }} deployment @param {any} body
   * @param {number} now @param {'websocket' | 'webrtc'} transport @param {Partial<Session>} extra
   * @returns {Session}
   */
  function transportSession(name, deployment, body, now, transport, extra) {
    /** @type {Session} */
    const session = {
      id: `ses_${String(next++).padStart(6, '0')}`,
      agent: name,
      deploymentId: deployment.id,
      createdAt: now,
      botStartAt: Number.POSITIVE_INFINITY,
      stopped: false,
      body,
      transport,
      image: String(deployment.body.image ?? ''),
      ...extra,
    }
    sessions.set(session.id, session)
    return session
  }

  /**
   * A start on the generic WebSocket transport: no bot starts until the client connects (the bot module
   * sets botStartAt then). websocket_auth none: no token, and a body is refused.
   * @param {string} name @param {{ id: string, body: Record<string, any> }} deployment @param {any} body @param {number} now
   * @returns {[number, any]}
   */
  function websocketStart(name, deployment, body, now) {
    const none = deployment.body.websocketAuth === 'none'
    if (none && body.body !== undefined) {
      return [
        400,
        { error: "A body cannot be passed to an agent whose websocket_auth is 'none'", code: 'GENERIC_BAD_REQUEST' },
      ]
    }
    if (body.body !== undefined && Buffer.byteLength(JSON.stringify(body.body)) > 4096) {
      return [400, { error: 'body must be at most 4 KB of JSON', code: 'GENERIC_BAD_REQUEST' }]
    }
    const session = transportSession(name, deployment, body, now, 'websocket', {
      ...(none ? { noToken: true } : { token: `wst_${randomBytes(16).toString('hex')}`, tokenIssuedAt: now }),
    })
    const encoded = body.body === undefined ? {} : { body: Buffer.from(JSON.stringify(body.body)).toString('base64') }
    return [
      200,
      {
        sessionId: session.id,
        ...(session.token ? { token: session.token } : {}),
        wsUrl: `${config.wsBase()}/ws/generic/${name}.acme`,
        ...encoded,
      },
    ]
  }

  /**
   * A start on SmallWebRTC: the bot waits (up to 120 s) for the offer through the session proxy; with
   * enableDefaultIceServers, iceConfig names STUN and TURN over udp, tcp and tls, as the OpenAPI example does
   * (here on 127.0.0.1: the double's STUN server, and TURN ports where nothing listens).
   * @param {string} name @param {{ id: string, body: Record<string, any> }} deployment @param {any} body @param {number} now
   * @returns {[number, any]}
   */
  function webrtcStart(name, deployment, body, now) {
    if (body.body !== undefined && Buffer.byteLength(JSON.stringify(body.body)) > 1024 * 1024) {
      return [400, { error: 'body must be at most 1 MB of JSON', code: 'GENERIC_BAD_REQUEST' }]
    }
    const session = transportSession(name, deployment, body, now, 'webrtc', {})
    const turn = `127.0.0.1:${config.closedPort()}`
    const credential = `turn-secret-${randomBytes(8).toString('hex')}`
    // what a leaky bot says of its session (bot-turns.js): here, the TURN credential
    session.token = credential
    const iceConfig = {
      iceServers: [
        { urls: [`stun:127.0.0.1:${config.stunPort()}`] },
        {
          urls: [`turn:${turn}?transport=udp`, `turn:${turn}?transport=tcp`, `turns:${turn}?transport=tcp`],
          username: `${session.id}:turn-user`,
          credential,
        },
      ],
    }
    return [200, { sessionId: session.id, ...(body.enableDefaultIceServers === true ? { iceConfig } : {}) }]
  }

  /**
   * The offer through the session proxy (public key): the bot's answer, or the proxy's and the bot's refusals.
   * @param {string} method @param {string} path @param {any} body @param {string | undefined} key
   * @returns {Promise<[number, any]> | undefined}
   */
  function handleOffer(method, path, body, key) {
    const offer = /^\/v1\/public\/([^/]+)\/sessions\/([^/]+)\/api\/offer$/.exec(path)
    if (!offer || method !== 'POST') return undefined
    if (!key || !publicKeys.includes(key))
      return Promise.resolve([401, { error: 'A public API key is required', code: 'UNAUTHORIZED' }])
    const session = sessions.get(decodeURIComponent(offer[2] ?? ''))
    if (session?.transport !== 'webrtc' || session.agent !== decodeURIComponent(offer[1] ?? ''))
      return Promise.resolve([404, { detail: 'Invalid or not-yet-ready session_id' }])
    if (body === null || typeof body !== 'object') return Promise.resolve([422, { detail: 'Invalid JSON body' }])
    return answerOffer(/** @type {any} */ (session), body, {
      offersNotReady: config.options.offersNotReady,
      unreachable: config.options.webrtcUnreachable,
      helloResendsLost: config.options.helloResendsLost,
    })
  }

  /** The session a connection is for: by its token, or (websocket_auth none) the agent's newest unconnected one. */
  function sessionFor(/** @type {string} */ token, /** @type {string} */ agent) {
    const all = [...sessions.values()].filter((s) => s.transport === 'websocket')
    if (token) return all.find((s) => s.token === token)
    return all.findLast((s) => s.noToken && s.agent === agent && !s.tokenUsed)
  }

  /**
   * A session's record, its stop, and its log lines (private key), or undefined for another path.
   * @param {string} method @param {string} path @param {URLSearchParams} query
   * @returns {[number, any] | undefined}
   */
  function handle(method, path, query) {
    const now = Date.now()
    const one = /^\/v1\/agents\/([^/]+)\/sessions\/([^/]+)$/.exec(path)
    if (one) {
      const session = sessions.get(decodeURIComponent(one[2] ?? ''))
      if (!session || session.agent !== decodeURIComponent(one[1] ?? '')) {
        return [404, { error: 'Session not found', code: 'NOT_FOUND' }]
      }
      if (method === 'GET') return [200, view(session, now)]
      if (method === 'DELETE') {
        session.stopped = true
        if (session.endedAt === undefined && !(session.crashAt !== undefined && now >= session.crashAt)) {
          session.endedAt = now
          session.completionStatus = 'HTTP_COMPLETED'
        }
        return [200, { status: 'terminated', session_id: session.id }]
      }
      return undefined
    }
    const list = /^\/v1\/agents\/([^/]+)\/sessions$/.exec(path)
    if (list && method === 'GET') return [200, listed(decodeURIComponent(list[1] ?? ''), query, now)]
    const logsPath = /^\/v1\/agents\/([^/]+)\/logs$/.exec(path)
    const sessionId = query.get('sessionId')
    if (logsPath && method === 'GET' && sessionId) {
      return sessionLogsAnswer(sessions.get(sessionId), now, query, config.options)
    }
    return undefined
  }

  /**
   * The sessions list as the OpenAPI document has it: filtered by deploymentId and status (active, ended,
   * all), `limit` 10 unless asked, `offset`; oldest first (the order is not documented: the action must
   * not lean on it).
   * @param {string} agent @param {URLSearchParams} query @param {number} now
   */
  function listed(agent, query, now) {
    const deploymentId = query.get('deploymentId')
    const status = query.get('status') ?? 'all'
    const limit = Number(query.get('limit') ?? 10)
    const offset = Number(query.get('offset') ?? 0)
    const views = [...sessions.values()]
      .filter(
        (s) =>
          s.agent === agent &&
          (!deploymentId || config.options.listIgnoresDeployment || s.deploymentId === deploymentId),
      )
      .map((s) => ({
        ...view(s, now),
        serviceId: 'svc',
        organizationId: 'org',
        updatedAt: new Date(now).toISOString(),
      }))
      .filter((v) => status === 'all' || (status === 'active') === (v.endedAt === null))
    return { total_count: views.length, sessions: views.slice(offset, offset + limit) }
  }

  /**
   * Callers of the agent (options.callers): every `everyMs`, one session on the deployment that serves each
   * agent, lasting `lastMs`. An image whose tag says so fails every second caller: `callers-error` ends
   * in HTTP_ERROR (its traceback in its lines), `callers-traceback` logs a traceback and ends normally,
   * `callers-nostart` never starts its bot; `callers-first<N>` fails its first N callers (HTTP_ERROR), then
   * none; `callers-stuck` callers wait for a bot that never starts, and never end. Stopped with the double.
   */
  function startCallers() {
    const callers = config.options.callers
    if (!callers) return () => undefined
    let count = 0
    /** callers counted by deployment, for callers-first<N> */
    const callersOf = new Map()
    const timer = setInterval(() => {
      const now = Date.now()
      for (const name of config.agents.keys()) {
        const deployment = serving(name, now)
        if (!deployment) continue
        const image = String(deployment.body.image ?? '')
        const first = /callers-first(\d+)/.exec(image)
        callersOf.set(deployment.id, (callersOf.get(deployment.id) ?? 0) + 1)
        const fails = first
          ? callersOf.get(deployment.id) <= Number(first[1])
          : ++count % 2 === 0 && /callers-(error|traceback|nostart)/.test(image)
        const error = fails && (first || image.includes('callers-error'))
        const stuck = image.includes('callers-stuck')
        const lastMs = callers.lastMs ?? 200
        /** @type {Session} */
        const session = {
          id: `ses_c${String(next++).padStart(6, '0')}`,
          agent: name,
          deploymentId: deployment.id,
          createdAt: now,
          botStartAt: stuck || (fails && image.includes('callers-nostart')) ? Number.POSITIVE_INFINITY : now + 50,
          ...(stuck ? {} : { endsAt: now + lastMs }),
          completionStatus: error ? 'HTTP_ERROR' : 'HTTP_COMPLETED',
          caller: true,
          stopped: false,
          body: {},
          ...(fails && image.includes('callers-traceback')
            ? { crashAt: now + lastMs - 10, extraLines: SESSION_TRACEBACK }
            : {}),
          ...(error ? { crashAt: now + lastMs - 10, extraLines: AUTH_TRACEBACK } : {}),
        }
        sessions.set(session.id, session)
      }
    }, callers.everyMs)
    return () => clearInterval(timer)
  }

  return { sessions, handlePublic, handleOffer, handle, publicKeys, sessionFor, startCallers }
}
