// Which reads prove that another deployment replaced this run's (src/deploy/superseded/replaced.ts): the variations of
// one rule, in process; test/e2e/stale-reads.test.ts and gate.test.ts run it end to end through dist/.
import { describe, expect, it } from 'vitest'
import { READS_IN_A_ROW, ReplacementWatch } from '../../src/deploy/superseded/replaced.js'
import type { Agent } from '../../src/service/agents/agent-record.js'

const OWN = 'own-deployment'
const PREVIOUS = 'previous-deployment'
const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second)).toISOString()

/** A record naming `id`, made at `second` (its deployment record and its current revision say so). */
function naming(id: string, second: number | undefined, via: 'deployment' | 'revision' = 'deployment'): Agent {
  return {
    desiredDeploymentId: id,
    updatedAt: at(10),
    ...(second !== undefined && via === 'deployment' ? { deployment: { id, createdAt: at(second) } } : {}),
    ...(second !== undefined && via === 'revision'
      ? { currentRevision: { deploymentID: id, phaseStartedAt: at(second) } }
      : {}),
  }
}

const reads = (watch: ReplacementWatch, records: Agent[]) => records.map((record) => watch.observe(record))

describe('ReplacementWatch', () => {
  const written = naming(OWN, 10)

  it(`calls a newer deployment the replacement only at the ${READS_IN_A_ROW}th read in a row naming it`, () => {
    const watch = new ReplacementWatch(OWN, PREVIOUS, written)
    expect(reads(watch, [naming('other', 20), naming('other', 20), naming('other', 20)])).toEqual([
      undefined,
      undefined,
      'other',
    ])
  })

  it('starts counting again when a read in between names this run’s deployment or another', () => {
    const watch = new ReplacementWatch(OWN, PREVIOUS, written)
    const records = [
      naming('other', 20),
      naming('other', 20),
      naming(OWN, 10),
      naming('other', 20),
      naming('third', 30),
    ]
    expect(reads(watch, records)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(watch.pending).toBe(true)
  })

  it.each([
    ['the deployment this run replaced, however often', naming(PREVIOUS, 30)],
    ['an older deployment of the agent', naming('older', 5)],
    ['a deployment the record gives no time for', naming('unknown', undefined)],
    ['a deployment made in the same millisecond', naming('same', 10)],
  ])('never takes %s for the replacement', (_, record) => {
    const watch = new ReplacementWatch(OWN, PREVIOUS, written)
    expect(reads(watch, [record, record, record, record])).toEqual([undefined, undefined, undefined, undefined])
    expect(watch.pending).toBe(false)
  })

  it('reads a start from the revision where the deployment record does not tell, and the write’s time where nothing tells of this run’s', () => {
    const watch = new ReplacementWatch(OWN, undefined, { desiredDeploymentId: OWN, updatedAt: at(10) })
    const newer = naming('other', 11, 'revision')
    expect(reads(watch, [newer, newer, newer])).toEqual([undefined, undefined, 'other'])
    const older = naming('other', 9, 'revision')
    expect(reads(new ReplacementWatch(OWN, undefined, written), [older, older, older])).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})
