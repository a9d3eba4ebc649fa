import type { Inputs } from '../inputs/inputs.js'
import { ignoredByDelete, type Target } from '../inputs/preview.js'
import { setDeploymentOutputs } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { currentConfig } from '../service/agents/agent-config.js'
import { requestedDeploymentId } from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import { checkedId } from '../service/ids.js'
import type { SecretStore } from '../service/secret-sets/secret-store.js'
import { raceAbort } from '../time.js'
import { retireGitHubDeployments } from './on-github.js'
import { checkPreviewOwner } from './preview-owner.js'

// delete: true, or a preview whose pull request was closed: the agent is read for the record, then
// deleted (DELETE is sent even when the read says it is gone, since reads lag behind a create); an agent
// already gone is not an error, and its GitHub deployments are marked inactive. A dry run reads the
// agent and says what it would delete.

/** The preview's own secret set, deleted after its agent; already gone is not an error. */
async function deletePreviewSet(store: SecretStore, set: string, signal: AbortSignal): Promise<void> {
  const deleted = await raceAbort(store.deleteSet(set), signal)
  log.info(
    deleted
      ? `Deleted secret set '${set}', the preview's own`
      : `Secret set '${set}', the preview's own, does not exist: nothing to delete`,
  )
}

/** Deletes the agent the inputs name (for a preview, the pull request's own); never any other. */
export async function deleteAgentPhase(
  service: AgentService,
  inputs: Inputs,
  target: Target,
  report: RunReport,
  signal: AbortSignal,
): Promise<void> {
  const name = inputs['agent-name']
  const why = target.reason === 'closed' ? `pull request #${target.preview?.number} was closed` : 'delete is true'
  const ignored = ignoredByDelete(inputs)
  if (target.reason === 'delete' && ignored.length > 0) {
    log.warning(`Ignored by delete: ${ignored.join(', ')} (they only matter to a deploy)`)
  }
  await log.group(`Delete agent ${name}`, async () => {
    // What it runs, for the record (a refused key fails here, before anything is deleted)
    const agent = await raceAbort(service.getAgent(name), signal)
    report.agent = agent
    checkPreviewOwner(agent, target, name)
    report.region = agent?.region ?? undefined
    report.previousDeploymentId = checkedId(agent ? requestedDeploymentId(agent) : undefined, 'deployment id')
    report.desired = agent ? currentConfig(agent) : undefined
    if (inputs['dry-run']) {
      report.operation = agent ? 'would-delete' : 'unchanged'
      report.status = 'planned'
      log.info(
        agent
          ? `Dry run: agent '${name}' would be deleted (${why}), with everything it runs; nothing was sent`
          : `Dry run: agent '${name}' does not exist: there is nothing to delete`,
      )
      const previewSet = target.preview?.secretSet
      if (previewSet) log.info(`Dry run: the preview's own secret set '${previewSet}' would be deleted too`)
      setDeploymentOutputs(report)
      return
    }
    log.info(
      `Deleting agent '${name}' (${why})${report.previousDeploymentId ? `, which runs deployment ${report.previousDeploymentId}` : ''}`,
    )
    report.writeSent = true
    const deleted = await raceAbort(service.deleteAgent(name), signal)
    report.operation = 'deleted'
    report.status = 'deleted'
    report.alreadyGone = !deleted
    log.info(
      deleted ? `Deleted agent '${name}'` : `Agent '${name}' does not exist (already deleted): nothing to delete`,
    )
    setDeploymentOutputs(report)
    const previewSet = target.preview?.secretSet
    if (previewSet) await deletePreviewSet(service.secretSets, previewSet, signal)
  })
  if (!inputs['dry-run']) await retireGitHubDeployments(inputs, report)
}
