// What writing the secrets input changes, from the set's key names alone: one record per key, keyed with
// the API key, decides whether the key is written; the records of the second form (one per writer) and
// the fingerprints of the first (unkeyed, one per key) are recognized and moved over.
import { describe, expect, it } from 'vitest'
import {
  keyRecord,
  keyRecordOwner,
  keyTag,
  legacyFingerprint,
  RECORD_VALUE,
  writerOf,
  writerRecordKey,
} from '../../src/workflow-secrets/fingerprints.js'
import { changesValues, planSecrets } from '../../src/workflow-secrets/secrets-plan.js'

const entry = (key: string, value: string) => ({ key, value, line: 1 })
const SET = 'support-secrets'
const WRITER = 'acme/bots\nacme/bots/.github/workflows/deploy.yml\ndeploy\ndeploy-step'
const KEY = 'sk_live_private_key'
const plan = (entries: ReturnType<typeof entry>[], stored: string[] | undefined, more = {}) =>
  planSecrets({ set: SET, entries, stored, prune: false, force: false, writer: WRITER, apiKey: KEY, ...more })
const record = (key: string, value: string) => keyRecord(SET, key, value, KEY)
const put = (key: string, value: string) => ({ secretKey: record(key, value), secretValue: RECORD_VALUE })

describe('the record of a key', () => {
  it('is one valid key name, the same for the same value, another for another value, API key, key or set', () => {
    const one = record('PIN', '4711')
    expect(one).toMatch(/^ADA_FP_K[0-9a-f]{8}_[0-9a-f]{40}$/)
    expect(one.length).toBeLessThanOrEqual(64)
    expect(keyRecordOwner(one)).toBe(keyTag('PIN'))
    for (const other of [
      record('PIN', '4712'),
      keyRecord(SET, 'PIN', '4711', 'sk_live_rotated_key'),
      record('PIN2', '4711'),
      keyRecord('other-secrets', 'PIN', '4711', KEY),
      // a key and value split differently never give the same text
      record('PIN4', '711'),
    ]) {
      expect(other).not.toBe(one)
    }
    expect(keyRecordOwner('PIN')).toBeUndefined()
  })

  it('knows the writer of the second form by the workflow, job and step, or "local" outside a runner', () => {
    const env = {
      GITHUB_REPOSITORY: 'acme/bots',
      GITHUB_WORKFLOW_REF: 'acme/bots/.github/workflows/deploy.yml@refs/heads/main',
      GITHUB_JOB: 'deploy',
      GITHUB_ACTION: 'deploy-step',
    }
    expect(writerOf(env)).toBe(WRITER)
    expect(writerOf({ ...env, GITHUB_WORKFLOW_REF: 'acme/bots/.github/workflows/deploy.yml@refs/pull/7/merge' })).toBe(
      WRITER,
    )
    expect(writerOf({})).toBe('local')
  })
})

describe('planSecrets', () => {
  it('writes nothing and deletes nothing when every record matches', async () => {
    const quiet = await plan(
      [entry('A', 'a-value'), entry('B', 'b-value')],
      ['A', 'B', 'OTHER', record('A', 'a-value'), record('B', 'b-value')],
    )
    expect(quiet).toMatchObject({ unchanged: ['A', 'B'], kept: ['OTHER'], changed: [], added: [] })
    expect(changesValues(quiet)).toBe(false)
    expect(quiet.pairs).toEqual([])
    expect(quiet.deletions).toEqual([])
    expect(quiet.record).toBeUndefined()
  })

  it('writes only the key whose record differs, and deletes its old record with the write', async () => {
    const stored = ['A', 'B', record('A', 'a-old'), record('B', 'b-value')]
    const written = await plan([entry('A', 'a-new'), entry('B', 'b-value'), entry('C', 'c-value')], stored)
    expect(written).toMatchObject({ added: ['C'], changed: ['A'], unchanged: ['B'], unverified: [] })
    expect(written.pairs.map((p) => p.secretKey)).toEqual(['A', 'C'])
    expect(written.deletions).toEqual([record('A', 'a-old')])
    expect(written.record).toEqual({ puts: [put('A', 'a-new'), put('C', 'c-value')], deletions: [] })
  })

  it('sees a key another writer changed: its record is the other value’s', async () => {
    // job A wrote OPENAI_API_KEY, then job B wrote another value (and its record replaced A's)
    const stored = ['OPENAI_API_KEY', record('OPENAI_API_KEY', 'value-of-job-b')]
    const again = await plan([entry('OPENAI_API_KEY', 'value-of-job-a')], stored)
    expect(again).toMatchObject({ changed: ['OPENAI_API_KEY'], unchanged: [], unverified: [] })
    expect(again.pairs).toEqual([{ secretKey: 'OPENAI_API_KEY', secretValue: 'value-of-job-a' }])
    expect(again.deletions).toEqual([record('OPENAI_API_KEY', 'value-of-job-b')])
  })

  it('writes a key with no record of any form again, saying its change is not known', async () => {
    const written = await plan([entry('A', 'a-value')], ['A'])
    expect(written).toMatchObject({ changed: ['A'], unverified: ['A'] })
  })

  it('writes nothing when the list of keys shrank and secrets-prune is false', async () => {
    const stored = ['A', 'B', record('A', 'a-value'), record('B', 'b-value')]
    const shrunk = await plan([entry('A', 'a-value')], stored)
    expect(shrunk).toMatchObject({ unchanged: ['A'], kept: ['B'], changed: [] })
    expect(changesValues(shrunk)).toBe(false)
    expect(shrunk.pairs).toEqual([])
    expect(shrunk.record).toBeUndefined()
    const pruned = await plan([entry('A', 'a-value')], stored, { prune: true })
    expect(pruned.deletions).toEqual(['B', record('B', 'b-value')])
  })

  it('moves this writer’s second-form record to records per key without a write; deletes others’ on a write', async () => {
    const values = [entry('A', 'a-value'), entry('B', 'b-value')]
    const mine = writerRecordKey(SET, WRITER, values, KEY)
    const theirs = writerRecordKey(SET, 'another workflow', [entry('B', 'b-other')], KEY)
    const moved = await plan(values, ['A', 'B', mine, theirs])
    expect(moved).toMatchObject({ unchanged: ['A', 'B'], changed: [] })
    expect(moved.pairs).toEqual([])
    expect(moved.record).toEqual({ puts: [put('A', 'a-value'), put('B', 'b-value')], deletions: [mine] })
    const written = await plan([entry('A', 'a-new'), entry('B', 'b-value')], ['A', 'B', mine, theirs])
    expect(written.deletions).toContain(theirs)
  })

  it('recognizes the first form, then deletes every first-form fingerprint, those of unlisted keys too', async () => {
    const a = await legacyFingerprint(SET, 'A', 'a-value')
    const b = await legacyFingerprint(SET, 'B', 'b-old')
    const kept = await legacyFingerprint(SET, 'KEPT', 'kept-value')
    const moved = await plan([entry('A', 'a-value'), entry('B', 'b-new')], ['A', a, 'B', b, 'KEPT', kept])
    expect(moved).toMatchObject({ unchanged: ['A'], changed: ['B'], kept: ['KEPT'], unverified: [] })
    expect(moved.pairs).toEqual([{ secretKey: 'B', secretValue: 'b-new' }])
    expect(moved.deletions).toEqual([b])
    expect(moved.record?.deletions.sort()).toEqual([a, kept].sort())
  })

  it('with force, writes every value again; a new set has every key added', async () => {
    const forced = await plan([entry('A', 'a-value')], undefined, { force: true })
    expect(forced).toMatchObject({ exists: false, added: ['A'], rewritten: true })
    expect(forced.pairs).toEqual([{ secretKey: 'A', secretValue: 'a-value' }])
    expect(forced.record?.puts).toEqual([put('A', 'a-value')])
  })
})
