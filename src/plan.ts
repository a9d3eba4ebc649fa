import { type Agent, manifestSpecOf } from './agent-record.js'
import { type Inputs, scalingProblem } from './inputs.js'

/** An agent's configuration in the words of the request body. Absent means "not set / not known". */
export interface AgentConfig {
  image?: string
  nodeType?: string
  secretSet?: string
  minAgents?: number
  maxAgents?: number
  enableNoiseSuppression?: boolean
  agentProfile?: string
  /** whole seconds; absent: the service's default (7200) */
  maxSessionDuration?: number
  /** echoed as spec.imagePullSecretName on current installations only */
  imagePullSecretSet?: string
  /** create only: an agent cannot move region */
  region?: string
}

/** The service applies this session length when none is set, and then reports none. */
export const DEFAULT_MAX_SESSION_DURATION = 7200

/** The fields that can be compared with what the service reports back. */
export const COMPARED_FIELDS = [
  'image',
  'nodeType',
  'secretSet',
  'minAgents',
  'maxAgents',
  'enableNoiseSuppression',
  'agentProfile',
  'maxSessionDuration',
  'imagePullSecretSet',
] as const satisfies readonly (keyof AgentConfig)[]

export type ComparedField = (typeof COMPARED_FIELDS)[number]

export interface ConfigChange {
  field: ComparedField
  from: AgentConfig[keyof AgentConfig]
  to: AgentConfig[keyof AgentConfig]
}

/** What the record reports of the agent's configuration, and which fields it does not report at all. */
export interface CurrentConfig {
  config: AgentConfig
  /** the manifest carries no imagePullSecretName (older installations): that field cannot be compared */
  unreportedPullSecret: boolean
  /** the manifest's image cannot be sent back (redacted: deployed from a build), or there is none */
  unusableImage?: string
}

export type Plan =
  | { kind: 'create'; desired: AgentConfig }
  | {
      kind: 'update'
      desired: AgentConfig
      current: AgentConfig
      changes: ConfigChange[]
      /** force is true: the update asks for a new deployment even when nothing changed */
      forced: boolean
    }
  | { kind: 'unchanged'; desired: AgentConfig; current: AgentConfig }

export class PlanError extends Error {
  override readonly name = 'PlanError'
}

/** The configuration an agent runs now, from its record (a missing deployment record tells nothing). */
export function readCurrent(agent: Agent): CurrentConfig {
  const spec = manifestSpecOf(agent)
  const image = spec?.image ?? undefined
  const usable = image !== undefined && looksLikeImageReference(image)
  return {
    config: withoutUndefined({
      image: usable ? image : undefined,
      nodeType: spec?.platformNodeType ?? undefined,
      secretSet: spec?.envFromSecretNames?.[0],
      minAgents: spec?.autoScaling?.minReplicas ?? undefined,
      maxAgents: spec?.autoScaling?.maxReplicas ?? undefined,
      enableNoiseSuppression: spec?.noiseSuppressionModels?.enabled ?? undefined,
      agentProfile: agent.agentProfile ?? undefined,
      maxSessionDuration: spec?.maxSessionDurationSeconds ?? undefined,
      imagePullSecretSet: spec?.imagePullSecretName ?? undefined,
    }),
    unreportedPullSecret: !spec || spec.imagePullSecretName === undefined || spec.imagePullSecretName === null,
    unusableImage: usable ? undefined : (image ?? '(none reported)'),
  }
}

export function currentConfig(agent: Agent): AgentConfig {
  return readCurrent(agent).config
}

/** The given inputs over the current configuration (nothing current when the agent is created). */
export function desiredConfig(inputs: Inputs, current: AgentConfig = {}, creating = false): AgentConfig {
  return withoutUndefined({
    image: inputs.image ?? current.image,
    nodeType: inputs['node-type'] ?? current.nodeType,
    secretSet: inputs['secret-set'] ?? current.secretSet,
    minAgents: inputs['min-agents'] ?? current.minAgents,
    maxAgents: inputs['max-agents'] ?? current.maxAgents,
    enableNoiseSuppression: inputs['enable-noise-suppression'] ?? current.enableNoiseSuppression,
    agentProfile: inputs['agent-profile'] ?? current.agentProfile,
    maxSessionDuration: inputs['max-session-duration'] ?? current.maxSessionDuration,
    imagePullSecretSet: inputs['image-pull-secret-set'] ?? current.imagePullSecretSet,
    region: creating ? inputs.region : undefined,
  })
}

/** Field by field, what would change. `skip`: fields the record does not report, so cannot compare. */
export function diffConfig(current: AgentConfig, desired: AgentConfig, skip: ComparedField[] = []): ConfigChange[] {
  return COMPARED_FIELDS.filter(
    (field) => !skip.includes(field) && !sameValue(field, current[field], desired[field]),
  ).map((field) => ({ field, from: current[field], to: desired[field] }))
}

function sameValue(field: ComparedField, a: unknown, b: unknown): boolean {
  if (field === 'maxSessionDuration') return (a ?? DEFAULT_MAX_SESSION_DURATION) === (b ?? DEFAULT_MAX_SESSION_DURATION)
  return a === b
}

/** Create, update or leave alone: the one place that decides. `agent` is undefined when it does not exist. */
export function planDeployment(inputs: Inputs, agent: Agent | undefined): Plan {
  const name = inputs['agent-name']
  if (!agent) {
    if (!inputs.image) {
      throw new PlanError(
        `Agent '${name}' does not exist, and creating it needs an image: input 'image' is required to create an agent`,
      )
    }
    return { kind: 'create', desired: desiredConfig(inputs, {}, true) }
  }
  if (inputs.region !== undefined && agent.region && agent.region !== inputs.region) {
    throw new PlanError(
      `Input 'region' is '${inputs.region}', but agent '${name}' exists in region '${agent.region}': an agent cannot move region by an update. Deploy it under another name, or leave 'region' out`,
    )
  }
  const current = readCurrent(agent)
  const desired = desiredConfig(inputs, current.config)
  const scaling = scalingProblem(desired.minAgents, desired.maxAgents, 'given or current')
  if (scaling) throw new PlanError(scaling)
  if (!desired.image) {
    throw new PlanError(
      `Agent '${name}' reports no image that can be sent back (manifest image: ${current.unusableImage}; an agent deployed from a build has its image redacted, and a record without a deployment has none): input 'image' is required`,
    )
  }
  const changes = changesFrom(current, desired)
  if (changes.length === 0 && !inputs.force) return { kind: 'unchanged', desired, current: current.config }
  return { kind: 'update', desired, current: current.config, changes, forced: inputs.force }
}

export interface AgentRequestBody {
  serviceName?: string
  image?: string
  nodeType?: string
  imagePullSecretSet?: string
  secretSet?: string
  autoScaling?: { minAgents?: number; maxAgents?: number }
  enableNoiseSuppression?: boolean
  region?: string
  agentProfile?: string
  maxSessionDuration?: number
  forceRedeploy?: boolean
}

/**
 * The whole configuration as a request body: an update never relies on the service to keep fields
 * it was not sent. `serviceName` and `region` go only into a create, `forceRedeploy` only into a
 * forced update.
 */
export function requestBody(config: AgentConfig, write: { create: string } | { forced: boolean }): AgentRequestBody {
  const creating = 'create' in write
  const autoScaling = withoutUndefined({ minAgents: config.minAgents, maxAgents: config.maxAgents })
  return withoutUndefined({
    serviceName: creating ? write.create : undefined,
    image: config.image,
    nodeType: config.nodeType,
    imagePullSecretSet: config.imagePullSecretSet,
    secretSet: config.secretSet,
    autoScaling: Object.keys(autoScaling).length > 0 ? autoScaling : undefined,
    enableNoiseSuppression: config.enableNoiseSuppression,
    region: creating ? config.region : undefined,
    agentProfile: config.agentProfile,
    maxSessionDuration: config.maxSessionDuration,
    forceRedeploy: !creating && write.forced ? true : undefined,
  })
}

/** Does the record report this configuration? (used to recognise our own write) */
export function runsConfig(agent: Agent, desired: AgentConfig): boolean {
  return changesFrom(readCurrent(agent), desired).every((change) => change.to === undefined)
}

/** What differs between the record and the desired configuration, in the fields the record reports. */
function changesFrom(current: CurrentConfig, desired: AgentConfig): ConfigChange[] {
  return diffConfig(current.config, desired, current.unreportedPullSecret ? ['imagePullSecretSet'] : [])
}

/**
 * Could this be sent back as `image`? A redacted image (an agent deployed from a build) is not a
 * reference: references are made of these characters only.
 */
export function looksLikeImageReference(image: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._\-/:@+]*$/.test(image)
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
