import { shortened } from '../secrets.js'
import type { RunReport } from './run-report.js'

// The verdict a person reads first, before any table: what happened, to which agent and deployment, and
// for a failure its reason in the service's words (the first line of the failure), with the rollback.

const FIRST_LINE_SHOWN = 600

/** A mark to find the outcome at a glance, as GitHub's own checks show theirs. */
const MARKS: Record<string, string> = {
  ready: '✅',
  pending: '🕓',
  planned: '📝',
  'timed-out': '⏱️',
  failed: '❌',
  unknown: '⚠️',
  deleted: '🗑️',
}

/** What a dry run's operation means, in words. */
const PLANS: Record<string, string> = {
  'would-create': 'would be created',
  'would-update': 'would be updated',
  'would-delete': 'would be deleted, with everything it runs',
  unchanged: 'already runs this configuration, and would stay unchanged',
}

/** One line: a mark, the outcome, the agent and deployment, and why when it failed. Plain text, escaped where written. */
export function verdict(report: RunReport, failure: string | undefined): string {
  return `${MARKS[report.status ?? ''] ?? '⛔'} ${outcome(report, failure)}`
}

function outcome(report: RunReport, failure: string | undefined): string {
  const agent = `agent '${report.agentName}'`
  const deployment = report.deploymentId ? `deployment ${report.deploymentId}` : 'no deployment'
  // What failed, in words first, without the rollback the message adds (said once, below); ids are in the table.
  const cause = report.failureBeforeRollback ?? failure
  const why = cause ? `: ${firstLine(cause)}` : ''
  const rollback = report.rolledBack
    ? ' Rolled back: the previous configuration runs again, ready.'
    : report.rollbackNote
      ? ` Rollback: ${report.rollbackNote}.`
      : ''
  switch (report.status) {
    case 'ready':
      return report.operation === 'unchanged'
        ? `Unchanged: ${agent} already runs this configuration (${deployment}, ready); nothing was written.`
        : report.conversation?.result === 'passed'
          ? `Deployed, ready and answered in ${report.conversation.responseMs} ms: ${agent} ${report.operation ?? 'deployed'}, ${deployment} is rolled out and ready, and the bot answered the caller in ${report.conversation.responseMs} ms.${newValues(report)}`
          : report.smoke?.result === 'passed'
            ? `Deployed, ready and answered: ${agent} ${report.operation ?? 'deployed'}, ${deployment} is rolled out and ready, and session ${report.smoke.sessionId} ran on it without an error (the bot started in ${report.smoke.botStartSeconds} s).${newValues(report)}`
            : `Deployed and ready: ${agent} ${report.operation ?? 'deployed'}, ${deployment} is rolled out and ready.${newValues(report)}`
    case 'pending':
      return `Deployed, not waited for: ${agent} ${report.operation ?? 'deployed'}, ${deployment} (wait-for-ready is false).`
    case 'deleted': {
      const closed =
        report.previewOf !== undefined ? ` (the preview of pull request #${report.previewOf}, now closed)` : ''
      return report.alreadyGone
        ? `Deleted: ${agent}${closed} was already gone; there was nothing to delete.`
        : `Deleted: ${agent}${closed} and everything it ran were removed.`
    }
    case 'planned':
      return `Planned: ${agent} ${PLANS[report.operation ?? ''] ?? 'would be deployed'}; nothing was written (dry run).${report.planRefused ? ` A deploy would stop: ${firstLine(report.planRefused)}.` : ''}`
    // The failure's own first line names the deployment and the agent, in the service's words.
    case 'timed-out':
      return `Timed out: ${cause ? firstLine(cause) : `${deployment} of ${agent} was not ready in time`}.${rollback}`
    case 'failed':
      return `Failed: ${cause ? firstLine(cause) : `${deployment} of ${agent}`}.${rollback}`
    case 'unknown':
      return `Unknown: a write to ${agent} was sent and what it did is not known${why}.`
    default:
      return `Not deployed: ${agent} was not changed${why}.`
  }
}

/** The failure's first line, without its pointer to the output that follows it (shown further down). */
function firstLine(text: string): string {
  const line =
    text
      .split('\n')[0]
      ?.replace(/\.\s*Its last output:?\s*$/, '')
      .replace(/[.:\s]+$/, '') ?? ''
  return shortened(line, FIRST_LINE_SHOWN)
}

/** A deploy that rolled out new values of the secret set says so: it is why the deployment was made. */
function newValues(report: RunReport): string {
  const secrets = report.secrets
  if (!secrets || !report.secretsWritten) return ''
  const keys = [...secrets.added, ...secrets.changed, ...secrets.removed]
  if (keys.length === 0) return ''
  return secrets.unverified.length === keys.length
    ? ` It runs with the values of secret set '${secrets.set}' written again (${keys.join(', ')}).`
    : ` It runs with the new values of secret set '${secrets.set}' (${keys.join(', ')}).`
}
