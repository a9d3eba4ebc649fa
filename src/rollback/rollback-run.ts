import { CancelledError, errorMessage } from '../errors.js'
import { inPool } from '../pool.js'
import { log } from '../report/runner-log.js'
import { AgentService } from '../service/agents/agent-service.js'
import { ServiceHttp } from '../service/http/transport.js'
import { raceAbort } from '../time.js'
import type { Leg } from './release-set.js'
import { type AgentResult, restoreAgent, type Services } from './restore-agent.js'
import type { RollbackInputs } from './rollback-inputs.js'
import { failedLegs, type Restorable, restorable } from './rollback-plan.js'
import { reportRollback } from './rollback-report.js'

// The set judged, then each agent its leg moved brought back, `concurrency` at a time. Before any write, the
// agent of every record that would be restored is read: one this key's organization does not have (or has in
// another region than the record says) means a record of another organization, and the whole set is refused,
// nothing written. (An agent left alone is not read: a leg refused before any request names an agent that
// may never have existed.)
// A cancel (SIGINT, SIGTERM) starts no further agent; writes already sent are let finish and said.

/** The set refused before any write (a record of another organization, a cancel while the agents were read). */
export class SetRefused extends Error {
  override readonly name = 'SetRefused'
}

export async function rollBackSet(inputs: RollbackInputs, legs: Leg[]): Promise<void> {
  const failed = failedLegs(legs, inputs.expect)
  const results: AgentResult[] = []
  if (failed.length === 0 && inputs.when === 'any-failed') {
    log.info(`Every leg of the set passed (${legs.length} records): nothing is rolled back`)
    for (const { record } of legs) results.push({ agent: record.agent, kind: 'left', reason: 'the set passed' })
    return reportRollback(inputs, legs, failed, results)
  }
  log.info(
    failed.length > 0
      ? `The set failed: ${failed.join('; ')}`
      : `when is always: every agent the set's legs moved goes back to what served before`,
  )
  const cancelled = new AbortController()
  const cancel = () => cancelled.abort()
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  const reads = new ServiceHttp(inputs.apiUrl, inputs.apiKey, log, { signal: cancelled.signal })
  const writes = new ServiceHttp(inputs.apiUrl, inputs.apiKey, log)
  const services = { reads: new AgentService(reads), writes: new AgentService(writes) }
  try {
    const targets: Restorable[] = []
    for (const leg of legs) {
      const target = restorable(leg, inputs)
      if ('left' in target) results.push({ agent: leg.record.agent, kind: 'left', reason: target.left })
      else targets.push(target)
    }
    const foreign = await recordsOfOthers(
      services.reads,
      targets.map((target) => target.leg),
      inputs.concurrency,
      cancelled.signal,
    )
    if (foreign.length > 0)
      throw new SetRefused(
        `${foreign.join('\n')}\nNothing was rolled back: remove such a record from the set, or give the api-key of its organization`,
      )
    results.push(...(await restoreAll(services, targets, inputs.concurrency, cancelled.signal)))
  } finally {
    services.reads.dispose()
    services.writes.dispose()
    process.off('SIGINT', cancel)
    process.off('SIGTERM', cancel)
  }
  return reportRollback(inputs, legs, failed, results)
}

/** The agents restored, `concurrency` at a time; once cancelled, those not started are said as such. */
async function restoreAll(
  services: Services,
  targets: Restorable[],
  concurrency: number,
  signal: AbortSignal,
): Promise<AgentResult[]> {
  const results = await inPool(
    targets,
    concurrency,
    async (target): Promise<AgentResult> => {
      const name = target.leg.record.agent
      const prefixed = {
        info: (message: string) => log.info(`${name}: ${message}`),
        warning: (message: string) => log.warning(`${name}: ${message}`),
        notice: (message: string) => log.notice(`${name}: ${message}`),
        debug: (message: string) => log.debug(`${name}: ${message}`),
      }
      try {
        return await restoreAgent(services, target, prefixed, signal)
      } catch (error) {
        if (error instanceof CancelledError || signal.aborted)
          return { agent: name, kind: 'cancelled', reason: 'cancelled before anything was written' }
        return { agent: name, kind: 'failed', reason: `restoring failed: ${errorMessage(error)}` }
      }
    },
    () => signal.aborted,
  )
  return results.map(
    (result, at) =>
      result ?? { agent: targets[at]?.leg.record.agent ?? '', kind: 'cancelled', reason: 'not started (cancelled)' },
  )
}

/** Each record whose agent this key's organization does not have, or has in another region: said in words. */
async function recordsOfOthers(
  service: AgentService,
  legs: Leg[],
  concurrency: number,
  signal: AbortSignal,
): Promise<string[]> {
  const found = await inPool(
    legs,
    concurrency,
    async ({ file, record }) => {
      const agent = await raceAbort(service.getAgent(record.agent), signal).catch((error: unknown) => {
        if (error instanceof CancelledError || signal.aborted) throw error
        throw new SetRefused(
          `Agent '${record.agent}' (${file}) could not be read before any write: ${errorMessage(error)}. Nothing was rolled back: run the rollback again`,
        )
      })
      if (!agent)
        return `Release record ${file}: agent '${record.agent}' does not exist in the organization of api-key (a record of another organization, or an agent deleted since)`
      if (agent.region && record.region && agent.region !== record.region)
        return `Release record ${file}: agent '${record.agent}' of this organization is in region '${agent.region}', and the record says '${record.region}' (a record of another organization's agent)`
      return ''
    },
    () => signal.aborted,
  ).catch((error: unknown) => {
    if (error instanceof CancelledError || signal.aborted) throw cancelledWhileRead()
    throw error
  })
  if (signal.aborted) throw cancelledWhileRead()
  return found.filter((problem): problem is string => Boolean(problem))
}

const cancelledWhileRead = () =>
  new SetRefused('Cancelled while the agents were read, before any write: nothing was rolled back')
