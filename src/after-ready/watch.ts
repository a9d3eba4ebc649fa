import { CancelledError, errorMessage } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport, WatchedFailure } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { ServiceHttp } from '../service/http/transport.js'
import { lastLines } from '../service/output-lines.js'
import { type ListedSession, SessionService } from '../service/sessions/sessions.js'
import { raceAbort, seconds, sleep } from '../time.js'
import type { AfterReadyFailure } from './after-ready.js'
import { endedInError, errorLine } from './session-lines.js'

// The new deployment's real callers, watched for watch-minutes once the deploy and its checks passed (the
// service has no traffic split: every new caller reaches it). The sessions list, filtered by this
// deployment and paged, is read at a modest pace (every 10 s, or a tenth of the window, never more than
// once a second); each session that ended is judged once (an error completion, a bot that never
// started, a traceback or error line in its own log lines). Reaching watch-max-failed fails at once;
// sessions the step started itself are not callers.

const LINES = 50
/** The most ended sessions whose log lines are read in one watch: past it, completions alone judge. */
const MOST_LOG_READS = 200
const MINUTE_MS = 60_000

/** A completion that says the session failed: HTTP_ERROR and its kin, or a 5xx code. */
export function failedCompletion(status: string | undefined): boolean {
  return endedInError(status) || /^5\d\d$/.test(status ?? '')
}

/** How often the list is read: every 10 s, or a tenth of the window when that is shorter, at most once a second. */
export function readEveryMs(windowMs: number): number {
  return Math.max(1_000, Math.min(10_000, windowMs / 10))
}

class Watch {
  readonly judged = new Map<string, WatchedFailure | undefined>()
  readonly running = new Set<string>()
  readonly starts: number[] = []
  cold = 0
  logReads = 0

  constructor(
    private readonly sessions: SessionService,
    private readonly agent: string,
    private readonly own: Set<string>,
  ) {}

  get failures(): WatchedFailure[] {
    return [...this.judged.values()].filter((failure): failure is WatchedFailure => failure !== undefined)
  }

  get seen(): number {
    return this.judged.size + this.running.size
  }

  async take(listed: ListedSession[]): Promise<void> {
    this.running.clear()
    for (const session of listed) {
      if (this.own.has(session.id) || this.judged.has(session.id)) continue
      if (!session.endedAt) {
        this.running.add(session.id)
        continue
      }
      if (session.botStartSeconds !== undefined) this.starts.push(session.botStartSeconds)
      if (session.coldStart) this.cold++
      this.judged.set(session.id, await this.judge(session))
    }
  }

  private async judge(session: ListedSession): Promise<WatchedFailure | undefined> {
    const completion = session.completionStatus ?? '(none)'
    if (failedCompletion(session.completionStatus))
      return { id: session.id, completion, why: `it ended with ${completion}` }
    if (session.botStartSeconds === undefined) return { id: session.id, completion, why: 'its bot never started' }
    if (this.logReads >= MOST_LOG_READS) return undefined
    this.logReads++
    try {
      const lines = lastLines((await this.sessions.logLines(this.agent, session.id, LINES)).join('\n'), LINES)
      const error = errorLine(lines)
      return error ? { id: session.id, completion, why: error } : undefined
    } catch (error) {
      if (error instanceof CancelledError) throw error
      log.debug(`The log lines of session ${session.id} could not be read: ${errorMessage(error)}`)
      return undefined
    }
  }

  /** "12 seen, 1 failed, 2 running; bot start median 1.2 s, slowest 3.4 s; 3 cold starts" */
  line(): string {
    const sorted = [...this.starts].sort((a, b) => a - b)
    const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined
    const starts = median === undefined ? '' : `; bot start median ${median} s, slowest ${sorted.at(-1)} s`
    return `${this.seen} seen, ${this.failures.length} failed, ${this.running.size} running${starts}; ${this.cold} cold start${this.cold === 1 ? '' : 's'}`
  }
}

/** Watches the callers; the failure (a breach, or too few callers), or undefined. */
export async function watchPhase(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
  progress: (text: string) => Promise<void> = async () => undefined,
): Promise<AfterReadyFailure | undefined> {
  const windowMs = inputs['watch-minutes'] * MINUTE_MS
  const deploymentId = report.deploymentId ?? ''
  const agent = inputs['agent-name']
  const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal })
  const watch = new Watch(new SessionService(http, http), agent, new Set(report.ownSessions ?? []))
  const sessions = new SessionService(http, http)
  const most = inputs['watch-max-failed']
  const started = Date.now()
  const end = started + windowMs
  try {
    return await log.group(`Watch the callers of deployment ${deploymentId}`, async () => {
      log.info(
        `Watching the callers of deployment ${deploymentId} for ${seconds(windowMs)} (a read every ${seconds(readEveryMs(windowMs))})`,
      )
      let lastSaid = started
      for (;;) {
        try {
          await watch.take(await raceAbort(sessions.list(agent, deploymentId, 'all'), signal))
        } catch (error) {
          if (error instanceof CancelledError || signal.aborted)
            throw new CancelledError('cancelled while callers were watched')
          log.warning(
            `The sessions of deployment ${deploymentId} could not be read (${errorMessage(error)}); still watching`,
          )
        }
        report.watch = {
          result: 'passed',
          seen: watch.seen,
          failures: watch.failures,
          minutes: inputs['watch-minutes'],
        }
        if (watch.failures.length >= most) return breach(watch, report, deploymentId, most)
        if (Date.now() - lastSaid >= MINUTE_MS) {
          lastSaid = Date.now()
          log.info(`Callers of deployment ${deploymentId}: ${watch.line()}`)
          await progress(
            `watching callers, ${Math.round((Date.now() - started) / MINUTE_MS)} of ${inputs['watch-minutes']} minutes`,
          )
        }
        if (Date.now() >= end) break
        await sleep(Math.min(readEveryMs(windowMs), end - Date.now()), signal)
        if (signal.aborted) throw new CancelledError('cancelled while callers were watched')
      }
      log.info(`Callers of deployment ${deploymentId} after ${seconds(windowMs)}: ${watch.line()}`)
      return quietOrEnough(watch, inputs, report, deploymentId)
    })
  } finally {
    http.dispose()
  }
}

function breach(watch: Watch, report: RunReport, deploymentId: string, most: number): AfterReadyFailure {
  const failures = watch.failures
  report.watch = { ...(report.watch ?? { minutes: 0, seen: 0 }), result: 'failed', seen: watch.seen, failures }
  const first = failures[0]
  return {
    message: `${failures.length} of ${watch.seen} caller sessions on deployment ${deploymentId} failed (watch-max-failed: ${most})${first ? `: session ${first.id}: ${first.why}` : ''}`,
    rollBack: true,
  }
}

function quietOrEnough(
  watch: Watch,
  inputs: Inputs,
  report: RunReport,
  deploymentId: string,
): AfterReadyFailure | undefined {
  const least = inputs['watch-min-sessions']
  const seen = watch.seen
  if (seen < least) {
    report.watch = { result: 'failed', seen, failures: watch.failures, minutes: inputs['watch-minutes'] }
    return {
      message: `Only ${seen} caller session${seen === 1 ? '' : 's'} reached deployment ${deploymentId} in ${inputs['watch-minutes']} min, fewer than watch-min-sessions (${least}): the deployment was not proven on real callers`,
      rollBack: false,
    }
  }
  if (seen === 0) {
    report.watch = { result: 'quiet', seen: 0, failures: [], minutes: inputs['watch-minutes'] }
    log.notice(
      `No caller reached deployment ${deploymentId} in ${inputs['watch-minutes']} min: nothing was proven on real callers (watch: quiet)`,
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
