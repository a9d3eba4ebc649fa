import { changeCells } from '../report/changes.js'
import { escapeForComment, escapeHtml } from '../report/escape.js'
import type { RunReport } from '../report/run-report.js'
import { secretKeyRows, secretSetTitle } from '../report/secret-rows.js'
import { buildRows } from '../report/summary.js'
import { verdict } from '../report/verdict.js'
import { shortened } from '../secrets.js'
import { runPageUrl } from './run-context.js'

// What the pull-request comment says: found again by its hidden first line, every value escaped (and an
// @mention in it broken, so that text from the service pings nobody), and kept under GitHub's limit.

/** GitHub refuses a comment body longer than this. */
export const COMMENT_LIMIT = 65_536
const FAILURE_SHOWN = 4_000
const VALUE_SHOWN = 500

/** Text cut at `max` characters, saying how much was left out. */
function cut(text: string, max: number): string {
  // Replace, then cut: a secret across the cut shows none of its characters (comments are not masked).
  return shortened(text, max, (left) => ` (${left} more characters cut; the job summary has the run)`)
}

const commentValue = (text: string) => escapeForComment(cut(text, VALUE_SHOWN))

/** The hidden first line that names the agent; agent names are [a-z0-9-], so it cannot end early. */
export function commentMarker(agentName: string): string {
  return `<!-- agent-deploy-action: agent=${agentName} -->`
}

/** The comment: what the run planned or did, and each field's change, every value escaped. */
export function commentBody(report: RunReport, failure: string | undefined, env: NodeJS.ProcessEnv): string {
  const planned = report.status === 'planned'
  const rows: [string, string][] = [['Operation', report.operation ?? '(none)']]
  if (!planned) {
    rows.push(['Deployment', report.deploymentId || '(none)'])
    rows.push(['Status', report.status ?? '(none)'])
  }
  rows.push(['Previous deployment', report.previousDeploymentId || '(none)'])
  if (report.deployFile) rows.push(['Deploy file', report.deployFile])
  if (report.build) rows.push(...buildRows(report.build))
  if (failure) rows.push(['Failure', cut(failure, FAILURE_SHOWN)])
  // The verdict first, then the changes, then the details: the same order as the job summary.
  const head = [
    commentMarker(report.agentName),
    `<h3>Agent ${escapeHtml(report.agentName)}: ${heading(report)}</h3>`,
    `<p><strong>${escapeForComment(verdict(report, failure))}</strong></p>`,
  ]
  const details = `<table>${rows.map(([field, value]) => `<tr><th align="left">${field}</th><td>${escapeForComment(value)}</td></tr>`).join('')}</table>`
  const lines = [...head, ...changeTables(report)]
  lines.push(details)
  const run = runPageUrl(env)
  const commit = env.GITHUB_SHA ? ` for commit ${escapeHtml(env.GITHUB_SHA.slice(0, 7))}` : ''
  lines.push(
    `<sub>Updated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${commit}${run ? ` by <a href="${escapeHtml(run)}">this run</a>` : ''}.</sub>`,
  )
  const body = lines.join('\n\n')
  if (body.length <= COMMENT_LIMIT) return body
  // Many long changes can still pass the limit: then the table goes, and the comment says where to look.
  return [
    ...head,
    '<p>The list of changes is too long for a comment (GitHub takes 65,536 characters); the job summary has it.</p>',
    details,
    lines.at(-1),
  ].join('\n\n')
}

/** What the comment is about: a plan, a deploy, or the preview agent's removal. */
function heading(report: RunReport): string {
  if (report.operation === 'deleted') return report.previewOf !== undefined ? 'preview removed' : 'deleted'
  if (report.status === 'planned')
    return report.operation === 'would-delete' ? 'what a delete would do' : 'what a deploy would do'
  return report.previewOf !== undefined
    ? `preview of pull request #${report.previewOf}`
    : 'deployed by this pull request'
}

/** The changes: each field old → new, then the secret set's keys, each with what happens to it. */
function changeTables(report: RunReport): string[] {
  const tables: string[] = []
  const changes = report.changes ?? []
  if (changes.length > 0) {
    const rows = changes.map(
      (change) =>
        `<tr>${changeCells(change, commentValue)
          .map((cell) => `<td>${cell}</td>`)
          .join('')}</tr>`,
    )
    tables.push(`<table><tr><th>Field</th><th>Before</th><th>After</th></tr>${rows.join('')}</table>`)
  } else if (report.operation === 'unchanged') {
    tables.push('<p>No field changes: the agent already runs this configuration.</p>')
  }
  if (report.secrets) {
    const rows = secretKeyRows(report.secrets).map(
      ([key, change]) => `<tr><td>${escapeForComment(key)}</td><td>${escapeForComment(change)}</td></tr>`,
    )
    tables.push(
      `<p><strong>${escapeForComment(secretSetTitle(report.secrets))}</strong></p><table><tr><th>Key</th><th>What happens</th></tr>${rows.join('')}</table>`,
    )
  }
  return tables
}
