import { changeLines } from '../../report/changes.js'
import { changesFrom, readCurrent } from '../../service/agents/agent-config.js'
import { type Agent, requestedDeploymentId } from '../../service/agents/agent-record.js'
import type { Applied } from './write-context.js'
import { type WriteContext, WriteOutcomeError } from './write-context.js'

// A write's answer is believed only when it names a deployment that runs what was asked (in the fields
// it reports). Anything else is read back for a short while, since a service may answer before its
// record is complete, and then fails saying what the answer lacked: never a `ready` for a
// configuration that was not deployed.

/** What the answer lacks: '' when it names a deployment running the requested configuration. */
function lacking(agent: Agent, applied: Applied): string {
  if (!requestedDeploymentId(agent)) return 'named no deployment'
  // Only what the answer reports can be compared: a field it leaves out (a record without its manifest) is no evidence.
  const missing = changesFrom(readCurrent(agent), applied.plan.desired).filter(
    (change) => change.to !== undefined && change.from !== undefined,
  )
  if (missing.length === 0) return ''
  const lines = changeLines(missing.map((change) => ({ ...change, from: change.to, to: change.from })))
  return `named deployment ${requestedDeploymentId(agent)}, which does not run what was asked (asked → reported: ${lines.join('; ')})`
}

/** The applied write as answered, or as read back when the answer was incomplete; else a clear failure. */
export async function confirmAnswer(ctx: WriteContext, applied: Applied): Promise<Applied> {
  if (applied.operation === 'unchanged') return applied
  const problem = lacking(applied.agent, applied)
  if (!problem) return applied
  const write = applied.operation === 'created' ? 'create' : 'update'
  ctx.log.info(`The answer to the ${write} of agent '${ctx.name}' ${problem}; reading the agent back to learn more`)
  const found = await ctx.settle((agent) => agent !== undefined && lacking(agent, applied) === '')
  if (found && lacking(found, applied) === '') {
    ctx.log.info(
      `Reading agent '${ctx.name}' back shows deployment ${requestedDeploymentId(found)} running the requested configuration`,
    )
    return { ...applied, agent: found }
  }
  const nowSays = found ? lacking(found, applied) || 'runs the requested configuration' : 'finds no such agent'
  if (!requestedDeploymentId(applied.agent)) {
    throw new WriteOutcomeError(
      `The service's answer to the ${write} of agent '${ctx.name}' named no deployment, and reading the agent back ${found ? `still ${nowSays}` : nowSays}. The ${write} may have been carried out: read the agent before deploying again`,
      'unknown',
    )
  }
  throw new WriteOutcomeError(
    `The service's answer to the ${write} of agent '${ctx.name}' ${problem}, and reading the agent back ${found ? `still ${nowSays}` : nowSays}: the requested configuration was not deployed`,
    'failed',
  )
}
