import { CancelledError, errorMessage } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { currentConfig, diffConfig } from '../service/agent-config.js'
import { type Agent, requestedDeploymentId } from '../service/agent-record.js'
import type { AgentService } from '../service/agent-service.js'
import { raceAbort } from '../time.js'
import { type Applied, applyPlan } from './apply.js'
import type { Plan } from './plan.js'
import { type Outcome, settle } from './settle.js'

/** Deploys the configuration read before the update again, and waits for it. */
export async function rollBack(
  service: AgentService,
  inputs: Inputs,
  applied: Applied,
  failed: Outcome,
  report: RunReport,
  signal: AbortSignal,
): Promise<Outcome> {
  report.rolledBack = false
  if (applied.operation !== 'updated' || !applied.before) {
    const why =
      applied.operation === 'created'
        ? 'this run created the agent, so there is no previous configuration to go back to'
        : 'this run made no deployment'
    report.rollbackNote = `not rolled back: ${why}`
    return { ...failed, message: `${failed.message}. Not rolled back: ${why}` }
  }
  return log.group('Roll back', async () => {
    const before = currentConfig(applied.before as Agent)
    const previous = { ...before, imagePullSecretSet: inputs['image-pull-secret-set'] ?? before.imagePullSecretSet }
    const changes = diffConfig(applied.plan.desired, previous)
    // The previous configuration differs from the failed one, so the service makes a new deployment
    // of it unasked; forceRedeploy is sent only when they are the same (installations that predate it
    // may refuse the field).
    const plan: Plan = {
      kind: 'update',
      desired: previous,
      current: applied.plan.desired,
      changes,
      forced: changes.length === 0,
    }
    log.info(`Deploying the previous configuration of agent '${inputs['agent-name']}' again`)
    try {
      const restored = await raceAbort(applyPlan(service, inputs, plan, failed.agent, { log, signal }), signal)
      const restoredId = requestedDeploymentId(restored.agent) ?? ''
      const outcome = await settle(service, inputs, restored.agent, restoredId, signal)
      if (outcome.status === 'ready') {
        report.rolledBack = true
        report.rollbackNote = `previous configuration restored: deployment ${restoredId} is ready`
        return {
          ...failed,
          agent: outcome.agent,
          message: `${failed.message}. Rolled back: the previous configuration was restored as deployment ${restoredId}, which is active and ready`,
        }
      }
      report.rollbackNote = `restoring the previous configuration failed: deployment ${restoredId} is ${outcome.status}`
      return {
        ...failed,
        agent: outcome.agent,
        message: `${failed.message}. Restoring the previous configuration failed too: ${outcome.message ?? `deployment ${restoredId} is ${outcome.status}`}`,
      }
    } catch (error) {
      if (error instanceof CancelledError) throw error
      report.rollbackNote = `restoring the previous configuration failed: ${errorMessage(error)}`
      return {
        ...failed,
        message: `${failed.message}. Restoring the previous configuration failed too: ${errorMessage(error)}`,
      }
    }
  })
}
