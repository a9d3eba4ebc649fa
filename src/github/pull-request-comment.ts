import { PULL_REQUEST_EVENTS, readPullRequestEvent } from '../pull-request-event.js'
import { redact } from '../report/escape.js'
import type { RunReport } from '../report/run-report.js'
import { commentBody, commentMarker } from './comment-body.js'
import { gitHubClient, type Octokit } from './octokit.js'
import { gitHubRefusal } from './refusals.js'
import { repositoryOf } from './run-context.js'
import { tokenIdentity } from './token-identity.js'

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

const PERMISSION_HINT =
  "the workflow's token needs 'pull-requests: write' (permissions: pull-requests: write); on a pull request from a fork the token is read-only, and no comment can be posted"
/** The pull request this run is for, from the event the runner wrote; undefined when it is not one. */
function pullRequestNumber(env: NodeJS.ProcessEnv): number | undefined {
  return readPullRequestEvent(env).pullRequest?.number
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
  const where = repositoryOf(env)
  if (!where) {
    request.warn('No pull request comment was posted: GITHUB_REPOSITORY is not set')
    return undefined
  }
  const { owner, repo } = where
  const marker = commentMarker(request.report.agentName)
  const body = redact(commentBody(request.report, request.failure, env))
  try {
    const octokit = await gitHubClient(request.token, env)
    const me = await tokenIdentity(octokit, request.token)
    const earlier = await ownComment(octokit, { owner, repo, issue_number: number }, marker, me)
    const written = earlier
      ? await octokit.rest.issues.updateComment({ owner, repo, comment_id: earlier, body })
      : await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body })
    return written.data.html_url
  } catch (error) {
    request.warn(`No comment was posted on pull request #${number} ${gitHubRefusal(error, PERMISSION_HINT)}`)
    return undefined
  }
}

/** Pages of 100 comments read at most when looking for the earlier one: a bound on a hostile thread. */
export const MAX_COMMENT_PAGES = 10

/**
 * The comment this action wrote earlier for the agent: it starts with the marker *and* was written by
 * the identity the token acts as. Anyone can post a comment that starts with the marker; such a comment
 * is never edited (a new one is posted instead).
 */
async function ownComment(
  octokit: Octokit,
  where: { owner: string; repo: string; issue_number: number },
  marker: string,
  me: string,
): Promise<number | undefined> {
  const comments = []
  let pages = 0
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 })) {
    comments.push(...page.data)
    if (++pages >= MAX_COMMENT_PAGES) break
  }
  return comments.find((comment) => comment.user?.login === me && comment.body?.startsWith(marker))?.id
}
