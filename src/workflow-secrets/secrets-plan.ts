import type { SecretEntry } from '../inputs/secret-lines.js'
import type { SecretKeyChanges } from '../report/run-report.js'
import {
  keyRecord,
  keyRecordOwner,
  keyTag,
  legacyFingerprint,
  legacyOwner,
  RECORD_VALUE,
  writerRecordKey,
  writerRecordOwner,
  writerTag,
} from './fingerprints.js'

// What writing the secrets input to its set would change, by key name: added, changed, unchanged, and the
// set's other keys, kept or (secrets-prune) removed. Each key's record (fingerprints.ts) says whether the
// set holds the value the workflow gives; a key with no record of any form is written again (which value
// differs is not known). Then what to send: before the deploy, a DELETE for the records of every key
// written or removed (first, so no writer of them believes its record now), one PUT of the values, and a
// DELETE for each key removed; once a deployment was made with them, the new records. A run that stops in between leaves no
// record of the keys it wrote, so the next run writes them again and redeploys: a record says "written,
// and deployed".

type Pair = { secretKey: string; secretValue: string }

export interface SecretsPlan extends SecretKeyChanges {
  /** the values to PUT before the deploy (empty: no value to write) */
  pairs: Pair[]
  /** keys to delete once the PUT is answered: removed keys, and the records of removed and written keys */
  deletions: string[]
  /** the records to write once deployed, and stale bookkeeping to delete; undefined when all is as it should be */
  record?: { puts: Pair[]; deletions: string[] }
  /** the records the keys found unchanged rest on: gone by the end, another run wrote the key meanwhile */
  standing: { key: string; record: string }[]
}

export interface PlanSecretsOptions {
  set: string
  entries: SecretEntry[]
  /** the set's key names, or undefined when it does not exist */
  stored: string[] | undefined
  prune: boolean
  force: boolean
  /** who writes the set (writerOf): only to recognize the second form's record */
  writer: string
  /** the key of the records: a reader of the set's key names does not have it */
  apiKey: string
}

type State = 'added' | 'changed' | 'unchanged' | 'unknown'

/** Compares the input's values with the set's records; reads nothing, sends nothing. */
export async function planSecrets(options: PlanSecretsOptions): Promise<SecretsPlan> {
  const { set, entries, prune, force, apiKey } = options
  const stored = options.stored ?? []
  const books = bookkeeping(stored)
  const keys = stored.filter((name) => !books.all.has(name))
  // The second form: this writer's record of exactly these values says every one is unchanged.
  const ownWriterRecord = writerRecordKey(set, options.writer, entries, apiKey)
  const writerRecorded = stored.includes(ownWriterRecord)
  const plan: SecretsPlan = {
    set,
    exists: options.stored !== undefined,
    ...{ added: [], changed: [], unchanged: [], removed: [], kept: [], unverified: [] },
    rewritten: force,
    pairs: [],
    deletions: [],
    standing: [],
  }
  const puts: Pair[] = []
  for (const entry of entries) {
    const wanted = keyRecord(set, entry.key, entry.value, apiKey)
    const state: State = !keys.includes(entry.key)
      ? 'added'
      : stored.includes(wanted) || writerRecorded
        ? 'unchanged'
        : books.keyRecords.has(keyTag(entry.key))
          ? 'changed'
          : await firstFormState(books.legacy, set, entry)
    if (state === 'unchanged' && !force && stored.includes(wanted))
      plan.standing.push({ key: entry.key, record: wanted })
    if (state === 'unknown') plan.unverified.push(entry.key)
    plan[state === 'unknown' ? 'changed' : state].push(entry.key)
    const writes = state !== 'unchanged' || force
    if (writes) plan.pairs.push({ secretKey: entry.key, secretValue: entry.value })
    if (writes || !stored.includes(wanted)) puts.push({ secretKey: wanted, secretValue: RECORD_VALUE })
  }
  const listed = new Set(entries.map((entry) => entry.key))
  for (const key of keys.filter((name) => !listed.has(name))) (prune ? plan.removed : plan.kept).push(key)
  // Written or removed: no record of these keys stays true, whoever wrote it, until this run's are written.
  const touched = [...plan.pairs.map((pair) => pair.secretKey), ...plan.removed]
  const recordsOf = (key: string) => [
    ...(books.keyRecords.get(keyTag(key)) ?? []),
    ...(books.legacy.get(keyTag(key)) ?? []),
  ]
  // Another writer's second-form record does not say which keys it covers: any write makes it untrue.
  const otherWriters = books.writerRecords.filter((name) => writerRecordOwner(name) !== writerTag(set, options.writer))
  plan.deletions.push(...plan.removed, ...touched.flatMap(recordsOf), ...(touched.length > 0 ? otherWriters : []))
  const deleted = new Set(plan.deletions)
  const wanted = new Set(entries.map((entry) => keyRecord(set, entry.key, entry.value, apiKey)))
  const stale = [
    ...entries.flatMap((entry) => recordsOf(entry.key)),
    ...[...books.legacy.values()].flat(),
    ...books.writerRecords.filter((name) => writerRecordOwner(name) === writerTag(set, options.writer)),
  ].filter((name) => !deleted.has(name) && !wanted.has(name))
  if (puts.length > 0 || stale.length > 0) plan.record = { puts, deletions: [...new Set(stale)] }
  return plan
}

/** The set's bookkeeping keys, by form: records by key tag, writers' records, first-form fingerprints. */
function bookkeeping(stored: string[]) {
  const keyRecords = new Map<string, string[]>()
  const legacy = new Map<string, string[]>()
  const writerRecords: string[] = []
  const all = new Set<string>()
  for (const name of stored) {
    const key = keyRecordOwner(name)
    const first = legacyOwner(name)
    if (key !== undefined) keyRecords.set(key, [...(keyRecords.get(key) ?? []), name])
    else if (first !== undefined) legacy.set(first, [...(legacy.get(first) ?? []), name])
    else if (writerRecordOwner(name) !== undefined) writerRecords.push(name)
    else continue
    all.add(name)
  }
  return { keyRecords, legacy, writerRecords, all }
}

/** A key with only a first-form fingerprint: it tells; without one, nothing does. */
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
  const { pairs: _values, deletions: _deletions, record: _record, standing: _standing, ...changes } = plan
  return changes
}

/** Whether writing the set changes what a new deployment gets. */
export function changesValues(plan: SecretsPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length > 0 || plan.rewritten
}
