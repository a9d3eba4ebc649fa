import { describe, expect, it } from 'vitest'
import { readCurrent } from '../../src/service/agents/agent-config.js'
import {
  agentSchema,
  deploymentState,
  describeAgent,
  describeFailure,
  failureOf,
} from '../../src/service/agents/agent-record.js'
import { isAlreadyExists, notReadySecretSet } from '../../src/service/agents/refusals.js'
import { ServiceError } from '../../src/service/http/errors.js'
import { checkedId } from '../../src/service/ids.js'
import { lastLines, MAX_LINE_LENGTH } from '../../src/service/output-lines.js'
import { agentRecord } from '../helpers/fixtures.js'

const crashed = {
  deploymentID: 'dep-2',
  phase: 'Failed',
  readyReplicas: 0,
  hasInfrastructureIssue: false,
  health: {
    ready: false,
    state: 'waiting',
    restartCount: 4,
    reason: 'CrashLoopBackOff',
    lastExitCode: 1,
    lastTerminationReason: 'Error',
    message: 'Traceback (most recent call last):\n  File "a.py", line 1\nValueError: bad',
  },
}

// The current API: the requested id at once, the rolled-out one later, `ready` about the rolled-out one.
const current = (overrides: Record<string, unknown>) =>
  agentRecord({
    desiredDeploymentId: 'dep-2',
    reconciledDeploymentId: 'dep-1',
    activeDeploymentId: 'dep-2',
    activeDeploymentReady: true,
    ready: true,
    ...overrides,
  })

describe('deploymentState', () => {
  it.each([
    ['documented form: ready when active and both flags are true', agentRecord(), 'dep-1', { kind: 'ready' }],
    [
      'documented form: starting when the deployment is not ready',
      agentRecord({ activeDeploymentReady: false }),
      'dep-1',
      { kind: 'starting' },
    ],
    [
      'documented form: starting when the agent is not ready',
      agentRecord({ ready: false }),
      'dep-1',
      { kind: 'starting' },
    ],
    [
      'not requested when a lagging read still names the previous deployment, even as ready',
      agentRecord(),
      'dep-2',
      { kind: 'not-requested', requestedId: 'dep-1' },
    ],
    [
      'current form: NOT ready while the previous deployment is the rolled-out one, though ready is true',
      current({}),
      'dep-2',
      { kind: 'starting' },
    ],
    [
      'current form: not ready while nothing is rolled out (null)',
      current({ reconciledDeploymentId: null }),
      'dep-2',
      { kind: 'starting' },
    ],
    [
      'current form: ready once rolled out and ready',
      current({ reconciledDeploymentId: 'dep-2' }),
      'dep-2',
      { kind: 'ready' },
    ],
    [
      'current form without the deprecated fields',
      current({ reconciledDeploymentId: 'dep-2', activeDeploymentId: undefined, activeDeploymentReady: undefined }),
      'dep-2',
      { kind: 'ready' },
    ],
    [
      'desiredDeploymentId wins over the deprecated activeDeploymentId',
      current({ reconciledDeploymentId: 'dep-2', activeDeploymentId: 'dep-1' }),
      'dep-2',
      { kind: 'ready' },
    ],
    [
      'current form: rolled out but not ready',
      current({ reconciledDeploymentId: 'dep-2', ready: false, activeDeploymentReady: false }),
      'dep-2',
      { kind: 'starting' },
    ],
    ['ready when errors is an empty list', agentRecord({ errors: [] }), 'dep-1', { kind: 'ready' }],
    [
      'a record with no deployment and no ids is not ready',
      agentRecord({ deployment: null, activeDeploymentId: null }),
      'dep-1',
      { kind: 'not-requested', requestedId: undefined },
    ],
  ])('%s', (_, agent, id, expected) => {
    expect(deploymentState(agent, id)).toEqual(expected)
  })

  it('fails this deployment when its revision is Failed, though ready is true (old instances serve)', () => {
    const state = deploymentState(current({ currentRevision: crashed }), 'dep-2')
    expect(state.kind).toBe('failed')
    if (state.kind !== 'failed') return
    expect(describeFailure(state.failure)).toBe(
      'the service reports CrashLoopBackOff, last exit code 1 (Error), 4 restarts. Its last output:\nTraceback (most recent call last):\n  File "a.py", line 1\nValueError: bad',
    )
  })

  it('does not blame this deployment for the previous revision failing', () => {
    expect(failureOf(current({ previousRevision: { ...crashed, deploymentID: 'dep-1' } }), 'dep-2')).toBeUndefined()
  })

  it('reports an infrastructure issue as the platform its problem', () => {
    const failure = failureOf(
      current({ currentRevision: { deploymentID: 'dep-2', phase: 'Failed', hasInfrastructureIssue: true } }),
      'dep-2',
    )
    expect(failure?.infrastructure).toBe(true)
    expect(describeFailure(failure as never)).toMatch(
      /^the platform reports an infrastructure issue \(a problem of the service, not of the agent's code/,
    )
  })

  it('fails on old-style errors for the requested deployment', () => {
    const state = deploymentState(agentRecord({ errors: [{ code: 'CrashLoopBackOff', message: 'exit 1' }] }), 'dep-1')
    expect(state).toEqual({
      kind: 'failed',
      failure: { infrastructure: false, summary: 'CrashLoopBackOff: exit 1', output: [] },
    })
  })
})

describe('agentSchema', () => {
  it('keeps fields it does not know, and never rejects them', () => {
    const agent = agentRecord({ region: 'eu-1', somethingNew: { a: 1 } })
    expect(agent).toMatchObject({ region: 'eu-1', somethingNew: { a: 1 } })
  })

  it('accepts records with fields missing or null, deployment included', () => {
    expect(agentSchema.safeParse({ name: 'x' }).success).toBe(true)
    expect(agentSchema.safeParse({ name: 'x', deployment: null, ready: null }).success).toBe(true)
  })

  it('rejects what is not a record at all', () => {
    expect(agentSchema.safeParse(['x']).success).toBe(false)
    expect(agentSchema.safeParse({ ready: 'yes' }).success).toBe(false)
  })

  it('describes an agent in one line', () => {
    expect(describeAgent(current({ currentRevision: { deploymentID: 'dep-2', phase: 'Validating' } }), 'dep-2')).toBe(
      'requested deployment dep-2, rolled out: dep-1, ready: true, phase Validating',
    )
    expect(describeAgent(agentRecord({ errors: [{ code: 'E', message: 'm' }] }))).toBe(
      'requested deployment dep-1, ready: true, deployment ready: true, errors: E: m',
    )
  })
})

describe('lastLines', () => {
  it('keeps the last non-empty lines, each cut to a bounded length saying how much was left out', () => {
    const long = 'y'.repeat(MAX_LINE_LENGTH + 5)
    expect(lastLines(`a\r\n\nb\rc\n${long}\n`, 3)).toEqual([
      'b',
      'c',
      `${'y'.repeat(MAX_LINE_LENGTH)}… (5 more characters)`,
    ])
  })
})

describe('readCurrent', () => {
  it('treats imagePullSecretName: null as an installation that does not report it', () => {
    const read = readCurrent(agentRecord({}, { imagePullSecretName: null }))
    expect(read.unreportedPullSecret).toBe(true)
    expect(read.config.imagePullSecretSet).toBeUndefined()
  })

  it('reads several secret sets as the list, never as the first alone', () => {
    const read = readCurrent(agentRecord({}, { envFromSecretNames: ['app-secrets', 'billing'] }))
    expect(read.secretSets).toEqual(['app-secrets', 'billing'])
    expect(read.config.secretSet).toBe('app-secrets, billing')
  })
})

describe('refusals', () => {
  const refused = (status: number, words: string) => new ServiceError(`answered ${status}`, status, words, undefined)

  it('takes a 409 that says the agent already exists for a create race, never a set being provisioned', () => {
    expect(isAlreadyExists(refused(409, 'Service already exists'))).toBe(true)
    expect(notReadySecretSet(refused(409, 'Service already exists'))).toBeUndefined()
  })

  it('recognises a set still being provisioned by its words, and nothing else', () => {
    expect(
      notReadySecretSet(refused(409, "Secret set 'x' is not yet ready. Retry once it has been provisioned.")),
    ).toBe('x')
    expect(notReadySecretSet(refused(409, 'Another deployment of this agent is in progress'))).toBeUndefined()
    expect(notReadySecretSet(refused(409, 'conflict'))).toBeUndefined()
    expect(notReadySecretSet(refused(400, "Secret set 'x' is not yet ready."))).toBeUndefined()
  })
})

describe('checkedId', () => {
  it.each(['dep-1', 'a.b_c-D9', 'x'.repeat(128)])('takes %s', (id) => {
    expect(checkedId(id, 'deployment id')).toBe(id)
  })

  it.each(['', 'a b', 'a/b', 'x'.repeat(129), 'dep\n::error::x', 'dep\u202e'])('refuses %j', (id) => {
    expect(() => checkedId(id, 'deployment id')).toThrow(/which is not an id \(expected letters, digits/)
  })
})
