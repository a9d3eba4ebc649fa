import { type AgentConfig, withoutUndefined } from './agent-config.js'

export interface AgentRequestBody {
  serviceName?: string
  image?: string
  buildId?: string
  nodeType?: string
  imagePullSecretSet?: string
  secretSet?: string
  autoScaling?: { minAgents?: number; maxAgents?: number }
  enableNoiseSuppression?: boolean
  region?: string
  agentProfile?: string
  maxSessionDuration?: number
  forceRedeploy?: boolean
  krispViva?: { audioFilter: string | null }
  architecture?: string
  websocketAuth?: string
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
    // exactly one of the two; a build needs no image pull secret set
    image: config.buildId === undefined ? config.image : undefined,
    buildId: config.buildId,
    nodeType: config.nodeType,
    imagePullSecretSet: config.buildId === undefined ? config.imagePullSecretSet : undefined,
    secretSet: config.secretSet,
    autoScaling: Object.keys(autoScaling).length > 0 ? autoScaling : undefined,
    enableNoiseSuppression: config.enableNoiseSuppression,
    region: creating ? config.region : undefined,
    agentProfile: config.agentProfile,
    maxSessionDuration: config.maxSessionDuration,
    forceRedeploy: !creating && write.forced ? true : undefined,
    architecture: config.architecture,
    krispViva: config.audioFilter === undefined ? undefined : { audioFilter: config.audioFilter },
    websocketAuth: config.websocketAuth,
  })
}
