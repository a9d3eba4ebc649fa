import { UnexpectedAnswerError } from './errors.js'

// Ids from the service become outputs, group titles and parts of messages: only a strict shape is taken.

const ID = /^[A-Za-z0-9._-]{1,128}$/

export const ID_SHAPE = "letters, digits, '-', '_' and '.', at most 128 characters"

export function isId(value: string): boolean {
  return ID.test(value)
}

/** The id as given, or a clear failure when it is not of the documented shape. */
export function checkedId(value: string | undefined, what: string): string | undefined {
  if (value === undefined || isId(value)) return value
  const shown = JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)
  throw new UnexpectedAnswerError(`The service named a ${what} ${shown}, which is not an id (expected ${ID_SHAPE})`)
}
