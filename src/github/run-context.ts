// Where the workflow runs, as the runner's environment says: the repository (GITHUB_REPOSITORY) and the
// page of this run, for the GitHub deployment's log, the pull request comment and the incident issue.

/** The repository the workflow runs in; undefined outside a workflow. */
export function repositoryOf(env: NodeJS.ProcessEnv): { owner: string; repo: string } | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  return owner && repo ? { owner, repo } : undefined
}

/** The page of this workflow run; undefined when the runner does not say which run this is. */
export function runPageUrl(env: NodeJS.ProcessEnv): string | undefined {
  const where = repositoryOf(env)
  if (!where || !env.GITHUB_RUN_ID) return undefined
  return `${env.GITHUB_SERVER_URL || 'https://github.com'}/${where.owner}/${where.repo}/actions/runs/${env.GITHUB_RUN_ID}`
}
