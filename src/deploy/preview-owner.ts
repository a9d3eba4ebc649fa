import { PlanError } from '../errors.js'
import type { Target } from '../inputs/preview.js'
import type { Agent } from '../service/agents/agent-record.js'

// A preview writes and deletes only an agent it made itself. The service keeps no label an action could
// set, so the agent's own record decides: a preview's agent is made by the pull request's first preview
// run, after the pull request was opened. An agent of the same name created before that (someone's agent
// that happens to be called voice-bot-pr-5), or one the service's GitHub integration deploys (its own
// preview of the same pull request is named <project>-pr-<number> too), is another's: the preview fails,
// naming it, and nothing is written or deleted. So is one whose ownership cannot be proven: a record
// without createdAt, or an event without the pull request's created_at. docs/previews.md says so.

/** How far the service's clock may be from GitHub's. */
const CLOCK_ALLOWANCE_MS = 5_000

/** Throws when the agent of the preview's name is not this preview's own; nothing when it is, or is absent. */
export function checkPreviewOwner(agent: Agent | undefined, target: Target, name: string): void {
  const preview = target.preview
  if (!agent || !preview) return
  const write = target.remove ? 'delete' : 'deploy over'
  if (agent.git?.autoDeploy === true) {
    throw new PlanError(
      `Agent '${name}' is not this preview's: the service's GitHub integration deploys it from ${agent.git.repoFullName ?? 'a repository'} (its own preview of pull request #${preview.number} has the same name). A preview writes and deletes only an agent it made itself, so it does not ${write} it; nothing was changed. Turn one of the two previews off, or give this step another agent-name`,
    )
  }
  const created = Date.parse(agent.createdAt ?? '')
  const opened = Date.parse(preview.openedAt ?? '')
  // Without either time, an agent made hours before the pull request looks like the preview's own.
  const unknown = Number.isNaN(created)
    ? `the service's record of it carries no creation time (createdAt: ${JSON.stringify(agent.createdAt ?? null)})`
    : Number.isNaN(opened)
      ? `the event carries no time the pull request was opened (pull_request.created_at; a re-sent or hand-made event)`
      : undefined
  if (unknown) {
    throw new PlanError(
      `Agent '${name}' cannot be proven to be this preview's: ${unknown}. A preview writes and deletes only an agent it made itself (created after pull request #${preview.number} was opened), so it does not ${write} it; nothing was changed. Delete that agent yourself if it is the preview's, or give this step another agent-name`,
    )
  }
  if (created < opened - CLOCK_ALLOWANCE_MS) {
    throw new PlanError(
      `Agent '${name}' is not this preview's: it was created at ${agent.createdAt}, before pull request #${preview.number} was opened (${preview.openedAt}). A preview writes and deletes only an agent it made itself, so it does not ${write} it; nothing was changed. Rename or delete that agent yourself, or give this step another agent-name`,
    )
  }
}
