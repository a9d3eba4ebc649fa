import { CancelledError, errorMessage } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { ServiceHttp } from '../service/http/transport.js'
import { SessionService } from '../service/sessions/sessions.js'
import { raceAbort, seconds, sleep } from '../time.js'
import type { AfterReadyFailure } from './check-failure.js'
import { failedCompletion, WatchedSessions } from './watch-sessions.js'

export { failedCompletion } from './watch-sessions.js'

// The new deployment's real callers, watched for watch-minutes once the deploy and its checks passed (the
// service has no traffic split: every new caller reaches it). The sessions list, filtered by this
// deployment and paged, is read at a modest pace (every 10 s, or a tenth of the window, never more than
// once a second); each session that ended is judged once (watch-sessions.ts). Reaching watch-max-failed
// fails at once; a window in which no read of the list succeeded fails without a rollback (nothing was
// watched), one in which some failed is never called quiet in silence. Only a window that ended passes.

const MINUTE_MS = 60_000
/** how far the service's clock may be from the runner's */
const CLOCK_ALLOWANCE_MS = 5_000

/** How often the list is read: every 10 s, or a tenth of the window when that is shorter, at most once a second. */
export function readEveryMs(windowMs: number): number {
  return Math.max(1_000, Math.min(10_000, windowMs / 10))
}

/** The reads of the sessions list: how many were tried, how many failed, and the last refusal. */
interface Reads {
  tried: number
  failed: number
  last?: string
}

/** Watches the callers; the failure (a breach, too few callers, a list never read), or undefined. */
export async function watchPhase(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
  progress: (text: string) => Promise<void> = async () => undefined,
): Promise<AfterReadyFailure | undefined> {
  const minutes = inputs['watch-minutes']
  const windowMs = minutes * MINUTE_MS
  const deploymentId = report.deploymentId ?? ''
  const agent = inputs['agent-name']
  const started = Date.now()
  const end = started + windowMs
  const own = new Set(report.ownSessions ?? [])
  // Every read ends with the window (the last list read, one pace after it): a transport whose retries
  // stop then, so that a service that answers slowly or not at all cannot make a 3 s watch take a minute.
  const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(windowMs + readEveryMs(windowMs))]),
  })
  const sessions = new SessionService(http, http)
  const watch = new WatchedSessions(sessions, agent, deploymentId, own, end, signal)
  // A deployment this run did not make (a re-run over it) had callers before: the window is the watch's own.
  const since = report.operation === 'unchanged' ? started - CLOCK_ALLOWANCE_MS : 0
  const reads: Reads = { tried: 0, failed: 0 }
  const state = (result: NonNullable<RunReport['watch']>['result']) => {
    report.watch = { result, seen: watch.seen, failures: watch.failures, minutes, watchedMs: Date.now() - started }
  }
  try {
    return await log.group(`Watch the callers of deployment ${deploymentId}`, async () => {
      log.info(
        `Watching the callers of deployment ${deploymentId} for ${seconds(windowMs)} (a read every ${seconds(readEveryMs(windowMs))})`,
      )
      await progress(`watching callers, 0 of ${minutes} minutes`)
      let lastSaid = started
      for (;;) {
        const limit = AbortSignal.timeout(Math.max(readEveryMs(windowMs), end - Date.now()))
        await readOnce(watch, sessions, { agent, deploymentId, since }, reads, { signal, limit })
        state('watching')
        if (watch.failures.length >= inputs['watch-max-failed']) {
          state('failed')
          return breach(watch, deploymentId, inputs['watch-max-failed'])
        }
        if (Date.now() - lastSaid >= MINUTE_MS) {
          lastSaid = Date.now()
          log.info(`Callers of deployment ${deploymentId}: ${watch.line()}`)
          await progress(`watching callers, ${Math.round((Date.now() - started) / MINUTE_MS)} of ${minutes} minutes`)
        }
        if (Date.now() >= end) break
        await sleep(Math.min(readEveryMs(windowMs), end - Date.now()), signal)
        if (signal.aborted) throw new CancelledError('cancelled while callers were watched')
      }
      log.info(`Callers of deployment ${deploymentId} after ${seconds(windowMs)}: ${watch.line()}`)
      return windowEnded(watch, inputs, reads, deploymentId, state)
    })
  } catch (error) {
    // Only a window that ended says passed: a cancelled watch says so.
    if (error instanceof CancelledError) state('cancelled')
    throw error
  } finally {
    http.dispose()
  }
}

/** One read of the list; a failed read is counted and said, and the watch goes on. */
async function readOnce(
  watch: WatchedSessions,
  sessions: SessionService,
  of: { agent: string; deploymentId: string; since: number },
  reads: Reads,
  /** the run's signal, and the read's own limit (the window's end, or one pace for the last) */
  { signal, limit }: { signal: AbortSignal; limit: AbortSignal },
): Promise<void> {
  const { agent, deploymentId, since } = of
  reads.tried++
  try {
    const listed = await raceAbort(sessions.list(agent, deploymentId, 'all'), AbortSignal.any([signal, limit]))
    await watch.take(listed.filter((s) => !since || (s.createdAt !== undefined && Date.parse(s.createdAt) >= since)))
  } catch (error) {
    if (signal.aborted) throw new CancelledError('cancelled while callers were watched')
    reads.failed++
    reads.last = limit.aborted ? 'no answer in time' : errorMessage(error)
    log.warning(`The sessions of deployment ${deploymentId} could not be read (${reads.last}); still watching`)
  }
}

function breach(watch: WatchedSessions, deploymentId: string, most: number): AfterReadyFailure {
  const first = watch.failures[0]
  return {
    message: `${watch.failures.length} of ${watch.seen} caller sessions on deployment ${deploymentId} failed (watch-max-failed: ${most})${first ? `: session ${first.id}: ${first.why}` : ''}`,
    rollBack: true,
  }
}

/** The window ended: passed, quiet, too few callers, or a list that could never be read. */
function windowEnded(
  watch: WatchedSessions,
  inputs: Inputs,
  reads: Reads,
  deploymentId: string,
  state: (result: NonNullable<RunReport['watch']>['result']) => void,
): AfterReadyFailure | undefined {
  const minutes = inputs['watch-minutes']
  if (reads.failed === reads.tried) {
    state('unread')
    return {
      message: `The callers of deployment ${deploymentId} were not watched: none of ${reads.tried} reads of the sessions list in ${minutes} min succeeded (${reads.last ?? 'no answer'}). The service's list is at fault, not the deployment: not rolled back`,
      rollBack: false,
    }
  }
  const unread = reads.failed > 0 ? ` (${reads.failed} of ${reads.tried} reads of the sessions list failed)` : ''
  const least = inputs['watch-min-sessions']
  const seen = watch.seen
  if (seen < least) {
    state('failed')
    return {
      message: `Only ${seen} caller session${seen === 1 ? '' : 's'} reached deployment ${deploymentId} in ${minutes} min${unread}, fewer than watch-min-sessions (${least}): the deployment was not proven on real callers`,
      rollBack: false,
    }
  }
  if (seen > 0) return void state('passed')
  state('quiet')
  if (unread) {
    log.warning(
      `No caller was seen on deployment ${deploymentId} in ${minutes} min, but ${reads.failed} of ${reads.tried} reads of the sessions list failed: callers may have come unseen (watch: quiet)`,
    )
  } else {
    log.notice(
      `No caller reached deployment ${deploymentId} in ${minutes} min: nothing was proven on real callers (watch: quiet)`,
    )
  }
  return undefined
}

/**
 * The previous deployment's callers over the same length of time before this deploy, read once before the
 * write: to compare with. Completions alone judge them (their log lines are not read); undefined when the
 * list cannot be read.
 */
export async function readBaseline(
  http: ServiceHttp,
  agent: string,
  deploymentId: string,
  minutes: number,
  signal: AbortSignal,
): Promise<RunReport['watchBaseline']> {
  const since = Date.now() - minutes * MINUTE_MS
  try {
    const listed = await raceAbort(new SessionService(http, http).list(agent, deploymentId, 'all'), signal)
    const recent = listed.filter((session) => session.createdAt && Date.parse(session.createdAt) >= since)
    const failed = recent.filter(
      (s) => failedCompletion(s.completionStatus) || (s.endedAt && s.botStartSeconds === undefined),
    )
    return { deploymentId, seen: recent.length, failed: failed.length }
  } catch (error) {
    if (error instanceof CancelledError) throw error
    log.debug(`The previous deployment's sessions could not be read: ${errorMessage(error)}`)
    return undefined
  }
}
