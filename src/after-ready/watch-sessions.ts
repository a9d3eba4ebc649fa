import { CancelledError, errorMessage } from '../errors.js'
import type { WatchedFailure } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import type { ListedSession, SessionService } from '../service/sessions/sessions.js'
import { raceAbort } from '../time.js'
import { framed, framingComplete } from './awaited-lines.js'
import { endedInError, errorLine, sessionLines } from './session-lines.js'
import { withoutHangUps } from './transports/phone/hang-up-lines.js'

// The callers seen in a watch, each judged once it ended: an error completion (HTTP_ERROR, a 5xx), a bot
// that never started, or a traceback or error line in its own log lines, which are read for a failed
// completion too (its exception is the line people need). A session of another deployment, which a list
// filtered by deployment should never carry, is never judged; the step's own sessions are not callers; a
// session still waiting for its bot is not counted until it starts or ends. Log reads are bounded: 200 a
// watch, none past the window's end, each cut off at it. A session's lines come late (issue 61 §1): one
// that ended normally is judged once its lines are whole (awaited-lines.ts); until then it waits, read again
// at the next pass, and one still waiting when the window ends is said, never taken as passed.

/** The most ended sessions whose log lines are read in one watch: past it, completions alone judge. */
const MOST_LOG_READS = 200

/** A completion that says the session failed: HTTP_ERROR and its kin, or a 5xx code. */
export function failedCompletion(status: string | undefined): boolean {
  return endedInError(status) || /^5\d\d$/.test(status ?? '')
}

export class WatchedSessions {
  readonly judged = new Map<string, WatchedFailure | undefined>()
  readonly running = new Set<string>()
  readonly starts: number[] = []
  readonly others = new Set<string>()
  /** sessions that ended normally whose lines are not whole yet */
  readonly awaiting = new Set<string>()
  cold = 0
  logReads = 0

  constructor(
    private readonly sessions: SessionService,
    private readonly agent: string,
    private readonly deploymentId: string,
    private readonly own: Set<string>,
    /** the end of the window: no log read starts after it, and none runs past it */
    private readonly end: number,
    private readonly signal: AbortSignal,
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
      if (session.deploymentId && session.deploymentId !== this.deploymentId) {
        if (!this.others.has(session.id))
          log.debug(`Session ${session.id} is of deployment ${session.deploymentId}: not judged`)
        this.others.add(session.id)
        continue
      }
      if (!session.endedAt) {
        // a caller whose bot has not started is not yet served: counted once it starts or ends
        if (session.botStartSeconds !== undefined) this.running.add(session.id)
        continue
      }
      const verdict = await this.judge(session)
      if (verdict === 'awaiting') {
        this.awaiting.add(session.id)
        continue
      }
      this.awaiting.delete(session.id)
      if (session.botStartSeconds !== undefined) this.starts.push(session.botStartSeconds)
      if (session.coldStart) this.cold++
      this.judged.set(session.id, verdict)
    }
  }

  private async judge(session: ListedSession): Promise<WatchedFailure | undefined | 'awaiting'> {
    const completion = session.completionStatus ?? '(none)'
    const failed = failedCompletion(session.completionStatus)
      ? `it ended with ${completion}`
      : session.botStartSeconds === undefined
        ? 'its bot never started'
        : undefined
    const lines = await this.linesOf(session.id)
    // a call's refused hang-up is of the call (the check's own earlier one among them), never a failed caller
    const error = lines && errorLine(withoutHangUps(lines))
    if (failed) return { id: session.id, completion, why: error ? `${failed}: ${error}` : failed }
    if (error) return { id: session.id, completion, why: error }
    // none yet, or the base image's framing not whole: its lines are still coming
    return lines && (lines.length === 0 || (framed(lines) && !framingComplete(lines))) ? 'awaiting' : undefined
  }

  /** The session's lines, when they can be read within the bounds. */
  private async linesOf(id: string): Promise<string[] | undefined> {
    const left = this.end - Date.now()
    if (this.logReads >= MOST_LOG_READS || left <= 0) return undefined
    this.logReads++
    try {
      const read = this.sessions.wholeLog(this.agent, id)
      const whole = await raceAbort(read, AbortSignal.any([this.signal, AbortSignal.timeout(left)]))
      return sessionLines(whole.lines).all
    } catch (error) {
      if (this.signal.aborted) throw new CancelledError('cancelled while callers were watched')
      log.debug(`The log lines of session ${id} could not be read: ${errorMessage(error)}`)
      return undefined
    }
  }

  /** "12 seen, 1 failed, 2 running; bot start median 1.2 s, slowest 3.4 s; 3 cold starts" */
  line(): string {
    const sorted = [...this.starts].sort((a, b) => a - b)
    const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined
    const starts = median === undefined ? '' : `; bot start median ${median} s, slowest ${sorted.at(-1)} s`
    const awaiting = this.awaiting.size > 0 ? `, ${this.awaiting.size} ended whose log lines have not all come` : ''
    return `${this.seen} seen, ${this.failures.length} failed, ${this.running.size} running${awaiting}${starts}; ${this.cold} cold start${this.cold === 1 ? '' : 's'}`
  }
}
