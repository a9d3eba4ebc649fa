import { createHash, createHmac, scrypt } from 'node:crypto'
import { RESERVED_KEY_PREFIX } from '../inputs/secret-lines.js'

// How the action knows whether a set holds the values a workflow last deployed, without reading a value
// (the service never returns one) and without storing one anywhere. Each key written from the workflow
// has a record next to it, a key whose *name* is the record: `ADA_FP_K<key tag>_<digest>`. The key tag
// is an unkeyed hash of the key's name (names are listed anyway); the digest is an HMAC of the set, the
// key and its value, keyed with the API key: anyone who can list the set's key names sees the record, but
// cannot test a guess of a value against it without the API key. A later run compares records and writes
// (and redeploys) only the keys whose record differs. One record per key, whoever wrote it: when another
// workflow writes a key, its record replaces the one before, so every writer of that key sees the change.
//
// Two earlier forms are recognized, then moved to this one:
// - the second, one record per writer (`ADA_FP_W<writer tag>_<HMAC of all its keys and values>`): it did
//   not notice another writer changing one of its keys, nor could it tell which value changed;
// - the first, one unkeyed fingerprint per key (`ADA_FP_<key tag>_<scrypt of the value>`): a short value
//   could be found from the name by trying every guess. Every such fingerprint is deleted once a record
//   of the new form is written.

const KEY_TAG_LENGTH = 8
const DIGEST_LENGTH = 40
const KEY_RECORD = new RegExp(`^${RESERVED_KEY_PREFIX}K([0-9a-f]{${KEY_TAG_LENGTH}})_[0-9a-f]{${DIGEST_LENGTH}}$`)

/** What a record key holds: the service refuses empty values, and the name is the record. */
export const RECORD_VALUE = 'written by agent-deploy-action: which value was deployed (a keyed digest)'

/** The record of one key's value in one set, keyed with the API key. */
export function keyRecord(set: string, key: string, value: string, apiKey: string): string {
  const digest = createHmac('sha256', apiKey)
    .update(`agent-deploy-action/v3\0${set}\0${Buffer.byteLength(key)}:${key}\0`)
    .update(value)
    .digest('hex')
  return `${RESERVED_KEY_PREFIX}K${keyTag(key)}_${digest.slice(0, DIGEST_LENGTH)}`
}

/** The key tag of a record, or undefined for any other key. */
export function keyRecordOwner(name: string): string | undefined {
  return KEY_RECORD.exec(name)?.[1]
}

/** The tag of the key a record (or a first-form fingerprint) belongs to: an unkeyed hash of its name. */
export function keyTag(key: string): string {
  return createHash('sha256').update(`agent-deploy-action/key\0${key}`).digest('hex').slice(0, KEY_TAG_LENGTH)
}

// The second form, recognized only: one record per writer of the set.

const WRITER_TAG_LENGTH = 8
const WRITER_RECORD = new RegExp(`^${RESERVED_KEY_PREFIX}W([0-9a-f]{${WRITER_TAG_LENGTH}})_[0-9a-f]{${DIGEST_LENGTH}}$`)

/** Who writes the set, as the runner names it: repository, workflow file, job and step. "local" elsewhere. */
export function writerOf(env: NodeJS.ProcessEnv): string {
  const workflow = (env.GITHUB_WORKFLOW_REF ?? '').replace(/@.*$/, '') || env.GITHUB_WORKFLOW || ''
  const parts = [env.GITHUB_REPOSITORY, workflow, env.GITHUB_JOB, env.GITHUB_ACTION].map((part) => part ?? '')
  return parts.some(Boolean) ? parts.join('\n') : 'local'
}

/** The tag that named whose record a key was: an unkeyed hash of the set and the writer's public names. */
export function writerTag(set: string, writer: string): string {
  return createHash('sha256')
    .update(`agent-deploy-action/writer\0${set}\0${writer}`)
    .digest('hex')
    .slice(0, WRITER_TAG_LENGTH)
}

/** The second form's record of one writer's values in one set, keyed with the API key. */
export function writerRecordKey(
  set: string,
  writer: string,
  entries: { key: string; value: string }[],
  apiKey: string,
): string {
  const tag = writerTag(set, writer)
  const hmac = createHmac('sha256', apiKey).update(`agent-deploy-action/v2\0${set}\0${tag}\0`)
  // Length-prefixed, in key order: no two lists of keys and values give the same text.
  for (const { key, value } of [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    hmac.update(`${Buffer.byteLength(key)}:${key}${Buffer.byteLength(value)}:${value}`)
  }
  return `${RESERVED_KEY_PREFIX}W${tag}_${hmac.digest('hex').slice(0, DIGEST_LENGTH)}`
}

/** The writer tag of a second-form record, or undefined for any other key. */
export function writerRecordOwner(name: string): string | undefined {
  return WRITER_RECORD.exec(name)?.[1]
}

// The first form, recognized only.

const VALUE_TAG_BYTES = 16
/** scrypt's cost in the first form: 4 MiB and about 12 ms a value. */
const SCRYPT = { N: 2 ** 12, r: 8, p: 1, maxmem: 32 * 1024 * 1024 }
const LEGACY = new RegExp(`^${RESERVED_KEY_PREFIX}([0-9a-f]{${KEY_TAG_LENGTH}})_([0-9a-f]{${VALUE_TAG_BYTES * 2}})$`)

/** The first form's fingerprint key of one value of one key in one set. */
export async function legacyFingerprint(set: string, key: string, value: string): Promise<string> {
  const salt = `agent-deploy-action/v1\0${set}\0${key}`
  const tag = await new Promise<Buffer>((resolve, reject) =>
    scrypt(value, salt, VALUE_TAG_BYTES, SCRYPT, (error, derived) => (error ? reject(error) : resolve(derived))),
  )
  return `${RESERVED_KEY_PREFIX}${keyTag(key)}_${tag.toString('hex')}`
}

/** The key tag of a first-form fingerprint, or undefined for any other key. */
export function legacyOwner(name: string): string | undefined {
  return LEGACY.exec(name)?.[1]
}
