import type { RunReport } from '../report/run-report.js'

// What every check after ready answers, and how its messages name the deployment it checked: shared by the
// entry (after-ready.ts), the table of checks (checks.ts) and each check, which the entry loads.

export interface AfterReadyFailure {
  message: string
  /** the deployment is at fault: with rollback-on-failure, the previous one is restored */
  rollBack: boolean
}

/**
 * How a check's message names the deployment it checked: the new one after a deploy's write, the one that
 * serves for the check action (which makes none: its report has no operation).
 */
export function checkedDeployment(report: RunReport): string {
  return report.operation === undefined ? 'the deployment that serves' : 'the new deployment'
}
