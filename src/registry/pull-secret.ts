import { PlanError } from '../errors.js'
import { parseReference } from '../image-reference.js'
import type { Inputs } from '../inputs/inputs.js'
import { log } from '../report/runner-log.js'
import { hideSecret } from '../report/workflow-commands.js'
import type { Agent } from '../service/agents/agent-record.js'
import { BuildService } from '../service/builds/builds.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion } from '../service/regions.js'
import { waitUntilProvisioned } from '../service/secret-sets/secret-sets.js'
import { SecretStore } from '../service/secret-sets/secret-store.js'
import { raceAbort } from '../time.js'

// The image pull secret set from the workflow: with registry-username, registry-password and
// image-pull-secret-set, the set is written before the deploy (the registry's host and the base64 of
// user:password, in the agent's region), and waited for until the service says it is ready. The deploy
// names it; a new password alone makes no new deployment (the service pulls with the set when it starts
// or scales a deployment). Image pull secret sets cannot be read by name: the list of sets says their
// region and status.

/** How long the set may take to be provisioned before the step gives up. */
const PROVISION_LIMIT_MS = 120_000

/** Whether this run writes the image pull secret set. */
export function writesPullSecret(inputs: Inputs): boolean {
  return Boolean(
    inputs.image && inputs['registry-username'] && inputs['registry-password'] && inputs['image-pull-secret-set'],
  )
}

export async function pullSecretPhase(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  signal: AbortSignal,
): Promise<void> {
  const set = inputs['image-pull-secret-set']
  const image = inputs.image
  const username = inputs['registry-username']
  const password = inputs['registry-password']
  if (!writesPullSecret(inputs) || !set || !image || !username || !password) return
  const host = parseReference(image).pullSecretHost
  await log.group(`Image pull secret set ${set}`, async () => {
    const store = new SecretStore(http)
    const existing = (await raceAbort(store.listSets(), signal)).find((entry) => entry.name === set)
    const region = await raceAbort(agentRegion(inputs.region, before, new BuildService(http)), signal)
    if (existing?.type && existing.type !== 'imagePullSecret') {
      throw new PlanError(
        `Image pull secret set '${set}' exists as a secret set of another type (${existing.type}): the service cannot turn it into an image pull secret set. Name another set in image-pull-secret-set. Nothing was written`,
      )
    }
    if (existing?.region && region && existing.region !== region) {
      throw new PlanError(
        `Image pull secret set '${set}' is in region '${existing.region}', but agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'} in region '${region}': an agent can use only the sets of its own region. Nothing was written`,
      )
    }
    if (inputs['dry-run']) {
      log.info(`Dry run: image pull secret set '${set}' would be written for ${host} (registry-username '${username}')`)
      return
    }
    const secretValue = Buffer.from(`${username}:${password}`).toString('base64')
    hideSecret(secretValue)
    await raceAbort(store.putImagePullSecret(set, host, secretValue, existing ? undefined : region), signal)
    log.info(
      `Wrote image pull secret set '${set}' for ${host} (registry-username '${username}')${existing ? '' : `, a new set in region '${region ?? "the organization's default"}'`}`,
    )
    // Image pull secret sets cannot be read by name on some installations: the list of sets says.
    const listed = async () => (await store.listSets()).find((entry) => entry.name === set)
    await waitUntilProvisioned(listed, `Image pull secret set '${set}'`, PROVISION_LIMIT_MS, log, signal)
  })
}
