import type { GitHubDeployment } from '../github/deployment.js'
import type { Inputs } from '../inputs/inputs.js'
import { setOutput, setOutsideOutput } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import type { Plan } from './plan.js'

// What the step tells GitHub: a deployment for the commit, and the plan or outcome on the pull request.
// Both are loaded only when asked for; a GitHub problem is only a warning.

/** The plan or the outcome on the pull request (pr-comment); a GitHub problem is only a warning. */
export async function postPullRequestComment(
  inputs: Inputs,
  report: RunReport,
  failure: string | undefined,
): Promise<void> {
  const { commentOnPullRequest } = await import('../github/pull-request-comment.js')
  const url = await commentOnPullRequest({
    token: inputs['github-token'] ?? '',
    report,
    failure,
    warn: log.warning,
    notice: log.notice,
  })
  if (!url) return
  report.commentUrl = url
  setOutsideOutput('comment-url', url)
  log.info(`Pull request comment: ${url}`)
}

/** The deleted agent's GitHub deployments marked inactive (environment). */
export async function retireGitHubDeployments(inputs: Inputs, report: RunReport): Promise<void> {
  if (!inputs.environment) return
  const { GitHubDeployment } = await import('../github/deployment.js')
  const count = await GitHubDeployment.markInactive({
    token: inputs['github-token'] ?? '',
    environment: inputs.environment,
    description: `Agent ${report.agentName} was deleted`,
    warn: log.warning,
  })
  if (count > 0)
    log.info(`Marked ${count} GitHub deployment${count === 1 ? '' : 's'} of '${inputs.environment}' inactive`)
}

/** Records a GitHub deployment for the commit; undefined (after a warning) when GitHub refuses. */
export async function startGitHubDeployment(
  inputs: Inputs,
  plan: Plan,
  report: RunReport,
  /** a preview: its environment is the pull request's own, transient */
  preview: boolean,
): Promise<GitHubDeployment | undefined> {
  const { GitHubDeployment } = await import('../github/deployment.js')
  const github = await GitHubDeployment.start({
    token: inputs['github-token'] ?? '',
    environment: inputs.environment ?? '',
    environmentUrl: inputs['environment-url'],
    description: `Agent ${inputs['agent-name']}: ${plan.desired.image ?? ''}`,
    transient: preview,
    warn: log.warning,
  })
  report.githubDeploymentId = github?.id
  if (github) setOutput('github-deployment-id', String(github.id))
  return github
}
