import { changeCells } from '../report/changes.js'
import { escapeHtml } from '../report/escape.js'
import type { RunReport } from '../report/run-report.js'

// What the pull-request comment says: found again by its hidden first line, every value escaped.

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
  if (failure) rows.push(['Failure', failure])
  const lines = [
    commentMarker(report.agentName),
    `<h3>Agent ${escapeHtml(report.agentName)}: ${planned ? 'what a deploy would do' : 'deployed by this pull request'}</h3>`,
    `<table>${rows.map(([field, value]) => `<tr><th align="left">${field}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
  ]
  const changes = report.changes ?? []
  if (changes.length > 0) {
    lines.push(
      `<table><tr><th>Field</th><th>Before</th><th>After</th></tr>${changes
        .map(
          (change) =>
            `<tr>${changeCells(change)
              .map((cell) => `<td>${cell}</td>`)
              .join('')}</tr>`,
        )
        .join('')}</table>`,
    )
  } else if (report.operation === 'unchanged') {
    lines.push('<p>No field changes: the agent already runs this configuration.</p>')
  }
  const run =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined
  const commit = env.GITHUB_SHA ? ` for commit ${escapeHtml(env.GITHUB_SHA.slice(0, 7))}` : ''
  lines.push(
    `<sub>Updated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${commit}${run ? ` by <a href="${escapeHtml(run)}">this run</a>` : ''}.</sub>`,
  )
  return lines.join('\n\n')
}
