import { PlanError } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { maskSecret } from '../report/workflow-commands.js'
import { registerSecret } from '../secrets.js'
import type { Agent } from '../service/agents/agent-record.js'
import { BuildService } from '../service/builds/builds.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion } from '../service/regions.js'
import { SecretStore } from '../service/secret-sets/secret-store.js'
import { raceAbort, seconds, sleep } from '../time.js'
import { parseReference } from './reference.js'

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
  report: RunReport,
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
    maskSecret(secretValue)
    registerSecret(secretValue)
    await raceAbort(store.putImagePullSecret(set, host, secretValue, existing ? undefined : region), signal)
    report.pullSecretWritten = true
    log.info(
      `Wrote image pull secret set '${set}' for ${host} (registry-username '${username}')${existing ? '' : `, a new set in region '${region ?? "the organization's default"}'`}`,
    )
    await waitUntilReady(store, set, signal)
  })
}

/** Reads the list of sets until this one is ready; `failed` ends the step with the service's words. */
async function waitUntilReady(store: SecretStore, set: string, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + PROVISION_LIMIT_MS
  for (let attempt = 1; ; attempt++) {
    const entry = (await raceAbort(store.listSets(), signal)).find((listed) => listed.name === set)
    if (entry?.status === 'ready') return log.info(`Image pull secret set '${set}' is provisioned (ready)`)
    if (entry?.status === 'failed') {
      throw new PlanError(
        `Image pull secret set '${set}' failed to provision after this run wrote it: the service says "${entry.errorMessage ?? '(no errorMessage)'}". Nothing was deployed`,
      )
    }
    if (Date.now() >= deadline) {
      throw new PlanError(
        `Image pull secret set '${set}' was still ${entry?.status ?? 'not listed'} ${seconds(PROVISION_LIMIT_MS)} after this run wrote it. Nothing was deployed`,
      )
    }
    await sleep(Math.min(250 * attempt, 2000), signal)
  }
}
