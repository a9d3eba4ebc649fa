import type { Inputs } from '../inputs/inputs.js'
import type { RunReport, WatchedFailure } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { revisionOf } from '../service/agents/agent-record.js'
import { ServiceHttp } from '../service/http/transport.js'
import { SessionService } from '../service/sessions/sessions.js'
import { raceAbort } from '../time.js'
import { WatchedSessions } from './watch-sessions.js'

// A deployment's callers over the last minutes, read once (the check action's callers-minutes): the same
// judgement as the watch after a deploy (watch-sessions.ts), over sessions that already happened: an error
// completion, a bot that never started, an exception in its lines; another deployment's sessions never
// judged, the step's own never counted, nor those of earlier runs (`earlierOwn`: the check reads them from
// GitHub, only when a session in the window is not this run's). A deployment younger than the window: since it started.

const MINUTE_MS = 60_000
/** how long the failed callers' log lines may be read, in all */
const LOG_READS_MS = 20_000

export interface Callers {
  seen: number
  failures: WatchedFailure[]
  minutes: number
  /** the window in words: "in the last 60 min", or "since it started, 20 min ago" for a younger deployment */
  window: string
}

/** The deployment's callers since the window began (or since the deployment started), judged as the watch judges them. */
export async function readCallers(
  inputs: Inputs,
  report: RunReport,
  deploymentId: string,
  minutes: number,
  signal: AbortSignal,
  /** the sessions earlier runs held with the agent since a time: never callers */
  earlierOwn?: (sinceMs: number) => Promise<ReadonlySet<string>>,
): Promise<Callers> {
  return log.group(`Read the callers of deployment ${deploymentId} over the last ${minutes} min`, async () => {
    const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal })
    try {
      const sessions = new SessionService(http, http)
      const started = Date.parse(revisionOf(report.agent ?? {}, deploymentId)?.phaseStartedAt ?? '') || 0
      const windowStart = Date.now() - minutes * MINUTE_MS
      const since = Math.max(windowStart, started)
      const listed = await raceAbort(sessions.list(inputs['agent-name'], deploymentId, 'all'), signal)
      const recent = listed.filter((s) => !s.createdAt || Date.parse(s.createdAt) >= since)
      const own = new Set(report.ownSessions ?? [])
      if (earlierOwn && recent.some((s) => !own.has(s.id))) {
        for (const id of await raceAbort(earlierOwn(since), signal)) own.add(id)
      }
      const watched = new WatchedSessions(
        sessions,
        inputs['agent-name'],
        deploymentId,
        own,
        Date.now() + LOG_READS_MS,
        signal,
      )
      await watched.take(recent)
      log.info(watched.line())
      const window =
        started > windowStart
          ? `since it started, ${Math.round((Date.now() - started) / MINUTE_MS)} min ago`
          : `in the last ${minutes} min`
      return { seen: watched.seen, failures: watched.failures, minutes, window }
    } finally {
      http.dispose()
    }
  })
}
