// A preview agent per pull request, end to end through dist/index.js with the event files GitHub writes:
// opened and synchronize deploy <agent-name>-pr-<number>, closed deletes it, a fork deploys nothing, and
// the agent named by agent-name itself is never touched.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { double, eventFile, github, pullRequestEvent, runOn, usePreviewDoubles, writesTo } from './setup.js'

usePreviewDoubles()

const preview = (image: string, more: Record<string, string> = {}) => ({ preview: 'true', image, ...more })

describe.concurrent('preview', () => {
  it(
    'deploys the pull request to its own agent on open and on push, and deletes it when it closes',
    throughDist(async () => {
      // like any deploy: here with its secrets written from the workflow
      const secrets = { 'secret-set': 'preview-secrets', secrets: 'OPENAI_API_KEY=sk-preview-value-1' }
      const opened = await runOn(pullRequestEvent('opened'), preview('ghcr.io/acme/support-bot:pr-42-a', secrets))
      expect(opened.code).toBe(0)
      expect(opened.outputs).toMatchObject({ 'agent-name': 'support-bot-pr-42', operation: 'created', status: 'ready' })
      const made = double.agents.get('support-bot-pr-42')?.deployments.at(-1)
      expect(made?.body.image).toBe('ghcr.io/acme/support-bot:pr-42-a')
      expect(made?.env.OPENAI_API_KEY).toBe('sk-preview-value-1')

      const pushed = await runOn(pullRequestEvent('synchronize'), preview('ghcr.io/acme/support-bot:pr-42-b'))
      expect(pushed.outputs).toMatchObject({ 'agent-name': 'support-bot-pr-42', operation: 'updated', status: 'ready' })

      const closed = await runOn(
        pullRequestEvent('closed', { merged: true }),
        preview('ghcr.io/acme/support-bot:pr-42-b'),
      )
      expect(closed.code).toBe(0)
      expect(closed.outputs).toMatchObject({
        'agent-name': 'support-bot-pr-42',
        operation: 'deleted',
        status: 'deleted',
      })
      expect(double.deleted).toEqual(['support-bot-pr-42'])
      expect(double.agents.has('support-bot-pr-42')).toBe(false)
      expect(htmlToText(closed.summary)).toContain(
        "🗑️ Deleted: agent 'support-bot-pr-42' (the preview of pull request #42, now closed) and everything it ran were removed.",
      )
      // the production agent: never written, never deleted
      expect(writesTo('support-bot')).toEqual([])
      expect(double.agents.get('support-bot')?.deployments).toHaveLength(1)
    }),
  )

  it('takes a preview already gone on close as done, not as an error (closed without merging)', async () => {
    const closed = await runOn(pullRequestEvent('closed', { merged: false }), preview('ghcr.io/acme/support-bot:x'))
    expect(closed.code).toBe(0)
    expect(closed.outputs).toMatchObject({ operation: 'deleted', status: 'deleted', 'agent-name': 'support-bot-pr-42' })
    expect(closed.stdout).toContain("Agent 'support-bot-pr-42' does not exist (already deleted): nothing to delete")
    // read for the record, then deleted all the same: a read may lag behind the create
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/agents/support-bot-pr-42',
      'DELETE /v1/agents/support-bot-pr-42',
    ])
  })

  it("deploys nothing for a fork's pull request, says why before any check of the key, and succeeds", async () => {
    // a fork's run gets no secrets: api-key arrives empty
    const run = await runOn(
      pullRequestEvent('opened', { fork: true }),
      preview('ghcr.io/acme/support-bot:x', { 'api-key': '' }),
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /^::notice::Pull request #42 comes from the fork mallory\/support-bot: no preview agent is deployed or deleted for it/m,
    )
    expect(errorsOf(run)).toEqual([])
    expect(run.outputs).toMatchObject({ status: 'not-deployed', ready: 'false' })
    expect(double.requests).toEqual([])
    expect(github.requests).toEqual([])
  })

  it('is refused outside a pull request, before any request', async () => {
    const push = eventFile('push.json', {
      ref: 'refs/heads/main',
      before: '9049f1265b7d61be4a8904a9a27120d2064dab3b',
      after: '6dcb09b5b57875f334f61aebed695e2e4193db5e',
      repository: { full_name: 'acme/support-bot', default_branch: 'main' },
      pusher: { name: 'octocat' },
      commits: [],
    })
    const run = await runOn(push, preview('ghcr.io/acme/support-bot:x'), 'push')
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "Input 'preview' is true, but this run is for the 'push' event: expected a pull_request or pull_request_target run (a preview agent belongs to a pull request). Leave preview out to deploy agent 'support-bot' itself",
    ])
    expect(double.requests).toEqual([])
  })

  it('shortens a long name the same way every time (pull_request or pull_request_target), keeping the number', async () => {
    const base = 'customer-support-voice-agent-for-the-emea-region-v2' // 51 characters
    const first = await runOn(pullRequestEvent('opened'), preview('ghcr.io/acme/a:1', { 'agent-name': base }))
    const again = await runOn(
      pullRequestEvent('synchronize'),
      preview('ghcr.io/acme/a:2', { 'agent-name': base }),
      'pull_request_target',
    )
    const name = first.outputs['agent-name'] ?? ''
    expect(name).toMatch(/^customer-support-voice-agent-for-the-emea-[0-9a-f]{6}-pr-42$/)
    expect(name.length).toBeLessThanOrEqual(54)
    expect(again.outputs).toMatchObject({ 'agent-name': name, operation: 'updated' })
    expect(double.writes()[0]?.body.serviceName).toBe(name)
  })

  it('gives each pull request its own transient GitHub environment and comment, inactive and "removed" once closed', async () => {
    const inputs = preview('ghcr.io/acme/support-bot:pr-42-a', { environment: 'preview', 'pr-comment': 'true' })
    const opened = await runOn(pullRequestEvent('opened'), inputs)
    expect(opened.code).toBe(0)
    expect(github.deployments).toMatchObject([
      {
        environment: 'preview/pr-42',
        transient_environment: true,
        production_environment: false,
        statuses: ['in_progress', 'success'],
      },
    ])
    expect(htmlToText(github.comments[0]?.body ?? '')).toMatch(
      /Agent support-bot-pr-42: preview of pull request #42\n+✅ Deployed and ready: agent 'support-bot-pr-42' created/,
    )

    const closed = await runOn(pullRequestEvent('closed', { merged: true }), inputs)
    expect(closed.code).toBe(0)
    expect(github.deployments[0]?.statuses).toEqual(['in_progress', 'success', 'inactive'])
    expect(github.deployments).toHaveLength(1)
    expect(github.comments).toHaveLength(1)
    expect(htmlToText(github.comments[0]?.body ?? '')).toMatch(
      /Agent support-bot-pr-42: preview removed\n+🗑️ Deleted: agent 'support-bot-pr-42' \(the preview of pull request #42, now closed\)/,
    )
  })
})
