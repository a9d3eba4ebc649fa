import { CancelledError, errorMessage } from '../errors.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { requestedDeploymentId } from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import { raceAbort } from '../time.js'
import type { Outcome } from './settle.js'
import { supersededMessage } from './wait.js'

// Before a rollback: does the agent still run this run's deployment? While this run waited or watched
// (minutes), another workflow or a person may have deployed; restoring this run's previous configuration
// would then undo their deploy without a word. The service's CLI calls this outcome superseded. A read
// that fails says nothing either way: the rollback goes ahead, as it would have.

/** The outcome when another deployment replaced this run's; undefined when it still runs (or cannot be read). */
export async function supersededBeforeRollback(
  service: AgentService,
  report: RunReport,
  failed: Outcome,
  signal: AbortSignal,
): Promise<Outcome | undefined> {
  const deploymentId = report.deploymentId ?? ''
  try {
    const agent = await raceAbort(service.getAgent(report.agentName), signal)
    const named = agent ? requestedDeploymentId(agent) : undefined
    if (!agent || !named || named === deploymentId) return undefined
    return superseded(report, { ...failed, agent }, named)
  } catch (error) {
    if (error instanceof CancelledError) throw error
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
