import { commandText } from '../report/escape.js'
import { gitHubClient } from './octokit.js'
import { gitHubRefusal } from './refusals.js'
import { repositoryOf, runPageUrl } from './run-context.js'

export type GitHubDeploymentState = 'in_progress' | 'success' | 'failure' | 'inactive'

export interface GitHubDeploymentRequest {
  token: string
  environment: string
  environmentUrl?: string
  description: string
  /** a preview's environment, one per pull request: transient, never production */
  transient?: boolean
  warn(message: string): void
}

const PERMISSION_HINT = "the workflow's token needs 'deployments: write' (permissions: deployments: write)"

/**
 * A GitHub deployment for the commit being deployed, and its statuses. Every failure on the GitHub side
 * is a warning: it never fails the agent's deploy.
 */
export class GitHubDeployment {
  private constructor(
    readonly id: number,
    private readonly post: (state: GitHubDeploymentState, description: string) => Promise<void>,
  ) {}

  /** Records the deployment; undefined (after a warning) when GitHub refuses or cannot be reached. */
  static async start(request: GitHubDeploymentRequest): Promise<GitHubDeployment | undefined> {
    const env = process.env
    const where = repositoryOf(env)
    const sha = env.GITHUB_SHA
    if (!where || !sha) {
      request.warn(
        'No GitHub deployment was recorded: GITHUB_REPOSITORY and GITHUB_SHA are not set (not running in a workflow?)',
      )
      return undefined
    }
    const { owner, repo } = where
    const logUrl = runPageUrl(env)
    try {
      const octokit = await gitHubClient(request.token, env)
      const created = await octokit.rest.repos.createDeployment({
        owner,
        repo,
        ref: sha,
        environment: request.environment,
        auto_merge: false,
        required_contexts: [],
        description: commandText(request.description).slice(0, 140),
        ...(request.transient ? { transient_environment: true, production_environment: false } : {}),
      })
      if (!('id' in created.data)) {
        request.warn(
          `No GitHub deployment was recorded: GitHub answered ${created.status}: ${JSON.stringify(created.data)}`,
        )
        return undefined
      }
      const deploymentId = created.data.id
      const post = async (state: GitHubDeploymentState, description: string) => {
        try {
          await octokit.rest.repos.createDeploymentStatus({
            owner,
            repo,
            deployment_id: deploymentId,
            state,
            ...(logUrl ? { log_url: logUrl } : {}),
            description: commandText(description).slice(0, 140),
            ...(request.environmentUrl ? { environment_url: request.environmentUrl } : {}),
          })
        } catch (error) {
          request.warn(
            `The GitHub deployment status '${state}' could not be posted ${gitHubRefusal(error, PERMISSION_HINT)}`,
          )
        }
      }
      const deployment = new GitHubDeployment(deploymentId, post)
      await deployment.status('in_progress', request.description)
      return deployment
    } catch (error) {
      request.warn(`No GitHub deployment was recorded ${gitHubRefusal(error, PERMISSION_HINT)}`)
      return undefined
    }
  }

  status(state: GitHubDeploymentState, description: string): Promise<void> {
    return this.post(state, description)
  }

  /**
   * Marks the environment's deployments inactive (the agent behind them was deleted), so that GitHub no
   * longer shows them as live. Returns how many; a refusal is a warning.
   */
  static async markInactive(request: Omit<GitHubDeploymentRequest, 'environmentUrl'>): Promise<number> {
    const env = process.env
    const where = repositoryOf(env)
    if (!where) {
      request.warn('No GitHub deployment was marked inactive: GITHUB_REPOSITORY is not set')
      return 0
    }
    const { owner, repo } = where
    try {
      const octokit = await gitHubClient(request.token, env)
      const listed = await octokit.rest.repos.listDeployments({
        owner,
        repo,
        environment: request.environment,
        per_page: 30,
      })
      for (const deployment of listed.data) {
        await octokit.rest.repos.createDeploymentStatus({
          owner,
          repo,
          deployment_id: deployment.id,
          state: 'inactive',
          description: commandText(request.description).slice(0, 140),
        })
      }
      return listed.data.length
    } catch (error) {
      request.warn(
        `The GitHub deployments of '${request.environment}' could not be marked inactive ${gitHubRefusal(error, PERMISSION_HINT)}`,
      )
      return 0
    }
  }
}
