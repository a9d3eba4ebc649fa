// A rollback cancelled midway (the runner's SIGTERM, through dist/ as the runner runs it): the agents already
// restored are said, a write already sent is said with its deployment (never cut halfway), and no agent is
// started after the signal.
import { describe, expect, it } from 'vitest'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'
import { deployLeg, rollbackInputs, V1, writesOf } from './fleet-legs.js'

describe('the rollback action, cancelled', () => {
  it(
    'says the agents restored and the write it let finish, and starts no other',
    throughDist(() =>
      withDouble({ readyAfterMsByAgent: { 'bot-b': 600_000 } }, async (double) => {
        for (const agent of ['bot-a', 'bot-b', 'bot-c']) double.seed(agent, { image: V1(agent) })
        const ws = workspaceWith({})
        try {
          await deployLeg(double, ws.dir, 'bot-a')
          // its leg did not wait: the set failed, and its restore will not be ready before the cancel
          await deployLeg(double, ws.dir, 'bot-b', { 'wait-for-ready': 'false' })
          await deployLeg(double, ws.dir, 'bot-c')
          const cancel = signalOnOutput('bot-b: Waiting up to', 'SIGTERM')
          const run = await runStep(rollbackInputs(double, { concurrency: '1' }), {
            action: 'rollback',
            env: { GITHUB_WORKSPACE: ws.dir },
            onStart: cancel.onStart,
          })
          expect(run.code).toBe(1)
          const restoredB = writesOf(double, 'bot-b').at(-1)
          expect(restoredB?.body.image).toBe(V1('bot-b'))
          const restoredId = double.read('bot-b')?.desiredDeploymentId
          expect(writesOf(double, 'bot-c').length).toBe(1)
          const rolledBack = JSON.parse(run.outputs['rolled-back'] ?? '')
          expect(rolledBack).toEqual([expect.objectContaining({ agent: 'bot-a' })])
          expect(errorsOf(run)).toEqual([
            expect.stringMatching(
              new RegExp(
                `^Cancelled: 'bot-b' written as deployment ${double.read('bot-b')?.desiredDeploymentId}; its readiness was not awaited \\(cancelled\\); 'bot-c' not started \\(cancelled\\)\\. Restored: 'bot-a' \\(deployment ${rolledBack[0].deploymentId}\\)$`,
              ),
            ),
          ])
          expect(cancel.reactedMs()).toBeLessThan(5_000)

          // run again: bot-b's restore is recognised and awaited (it rolls out once the wait began), nothing
          // written; bot-c, not started before, is restored now
          const restore = double.agents.get('bot-b')?.deployments.at(-1)
          const writes = double.writes().length
          const again = await runStep(rollbackInputs(double, { concurrency: '1' }), {
            action: 'rollback',
            env: { GITHUB_WORKSPACE: ws.dir },
            onStart: (child) => {
              let tail = ''
              child.stdout?.on('data', (chunk: Buffer) => {
                tail = (tail + String(chunk)).slice(-4096)
                if (restore && tail.includes('bot-b: Waiting up to')) restore.readyAt = Date.now()
              })
            },
          })
          expect(again.code, again.stdout).toBe(0)
          expect(
            double
              .writes()
              .slice(writes)
              .map((w) => w.path),
          ).toEqual(['/v1/agents/bot-c'])
          expect(JSON.parse(again.outputs.left ?? '')).toEqual(
            expect.arrayContaining([
              {
                agent: 'bot-b',
                status: 'left',
                reason: `it already runs what served before its leg (deployment ${restoredId}), now ready: nothing to write`,
              },
            ]),
          )
        } finally {
          ws.remove()
        }
      }),
    ),
  )
})
