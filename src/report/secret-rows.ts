import type { RunReport } from './run-report.js'

// The secrets input in the summary and the pull-request comment: key names by what happens to them,
// never a value.

/** One row per kind of change to the set, for the details table. */
export function secretRows(secrets: RunReport['secrets']): [string, string][] {
  if (!secrets) return []
  const rows: [string, string][] = [
    [
      'Secret set written',
      `${secrets.set}${secrets.exists ? '' : ' (new)'}${secrets.rewritten ? ' (every value written again: force)' : ''}`,
    ],
  ]
  const kinds: [string, string[]][] = [
    ['Secrets added', secrets.added],
    ['Secrets changed', secrets.changed],
    ['Secrets removed', secrets.removed],
    ['Secrets kept, not listed', secrets.kept],
    ['Secrets unchanged', secrets.unchanged],
  ]
  for (const [label, keys] of kinds) if (keys.length > 0) rows.push([label, keys.join(', ')])
  return rows
}
