// Refusals and what an update must keep: an agent with several secret sets, a rollback's pull secret set, any other 409.
import { beforeEach, describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, OLD, useDouble } from './setup.js'

useDouble()

describe.concurrent('an agent with several secret sets', () => {
  beforeEach(() => {
    double.seed('support-bot', { image: OLD, secretSets: ['app-secrets', 'billing-secrets'] })
  })

  it(
    'refuses an image-only update before any write, naming the sets',
    throughDist(async () => {
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toEqual([
        "Agent 'support-bot' has 2 secret sets (app-secrets, billing-secrets), and an update carries only one: sending it would remove the others. Name the one set the agent should keep with input 'secret-set', or merge them into one set first",
      ])
      expect(double.writes()).toHaveLength(0)
      expect(run.outputs.status).toBe('not-deployed')
    }),
  )

  it('updates when the user names the one set to keep', async () => {
    const run = await deploy({ 'secret-set': 'app-secrets' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.secretSet).toBe('app-secrets')
    expect(run.stdout).toContain('Secret set: app-secrets, billing-secrets → app-secrets')
  })
})

describe.concurrent('rollback', () => {
  it(
    'restores the image pull secret set the record reported, not the one of this run',
    throughDist(async () => {
      double.seed('support-bot', { image: OLD, imagePullSecretSet: 'registry-old' })
      double.addSecretSet({ name: 'registry-new', imagePull: true })
      const run = await deploy({
        image: 'ghcr.io/acme/support-bot:crash',
        'image-pull-secret-set': 'registry-new',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      const [failed, restored] = double.writes()
      expect(failed?.body.imagePullSecretSet).toBe('registry-new')
      expect(restored?.body).toMatchObject({ image: OLD, imagePullSecretSet: 'registry-old' })
      expect(run.outputs['rolled-back']).toBe('true')
    }),
  )
})

describe.concurrent('409s', () => {
  it(
    'shows any other 409 in the service its own words, without resending',
    throughDist(async () => {
      double.seed('support-bot', { image: OLD })
      double.setFaults([
        {
          method: 'POST',
          status: 409,
          times: 50,
          body: JSON.stringify({ error: 'Another deployment of this agent is in progress', code: 'CONFLICT' }),
        },
      ])
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(double.writes()).toHaveLength(1)
      expect(errorsOf(run)).toEqual([
        'The service answered 409 Conflict to POST /v1/agents/support-bot: "Another deployment of this agent is in progress" (code CONFLICT)',
      ])
      expect(run.outputs.status).toBe('not-deployed')
    }),
  )
})
