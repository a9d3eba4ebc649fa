import { planDeployment } from '../deploy/plan.js'
import { READS_IN_A_ROW } from '../deploy/superseded/replaced.js'
import { type WaitResult, waitForDeployment } from '../deploy/wait.js'
import { applyPlan } from '../deploy/write/apply.js'
import { CancelledError } from '../errors.js'
import type { RunnerLog } from '../report/runner-log.js'
import { runsConfig } from '../service/agents/agent-config.js'
import { type Agent, deploymentState, describeFailure, requestedDeploymentId } from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import { raceAbort, sleep } from '../time.js'
import type { Restorable } from './rollback-plan.js'

// One agent of the set brought back to what served before its leg, through the deploy step's own write path
// (applyPlan: lost answers, races) and its wait. Never over a deployment that is not its leg's: a read that
// names the leg's deployment lets the write go; another deployment is believed only when READS_IN_A_ROW reads
// in a row name it (one read may be stale, as the deploy step's rule has it), and then the agent is left
// alone: already restored when it runs what served before (a re-run writes nothing), else someone deployed
// since. A write once sent is never cut by a cancel: its answer is awaited, and the agent is said as written.

/** The time between reads that would prove the agent runs another deployment than its leg's. */
export const REREAD_MS = 1_000
/** Reads that disagree among themselves this many times: nothing is written. */
const MOST_READS = 10

export type AgentResult =
  | { agent: string; kind: 'rolled-back'; deploymentId: string; reason: string }
  | { agent: string; kind: 'left' | 'failed' | 'cancelled'; reason: string; deploymentId?: string }

export interface Services {
  /** reads and the wait: stopped by a cancel */
  reads: AgentService
  /** the write: never cut by a cancel once sent */
  writes: AgentService
}

/** Brings the agent back to its configuration from before its leg, or says why not. */
export async function restoreAgent(
  services: Services,
  target: Restorable,
  log: RunnerLog,
  signal: AbortSignal,
): Promise<AgentResult> {
  const name = target.leg.record.agent
  const found = await whoseDeployment(services.reads, target, log, signal)
  if ('left' in found) return { agent: name, kind: 'left', reason: found.left }
  if ('already' in found) return earlierRestore(services.reads, target, found, log, signal)
  const plan = planDeployment(target.inputs, found.agent, target.buildId)
  if (plan.kind === 'unchanged')
    return {
      agent: name,
      kind: 'left',
      reason: `its leg's deployment ${target.leg.record.deploymentId} runs the configuration that served before (a forced redeploy, or new secret values, which a rollback cannot give back)`,
    }
  if (signal.aborted) throw new CancelledError('cancelled')
  const restored = await applyPlan(services.writes, target.inputs, plan, found.agent, { log, buildId: target.buildId })
  const id = requestedDeploymentId(restored.agent) ?? ''
  const waited = signal.aborted ? undefined : await awaitReady(services.reads, target, id, log, signal)
  if (!waited)
    return {
      agent: name,
      kind: 'cancelled',
      deploymentId: id,
      reason: `written as deployment ${id}; its readiness was not awaited (cancelled)`,
    }
  if (waited.status === 'ready' && waited.agent && runsConfig(waited.agent, target.before))
    return {
      agent: name,
      kind: 'rolled-back',
      deploymentId: id,
      reason: `what served before its leg's deployment ${target.leg.record.deploymentId} is deployment ${id}, ready`,
    }
  const what =
    waited.status === 'ready'
      ? `deployment ${id} is ready, but the service reports another configuration than what served before`
      : (waited.message ?? `deployment ${id} is ${waited.status}`)
  return { agent: name, kind: 'failed', deploymentId: id, reason: `restoring failed: ${what}` }
}

/** The agent when it runs its leg's deployment; else why it is left alone. */
async function whoseDeployment(
  service: AgentService,
  target: Restorable,
  log: RunnerLog,
  signal: AbortSignal,
): Promise<{ agent: Agent } | { left: string } | { already: Agent; id: string }> {
  const { agent: name, deploymentId: own } = target.leg.record
  let streak = { id: '', reads: 0 }
  for (let read = 1; read <= MOST_READS; read++) {
    if (read > 1) await sleep(REREAD_MS, signal)
    const agent = await raceAbort(service.getAgent(name), signal)
    if (!agent) return { left: 'it no longer exists' }
    const named = requestedDeploymentId(agent) ?? '(none)'
    if (named === own) return { agent }
    streak = { id: named, reads: streak.id === named ? streak.reads + 1 : 1 }
    if (streak.reads >= READS_IN_A_ROW)
      return runsConfig(agent, target.before) ? { already: agent, id: named } : { left: someoneElse(named, own ?? '') }
    log.info(
      `a read names deployment ${named}, not its leg's ${own} (read ${read}; ${READS_IN_A_ROW} in a row decide): one read may be stale; reading again`,
    )
  }
  return {
    left: `its reads disagree on which deployment it runs (${MOST_READS} reads, the last naming ${streak.id}): nothing was written; run the rollback again`,
  }
}

function someoneElse(named: string, own: string): string {
  return `it runs deployment ${named}, not its leg's ${own}: another run or a person deployed since (${READS_IN_A_ROW} reads in a row), and it is not rolled back over that`
}

/**
 * The agent runs what served before as another deployment than its leg's: an earlier run of the rollback (or a
 * person) restored it. Nothing is written; a restore still rolling out is awaited, so that a re-run after a
 * cancel finishes what the cancel left.
 */
async function earlierRestore(
  service: AgentService,
  target: Restorable,
  found: { already: Agent; id: string },
  log: RunnerLog,
  signal: AbortSignal,
): Promise<AgentResult> {
  const { agent: name } = target.leg.record
  const said = `it already runs what served before its leg (deployment ${found.id})`
  const state = deploymentState(found.already, found.id)
  if (state.kind === 'ready') return { agent: name, kind: 'left', reason: `${said}, ready: nothing to write` }
  if (state.kind === 'failed')
    return {
      agent: name,
      kind: 'left',
      reason: `${said}, which failed: ${describeFailure(state.failure)}; nothing written`,
    }
  const waited = await awaitReady(service, target, found.id, log, signal)
  if (!waited) return { agent: name, kind: 'cancelled', reason: `${said}; its readiness was not awaited (cancelled)` }
  return {
    agent: name,
    kind: 'left',
    reason: `${said}, ${waited.status === 'ready' ? 'now ready' : (waited.message ?? waited.status)}: nothing to write`,
  }
}

/** The wait for a deployment's readiness, as the deploy step waits; undefined when a cancel stopped it. */
function awaitReady(
  service: AgentService,
  target: Restorable,
  id: string,
  log: RunnerLog,
  signal: AbortSignal,
): Promise<WaitResult | undefined> {
  const timeoutMs = target.inputs['wait-timeout'] * 1000
  return waitForDeployment(service, target.leg.record.agent, id, { timeoutMs, log, signal }).catch((error: unknown) => {
    if (error instanceof CancelledError || signal.aborted) return undefined
    throw error
  })
}
