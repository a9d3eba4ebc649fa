// The rollback action (rollback/action.yml, issue 63): a fleet's legs each deploy one agent and write a
// release record; when one leg fails, every agent its leg moved goes back to what served before, through the
// deploy step's write path and wait, several at a time; an agent its own step rolled back, an agent its leg
// created, and an agent someone deployed since are named and left alone; a re-run writes nothing.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'
import { deployLeg, rollbackInputs, V1 } from './fleet-legs.js'

const rollback = (inputs: Record<string, string>, workspace: string) =>
  runStep(inputs, { action: 'rollback', env: { GITHUB_WORKSPACE: workspace } })

describe.concurrent('the rollback action', () => {
  it(
    'brings back every agent its leg moved when one leg failed, names the rest, and writes nothing on a re-run',
    throughDist(() =>
      withDouble({ crashImages: /crash/ }, async (double) => {
        for (const agent of ['bot-us', 'bot-eu', 'bot-ap']) double.seed(agent, { image: V1(agent), minAgents: 1 })
        const ws = workspaceWith({ 'README.md': '# bots\n' })
        try {
          expect((await deployLeg(double, ws.dir, 'bot-us')).code).toBe(0)
          expect((await deployLeg(double, ws.dir, 'bot-ap')).code).toBe(0)
          expect((await deployLeg(double, ws.dir, 'bot-new')).code).toBe(0)
          const eu = await deployLeg(double, ws.dir, 'bot-eu', {
            image: 'ghcr.io/acme/bot-eu:crash',
            'rollback-on-failure': 'true',
          })
          expect(eu.code).toBe(1)
          const before = double.writes().length
          const run = await rollback(rollbackInputs(double, { expect: 'bot-us bot-eu bot-ap bot-new' }), ws.dir)
          expect(run.code, run.stdout).toBe(0)
          expect(double.read('bot-us')?.deployment?.manifest?.spec?.image).toBe(V1('bot-us'))
          expect(double.read('bot-ap')?.deployment?.manifest?.spec?.image).toBe(V1('bot-ap'))
          const restored = double.writes().slice(before)
          expect(restored.map((w) => w.path).sort()).toEqual(['/v1/agents/bot-ap', '/v1/agents/bot-us'])
          expect(restored.map((w) => w.body.image).sort()).toEqual([V1('bot-ap'), V1('bot-us')])
          const rolledBack = JSON.parse(run.outputs['rolled-back'] ?? '')
          expect(rolledBack.map((r: { agent: string }) => r.agent).sort()).toEqual(['bot-ap', 'bot-us'])
          const left = JSON.parse(run.outputs.left ?? '')
          expect(left).toEqual(
            expect.arrayContaining([
              expect.objectContaining({
                agent: 'bot-eu',
                status: 'left',
                reason: expect.stringMatching(/its own step rolled it back/),
              }),
              expect.objectContaining({
                agent: 'bot-new',
                status: 'left',
                reason: expect.stringMatching(/its leg created it.*not deleted/),
              }),
            ]),
          )
          expect(double.agents.has('bot-new')).toBe(true)
          const summary = htmlToText(run.summary)
          expect(summary).toContain('1 leg failed: 2 rolled back, 2 left as they are, 0 failed')
          expect(summary).toMatch(/bot-us \| Rolled back \| \S+ \| what served before/)

          const again = await rollback(rollbackInputs(double, { expect: 'bot-us bot-eu bot-ap bot-new' }), ws.dir)
          expect(again.code, again.stdout).toBe(0)
          expect(double.writes().length).toBe(before + 2)
          expect(JSON.parse(again.outputs['rolled-back'] ?? '')).toEqual([])
          expect(JSON.parse(again.outputs.left ?? '')).toEqual(
            expect.arrayContaining([
              expect.objectContaining({
                agent: 'bot-us',
                reason: expect.stringMatching(/already runs what served before/),
              }),
            ]),
          )
          expect(errorsOf(again)).toEqual([])
        } finally {
          ws.remove()
        }
      }),
    ),
  )
})
