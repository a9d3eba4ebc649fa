import { type Inputs, parseInputs, type RawInputs } from '../inputs/inputs.js'
import type { ReleaseRecord } from '../report/release-record.js'
import type { AgentConfig } from '../service/agents/agent-config.js'
import type { Leg } from './release-set.js'
import type { RollbackInputs } from './rollback-inputs.js'

// What the set's records say before anything is read from the service: whether the set failed (a leg not
// ready, a check that did not pass, a leg its own step rolled back, an expected agent without a record), and
// for each agent whether a rollback may touch it at all, and with what: the configuration that served before,
// read into the deploy step's own inputs by the deploy step's own checks (a record is untrusted text).

/** Why the set failed: one line a failed leg; empty when every leg passed. */
export function failedLegs(legs: Leg[], expected: string[]): string[] {
  const failed = legs.flatMap(({ file, record }) => {
    const why = legFailure(record)
    return why ? [`${record.agent} (${file}): ${why}`] : []
  })
  const recorded = new Set(legs.map((leg) => leg.record.agent))
  for (const agent of expected)
    if (!recorded.has(agent))
      failed.push(`${agent}: no release record (its leg did not finish, or its record was not collected)`)
  return failed
}

function legFailure(record: ReleaseRecord): string | undefined {
  if (record.status !== 'ready')
    return record.failure ? `${record.status}: ${record.failure.split('\n')[0]}` : record.status
  const checks = Object.entries(record.checks).filter(([, verdict]) => verdict !== 'passed')
  if (checks.length > 0) return checks.map(([check, verdict]) => `${check} ${verdict}`).join(', ')
  if (record.rolledBack) return 'its own step rolled back'
  return undefined
}

/** An agent the rollback restores, with the deploy step's inputs that send back what served before. */
export interface Restorable {
  leg: Leg
  inputs: Inputs
  /** the build that served before, when it was one */
  buildId?: string
  before: AgentConfig
}

/** The agent restorable; or why it is left as it is, before anything is read. */
export function restorable(leg: Leg, given: RollbackInputs): Restorable | { left: string } {
  const r = leg.record
  if (r.operation === 'created')
    return {
      left: 'its leg created it: there is nothing to go back to, and it is not deleted (delete it yourself if the set should not hold it)',
    }
  if (r.rolledBack) return { left: `its own step rolled it back already (deployment ${r.deploymentId ?? 'unknown'})` }
  if (r.status === 'superseded') return { left: 'another deployment replaced its leg’s during its own run' }
  if (r.operation !== 'updated' || !r.deploymentId) return { left: 'its leg made no deployment' }
  if (!r.before) return { left: 'its record holds no configuration from before its leg' }
  const before = r.before
  if (before.secretSet?.includes(','))
    return {
      left: `what served before had several secret sets (${before.secretSet}), and a write can restore only one`,
    }
  if (!before.image && !before.buildId)
    return {
      left: 'what served before ran an image the service redacts (a build the record does not name): there is nothing to send back',
    }
  const raw: RawInputs = {
    'api-key': given.apiKey,
    'api-url': given.apiUrl,
    'agent-name': r.agent,
    'wait-timeout': String(given.waitTimeoutSeconds),
    ...text('image', before.image),
    ...text('build-id', before.buildId),
    ...text('node-type', before.nodeType),
    ...text('secret-set', before.secretSet),
    ...text('min-agents', before.minAgents),
    ...text('max-agents', before.maxAgents),
    ...text('enable-noise-suppression', before.enableNoiseSuppression),
    ...text('architecture', before.architecture),
    ...text('audio-filter', before.audioFilter === null ? 'off' : before.audioFilter),
    ...text('agent-profile', before.agentProfile),
    ...text('max-session-duration', before.maxSessionDuration),
    ...text('image-pull-secret-set', before.imagePullSecretSet),
    ...text('websocket-auth', before.websocketAuth),
  }
  const parsed = parseInputs(raw)
  if (!parsed.ok)
    return {
      left: `what its record says served before is not a configuration a deploy would send: ${parsed.problems.join('; ').replace(/Input '([^']+)'/g, "its '$1'")}`,
    }
  return { leg, inputs: parsed.inputs, before, ...(before.buildId ? { buildId: before.buildId } : {}) }
}

function text(name: string, value: string | number | boolean | undefined): RawInputs {
  return value === undefined ? {} : { [name]: String(value) }
}
