// The rollback action's rules against the double, in process (the one run through dist/ is fleet.test.ts):
// never over a deployment that is not its leg's, proven by reads in a row as the deploy step's (a stale read
// proves nothing either way); a set that passed reads nothing; `when: always`; a restore that fails fails
// the step, the others restored all the same.
import { describe, expect, it } from 'vitest'
import { deployInputs, errorsOf } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'
import { deployLeg, rollbackInputs, V1, writesOf } from './fleet-legs.js'

const rollback = (inputs: Record<string, string>, workspace: string) =>
  runStep(inputs, { action: 'rollback', env: { GITHUB_WORKSPACE: workspace } })

const leftOf = (run: { outputs: Record<string, string> }, agent: string) =>
  JSON.parse(run.outputs.left ?? '[]').find((entry: { agent: string }) => entry.agent === agent)

describe.concurrent('the rollback action', () => {
  it(
    'leaves an agent someone deployed since, proven by three reads in a row',
    throughDist(() =>
      withDouble({}, async (double) => {
        for (const agent of ['bot-us', 'bot-eu']) double.seed(agent, { image: V1(agent) })
        const ws = workspaceWith({})
        try {
          await deployLeg(double, ws.dir, 'bot-us')
          await deployLeg(double, ws.dir, 'bot-eu')
          const hotfix = await runStep(
            deployInputs(double.url, { 'agent-name': 'bot-us', image: 'ghcr.io/acme/bot-us:2.0.1' }),
          )
          expect(hotfix.code).toBe(0)
          const before = double.writes().length
          const run = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
          expect(run.code, run.stdout).toBe(0)
          expect(writesOf(double, 'bot-us').length).toBe(2)
          expect(double.writes().length).toBe(before + 1)
          expect(leftOf(run, 'bot-us').reason).toMatch(
            new RegExp(
              `^it runs deployment ${hotfix.outputs['deployment-id']}, not its leg's .*another run or a person deployed since \\(3 reads in a row\\)`,
            ),
          )
          expect(double.read('bot-us')?.deployment?.manifest?.spec?.image).toBe('ghcr.io/acme/bot-us:2.0.1')
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it.for([['previous'], ['unknown']] as const)(
    'takes a stale read (%s) for nothing and rolls back once a read names the leg’s deployment',
    ([stale]) =>
      withDouble({}, async (double) => {
        double.seed('bot-us', { image: V1('bot-us') })
        const ws = workspaceWith({})
        try {
          await deployLeg(double, ws.dir, 'bot-us')
          double.setFaults([{ method: 'GET', path: '/v1/agents/bot-us', staleRecord: stale, times: 3 }])
          const run = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
          expect(run.code, run.stdout).toBe(0)
          expect(JSON.parse(run.outputs['rolled-back'] ?? '')).toEqual([expect.objectContaining({ agent: 'bot-us' })])
          expect(run.stdout).toMatch(
            /bot-us: a read names deployment \S+, not its leg's \S+ \(read 1; 3 in a row decide\)/,
          )
          expect(double.read('bot-us')?.deployment?.manifest?.spec?.image).toBe(V1('bot-us'))
        } finally {
          ws.remove()
        }
      }),
  )

  it('reads nothing from the service when every leg passed', () =>
    withDouble({}, async (double) => {
      double.seed('bot-us', { image: V1('bot-us') })
      const ws = workspaceWith({})
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        const requests = double.requests.length
        const run = await rollback(rollbackInputs(double), ws.dir)
        expect(run.code, run.stdout).toBe(0)
        expect(double.requests.length).toBe(requests)
        expect(run.stdout).toContain('Every leg of the set passed (1 records): nothing is rolled back')
        expect(leftOf(run, 'bot-us')).toEqual({ agent: 'bot-us', status: 'left', reason: 'the set passed' })
      } finally {
        ws.remove()
      }
    }))

  it('fails the step when a restore it tried fails, and still restores the others', () =>
    withDouble({}, async (double) => {
      for (const agent of ['bot-us', 'bot-eu']) double.seed(agent, { image: V1(agent) })
      const ws = workspaceWith({})
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        await deployLeg(double, ws.dir, 'bot-eu', { 'conversation-test': 'false', image: 'ghcr.io/acme/bot-eu:2.0.0' })
        double.setFaults([
          { method: 'POST', path: '/v1/agents/bot-us', status: 400, body: '{"error":"Image pull secret is required"}' },
        ])
        const run = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
        expect(run.code).toBe(1)
        expect(run.stdout).toMatch(
          /::error::Rolling back 'bot-us' failed \(restoring failed: .*Image pull secret is required.*\)\. Restored: 'bot-eu' \(deployment \S+\)/,
        )
        expect(leftOf(run, 'bot-us')).toMatchObject({ status: 'failed' })
        expect(double.read('bot-eu')?.deployment?.manifest?.spec?.image).toBe(V1('bot-eu'))
      } finally {
        ws.remove()
      }
    }))

  it('counts an agent of expect without a record as a failed leg', () =>
    withDouble({}, async (double) => {
      double.seed('bot-us', { image: V1('bot-us') })
      const ws = workspaceWith({})
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        const run = await rollback(rollbackInputs(double, { expect: 'bot-us,bot-eu' }), ws.dir)
        expect(run.code, run.stdout).toBe(0)
        expect(run.stdout).toContain('The set failed: bot-eu: no release record')
        expect(double.read('bot-us')?.deployment?.manifest?.spec?.image).toBe(V1('bot-us'))
      } finally {
        ws.remove()
      }
    }))

  it('names a leg refused before any request (its agent never made) and restores the rest', () =>
    withDouble({}, async (double) => {
      double.seed('bot-us', { image: V1('bot-us') })
      const ws = workspaceWith({})
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        const refused = await deployLeg(double, ws.dir, 'bot-new', { 'max-agents': '0' })
        expect(refused.code).toBe(1)
        const run = await rollback(rollbackInputs(double), ws.dir)
        expect(run.code, run.stdout).toBe(0)
        expect(leftOf(run, 'bot-new')).toEqual({
          agent: 'bot-new',
          status: 'left',
          reason: 'its leg made no deployment',
        })
        expect(double.requests.some((r) => r.path === '/v1/agents/bot-new')).toBe(false)
        expect(double.read('bot-us')?.deployment?.manifest?.spec?.image).toBe(V1('bot-us'))
      } finally {
        ws.remove()
      }
    }))

  it('learns what a write whose answer was lost did, and says the service’s own words when a read fails', () =>
    withDouble({}, async (double) => {
      for (const agent of ['bot-us', 'bot-eu']) double.seed(agent, { image: V1(agent) })
      const ws = workspaceWith({})
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        await deployLeg(double, ws.dir, 'bot-eu')
        double.setFaults([{ method: 'POST', path: '/v1/agents/bot-us', drop: 'after' }])
        const run = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
        expect(run.code, run.stdout).toBe(0)
        expect(writesOf(double, 'bot-us').length).toBe(2)
        expect(
          JSON.parse(run.outputs['rolled-back'] ?? '')
            .map((r: { agent: string }) => r.agent)
            .sort(),
        ).toEqual(['bot-eu', 'bot-us'])

        double.setFaults([
          {
            method: 'GET',
            path: '/v1/agents/bot-eu',
            status: 403,
            body: '{"error":"Key lacks agents:read"}',
            times: 10,
          },
        ])
        const writes = double.writes().length
        const refused = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
        expect(refused.code).toBe(1)
        expect(errorsOf(refused)[0]).toMatch(
          /^Agent 'bot-eu' \(releases\/bot-eu\.json\) could not be read before any write: .*Key lacks agents:read.*\. Nothing was rolled back: run the rollback again$/,
        )
        expect(refused.outputs).toEqual({ 'rolled-back': '[]', left: '[]' })
        expect(double.writes().length).toBe(writes)
      } finally {
        ws.remove()
      }
    }))

  it('rolls back on an installation of agent-api.md as written (activeDeploymentId only)', () =>
    withDouble({ form: 'documented' }, async (double) => {
      double.seed('bot-us', { image: V1('bot-us') })
      const ws = workspaceWith({})
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        const run = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
        expect(run.code, run.stdout).toBe(0)
        expect(JSON.parse(run.outputs['rolled-back'] ?? '')).toEqual([expect.objectContaining({ agent: 'bot-us' })])
        expect(double.read('bot-us')?.deployment?.manifest?.spec?.image).toBe(V1('bot-us'))
        const again = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
        expect(leftOf(again, 'bot-us').reason).toMatch(/^it already runs what served before its leg/)
      } finally {
        ws.remove()
      }
    }))
})
