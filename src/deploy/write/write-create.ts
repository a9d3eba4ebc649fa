import { runsConfig } from '../../service/agents/agent-config.js'
import { isAlreadyExists } from '../../service/agents/refusals.js'
import { requestBody } from '../../service/agents/request-body.js'
import { AmbiguousWriteError, ServiceError } from '../../service/http/errors.js'
import { type Plan, planDeployment } from '../plan.js'
import { missingSetError, type Round, readAfterLostWrite, type WriteContext } from './write-context.js'

type CreatePlan = Extract<Plan, { kind: 'create' }>

/** One create: done, or (after a race or a lost answer) the next plan. */
export async function createRound(ctx: WriteContext, plan: CreatePlan, createMaybeMade: boolean): Promise<Round> {
  const { name, log } = ctx
  try {
    const body = requestBody(plan.desired, { create: name })
    log.info(`Creating agent '${name}'`)
    log.debug(`POST /agents ${JSON.stringify(body)}`)
    const agent = await ctx.provisioned(() => ctx.service.createAgent(body))
    return { done: { operation: 'created', plan, agent, before: undefined } }
  } catch (error) {
    if (isAlreadyExists(error)) return afterCreateRace(ctx, plan, error, createMaybeMade)
    if (error instanceof ServiceError && error.status === 404) throw missingSetError(error, plan.desired)
    if (error instanceof AmbiguousWriteError) return afterLostCreate(ctx, plan, error)
    throw error
  }
}

/** "Already exists": someone else created the agent meanwhile, or our own unanswered create did. */
async function afterCreateRace(
  ctx: WriteContext,
  plan: CreatePlan,
  error: ServiceError,
  createMaybeMade: boolean,
): Promise<Round> {
  const { name, log } = ctx
  log.info(
    `Agent '${name}' was created by someone else meanwhile (the service said: ${error.serviceMessage ?? error.status}); continuing as an update`,
  )
  const agent = await ctx.settle((found) => found !== undefined)
  if (!agent) throw new Error(`${error.message}, yet reading agent '${name}' finds no such agent`)
  if (createMaybeMade && runsConfig(agent, plan.desired)) {
    log.info(`Agent '${name}' exists with the requested configuration: the earlier create went through`)
    return { done: { operation: 'created', plan, agent, before: undefined } }
  }
  return { next: planDeployment(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent }
}

/** The create's answer was lost: read the agent to find out whether it was made. */
async function afterLostCreate(ctx: WriteContext, plan: CreatePlan, error: AmbiguousWriteError): Promise<Round> {
  const { name, log } = ctx
  log.info(
    `The answer to the create was lost (${error.cause.message}); reading agent '${name}' to find out whether it was made`,
  )
  const agent = await readAfterLostWrite(ctx, 'create', error, (found) => found !== undefined)
  if (agent && runsConfig(agent, plan.desired)) {
    log.info(`Agent '${name}' exists with the requested configuration: the create went through`)
    return { done: { operation: 'created', plan, agent, before: undefined } }
  }
  if (agent) {
    log.info(`Agent '${name}' exists with another configuration: someone else created it; continuing as an update`)
    return { next: planDeployment(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent }
  }
  log.info(`Agent '${name}' does not exist: the create did not go through; sending it again`)
  return { next: plan, before: undefined, createMaybeMade: true }
}
