// A hostile service's answers to a write: one that names no deployment, one that shows the old configuration.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, NEW, OLD, useDouble } from './setup.js'

useDouble()

describe.concurrent('an answer that names no deployment', () => {
  it(
    'reads the agent back briefly, then fails saying the create may have been carried out',
    throughDist(async () => {
      double.setFaults([{ method: 'POST', status: 200, body: JSON.stringify({ name: 'support-bot' }) }])
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(run.durationMs).toBeLessThan(10_000)
      expect(errorsOf(run)).toEqual([
        "The service's answer to the create of agent 'support-bot' named no deployment, and reading the agent back finds no such agent. The create may have been carried out: read the agent before deploying again",
      ])
      expect(run.outputs).toMatchObject({ status: 'unknown', ready: 'false' })
      expect(run.outputs['deployment-id'] ?? '').toBe('')
      expect(run.stdout).not.toContain('Waiting up to')
    }),
  )

  it('takes the deployment from the read-back when the write went through', async () => {
    double.seed('support-bot', { image: OLD })
    double.setFaults([
      { method: 'POST', status: 200, afterProcessing: true, body: JSON.stringify({ name: 'support-bot' }) },
    ])
    const run = await deploy()
    expect(run.code).toBe(0)
    const made = double.agents.get('support-bot')?.deployments.at(-1)?.id
    expect(run.outputs).toMatchObject({ status: 'ready', 'deployment-id': made })
    expect(run.stdout).toContain(
      `Reading agent 'support-bot' back shows deployment ${made} running the requested configuration`,
    )
  })
})

describe.concurrent('an update answered with the old configuration', () => {
  it(
    'fails rather than report the old image as deployed',
    throughDist(async () => {
      double.seed('support-bot', { image: OLD })
      const stale = double.read('support-bot')
      double.setFaults([{ method: 'POST', status: 200, body: JSON.stringify(stale), times: 10 }])
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The service's answer to the update of agent 'support-bot' named deployment ${stale?.desiredDeploymentId}, which does not run what was asked \\(asked → reported: Image: ${NEW} → ${OLD}\\), and reading the agent back still .*: the requested configuration was not deployed$`,
          ),
        ),
      ])
      expect(run.outputs.status).toBe('failed')
      expect(run.outputs.ready).toBe('false')
      expect(run.stdout).not.toContain('already deployed')
    }),
  )

  it('still takes a scaling-only update that keeps the deployment', async () => {
    double.seed('support-bot', { image: NEW, autoScaling: { minAgents: 1, maxAgents: 2 } })
    const run = await deploy({ 'max-agents': '5' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'ready', operation: 'updated' })
    expect(run.outputs['deployment-id']).toBe(run.outputs['previous-deployment-id'])
  })
})
