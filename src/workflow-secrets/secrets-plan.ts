import type { SecretEntry } from '../inputs/secret-lines.js'
import { FINGERPRINT_VALUE, fingerprintKey, fingerprintOwner, keyTag } from './fingerprints.js'

// What writing the secrets input to its set would change, by key name: added, changed (its fingerprint
// differs or is missing), unchanged, and the set's other keys, kept or (secrets-prune) removed. Then what
// to send: before the deploy, one PUT with the values that differ and a DELETE for each key removed and
// each fingerprint that no longer fits; after a deployment was made with those values, one PUT with their
// fingerprints. A run that stops in between leaves no fingerprint, so the next run writes the values
// again and redeploys: a fingerprint says "written, and deployed".

/** What writing the set changes, by key name: what the summary and the comment show, never a value. */
export interface SecretKeyChanges {
  set: string
  /** false: the set does not exist yet, and the write makes it */
  exists: boolean
  added: string[]
  changed: string[]
  unchanged: string[]
  /** the set's keys that secrets does not list, removed (secrets-prune) */
  removed: string[]
  /** the set's keys that secrets does not list, kept */
  kept: string[]
  /** force: every value is written again, changed or not */
  rewritten: boolean
}

export interface SecretsPlan extends SecretKeyChanges {
  /** the values to PUT before the deploy (empty: no value to write) */
  pairs: { secretKey: string; secretValue: string }[]
  /** the fingerprints to PUT once a deployment was made with those values */
  fingerprints: { secretKey: string; secretValue: string }[]
  /** keys to delete once the PUT is answered: removed keys, and fingerprints of old values */
  deletions: string[]
}

export interface PlanSecretsOptions {
  set: string
  entries: SecretEntry[]
  /** the set's key names, or undefined when it does not exist */
  stored: string[] | undefined
  prune: boolean
  force: boolean
}

/** Compares the input's values with the set's fingerprints; reads nothing, sends nothing. */
export async function planSecrets(options: PlanSecretsOptions): Promise<SecretsPlan> {
  const { set, entries, prune, force } = options
  const stored = options.stored ?? []
  const keys = stored.filter((name) => fingerprintOwner(name) === undefined)
  const fingerprints = new Set(stored.filter((name) => fingerprintOwner(name) !== undefined))
  const wanted = await Promise.all(entries.map((entry) => fingerprintKey(set, entry.key, entry.value)))
  const plan: SecretsPlan = {
    set,
    exists: options.stored !== undefined,
    added: [],
    changed: [],
    unchanged: [],
    removed: [],
    kept: [],
    rewritten: force,
    pairs: [],
    fingerprints: [],
    deletions: [],
  }
  entries.forEach((entry, i) => {
    const fingerprint = wanted[i] ?? ''
    const state = !keys.includes(entry.key) ? 'added' : fingerprints.has(fingerprint) ? 'unchanged' : 'changed'
    plan[state].push(entry.key)
    if (state === 'unchanged' && !force) return
    plan.pairs.push({ secretKey: entry.key, secretValue: entry.value })
    if (!fingerprints.has(fingerprint))
      plan.fingerprints.push({ secretKey: fingerprint, secretValue: FINGERPRINT_VALUE })
  })
  const listed = new Set(entries.map((entry) => entry.key))
  for (const key of keys.filter((name) => !listed.has(name))) (prune ? plan.removed : plan.kept).push(key)
  // A fingerprint goes when it no longer fits: its key's value is written anew, its key is removed or
  // gone. The fingerprints of kept keys stay. Nothing is deleted when nothing else is written.
  const keptTags = new Set(plan.kept.map(keyTag))
  const current = new Set(wanted)
  plan.deletions.push(...plan.removed)
  if (plan.pairs.length > 0 || plan.removed.length > 0) {
    for (const name of fingerprints) {
      if (!current.has(name) && !keptTags.has(fingerprintOwner(name) ?? '')) plan.deletions.push(name)
    }
  }
  return plan
}

/** The plan without its values and fingerprints: what a report of the run may hold. */
export function keyChanges(plan: SecretsPlan): SecretKeyChanges {
  const { pairs: _values, fingerprints: _fingerprints, deletions: _deletions, ...changes } = plan
  return changes
}

/** Whether writing the set changes what a new deployment gets. */
export function changesValues(plan: SecretsPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length > 0 || plan.rewritten
}
