// When a request to the service is sent again, and how long to wait first.

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

/** An answer with this status says the request was not acted on: a write may be sent again as it is. */
export function saysNotProcessed(status: number): boolean {
  return NOT_PROCESSED_STATUSES.has(status)
}

/** A network error with this code was raised before the request could reach the service. */
export function isNotSentError(code: string | undefined): boolean {
  return code !== undefined && NOT_SENT_ERRORS.has(code)
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
