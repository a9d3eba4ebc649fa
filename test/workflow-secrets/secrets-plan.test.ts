// What writing the secrets input changes, from the set's key names alone: fingerprints decide what is
// unchanged, and only fingerprints that no longer fit are deleted.
import { describe, expect, it } from 'vitest'
import { FINGERPRINT_VALUE, fingerprintKey, fingerprintOwner, keyTag } from '../../src/workflow-secrets/fingerprints.js'
import { changesValues, planSecrets } from '../../src/workflow-secrets/secrets-plan.js'

const entry = (key: string, value: string) => ({ key, value, line: 1 })

describe('fingerprints', () => {
  it('name the key they belong to, differ by value, set and key, and are valid key names', async () => {
    const one = await fingerprintKey('support-secrets', 'OPENAI_API_KEY', 'sk-1')
    expect(one).toMatch(/^ADA_FP_[0-9a-f]{8}_[0-9a-f]{32}$/)
    expect(one.length).toBeLessThanOrEqual(64)
    expect(fingerprintOwner(one)).toBe(keyTag('OPENAI_API_KEY'))
    expect(await fingerprintKey('support-secrets', 'OPENAI_API_KEY', 'sk-1')).toBe(one)
    for (const other of [
      await fingerprintKey('support-secrets', 'OPENAI_API_KEY', 'sk-2'),
      await fingerprintKey('other-secrets', 'OPENAI_API_KEY', 'sk-1'),
      await fingerprintKey('support-secrets', 'OTHER_KEY', 'sk-1'),
    ]) {
      expect(other).not.toBe(one)
    }
    expect(fingerprintOwner('OPENAI_API_KEY')).toBeUndefined()
  })
})

describe('planSecrets', () => {
  it('writes only what differs, deletes the old fingerprint, and keeps the fingerprints of kept keys', async () => {
    const set = 'support-secrets'
    const same = await fingerprintKey(set, 'SAME', 'same-value')
    const oldChanged = await fingerprintKey(set, 'CHANGED', 'old-value')
    const kept = await fingerprintKey(set, 'KEPT', 'kept-value')
    const orphan = await fingerprintKey(set, 'GONE', 'gone-value')
    const plan = await planSecrets({
      set,
      entries: [entry('SAME', 'same-value'), entry('CHANGED', 'new-value'), entry('NEW', 'new-key-value')],
      stored: ['SAME', same, 'CHANGED', oldChanged, 'KEPT', kept, orphan],
      prune: false,
      force: false,
    })
    expect(plan).toMatchObject({
      added: ['NEW'],
      changed: ['CHANGED'],
      unchanged: ['SAME'],
      kept: ['KEPT'],
      removed: [],
    })
    expect(plan.pairs.map((p) => p.secretKey)).toEqual(['CHANGED', 'NEW'])
    // fingerprints only after the deploy, for the values written
    expect(plan.fingerprints).toEqual([
      { secretKey: await fingerprintKey(set, 'CHANGED', 'new-value'), secretValue: FINGERPRINT_VALUE },
      { secretKey: await fingerprintKey(set, 'NEW', 'new-key-value'), secretValue: FINGERPRINT_VALUE },
    ])
    expect(plan.deletions.sort()).toEqual([oldChanged, orphan].sort())
    expect(changesValues(plan)).toBe(true)
  })

  it('changes nothing when every fingerprint matches, and prunes unlisted keys with their fingerprints', async () => {
    const set = 'support-secrets'
    const a = await fingerprintKey(set, 'A', 'a-value')
    const b = await fingerprintKey(set, 'B', 'b-value')
    const quiet = await planSecrets({
      set,
      entries: [entry('A', 'a-value')],
      stored: ['A', a, 'B', b],
      prune: false,
      force: false,
    })
    expect(changesValues(quiet)).toBe(false)
    expect(quiet.pairs).toEqual([])
    expect(quiet.deletions).toEqual([])
    const pruned = await planSecrets({
      set,
      entries: [entry('A', 'a-value')],
      stored: ['A', a, 'B', b],
      prune: true,
      force: false,
    })
    expect(pruned.removed).toEqual(['B'])
    expect(pruned.deletions).toEqual(['B', b])
  })

  it('with force, writes every value again; a new set has every key added', async () => {
    const plan = await planSecrets({
      set: 'new-set',
      entries: [entry('A', 'a-value')],
      stored: undefined,
      prune: false,
      force: true,
    })
    expect(plan).toMatchObject({ exists: false, added: ['A'], rewritten: true })
    expect(plan.pairs).toEqual([{ secretKey: 'A', secretValue: 'a-value' }])
    expect(plan.fingerprints).toHaveLength(1)
  })
})
