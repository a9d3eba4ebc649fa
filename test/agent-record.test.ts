import { describe, expect, it } from 'vitest'
import { agentSchema, deploymentState, describeAgent } from '../src/agent-record.js'
import { agentRecord } from './fixtures.js'

describe('deploymentState', () => {
  it.each([
    ['ready when active and both flags are true', {}, 'dep-1', { kind: 'ready' }],
    ['starting when the deployment is not ready', { activeDeploymentReady: false }, 'dep-1', { kind: 'starting' }],
    ['starting when the agent is not ready', { ready: false }, 'dep-1', { kind: 'starting' }],
    [
      'not active when a lagging read still shows the previous deployment, even as ready',
      {},
      'dep-2',
      { kind: 'not-active', activeDeploymentId: 'dep-1' },
    ],
    [
      'failed when the service reports errors for it',
      { activeDeploymentReady: false, errors: [{ code: 'CrashLoopBackOff', message: 'exit 1' }] },
      'dep-1',
      { kind: 'failed', errors: [{ code: 'CrashLoopBackOff', message: 'exit 1' }] },
    ],
    ['ready when errors is an empty list', { errors: [] }, 'dep-1', { kind: 'ready' }],
  ])('%s', (_, overrides, id, expected) => {
    expect(deploymentState(agentRecord(overrides), id)).toEqual(expected)
  })
})

describe('agentSchema', () => {
  it('keeps fields it does not know, and never rejects them', () => {
    const agent = agentRecord({ region: 'eu-1', somethingNew: { a: 1 } })
    expect(agent).toMatchObject({ region: 'eu-1', somethingNew: { a: 1 } })
  })

  it('rejects a record without what the action needs', () => {
    expect(agentSchema.safeParse({ name: 'x' }).success).toBe(false)
  })

  it('describes an agent in one line', () => {
    expect(describeAgent(agentRecord({ errors: [{ code: 'E', message: 'm' }] }))).toBe(
      'active deployment dep-1 (deployment ready: true, agent ready: true, errors: E: m)',
    )
  })
})
