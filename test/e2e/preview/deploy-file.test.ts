// Previews and deletes with a deploy file, as real repositories have them: the close run of a pull
// request that skips actions/checkout, a file with keys that only a deploy uses, a file whose scaling
// keeps agents warm; and a dry run of a close that must not touch GitHub deployments.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { double, github, pullRequestEvent, runOn, usePreviewDoubles, workspaceWith } from './setup.js'

usePreviewDoubles()

/** The deploy file of a repository that keeps agents warm in production. */
const WARM =
  'agent_name = "support-bot"\nimage = "ghcr.io/acme/support-bot:1.0.0"\n[scaling]\nmin_agents = 2\nmax_agents = 50\n'

const deletes = () => double.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)

describe.concurrent('closing a preview', () => {
  it(
    'deletes the preview when actions/checkout was skipped and agent-name is given: the file is not needed',
    throughDist(async () => {
      double.seed('support-bot-pr-42', { image: 'ghcr.io/acme/support-bot:pr-42' })
      const run = await runOn(
        pullRequestEvent('closed'),
        { preview: 'true', 'config-file': 'pcc-deploy.toml', 'max-agents': '1' },
        'pull_request',
        { GITHUB_WORKSPACE: workspaceWith() },
      )
      expect(run.code).toBe(0)
      expect(deletes()).toEqual(['/v1/agents/support-bot-pr-42'])
      expect(run.outputs).toMatchObject({ operation: 'deleted', 'agent-name': 'support-bot-pr-42' })
      expect(run.stdout).toMatch(
        /^::notice::Input 'config-file' is not read: a delete does not need it, input 'agent-name' names the agent \(pcc-deploy.toml is not in the workspace \(as when actions\/checkout is skipped\)\)$/m,
      )
      expect(run.stdout).not.toContain('is not valid')
    }),
  )

  it('says what the close needs when neither the file nor agent-name gives the name, and deletes nothing', async () => {
    double.seed('support-bot-pr-42', { image: 'ghcr.io/acme/support-bot:pr-42' })
    const run = await runOn(
      pullRequestEvent('closed'),
      { 'agent-name': '', preview: 'true', 'config-file': 'pcc-deploy.toml' },
      'pull_request',
      { GITHUB_WORKSPACE: workspaceWith() },
    )
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      "pcc-deploy.toml does not exist in the workspace (the delete needs the agent's name from it: run actions/checkout before this step, or give agent-name)",
    )
    expect(double.requests).toEqual([])
  })

  it('takes the name from the file and never fails on keys only a deploy uses', async () => {
    double.seed('voice-bot-pr-42', { image: 'ghcr.io/acme/voice-bot:pr-42' })
    const workspace = workspaceWith({
      'pcc-deploy.toml':
        'agent_name = "voice-bot"\nimage = "YOUR_DOCKERHUB_USERNAME/voice-bot"\nregion = "mars"\n[scaling]\nmin_agents = 2\nmax_instancs = 3\n',
    })
    const run = await runOn(
      pullRequestEvent('closed', { merged: true }),
      { 'agent-name': '', preview: 'true', 'config-file': 'pcc-deploy.toml' },
      'pull_request',
      { GITHUB_WORKSPACE: workspace },
    )
    expect(run.code).toBe(0)
    expect(deletes()).toEqual(['/v1/agents/voice-bot-pr-42'])
    expect(run.stdout).not.toMatch(/^::(error|warning)::/m)
  })

  it('with dry-run, says what it would delete and marks no GitHub deployment inactive', async () => {
    const inputs = { preview: 'true', image: 'ghcr.io/acme/support-bot:pr-42', environment: 'preview' }
    expect((await runOn(pullRequestEvent('opened'), inputs)).code).toBe(0)
    expect(github.deployments[0]?.statuses).toEqual(['in_progress', 'success'])
    const before = github.requests.length
    const run = await runOn(pullRequestEvent('closed'), { ...inputs, 'dry-run': 'true' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ operation: 'would-delete', status: 'planned' })
    expect(github.deployments[0]?.statuses).toEqual(['in_progress', 'success'])
    expect(github.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([])
    expect(double.agents.has('support-bot-pr-42')).toBe(true)
  })
})

describe.concurrent('deploying a preview with a deploy file that keeps agents warm', () => {
  it(
    'starts the preview with no warm agent, takes the step max-agents, and says why',
    throughDist(async () => {
      const run = await runOn(
        pullRequestEvent('opened'),
        { preview: 'true', 'config-file': 'pcc-deploy.toml', 'max-agents': '1' },
        'pull_request',
        { GITHUB_WORKSPACE: workspaceWith({ 'pcc-deploy.toml': WARM }) },
      )
      expect(run.code).toBe(0)
      expect(double.writes()[0]?.body).toMatchObject({
        serviceName: 'support-bot-pr-42',
        autoScaling: { minAgents: 0, maxAgents: 1 },
      })
      expect(run.stdout).toContain(
        "::notice::pcc-deploy.toml's [scaling] min_agents (2) is not applied to a preview: a preview starts with no warm agent (min-agents 0) unless the step sets min-agents",
      )
      // the plan says where each value came from: no input gave min-agents
      expect(run.stdout).not.toMatch(/Min agents.*\(input\)/)
      expect(run.stdout).toMatch(/Min agents.*→ 0 \(a preview starts with no warm agent\)/)
    }),
  )

  it('labels the preview’s own secret set as its own in the plan, not as the file’s value', async () => {
    const file = WARM.replace('[scaling]', 'secret_set = "support-bot-secrets"\n[scaling]')
    const run = await runOn(
      pullRequestEvent('opened'),
      { preview: 'true', 'config-file': 'pcc-deploy.toml', secrets: 'OPENAI_API_KEY=sk-preview-value-1' },
      'pull_request',
      { GITHUB_WORKSPACE: workspaceWith({ 'pcc-deploy.toml': file }) },
    )
    expect(run.code, run.stdout).toBe(0)
    expect(run.stdout).toMatch(
      /Secret set.*→ support-bot-secrets-pr-42 \(the preview's own set, named from pcc-deploy\.toml secret_set\)/,
    )
  })

  it('keeps the agents warm that the step asks for', async () => {
    const run = await runOn(
      pullRequestEvent('opened'),
      { preview: 'true', 'config-file': 'pcc-deploy.toml', 'min-agents': '1' },
      'pull_request',
      { GITHUB_WORKSPACE: workspaceWith({ 'pcc-deploy.toml': WARM }) },
    )
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.autoScaling).toEqual({ minAgents: 1, maxAgents: 50 })
    expect(run.stdout).not.toContain('is not applied to a preview')
  })

  it('names the file and its key when the values clash outside a preview', async () => {
    const run = await runOn(
      pullRequestEvent('opened'),
      { 'config-file': 'pcc-deploy.toml', 'max-agents': '1' },
      'pull_request',
      { GITHUB_WORKSPACE: workspaceWith({ 'pcc-deploy.toml': WARM }) },
    )
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "pcc-deploy.toml [scaling] min_agents (2) is above input 'max-agents' (1): expected min-agents at most max-agents",
    ])
    expect(double.writes()).toEqual([])
  })
})
