import { errorMessage } from '../../errors.js'
import { lastLines } from '../output-lines.js'
import type { AgentService } from './agent-service.js'

/** How many of a failed deployment's last log lines are shown: enough for a traceback. */
export const LOG_LINES_SHOWN = 50

/** A deployment's last log lines, or why they could not be read. */
export type DeploymentLogs = { lines: string[] } | { problem: string }

/**
 * Reads what a failing or slow deployment printed last. Never throws: a logs read that fails must not
 * hide the real error, so its failure is only described.
 */
export async function readDeploymentLogs(
  service: AgentService,
  agentName: string,
  deploymentId: string,
): Promise<DeploymentLogs> {
  try {
    const logs = await service.getLogs(agentName, deploymentId, LOG_LINES_SHOWN)
    return { lines: lastLines(logs.map((line) => line.log).join('\n'), LOG_LINES_SHOWN) }
  } catch (error) {
    return { problem: errorMessage(error) }
  }
}
