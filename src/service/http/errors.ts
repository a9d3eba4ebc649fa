/** What the service answered with an unsuccessful status, in its own words. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  constructor(
    message: string,
    readonly status: number,
    /** The service's `error` or `message` text, when its body carried one. */
    readonly serviceMessage: string | undefined,
    readonly code: string | undefined,
    /** how long the service asked to be left alone (Retry-After), when it said */
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

/** The request never got an answer that can be trusted: network error, time limit, cut connection. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  /** true when the request cannot have reached the service (connection refused, name not found) */
  readonly notSent: boolean
  constructor(message: string, options: { notSent?: boolean } = {}) {
    super(message)
    this.notSent = options.notSent ?? false
  }
}

/** An answer came but not in the shape the action needs (HTML from a proxy, other JSON). */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError'
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
