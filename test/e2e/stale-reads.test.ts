// One read is not proof (issue 51 §1), end to end through dist/index.js. Reads lag behind writes
// (service-facts.md): a read of the agent that names the deployment this run replaced, or an id that is no
// deployment of the agent, must neither stop the run as superseded before its checks nor skip the rollback
// of a failing deployment. The double answers one such read (Fault.staleRecord), right after the write or
// right after the conversation's session was stopped (the read before the rollback).
import { describe, expect, it } from 'vitest'
import type { AgentServiceDouble } from '../double/agent-service.js'
import { errorsOf } from '../helpers/run-action.js'
import { throughDist } from '../helpers/run-step.js'
import { converse, withDouble } from './conversation/setup.js'

const OLD = 'ghcr.io/acme/support-bot:1.0.0'
const SILENT = { image: 'ghcr.io/acme/support-bot:silent', 'conversation-seconds': '2', 'rollback-on-failure': 'true' }
const AGENT_PATH = '/v1/agents/support-bot'
const afterStop = { method: 'DELETE', pathMatch: /\/sessions\// }
const afterWrite = { method: 'POST', pathMatch: /^\/v1\/agents\/support-bot$/ }

const images = (double: AgentServiceDouble) =>
  (double.agents.get('support-bot')?.deployments ?? []).map((d) => d.body.image)

const staleRead = (kind: 'previous' | 'unknown', after: typeof afterStop) =>
  withDouble({}, async (double) => {
    double.seed('support-bot', { image: OLD })
    double.setFaults([{ method: 'GET', path: AGENT_PATH, staleRecord: kind, after }])
    const run = await converse(double, SILENT)
    expect(double.pendingFaults()).toEqual([])
    expect(run.code, run.stdout).toBe(1)
    expect(run.outputs).toMatchObject({
      status: 'failed',
      'superseded-by': '',
      'conversation-test': 'failed',
      'rolled-back': 'true',
    })
    expect(errorsOf(run)[0]).toMatch(/^The conversation with the new deployment failed: .*Rolled back:/)
    expect(images(double)).toEqual([OLD, SILENT.image, OLD])
  })

// the behaviour's run through dist/ is the first; the other stale reads are its variations, in process
describe.concurrent('a stale read of the agent', () => {
  it(
    'names the deployment this run replaced: the failing deployment is checked and rolled back, not called superseded',
    throughDist(() => staleRead('previous', afterStop)),
  )
  it.each([
    ['names an id that is no deployment of the agent', afterStop],
    ['right after the write names an id that is no deployment of the agent', afterWrite],
  ] as const)('%s: the failing deployment is checked and rolled back, not called superseded', (_, after) =>
    staleRead('unknown', after),
  )
})
