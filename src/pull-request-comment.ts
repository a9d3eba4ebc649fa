import { readFileSync } from 'node:fs'
import { errorMessage } from './errors.js'
import { changeCells, escapeHtml, type RunReport } from './report.js'

// The plan (or the deploy's outcome) on the pull request: one comment per agent, found again by a
// hidden marker and edited in place. Every failure here is a warning: it never fails the step.

export interface CommentRequest {
  token: string
  report: RunReport
  /** why the step failed, when it did */
  failure?: string
  warn(message: string): void
  notice(message: string): void
}

const PERMISSION_HINT = "the workflow's token needs 'pull-requests: write' (permissions: pull-requests: write)"
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

/** The hidden first line that names the agent; agent names are [a-z0-9-], so it cannot end early. */
export function commentMarker(agentName: string): string {
  return `<!-- agent-deploy-action: agent=${agentName} -->`
}

/** The pull request this run is for, from the event the runner wrote; undefined when it is not one. */
function pullRequestNumber(env: NodeJS.ProcessEnv): number | undefined {
  if (!PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH) return undefined
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
    const number = event?.pull_request?.number ?? event?.number
    return Number.isSafeInteger(number) && number > 0 ? number : undefined
  } catch {
    return undefined
  }
}

/** Posts the comment, or edits the one this action left for the same agent; returns its address. */
export async function commentOnPullRequest(request: CommentRequest): Promise<string | undefined> {
  const env = process.env
  const event = env.GITHUB_EVENT_NAME || '(unknown)'
  const number = pullRequestNumber(env)
  if (number === undefined) {
    request.notice(
      PULL_REQUEST_EVENTS.has(event)
        ? `pr-comment is true, but the pull request's number could not be read from the event: no comment was posted`
        : `pr-comment is true, but this run is for the '${event}' event, not a pull request: no comment was posted`,
    )
    return undefined
  }
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo) {
    request.warn('No pull request comment was posted: GITHUB_REPOSITORY is not set')
    return undefined
  }
  const marker = commentMarker(request.report.agentName)
  const body = commentBody(request.report, request.failure, env)
  try {
    // Loaded only when asked for: the GitHub client is a large part of the bundle.
    const { getOctokit } = await import('@actions/github')
    const octokit = getOctokit(request.token, env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {})
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: number,
      per_page: 100,
    })
    const earlier = comments.find((comment) => comment.body?.startsWith(marker))
    const written = earlier
      ? await octokit.rest.issues.updateComment({ owner, repo, comment_id: earlier.id, body })
      : await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body })
    return written.data.html_url
  } catch (error) {
    request.warn(
      `No comment was posted on pull request #${number} (${errorMessage(error)}): ${PERMISSION_HINT}. On a pull request from a fork the token is read-only, and no comment can be posted`,
    )
    return undefined
  }
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
