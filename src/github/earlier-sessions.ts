import { isId } from '../ids.js'
import { log } from '../report/runner-log.js'
import { gitHubClient, type Octokit } from './octokit.js'
import { NOTICE } from './own-sessions-notice.js'
import { gitHubRefusal } from './refusals.js'
import { repositoryOf } from './run-context.js'

// The check's own sessions of earlier runs (docs/check.md, "Its own sessions"). The service cannot tell who
// started a session: its list carries no body, no key and no caller. So each run of the check names the
// sessions it held in one notice of its job (the runner makes it an annotation of the job's check run), and
// a later run of the same workflow reads the notices of that workflow's runs in the callers' window back:
// GET the workflow's runs (actions: read), each run's jobs, each job's annotations (checks: read). Only
// notices of this exact form, naming this agent, and ids of a session's shape are taken.

/** the newest runs read; a window with more is read as far as this and said to be */
export const MAX_RUNS = 20

export type EarlierSessions = { ids: Set<string> } | { problem: string }

/** The sessions earlier runs of this workflow held with the agent, since `sinceMs`; or why they cannot be read. */
export async function earlierOwnSessions(
  token: string | undefined,
  agent: string,
  sinceMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<EarlierSessions> {
  const repo = repositoryOf(env)
  const workflow = /^[^/]+\/[^/]+\/\.github\/workflows\/([^@/]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1]
  if (!repo || !workflow)
    return { problem: '(GITHUB_REPOSITORY or GITHUB_WORKFLOW_REF is not set): this is not a workflow run' }
  if (!token) return { problem: "(no token): 'github-token' is empty" }
  try {
    const octokit = await gitHubClient(token, env)
    const { data } = await octokit.rest.actions.listWorkflowRuns({
      ...repo,
      workflow_id: workflow,
      created: `>=${new Date(sinceMs).toISOString()}`,
      per_page: MAX_RUNS + 1,
    })
    const runs = data.workflow_runs.filter((run) => String(run.id) !== env.GITHUB_RUN_ID).slice(0, MAX_RUNS)
    if (data.total_count > MAX_RUNS + 1) log.info(`Read the sessions of the newest ${MAX_RUNS} runs of ${workflow}`)
    const ids = new Set<string>()
    for (const run of runs) for (const id of await sessionsOfRun(octokit, repo, run.id, agent)) ids.add(id)
    return { ids }
  } catch (error) {
    return {
      problem: gitHubRefusal(
        error,
        "the token may not read this workflow's runs or their annotations: give the job 'actions: read' and 'checks: read'",
      ),
    }
  }
}

async function sessionsOfRun(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  runId: number,
  agent: string,
): Promise<string[]> {
  const { data } = await octokit.rest.actions.listJobsForWorkflowRun({ ...repo, run_id: runId, per_page: 100 })
  const ids: string[] = []
  const prefix = `${NOTICE(agent)} `
  for (const job of data.jobs) {
    const { data: annotations } = await octokit.rest.checks.listAnnotations({
      ...repo,
      check_run_id: job.id,
      per_page: 50,
    })
    for (const annotation of annotations) {
      if (annotation.annotation_level !== 'notice' || !annotation.message?.startsWith(prefix)) continue
      ids.push(...annotation.message.slice(prefix.length).split(' ').filter(isId))
    }
  }
  return ids
}
