import { CancelledError } from './errors.js'

// Waiting, durations and sizes, shared by every concern: cancellable sleeps, and the one way a duration
// or a size is said.

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

/** Settles as soon as the signal fires, with CancelledError, whatever the promise is doing. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) {
    // The promise was made and may still fail (a request refused as cancelled): handled here, it can never
    // become an unhandled rejection, which would end the process with a stack trace and no summary.
    promise.catch(() => undefined)
    return Promise.reject(new CancelledError(String(signal.reason ?? 'cancelled')))
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CancelledError(String(signal.reason ?? 'cancelled')))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** "4.2 s" under ten seconds, "42 s" from there. */
export function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`
}

/** "12.3 kB" under a megabyte, "123.4 MB" from there. */
export function megabytes(bytes: number): string {
  return bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`
}
