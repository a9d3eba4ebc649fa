import type { InputName } from '../inputs/inputs.js'
import type { DeployFileUse } from '../inputs/read-inputs.js'
import { changeLines } from '../report/changes.js'
import { log } from '../report/runner-log.js'
import { type ComparedField, type ConfigChange, diffConfig } from '../service/agents/agent-config.js'
import type { Plan } from './plan.js'

/** The input each field of the configuration comes from. */
const FIELD_INPUTS: Record<ComparedField, InputName> = {
  image: 'image',
  buildId: 'build-id',
  nodeType: 'node-type',
  secretSet: 'secret-set',
  minAgents: 'min-agents',
  maxAgents: 'max-agents',
  enableNoiseSuppression: 'enable-noise-suppression',
  agentProfile: 'agent-profile',
  maxSessionDuration: 'max-session-duration',
  imagePullSecretSet: 'image-pull-secret-set',
  audioFilter: 'audio-filter',
  architecture: 'architecture',
  websocketAuth: 'websocket-auth',
}

/** Where values came from that neither the step nor the file gave as they are (a preview's own). */
export type SourceLabels = Partial<Record<InputName, string>>

/**
 * Each change as a log line saying where its new value came from: a step input, the deploy file, or what
 * a preview sets itself (its own secret set, no warm agent). Without a deploy file, only the latter.
 */
function sourcedLines(changes: ConfigChange[], deployFile: DeployFileUse | undefined, labels: SourceLabels): string[] {
  return changeLines(changes).map((line, i) => {
    const field = changes[i]?.field
    const input = field === undefined ? undefined : FIELD_INPUTS[field]
    const label = input === undefined ? undefined : labels[input]
    if (label) return `${line} (${label})`
    if (!deployFile || input === undefined) return line
    return `${line} (${deployFile.fromFile.includes(input) ? deployFile.path : 'input'})`
  })
}

/** The plan in the log: what will be created or changed, field by field, and where each value came from. */
export function logPlan(name: string, plan: Plan, deployFile?: DeployFileUse, labels: SourceLabels = {}): void {
  if (deployFile) logSources(deployFile, plan.kind === 'create')
  if (plan.kind === 'create') {
    log.info(`Plan: create agent '${name}'`)
    for (const line of sourcedLines(diffConfig({}, plan.desired), deployFile, labels)) log.info(`  ${line}`)
  } else if (plan.kind === 'unchanged') {
    log.info(`Plan: nothing to change for agent '${name}' (set force: true to deploy anyway)`)
  } else {
    log.info(
      plan.newValues
        ? `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'}), with forceRedeploy: a new deployment gets the secret set's new values`
        : plan.forced
          ? `Plan: update agent '${name}' with its current configuration (force is true)`
          : `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'})`,
    )
    for (const line of sourcedLines(plan.changes, deployFile, labels)) log.info(`  ${line}`)
  }
  if (
    plan.kind !== 'create' &&
    plan.desired.imagePullSecretSet !== undefined &&
    !(plan.kind === 'update' && plan.changes.some((c) => c.field === 'imagePullSecretSet')) &&
    plan.current.imagePullSecretSet === undefined
  ) {
    log.info(
      `  Image pull secret set: ${plan.desired.imagePullSecretSet} (sent as given; this installation does not report it back, so it is not compared)`,
    )
  }
}

/** Which inputs the deploy file gave, which step inputs won over it; the rest is the agent's current configuration. */
function logSources(deployFile: DeployFileUse, creating: boolean): void {
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none')
  log.info(`Configuration from ${deployFile.path}: ${list(deployFile.fromFile)}`)
  if (deployFile.overridden.length > 0) {
    log.info(`Step inputs given over ${deployFile.path} (an input wins): ${list(deployFile.overridden)}`)
  }
  if (deployFile.replaced.length > 0)
    log.info(
      `The step ${deployFile.replacedBy === 'an image' ? 'gives an image' : 'asks for a build'}: ${deployFile.path}'s ${list(deployFile.replaced)} not used`,
    )
  if (deployFile.contextFrom) log.info(`Build context: ${deployFile.contextFrom}, as the service's CLI reads it`)
  // On a create there is no agent yet to keep anything from: the service's defaults apply.
  log.info(
    creating
      ? "Anything neither gives is left to the service's defaults (the agent does not exist yet)"
      : 'Anything neither gives is kept from the agent as it runs now',
  )
}
