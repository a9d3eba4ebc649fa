import { PlanError } from '../errors.js'
import { originOf } from '../inputs/across-inputs.js'
import type { Inputs } from '../inputs/inputs.js'
import { log } from '../report/runner-log.js'
import type { Agent } from '../service/agents/agent-record.js'
import { BuildService } from '../service/builds/builds.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion } from '../service/regions.js'
import { SecretStore } from '../service/secret-sets/secret-store.js'
import { raceAbort } from '../time.js'

// The secret sets a deploy names and does not write itself (secret-set without secrets, an
// image-pull-secret-set without registry credentials), read before anything is uploaded, built or
// written: a set that does not exist, or one in another region than the agent, would be refused by the
// create or update, minutes later after a build. A dry run reports the same.

type SetInput = 'secret-set' | 'image-pull-secret-set'

/** Each set the inputs name and this run does not write: there, and in the agent's region; else refused. */
export async function checkNamedSets(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  signal: AbortSignal,
): Promise<void> {
  const named = namedSets(inputs)
  if (named.length === 0) return
  const store = new SecretStore(http)
  const region = await raceAbort(agentRegion(inputs.region, before, new BuildService(http)), signal)
  const agent = `agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'}`
  for (const [input, name] of named) {
    const found = await raceAbort(store.locate(name), signal)
    const what = `${input === 'secret-set' ? 'Secret set' : 'Image pull secret set'} '${name}' (${originOf(input, inputs.origins)})`
    if ('unreadable' in found) {
      log.debug(`${what} could not be read (${found.unreadable}): the create or update will say whether it exists`)
      continue
    }
    if ('missing' in found) {
      throw new PlanError(
        `${what} does not exist: the service would refuse the deploy. Create it first (${input === 'secret-set' ? 'or give secrets to write it from the workflow' : 'or give registry-username and registry-password to write it from the workflow'}), or name another. Nothing was uploaded or written`,
      )
    }
    if ('region' in found && found.region && region && found.region !== region) {
      throw new PlanError(
        `${what} is in region '${found.region}', but ${agent} in region '${region}': an agent can use only the sets of its own region. Nothing was uploaded or written`,
      )
    }
    log.debug(`${what} exists${'region' in found && found.region ? ` in region '${found.region}'` : ''}`)
  }
}

/** The sets named by the inputs that this run does not write itself. */
function namedSets(inputs: Inputs): [SetInput, string][] {
  const sets: [SetInput, string][] = []
  const secretSet = inputs['secret-set']
  if (secretSet && !inputs.secrets) sets.push(['secret-set', secretSet])
  const pullSet = inputs['image-pull-secret-set']
  const writesPullSet = inputs.image && inputs['registry-username'] && inputs['registry-password']
  if (pullSet && !writesPullSet) sets.push(['image-pull-secret-set', pullSet])
  return sets
}
