import { CancelledError, errorMessage } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import type { SessionRecord, SessionService } from '../service/sessions/sessions.js'
import { raceAbort, seconds, sleep } from '../time.js'
import { awaitSessionLines, sayCut } from './awaited-lines.js'
import { type AfterReadyFailure, checkedDeployment } from './check-failure.js'
import { endedInError, errorLine, sessionLines } from './session-lines.js'
import { sessionClients, startSession } from './session-start.js'

// One session tried on the new deployment once it is ready (smoke-test): started through the public
// endpoint, watched for smoke-seconds through its record and its own log lines, and stopped whatever
// happens. It passes when it ran on the deployment this run made, did not end in an error, and printed
// no traceback or error line. A session that lands on the previous deployment (it still serves for a
// while after a rollout) is stopped and not counted, and another is tried, a second or more later, until
// the window ends or MOST_TRIES were started.

/** How often the session's record and log lines are read while it is watched. */
const READ_EVERY_MS = 500

type Watched =
  | { kind: 'passed'; record: SessionRecord }
  | { kind: 'failed'; why: string; lines: string[]; rollBack?: false }
  | { kind: 'elsewhere'; deploymentId: string }

/** The most sessions one check starts: each is a session the organization pays for. */
export const MOST_TRIES = 10

/** The pause before the next start: a second, growing by half each time, at most three. */
export function pauseBeforeTry(tried: number): number {
  return Math.min(3_000, 1_000 * 1.5 ** (tried - 1))
}

/** The failure, or undefined when the session passed. */
export async function smokeTestPhase(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
): Promise<AfterReadyFailure | undefined> {
  const deploymentId = report.deploymentId ?? ''
  const agent = inputs['agent-name']
  const clients = sessionClients(inputs, signal)
  const { sessions } = clients
  const windowMs = inputs['smoke-seconds'] * 1000
  try {
    return await log.group(`Try a session on deployment ${deploymentId}`, async () => {
      const end = Date.now() + windowMs
      const elsewhere: string[] = []
      let tried = 0
      while (tried < MOST_TRIES && Date.now() < end) {
        if (tried > 0) {
          await sleep(Math.min(pauseBeforeTry(tried), Math.max(0, end - Date.now())), signal)
          if (signal.aborted) throw new CancelledError('cancelled while a session was tried')
          if (Date.now() >= end) break
        }
        tried++
        report.ownSessions ??= []
        const begin = async () => ({ sessionId: await sessions.start(agent) })
        const started = await startSession(sessions, agent, deploymentId, begin, report.ownSessions)
        if ('failure' in started) {
          report.smoke = { result: 'failed', ...(deploymentId ? { deploymentId } : {}) }
          return started.failure
        }
        if (!('started' in started)) continue
        const id = started.started.sessionId
        const watched = await watchedWhole(clients, agent, id, deploymentId, end, signal)
        if (watched.kind === 'elsewhere') {
          log.info(
            `Session ${id} ran on deployment ${watched.deploymentId}, not this run's: stopped, not counted; trying another`,
          )
          elsewhere.push(id)
          continue
        }
        return judge(watched, id, deploymentId, report, windowMs)
      }
      report.smoke = { result: 'failed', deploymentId, elsewhere: elsewhere.length, tried }
      const why =
        elsewhere.length > 0
          ? `${elsewhere.length} landed on the previous deployment, which still served`
          : 'none could be started'
      return {
        message: `No session ran on deployment ${deploymentId} of agent '${agent}' within ${seconds(windowMs)}: ${tried} ${tried === 1 ? 'session was' : 'sessions were'} tried (at most ${MOST_TRIES}, a second or more apart), ${why} (smoke-seconds)`,
        rollBack: true,
      }
    })
  } finally {
    clients.dispose()
  }
}

/** The session watched, then stopped whatever happens; one that passed its window judged by its whole lines. */
async function watchedWhole(
  clients: { sessions: SessionService; stopper: SessionService },
  agent: string,
  id: string,
  deploymentId: string,
  end: number,
  signal: AbortSignal,
): Promise<Watched> {
  const { sessions } = clients
  const stop = stopOnce(clients.stopper, agent, id)
  try {
    const watched = await watch(sessions, agent, id, deploymentId, end, signal)
    if (watched.kind !== 'passed') return watched
    // stopped, then its lines awaited until whole: an error that comes late still fails it
    await stop()
    return linesVerdict(watched, await awaitSessionLines(sessions, agent, id, { signal }))
  } finally {
    await stop()
  }
}

/** Reads the session's record and lines until the window ends, an error shows, or it runs elsewhere. */
async function watch(
  sessions: SessionService,
  agent: string,
  id: string,
  deploymentId: string,
  end: number,
  signal: AbortSignal,
): Promise<Watched> {
  let record: SessionRecord = {}
  let cutSaid = false
  for (;;) {
    // the verdict rests on a record read once the window is over, however long the reads before it took
    const readAt = Date.now()
    record = await raceAbort(sessions.read(agent, id), signal)
    if (record.deploymentId && record.deploymentId !== deploymentId) {
      return { kind: 'elsewhere', deploymentId: record.deploymentId }
    }
    const whole = await raceAbort(sessions.wholeLog(agent, id), signal)
    if (!cutSaid) cutSaid = sayCut(id, whole)
    const read = sessionLines(whole.lines)
    const lines = read.shown
    const error = errorLine(read.all)
    if (error) return { kind: 'failed', why: error, lines }
    if (record.endedAt && endedInError(record.completionStatus)) {
      return { kind: 'failed', why: `the session ended on its own (${record.completionStatus})`, lines }
    }
    if (record.endedAt || readAt >= end) break
    await sleep(Math.min(READ_EVERY_MS, Math.max(0, end - Date.now())), signal)
    if (signal.aborted) throw new CancelledError('cancelled while a session was tried')
  }
  if (!record.deploymentId) return { kind: 'failed', why: 'the service never said which deployment ran it', lines: [] }
  if (record.botStartSeconds === undefined) {
    return {
      kind: 'failed',
      why: 'the bot did not start within the window (raise smoke-seconds for a slow bot)',
      lines: [],
    }
  }
  return { kind: 'passed', record }
}

/** A session that passed its window, judged by its whole lines: an error in them fails it; lines never whole decide nothing. */
function linesVerdict(
  watched: Watched & { kind: 'passed' },
  read: Awaited<ReturnType<typeof awaitSessionLines>>,
): Watched {
  const error = errorLine(read.all)
  if (error) return { kind: 'failed', why: error, lines: read.shown }
  if (!read.missing) return watched
  return {
    kind: 'failed',
    why: `it ran without an error in its record, but ${read.missing}, so it cannot be judged. The service's log store is at fault, not the deployment: not rolled back`,
    lines: read.shown,
    rollBack: false,
  }
}

function judge(
  watched: Exclude<Watched, { kind: 'elsewhere' }>,
  id: string,
  deploymentId: string,
  report: RunReport,
  windowMs: number,
): AfterReadyFailure | undefined {
  if (watched.kind === 'failed') {
    report.smoke = { result: 'failed', sessionId: id, deploymentId, lines: watched.lines }
    log.info(`Session ${id} failed: ${watched.why}`)
    return {
      message: `A session on ${checkedDeployment(report)} failed: ${watched.why}\n(session ${id} on deployment ${deploymentId}; its last log lines are in the job summary)`,
      rollBack: watched.rollBack ?? true,
    }
  }
  const started = watched.record.botStartSeconds
  report.smoke = {
    result: 'passed',
    sessionId: id,
    deploymentId,
    ...(started !== undefined ? { botStartSeconds: started } : {}),
  }
  log.info(
    `Session ${id} ran on deployment ${deploymentId} for ${seconds(windowMs)} without an error (the bot started in ${started} s)`,
  )
  return undefined
}

export async function stopQuietly(sessions: SessionService, agent: string, id: string): Promise<void> {
  try {
    await sessions.stop(agent, id)
    log.info(`Stopped session ${id}`)
  } catch (error) {
    log.warning(`Session ${id} could not be stopped (${errorMessage(error)}): it ends at the agent's session limit`)
  }
}

/**
 * The session's stop, sent once however often it is called: before a verdict that waits for its lines (they
 * are whole once it ended), and again in a `finally` that stops it whatever happened.
 */
export function stopOnce(sessions: SessionService, agent: string, id: string): () => Promise<void> {
  let stopping: Promise<void> | undefined
  return () => {
    stopping ??= stopQuietly(sessions, agent, id)
    return stopping
  }
}
