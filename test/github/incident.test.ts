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
const failing = (headline: string) => ({
  agent: 'support-bot',
  runUrl,
  failing: { headline, details: `The turn: ${headline}` },
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
    expect(await keepIncident(octokit, repo, { agent: 'support-bot', runUrl })).toEqual({ did: 'closed' })
    expect(github?.issues[0]).toMatchObject({ state: 'closed', state_reason: 'completed' })
    expect(github?.comments.at(-1)?.body).toMatch(
      /^\*\*Healthy again\*\*: support-bot passed every check\. The incident lasted 0 min\./,
    )
    const writes = github?.requests.filter((r) => r.method !== 'GET').length
    expect(await keepIncident(octokit, repo, { agent: 'support-bot', runUrl })).toEqual({ did: 'none' })
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
    github?.issues.push({
      number: 1,
      title: 'support-bot is down?',
      body: incidentMarker('support-bot'),
      labels: [],
      state: 'open',
      state_reason: null,
      created_at: new Date().toISOString(),
      html_url: 'https://github.example.com/acme/bots/issues/1',
    })
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
})
