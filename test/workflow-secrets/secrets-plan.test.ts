// What writing the secrets input changes, from the set's key names alone: one record per writer of the
// set, keyed with the API key, decides whether anything is written; sets written in the first form
// (a fingerprint per key) are recognized and moved to the record.
import { describe, expect, it } from 'vitest'
import {
  legacyFingerprint,
  RECORD_VALUE,
  recordKey,
  recordOwner,
  writerOf,
  writerTag,
} from '../../src/workflow-secrets/fingerprints.js'
import { changesValues, planSecrets } from '../../src/workflow-secrets/secrets-plan.js'

const entry = (key: string, value: string) => ({ key, value, line: 1 })
const SET = 'support-secrets'
const WRITER = 'acme/bots\nacme/bots/.github/workflows/deploy.yml\ndeploy\ndeploy-step'
const KEY = 'sk_live_private_key'
const plan = (entries: ReturnType<typeof entry>[], stored: string[] | undefined, more = {}) =>
  planSecrets({ set: SET, entries, stored, prune: false, force: false, writer: WRITER, apiKey: KEY, ...more })

describe('the record of a writer', () => {
  it('is one valid key name, the same for the same values, another for other values, API key, writer or set', () => {
    const values = [entry('PIN', '4711'), entry('OPENAI_API_KEY', 'sk-1')]
    const one = recordKey(SET, WRITER, values, KEY)
    expect(one).toMatch(/^ADA_FP_W[0-9a-f]{8}_[0-9a-f]{40}$/)
    expect(one.length).toBeLessThanOrEqual(64)
    expect(recordKey(SET, WRITER, [...values].reverse(), KEY)).toBe(one)
    expect(recordOwner(one)).toBe(writerTag(SET, WRITER))
    for (const other of [
      recordKey(SET, WRITER, [entry('PIN', '4712'), entry('OPENAI_API_KEY', 'sk-1')], KEY),
      recordKey(SET, WRITER, values, 'sk_live_rotated_key'),
      recordKey(SET, `${WRITER}-other`, values, KEY),
      recordKey('other-secrets', WRITER, values, KEY),
      // a key and value split differently never give the same text
      recordKey(SET, WRITER, [entry('PIN4', '711'), entry('OPENAI_API_KEY', 'sk-1')], KEY),
    ]) {
      expect(other).not.toBe(one)
    }
    expect(recordOwner('PIN')).toBeUndefined()
  })

  it('is named for the workflow, job and step that write the set, or "local" outside a runner', () => {
    const env = {
      GITHUB_REPOSITORY: 'acme/bots',
      GITHUB_WORKFLOW_REF: 'acme/bots/.github/workflows/deploy.yml@refs/heads/main',
      GITHUB_JOB: 'deploy',
      GITHUB_ACTION: 'deploy-step',
    }
    expect(writerOf(env)).toBe(WRITER)
    // the branch does not make another writer
    expect(writerOf({ ...env, GITHUB_WORKFLOW_REF: 'acme/bots/.github/workflows/deploy.yml@refs/pull/7/merge' })).toBe(
      WRITER,
    )
    expect(writerOf({})).toBe('local')
  })
})

describe('planSecrets', () => {
  it('writes nothing and deletes nothing when the record matches', async () => {
    const values = [entry('A', 'a-value'), entry('B', 'b-value')]
    const quiet = await plan(values, ['A', 'B', 'OTHER', recordKey(SET, WRITER, values, KEY)])
    expect(quiet).toMatchObject({ unchanged: ['A', 'B'], kept: ['OTHER'], changed: [], added: [] })
    expect(changesValues(quiet)).toBe(false)
    expect(quiet.pairs).toEqual([])
    expect(quiet.deletions).toEqual([])
    expect(quiet.record).toBeUndefined()
  })

  it('writes every listed value again when the record differs, and replaces only this writer’s record', async () => {
    const before = [entry('A', 'a-old'), entry('B', 'b-value')]
    const other = recordKey(SET, 'another workflow', [entry('OTHER', 'x')], KEY)
    const now = [entry('A', 'a-new'), entry('B', 'b-value'), entry('C', 'c-value')]
    const written = await plan(now, ['A', 'B', 'OTHER', recordKey(SET, WRITER, before, KEY), other])
    expect(written).toMatchObject({ added: ['C'], changed: ['A', 'B'], unverified: true, kept: ['OTHER'] })
    expect(written.pairs.map((p) => p.secretKey)).toEqual(['A', 'B', 'C'])
    expect(written.record).toEqual({
      put: { secretKey: recordKey(SET, WRITER, now, KEY), secretValue: RECORD_VALUE },
      deletions: [recordKey(SET, WRITER, before, KEY)],
    })
    expect(written.deletions).toEqual([])
  })

  it('recognizes a set written in the first form: unchanged values move to a record without a write', async () => {
    const a = await legacyFingerprint(SET, 'A', 'a-value')
    const b = await legacyFingerprint(SET, 'B', 'b-value')
    const kept = await legacyFingerprint(SET, 'KEPT', 'kept-value')
    const moved = await plan([entry('A', 'a-value'), entry('B', 'b-value')], ['A', a, 'B', b, 'KEPT', kept])
    expect(moved).toMatchObject({ unchanged: ['A', 'B'], changed: [], kept: ['KEPT'], unverified: false })
    expect(changesValues(moved)).toBe(false)
    expect(moved.pairs).toEqual([])
    // the first-form fingerprints of this writer's keys go; another writer's (KEPT) stay
    expect(moved.record?.deletions.sort()).toEqual([a, b].sort())
  })

  it('tells which first-form value changed, writes only it, and prunes a removed key with its fingerprint', async () => {
    const a = await legacyFingerprint(SET, 'A', 'a-old')
    const b = await legacyFingerprint(SET, 'B', 'b-value')
    const gone = await legacyFingerprint(SET, 'GONE', 'gone-value')
    const changed = await plan([entry('A', 'a-new'), entry('B', 'b-value')], ['A', a, 'B', b, 'GONE', gone], {
      prune: true,
    })
    expect(changed).toMatchObject({ changed: ['A'], unchanged: ['B'], removed: ['GONE'], unverified: false })
    expect(changed.pairs).toEqual([{ secretKey: 'A', secretValue: 'a-new' }])
    expect(changed.deletions).toEqual(['GONE', gone])
    expect(changed.record?.deletions.sort()).toEqual([a, b].sort())
  })

  it('with force, writes every value again; a new set has every key added', async () => {
    const forced = await plan([entry('A', 'a-value')], undefined, { force: true })
    expect(forced).toMatchObject({ exists: false, added: ['A'], rewritten: true })
    expect(forced.pairs).toEqual([{ secretKey: 'A', secretValue: 'a-value' }])
    expect(forced.record?.put.secretKey).toBe(recordKey(SET, WRITER, [entry('A', 'a-value')], KEY))
  })
})
