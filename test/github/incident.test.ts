// The incident issue (src/github/incident.ts), against the loopback stand-in for GitHub's issues API
// (test/double/github-api.js), through the same octokit client the action uses.
import { afterEach, describe, expect, it } from 'vitest'
import { INCIDENT_LABEL, incidentMarker, keepIncident } from '../../src/github/incident.js'
import { gitHubClient } from '../../src/github/octokit.js'
import { registerSecret } from '../../src/secrets.js'
import { startGitHubApi } from '../double/github-api.js'

let github: Awaited<ReturnType<typeof startGitHubApi>> | undefined
afterEach(async () => {
  await github?.close()
  github = undefined
})

const repo = { owner: 'acme', repo: 'bots' }
const runUrl = 'https://github.example.com/acme/bots/actions/runs/4242'
const me = 'github-actions[bot]'
const failing = (headline: string, signature = headline) => ({
  agent: 'support-bot',
  me,
  runUrl,
  failing: { title: headline, headline, details: `The turn: ${headline}`, signature },
})

async function client(options: Parameters<typeof startGitHubApi>[0] = {}) {
  github = await startGitHubApi(options)
  return gitHubClient('ghs_token', { GITHUB_API_URL: github.url })
}

describe('the incident issue', () => {
  it('opens one labelled, marked issue for a failing agent, then stays quiet within the hour', async () => {
    const octokit = await client()
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 1, did: 'opened' })
    const issue = github?.issues[0]
    expect(issue?.title).toBe('support-bot: the bot did not answer')
    expect(issue?.labels).toEqual([{ name: INCIDENT_LABEL }])
    expect(issue?.body).toContain(incidentMarker('support-bot'))
    expect(issue?.body).toContain(runUrl)
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 1, did: 'quiet' })
    expect(github?.comments).toEqual([])
  })

  it('comments at once when the failure changes, and again after an hour of the same', async () => {
    let ahead = 0
    const octokit = await client({ clockMs: () => ahead })
    await keepIncident(octokit, repo, failing('the bot did not answer'))
    expect(await keepIncident(octokit, repo, failing('the scenarios failed'))).toEqual({ issue: 1, did: 'commented' })
    expect(github?.comments.map((c) => c.body.split('\n')[1])).toEqual([
      '**The failure changed**: the scenarios failed',
    ])
    ahead = -61 * 60 * 1000 // what was written is now an hour and a minute old
    github?.comments.splice(0)
    const issue = github?.issues[0]
    if (issue) issue.created_at = new Date(Date.now() + ahead).toISOString()
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 1, did: 'commented' })
    expect(github?.comments.at(-1)?.body).toContain('**Still failing**: the bot did not answer')
  })

  it('closes the incident when the agent is healthy again, saying how long it lasted, and writes nothing when none is open', async () => {
    const octokit = await client()
    await keepIncident(octokit, repo, failing('the bot did not answer'))
    expect(await keepIncident(octokit, repo, { agent: 'support-bot', me, runUrl })).toEqual({ did: 'closed' })
    expect(github?.issues[0]).toMatchObject({ state: 'closed', state_reason: 'completed' })
    expect(github?.comments.at(-1)?.body).toMatch(
      /^\*\*Healthy again\*\*: support-bot passed every check\. The incident lasted 0 min\./,
    )
    const writes = github?.requests.filter((r) => r.method !== 'GET').length
    expect(await keepIncident(octokit, repo, { agent: 'support-bot', me, runUrl })).toEqual({ did: 'none' })
    expect(github?.requests.filter((r) => r.method !== 'GET').length).toBe(writes)
  })

  it('keeps one open incident when two checks open one at once', async () => {
    const octokit = await client()
    const outcomes = await Promise.all([
      keepIncident(octokit, repo, failing('the bot did not answer')),
      keepIncident(octokit, repo, failing('the bot did not answer')),
    ])
    expect(github?.issues.filter((i) => i.state === 'open')).toHaveLength(1)
    expect(new Set(outcomes.map((o) => o.issue))).toEqual(new Set([1]))
  })

  it('takes no issue of someone else for the incident: only a labelled one with the agent’s marker', async () => {
    const octokit = await client()
    github?.addIssue({ title: 'support-bot is down?', body: incidentMarker('support-bot') })
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 2, did: 'opened' })
  })

  it('warns naming the permission when GitHub refuses, and replaces known secrets in what it writes', async () => {
    registerSecret('sk_live_incident_secret')
    const denied = await client({ denyIssues: true })
    const refused = await keepIncident(denied, repo, failing('the bot did not answer'))
    expect(refused.did).toBe('refused')
    expect(refused.warning).toContain("'issues: write'")
    await github?.close()
    const octokit = await client()
    await keepIncident(octokit, repo, failing('the bot said sk_live_incident_secret'))
    expect(github?.issues[0]?.title).toBe('support-bot: the bot said ***')
    expect(github?.issues[0]?.body).not.toContain('sk_live_incident_secret')
  })

  it('never touches a person’s issue that carries the label and quotes the marker (a post-mortem)', async () => {
    const octokit = await client()
    github?.addIssue({
      title: 'Post-mortem: support-bot outage',
      body: `We saw this in the incident: ${incidentMarker('support-bot')}`,
      labels: [INCIDENT_LABEL],
    })
    expect(await keepIncident(octokit, repo, { agent: 'support-bot', me, runUrl })).toEqual({ did: 'none' })
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 2, did: 'opened' })
    expect(await keepIncident(octokit, repo, { agent: 'support-bot', me, runUrl })).toEqual({ did: 'closed' })
    expect(github?.issues[0]?.state).toBe('open')
    expect(github?.comments.filter((c) => c.issue === 1)).toEqual([])
  })

  /** `count` open incidents of other agents, opened by the same identity */
  const othersOpen = (count: number) => {
    for (let i = 0; i < count; i++)
      github?.addIssue({
        title: `bot-${i}: down`,
        body: incidentMarker(`bot-${i}`),
        labels: [INCIDENT_LABEL],
        login: me,
      })
  }

  it('finds the agent’s own incident under 550 newer open incidents of other agents', async () => {
    const octokit = await client()
    await keepIncident(octokit, repo, failing('the bot did not answer'))
    othersOpen(550)
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 1, did: 'quiet' })
    expect(github?.issues.filter((i) => i.body.includes(incidentMarker('support-bot')))).toHaveLength(1)
  })

  it('finds the agent’s own incident on the 20th page of 100, the last it reads (2,000 as documented)', async () => {
    const octokit = await client()
    othersOpen(1_950)
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({
      issue: 1_951,
      did: 'opened',
    })
    expect(await keepIncident(octokit, repo, failing('the bot did not answer'))).toEqual({ issue: 1_951, did: 'quiet' })
    expect(github?.issues.filter((i) => i.body.includes(incidentMarker('support-bot')))).toHaveLength(1)
  })

  it('comments at once when another check fails too, though the first failure reads the same', async () => {
    const octokit = await client()
    await keepIncident(octokit, repo, failing('the bot did not answer', 'The conversation failed'))
    const both = failing('the bot did not answer', 'The conversation failed + callers')
    expect(await keepIncident(octokit, repo, both)).toEqual({ issue: 1, did: 'commented' })
    expect(github?.comments.at(-1)?.body).toContain('**The failure changed**')
  })
})
