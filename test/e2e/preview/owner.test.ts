// A preview writes and deletes only an agent it made itself (issue 44 §3): an agent of the preview's name
// created before the pull request was opened, or one the service's own GitHub integration deploys, fails
// the preview naming it, on a push and on the close, and nothing is written or deleted.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { double, pullRequestEvent, runOn, usePreviewDoubles } from './setup.js'

usePreviewDoubles()

const preview = { preview: 'true', image: 'ghcr.io/acme/support-bot:pr-42-a' }

describe.concurrent('a preview and an agent of its name it did not make', () => {
  it(
    'neither deploys over nor deletes an agent created before the pull request was opened',
    throughDist(async () => {
      // pull request #42 was opened at 2026-11-24T01:58:00Z (the event file's created_at)
      double.seed(
        'support-bot-pr-42',
        { image: 'ghcr.io/acme/voice-bot:7.0.0' },
        { createdAt: Date.parse('2026-10-01T00:00:00Z') },
      )
      const pushed = await runOn(pullRequestEvent('synchronize'), preview)
      expect(pushed.code).toBe(1)
      expect(errorsOf(pushed)[0]).toBe(
        "Agent 'support-bot-pr-42' is not this preview's: it was created at 2026-10-01T00:00:00.000Z, before pull request #42 was opened (2026-11-24T01:58:00Z). A preview writes and deletes only an agent it made itself, so it does not deploy over it; nothing was changed. Rename or delete that agent yourself, or give this step another agent-name",
      )
      const closed = await runOn(pullRequestEvent('closed'), preview)
      expect(closed.code).toBe(1)
      expect(errorsOf(closed)[0]).toContain('so it does not delete it; nothing was changed')
      expect(double.writes()).toEqual([])
      expect(double.deleted).toEqual([])
      expect(double.agents.get('support-bot-pr-42')?.deployments).toHaveLength(1)
    }),
  )

  it("leaves the service's own preview of the same pull request alone, naming it", async () => {
    const git = { repoFullName: 'acme/support-bot', branch: 'language', autoDeploy: true }
    double.seed('support-bot-pr-42', { image: 'ghcr.io/acme/support-bot:gh-build' }, { git })
    const run = await runOn(pullRequestEvent('opened'), preview)
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^Agent 'support-bot-pr-42' is not this preview's: the service's GitHub integration deploys it from acme\/support-bot/,
    )
    expect(double.writes()).toEqual([])
  })

  it('deploys over the agent its own first run made', async () => {
    const opened = await runOn(pullRequestEvent('opened'), preview)
    expect(opened.outputs.operation).toBe('created')
    const pushed = await runOn(pullRequestEvent('synchronize'), {
      ...preview,
      image: 'ghcr.io/acme/support-bot:pr-42-b',
    })
    expect(pushed.code, pushed.stdout).toBe(0)
    expect(pushed.outputs.operation).toBe('updated')
  })

  it.each([
    [
      'the agent’s record carries no createdAt',
      { noCreatedAt: true },
      {},
      /the service's record of it carries no creation time \(createdAt: null\)/,
    ],
    [
      'the event carries no created_at',
      {},
      { noCreatedAt: true },
      /the event carries no time the pull request was opened \(pull_request\.created_at/,
    ],
  ])('writes and deletes nothing when ownership cannot be proven: %s', async (_, seedExtra, eventExtra, why) => {
    // made hours before the pull request was opened: only the times could tell
    double.seed(
      'support-bot-pr-42',
      { image: 'ghcr.io/acme/voice-bot:7.0.0' },
      { createdAt: Date.parse('2026-11-23T20:00:00Z'), ...seedExtra },
    )
    const closed = await runOn(pullRequestEvent('closed', eventExtra), preview)
    expect(closed.code).toBe(1)
    expect(errorsOf(closed)[0]).toMatch(/^Agent 'support-bot-pr-42' cannot be proven to be this preview's: /)
    expect(errorsOf(closed)[0]).toMatch(why)
    expect(errorsOf(closed)[0]).toContain('so it does not delete it; nothing was changed')
    const pushed = await runOn(pullRequestEvent('synchronize', eventExtra), preview)
    expect(errorsOf(pushed)[0]).toContain('so it does not deploy over it; nothing was changed')
    expect(double.writes()).toEqual([])
    expect(double.deleted).toEqual([])
  })

  it('takes an agent made within the clock allowance before the pull request was opened for its own', async () => {
    // the service's clock 3 s behind GitHub's: the preview's own first run made it
    double.seed(
      'support-bot-pr-42',
      { image: 'ghcr.io/acme/support-bot:pr-42-a' },
      { createdAt: Date.parse('2026-11-24T01:57:57Z') },
    )
    const closed = await runOn(pullRequestEvent('closed'), preview)
    expect(closed.code, closed.stdout).toBe(0)
    expect(double.deleted).toEqual(['support-bot-pr-42'])
  })
})
