// The service's own words about health (since mid-2026): the headline first wherever a revision is
// described, Degraded on an available agent as a note (never a failure), Progressing as progress, and
// records without them read as before. And which completions the watch of callers counts as failed.
import { describe, expect, it } from 'vitest'
import { failedCompletion, readEveryMs } from '../../src/after-ready/watch.js'
import { agentSchema, describeAgent, describeFailure, failureOf } from '../../src/service/agents/agent-record.js'
import { degradedNote, progressingNote } from '../../src/service/agents/conditions.js'

const revision = (health: Record<string, unknown>, phase = 'Validating') => ({ deploymentID: 'dep-2', phase, health })
const record = (extra: Record<string, unknown>) =>
  agentSchema.parse({ name: 'bot', desiredDeploymentId: 'dep-2', reconciledDeploymentId: null, ...extra })

describe('health in the service’s words', () => {
  it('puts the headline first in the progress line and in a failure', () => {
    const starting = record({ currentRevision: revision({ state: 'running', headline: 'Pulling image' }) })
    expect(describeAgent(starting, 'dep-2')).toContain('Pulling image; phase Validating, health: container running')
    const failed = record({
      currentRevision: revision(
        { reason: 'OOMKilled', lastExitCode: 137, lastTerminationReason: 'OOMKilled', headline: 'Out of memory' },
        'Failed',
      ),
    })
    const failure = failureOf(failed, 'dep-2')
    expect(failure && describeFailure(failure)).toBe(
      'Out of memory (the service reports OOMKilled, last exit code 137 (OOMKilled))',
    )
  })

  it('reads a record without a headline or conditions as before', () => {
    const plain = record({ currentRevision: revision({ reason: 'CrashLoopBackOff', lastExitCode: 1 }, 'Failed') })
    const failure = failureOf(plain, 'dep-2')
    expect(failure && describeFailure(failure)).toBe('the service reports CrashLoopBackOff, last exit code 1')
    expect(degradedNote(plain)).toBeUndefined()
    expect(progressingNote(plain)).toBeUndefined()
  })

  it('notes Degraded only on an available agent, and only when its status is True; Progressing as progress', () => {
    const degraded = { type: 'Degraded', status: 'True', reason: 'ReplicaRestarts', message: '1 of 2 restarted' }
    expect(degradedNote(record({ available: true, conditions: [degraded] }))).toBe(
      'Degraded · Available: ReplicaRestarts: 1 of 2 restarted',
    )
    expect(degradedNote(record({ available: false, conditions: [degraded] }))).toBeUndefined()
    expect(degradedNote(record({ available: true, conditions: [{ ...degraded, status: 'False' }] }))).toBeUndefined()
    const progressing = { type: 'Progressing', status: 'True', reason: 'Rollout', message: 'waiting' }
    expect(progressingNote(record({ conditions: [progressing, { type: 'Other', status: 'True' }] }))).toBe(
      'progressing (Rollout: waiting)',
    )
  })
})

describe('the watch of callers', () => {
  it.each([
    ['HTTP_ERROR', true],
    ['WS_CONNECTION_ERROR', true],
    ['500', true],
    ['503', true],
    ['HTTP_COMPLETED', false],
    ['WS_CONNECTION_CLOSED', false],
    ['200', false],
    [undefined, false],
  ])('takes completion %s as failed: %s', (status, failed) => {
    expect(failedCompletion(status)).toBe(failed)
  })

  it('reads every 10 s, or a tenth of a shorter window, never more often than once a second', () => {
    expect(readEveryMs(600_000)).toBe(10_000)
    expect(readEveryMs(30_000)).toBe(3_000)
    expect(readEveryMs(3_000)).toBe(1_000)
  })
})
