import * as z from 'zod/mini'
import { pathSegment } from '../../ids.js'
import { answerJson, bodyStart, parsedAnswer, serviceError } from '../http/answers.js'
import { ServiceError } from '../http/errors.js'
import type { ServiceHttp } from '../http/transport.js'
import { opt, optString } from '../loose-fields.js'

// Writing secret sets (service-facts.md, "Writing secret sets"): PUT adds or overwrites the keys it
// carries (202, then the set is provisioned in the background), a key is removed by its own DELETE, and
// a read lists key names only: values never come back.

const setSchema = z.looseObject({
  region: optString,
  status: optString,
  errorMessage: optString,
  secrets: opt(z.array(z.looseObject({ fieldName: z.string() }))),
})
const written = z.looseObject({ status: optString, region: optString })
const listed = z.looseObject({
  sets: z.array(
    z.looseObject({
      name: z.string(),
      type: optString,
      region: optString,
      status: optString,
      errorMessage: optString,
    }),
  ),
})

/** A set as the list of sets names it (GET /secrets): the one read that image pull secret sets answer. */
export interface ListedSet {
  name: string
  type?: string
  region?: string
  status?: string
  errorMessage?: string
}

/** What the service says of a set: where it is, whether it is provisioned, and its key names. */
export interface StoredSet {
  region?: string
  status?: string
  errorMessage?: string
  keys: string[]
}

export interface SecretPair {
  secretKey: string
  secretValue: string
}

export class SecretStore {
  constructor(private readonly http: ServiceHttp) {}

  /** The set, or undefined when the service says it does not exist (404). */
  async readSet(name: string): Promise<StoredSet | undefined> {
    const answer = await this.http.send('GET', setPath(name))
    if (answer.status === 404 && !/^\s*</.test(answer.text)) return undefined
    return storedSet(parsedAnswer(answer, setSchema, 'a secret set'))
  }

  /**
   * A set's provisioning status, read once, for a write that waits for it; `unreadable` when the service
   * will not say (no such set, or an image pull secret set, which some installations refuse to read by name).
   */
  async provisioning(name: string): Promise<StoredSet | { unreadable: string }> {
    const answer = await this.http.send('GET', setPath(name), undefined, { once: true })
    if (answer.status < 200 || answer.status > 299) return { unreadable: serviceError(answer).message }
    const parsed = z.safeParse(setSchema, answerJson(answer, 'a secret set'))
    if (!parsed.success) return { unreadable: `not a secret set status: ${bodyStart(answer.text)}` }
    return storedSet(parsed.data)
  }

  /**
   * Adds or overwrites these keys (the same body twice stores the same values: safe to send again).
   * `region` only for a new set: a set's region is fixed when it is made. Returns the set's region.
   */
  async putSecrets(name: string, secrets: SecretPair[], region: string | undefined): Promise<string | undefined> {
    const answer = await this.http.send('PUT', setPath(name), { secrets, ...(region ? { region } : {}) })
    return parsedAnswer(answer, written, 'the answer to a secret set write').region ?? undefined
  }

  /** Every set, with its type, region and status (GET /secrets). */
  async listSets(): Promise<ListedSet[]> {
    const answer = await this.http.send('GET', '/secrets')
    return parsedAnswer(answer, listed, 'the list of secret sets').sets.map((set) => ({
      name: set.name,
      ...(set.type ? { type: set.type } : {}),
      ...(set.region ? { region: set.region } : {}),
      ...(set.status ? { status: set.status } : {}),
      ...(set.errorMessage ? { errorMessage: set.errorMessage } : {}),
    }))
  }

  /**
   * Writes an image pull secret set: the registry's host and the base64 of user:password (the documented
   * body). `region` only for a new set.
   */
  async putImagePullSecret(name: string, host: string, secretValue: string, region: string | undefined): Promise<void> {
    const body = { isImagePullSecret: true, host, secretValue, ...(region ? { region } : {}) }
    parsedAnswer(
      await this.http.send('PUT', setPath(name), body),
      written,
      'the answer to an image pull secret set write',
    )
  }

  /**
   * Where a set is: its region (when the service says); `missing` when the service says there is no such
   * set ("Set not found"); `unreadable` when it will not say (an installation without this read). Image
   * pull secret sets that cannot be read by name (400) are looked for in the list of sets.
   */
  async locate(name: string): Promise<{ region?: string } | { missing: true } | { unreadable: string }> {
    const answer = await this.http.send('GET', setPath(name))
    if (answer.status === 400) {
      const listed = (await this.listSets()).find((set) => set.name === name)
      if (!listed) return { missing: true }
      return listed.region ? { region: listed.region } : {}
    }
    if (answer.status === 404) {
      const error = serviceError(answer)
      return /set not found/i.test(error.serviceMessage ?? '') ? { missing: true } : { unreadable: error.message }
    }
    const set = storedSet(parsedAnswer(answer, setSchema, 'a secret set'))
    return set.region ? { region: set.region } : {}
  }

  /** Removes a whole set; true when it was there, false when it was already gone. */
  async deleteSet(name: string): Promise<boolean> {
    const answer = await this.http.send('DELETE', setPath(name))
    if (answer.status === 404) return false
    if (answer.status >= 200 && answer.status <= 299) return true
    throw serviceError(answer)
  }

  /** Removes one key; a key already gone is not an error. */
  async deleteKey(name: string, key: string): Promise<void> {
    const answer = await this.http.send('DELETE', `${setPath(name)}/${pathSegment(key)}`)
    if (answer.status === 404 || (answer.status >= 200 && answer.status <= 299)) return
    throw serviceError(answer)
  }
}

/** A 409 that says another change to the set was under way: the write may be sent again. */
export function isConcurrentChange(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.status === 409
}

function storedSet(set: z.output<typeof setSchema>): StoredSet {
  return {
    region: set.region ?? undefined,
    status: set.status ?? undefined,
    errorMessage: set.errorMessage ?? undefined,
    keys: (set.secrets ?? []).map((secret) => secret.fieldName),
  }
}

function setPath(name: string): string {
  return `/secrets/${pathSegment(name)}`
}
