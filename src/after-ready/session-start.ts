import { CancelledError, errorMessage } from '../errors.js'
import { isId } from '../ids.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { hideSecret } from '../report/workflow-commands.js'
import { AnswerTooLargeError } from '../service/http/bounded-body.js'
import { AmbiguousWriteError, ServiceError, UnexpectedAnswerError } from '../service/http/errors.js'
import { ServiceHttp } from '../service/http/transport.js'
import { OddStartError, SessionService, type WebsocketSession } from '../service/sessions/sessions.js'
import type { AfterReadyFailure } from './check-failure.js'

// One session started for a check after ready, through the public endpoint. The service's refusal is shown
// in its words; a 401 there is the key's fault, never the deployment's (no rollback). A start whose answer
// was lost (the connection reset after the service may have made the session) is looked up in the
// sessions list: a session that may be this check's is named, never stopped (it may be a caller's), and
// another start is tried.

/** How far the service's clock may be from the runner's when a lost start is looked up. */
const CLOCK_ALLOWANCE_MS = 5_000

/** The clients a check after ready uses: the private key, the public key (the start only), and a stopper. */
export interface SessionClients {
  sessions: SessionService
  /** its transport does not listen to the run's signal: a session is stopped even while the run is cancelled */
  stopper: SessionService
  dispose(): void
}

export function sessionClients(inputs: Inputs, signal: AbortSignal): SessionClients {
  const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal })
  const publicHttp = new ServiceHttp(inputs['api-url'], inputs['public-api-key'] ?? '', log, { signal })
  const stopHttp = new ServiceHttp(inputs['api-url'], inputs['api-key'], log)
  return {
    sessions: new SessionService(http, publicHttp),
    stopper: new SessionService(stopHttp, publicHttp),
    dispose: () => {
      for (const client of [http, publicHttp, stopHttp]) client.dispose()
    },
  }
}

export type Started<T> = { started: T } | { lost: true } | { failure: AfterReadyFailure }

/**
 * One start (`begin`: a Daily room, or the WebSocket transport) and what became of it: the session, a lost
 * answer (looked up, said, another start to try), or the refusal as the check's failure.
 */
export async function startSession<T extends { sessionId: string }>(
  sessions: SessionService,
  agent: string,
  deploymentId: string,
  begin: () => Promise<T>,
  /** the step's own sessions (report.ownSessions): a watch of callers never counts them */
  own?: string[],
): Promise<Started<T>> {
  const sentAt = Date.now()
  try {
    const started = await begin()
    log.info(`Started session ${started.sessionId}`)
    own?.push(started.sessionId)
    return { started }
  } catch (error) {
    if (error instanceof CancelledError) throw error
    if (error instanceof AmbiguousWriteError) {
      await lookUpLostStart(sessions, agent, deploymentId, sentAt, error)
      return { lost: true }
    }
    if (error instanceof UnexpectedAnswerError) return { failure: await oddStart(sessions, agent, deploymentId, error) }
    if (error instanceof ServiceError && error.status === 401) {
      return {
        failure: {
          message: `The service refused public-api-key for a session start on agent '${agent}' (${errorMessage(error)}): check that public-api-key is a public key of the service's organization (not the private api-key, nor a revoked key). A key problem is not the deployment's: deployment ${deploymentId} is ready and was not rolled back`,
          rollBack: false,
        },
      }
    }
    return {
      failure: {
        message: `The service refused to start a session on agent '${agent}': ${errorMessage(error)}`,
        rollBack: true,
      },
    }
  }
}

/**
 * A start answered with what is not a started session: the service's doing, never the deployment's (no
 * rollback), and no other start is tried. The session it named, when its id is one, is stopped.
 */
async function oddStart(
  sessions: SessionService,
  agent: string,
  deploymentId: string,
  error: UnexpectedAnswerError,
): Promise<AfterReadyFailure> {
  let stopped = ''
  // an answer too large to read names its session past the part read, when it does (sessions.ts, START_SEND)
  const found = error instanceof AnswerTooLargeError && error.found && isId(error.found) ? error.found : undefined
  const sessionId = error instanceof OddStartError ? error.sessionId : found
  if (sessionId) {
    try {
      await sessions.stop(agent, sessionId)
      stopped = ` Session ${sessionId} it started was stopped.`
    } catch (stopError) {
      if (stopError instanceof CancelledError) throw stopError
      stopped = ` Session ${sessionId} it started could not be stopped (${errorMessage(stopError)}): it ends at the agent's session limit.`
    }
  }
  return {
    message: `${errorMessage(error)}.${stopped} The service's answer is not the deployment's fault: deployment ${deploymentId} is ready and was not rolled back`,
    rollBack: false,
  }
}

/** The sessions that may be the lost start's, said; none is stopped, for it may be a caller's. */
async function lookUpLostStart(
  sessions: SessionService,
  agent: string,
  deploymentId: string,
  sentAt: number,
  error: AmbiguousWriteError,
): Promise<void> {
  const lost = `The answer to a session start was lost (${errorMessage(error)})`
  let since: string[]
  try {
    since = (await sessions.active(agent, deploymentId))
      .filter((entry) => entry.createdAt && Date.parse(entry.createdAt) >= sentAt - CLOCK_ALLOWANCE_MS)
      .map((entry) => entry.id)
  } catch (readError) {
    if (readError instanceof CancelledError) throw readError
    log.warning(
      `${lost}, and the sessions list could not be read (${errorMessage(readError)}): a session may be running on deployment ${deploymentId}; it ends at the agent's session limit. Trying another start`,
    )
    return
  }
  if (since.length === 0) {
    log.info(`${lost}; no session started on deployment ${deploymentId} since: trying another start`)
    return
  }
  log.warning(
    `${lost}: ${since.length === 1 ? 'session' : 'sessions'} ${since.join(', ')} started on deployment ${deploymentId} since, and may be this check's. ${since.length === 1 ? 'It is' : 'They are'} not stopped (a caller's session looks the same) and end at the agent's session limit. Trying another start`,
  )
}

/** What a check after ready starts a session with, and where it counts its own sessions. */
export interface CheckSessionContext {
  inputs: Inputs
  report: RunReport
  sessions: SessionService
  agent: string
  deploymentId: string
}

/**
 * A session of a check after ready (conversation-test, the scenarios), counted among the step's own; the
 * credentials its answer carries (`secretsOf`) masked at once and never shown, whatever quotes them back.
 */
export async function startCheckSession<T extends { sessionId: string }>(
  c: CheckSessionContext,
  begin: () => Promise<T>,
  secretsOf: (started: T) => (string | undefined)[],
): Promise<Started<T>> {
  c.report.ownSessions ??= []
  const started = await startSession(c.sessions, c.agent, c.deploymentId, begin, c.report.ownSessions)
  if ('started' in started) {
    for (const secret of secretsOf(started.started)) {
      if (!secret) continue
      hideSecret(secret)
    }
  }
  return started
}

/** A session on the generic WebSocket transport, with conversation-body; its token, a credential for the bot's endpoint. */
export function startWebsocketSession(c: CheckSessionContext): Promise<Started<WebsocketSession>> {
  const begin = () => c.sessions.startWebsocket(c.agent, c.inputs['conversation-body'])
  return startCheckSession(c, begin, (session) => [session.token])
}
