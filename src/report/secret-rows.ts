import type { RunReport } from './run-report.js'

// The secrets input in the summary and the pull-request comment: a table of its set's keys, each with
// what happens to it, right after the changes. Key names only, never a value.

/** The table's title: the set, new or not, and whether every value was written again. */
export function secretSetTitle(secrets: NonNullable<RunReport['secrets']>): string {
  const notes = [...(secrets.exists ? [] : ['new']), ...(secrets.rewritten ? ['every value written again: force'] : [])]
  return `Secret set ${secrets.set}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`
}

/** One row per key: its name, and what happens to it (the same words for a plan and a deploy). */
export function secretKeyRows(secrets: NonNullable<RunReport['secrets']>): [string, string][] {
  return [
    ...secrets.added.map((key): [string, string] => [key, 'new']),
    ...secrets.changed.map((key): [string, string] => [
      key,
      secrets.unverified.includes(key) ? 'written again (no record of its value)' : 'new value',
    ]),
    ...secrets.removed.map((key): [string, string] => [key, 'removed (secrets-prune)']),
    ...secrets.kept.map((key): [string, string] => [key, 'kept, not listed in secrets']),
    ...secrets.unchanged.map((key): [string, string] => [
      key,
      secrets.rewritten ? 'same value, written again' : 'same value',
    ]),
  ]
}
