import { errorMessage, PlanError } from '../errors.js'
import type { Inputs } from '../inputs/inputs.js'
import { RESERVED_KEY_PREFIX } from '../inputs/secret-lines.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import type { Agent } from '../service/agents/agent-record.js'
import { BuildService } from '../service/builds/builds.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { agentRegion } from '../service/regions.js'
import { provisioningDelay, SECRET_SET_WAIT_MAX_MS, waitUntilProvisioned } from '../service/secret-sets/secret-sets.js'
import { isConcurrentChange, SecretStore } from '../service/secret-sets/secret-store.js'
import { raceAbort, sleep } from '../time.js'
import { writerOf } from './fingerprints.js'
import { changesValues, keyChanges, planSecrets, type SecretsPlan } from './secrets-plan.js'

// The secrets input, before the agent is written: read the set (key names and region), compare this
// workflow's record in it with the input's values, and, when they differ, write the values (one PUT, sent
// again on a concurrent change), remove what is pruned, and wait until the set is provisioned. The deploy
// that follows then asks for a new deployment, so that the running agent gets the new values; once it is
// made, the new record is written (recordWrittenValues).

/** A concurrent change (409) is sent again this many times at most, a second or two apart. */
const CONFLICT_ATTEMPTS = 4

/** What the secrets input will write, read and planned before anything is uploaded or written. */
export interface SecretsRead {
  plan: SecretsPlan
  /** the region of a set this run makes, undefined when it exists */
  newSetRegion: string | undefined
}

/**
 * The set read and the write planned (nothing sent but reads), or undefined without the secrets input. A
 * set in another region than the agent is refused here, before a build or any write.
 */
export async function readSecretsPhase(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  report: RunReport,
  signal: AbortSignal,
): Promise<SecretsRead | undefined> {
  const entries = inputs.secrets
  const set = inputs['secret-set']
  if (!entries || !set) return undefined
  return log.group(`Secret set ${set}`, async () => {
    const stored = await raceAbort(new SecretStore(http).readSet(set), signal)
    const region = await raceAbort(agentRegion(inputs.region, before, new BuildService(http)), signal)
    if (stored?.region && region && stored.region !== region) {
      throw new PlanError(
        `Secret set '${set}' is in region '${stored.region}', but agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'} in region '${region}': an agent can use only the sets of its own region, and a set cannot move. Nothing was written`,
      )
    }
    const plan = await planSecrets({
      set,
      entries,
      stored: stored?.keys,
      prune: inputs['secrets-prune'],
      force: inputs.force,
      writer: writerOf(process.env),
      apiKey: inputs['api-key'],
    })
    // a set's region is given only when the write makes it
    const newSetRegion = stored === undefined ? region : undefined
    report.secrets = keyChanges(plan)
    logSecretsPlan(plan, newSetRegion)
    return { plan, newSetRegion }
  })
}

/** The values written (not for a dry run, nor when none changed), and the set waited for until ready. */
export async function writeSecretsPhase(
  inputs: Inputs,
  read: SecretsRead | undefined,
  http: ServiceHttp,
  report: RunReport,
  signal: AbortSignal,
): Promise<void> {
  if (!read || inputs['dry-run'] || !changesValues(read.plan)) return
  const { plan } = read
  await log.group(`Write secret set ${plan.set}`, async () => {
    const store = new SecretStore(http)
    await writeSet(store, plan, read.newSetRegion, signal)
    report.secretsWritten = true
    const limitMs = Math.min(inputs['wait-timeout'] * 1000, SECRET_SET_WAIT_MAX_MS)
    await waitUntilProvisioned(() => store.readSet(plan.set), `Secret set '${plan.set}'`, limitMs, log, signal)
  })
}

/** One line per kind of change, key names only. */
function logSecretsPlan(plan: SecretsPlan, newRegion: string | undefined): void {
  if (!plan.exists)
    log.info(
      `Secret set '${plan.set}' does not exist yet: it is created in region '${newRegion ?? "the organization's default"}'`,
    )
  const named = (keys: string[]) => keys.join(', ')
  if (plan.added.length > 0) log.info(`  Added: ${named(plan.added)}`)
  const known = plan.changed.filter((key) => !plan.unverified.includes(key))
  if (known.length > 0) log.info(`  Changed: ${named(known)}`)
  if (plan.unverified.length > 0) {
    log.info(
      `  Written again: ${named(plan.unverified)} (the set holds no record of the value deployed: the API key changed, or the set was written by other means; whether the value differs is not known)`,
    )
  }
  if (plan.unchanged.length > 0) {
    log.info(`  ${plan.rewritten ? 'Written again (force is true)' : 'Unchanged'}: ${named(plan.unchanged)}`)
  }
  if (plan.removed.length > 0) log.info(`  Removed (secrets-prune): ${named(plan.removed)}`)
  if (plan.kept.length > 0) {
    log.info(`  Kept, not listed in secrets: ${named(plan.kept)} (secrets-prune: true would remove them)`)
  }
  if (!changesValues(plan)) log.info(`Secret set '${plan.set}': every value is as given; nothing to write`)
}

/**
 * Once a deployment was made with the values this run wrote (or when no value needed writing), the
 * workflow's record of them: from then on a run with the same values writes nothing. A run that stopped
 * before that point left the old record, so the next one writes the values again and redeploys. Not
 * recorded: only a warning (the next run redeploys once more).
 */
export async function recordWrittenValues(
  http: ServiceHttp,
  plan: SecretsPlan,
  report: RunReport,
  signal: AbortSignal,
): Promise<void> {
  const made = report.deploymentId !== undefined && report.deploymentId !== report.previousDeploymentId
  if (signal.aborted) return
  const store = new SecretStore(http)
  await sayWrittenMeanwhile(store, plan, signal)
  if (!plan.record || (changesValues(plan) && !made)) return
  try {
    if (plan.record.puts.length > 0) await putWithRetry(store, plan.set, plan.record.puts, undefined, signal)
    for (const key of plan.record.deletions) await raceAbort(store.deleteKey(plan.set, key), signal)
    log.info(
      changesValues(plan)
        ? `Secret set '${plan.set}': recorded that deployment ${report.deploymentId} was made with these values (a keyed digest per key)`
        : `Secret set '${plan.set}': its records of these values are brought up to date (nothing else was written)`,
    )
  } catch (error) {
    log.warning(
      `The record of the values written to secret set '${plan.set}' could not be written (${errorMessage(error)}): the next run writes these values again and redeploys`,
    )
  }
}

/**
 * The keys this run found unchanged whose record is gone by its end: another run wrote them meanwhile (it
 * deletes their records before its values), so "every value is as given" no longer holds. Said, never
 * recorded over: the next run writes this workflow's values again.
 */
async function sayWrittenMeanwhile(store: SecretStore, plan: SecretsPlan, signal: AbortSignal): Promise<void> {
  if (plan.standing.length === 0) return
  let names: string[] | undefined
  try {
    names = (await raceAbort(store.readSet(plan.set), signal))?.keys
  } catch (error) {
    log.debug(`Secret set '${plan.set}' could not be read again: ${errorMessage(error)}`)
    return
  }
  const gone = plan.standing.filter(({ record }) => !names?.includes(record)).map(({ key }) => key)
  if (gone.length === 0) return
  log.warning(
    `Secret set '${plan.set}': ${gone.join(', ')} ${gone.length === 1 ? 'was' : 'were'} written by another run while this one ran (the record of this workflow's value is gone): the deployment may run with that run's value, not this workflow's. Run again to write this workflow's values`,
  )
}

/** One PUT, sent again while the service says another change to the set is under way (409). */
async function putWithRetry(
  store: SecretStore,
  set: string,
  pairs: SecretsPlan['pairs'],
  region: string | undefined,
  signal: AbortSignal,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await raceAbort(store.putSecrets(set, pairs, region), signal)
      return
    } catch (error) {
      if (!isConcurrentChange(error) || attempt >= CONFLICT_ATTEMPTS) throw error
      log.info(
        `Secret set '${set}' was being changed by someone else (409); writing again (${attempt}/${CONFLICT_ATTEMPTS - 1})`,
      )
      await sleep(provisioningDelay(attempt), signal)
    }
  }
}

/**
 * The records of the keys written or removed deleted first, so that no run reads a record beside a value it no
 * longer describes (issue 61 §6: a run that read between another's PUT and its deletions said "Unchanged"
 * while that run's value was deployed); then the values (one PUT), then the keys pruned.
 */
async function writeSet(
  store: SecretStore,
  plan: SecretsPlan,
  region: string | undefined,
  signal: AbortSignal,
): Promise<void> {
  const records = plan.deletions.filter((name) => name.startsWith(RESERVED_KEY_PREFIX))
  for (const name of records) await raceAbort(store.deleteKey(plan.set, name), signal)
  if (plan.pairs.length > 0) {
    await putWithRetry(store, plan.set, plan.pairs, region, signal)
    log.info(`Wrote ${plan.pairs.length} value${plan.pairs.length === 1 ? '' : 's'} to secret set '${plan.set}'`)
  }
  for (const key of plan.deletions.filter((name) => !records.includes(name)))
    await raceAbort(store.deleteKey(plan.set, key), signal)
  if (plan.removed.length > 0) log.info(`Removed ${plan.removed.join(', ')} from secret set '${plan.set}'`)
}
