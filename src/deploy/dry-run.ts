import { plannedChecks } from '../after-ready/planned-checks.js'
import type { Inputs } from '../inputs/inputs.js'
import { setDeploymentOutputs } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { diffConfig } from '../service/agents/agent-config.js'
import { type Agent, deploymentState, requestedDeploymentId } from '../service/agents/agent-record.js'
import { checkedId } from '../service/ids.js'
import type { Plan } from './plan.js'

/** A dry run: what would be sent, and no write anywhere. */
export function reportPlanOnly(inputs: Inputs, report: RunReport, plan: Plan, before: Agent | undefined): void {
  report.operation = plan.kind === 'create' ? 'would-create' : plan.kind === 'update' ? 'would-update' : 'unchanged'
  report.status = 'planned'
  const running = checkedId(before ? requestedDeploymentId(before) : undefined, 'deployment id')
  report.previousDeploymentId = running
  report.deploymentId = plan.kind === 'unchanged' ? running : undefined
  report.serviceId = checkedId(before?.deployment?.serviceId ?? undefined, 'service id')
  report.region = before?.region ?? plan.desired.region
  report.changes = plan.kind === 'create' ? diffConfig({}, plan.desired) : plan.kind === 'update' ? plan.changes : []
  report.ready = before && running ? deploymentState(before, running).kind === 'ready' : false
  report.agentReady = before?.ready ?? false
  // The step then fails with it, as the deploy would (deploy-step.ts).
  if (plan.kind === 'create' && plan.refused) report.planRefused = plan.refused
  report.plannedChecks = plannedChecks(inputs)
  if (report.plannedChecks.length > 0) {
    log.info('Dry run: once the new deployment is ready, a deploy would check')
    for (const check of report.plannedChecks) log.info(`  ${check}`)
  }
  log.info(
    inputs['pr-comment']
      ? 'Dry run: nothing was sent to the service and no GitHub deployment was recorded; the plan goes to the pull request as a comment (pr-comment)'
      : 'Dry run: nothing was sent to the service or to GitHub',
  )
  setDeploymentOutputs(report)
}
