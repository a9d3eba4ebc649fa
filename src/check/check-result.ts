import type { Callers } from '../after-ready/callers.js'

/** What one run of the check found: read by the run (check-run.ts) and its report (check-report.ts). */
export interface CheckResult {
  health: 'healthy' | 'failing'
  /** what failed, one line each */
  failures: string[]
  callers?: Callers
}
