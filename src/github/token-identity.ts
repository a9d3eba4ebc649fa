import type { Octokit } from './octokit.js'
import { shapeOf, UnexpectedGitHubAnswer } from './refusals.js'

// Who a token acts as on GitHub: the pull-request comment edits only its own comment, and the incident
// touches only issues its identity opened.

/**
 * Who the token is. An installation token ("ghs_…": the workflow's GITHUB_TOKEN, or another GitHub App's)
 * may not read /user; GraphQL's viewer names the app's bot (`<slug>[bot]`). Where that is refused too,
 * the token is taken for the workflow's, which writes as github-actions[bot]. For any other token, GET
 * /user says whose it is.
 */
export async function tokenIdentity(octokit: Octokit, token: string): Promise<string> {
  try {
    if (token.startsWith('ghs_')) {
      const answer: unknown = await octokit.graphql('query { viewer { login } }')
      const login = (answer as { viewer?: { login?: unknown } } | null | undefined)?.viewer?.login
      if (typeof login === 'string') return login
      throw new UnexpectedGitHubAnswer(
        `GitHub's answer to the GraphQL query { viewer { login } } (who the token is) did not name a login: expected {"viewer":{"login":"…"}}, got ${shapeOf(answer)}`,
      )
    }
    return (await octokit.rest.users.getAuthenticated()).data.login
  } catch (error) {
    const status = (error as { status?: unknown }).status
    // A refusal (or GraphQL's own error answer) means the token cannot say who it is
    if (status === 401 || status === 403 || status === 404 || (error as Error).name === 'GraphqlResponseError')
      return WORKFLOW_BOT
    throw error
  }
}

export const WORKFLOW_BOT = 'github-actions[bot]'
