import { ServiceError } from '../http/errors.js'

// What a refused write means, told from the service's words: the status alone does not say.

/**
 * Creating a name that exists ("Service already exists"), told by the message and never by the status:
 * a 409 means a secret set is not ready.
 */
export function isAlreadyExists(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.status < 500 && /already exists/i.test(error.serviceMessage ?? '')
}

/**
 * A write refused because a secret set is still being provisioned (409 "Secret set 'x' is not yet
 * ready. Retry once it has been provisioned."), told by its words: any other 409 (another deployment in
 * progress, say) is the service's own refusal, shown as it is and not resent. The set's name when the
 * message gives it, else '' (which set is then unknown).
 */
export function notReadySecretSet(error: unknown): string | undefined {
  if (!(error instanceof ServiceError) || error.status !== 409) return undefined
  const words = error.serviceMessage ?? ''
  if (!/secret set/i.test(words) || !/not (yet )?ready|provision/i.test(words)) return undefined
  return /set '([^']+)'/i.exec(words)?.[1] ?? ''
}
