import { CancelledError, errorMessage } from '../errors.js'
import type { RunReport } from '../report/run-report.js'
import { ServiceError } from '../service/http/errors.js'
import { SecretSetError } from '../service/secret-sets/secret-sets.js'
import { seconds } from '../time.js'
import { WriteOutcomeError } from './write/write-context.js'

// What the step says when it fails: the message, and the status a later step reads.

/**
 * The status of a run that failed before the deployment's fate was known (a later `if: failure()` step
 * still reads one): `not-deployed` only when nothing can have been deployed, `unknown` when a write may
 * have been carried out.
 */
export function statusAfter(error: unknown, report: RunReport): string {
  if (report.deploymentId) return 'failed'
  if (error instanceof WriteOutcomeError) return error.status
  // Before any write, or a write the service refused in its own words: nothing was deployed.
  if (!report.writeSent || error instanceof ServiceError || error instanceof SecretSetError) return 'not-deployed'
  return 'unknown'
}

/** The failure in words; a cancel says what was already sent. */
export function failureMessage(error: unknown, report: RunReport): string {
  if (!(error instanceof CancelledError)) return errorMessage(error)
  if (report.deploymentId && report.checking) {
    return `Cancelled during ${report.checking} on deployment ${report.deploymentId} of agent '${report.agentName}': the deployment is ready; the check's sessions were stopped, and the deployment was neither judged nor rolled back (${seconds(Date.now() - report.startedAt)} after the start)`
  }
  if (report.deploymentId) {
    return `Cancelled while waiting for deployment ${report.deploymentId} of agent '${report.agentName}': the deployment was made, and whether it becomes ready is unknown (${seconds(Date.now() - report.startedAt)} after the start)`
  }
  if (!report.writeSent && report.build?.id) {
    return `Cancelled while build ${report.build.id} was running: it may still finish on the service; agent '${report.agentName}' was not changed`
  }
  if (!report.writeSent && report.uploadId) {
    return `Cancelled after the build context was uploaded (upload ${report.uploadId}): nothing was built from it by this run, and agent '${report.agentName}' was not changed`
  }
  if (!report.writeSent && report.secretsWritten) {
    return `Cancelled after secret set '${report.secrets?.set}' was written: agent '${report.agentName}' was not changed, and runs with the values it had`
  }
  if (!report.writeSent) return `Cancelled before anything was written: agent '${report.agentName}' was not changed`
  return `Cancelled while the write to agent '${report.agentName}' was unanswered: whether a deployment was made is unknown; read the agent to find out`
}
