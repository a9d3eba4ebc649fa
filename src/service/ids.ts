import { ID_SHAPE, isId } from '../ids.js'
import { shortened } from '../secrets.js'
import { UnexpectedAnswerError } from './http/errors.js'

// Ids from the service are taken only in the shape src/ids.ts gives.

export { ID_SHAPE, isId } from '../ids.js'

/** The id as given, or a clear failure when it is not of the documented shape. */
export function checkedId(value: string | undefined, what: string): string | undefined {
  if (value === undefined || isId(value)) return value
  const shown = JSON.stringify(shortened(value, 80))
  throw new UnexpectedAnswerError(`The service named a ${what} ${shown}, which is not an id (expected ${ID_SHAPE})`)
}
