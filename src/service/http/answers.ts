import * as z from 'zod/mini'
import { redact, shortened } from '../../secrets.js'
import { ServiceError, UnexpectedAnswerError } from './errors.js'
import { retryAfterMs } from './retry.js'

// What an answer of the service says: its JSON, or its own words when it refused.

export interface Answer {
  status: number
  text: string
  headers: Record<string, string | string[] | undefined>
  /** "GET /v1/agents/name", for messages */
  request: string
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

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The start of a body, on one line, for messages about answers that are not what was expected. */
export function bodyStart(text: string, length = 200): string {
  const flat = redact(text).replace(/\s+/g, ' ').trim()
  if (!flat) return '(empty body)'
  return shortened(flat, length)
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

/** The answer's JSON in the shape expected, or the service's own words when it refused. */
export function parsedAnswer<Out>(answer: Answer, schema: z.ZodMiniType<Out>, expected: string): Out {
  if (answer.status < 200 || answer.status > 299) throw serviceError(answer)
  const result = z.safeParse(schema, answerJson(answer, expected))
  if (!result.success) {
    throw new UnexpectedAnswerError(
      `The service answered ${answer.status} to ${answer.request} with JSON that is not ${expected}: ${bodyStart(answer.text)}`,
    )
  }
  return result.data
}
