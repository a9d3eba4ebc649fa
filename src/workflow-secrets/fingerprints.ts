import { createHash, scrypt } from 'node:crypto'
import { RESERVED_KEY_PREFIX } from '../inputs/secret-lines.js'

// How the action knows what a set holds without reading a value (the service never returns one) and
// without storing one anywhere: next to each key it writes, a key whose *name* carries a fingerprint of
// that value, `ADA_FP_<key tag>_<value tag>`. The service lists key names, so a later run compares
// fingerprints, and writes (and redeploys) only when a value differs. The value tag is scrypt (slow and
// salted with the set and the key), so a name does not give a short value away by trying every guess;
// the key tag (SHA-256 of the key) says whose fingerprint it is, so an old one can be removed.

const KEY_TAG_LENGTH = 8
const VALUE_TAG_BYTES = 16
/** scrypt's cost: 4 MiB and about 12 ms a value (a set of 20 keys in a quarter of a second), four at a time. */
const SCRYPT = { N: 2 ** 12, r: 8, p: 1, maxmem: 32 * 1024 * 1024 }
const MARKER = new RegExp(`^${RESERVED_KEY_PREFIX}([0-9a-f]{${KEY_TAG_LENGTH}})_([0-9a-f]{${VALUE_TAG_BYTES * 2}})$`)

/** What a fingerprint key holds: the service refuses empty values, and the name is the fingerprint. */
export const FINGERPRINT_VALUE = 'fingerprint of a value written by agent-deploy-action'

/** The tag that names whose fingerprint a key is. */
export function keyTag(key: string): string {
  return createHash('sha256').update(`agent-deploy-action/key\0${key}`).digest('hex').slice(0, KEY_TAG_LENGTH)
}

/** The fingerprint key of one value of one key in one set. */
export async function fingerprintKey(set: string, key: string, value: string): Promise<string> {
  const salt = `agent-deploy-action/v1\0${set}\0${key}`
  const tag = await new Promise<Buffer>((resolve, reject) =>
    scrypt(value, salt, VALUE_TAG_BYTES, SCRYPT, (error, derived) => (error ? reject(error) : resolve(derived))),
  )
  return `${RESERVED_KEY_PREFIX}${keyTag(key)}_${tag.toString('hex')}`
}

/** The key tag of a fingerprint key, or undefined for any other key. */
export function fingerprintOwner(name: string): string | undefined {
  return MARKER.exec(name)?.[1]
}
