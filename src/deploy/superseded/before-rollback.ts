import { CancelledError, errorMessage } from '../../errors.js'
import type { RunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import { requestedDeploymentId } from '../../service/agents/agent-record.js'
import type { AgentService } from '../../service/agents/agent-service.js'
import { raceAbort, sleep } from '../../time.js'
import type { Outcome } from '../settle.js'
import { READS_IN_A_ROW, type ReplacementWatch, supersededMessage } from './replaced.js'

// Before a rollback: does the agent still run this run's deployment? While this run waited or watched
// (minutes), another workflow or a person may have deployed; restoring this run's previous configuration
// would then undo their deploy without a word. The service's CLI calls this outcome superseded. One read is
// not proof (replaced.ts): a read that names a newer deployment is followed by more, a second apart, until
// READS_IN_A_ROW name it; a read that names anything else, or fails, says nothing, and the rollback goes ahead.

/** The time between the reads that would prove a newer deployment replaced this run's. */
export const REREAD_MS = 1_000

/** The outcome when another deployment replaced this run's; undefined when it still runs (or it is not proven). */
export async function supersededBeforeRollback(
  service: AgentService,
  report: RunReport,
  failed: Outcome,
  replacement: ReplacementWatch,
  signal: AbortSignal,
): Promise<Outcome | undefined> {
  try {
    for (let read = 1; read <= READS_IN_A_ROW; read++) {
      if (read > 1) await sleep(REREAD_MS, signal)
      const agent = await raceAbort(service.getAgent(report.agentName), signal)
      const by = agent ? replacement.observe(agent) : undefined
      if (agent && by) return superseded(report, { ...failed, agent }, by)
      if (!agent || !replacement.pending) return undefined
      log.info(
        `Agent '${report.agentName}' names deployment ${requestedDeploymentId(agent)} (read ${read} of ${READS_IN_A_ROW} before the rollback): one read may be stale; reading again`,
      )
    }
    return undefined
  } catch (error) {
    if (error instanceof CancelledError || signal.aborted) throw error
    log.debug(`The agent could not be read before the rollback: ${errorMessage(error)}`)
    return undefined
  }
}

/** The outcome and the report of a superseded run: what failed first, and which deployment replaced it. */
export function superseded(report: RunReport, failed: Outcome, by: string): Outcome {
  const message = supersededMessage(report.agentName, report.deploymentId ?? '', by)
  report.supersededBy = by
  report.rollbackNote = `not rolled back: deployment ${by} replaced this run's meanwhile`
  if (failed.status !== 'superseded' && failed.message) report.failureBeforeRollback = failed.message
  log.warning(message)
  return {
    status: 'superseded',
    agent: failed.agent,
    message: failed.status !== 'superseded' && failed.message ? `${message}. Before that: ${failed.message}` : message,
    supersededBy: by,
  }
}
