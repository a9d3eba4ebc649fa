// An agent the service deploys itself from a GitHub repository on every push: the step says that the next
// push there replaces what it deploys, in a warning and in the summary, and deploys as asked.
import { describe, expect, it } from 'vitest'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, IMAGE, start, useDouble } from './setup.js'

useDouble()

describe.concurrent('an agent linked to a repository by the service', () => {
  it(
    'warns that the next push there replaces this deploy, and says so in the summary',
    throughDist(async () => {
      await start({ readyAfterMs: 200 })
      double.seed(
        'support-bot',
        { image: IMAGE },
        { git: { repoFullName: 'acme/support-bot', branch: 'main', autoDeploy: true } },
      )
      const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0' })
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(
        "::warning::Agent 'support-bot' is deployed by the service itself from GitHub (acme/support-bot, branch main) on every push: the next push there replaces what this step deploys",
      )
      expect(run.summary).toContain(
        '<td>Deployed from GitHub by the service</td><td>acme/support-bot, branch main: the next push there replaces this deployment</td>',
      )
      expect(double.writes()).toHaveLength(1)
    }),
  )

  it('says nothing when the link does not deploy on push', async () => {
    await start({ readyAfterMs: 200 })
    double.seed(
      'support-bot',
      { image: IMAGE },
      { git: { repoFullName: 'acme/support-bot', branch: 'main', autoDeploy: false } },
    )
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0' })
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('deployed by the service itself')
  })
})
