import { PlanError } from '../errors.js'
import { originOf, scalingProblem } from '../inputs/across-inputs.js'
import type { InputName, Inputs } from '../inputs/inputs.js'
import {
  type AgentConfig,
  type ConfigChange,
  changesFrom,
  readCurrent,
  withoutUndefined,
} from '../service/agents/agent-config.js'
import type { Agent } from '../service/agents/agent-record.js'

export type Plan =
  | {
      kind: 'create'
      desired: AgentConfig
      /** a dry run's plan of a create that a deploy would refuse: why (no image to create with) */
      refused?: string
    }
  | {
      kind: 'update'
      desired: AgentConfig
      current: AgentConfig
      changes: ConfigChange[]
      /** force is true, or the secret set's values changed: the update asks for a new deployment */
      forced: boolean
      /** the secret set's values changed: a new deployment gets them */
      newValues?: boolean
    }
  | { kind: 'unchanged'; desired: AgentConfig; current: AgentConfig }

/**
 * The given inputs over the current configuration (nothing current when the agent is created). What
 * runs is an image or a build, never both: a build given (cloud-build, build-id) replaces the image, an
 * image given replaces the build, and neither given keeps what runs now.
 */
export function desiredConfig(
  inputs: Inputs,
  current: AgentConfig = {},
  creating = false,
  buildId?: string,
): AgentConfig {
  const runs =
    buildId !== undefined
      ? { buildId }
      : inputs.image !== undefined
        ? { image: inputs.image }
        : { image: current.image, buildId: current.buildId }
  return withoutUndefined({
    ...runs,
    nodeType: inputs['node-type'] ?? current.nodeType,
    secretSet: inputs['secret-set'] ?? current.secretSet,
    minAgents: inputs['min-agents'] ?? current.minAgents,
    maxAgents: inputs['max-agents'] ?? current.maxAgents,
    enableNoiseSuppression: inputs['enable-noise-suppression'] ?? current.enableNoiseSuppression,
    architecture: inputs.architecture ?? current.architecture,
    // 'off' is sent as null; a filter not given is kept, as every other field
    audioFilter:
      inputs['audio-filter'] === undefined
        ? current.audioFilter
        : inputs['audio-filter'] === 'off'
          ? null
          : inputs['audio-filter'],
    // Sent only when the step or the file names it: a run that names nothing changes nothing.
    websocketAuth: inputs['websocket-auth'],
    agentProfile: inputs['agent-profile'] ?? current.agentProfile,
    maxSessionDuration: inputs['max-session-duration'] ?? current.maxSessionDuration,
    // A build needs no image pull secret set.
    imagePullSecretSet:
      runs.buildId !== undefined ? undefined : (inputs['image-pull-secret-set'] ?? current.imagePullSecretSet),
    region: creating ? inputs.region : undefined,
  })
}

/**
 * An agent cannot move region: refused before anything is written (the build, the secret set, the
 * agent), so that no phase writes in one region for an agent in another.
 */
export function refuseRegionMove(inputs: Inputs, agent: Agent | undefined): void {
  if (inputs.region !== undefined && agent?.region && agent.region !== inputs.region) {
    throw new PlanError(
      `Input 'region' is '${inputs.region}', but agent '${inputs['agent-name']}' exists in region '${agent.region}': an agent cannot move region by an update. Deploy it under another name, or leave 'region' out. Nothing was written`,
    )
  }
}

/** Create, update or leave alone: the one place that decides. `agent` is undefined when it does not exist. */
export function planDeployment(
  inputs: Inputs,
  agent: Agent | undefined,
  buildId?: string,
  /** the secrets input changed the set's values: an agent that exists is redeployed to get them */
  newValues = false,
): Plan {
  const name = inputs['agent-name']
  if (!agent) {
    const desired = desiredConfig(inputs, {}, true, buildId)
    if (!inputs.image && buildId === undefined) {
      const file = inputs['config-file']
      const problem = `Agent '${name}' does not exist, and creating it needs an image: ${
        file
          ? `give input 'image' (or image in ${file}), cloud-build: true to build one from the repository (${file}'s [build] keys say how), or build-id`
          : "input 'image' is required to create an agent (or cloud-build: true, or build-id)"
      }`
      // A dry run still shows the rest of the plan (the service's own templates carry no image).
      if (!inputs['dry-run']) throw new PlanError(problem)
      return { kind: 'create', desired, refused: problem }
    }
    return { kind: 'create', desired }
  }
  refuseRegionMove(inputs, agent)
  const current = readCurrent(agent)
  const desired = desiredConfig(inputs, current.config, false, buildId)
  const from = (name: InputName) =>
    inputs[name] === undefined ? `${name} of the agent as it runs now` : originOf(name, inputs.origins)
  const scaling = scalingProblem(desired.minAgents, desired.maxAgents, from('min-agents'), from('max-agents'))
  if (scaling) throw new PlanError(scaling)
  if (!desired.image && desired.buildId === undefined) {
    throw new PlanError(
      `Agent '${name}' reports no image that can be sent back (manifest image: ${current.unusableImage}; an agent deployed from a build has its image redacted, and a record without a deployment has none): input 'image' is required`,
    )
  }
  const changes = changesFrom(current, desired)
  const forced = inputs.force || newValues
  if (changes.length === 0 && !forced) return { kind: 'unchanged', desired, current: current.config }
  if (current.secretSets.length > 1 && inputs['secret-set'] === undefined) {
    throw new PlanError(
      `Agent '${name}' has ${current.secretSets.length} secret sets (${current.secretSets.join(', ')}), and an update carries only one: sending it would remove the others. Name the one set the agent should keep with input 'secret-set', or merge them into one set first`,
    )
  }
  return { kind: 'update', desired, current: current.config, changes, forced, ...(newValues ? { newValues } : {}) }
}
