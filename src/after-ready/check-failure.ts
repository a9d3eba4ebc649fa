import type { RunReport } from '../report/run-report.js'

// What every check after ready answers, and how its messages name the deployment it checked: shared by the
// entry (after-ready.ts), the table of checks (checks.ts) and each check, which the entry loads.

export interface AfterReadyFailure {
  message: string
  /** the deployment is at fault: with rollback-on-failure, the previous one is restored */
  rollBack: boolean
}

/**
 * How a check's message names the deployment it checked: the new one when this run made one, else the one
 * that serves (the check action makes none; a deploy that found the agent unchanged, or whose update the
 * service answered with the running deployment, checks what ran before it).
 */
export function checkedDeployment(report: RunReport): string {
  const made =
    (report.operation === 'created' || report.operation === 'updated') &&
    report.deploymentId !== undefined &&
    report.deploymentId !== report.previousDeploymentId
  return made ? 'the new deployment' : 'the deployment that serves'
}
