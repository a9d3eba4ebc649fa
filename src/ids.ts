// Ids (deployments, builds, uploads) become outputs, group titles, parts of messages and of request paths:
// only a strict shape is taken, from an input or from the service. '.' and '..' are of that alphabet, but
// in a path such as /builds/{id} they name another resource: never an id.

const ID = /^[A-Za-z0-9._-]{1,128}$/

export const ID_SHAPE = "letters, digits, '-', '_' and '.' (not '.' or '..' alone), at most 128 characters"

export function isId(value: string): boolean {
  return ID.test(value) && value !== '.' && value !== '..'
}

/**
 * A value as one segment of a request path, encoded: every name and id that goes into a path passes here.
 * '', '.' and '..' are refused: a path such as /agents/{name}/sessions/{id} with one of them names another
 * resource (DELETE /agents/{name}/sessions/.. is DELETE /agents/{name}/ once the URL is resolved).
 */
export function pathSegment(value: string): string {
  if (value === '' || value === '.' || value === '..') {
    throw new Error(`${JSON.stringify(value)} cannot be part of a request path: it would name another resource`)
  }
  return encodeURIComponent(value)
}
