import { runsConfig } from '../../service/agents/agent-config.js'
import type { Agent } from '../../service/agents/agent-record.js'
import { requestedDeploymentId } from '../../service/agents/agent-record.js'
import { requestBody } from '../../service/agents/request-body.js'
import { AmbiguousWriteError, ServiceError } from '../../service/http/errors.js'
import { type Plan, planDeployment } from '../plan.js'
import {
  missingSetError,
  type Round,
  readAfterLostWrite,
  type WriteContext,
  WriteOutcomeError,
} from './write-context.js'

type UpdatePlan = Extract<Plan, { kind: 'update' }>

/** One update: done, or (after the agent vanished, a lost answer or a rival deployment) the next plan. */
export async function updateRound(ctx: WriteContext, plan: UpdatePlan, before: Agent): Promise<Round> {
  const { name, log } = ctx
  const previousId = requestedDeploymentId(before)
  try {
    const body = requestBody(plan.desired, { forced: plan.forced })
    log.info(
      `Updating agent '${name}' (now running deployment ${previousId ?? '(unknown)'})${plan.forced ? ': forceRedeploy asks for a new deployment' : ''}`,
    )
    log.debug(`POST /agents/${name} ${JSON.stringify(body)}`)
    const agent = await ctx.provisioned(() => ctx.service.updateAgent(name, body))
    return { done: { operation: 'updated', plan, agent, before } }
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return afterUpdateNotFound(ctx, plan, error)
    if (error instanceof AmbiguousWriteError) return afterLostUpdate(ctx, plan, before, error)
    throw error
  }
}

/** 404 to an update: the agent is gone (create it), or a set the request names is missing. */
async function afterUpdateNotFound(ctx: WriteContext, plan: UpdatePlan, error: ServiceError): Promise<Round> {
  const again = await ctx.service.getAgent(ctx.name)
  if (again) throw missingSetError(error, plan.desired)
  ctx.log.info(
    `Agent '${ctx.name}' no longer exists (the update was answered 404 and a read finds no agent); creating it`,
  )
  return { next: { kind: 'create', desired: plan.desired }, before: undefined }
}

/** The update's answer was lost: read the agent to find out whether it made a deployment. */
async function afterLostUpdate(
  ctx: WriteContext,
  plan: UpdatePlan,
  before: Agent,
  error: AmbiguousWriteError,
): Promise<Round> {
  const { name, log } = ctx
  const previousId = requestedDeploymentId(before)
  log.info(
    `The answer to the update was lost (${error.cause.message}); reading agent '${name}' to find out whether it made a deployment`,
  )
  // An update that needs no new deployment (scaling only) keeps the deployment id: then the
  // configuration alone tells whether it went through. A forced one must show a new id.
  const wentThrough = (found: Agent) =>
    runsConfig(found, plan.desired) && (!plan.forced || requestedDeploymentId(found) !== previousId)
  const agent = await readAfterLostWrite(
    ctx,
    'update',
    error,
    (found) => found !== undefined && (requestedDeploymentId(found) !== previousId || wentThrough(found)),
  )
  if (!agent) {
    throw new WriteOutcomeError(
      `${error.message}, and agent '${name}' can no longer be read (the service answers 404): what the update did is unknown`,
      'unknown',
    )
  }
  const nowId = requestedDeploymentId(agent)
  if (wentThrough(agent)) {
    log.info(`Agent '${name}' now names deployment ${nowId} with the requested configuration: the update went through`)
    return { done: { operation: 'updated', plan, agent, before } }
  }
  if (nowId === previousId) {
    log.info(`Agent '${name}' still runs deployment ${previousId}: the update did not go through; sending it again`)
    return { next: plan, before }
  }
  log.info(
    `Agent '${name}' now names deployment ${nowId} with another configuration: someone else deployed meanwhile; planning again`,
  )
  return { next: planDeployment(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent }
}
