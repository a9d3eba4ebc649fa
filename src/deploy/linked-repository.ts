import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import type { Agent } from '../service/agents/agent-record.js'

// An agent the service deploys on its own from a GitHub repository (its GitHub integration, deploy on
// push): whatever this step deploys, the next push to that branch replaces. Said before the deploy, in a
// warning and in the summary; the deploy itself goes ahead, as asked.

/** Warns when the agent is linked to a repository that deploys it on push; the words go into the report. */
export function warnIfDeployedFromGitHub(agent: Agent | undefined, report: RunReport): void {
  const git = agent?.git
  if (git?.autoDeploy !== true) return
  const where = `${git.repoFullName ?? '(a repository)'}, branch ${git.branch ?? '(not reported)'}`
  report.linkedRepository = where
  log.warning(
    `Agent '${report.agentName}' is deployed by the service itself from GitHub (${where}) on every push: the next push there replaces what this step deploys. Unlink it on the service, or deploy only one way`,
  )
}
