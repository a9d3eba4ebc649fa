// The GitHub client, made in one place for the deployment and the pull-request comment.
// Loaded only when asked for: the GitHub client is a large part of the bundle.

export type Octokit = ReturnType<typeof import('@actions/github').getOctokit>

/** A client for the token, talking to GITHUB_API_URL when the runner names one (GitHub Enterprise). */
export async function gitHubClient(token: string, env: NodeJS.ProcessEnv = process.env): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github')
  return getOctokit(token, env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {})
}
