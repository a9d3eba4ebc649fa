import { redact, shortened } from '../secrets.js'
import type { Octokit } from './octokit.js'
import { gitHubRefusal } from './refusals.js'

// The incident of an agent, kept as one GitHub issue (issue 46, `incident-issue`): a failing check opens it,
// or comments on the open one (at most once an hour while the failure is the same, at once when it
// changes); a healthy check closes it, saying how long it lasted. An incident is an open issue with the
// label agent-incident (only people with triage access can set a label) whose body carries the agent's
// marker, and that the token's own identity opened (a person's post-mortem that quotes the marker is never
// touched). Open incidents are read oldest first, so many newer ones of other agents do not hide the
// agent's own. Two runs that open one at once find each other: the later closes its own as a duplicate of
// the earlier, so one agent has one open incident. "The failure changed" when the checks that fail change
// (their kinds, not their numbers). A refusal (no `issues: write`) is a warning naming the permission; the
// check's own verdict stands. Called by the check action (src/check/check-report.ts).

export const INCIDENT_LABEL = 'agent-incident'
const QUIET_MS = 60 * 60 * 1000
const MOST_PAGES = 20
const TITLE_LIMIT = 200
const BODY_LIMIT = 60_000
const PERMISSION_HINT =
  "the job's token needs 'issues: write' (permissions: issues: write) for the incident issue; the check's verdict stands"

/** What the check found: failing (in words, escaped for Markdown by the caller), or healthy. */
export interface IncidentFinding {
  agent: string
  /** who the token acts as (token-identity.ts): only issues it opened are incidents */
  me: string
  failing?: Failing
  /** the run's page, for the issue's links */
  runUrl: string
  now?: number
}

export interface IncidentOutcome {
  /** the open incident after this run, if any */
  issue?: number
  did: 'opened' | 'commented' | 'quiet' | 'closed' | 'none' | 'refused'
  warning?: string
}

export const incidentMarker = (agent: string) => `<!-- agent-incident: ${encodeURIComponent(agent)} -->`
const failureMarker = (signature: string) => `<!-- agent-incident-failure: ${encodeURIComponent(signature)} -->`

/** `title`: plain text (GitHub shows titles as text); `signature`: which checks fail, compared between runs. */
type Failing = { title: string; headline: string; details: string; signature: string }
type Repo = { owner: string; repo: string }
type Issue = {
  number: number
  body?: string | null
  created_at: string
  pull_request?: unknown
  user?: { login?: string } | null
}

/** Opens, comments on or closes the agent's incident as the finding says. */
export async function keepIncident(octokit: Octokit, repo: Repo, finding: IncidentFinding): Promise<IncidentOutcome> {
  const now = finding.now ?? Date.now()
  try {
    const { open, cut } = await openIncidents(octokit, repo, finding)
    if (!finding.failing) return await close(octokit, repo, open, finding, now)
    const first = open[0]
    if (!first && cut)
      return {
        did: 'refused',
        warning: `The incident issue was not kept: more than ${MOST_PAGES * 100} issues labelled ${INCIDENT_LABEL} are open, and the agent's may be beyond them; none was opened`,
      }
    if (!first) return await openNew(octokit, repo, finding, finding.failing)
    return await followUp(octokit, repo, first, finding, finding.failing, now)
  } catch (error) {
    return { did: 'refused', warning: `The incident issue was not kept ${gitHubRefusal(error, PERMISSION_HINT)}` }
  }
}

/** The agent's open incidents that the token's identity opened, oldest first; `cut` when more were open than read. */
async function openIncidents(
  octokit: Octokit,
  repo: Repo,
  finding: IncidentFinding,
): Promise<{ open: Issue[]; cut: boolean }> {
  const marker = incidentMarker(finding.agent)
  const found: Issue[] = []
  for (let page = 1; page <= MOST_PAGES; page++) {
    const { data } = await octokit.rest.issues.listForRepo({
      ...repo,
      state: 'open',
      labels: INCIDENT_LABEL,
      sort: 'created',
      direction: 'asc',
      per_page: 100,
      page,
    })
    for (const issue of data as Issue[])
      if (!issue.pull_request && issue.user?.login === finding.me && issue.body?.includes(marker)) found.push(issue)
    if (data.length < 100) return { open: found.sort((a, b) => a.number - b.number), cut: false }
  }
  return { open: found.sort((a, b) => a.number - b.number), cut: true }
}

async function openNew(
  octokit: Octokit,
  repo: Repo,
  finding: IncidentFinding,
  failing: Failing,
): Promise<IncidentOutcome> {
  const title = shortened(`${finding.agent}: ${oneLine(failing.title)}`, TITLE_LIMIT)
  const body = bounded(
    `${incidentMarker(finding.agent)}\n${failureMarker(failing.signature)}\n**${finding.agent} is failing**: ${failing.headline}\n\n${failing.details}\n\n[The check's run](${finding.runUrl})`,
  )
  const { data } = await octokit.rest.issues.create({ ...repo, title, body, labels: [INCIDENT_LABEL] })
  // another run may have opened one at the same moment: the oldest stays, the others close
  const { open } = await openIncidents(octokit, repo, finding)
  const oldest = open[0]
  if (oldest && oldest.number !== data.number) {
    await octokit.rest.issues.createComment({
      ...repo,
      issue_number: data.number,
      body: `Duplicate of #${oldest.number}: another check opened it at the same time.`,
    })
    await octokit.rest.issues.update({
      ...repo,
      issue_number: data.number,
      state: 'closed',
      state_reason: 'not_planned',
    })
    return { issue: oldest.number, did: 'commented' }
  }
  return { issue: data.number, did: 'opened' }
}

/** A comment on the open incident: at once when the failure changed, else at most one an hour. */
async function followUp(
  octokit: Octokit,
  repo: Repo,
  issue: Issue,
  finding: IncidentFinding,
  failing: Failing,
  now: number,
): Promise<IncidentOutcome> {
  const last = await lastFailure(octokit, repo, issue)
  if (last.signature === failing.signature && now - last.at < QUIET_MS) return { issue: issue.number, did: 'quiet' }
  const changed = last.signature !== failing.signature ? 'The failure changed' : 'Still failing'
  const body = bounded(
    `${failureMarker(failing.signature)}\n**${changed}**: ${failing.headline}\n\n${failing.details}\n\n[The check's run](${finding.runUrl})`,
  )
  await octokit.rest.issues.createComment({ ...repo, issue_number: issue.number, body })
  return { issue: issue.number, did: 'commented' }
}

/** The failure last written to the incident (its newest marked comment, else its body), and when. */
async function lastFailure(octokit: Octokit, repo: Repo, issue: Issue): Promise<{ signature: string; at: number }> {
  const read = (text: string | null | undefined) => {
    const found = /<!-- agent-incident-failure: ([^ ]*) -->/.exec(text ?? '')?.[1]
    return found === undefined ? undefined : decodeURIComponent(found)
  }
  let last = { signature: read(issue.body) ?? '', at: Date.parse(issue.created_at) }
  for (let page = 1; page <= MOST_PAGES; page++) {
    const { data } = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: issue.number,
      per_page: 100,
      page,
    })
    for (const comment of data) {
      const signature = read(comment.body)
      if (signature !== undefined) last = { signature, at: Date.parse(comment.created_at) }
    }
    if (data.length < 100) break
  }
  return last
}

async function close(
  octokit: Octokit,
  repo: Repo,
  open: Issue[],
  finding: IncidentFinding,
  now: number,
): Promise<IncidentOutcome> {
  if (open.length === 0) return { did: 'none' }
  for (const issue of open) {
    const lasted = describeLength(now - Date.parse(issue.created_at))
    await octokit.rest.issues.createComment({
      ...repo,
      issue_number: issue.number,
      body: `**Healthy again**: ${finding.agent} passed every check. The incident lasted ${lasted}.\n\n[The check's run](${finding.runUrl})`,
    })
    await octokit.rest.issues.update({
      ...repo,
      issue_number: issue.number,
      state: 'closed',
      state_reason: 'completed',
    })
  }
  return { did: 'closed' }
}

function describeLength(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days ${hours % 24} h`
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const bounded = (text: string) => shortened(redact(text), BODY_LIMIT, (left) => `\n\n(${left} more characters cut)`)
