import * as core from '@actions/core'
import { type Agent, deploymentState, describeAgent, describeFailure, requestedDeploymentId } from './agent-record.js'
import { AgentService } from './agent-service.js'
import { type Applied, applyPlan } from './apply-plan.js'
import { readDeploymentLogs } from './deployment-logs.js'
import { CancelledError, errorMessage } from './errors.js'
import type { GitHubDeployment } from './github-deployment.js'
import { ServiceHttp, seconds } from './http.js'
import type { Inputs } from './inputs.js'
import { currentConfig, diffConfig, type Plan, planDeployment } from './plan.js'
import { changeLines, type RunReport, setDeploymentOutputs, setFinalOutputs, writeSummary } from './report.js'
import { log } from './runner-log.js'
import { raceAbort, type WaitResult, waitForDeployment } from './wait.js'

/** How the deployment stands at the end of the step. */
interface Outcome {
  status: 'ready' | 'pending' | 'failed' | 'timed-out'
  agent: Agent
  message?: string
}

/** The step once its inputs are valid: read, plan, deploy, wait, report. */
export async function deploy(inputs: Inputs): Promise<void> {
  const name = inputs['agent-name']
  const report: RunReport = { agentName: name, startedAt: Date.now() }
  const cancelled = new AbortController()
  const cancel = (signal: NodeJS.Signals) => cancelled.abort(signal)
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  const signal = cancelled.signal
  const service = new AgentService(new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal }))
  let github: GitHubDeployment | undefined
  let failure: string | undefined

  try {
    const before = await log.group('Read the agent', async () => {
      const agent = await raceAbort(service.getAgent(name), signal)
      log.info(agent ? `Agent '${name}' exists: ${describeAgent(agent)}` : `Agent '${name}' does not exist yet`)
      return agent
    })
    report.agent = before
    const plan = planDeployment(inputs, before)
    report.desired = plan.desired
    logPlan(name, plan)

    if (inputs['dry-run']) {
      reportPlanOnly(inputs, report, plan, before)
    } else {
      if (inputs.environment) github = await startGitHubDeployment(inputs, plan, report)
      failure = await carryOut(service, inputs, plan, before, report, signal, github)
    }
  } catch (error) {
    failure = failureMessage(error, report)
    core.debug(error instanceof Error ? (error.stack ?? error.message) : errorMessage(error))
    await github?.status('failure', failure)
  } finally {
    service.dispose()
    process.off('SIGINT', cancel)
    process.off('SIGTERM', cancel)
  }

  if (!report.status) {
    // Failed before the deployment's fate was known: a later `if: failure()` step still reads a status.
    report.status = report.deploymentId ? 'failed' : 'not-deployed'
    report.ready = false
  }
  setFinalOutputs(report)
  if (inputs['pr-comment']) await postPullRequestComment(inputs, report, failure)
  await writeSummary(report)
  if (failure) core.setFailed(failure)
}

function recordApplied(report: RunReport, applied: Applied): void {
  report.operation = applied.operation
  report.deploymentId = requestedDeploymentId(applied.agent)
  report.previousDeploymentId = applied.before ? requestedDeploymentId(applied.before) : undefined
  report.serviceId = applied.agent.deployment?.serviceId ?? undefined
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

/** Where the deployment stands: from the record in hand when it already tells, else by waiting. */
async function settle(
  service: AgentService,
  inputs: Inputs,
  agent: Agent,
  deploymentId: string,
  signal: AbortSignal,
): Promise<Outcome> {
  const state = deploymentState(agent, deploymentId)
  if (state.kind === 'ready') return { status: 'ready', agent }
  if (state.kind === 'failed') {
    return {
      status: 'failed',
      agent,
      message: `Deployment ${deploymentId} of agent '${inputs['agent-name']}' failed: ${describeFailure(state.failure)}`,
    }
  }
  if (!inputs['wait-for-ready']) {
    log.info(`Not waiting for deployment ${deploymentId} to be ready (wait-for-ready is false)`)
    return { status: 'pending', agent }
  }
  const result: WaitResult = await log.group('Wait for the deployment', () =>
    waitForDeployment(service, inputs['agent-name'], deploymentId, {
      timeoutMs: inputs['wait-timeout'] * 1000,
      log,
      signal,
    }),
  )
  return { status: result.status, agent: result.agent ?? agent, message: result.message }
}

/** Deploys the configuration read before the update again, and waits for it. */
async function rollBack(
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

function logPlan(name: string, plan: Plan): void {
  if (plan.kind === 'create') {
    log.info(`Plan: create agent '${name}'`)
    for (const line of changeLines(diffConfig({}, plan.desired))) log.info(`  ${line}`)
  } else if (plan.kind === 'unchanged') {
    log.info(`Plan: nothing to change for agent '${name}' (set force: true to deploy anyway)`)
  } else {
    log.info(
      plan.forced
        ? `Plan: update agent '${name}' with its current configuration (force is true)`
        : `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'})`,
    )
    for (const line of changeLines(plan.changes)) log.info(`  ${line}`)
  }
  if (
    plan.kind !== 'create' &&
    plan.desired.imagePullSecretSet !== undefined &&
    !(plan.kind === 'update' && plan.changes.some((c) => c.field === 'imagePullSecretSet')) &&
    plan.current.imagePullSecretSet === undefined
  ) {
    log.info(
      `  Image pull secret set: ${plan.desired.imagePullSecretSet} (sent as given; this installation does not report it back, so it is not compared)`,
    )
  }
}

function failureMessage(error: unknown, report: RunReport): string {
  if (!(error instanceof CancelledError)) return errorMessage(error)
  if (report.deploymentId) {
    return `Cancelled while waiting for deployment ${report.deploymentId} of agent '${report.agentName}': the deployment was made, and whether it becomes ready is unknown (${seconds(Date.now() - report.startedAt)} after the start)`
  }
  if (!report.writeSent) return `Cancelled before anything was written: agent '${report.agentName}' was not changed`
  return `Cancelled while the write to agent '${report.agentName}' was unanswered: whether a deployment was made is unknown; read the agent to find out`
}

/** A dry run: what would be sent, and no write anywhere. */
function reportPlanOnly(inputs: Inputs, report: RunReport, plan: Plan, before: Agent | undefined): void {
  report.operation = plan.kind === 'create' ? 'would-create' : plan.kind === 'update' ? 'would-update' : 'unchanged'
  report.status = 'planned'
  const running = before ? requestedDeploymentId(before) : undefined
  report.previousDeploymentId = running
  report.deploymentId = plan.kind === 'unchanged' ? running : undefined
  report.serviceId = before?.deployment?.serviceId ?? undefined
  report.region = before?.region ?? plan.desired.region
  report.changes = plan.kind === 'create' ? diffConfig({}, plan.desired) : plan.kind === 'update' ? plan.changes : []
  report.ready = before && running ? deploymentState(before, running).kind === 'ready' : false
  report.agentReady = before?.ready ?? false
  log.info(
    inputs['pr-comment']
      ? 'Dry run: nothing was sent to the service and no GitHub deployment was recorded; the plan goes to the pull request as a comment (pr-comment)'
      : 'Dry run: nothing was sent to the service or to GitHub',
  )
  setDeploymentOutputs(report)
}

/** The plan or the outcome on the pull request (pr-comment); a GitHub problem is only a warning. */
async function postPullRequestComment(inputs: Inputs, report: RunReport, failure: string | undefined): Promise<void> {
  const { commentOnPullRequest } = await import('./pull-request-comment.js')
  const url = await commentOnPullRequest({
    token: inputs['github-token'] ?? '',
    report,
    failure,
    warn: log.warning,
    notice: log.notice,
  })
  if (!url) return
  report.commentUrl = url
  core.setOutput('comment-url', url)
  log.info(`Pull request comment: ${url}`)
}

/** Records a GitHub deployment for the commit; undefined (after a warning) when GitHub refuses. */
async function startGitHubDeployment(
  inputs: Inputs,
  plan: Plan,
  report: RunReport,
): Promise<GitHubDeployment | undefined> {
  const { GitHubDeployment } = await import('./github-deployment.js')
  const github = await GitHubDeployment.start({
    token: inputs['github-token'] ?? '',
    environment: inputs.environment ?? '',
    environmentUrl: inputs['environment-url'],
    description: `Agent ${inputs['agent-name']}: ${plan.desired.image ?? ''}`,
    warn: (message) => core.warning(message),
  })
  report.githubDeploymentId = github?.id
  if (github) core.setOutput('github-deployment-id', String(github.id))
  return github
}

/** Writes, settles and tells GitHub; returns the failure message, if any. */
async function carryOut(
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
    const done = await raceAbort(applyPlan(service, inputs, plan, before, { log, signal }), signal)
    recordApplied(report, done)
    return done
  })
  setDeploymentOutputs(report)

  let outcome = await settle(service, inputs, applied.agent, report.deploymentId ?? '', signal)
  if ((outcome.status === 'failed' || outcome.status === 'timed-out') && report.deploymentId) {
    await showDeploymentLogs(service, report, report.deploymentId)
  }
  if ((outcome.status === 'failed' || outcome.status === 'timed-out') && inputs['rollback-on-failure']) {
    outcome = await rollBack(service, inputs, applied, outcome, report, signal)
  }
  report.status = outcome.status
  report.agent = outcome.agent
  report.ready = outcome.status === 'ready'
  report.agentReady = outcome.agent.ready === true
  const failure = outcome.message
  await github?.status(
    failure ? 'failure' : 'success',
    failure ?? `Deployment ${report.deploymentId} is ${outcome.status}`,
  )
  return failure
}
