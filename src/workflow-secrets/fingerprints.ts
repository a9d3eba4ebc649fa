import { createHash, createHmac, scrypt } from 'node:crypto'
import { RESERVED_KEY_PREFIX } from '../inputs/secret-lines.js'

// How the action knows whether a set holds the values a workflow last deployed, without reading a value
// (the service never returns one) and without storing one anywhere. Each writer of a set (a workflow's
// job and step: a set may be written by several) keeps one key next to its own, whose *name* is the
// record: `ADA_FP_W<writer tag>_<digest>`. The digest is an HMAC of all the writer's keys and values,
// keyed with the API key: anyone who can list the set's key names sees the record, but cannot test a
// guess of a value against it without the API key. The service lists key names, so a later run compares
// records, and writes (and redeploys) only when they differ.
//
// The first form (before this one) kept one key per secret, `ADA_FP_<key tag>_<scrypt of the value>`,
// unkeyed: a short value could be found from the name by trying every guess. Sets written in it are
// still recognized (its fingerprints are checked once, value by value), then moved to the new form.

const WRITER_TAG_LENGTH = 8
const DIGEST_LENGTH = 40
const RECORD = new RegExp(`^${RESERVED_KEY_PREFIX}W([0-9a-f]{${WRITER_TAG_LENGTH}})_[0-9a-f]{${DIGEST_LENGTH}}$`)

/** What a record key holds: the service refuses empty values, and the name is the record. */
export const RECORD_VALUE = 'written by agent-deploy-action: which values this workflow deployed (a keyed digest)'

/** Who writes the set, as the runner names it: repository, workflow file, job and step. "local" elsewhere. */
export function writerOf(env: NodeJS.ProcessEnv): string {
  const workflow = (env.GITHUB_WORKFLOW_REF ?? '').replace(/@.*$/, '') || env.GITHUB_WORKFLOW || ''
  const parts = [env.GITHUB_REPOSITORY, workflow, env.GITHUB_JOB, env.GITHUB_ACTION].map((part) => part ?? '')
  return parts.some(Boolean) ? parts.join('\n') : 'local'
}

/** The tag that names whose record a key is: the same writer has the same tag whatever its values. */
export function writerTag(set: string, writer: string): string {
  return createHash('sha256')
    .update(`agent-deploy-action/writer\0${set}\0${writer}`)
    .digest('hex')
    .slice(0, WRITER_TAG_LENGTH)
}

/** The record key of one writer's values in one set, keyed with the API key. */
export function recordKey(
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

/** The writer tag of a record key, or undefined for any other key. */
export function recordOwner(name: string): string | undefined {
  return RECORD.exec(name)?.[1]
}

// The first form, recognized only.

const KEY_TAG_LENGTH = 8
const VALUE_TAG_BYTES = 16
/** scrypt's cost in the first form: 4 MiB and about 12 ms a value. */
const SCRYPT = { N: 2 ** 12, r: 8, p: 1, maxmem: 32 * 1024 * 1024 }
const LEGACY = new RegExp(`^${RESERVED_KEY_PREFIX}([0-9a-f]{${KEY_TAG_LENGTH}})_([0-9a-f]{${VALUE_TAG_BYTES * 2}})$`)

/** The first form's tag of the key a fingerprint belongs to. */
export function keyTag(key: string): string {
  return createHash('sha256').update(`agent-deploy-action/key\0${key}`).digest('hex').slice(0, KEY_TAG_LENGTH)
}

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
