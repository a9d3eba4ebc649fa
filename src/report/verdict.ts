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
  superseded: '⏭️',
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
  // A deployment the service calls degraded is ready, and not a plain success.
  const mark = report.status === 'ready' && report.degraded ? '⚠️' : (MARKS[report.status ?? ''] ?? '⛔')
  return `${mark} ${outcome(report, failure)}`
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
      return `${readyOutcome(report, agent, deployment)}${checked(report)}${degraded(report)}`
    case 'superseded':
      return `Superseded: ${deployment} of ${agent} was replaced by deployment ${report.supersededBy ?? '(unnamed)'}, which another run or a person deployed meanwhile; nothing was rolled back over it.${report.failureBeforeRollback ? ` Before that: ${firstLine(report.failureBeforeRollback)}.` : ''}`
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

/** A ready deployment: made by this run, or found unchanged (and checked all the same). */
function readyOutcome(report: RunReport, agent: string, deployment: string): string {
  if (report.operation === 'unchanged')
    return `Unchanged: ${agent} already runs this configuration (${deployment}, ready); nothing was written.`
  const made = `${agent} ${report.operation ?? 'deployed'}, ${deployment} is rolled out and ready`
  if (report.conversation?.result === 'passed')
    return `Deployed, ready and answered in ${report.conversation.responseMs} ms: ${made}, and the bot answered the caller in ${report.conversation.responseMs} ms.${newValues(report)}`
  if (report.smoke?.result === 'passed')
    return `Deployed, ready and answered: ${made}, and session ${report.smoke.sessionId} ran on it without an error (the bot started in ${report.smoke.botStartSeconds} s).${newValues(report)}`
  return `Deployed and ready: ${made}.${newValues(report)}`
}

/** What the checks found on a deployment this run did not make, and what the watch saw, in words. */
function checked(report: RunReport): string {
  const found: string[] = []
  if (report.operation === 'unchanged') {
    if (report.smoke?.result === 'passed') found.push(`session ${report.smoke.sessionId} ran on it without an error`)
    if (report.conversation?.result === 'passed')
      found.push(`the bot answered the caller in ${report.conversation.responseMs} ms`)
  }
  const watch = report.watch
  if (watch?.result === 'passed')
    found.push(
      `${watch.seen} caller session${watch.seen === 1 ? '' : 's'} in ${watch.minutes} min, ${watch.failures.length === 0 ? 'none' : watch.failures.length} failed`,
    )
  if (watch?.result === 'quiet') found.push(`no caller came in ${watch.minutes} min (watch: quiet)`)
  return found.length > 0 ? ` Checked: ${found.join('; ')}.` : ''
}

function degraded(report: RunReport): string {
  return report.degraded ? ` The service says it is degraded: ${firstLine(report.degraded)}.` : ''
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
