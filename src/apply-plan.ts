import { type Agent, requestedDeploymentId } from './agent-record.js'
import { type AgentService, isAlreadyExists } from './agent-service.js'
import { ServiceError } from './errors.js'
import { AmbiguousWriteError, type HttpLog, type Sleep, sleep } from './http.js'
import type { Inputs } from './inputs.js'
import { type AgentConfig, type Plan, planDeployment, requestBody, runsConfig } from './plan.js'
import { SECRET_SET_WAIT_MAX_MS, whenSecretSetsReady } from './secret-set-wait.js'

export type Operation = 'created' | 'updated' | 'unchanged'

export interface Applied {
  operation: Operation
  /** the plan as it was carried out (a race can turn a create into an update) */
  plan: Plan
  /** the record the write answered with, or the one read when nothing was written */
  agent: Agent
  /** the agent as it was before this run's write; undefined when this run created it */
  before: Agent | undefined
}

export interface ApplyOptions {
  log: HttpLog
  /** reads made, this far apart, to find out what an unanswered write did: reads lag behind writes */
  settleReads?: number
  settleDelayMs?: number
  wait?: Sleep
  signal?: AbortSignal
}

// Each round sends at most one write; a round ends in a result, an error, or a new plan after a race.
const MAX_ROUNDS = 4

/**
 * Carries out a plan: exactly one agent and, per run, at most one deployment, even when answers are lost
 * or another run races this one.
 */
export async function applyPlan(
  service: AgentService,
  inputs: Inputs,
  firstPlan: Plan,
  agentBefore: Agent | undefined,
  options: ApplyOptions,
): Promise<Applied> {
  const name = inputs['agent-name']
  const { log } = options
  let plan = firstPlan
  let before = agentBefore
  // set once a create may have gone through unanswered: an "already exists" after it may be our own agent
  let createMaybeMade = false
  const settle = (check: (agent: Agent | undefined) => boolean) =>
    settleRead(
      service,
      name,
      check,
      options.settleReads ?? 3,
      options.settleDelayMs ?? 1000,
      options.wait ?? ((ms) => sleep(ms)),
    )
  const provisioned = <T>(write: () => Promise<T>) =>
    whenSecretSetsReady(service, write, {
      log,
      limitMs: Math.min(inputs['wait-timeout'] * 1000, SECRET_SET_WAIT_MAX_MS),
      wait: options.wait ?? ((ms) => sleep(ms, options.signal)),
      signal: options.signal,
    })

  for (let round = 1; round <= MAX_ROUNDS; round++) {
    if (plan.kind === 'unchanged') {
      if (!before) throw new Error('internal: an unchanged plan without the agent it was made from')
      return { operation: 'unchanged', plan, agent: before, before }
    }

    if (plan.kind === 'create') {
      try {
        const body = requestBody(plan.desired, { create: name })
        log.info(`Creating agent '${name}'`)
        log.debug(`POST /agents ${JSON.stringify(body)}`)
        const agent = await provisioned(() => service.createAgent(body))
        return { operation: 'created', plan, agent, before: undefined }
      } catch (error) {
        if (isAlreadyExists(error)) {
          log.info(
            `Agent '${name}' was created by someone else meanwhile (the service said: ${error.serviceMessage ?? error.status}); continuing as an update`,
          )
          const agent = await settle((found) => found !== undefined)
          if (!agent) throw new Error(`${error.message}, yet reading agent '${name}' finds no such agent`)
          if (createMaybeMade && runsConfig(agent, plan.desired)) {
            log.info(`Agent '${name}' exists with the requested configuration: the earlier create went through`)
            return { operation: 'created', plan, agent, before: undefined }
          }
          before = agent
          plan = planDeployment(inputs, agent)
          continue
        }
        if (error instanceof ServiceError && error.status === 404) throw missingSetError(error, plan.desired)
        if (!(error instanceof AmbiguousWriteError)) throw error
        log.info(
          `The answer to the create was lost (${error.cause.message}); reading agent '${name}' to find out whether it was made`,
        )
        const agent = await settle((found) => found !== undefined)
        if (agent && runsConfig(agent, plan.desired)) {
          log.info(`Agent '${name}' exists with the requested configuration: the create went through`)
          return { operation: 'created', plan, agent, before: undefined }
        }
        if (agent) {
          log.info(
            `Agent '${name}' exists with another configuration: someone else created it; continuing as an update`,
          )
          before = agent
          plan = planDeployment(inputs, agent)
          continue
        }
        log.info(`Agent '${name}' does not exist: the create did not go through; sending it again`)
        createMaybeMade = true
        continue
      }
    }

    // plan.kind === 'update'
    if (!before) throw new Error('internal: an update plan without the agent it was made from')
    const previousId = requestedDeploymentId(before)
    const forced = plan.forced
    try {
      const body = requestBody(plan.desired, { forced })
      log.info(
        `Updating agent '${name}' (now running deployment ${previousId ?? '(unknown)'})${forced ? ': forceRedeploy asks for a new deployment' : ''}`,
      )
      log.debug(`POST /agents/${name} ${JSON.stringify(body)}`)
      const agent = await provisioned(() => service.updateAgent(name, body))
      return { operation: 'updated', plan, agent, before }
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404) {
        const again = await service.getAgent(name)
        if (again) throw missingSetError(error, plan.desired)
        log.info(
          `Agent '${name}' no longer exists (the update was answered 404 and a read finds no agent); creating it`,
        )
        plan = { kind: 'create', desired: plan.desired }
        before = undefined
        continue
      }
      if (!(error instanceof AmbiguousWriteError)) throw error
      log.info(
        `The answer to the update was lost (${error.cause.message}); reading agent '${name}' to find out whether it made a deployment`,
      )
      // An update that needs no new deployment (scaling only) keeps the deployment id: then the
      // configuration alone tells whether it went through. A forced one must show a new id.
      const wentThrough = (found: Agent) =>
        runsConfig(found, plan.desired) && (!forced || requestedDeploymentId(found) !== previousId)
      const agent = await settle(
        (found) => found !== undefined && (requestedDeploymentId(found) !== previousId || wentThrough(found)),
      )
      if (!agent) {
        throw new Error(`${error.message}, and agent '${name}' can no longer be read`)
      }
      const nowId = requestedDeploymentId(agent)
      if (wentThrough(agent)) {
        log.info(
          `Agent '${name}' now names deployment ${nowId} with the requested configuration: the update went through`,
        )
        return { operation: 'updated', plan, agent, before }
      }
      if (nowId === previousId) {
        log.info(`Agent '${name}' still runs deployment ${previousId}: the update did not go through; sending it again`)
        continue
      }
      log.info(
        `Agent '${name}' now names deployment ${nowId} with another configuration: someone else deployed meanwhile; planning again`,
      )
      before = agent
      plan = planDeployment(inputs, agent)
    }
  }
  throw new Error(
    `Gave up on agent '${name}' after ${MAX_ROUNDS} attempts to write it: other runs kept changing it, or its answers kept being lost`,
  )
}

/** Reads until `check` holds or the reads run out; returns the last record read (undefined: no agent). */
async function settleRead(
  service: AgentService,
  name: string,
  check: (agent: Agent | undefined) => boolean,
  reads: number,
  delayMs: number,
  wait: Sleep,
): Promise<Agent | undefined> {
  let agent: Agent | undefined
  for (let read = 1; read <= reads; read++) {
    agent = await service.getAgent(name)
    if (check(agent) || read === reads) return agent
    await wait(delayMs)
  }
  return agent
}

function missingSetError(error: ServiceError, desired: AgentConfig): ServiceError {
  const named = [
    desired.secretSet === undefined ? undefined : `secret-set '${desired.secretSet}'`,
    desired.imagePullSecretSet === undefined ? undefined : `image-pull-secret-set '${desired.imagePullSecretSet}'`,
  ].filter(Boolean)
  error.message += named.length
    ? `. Something the request names was not found: check that ${named.join(' and ')} exist${named.length === 1 ? 's' : ''} in the account`
    : '. Something the request names was not found'
  return error
}
