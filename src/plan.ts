import type { Agent } from './agent-record.js'
import { type Inputs, scalingProblem } from './inputs.js'

/** An agent's configuration in the words of the request body. Absent means "not set / not known". */
export interface AgentConfig {
  image?: string
  nodeType?: string
  secretSet?: string
  minAgents?: number
  maxAgents?: number
  enableNoiseSuppression?: boolean
  /** Never echoed by the service: known only when given as an input. */
  imagePullSecretSet?: string
}

/** The fields the service reports back, so the ones that can be compared. */
export const COMPARED_FIELDS = [
  'image',
  'nodeType',
  'secretSet',
  'minAgents',
  'maxAgents',
  'enableNoiseSuppression',
] as const satisfies readonly (keyof AgentConfig)[]

export interface ConfigChange {
  field: (typeof COMPARED_FIELDS)[number]
  from: AgentConfig[keyof AgentConfig]
  to: AgentConfig[keyof AgentConfig]
}

export type Plan =
  | { kind: 'create'; desired: AgentConfig }
  | { kind: 'update'; desired: AgentConfig; current: AgentConfig; changes: ConfigChange[]; forced: boolean }
  | { kind: 'unchanged'; desired: AgentConfig; current: AgentConfig }

export class PlanError extends Error {
  override readonly name = 'PlanError'
}

/** The configuration an agent runs now, read from its active deployment's manifest. */
export function currentConfig(agent: Agent): AgentConfig {
  const spec = agent.deployment.manifest.spec
  const secretNames = spec.envFromSecretNames ?? []
  return withoutUndefined({
    image: spec.image,
    nodeType: spec.platformNodeType ?? undefined,
    secretSet: secretNames[0],
    minAgents: spec.autoScaling?.minReplicas ?? undefined,
    maxAgents: spec.autoScaling?.maxReplicas ?? undefined,
    enableNoiseSuppression: spec.noiseSuppressionModels?.enabled ?? undefined,
  })
}

/** The given inputs over the current configuration (nothing current when the agent is created). */
export function desiredConfig(inputs: Inputs, current: AgentConfig = {}): AgentConfig {
  return withoutUndefined({
    image: inputs.image ?? current.image,
    nodeType: inputs['node-type'] ?? current.nodeType,
    secretSet: inputs['secret-set'] ?? current.secretSet,
    minAgents: inputs['min-agents'] ?? current.minAgents,
    maxAgents: inputs['max-agents'] ?? current.maxAgents,
    enableNoiseSuppression: inputs['enable-noise-suppression'] ?? current.enableNoiseSuppression,
    imagePullSecretSet: inputs['image-pull-secret-set'],
  })
}

/** Field by field, what would change; the image pull secret set cannot be compared (never echoed). */
export function diffConfig(current: AgentConfig, desired: AgentConfig): ConfigChange[] {
  return COMPARED_FIELDS.filter((field) => current[field] !== desired[field]).map((field) => ({
    field,
    from: current[field],
    to: desired[field],
  }))
}

/** Create, update or leave alone: the one place that decides. `agent` is undefined when it does not exist. */
export function planDeployment(inputs: Inputs, agent: Agent | undefined): Plan {
  if (!agent) {
    if (!inputs.image) {
      throw new PlanError(
        `Agent '${inputs['agent-name']}' does not exist, and creating it needs an image: input 'image' is required to create an agent`,
      )
    }
    return { kind: 'create', desired: desiredConfig(inputs) }
  }
  const current = currentConfig(agent)
  const desired = desiredConfig(inputs, current)
  const scaling = scalingProblem(desired.minAgents, desired.maxAgents, 'given or current')
  if (scaling) throw new PlanError(scaling)
  if (!desired.image) {
    throw new PlanError(`Agent '${inputs['agent-name']}' reports no image in its manifest: input 'image' is required`)
  }
  const changes = diffConfig(current, desired)
  if (changes.length === 0 && !inputs.force) return { kind: 'unchanged', desired, current }
  return { kind: 'update', desired, current, changes, forced: changes.length === 0 }
}

export interface AgentRequestBody {
  serviceName?: string
  image?: string
  nodeType?: string
  imagePullSecretSet?: string
  secretSet?: string
  autoScaling?: { minAgents?: number; maxAgents?: number }
  enableNoiseSuppression?: boolean
}

/**
 * The whole configuration as a request body: an update never relies on the service to keep fields
 * it was not sent. `serviceName` goes only into a create.
 */
export function requestBody(config: AgentConfig, createName?: string): AgentRequestBody {
  const autoScaling = withoutUndefined({ minAgents: config.minAgents, maxAgents: config.maxAgents })
  return withoutUndefined({
    serviceName: createName,
    image: config.image,
    nodeType: config.nodeType,
    imagePullSecretSet: config.imagePullSecretSet,
    secretSet: config.secretSet,
    autoScaling: Object.keys(autoScaling).length > 0 ? autoScaling : undefined,
    enableNoiseSuppression: config.enableNoiseSuppression,
  })
}

/** Does the manifest the service reports carry this configuration? (used to recognise our own write) */
export function runsConfig(agent: Agent, desired: AgentConfig): boolean {
  return diffConfig(currentConfig(agent), desired).every((change) => change.to === undefined)
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
