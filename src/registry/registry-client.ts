import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import * as z from 'zod/mini'
import { isLoopback } from '../addresses.js'
import { CancelledError } from '../errors.js'
import type { ImageReference } from '../image-reference.js'
import { shortened } from '../secrets.js'
import { bodyStart, headerValue } from '../service/http/answers.js'
import { readBoundedBytes } from '../service/http/bounded-body.js'
import { USER_AGENT } from '../service/version.js'
import { raceAbort, sleep } from '../time.js'
import type { RegistryCredentials } from './credentials.js'

// The OCI distribution API, as far as reading a manifest and a blob needs it, on the action's own HTTP
// stack (proxies as the runner sets them). A 401 names how to authenticate: Bearer (a token from the realm
// it names, for the service and scope it names: anonymous, or with Basic credentials) or Basic.
// Credentials go only where they belong: to the registry's host, or to the realm its challenge names, and
// only when that challenge came from the registry's own address with no redirect before it; never over
// plain http but to this machine; never along a redirect (blob storage gets none, even when it asks).

/** What a read of the registry could not do: the image is then not checked, and the deploy goes on. */
export class RegistryUnreadable extends Error {
  override readonly name = 'RegistryUnreadable'
}

/** The registry says there is no such manifest or repository. */
export class ManifestNotFound extends Error {
  override readonly name = 'ManifestNotFound'
}

export interface RegistryAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  /** the answer came from another address than the one asked, after a redirect */
  redirected?: string
}

const MAX_REDIRECTS = 3
const ATTEMPTS = 3
const tokenSchema = z.looseObject({ token: z.optional(z.string()), access_token: z.optional(z.string()) })

export class RegistryClient {
  private readonly client = bracketsStripped(
    new HttpClient(USER_AGENT, [], { allowRedirects: false, allowRetries: false }),
  )
  private authorization: string | undefined

  constructor(
    private readonly reference: ImageReference,
    private readonly credentials: RegistryCredentials | undefined,
    /** fires when the check's time is up: every request ends then */
    private readonly deadline: AbortSignal,
  ) {}

  /** GET a path of the repository (`manifests/<ref>`, `blobs/<digest>`), authenticated as the registry asks. */
  async get(path: string, accept: string, maxBytes: number): Promise<RegistryAnswer> {
    const url = `${this.reference.scheme}://${this.reference.apiHost}/v2/${this.reference.repository}/${path}`
    let answer = await this.send(url, accept, maxBytes, this.authorization)
    if (answer.status === 401 && answer.redirected) {
      // Storage behind a redirect is another party: its challenge never gets the registry's credentials.
      throw new RegistryUnreadable(
        `${answer.redirected}, where the registry redirected the read, asks for credentials (401): the registry's are never sent there`,
      )
    }
    if (answer.status === 401) {
      this.authorization = await this.authenticate(headerOf(answer, 'www-authenticate') ?? '')
      answer = await this.send(url, accept, maxBytes, this.authorization)
    }
    if (answer.status === 404) throw new ManifestNotFound(registryWords(answer))
    if (answer.status === 401 || answer.status === 403) {
      throw new RegistryUnreadable(
        `the registry refused ${this.credentials ? `the credentials from ${this.credentials.from}` : 'an anonymous read'} (${answer.status}: ${registryWords(answer)})`,
      )
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new RegistryUnreadable(`the registry answered ${answer.status} (${registryWords(answer)})`)
    }
    return answer
  }

  dispose(): void {
    this.client.dispose()
  }

  /** One GET, sent again on a network error or a 5xx/429; redirects followed without Authorization. */
  private async send(url: string, accept: string, maxBytes: number, authorization?: string): Promise<RegistryAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await this.follow(url, accept, maxBytes, authorization)
        if ((answer.status < 500 && answer.status !== 429) || attempt >= ATTEMPTS) return answer
      } catch (error) {
        if (this.deadline.aborted) throw new RegistryUnreadable('it did not answer in time')
        if (error instanceof RegistryUnreadable || attempt >= ATTEMPTS) throw asUnreadable(error)
      }
      await sleep(attempt * 400, this.deadline)
      if (this.deadline.aborted) throw new RegistryUnreadable('it did not answer in time')
    }
  }

  private async follow(url: string, accept: string, maxBytes: number, authorization?: string): Promise<RegistryAnswer> {
    let target = url
    let auth = authorization
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await this.request(target, { accept, ...(auth ? { authorization: auth } : {}) })
      const status = response.message.statusCode ?? 0
      const location = response.message.headers.location
      if (status < 300 || status > 399 || !location) {
        const body = await this.read(response, maxBytes, target)
        const redirected = hop > 0 ? { redirected: new URL(target).host } : {}
        return { status, headers: response.message.headers, body, ...redirected }
      }
      response.message.resume()
      target = checkedUrl(location, 'a redirect', target)
      // Blob storage is another party: the registry's credentials never follow a redirect.
      auth = undefined
    }
    throw new RegistryUnreadable(`it redirected more than ${MAX_REDIRECTS} times`)
  }

  private request(url: string, headers: Record<string, string>): Promise<HttpClientResponse> {
    return raceDeadline(this.client.get(url, headers), this.deadline)
  }

  private read(response: HttpClientResponse, maxBytes: number, url: string): Promise<Buffer> {
    const host = new URL(url).host
    return raceDeadline(readBoundedBytes(response, maxBytes, `a read of ${host}`), this.deadline).catch((error) => {
      response.message.destroy()
      throw asUnreadable(error)
    })
  }

  /** What the challenge asks: a Bearer token from its realm, or Basic credentials. */
  private async authenticate(challenge: string): Promise<string> {
    const scheme = challenge.trim().split(/\s+/)[0]?.toLowerCase()
    const params = challengeParams(challenge)
    const basic = this.credentials
      ? `Basic ${Buffer.from(`${this.credentials.username}:${this.credentials.password}`).toString('base64')}`
      : undefined
    if (scheme === 'basic') {
      if (!basic) throw new RegistryUnreadable('the registry asks for credentials (Basic), and none were found')
      return basic
    }
    if (scheme !== 'bearer' || !params.realm) {
      throw new RegistryUnreadable(
        `the registry asks for an authentication this action does not speak ("${shortened(challenge, 80)}")`,
      )
    }
    const realm = new URL(checkedUrl(params.realm, 'its token realm'))
    if (params.service) realm.searchParams.set('service', params.service)
    realm.searchParams.set('scope', params.scope ?? `repository:${this.reference.repository}:pull`)
    const answer = await this.follow(realm.toString(), 'application/json', 1024 * 1024, basic).catch((error) => {
      const unreadable = asUnreadable(error)
      throw new RegistryUnreadable(`its token service (${realm.host}): ${unreadable.message.replace(/^it /, '')}`)
    })
    if (answer.status === 401 || answer.status === 403) {
      throw new RegistryUnreadable(
        `its token service refused ${basic ? `the credentials from ${this.credentials?.from}` : 'an anonymous token'} (${answer.status})`,
      )
    }
    const parsed = z.safeParse(tokenSchema, safeJson(answer.body))
    const token = parsed.success ? (parsed.data.token ?? parsed.data.access_token) : undefined
    if (answer.status !== 200 || !token)
      throw new RegistryUnreadable(`its token service answered ${answer.status} without a token`)
    return `Bearer ${token}`
  }
}

/**
 * The client, with an IPv6 literal's brackets taken off the host it connects to: @actions/http-client
 * passes a URL's hostname ("[::1]") to Node as the host, and Node looks that up as a name (ENOTFOUND).
 */
function bracketsStripped(client: HttpClient): HttpClient {
  type Prepare = (...args: unknown[]) => { options: { host?: string } }
  const open = client as unknown as { _prepareRequest: Prepare }
  const prepare = open._prepareRequest.bind(client)
  open._prepareRequest = (...args) => {
    const info = prepare(...args)
    const host = info.options.host
    if (host?.startsWith('[') && host.endsWith(']')) info.options.host = host.slice(1, -1)
    return info
  }
  return client
}

/** https, or http to this machine: credentials and tokens never cross a network in clear. */
function checkedUrl(value: string, what: string, base?: string): string {
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    throw new RegistryUnreadable(`${what} is not an address (${JSON.stringify(shortened(value, 80))})`)
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))) return url.toString()
  throw new RegistryUnreadable(`${what} leads to ${url.protocol}//${url.host}, which is not https`)
}

/** `Bearer realm="…",service="…",scope="…"` as its parameters. */
export function challengeParams(challenge: string): Record<string, string> {
  const params: Record<string, string> = {}
  for (const match of challenge.matchAll(/(\w+)="([^"]*)"/g))
    if (match[1]) params[match[1].toLowerCase()] = match[2] ?? ''
  return params
}

/** A header of the answer, the first when it came more than once. */
export function headerOf(answer: RegistryAnswer, name: string): string | undefined {
  return headerValue(answer.headers[name])
}

/** The registry's own error words (`errors[0].code`, `message`), or the start of its body. */
function registryWords(answer: RegistryAnswer): string {
  const json = safeJson(answer.body) as { errors?: { code?: unknown; message?: unknown }[] } | undefined
  const first = Array.isArray(json?.errors) ? json?.errors[0] : undefined
  if (first && (typeof first.code === 'string' || typeof first.message === 'string')) {
    return shortened([first.code, first.message].filter((part) => typeof part === 'string').join(': '), 200)
  }
  return bodyStart(answer.body.toString('utf8', 0, 400))
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}

function asUnreadable(error: unknown): RegistryUnreadable {
  if (error instanceof RegistryUnreadable) return error
  const code = (error as NodeJS.ErrnoException).code
  return new RegistryUnreadable(code ? `it could not be reached (${code})` : (error as Error).message)
}

/** The promise, or RegistryUnreadable as soon as the check's time is up. */
function raceDeadline<T>(promise: Promise<T>, deadline: AbortSignal): Promise<T> {
  return raceAbort(promise, deadline).catch((error: unknown) => {
    throw error instanceof CancelledError ? new RegistryUnreadable('it did not answer in time') : error
  })
}
