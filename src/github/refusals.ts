import { errorMessage } from '../errors.js'
import { shortened } from '../secrets.js'
import { NO_ANSWER } from './octokit.js'

/** GitHub answered, but not in the shape its API documents: what was expected and what came. */
export class UnexpectedGitHubAnswer extends Error {
  override readonly name = 'UnexpectedGitHubAnswer'
}

/** A value as a short description for a message: its JSON, cut. */
export function shapeOf(value: unknown): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value))
  return shortened(text, 120)
}

/**
 * Why GitHub did not do what was asked, as "(GitHub's words): the real cause": no answer (network, time
 * limit), the token refused, a permission missing (403, and the 404 GitHub gives for what a token may not
 * see), the content refused (422: too long, invalid), or GitHub's own failure.
 */
export function gitHubRefusal(error: unknown, permissionHint: string): string {
  const message = errorMessage(error)
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0
  const cause = (() => {
    if (error instanceof UnexpectedGitHubAnswer) return "GitHub's answer was not what its API documents"
    if (message.startsWith(NO_ANSWER) || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed/.test(message)) {
      return 'GitHub could not be reached'
    }
    if (status === 401) return 'GitHub refused the token (401): check github-token'
    if (status === 403 || status === 404) return permissionHint
    if (status === 422) return 'GitHub refused the content (422)'
    if (status >= 500) return `GitHub failed (${status}); this is GitHub's problem, not the deploy's`
    return 'GitHub refused it'
  })()
  return `(${message}): ${cause}`
}
