import type { Inputs } from '../../inputs/inputs.js'
import type { Agent } from '../../service/agents/agent-record.js'
import type { AgentService } from '../../service/agents/agent-service.js'
import type { HttpLog } from '../../service/http/transport.js'
import { SECRET_SET_WAIT_MAX_MS, whenSecretSetsReady } from '../../service/secret-sets/secret-sets.js'
import { type Sleep, sleep } from '../../time.js'
import type { Plan } from '../plan.js'
import { confirmAnswer } from './answer-check.js'
import type { Applied, Round, WriteContext } from './write-context.js'
import { createRound } from './write-create.js'
import { updateRound } from './write-update.js'

export type { Applied, Operation } from './write-context.js'

export interface ApplyOptions {
  log: HttpLog
  /** reads made, this far apart, to find out what an unanswered write did: reads lag behind writes */
  settleReads?: number
  settleDelayMs?: number
  wait?: Sleep
  signal?: AbortSignal
  /** the build this run deploys, for plans made again after a race */
  buildId?: string
  /** this run wrote new values to the secret set: a plan made again after a race still redeploys */
  newValues?: boolean
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
  const ctx = writeContext(service, inputs, options)
  let plan = firstPlan
  let before = agentBefore
  let createMaybeMade = false
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    let result: Round
    if (plan.kind === 'unchanged') {
      if (!before) throw new Error('internal: an unchanged plan without the agent it was made from')
      return { operation: 'unchanged', plan, agent: before, before }
    } else if (plan.kind === 'create') {
      result = await createRound(ctx, plan, createMaybeMade)
    } else {
      if (!before) throw new Error('internal: an update plan without the agent it was made from')
      result = await updateRound(ctx, plan, before)
    }
    if ('done' in result) return confirmAnswer(ctx, result.done)
    plan = result.next
    before = result.before
    createMaybeMade ||= result.createMaybeMade === true
  }
  throw new Error(
    `Gave up on agent '${ctx.name}' after ${MAX_ROUNDS} attempts to write it: other runs kept changing it, or its answers kept being lost`,
  )
}

function writeContext(service: AgentService, inputs: Inputs, options: ApplyOptions): WriteContext {
  const name = inputs['agent-name']
  const reads = options.settleReads ?? 3
  const delayMs = options.settleDelayMs ?? 1000
  const wait = options.wait ?? ((ms: number) => sleep(ms))
  return {
    service,
    inputs,
    ...(options.buildId !== undefined ? { buildId: options.buildId } : {}),
    newValues: options.newValues === true,
    name,
    log: options.log,
    async settle(check) {
      let agent: Agent | undefined
      for (let read = 1; read <= reads; read++) {
        agent = await service.getAgent(name)
        if (check(agent) || read === reads) return agent
        await wait(delayMs)
      }
      return agent
    },
    provisioned: (write) =>
      whenSecretSetsReady(service.secretSets, write, {
        log: options.log,
        limitMs: Math.min(inputs['wait-timeout'] * 1000, SECRET_SET_WAIT_MAX_MS),
        wait: options.wait ?? ((ms) => sleep(ms, options.signal)),
        signal: options.signal,
      }),
  }
}
