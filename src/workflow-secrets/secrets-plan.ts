import type { SecretEntry } from '../inputs/secret-lines.js'
import type { SecretKeyChanges } from '../report/run-report.js'
import { keyTag, legacyFingerprint, legacyOwner, RECORD_VALUE, recordKey, recordOwner } from './fingerprints.js'

// What writing the secrets input to its set would change, by key name: added, changed, unchanged, and the
// set's other keys, kept or (secrets-prune) removed. This writer's record (fingerprints.ts) says whether
// the set holds the values it last deployed; when it does not, every listed key is written again (which
// value differs is not recorded, only that one does). Then what to send: before the deploy, one PUT of
// the values and a DELETE for each key removed; once a deployment was made with them, the new record
// (and the old one removed). A run that stops in between leaves the old record, so the next run writes
// the values again and redeploys: a record says "written, and deployed".

type Pair = { secretKey: string; secretValue: string }

export interface SecretsPlan extends SecretKeyChanges {
  /** the values to PUT before the deploy (empty: no value to write) */
  pairs: Pair[]
  /** keys to delete once the PUT is answered: removed keys, and their first-form fingerprints */
  deletions: string[]
  /** the record to write, and this writer's stale keys to delete; undefined when it is as it should be */
  record?: { put: Pair; deletions: string[] }
}

export interface PlanSecretsOptions {
  set: string
  entries: SecretEntry[]
  /** the set's key names, or undefined when it does not exist */
  stored: string[] | undefined
  prune: boolean
  force: boolean
  /** who writes the set (writerOf) */
  writer: string
  /** the key of the records: a reader of the set's key names does not have it */
  apiKey: string
}

/** Compares the input's values with the set's record; reads nothing, sends nothing. */
export async function planSecrets(options: PlanSecretsOptions): Promise<SecretsPlan> {
  const { set, entries, prune, force } = options
  const stored = options.stored ?? []
  const bookkeeping = (name: string) => recordOwner(name) !== undefined || legacyOwner(name) !== undefined
  const keys = stored.filter((name) => !bookkeeping(name))
  const wanted = recordKey(set, options.writer, entries, options.apiKey)
  const tag = recordOwner(wanted)
  const recorded = stored.includes(wanted)
  const plan: SecretsPlan = {
    set,
    exists: options.stored !== undefined,
    added: [],
    changed: [],
    unchanged: [],
    removed: [],
    kept: [],
    rewritten: force,
    unverified: false,
    pairs: [],
    deletions: [],
  }
  const legacy = legacyFingerprints(stored)
  for (const entry of entries) {
    const state = !keys.includes(entry.key)
      ? 'added'
      : recorded
        ? 'unchanged'
        : await firstFormState(legacy, set, entry)
    if (state === 'unknown') plan.unverified = true
    plan[state === 'unknown' ? 'changed' : state].push(entry.key)
    if (state !== 'unchanged' || force) plan.pairs.push({ secretKey: entry.key, secretValue: entry.value })
  }
  const listed = new Set(entries.map((entry) => entry.key))
  for (const key of keys.filter((name) => !listed.has(name))) (prune ? plan.removed : plan.kept).push(key)
  plan.deletions.push(...plan.removed, ...plan.removed.flatMap((key) => legacy.get(keyTag(key)) ?? []))
  // This writer's other records, and the first-form fingerprints of its keys, go with the new record.
  const stale = [
    ...stored.filter((name) => name !== wanted && recordOwner(name) === tag),
    ...entries.flatMap((entry) => legacy.get(keyTag(entry.key)) ?? []),
  ]
  if (!recorded || stale.length > 0)
    plan.record = { put: { secretKey: wanted, secretValue: RECORD_VALUE }, deletions: stale }
  return plan
}

/** The first form's fingerprints in the set, by the tag of the key they belong to. */
function legacyFingerprints(stored: string[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>()
  for (const name of stored) {
    const owner = legacyOwner(name)
    if (owner !== undefined) byKey.set(owner, [...(byKey.get(owner) ?? []), name])
  }
  return byKey
}

/** A key of a set written in the first form: its fingerprint tells; without one, nothing does. */
async function firstFormState(
  legacy: Map<string, string[]>,
  set: string,
  entry: SecretEntry,
): Promise<'unchanged' | 'changed' | 'unknown'> {
  const fingerprints = legacy.get(keyTag(entry.key))
  if (!fingerprints) return 'unknown'
  return fingerprints.includes(await legacyFingerprint(set, entry.key, entry.value)) ? 'unchanged' : 'changed'
}

/** The plan without its values and record: what a report of the run may hold. */
export function keyChanges(plan: SecretsPlan): SecretKeyChanges {
  const { pairs: _values, deletions: _deletions, record: _record, ...changes } = plan
  return changes
}

/** Whether writing the set changes what a new deployment gets. */
export function changesValues(plan: SecretsPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length > 0 || plan.rewritten
}
