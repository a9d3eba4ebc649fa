import type { Callers } from '../after-ready/callers.js'

/** What one run of the check found: read by the run (check-run.ts) and its report (check-report.ts). */
export interface CheckResult {
  health: 'healthy' | 'failing'
  /** what failed, one line each */
  failures: string[]
  /** which checks failed, one word or heading each, in order: the incident comments at once when they change */
  kinds: string[]
  callers?: Callers
}

/** The agent does not exist: nothing serves, and no incident is kept (docs/check.md). */
export const agentMissing = (result: CheckResult): boolean => result.kinds.includes('missing')

/** A failure of the run: its line, and its kind (`heading`: the line up to its first colon). */
export function addFailure(result: CheckResult, line: string, kind: string | 'heading' = 'heading'): void {
  result.failures.push(line)
  result.kinds.push(kind === 'heading' ? (line.split(':')[0] ?? line) : kind)
}
