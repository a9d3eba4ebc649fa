// delete: true, from a workflow_dispatch teardown: the named agent deleted (and nothing else), a dry run
// that only says what it would delete, and the inputs a delete does not use named in a warning.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { throughDist } from '../../helpers/run-step.js'
import { double, eventFile, runOn, usePreviewDoubles } from './setup.js'

usePreviewDoubles()

const dispatch = () =>
  eventFile('workflow_dispatch.json', {
    inputs: { agent: 'support-bot-pr-7' },
    ref: 'refs/heads/main',
    repository: { full_name: 'acme/support-bot', default_branch: 'main' },
    sender: { login: 'octocat', type: 'User' },
    workflow: '.github/workflows/teardown.yml',
  })

describe.concurrent('delete', () => {
  it(
    'deletes the agent it names, and only it',
    throughDist(async () => {
      double.seed('support-bot-pr-7', { image: 'ghcr.io/acme/support-bot:pr-7' })
      const run = await runOn(dispatch(), { 'agent-name': 'support-bot-pr-7', delete: 'true' }, 'workflow_dispatch')
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({
        'agent-name': 'support-bot-pr-7',
        operation: 'deleted',
        status: 'deleted',
        ready: 'false',
      })
      expect(double.deleted).toEqual(['support-bot-pr-7'])
      expect(double.agents.has('support-bot')).toBe(true)
      expect(run.stdout).not.toMatch(/^::warning::/m)
      // what was removed, for the record
      expect(htmlToText(run.summary)).toContain('Image it ran | ghcr.io/acme/support-bot:pr-7')
    }),
  )

  it('with dry-run, says what it would delete and deletes nothing', async () => {
    double.seed('support-bot-pr-7', { image: 'ghcr.io/acme/support-bot:pr-7' })
    const run = await runOn(
      dispatch(),
      { 'agent-name': 'support-bot-pr-7', delete: 'true', 'dry-run': 'true' },
      'workflow_dispatch',
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ operation: 'would-delete', status: 'planned' })
    expect(run.stdout).toContain(
      "Dry run: agent 'support-bot-pr-7' would be deleted (delete is true), with everything it runs; nothing was sent",
    )
    expect(htmlToText(run.summary)).toContain(
      "📝 Planned: agent 'support-bot-pr-7' would be deleted, with everything it runs; nothing was written (dry run).",
    )
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(double.agents.has('support-bot-pr-7')).toBe(true)
  })

  it('names the inputs only a deploy uses as ignored, and still deletes', async () => {
    double.seed('support-bot-pr-7', { image: 'ghcr.io/acme/support-bot:pr-7' })
    const run = await runOn(
      dispatch(),
      { 'agent-name': 'support-bot-pr-7', delete: 'true', image: 'ghcr.io/acme/support-bot:9', 'max-agents': '3' },
      'workflow_dispatch',
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::Ignored by delete: image, max-agents (they only matter to a deploy)')
    expect(double.deleted).toEqual(['support-bot-pr-7'])
  })

  it("shows the service's refusal in its words, and says nothing was deleted", async () => {
    double.setFaults([
      { method: 'DELETE', status: 403, body: JSON.stringify({ error: 'Forbidden for this key', code: 'FORBIDDEN' }) },
    ])
    const run = await runOn(dispatch(), { 'agent-name': 'support-bot', delete: 'true' }, 'workflow_dispatch')
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::The service answered 403 Forbidden to DELETE /v1/agents/support-bot: "Forbidden for this key" (code FORBIDDEN)',
    )
    expect(double.agents.has('support-bot')).toBe(true)
    expect(run.outputs.status).toBe('not-deployed')
  })
})
