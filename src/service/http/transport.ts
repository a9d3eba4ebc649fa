import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import { CancelledError } from '../../errors.js'
import { type Sleep, seconds, sleep } from '../../time.js'
import { USER_AGENT } from '../version.js'
import { type Answer, headerValue, serviceError } from './answers.js'
import { type FindPast, readBoundedBody } from './bounded-body.js'
import { AmbiguousWriteError, NetworkError, UnexpectedAnswerError } from './errors.js'
import {
  backoffDelay,
  DEFAULT_RETRY,
  isNotSentError,
  isTransientStatus,
  type RetryPolicy,
  retryAfterMs,
  saysNotProcessed,
} from './retry.js'

// The transport: one base address, the key, time limits, the retry rules applied, answers read whole.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface SendOptions {
  /**
   * A write that may have been processed (its answer was lost, or a 5xx that does not say it was not
   * processed) is not sent again here: it throws AmbiguousWriteError, and the caller finds out.
   */
  write?: boolean
  /** one attempt only: for callers that retry on their own schedule (the readiness wait) */
  once?: boolean
  /** an answer past the bound is read on for this (bounded-body.ts): a session start's id, to stop it */
  findPast?: FindPast
}

export interface HttpLog {
  info(message: string): void
  debug(message: string): void
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
    const abortable = !options.write
    for (let attempt = 1; ; attempt++) {
      if (this.signal?.aborted) throw new CancelledError(`cancelled before ${request} was sent`)
      const outcome: Answer | NetworkError = await this.attempt(
        method,
        path,
        body,
        request,
        abortable,
        options.findPast,
      ).catch((error: unknown) => {
        if (error instanceof NetworkError) return error
        throw error
      })
      const lost = outcome instanceof NetworkError
      if (!lost && !isTransientStatus(outcome.status)) return outcome
      const failure = lost ? outcome : serviceError(outcome)
      const maybeProcessed = lost ? !outcome.notSent : !saysNotProcessed(outcome.status)
      if (options.write && maybeProcessed) {
        throw new AmbiguousWriteError(`${request}: ${failure.message}; the write may have been processed`, failure)
      }
      if (options.once) throw failure
      const reason = lost ? outcome.message : `the service answered ${outcome.status}`
      const delay = lost ? undefined : retryAfterMs(headerValue(outcome.headers['retry-after']))
      // Retry-After may lengthen the wait, never shorten it: 0 or a date in the past must not collapse the backoff.
      const wait = Math.max(delay ?? 0, backoffDelay(attempt, this.policy))
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

  /**
   * One request, bounded by requestTimeoutMs. `abortable`: a cancel of the run ends the wait for its answer
   * at once (reads, and the one-try offer; never a write, whose outcome must be known). What is left of the
   * request is destroyed with the client's sockets when the client is disposed.
   */
  private async attempt(
    method: Method,
    path: string,
    body: unknown,
    request: string,
    abortable: boolean,
    findPast?: FindPast,
  ): Promise<Answer> {
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
    const signal = abortable ? this.signal : undefined
    let onAbort: (() => void) | undefined
    const cancelled = new Promise<never>((_, reject) => {
      onAbort = () => {
        response?.message.destroy()
        reject(new CancelledError(`cancelled while ${request} was unanswered`))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
    try {
      return await Promise.race([
        (async () => {
          response = await this.client.request(method, url, body === undefined ? null : JSON.stringify(body), headers)
          const text = await readBoundedBody(response, this.policy.maxAnswerBytes, request, findPast)
          return { status: response.message.statusCode ?? 0, text, headers: response.message.headers, request }
        })(),
        deadline,
        cancelled,
      ])
    } catch (error) {
      if (error instanceof NetworkError || error instanceof UnexpectedAnswerError || error instanceof CancelledError)
        throw error
      const code = (error as NodeJS.ErrnoException).code
      const what = code ? `${code}` : (error as Error).message
      // Named by method, path and host, never by the whole URL: it could carry what should not be shown.
      throw new NetworkError(`${request} to ${new URL(this.baseUrl).host} failed (${what})`, {
        notSent: isNotSentError(code),
      })
    } finally {
      clearTimeout(timer)
      if (onAbort) signal?.removeEventListener('abort', onAbort)
    }
  }
}

function withGaveUp(error: Error, note: string): Error {
  error.message = `${error.message} (${note})`
  return error
}
