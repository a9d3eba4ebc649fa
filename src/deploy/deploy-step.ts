import { CancelledError, errorMessage } from '../errors.js'
import type { GitHubDeployment } from '../github/deployment.js'
import type { Inputs } from '../inputs/inputs.js'
import type { DeployFileUse } from '../inputs/read-inputs.js'
import { setFinalOutputs } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { failWith, log } from '../report/runner-log.js'
import { writeSummary } from '../report/summary.js'
import { type Agent, describeAgent } from '../service/agent-record.js'
import { AgentService } from '../service/agent-service.js'
import { BuildService } from '../service/builds.js'
import { ServiceError } from '../service/errors.js'
import { SecretSetError } from '../service/secret-sets.js'
import { ServiceHttp } from '../service/transport.js'
import { raceAbort, seconds } from '../time.js'
import { carryOut } from './carry-out.js'
import { buildPhase } from './cloud-build.js'
import { reportPlanOnly } from './dry-run.js'
import { BuildFailedError } from './follow-build.js'
import { postPullRequestComment, startGitHubDeployment } from './on-github.js'
import { planDeployment } from './plan.js'
import { logPlan } from './plan-log.js'
import { WriteOutcomeError } from './write-context.js'

// The step once its inputs are valid, phase by phase: read the agent, plan, then a dry run or the deploy
// (write, wait, roll back: carry-out.ts), then outputs, comment and summary. Each phase is its own module.

/** The step once its inputs are valid: read, plan, deploy, wait, report. */
export async function deploy(inputs: Inputs, deployFile?: DeployFileUse): Promise<void> {
  const name = inputs['agent-name']
  const report: RunReport = {
    agentName: name,
    startedAt: Date.now(),
    deployFile: deployFile && describeDeployFile(deployFile),
  }
  const cancelled = new AbortController()
  const cancel = (signal: NodeJS.Signals) => cancelled.abort(signal)
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  const signal = cancelled.signal
  const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal })
  const service = new AgentService(http)
  let github: GitHubDeployment | undefined
  let failure: string | undefined

  try {
    const before = await readAgent(service, name, signal)
    report.agent = before
    const buildId = await buildPhase(inputs, before, new BuildService(http), report, signal, deployFile?.buildExcludes)
    const plan = planDeployment(inputs, before, buildId ?? newBuildPlaceholder(inputs, report))
    report.desired = plan.desired
    logPlan(name, plan, deployFile)

    if (inputs['dry-run']) {
      reportPlanOnly(inputs, report, plan, before)
    } else {
      if (inputs.environment) github = await startGitHubDeployment(inputs, plan, report)
      failure = await carryOut(service, inputs, plan, before, report, signal, github)
    }
  } catch (error) {
    if (error instanceof BuildFailedError) report.buildLogs = error.lastLines
    failure = failureMessage(error, report)
    report.status ??= statusAfter(error, report)
    log.debug(error instanceof Error ? (error.stack ?? error.message) : errorMessage(error))
    await github?.status('failure', failure)
  } finally {
    service.dispose()
    process.off('SIGINT', cancel)
    process.off('SIGTERM', cancel)
  }

  await finish(inputs, report, failure)
}

/** The deploy file in one line, for the summary and the comment. */
function describeDeployFile(file: DeployFileUse): string {
  return `${file.path} (${file.fromFile.length > 0 ? file.fromFile.join(', ') : 'no values used'}${file.overridden.length > 0 ? `; inputs won for ${file.overridden.join(', ')}` : ''})`
}

/** A dry run's stand-in for a build a deploy would make: shown in the plan, never sent. */
function newBuildPlaceholder(inputs: Inputs, report: RunReport): string | undefined {
  return inputs['cloud-build'] && report.build ? `(a new build of context ${report.build.contextHash})` : undefined
}

/** The first phase: does the agent exist, and what does it run? */
async function readAgent(service: AgentService, name: string, signal: AbortSignal): Promise<Agent | undefined> {
  return log.group('Read the agent', async () => {
    const agent = await raceAbort(service.getAgent(name), signal)
    log.info(agent ? `Agent '${name}' exists: ${describeAgent(agent)}` : `Agent '${name}' does not exist yet`)
    return agent
  })
}

/** The last phase, whatever happened: outputs, the pull-request comment, the summary, and the verdict. */
async function finish(inputs: Inputs, report: RunReport, failure: string | undefined): Promise<void> {
  report.ready ??= false
  report.agentReady ??= report.agent?.ready === true
  setFinalOutputs(report)
  if (inputs['pr-comment']) await postPullRequestComment(inputs, report, failure)
  await writeSummary(report)
  if (failure) failWith(failure)
}

/**
 * The status of a run that failed before the deployment's fate was known (a later `if: failure()` step
 * still reads one): `not-deployed` only when nothing can have been deployed, `unknown` when a write may
 * have been carried out.
 */
function statusAfter(error: unknown, report: RunReport): string {
  if (report.deploymentId) return 'failed'
  if (error instanceof WriteOutcomeError) return error.status
  // Before any write, or a write the service refused in its own words: nothing was deployed.
  if (!report.writeSent || error instanceof ServiceError || error instanceof SecretSetError) return 'not-deployed'
  return 'unknown'
}

function failureMessage(error: unknown, report: RunReport): string {
  if (!(error instanceof CancelledError)) return errorMessage(error)
  if (report.deploymentId) {
    return `Cancelled while waiting for deployment ${report.deploymentId} of agent '${report.agentName}': the deployment was made, and whether it becomes ready is unknown (${seconds(Date.now() - report.startedAt)} after the start)`
  }
  if (!report.writeSent && report.build?.id) {
    return `Cancelled while build ${report.build.id} was running: it may still finish on the service; agent '${report.agentName}' was not changed`
  }
  if (!report.writeSent && report.uploadId) {
    return `Cancelled after the build context was uploaded (upload ${report.uploadId}): nothing was built from it by this run, and agent '${report.agentName}' was not changed`
  }
  if (!report.writeSent) return `Cancelled before anything was written: agent '${report.agentName}' was not changed`
  return `Cancelled while the write to agent '${report.agentName}' was unanswered: whether a deployment was made is unknown; read the agent to find out`
}
