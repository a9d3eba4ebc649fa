import { ARCHITECTURE_OF_NODE_TYPE, ARCHITECTURES } from '../../architectures.js'
import { type Agent, manifestSpecOf } from './agent-record.js'

// An agent's configuration as the service reports it and as a request sends it, and how two compare.

/** An agent's configuration in the words of the request body. Absent means "not set / not known". */
export interface AgentConfig {
  image?: string
  /** a build of the service's cloud build: sent instead of image, never with it */
  buildId?: string
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
  /** amd64 or arm64; the record reports it only as the node type's alias (arm, amd), if at all */
  architecture?: string
  /** the audio filter: tel, pro, or null (off) */
  audioFilter?: string | null
  /** whether callers on the generic WebSocket endpoint need a session token (token, none); sent only when named */
  websocketAuth?: string
}

const ARCHITECTURES_KNOWN = new Set<string>(ARCHITECTURES)

/** The service applies this session length when none is set, and then reports none. */
export const DEFAULT_MAX_SESSION_DURATION = 7200

/** The fields that can be compared with what the service reports back. */
export const COMPARED_FIELDS = [
  'image',
  'buildId',
  'nodeType',
  'secretSet',
  'minAgents',
  'maxAgents',
  'enableNoiseSuppression',
  'agentProfile',
  'maxSessionDuration',
  'imagePullSecretSet',
  'audioFilter',
  'architecture',
  'websocketAuth',
] as const satisfies readonly (keyof AgentConfig)[]

export type ComparedField = (typeof COMPARED_FIELDS)[number]

export interface ConfigChange {
  field: ComparedField
  from: AgentConfig[keyof AgentConfig]
  to: AgentConfig[keyof AgentConfig]
  /** the record does not report the current value: `from` is unknown, not "not set" */
  unreported?: true
}

/** What the record reports of the agent's configuration, and which fields it does not report at all. */
export interface CurrentConfig {
  config: AgentConfig
  /** the manifest carries no imagePullSecretName (older installations): that field cannot be compared */
  unreportedPullSecret: boolean
  /** the manifest's image cannot be sent back (redacted: deployed from a build), or there is none */
  unusableImage?: string
  /** every secret set the agent has (envFromSecretNames): a request carries only one */
  secretSets: string[]
  /** the record carries no krispViva (older installations): the audio filter cannot be compared */
  unreportedAudioFilter: boolean
  /** the node type is not an architecture's alias: the architecture cannot be compared */
  unreportedArchitecture: boolean
  /** the record does not say how WebSocket callers are authenticated: a run that names it sends it */
  unreportedWebsocketAuth: boolean
}

/** The configuration an agent runs now, from its record (a missing deployment record tells nothing). */
export function readCurrent(agent: Agent): CurrentConfig {
  const spec = manifestSpecOf(agent)
  const image = spec?.image ?? undefined
  const buildId = agent.deployment?.buildId ?? undefined
  // Deployed from a build, the manifest's image is redacted, whatever it looks like: never sent back.
  const usable = image !== undefined && buildId === undefined && looksLikeImageReference(image)
  const secretSets = spec?.envFromSecretNames ?? []
  return {
    config: withoutUndefined({
      image: usable ? image : undefined,
      buildId,
      nodeType: spec?.platformNodeType ?? undefined,
      // More than one set (made by other means) reads as the list, so it never equals a single set.
      secretSet: secretSets.length > 0 ? secretSets.join(', ') : undefined,
      minAgents: spec?.autoScaling?.minReplicas ?? undefined,
      maxAgents: spec?.autoScaling?.maxReplicas ?? undefined,
      enableNoiseSuppression: spec?.noiseSuppressionModels?.enabled ?? undefined,
      agentProfile: agent.agentProfile ?? undefined,
      maxSessionDuration: spec?.maxSessionDurationSeconds ?? undefined,
      imagePullSecretSet: spec?.imagePullSecretName ?? undefined,
      audioFilter: agent.krispViva ? (agent.krispViva.audioFilter ?? null) : undefined,
      architecture: reportedArchitecture(agent),
      websocketAuth: reportedWebsocketAuth(agent),
    }),
    unreportedPullSecret: !spec || spec.imagePullSecretName === undefined || spec.imagePullSecretName === null,
    unusableImage: usable
      ? undefined
      : buildId !== undefined
        ? `redacted (deployed from build ${buildId})`
        : (image ?? '(none reported)'),
    secretSets,
    unreportedAudioFilter: !agent.krispViva,
    unreportedArchitecture: reportedArchitecture(agent) === undefined,
    unreportedWebsocketAuth: reportedWebsocketAuth(agent) === undefined,
  }
}

/**
 * How WebSocket callers are authenticated, where the record says so. Its place in the record is not
 * documented: the request's own name, at the top level or in the manifest's spec, is taken when it is
 * `token` or `none`.
 */
function reportedWebsocketAuth(agent: Agent): string | undefined {
  const record = agent as Record<string, unknown>
  const spec = manifestSpecOf(agent) as Record<string, unknown> | undefined
  for (const value of [record.websocketAuth, spec?.websocketAuth]) {
    if (value === 'token' || value === 'none') return value
  }
  return undefined
}

/** The architecture the deployment runs: the manifest's spec.arch where reported, else the node type's alias. */
function reportedArchitecture(agent: Agent): string | undefined {
  const spec = manifestSpecOf(agent)
  const arch = spec?.arch ?? undefined
  return arch && ARCHITECTURES_KNOWN.has(arch) ? arch : ARCHITECTURE_OF_NODE_TYPE[spec?.platformNodeType ?? '']
}

export function currentConfig(agent: Agent): AgentConfig {
  return readCurrent(agent).config
}

/** Field by field, what would change. `skip`: fields the record does not report, so cannot compare. */
export function diffConfig(current: AgentConfig, desired: AgentConfig, skip: ComparedField[] = []): ConfigChange[] {
  return COMPARED_FIELDS.filter(
    (field) => !skip.includes(field) && !sameValue(field, current[field], desired[field]),
  ).map((field) => ({ field, from: current[field], to: desired[field] }))
}

function sameValue(field: ComparedField, a: unknown, b: unknown): boolean {
  // Not named by the run: left as the agent has it (never sent, so never a change).
  if (field === 'websocketAuth' && b === undefined) return true
  if (field === 'maxSessionDuration') return (a ?? DEFAULT_MAX_SESSION_DURATION) === (b ?? DEFAULT_MAX_SESSION_DURATION)
  return a === b
}

/** Does the record report this configuration? (used to recognise our own write) */
export function runsConfig(agent: Agent, desired: AgentConfig): boolean {
  const current = readCurrent(agent)
  return diffConfig(current.config, desired, unreported(current)).every((change) => change.to === undefined)
}

/**
 * What differs between the record and the desired configuration, in the fields the record reports; and
 * websocket-auth named by the run where the record does not say: it is sent, since nothing else can tell.
 */
export function changesFrom(current: CurrentConfig, desired: AgentConfig): ConfigChange[] {
  const changes = diffConfig(current.config, desired, unreported(current))
  if (current.unreportedWebsocketAuth && desired.websocketAuth !== undefined)
    changes.push({ field: 'websocketAuth', from: undefined, to: desired.websocketAuth, unreported: true })
  return changes
}

function unreported(current: CurrentConfig): ComparedField[] {
  const skip: ComparedField[] = []
  if (current.unreportedPullSecret) skip.push('imagePullSecretSet')
  if (current.unreportedAudioFilter) skip.push('audioFilter')
  if (current.unreportedArchitecture) skip.push('architecture')
  if (current.unreportedWebsocketAuth) skip.push('websocketAuth')
  return skip
}

/**
 * Could this be sent back as `image`? A redacted image (an agent deployed from a build) is not a
 * reference: references are made of these characters only.
 */
export function looksLikeImageReference(image: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._\-/:@+]*$/.test(image)
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
