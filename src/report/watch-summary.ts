import * as core from '@actions/core'
import { seconds } from '../time.js'
import { escapeHtml } from './escape.js'
import type { RunReport } from './run-report.js'

// The watch of the new deployment's callers in the job summary: what was seen and what failed, beside the
// previous deployment's callers over as long before the deploy; and each failed session (its id, its
// completion, its exception or error line). Everything from the service is data: escaped, secrets replaced.

/** "2.0 s of 3 min" after a breach, "3 min" for a whole window: never a fraction of a minute. */
function watched(ms: number | undefined, minutes: number): string {
  if (ms === undefined || ms >= minutes * 60_000 - 500) return `${minutes} min`
  return `${ms < 60_000 ? seconds(ms) : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`} of ${minutes} min`
}

export function watchRows(report: RunReport): [string, string][] {
  const watch = report.watch
  if (!watch) return []
  const rows: [string, string][] = [
    ['Result', watch.result],
    ['Watched', watched(watch.watchedMs, watch.minutes)],
    ['Caller sessions on the new deployment', `${watch.seen}, ${watch.failures.length} failed`],
  ]
  const before = report.watchBaseline
  if (before) {
    rows.push([
      'Before this deploy (as long)',
      `${before.seen}, ${before.failed} failed, on deployment ${before.deploymentId} (completions alone)`,
    ])
  }
  return rows
}

export function addWatch(report: RunReport): void {
  const watch = report.watch
  if (!watch) return
  core.summary.addHeading('Callers of the new deployment', 4).addTable([
    [
      { data: 'Watch', header: true },
      { data: 'What was seen', header: true },
    ],
    ...watchRows(report).map(([field, value]) => [field, escapeHtml(value)]),
  ])
  if (watch.failures.length === 0) return
  core.summary.addHeading('Failed caller sessions', 4).addTable([
    [
      { data: 'Session', header: true },
      { data: 'Completion', header: true },
      { data: 'Why', header: true },
    ],
    ...watch.failures.map((failure) => [
      escapeHtml(failure.id),
      escapeHtml(failure.completion),
      escapeHtml(failure.why),
    ]),
  ])
}
