import { afterReady } from '../after-ready/after-ready.js'
import type { GitHubDeployment } from '../github/deployment.js'
import type { Inputs } from '../inputs/inputs.js'
import { setDeploymentOutputs } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { currentConfig } from '../service/agents/agent-config.js'
import type { Agent } from '../service/agents/agent-record.js'
import { requestedDeploymentId } from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import { degradedNote } from '../service/agents/conditions.js'
import { readDeploymentLogs } from '../service/agents/deployment-logs.js'
import { checkedId } from '../service/ids.js'
import { raceAbort } from '../time.js'
import type { Plan } from './plan.js'
import { rollBack } from './rollback.js'
import { type Outcome, settle } from './settle.js'
import { superseded, supersededBeforeRollback } from './superseded/before-rollback.js'
import { ReplacementWatch } from './superseded/replaced.js'
import { type Applied, applyPlan } from './write/apply.js'

/** Writes, settles and tells GitHub; returns the failure message, if any. */
export async function carryOut(
  service: AgentService,
  inputs: Inputs,
  plan: Plan,
  before: Agent | undefined,
  report: RunReport,
  signal: AbortSignal,
  github: GitHubDeployment | undefined,
): Promise<string | undefined> {
  report.writeSent = plan.kind !== 'unchanged'
  const applied = await log.group('Deploy', async () => {
    const done = await raceAbort(
      applyPlan(service, inputs, plan, before, {
        log,
        signal,
        buildId: plan.desired.buildId,
        newValues: report.secretsWritten === true,
      }),
      signal,
    )
    recordApplied(report, done)
    return done
  })
  setDeploymentOutputs(report)

  const onRead = (agent: Agent) => {
    report.agent = agent
  }
  const replacement = new ReplacementWatch(report.deploymentId ?? '', report.previousDeploymentId, applied.agent)
  let outcome = await settle(service, inputs, applied.agent, report.deploymentId ?? '', signal, onRead, replacement)
  if (outcome.status === 'superseded') outcome = superseded(report, outcome, outcome.supersededBy ?? '')
  if ((outcome.status === 'failed' || outcome.status === 'timed-out') && report.deploymentId) {
    await showDeploymentLogs(service, report, report.deploymentId)
  }
  if (outcome.status === 'ready') warnIfDegraded(outcome.agent, report)
  let rollBackOnFailure = inputs['rollback-on-failure']
  if (outcome.status === 'ready') {
    const checked = await checkReady(inputs, report, outcome, signal, github)
    outcome = checked.outcome
    rollBackOnFailure &&= checked.rollBack
  }
  if ((outcome.status === 'failed' || outcome.status === 'timed-out') && rollBackOnFailure) {
    outcome =
      (await supersededBeforeRollback(service, report, outcome, replacement, signal)) ??
      (await rollBack(service, inputs, applied, outcome, report, signal))
  }
  report.status = outcome.status
  report.agent = outcome.agent
  report.ready = outcome.status === 'ready'
  report.agentReady = outcome.agent.ready === true
  const failure = outcome.message
  await github?.status(
    outcome.status === 'superseded' ? 'inactive' : failure ? 'failure' : 'success',
    failure ?? `Deployment ${report.deploymentId} is ${outcome.status}`,
  )
  return failure
}

/**
 * The checks after ready run on the deployment that serves, whether or not this run made it: a re-run of a
 * failed check finds the agent unchanged, and must not turn green without checking. Only a deployment this
 * run made is ever rolled back.
 */
async function checkReady(
  inputs: Inputs,
  report: RunReport,
  ready: Outcome,
  signal: AbortSignal,
  github: GitHubDeployment | undefined,
): Promise<{ outcome: Outcome; rollBack: boolean }> {
  const progress = async (text: string) => github?.status('in_progress', text)
  const failure = await afterReady(inputs, report, signal, progress)
  if (!failure) return { outcome: ready, rollBack: true }
  const outcome: Outcome = { status: 'failed', agent: ready.agent, message: failure.message }
  if (failure.rollBack && !madeDeployment(report) && inputs['rollback-on-failure']) {
    report.rollbackNote = `not rolled back: this run made no deployment (deployment ${report.deploymentId} ran before it)`
    return { outcome, rollBack: false }
  }
  return { outcome, rollBack: failure.rollBack }
}

/** Available, but the service says degraded: a warning in its words, and a row of the summary. */
function warnIfDegraded(agent: Agent, report: RunReport): void {
  const note = degradedNote(agent)
  if (!note) return
  report.degraded = note
  log.warning(`Agent '${report.agentName}' is ready, and the service says it is degraded: ${note}`)
}

/** This run made a deployment (a create, or an update the service did not answer with the running one). */
function madeDeployment(report: RunReport): boolean {
  return report.deploymentId !== undefined && report.deploymentId !== report.previousDeploymentId
}

function recordApplied(report: RunReport, applied: Applied): void {
  // Ids become outputs and group titles: only the documented shape is taken.
  const deploymentId = checkedId(requestedDeploymentId(applied.agent), 'deployment id')
  const previousId = checkedId(applied.before ? requestedDeploymentId(applied.before) : undefined, 'deployment id')
  const serviceId = checkedId(applied.agent.deployment?.serviceId ?? undefined, 'service id')
  report.operation = applied.operation
  report.deploymentId = deploymentId
  report.previousDeploymentId = previousId
  report.serviceId = serviceId
  // What the service says the deployment runs, with its defaults filled in, over what was asked for.
  report.desired = { ...applied.plan.desired, ...currentConfig(applied.agent) }
  report.region = applied.agent.region ?? applied.plan.desired.region
  report.changes = applied.plan.kind === 'update' ? applied.plan.changes : undefined
  report.agent = applied.agent
  const verb = { created: 'Created', updated: 'Updated', unchanged: 'Left unchanged' }[applied.operation]
  log.info(`${verb} agent '${report.agentName}': deployment ${report.deploymentId ?? '(not named by the service)'}`)
  if (applied.operation === 'updated' && report.deploymentId === report.previousDeploymentId) {
    report.keptDeployment = true
    log.info(
      applied.plan.kind === 'update' && applied.plan.forced
        ? `The service kept deployment ${report.deploymentId} running even though forceRedeploy was sent: no new deployment was made`
        : `The service kept deployment ${report.deploymentId} running: nothing in this update needs a new deployment (a scaling-only change, or an image tag that is already deployed; the service compares tags, not the image behind them). To roll out a re-pushed tag, set force: true`,
    )
  }
}

/** What the failed or slow deployment printed last: in a log group and in the summary. */
async function showDeploymentLogs(service: AgentService, report: RunReport, deploymentId: string): Promise<void> {
  const logs = await readDeploymentLogs(service, report.agentName, deploymentId)
  report.logs = logs
  await log.group(`Last log lines of deployment ${deploymentId}`, async () => {
    if ('problem' in logs) log.info(`The deployment's logs could not be read: ${logs.problem}`)
    else if (logs.lines.length === 0) log.info('The deployment has printed nothing yet')
    else for (const line of logs.lines) log.info(line)
  })
}
