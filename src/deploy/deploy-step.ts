import { errorMessage } from '../errors.js'
import type { GitHubDeployment } from '../github/deployment.js'
import { announceOwnSessions } from '../github/own-sessions-notice.js'
import type { Inputs } from '../inputs/inputs.js'
import type { Target } from '../inputs/preview.js'
import { type DeployFileUse, PREVIEW_NO_WARM_AGENT } from '../inputs/read-inputs.js'
import { setFinalOutputs, setOutsideOutput } from '../report/outputs.js'
import { releaseRecord, writeReleaseFile } from '../report/release-record.js'
import type { RunReport } from '../report/run-report.js'
import { failWith, log } from '../report/runner-log.js'
import { writeSummary } from '../report/summary.js'
import { currentConfig } from '../service/agents/agent-config.js'
import { type Agent, describeAgent, requestedDeploymentId } from '../service/agents/agent-record.js'
import { AgentService } from '../service/agents/agent-service.js'
import { ServiceHttp } from '../service/http/transport.js'
import { raceAbort } from '../time.js'
import { readSecretsPhase, recordWrittenValues, writeSecretsPhase } from '../workflow-secrets/secrets-phase.js'
import { changesValues } from '../workflow-secrets/secrets-plan.js'
import { workspaceDir } from '../workspace-files.js'
import { checkArchitecture } from './architecture-check.js'
import { carryOut } from './carry-out.js'
import { deleteAgentPhase } from './delete-agent.js'
import { reportPlanOnly } from './dry-run.js'
import { failureMessage, statusAfter } from './failure.js'
import { warnIfDeployedFromGitHub } from './linked-repository.js'
import { checkNamedSets } from './named-sets.js'
import { postPullRequestComment, startGitHubDeployment } from './on-github.js'
import { planDeployment, refuseRegionMove } from './plan.js'
import { logPlan, type SourceLabels } from './plan-log.js'
import { checkPreviewOwner } from './preview-owner.js'

// The step once its inputs are valid, phase by phase: read the agent, plan, then a dry run or the deploy
// (write, wait, roll back: carry-out.ts), then outputs, comment and summary. Each phase is its own module.

/** The second line of a dry run's failure: what a deploy would have failed with, said as a plan's. */
const DRY_RUN_MARK = 'Dry run: a deploy would stop here; nothing was written'

/** The step once its inputs are valid: read, plan, deploy, wait, report; or delete the agent (target). */
export async function deploy(
  inputs: Inputs,
  deployFile?: DeployFileUse,
  target: Target = { remove: false },
): Promise<void> {
  const report: RunReport = {
    agentName: inputs['agent-name'],
    startedAt: Date.now(),
    deployFile: deployFile && describeDeployFile(deployFile),
    previewOf: target.preview?.number,
  }
  const cancelled = new AbortController()
  const cancel = (signal: NodeJS.Signals) => cancelled.abort(signal)
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  const signal = cancelled.signal
  const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal })
  const service = new AgentService(http)
  const on: { github?: GitHubDeployment } = {}
  let failure: string | undefined

  try {
    if (target.remove) await deleteAgentPhase(service, inputs, target, report, signal)
    else
      failure = await deployPhases(
        { inputs, deployFile, preview: target.preview !== undefined, target, http, service, report, signal },
        on,
      )
  } catch (error) {
    failure = failureMessage(error, report)
    if (inputs['dry-run'] && !target.remove) failure = `${failure}\n${DRY_RUN_MARK}`
    report.status ??= statusAfter(error, report)
    log.debug(error instanceof Error ? (error.stack ?? error.message) : errorMessage(error))
    await on.github?.status('failure', failure)
  } finally {
    service.dispose()
    process.off('SIGINT', cancel)
    process.off('SIGTERM', cancel)
  }

  await finish(inputs, report, failure)
}

interface Step {
  inputs: Inputs
  deployFile: DeployFileUse | undefined
  preview: boolean
  target: Target
  http: ServiceHttp
  service: AgentService
  report: RunReport
  signal: AbortSignal
}

/** A deploy: read, build, secrets, plan, then a dry run or the write and the wait. The failure, if any. */
async function deployPhases(step: Step, on: { github?: GitHubDeployment }): Promise<string | undefined> {
  const { inputs, deployFile, http, service, report, signal } = step
  const name = inputs['agent-name']
  const before = await readAgent(service, name, signal)
  report.agent = before
  if (inputs.promotion) report.promotion = inputs.promotion
  if (before) report.before = currentConfig(before)
  checkPreviewOwner(before, step.target, name)
  warnIfDeployedFromGitHub(before, report)
  refuseRegionMove(inputs, before)
  await raceAbort(checkArchitecture(inputs, before, http), signal)
  // Every set read before anything is uploaded, built or written.
  await checkNamedSets(inputs, before, http, signal)
  const secretsRead = await readSecretsPhase(inputs, before, http, report, signal)
  const deployed = await fromRegistry(step, before)
  const buildId = await cloudBuild(inputs, before, http, report, signal, deployFile?.buildExcludes)
  await writeSecretsPhase(inputs, secretsRead, http, report, signal)
  const secrets = secretsRead?.plan
  const newValues = secrets !== undefined && changesValues(secrets)
  const plan = planDeployment(deployed, before, buildId ?? newBuildPlaceholder(inputs, report), newValues)
  report.desired = plan.desired
  logPlan(name, plan, deployFile, previewLabels(inputs, step.target))
  if (inputs['dry-run']) {
    reportPlanOnly(inputs, report, plan, before)
    // A plan that a deploy would refuse fails as the deploy would: same first line, marked as a dry run.
    return plan.kind === 'create' && plan.refused ? `${plan.refused}\n${DRY_RUN_MARK}` : undefined
  }
  if (plan.kind !== 'unchanged') await watchBaseline(step, before)
  if (inputs.environment) on.github = await startGitHubDeployment(inputs, plan, report, step.preview)
  const failure = await carryOut(service, deployed, plan, before, report, signal, on.github)
  if (secrets) await recordWrittenValues(http, secrets, report, signal)
  return failure
}

/** A preview's own values, said as such in the plan: its own secret set, no warm agent unless asked. */
function previewLabels(inputs: Inputs, target: Target): SourceLabels {
  const preview = target.preview
  if (!preview) return {}
  const origins = inputs.origins ?? {}
  return {
    ...(preview.secretSet
      ? { 'secret-set': `the preview's own set, named from ${origins['secret-set'] ?? "input 'secret-set'"}` }
      : {}),
    ...(origins['min-agents'] === PREVIEW_NO_WARM_AGENT ? { 'min-agents': PREVIEW_NO_WARM_AGENT } : {}),
  }
}

/** With watch-minutes, the previous deployment's callers over as long before the write: to compare with. */
async function watchBaseline(step: Step, before: Agent | undefined): Promise<void> {
  const { inputs, http, report, signal } = step
  const previous = before ? requestedDeploymentId(before) : undefined
  if (inputs['watch-minutes'] === 0 || !previous) return
  const { readBaseline } = await import('../after-ready/checks.js')
  report.watchBaseline = await readBaseline(http, inputs['agent-name'], previous, inputs['watch-minutes'], signal)
}

/** The registry's phases (src/registry/), loaded only for an image: the inputs the rest of the deploy uses. */
async function fromRegistry(step: Step, before: Agent | undefined): Promise<Inputs> {
  const { inputs, http, report, signal } = step
  if (!inputs.image) return inputs
  const { registryPhases } = await import('../registry/registry-phases.js')
  return registryPhases(inputs, before, http, report, signal)
}

/** The deploy file in one line, for the summary and the comment. */
function describeDeployFile(file: DeployFileUse): string {
  const replaced =
    file.replaced.length > 0
      ? `; the step's ${file.replacedBy === 'an image' ? 'image' : 'build'} replaced ${file.replaced.join(', ')}`
      : ''
  return `${file.path} (${file.fromFile.length > 0 ? file.fromFile.join(', ') : 'no values used'}${file.overridden.length > 0 ? `; inputs won for ${file.overridden.join(', ')}` : ''}${replaced})`
}

/**
 * The build this run deploys (cloud-build, build-id), or undefined for an image. Loaded only then: packing
 * and the ignore rules are a tenth of the bundle, and a deploy of an image does not pay for them.
 */
async function cloudBuild(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  report: RunReport,
  signal: AbortSignal,
  excludes: string[] | undefined,
): Promise<string | undefined> {
  if (!inputs['cloud-build'] && !inputs['build-id']) return undefined
  const { buildPhase } = await import('../cloud-build/build-phase.js')
  return buildPhase(inputs, before, http, report, signal, excludes)
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
  release(inputs, report, failure)
  // the sessions its checks held, named as the check action names its own: a check of a later run of the
  // same workflow never counts them as callers (docs/check.md, "Its own sessions")
  announceOwnSessions(inputs['agent-name'], report.ownSessions ?? [])
  if (inputs['pr-comment']) await postPullRequestComment(inputs, report, failure)
  await writeSummary(report, failure)
  if (failure) failWith(failure)
}

/** The release record: the `release` output, and release-file when given (written whatever happened). */
function release(inputs: Inputs, report: RunReport, failure: string | undefined): void {
  const record = releaseRecord(report, failure)
  setOutsideOutput('release', JSON.stringify(record))
  const path = inputs['release-file']
  if (!path) return
  try {
    writeReleaseFile(workspaceDir(), path, record)
  } catch (error) {
    log.warning(`The release record was not written to ${path} (release-file): ${errorMessage(error)}`)
  }
}
