import { PlanError } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import { log } from '../report/runner-log.js'
import type { Agent } from '../service/agents/agent-record.js'
import { BuildService } from '../service/builds/builds.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion, listRegions } from '../service/regions.js'

// An architecture the agent's region does not run would be refused by the service, after the secret set,
// the build and the rest were prepared: it is checked against the region's list before anything is
// written. Older installations list no architectures; then the service decides.

export async function checkArchitecture(inputs: Inputs, before: Agent | undefined, http: ServiceHttp): Promise<void> {
  const wanted = inputs.architecture
  if (!wanted) return
  const region = await agentRegion(inputs.region, before, new BuildService(http))
  const supported = (await listRegions(http))?.find((entry) => entry.code === region)?.supported_architectures
  if (!region || !supported) {
    log.debug(
      `The service lists no architectures for region ${region ?? '(unknown)'}: architecture ${wanted} is sent as given`,
    )
    return
  }
  if (!supported.includes(wanted)) {
    throw new PlanError(
      `Input 'architecture' is ${wanted}, but region '${region}' runs ${supported.join(', ')} only: build the image for ${supported.map((a) => `linux/${a}`).join(' or ')}, or choose another region. Nothing was written`,
    )
  }
}
