import { CancelledError, errorMessage } from '../../errors.js'
import { raceAbort, type Sleep, seconds, sleep } from '../../time.js'
import { notReadySecretSet } from '../agents/refusals.js'
import type { HttpLog } from '../http/transport.js'
import type { SecretStore } from './secret-store.js'

export interface ProvisioningOptions {
  log: HttpLog
  /** how long, from the first 409, the write may keep waiting for its secret sets */
  limitMs: number
  wait: Sleep
  signal?: AbortSignal
}

/** Secret sets are provisioned in seconds as a rule; waiting longer than this helps nobody. */
export const SECRET_SET_WAIT_MAX_MS = 300_000

/** The pause before reading a set's status again, or (when it cannot be read) sending the write again. */
export function provisioningDelay(attempt: number): number {
  return Math.min(5_000, 1_000 * attempt)
}

/** A secret set that will never be provisioned, or that did not become ready in time. */
export class SecretSetError extends Error {
  override readonly name = 'SecretSetError'
}

/** Where a set stands, as the service says it (by name, or in the list of sets). */
export interface SetStatus {
  status?: string
  errorMessage?: string
}

/**
 * Reads a set this run wrote until it is ready (`read`: by name, or from the list of sets, which image
 * pull secret sets need); `failed`, or `limitMs` without it, ends the step in the service's words. `what`
 * names the set in every line: "Secret set 'x'".
 */
export async function waitUntilProvisioned(
  read: () => Promise<SetStatus | undefined>,
  what: string,
  limitMs: number,
  log: HttpLog,
  signal: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + limitMs
  for (let attempt = 1; ; attempt++) {
    const status = await raceAbort(read(), signal)
    if (status?.status === 'ready') return log.info(`${what} is provisioned (ready)`)
    if (status?.status === 'failed') {
      throw new SecretSetError(
        `${what} failed to provision after this run wrote it: the service says "${status.errorMessage ?? '(no errorMessage)'}". Nothing was deployed`,
      )
    }
    if (Date.now() >= deadline) {
      throw new SecretSetError(
        `${what} was still ${status?.status ?? 'not readable'} ${seconds(limitMs)} after this run wrote it. Nothing was deployed`,
      )
    }
    log.info(`${what} is ${status?.status ?? 'not readable yet'}; waiting for it to be provisioned`)
    await sleep(Math.min(provisioningDelay(attempt), Math.max(0, deadline - Date.now())), signal)
  }
}

/**
 * Sends a write, and while the service answers that a secret set it names is still being provisioned
 * (409), waits for the set and sends it again: a pipeline that creates its secret set and then deploys
 * works. The set's status is read where the service answers it (image pull sets may not be readable):
 * `failed` ends at once, naming the set and the service's errorMessage.
 */
export async function whenSecretSetsReady<T>(
  sets: SecretStore,
  write: () => Promise<T>,
  options: ProvisioningOptions,
): Promise<T> {
  let deadline: number | undefined
  let attempt = 0
  for (;;) {
    try {
      return await write()
    } catch (error) {
      const set = notReadySecretSet(error)
      if (set === undefined) throw error
      deadline ??= Date.now() + options.limitMs
      attempt++
      const what = set ? `secret set '${set}'` : 'a secret set the request names'
      if (Date.now() >= deadline) {
        throw new SecretSetError(
          `${errorMessage(error)}. Waited ${seconds(options.limitMs)} for ${what} to be provisioned; it is still not ready`,
        )
      }
      options.log.info(`The service says ${what} is not ready yet (it is being provisioned); waiting for it`)
      await waitForSet(sets, set, deadline, attempt, options)
      options.log.info(`Sending the write again now that ${what} may be ready`)
    }
  }
}

/** Reads the set's status until it is ready or failed; returns at once when the status cannot be read. */
async function waitForSet(
  sets: SecretStore,
  set: string,
  deadline: number,
  attempt: number,
  options: ProvisioningOptions,
): Promise<void> {
  for (let read = attempt; ; read++) {
    await options.wait(Math.max(0, Math.min(provisioningDelay(read), deadline - Date.now())))
    if (options.signal?.aborted) throw new CancelledError('cancelled while waiting for a secret set')
    if (!set || Date.now() >= deadline) return
    let status: Awaited<ReturnType<SecretStore['provisioning']>>
    try {
      status = await sets.provisioning(set)
    } catch (error) {
      if (error instanceof CancelledError) throw error
      options.log.debug(`Reading secret set '${set}' failed (${errorMessage(error)}); sending the write again instead`)
      return
    }
    if ('unreadable' in status) {
      // Image pull sets and some installations do not answer this read: the write itself is the check.
      options.log.debug(`Secret set '${set}' cannot be read by name (${status.unreadable}); sending the write again`)
      return
    }
    if (status.status === 'failed') {
      throw new SecretSetError(
        `Secret set '${set}' failed to provision, so it will never be ready: the service says "${status.errorMessage ?? '(no errorMessage)'}". Fix or re-create the set, then deploy again`,
      )
    }
    if (status.status === 'ready') return
    options.log.info(`Secret set '${set}' is ${status.status ?? 'in an unknown state'}; waiting`)
  }
}
