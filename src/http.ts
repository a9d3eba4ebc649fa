import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import { CancelledError, NetworkError, ServiceError, UnexpectedAnswerError } from './errors.js'
import { USER_AGENT } from './version.js'

/** How hard to try before giving up on one request. */
export interface RetryPolicy {
  /** attempts in all, the first included */
  maxAttempts: number
  /** time limit of one attempt, from sending to the last byte of the answer */
  requestTimeoutMs: number
  /** no new attempt starts later than this after the first one */
  budgetMs: number
  /** the first retry waits about this long; each next one twice as long, up to maxDelayMs */
  baseDelayMs: number
  maxDelayMs: number
  /** the largest answer read, in bytes: more is cut off while reading, and the attempt fails */
  maxAnswerBytes: number
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  requestTimeoutMs: 15_000,
  budgetMs: 45_000,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  // An agent record or a page of 50 log lines is a few kilobytes; 4 MiB leaves room for far larger.
  maxAnswerBytes: 4 * 1024 * 1024,
}

const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504])
// Answers that say the request was not acted on, so a write may be sent again as it is.
const NOT_PROCESSED_STATUSES = new Set([408, 429, 503])
// Errors raised before the request could reach the service.
const NOT_SENT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'])

export function isTransientStatus(status: number): boolean {
  return TRANSIENT_STATUSES.has(status)
}

/**
 * Delay before retry number `retry` (1 for the first): exponential, with "equal jitter" so that many
 * runs failing together do not come back together, and never below half the step.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.round(step / 2 + (random() * step) / 2)
}

/** `Retry-After` in seconds or as an HTTP date, as milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

export interface Answer {
  status: number
  text: string
  headers: Record<string, string | string[] | undefined>
  /** "GET /v1/agents/name", for messages */
  request: string
}

export type Method = 'GET' | 'POST'

export interface SendOptions {
  /**
   * A write that may have been processed (its answer was lost, or a 5xx that does not say it was not
   * processed) is not sent again here: it throws AmbiguousWriteError, and the caller finds out.
   */
  write?: boolean
  /** one attempt only: for callers that retry on their own schedule (the readiness wait) */
  once?: boolean
}

/** A write whose outcome is unknown: the service may or may not have acted on it. */
export class AmbiguousWriteError extends Error {
  override readonly name = 'AmbiguousWriteError'
  constructor(
    message: string,
    override readonly cause: Error,
  ) {
    super(message)
  }
}

export interface HttpLog {
  info(message: string): void
  debug(message: string): void
}

export type Sleep = (ms: number) => Promise<void>

/** Waits `ms`, or less when the signal fires first: a cancelled run does not sit out its backoff. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

export interface ServiceHttpOptions {
  policy?: RetryPolicy
  /** how a retry waits (tests record the delays instead of sleeping through them) */
  wait?: Sleep
  /** the run was cancelled: no attempt starts after it fires, and backoff waits end at once */
  signal?: AbortSignal
}

/** The HTTP rules of the action: one base address, the key, time limits, retries, and answers read whole. */
export class ServiceHttp {
  private readonly client: HttpClient
  private readonly policy: RetryPolicy
  private readonly wait: Sleep
  private readonly signal: AbortSignal | undefined

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly log: HttpLog,
    options: ServiceHttpOptions = {},
  ) {
    this.policy = options.policy ?? DEFAULT_RETRY
    this.signal = options.signal
    this.wait = options.wait ?? ((ms) => sleep(ms, this.signal))
    // Proxies (https_proxy, HTTPS_PROXY, http_proxy, no_proxy) are honoured by HttpClient, as in other actions.
    this.client = new HttpClient(USER_AGENT, [], {
      allowRetries: false,
      allowRedirects: false,
      keepAlive: true,
      socketTimeout: this.policy.requestTimeoutMs,
    })
  }

  /** Lets the process end: keep-alive sockets would otherwise hold it open. */
  dispose(): void {
    this.client.dispose()
  }

  /** Sends once or more, retrying what is transient; any answer that arrives is returned as it is. */
  async send(method: Method, path: string, body?: unknown, options: SendOptions = {}): Promise<Answer> {
    const request = `${method} ${new URL(this.baseUrl).pathname}${path}`
    const started = Date.now()
    for (let attempt = 1; ; attempt++) {
      if (this.signal?.aborted) throw new CancelledError(`cancelled before ${request} was sent`)
      const outcome: Answer | NetworkError = await this.attempt(method, path, body, request).catch((error: unknown) => {
        if (error instanceof NetworkError) return error
        throw error
      })
      const lost = outcome instanceof NetworkError
      if (!lost && !isTransientStatus(outcome.status)) return outcome
      const failure = lost ? outcome : serviceError(outcome)
      const maybeProcessed = lost ? !outcome.notSent : !NOT_PROCESSED_STATUSES.has(outcome.status)
      if (options.write && maybeProcessed) {
        throw new AmbiguousWriteError(`${request}: ${failure.message}; the write may have been processed`, failure)
      }
      if (options.once) throw failure
      const reason = lost ? outcome.message : `the service answered ${outcome.status}`
      const delay = lost ? undefined : retryAfterMs(headerValue(outcome.headers['retry-after']))
      const wait = delay ?? backoffDelay(attempt, this.policy)
      const elapsed = Date.now() - started
      if (attempt >= this.policy.maxAttempts) {
        throw withGaveUp(failure, `gave up after ${attempt} attempts in ${seconds(elapsed)}`)
      }
      if (elapsed + wait > this.policy.budgetMs) {
        const asked = delay !== undefined ? ` (the service asked to wait ${seconds(delay)})` : ''
        throw withGaveUp(
          failure,
          `gave up after ${attempt} attempt${attempt > 1 ? 's' : ''} in ${seconds(elapsed)}: a retry${asked} would pass the ${seconds(this.policy.budgetMs)} retry budget`,
        )
      }
      this.log.info(`Retrying ${request} (${attempt}/${this.policy.maxAttempts - 1}) in ${seconds(wait)}: ${reason}`)
      await this.wait(wait)
    }
  }

  private async attempt(method: Method, path: string, body: unknown, request: string): Promise<Answer> {
    const url = `${this.baseUrl}${path}`
    const headers = {
      authorization: `Bearer ${this.apiKey}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }
    let response: HttpClientResponse | undefined
    let timer: NodeJS.Timeout | undefined
    // HttpClient's own limit covers a silent socket; this one also covers an answer that trickles in.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        response?.message.destroy()
        reject(new NetworkError(`no complete answer within ${seconds(this.policy.requestTimeoutMs)}`))
      }, this.policy.requestTimeoutMs)
    })
    try {
      return await Promise.race([
        (async () => {
          response = await this.client.request(method, url, body === undefined ? null : JSON.stringify(body), headers)
          const text = await readWhole(response, this.policy.maxAnswerBytes, request)
          return { status: response.message.statusCode ?? 0, text, headers: response.message.headers, request }
        })(),
        deadline,
      ])
    } catch (error) {
      if (error instanceof NetworkError || error instanceof UnexpectedAnswerError) throw error
      const code = (error as NodeJS.ErrnoException).code
      const what = code ? `${code}` : (error as Error).message
      // Named by method, path and host, never by the whole URL: it could carry what should not be shown.
      throw new NetworkError(`${request} to ${new URL(this.baseUrl).host} failed (${what})`, {
        notSent: code !== undefined && NOT_SENT_ERRORS.has(code),
      })
    } finally {
      clearTimeout(timer)
    }
  }
}

/**
 * HttpClient's readBody never settles when the connection breaks mid-answer, and reads without limit:
 * this one settles, and stops reading past `maxBytes`, so memory stays bounded whatever is sent.
 */
function readWhole(response: HttpClientResponse, maxBytes: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    response.message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        chunks.length = 0
        // Rejected before the connection is cut: cutting it says "aborted" at once, and the first word stands.
        reject(
          new UnexpectedAnswerError(
            `The answer to ${request} is larger than the ${maxBytes >= 1 << 20 ? `${maxBytes / (1 << 20)} MiB` : `${maxBytes / 1024} KiB`} the action reads; it was cut off`,
          ),
        )
        response.message.destroy()
        return
      }
      chunks.push(chunk)
    })
    response.message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    response.message.on('error', reject)
    response.message.on('aborted', () =>
      reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })),
    )
  })
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function withGaveUp(error: Error, note: string): Error {
  error.message = `${error.message} (${note})`
  return error
}

export function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** The start of a body, on one line, for messages about answers that are not what was expected. */
export function bodyStart(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (!flat) return '(empty body)'
  return flat.length > length ? `${flat.slice(0, length)}…` : flat
}

/** The service's own words from an error answer: `error` or `message` in JSON, else the start of the body. */
export function serviceError(answer: Answer): ServiceError {
  const status = `${answer.status}${REASONS[answer.status] ? ` ${REASONS[answer.status]}` : ''}`
  let words: string | undefined
  let code: string | undefined
  try {
    const parsed = JSON.parse(answer.text) as Record<string, unknown>
    const text = [parsed.error, parsed.message, parsed.detail].find((v) => typeof v === 'string' && v) as
      | string
      | undefined
    if (text) words = text
    if (typeof parsed.code === 'string' || typeof parsed.code === 'number') code = String(parsed.code)
  } catch {
    // not JSON: shown below as it is
  }
  let said: string
  if (words) said = `"${words}"${code ? ` (code ${code})` : ''}`
  else if (/^\s*</.test(answer.text))
    said = `an HTML page, not the service's JSON (a proxy or gateway may have answered): ${bodyStart(answer.text)}`
  else said = bodyStart(answer.text)
  if (answer.status >= 300 && answer.status < 400) {
    const location = headerValue(answer.headers.location)
    said += `; it points to ${location ?? '(no Location header)'}, and redirects are not followed (the key is not sent on to another address): check api-url`
  }
  return new ServiceError(
    `The service answered ${status} to ${answer.request}: ${said}`,
    answer.status,
    words,
    code,
    retryAfterMs(headerValue(answer.headers['retry-after'])),
  )
}

/** A successful answer's JSON, or a plain message saying what came instead. */
export function answerJson(answer: Answer, expected: string): unknown {
  try {
    return JSON.parse(answer.text)
  } catch {
    const what = /^\s*</.test(answer.text) ? 'an HTML page' : 'a body that is not JSON'
    throw new UnexpectedAnswerError(
      `The service answered ${answer.status} to ${answer.request} with ${what}, not ${expected}: ${bodyStart(answer.text)}`,
    )
  }
}
