import { CancelledError, errorMessage } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { type AgentConfig, diffConfig, readCurrent, runsConfig } from '../service/agents/agent-config.js'
import { requestedDeploymentId } from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import { raceAbort } from '../time.js'
import type { Plan } from './plan.js'
import { type Outcome, settle } from './settle.js'
import { type Applied, applyPlan } from './write/apply.js'

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
  const previous = previousConfiguration(applied, inputs)
  if ('why' in previous) {
    report.failureBeforeRollback = failed.message
    report.rollbackNote = `not rolled back: ${previous.why}`
    return { ...failed, message: `${failed.message}. Not rolled back: ${previous.why}` }
  }
  return log.group('Roll back', async () => {
    const changes = diffConfig(applied.plan.desired, previous.config)
    // The previous configuration differs from the failed one, so the service makes a new deployment
    // of it unasked; forceRedeploy is sent only when they are the same (installations that predate it
    // may refuse the field).
    const plan: Plan = {
      kind: 'update',
      desired: previous.config,
      current: applied.plan.desired,
      changes,
      forced: changes.length === 0,
    }
    log.info(`Deploying the previous configuration of agent '${inputs['agent-name']}' again`)
    try {
      const restored = await raceAbort(applyPlan(service, inputs, plan, failed.agent, { log, signal }), signal)
      const restoredId = requestedDeploymentId(restored.agent) ?? ''
      const outcome = await settle(service, inputs, restored.agent, restoredId, signal, (agent) => {
        report.agent = agent
      })
      return judged(failed, outcome, restoredId, previous.config, report)
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

/**
 * What ran before this run's update, as a configuration to send again; or why it cannot be. The image
 * pull secret set is the one the record reported, where the installation reports it (a null counts as
 * not reported); elsewhere the input's, the only one known.
 */
function previousConfiguration(applied: Applied, inputs: Inputs): { config: AgentConfig } | { why: string } {
  if (applied.operation !== 'updated' || !applied.before) {
    return {
      why:
        applied.operation === 'created'
          ? 'this run created the agent, so there is no previous configuration to go back to'
          : 'this run made no deployment',
    }
  }
  const before = readCurrent(applied.before)
  if (before.secretSets.length > 1) {
    return {
      why: `the previous configuration has ${before.secretSets.length} secret sets (${before.secretSets.join(', ')}), and a write can restore only one`,
    }
  }
  const pullSecret = before.unreportedPullSecret ? inputs['image-pull-secret-set'] : before.config.imagePullSecretSet
  const config = { ...before.config }
  delete config.imagePullSecretSet
  return { config: pullSecret === undefined ? config : { ...config, imagePullSecretSet: pullSecret } }
}

/** Rolled back only when the restored deployment is ready and the record reports the previous configuration. */
function judged(
  failed: Outcome,
  outcome: Outcome,
  restoredId: string,
  previous: AgentConfig,
  report: RunReport,
): Outcome {
  report.failureBeforeRollback = failed.message
  if (outcome.status === 'ready' && runsConfig(outcome.agent, previous)) {
    report.rolledBack = true
    report.rollbackNote = `previous configuration restored: deployment ${restoredId} is ready`
    return {
      ...failed,
      agent: outcome.agent,
      message: `${failed.message}. Rolled back: the previous configuration was restored as deployment ${restoredId}, which is active and ready`,
    }
  }
  const what =
    outcome.status === 'ready'
      ? `deployment ${restoredId} is ready, but the service reports another configuration than the previous one`
      : (outcome.message ?? `deployment ${restoredId} is ${outcome.status}`)
  report.rollbackNote = `restoring the previous configuration failed: ${outcome.status === 'ready' ? what : `deployment ${restoredId} is ${outcome.status}`}`
  return {
    ...failed,
    agent: outcome.agent,
    message: `${failed.message}. Restoring the previous configuration failed too: ${what}`,
  }
}
