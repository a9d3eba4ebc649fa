// A preview that writes secrets writes a set of its own, <secret-set>-pr-<number>, never production's
// (whose name the deploy file gives), and deletes it with the preview when the pull request closes.
import { describe, expect, it } from 'vitest'
import { throughDist } from '../../helpers/run-step.js'
import { double, pullRequestEvent, runOn, usePreviewDoubles, workspaceWith } from './setup.js'

usePreviewDoubles()

const FILE = 'agent_name = "support-bot"\nimage = "ghcr.io/acme/support-bot:1.0.0"\nsecret_set = "support-secrets"\n'
const STEP = { preview: 'true', 'config-file': 'pcc-deploy.toml', secrets: 'OPENAI_API_KEY=sk-preview-value-42' }
const PRODUCTION = { OPENAI_API_KEY: 'sk-production-value', DEEPGRAM_API_KEY: 'dg-production-value' }

/** Production's set, as the organization has it. */
function productionSet() {
  double.secretSets.set('support-secrets', {
    region: 'local-1',
    status: 'ready',
    readyInMs: 0,
    imagePull: false,
    values: new Map(Object.entries(PRODUCTION)),
  })
}

describe.concurrent('a preview with secrets', () => {
  it(
    'writes its own set, never production’s, and deletes it when the pull request closes',
    throughDist(async () => {
      productionSet()
      const workspace = workspaceWith({ 'pcc-deploy.toml': FILE })
      const opened = await runOn(pullRequestEvent('opened'), STEP, 'pull_request', { GITHUB_WORKSPACE: workspace })
      expect(opened.code, opened.stdout).toBe(0)
      expect(
        double.requests.filter((r) => /^\/v1\/secrets\/support-secrets(\/|$)/.test(r.path) && r.method !== 'GET'),
      ).toEqual([])
      expect(double.secretSets.get('support-secrets-pr-42')?.values.get('OPENAI_API_KEY')).toBe('sk-preview-value-42')
      expect(double.writes()[0]?.body).toMatchObject({
        serviceName: 'support-bot-pr-42',
        secretSet: 'support-secrets-pr-42',
      })
      expect(Object.fromEntries(double.secretSets.get('support-secrets')?.values ?? [])).toEqual(PRODUCTION)
      // the same step on the close: the preview and its own set go, production's stays
      const closed = await runOn(pullRequestEvent('closed'), STEP, 'pull_request', { GITHUB_WORKSPACE: workspace })
      expect(closed.code, closed.stdout).toBe(0)
      expect(double.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/v1/agents/support-bot-pr-42',
        '/v1/secrets/support-secrets-pr-42',
      ])
      expect(closed.stdout).toContain("Deleted secret set 'support-secrets-pr-42', the preview's own")
      expect(double.secretSets.has('support-secrets-pr-42')).toBe(false)
      expect(double.secretSets.has('support-secrets')).toBe(true)
    }),
  )

  it('says nothing of the file’s min_agents when it is already 0', async () => {
    productionSet()
    const workspace = workspaceWith({ 'pcc-deploy.toml': `${FILE}[scaling]\nmin_agents = 0\n` })
    const run = await runOn(
      pullRequestEvent('opened'),
      { preview: 'true', 'config-file': 'pcc-deploy.toml' },
      'pull_request',
      {
        GITHUB_WORKSPACE: workspace,
      },
    )
    expect(run.code, run.stdout).toBe(0)
    expect(run.stdout).not.toContain('is not applied to a preview')
  })
})
