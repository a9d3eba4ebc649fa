// @ts-check
// Secret sets as the service keeps them (service-facts.md, "Secret sets" and "Writing secret sets"),
// traps included: PUT answers 202 and the set is then `pending` until it is provisioned (or `failed`);
// values are never returned (key names only); a set's region is fixed when it is made; keys outside
// [A-Za-z0-9_-], over 64 characters, and empty values are refused; a concurrent change is a 409 CONFLICT
// (injected as a fault). Deployments take a copy of their set's values when they are made (agent-service.js),
// so a test can tell whether the running agent has a new value.

const SET_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/
const KEY = /^[A-Za-z0-9_-]{1,64}$/

/**
 * @typedef {object} StoredSet
 * @property {string} region
 * @property {'pending' | 'ready' | 'failed'} status the status as written; `pending` turns `ready` at readyAt
 * @property {number} readyInMs for a seeded pending set: counted from the first request the double gets
 * @property {number} [readyAt] for a set changed by a PUT: when its provisioning ends
 * @property {string} [errorMessage]
 * @property {boolean} imagePull
 * @property {Map<string, string>} values
 */

/**
 * @typedef {object} SecretWriteOptions
 * @property {number} [provisionMs] time from a PUT (or a key's deletion) to `ready` (default 300)
 * @property {Record<string, string>} [failing] sets whose provisioning fails after a write, with the service's errorMessage
 */

/**
 * @param {{ defaultRegion: string, firstRequestAt: () => number | undefined, writes?: SecretWriteOptions }} config
 */
export function secretStore(config) {
  /** @type {Map<string, StoredSet>} */
  const sets = new Map()
  const provisionMs = config.writes?.provisionMs ?? 300

  /** @param {string} name @param {number} now */
  function status(name, now) {
    const set = sets.get(name)
    if (!set) return undefined
    const since = set.readyAt ?? (config.firstRequestAt() ?? now) + set.readyInMs
    return { ...set, status: set.status === 'pending' && now >= since ? 'ready' : set.status }
  }

  /** After a change: pending, then ready (or failed, for a set told to fail). @param {string} name @param {StoredSet} set @param {number} now */
  function provision(name, set, now) {
    const failure = config.writes?.failing?.[name]
    set.status = failure ? 'failed' : 'pending'
    set.errorMessage = failure
    set.readyAt = now + provisionMs
  }

  /** @param {string} error @param {number} [code] @returns {[number, any]} */
  const bad = (error, code = 400) => [code, { error, code: code === 404 ? 'NOT_FOUND' : 'GENERIC_BAD_REQUEST' }]

  /** A set's region is fixed when it is made. @param {StoredSet | undefined} set @param {any} body */
  function regionMove(set, body) {
    if (!set || body.region === undefined || body.region === set.region) return undefined
    return bad(`Secret already exists in region '${set.region}'. Cannot change region to '${body.region}'.`)
  }

  /** @param {string} name @param {any} body @param {number} now @returns {[number, any]} */
  function put(name, body, now) {
    if (name.length < 3 || name.length > 63 || !SET_NAME.test(name)) return bad('Invalid secret set name')
    if (body === null || typeof body !== 'object') return bad('Invalid JSON body')
    if (body.isImagePullSecret) return putImagePull(name, body, now)
    // the array form, and the CLI's older one-pair form
    const pairs = Array.isArray(body.secrets)
      ? body.secrets
      : body.secretKey !== undefined
        ? [{ secretKey: body.secretKey, secretValue: body.secretValue }]
        : []
    if (pairs.length === 0) return bad('At least one secret is required')
    for (const pair of pairs) {
      if (typeof pair?.secretKey !== 'string' || !KEY.test(pair.secretKey)) return bad('Invalid secret key')
      if (typeof pair.secretValue !== 'string' || pair.secretValue === '') return bad('Secret value cannot be empty')
    }
    let set = sets.get(name)
    if (set?.imagePull) return bad('Cannot change an image pull secret set into a secret set')
    const moved = regionMove(set, body)
    if (moved) return moved
    if (!set) {
      set = {
        region: body.region ?? config.defaultRegion,
        status: 'pending',
        readyInMs: 0,
        imagePull: false,
        values: new Map(),
      }
      sets.set(name, set)
    }
    for (const pair of pairs) set.values.set(pair.secretKey, pair.secretValue)
    provision(name, set, now)
    return [202, { status: 'OK', region: set.region }]
  }

  /**
   * An image pull secret set: one host and the base64 of user:password, as the service documents it.
   * @param {string} name @param {any} body @param {number} now @returns {[number, any]}
   */
  function putImagePull(name, body, now) {
    if (typeof body.host !== 'string' || body.host === '') return bad('host is required for an image pull secret')
    // The published contract declares host a URI (format: uri, example https://index.docker.io/v1/).
    if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(body.host))
      return bad(`host must be a URI, such as https://index.docker.io/v1/ (got ${body.host})`)
    if (typeof body.secretValue !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body.secretValue)) {
      return bad('secretValue must be the base64 of username:password')
    }
    let set = sets.get(name)
    if (set && !set.imagePull) return bad('Cannot change a secret set into an image pull secret set')
    const moved = regionMove(set, body)
    if (moved) return moved
    if (!set) {
      set = {
        region: body.region ?? config.defaultRegion,
        status: 'pending',
        readyInMs: 0,
        imagePull: true,
        values: new Map(),
      }
      sets.set(name, set)
    }
    set.values = new Map([[body.host, Buffer.from(body.secretValue, 'base64').toString('utf8')]])
    provision(name, set, now)
    return [202, { status: 'OK', region: set.region }]
  }

  /**
   * The secrets API, or undefined for a path that is not its own.
   * @param {string} method @param {string} path @param {any} body @returns {[number, any] | undefined}
   */
  function handle(method, path, body) {
    const now = Date.now()
    if (method === 'GET' && path === '/v1/secrets') {
      return [
        200,
        {
          sets: [...sets.keys()].map((name) => {
            const set = /** @type {StoredSet & { status: string }} */ (status(name, now))
            return {
              name,
              type: set.imagePull ? 'imagePullSecret' : 'secret',
              region: set.region,
              status: set.status,
              ...(set.errorMessage ? { errorMessage: set.errorMessage } : {}),
            }
          }),
        },
      ]
    }
    const match = /^\/v1\/secrets\/([^/]+)(?:\/([^/]+))?$/.exec(path)
    if (!match) return undefined
    const name = decodeURIComponent(match[1] ?? '')
    const key = match[2] === undefined ? undefined : decodeURIComponent(match[2])
    const set = status(name, now)
    if (method === 'PUT' && key === undefined) return put(name, body, now)
    if (method === 'DELETE') {
      const stored = sets.get(name)
      if (!stored || !set) return bad('Set not found', 404)
      if (key === undefined) {
        sets.delete(name)
        return [200, { status: 'OK' }]
      }
      if (!stored.values.delete(key)) return bad('Secret not found', 404)
      provision(name, stored, now)
      return [200, { status: 'OK' }]
    }
    if (method !== 'GET' || key !== undefined) return undefined
    if (!set) return bad('Set not found', 404)
    if (set.imagePull) return bad('Cannot retrieve image pull secrets by name')
    return [
      200,
      {
        region: set.region,
        status: set.status,
        ...(set.errorMessage ? { errorMessage: set.errorMessage } : {}),
        // key names only: values are never returned
        secrets: [...set.values.keys()].map((fieldName) => ({ fieldName })),
      },
    ]
  }

  return { sets, status, handle }
}
