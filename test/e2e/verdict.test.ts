// The verdict first: the job summary (and the pull-request comment) open with one line a person reads at
// a glance, before the changes and the details: deployed and ready, unchanged, or failed with its reason
// in the service's words and what the rollback did.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { perTest, runningTests } from '../helpers/per-test.js'
import { deployInputs } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'

// each test's own double, so that the tests run at once
const double: AgentServiceDouble = runningTests(
  perTest(
    () => startAgentService({ readyAfterMs: 200 }),
    (double) => double.close(),
  ),
)

const deploy = (inputs: Record<string, string>) => runStep(deployInputs(double.url, inputs))

/** The summary's first paragraph, as text, and where it stands before the tables. */
function opening(summary: string): string {
  const match = /<p><strong>(.*?)<\/strong><\/p>/s.exec(summary)
  expect(match?.index ?? -1).toBeLessThan(summary.indexOf('<table>'))
  return htmlToText(match?.[1] ?? '')
}

describe.concurrent('the verdict', () => {
  it(
    'says deployed and ready, then unchanged, before any table',
    throughDist(async () => {
      const created = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0' })
      const id = double.agents.get('support-bot')?.deployments[0]?.id
      expect(opening(created.summary)).toBe(
        `✅ Deployed and ready: agent 'support-bot' created, deployment ${id} is rolled out and ready.`,
      )
      const again = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0' })
      expect(opening(again.summary)).toBe(
        `✅ Unchanged: agent 'support-bot' already runs this configuration (deployment ${id}, ready); nothing was written.`,
      )
    }),
  )

  it("says why a deployment failed, in the service's words, and what the rollback did", async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:crash', 'rollback-on-failure': 'true' })
    expect(run.code).toBe(1)
    const failed = double.agents.get('support-bot')?.deployments[1]?.id
    const verdict = opening(run.summary)
    // the failure's own first line (it names the deployment and the agent) without its pointer to the
    // output shown further down, then what the rollback did, once, in words
    expect(verdict).toMatch(
      new RegExp(
        `^❌ Failed: Deployment ${failed} of agent 'support-bot' failed: the service reports CrashLoopBackOff, last exit code 1 \\(Error\\), \\d+ restarts\\. Rolled back: the previous configuration runs again, ready\\.$`,
      ),
    )
    // then the changes, then the details
    expect(run.summary.indexOf('<h4>Changes</h4>')).toBeLessThan(run.summary.indexOf('<h4>Details</h4>'))
  })

  it('says in words what a dry run would do, and that nothing was written', async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', 'dry-run': 'true' })
    expect(opening(run.summary)).toBe(
      "📝 Planned: agent 'support-bot' would be updated; nothing was written (dry run).",
    )
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})
