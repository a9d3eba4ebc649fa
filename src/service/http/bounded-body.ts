import type { HttpClientResponse } from '@actions/http-client'
import { UnexpectedAnswerError } from './errors.js'

/**
 * An answer larger than the bound: `head` holds its first bytes, up to the bound, as text; `found`, what the
 * caller looked for past it (`FindPast`), when it came.
 */
export class AnswerTooLargeError extends UnexpectedAnswerError {
  constructor(
    message: string,
    readonly head: string,
    readonly found?: string,
  ) {
    super(message)
  }
}

/** Past the bound, read on (at most this much more, nothing kept but a short tail) for the pattern's first group. */
export interface FindPast {
  pattern: RegExp
  mostBytes: number
}
/** the tail kept between chunks, so that a match split across two is found */
const TAIL_CHARS = 1024

// One way to read an answer's body, for the service and the upload host alike.

/**
 * HttpClient's readBody never settles when the connection breaks mid-answer, and reads without limit:
 * this one settles, and stops reading past `maxBytes`, so memory stays bounded whatever is sent. Past the
 * bound it fails with what came within it (an error's status and code are in its first bytes).
 */
export async function readBoundedBody(
  response: HttpClientResponse,
  maxBytes: number,
  request: string,
  findPast?: FindPast,
): Promise<string> {
  return (await readBoundedBytes(response, maxBytes, request, findPast)).toString('utf8')
}

/** The same, as the bytes that came (a digest is of the bytes, not of their text). */
export function readBoundedBytes(
  response: HttpClientResponse,
  maxBytes: number,
  request: string,
  findPast?: FindPast,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let head = ''
    let tail = ''
    let past = 0
    let done = false
    const cut = (found?: string) => {
      if (done) return
      done = true
      // Rejected before the connection is cut: cutting it says "aborted" at once, and the first word stands.
      reject(
        new AnswerTooLargeError(
          `The answer to ${request} is larger than the ${maxBytes >= 1 << 20 ? `${maxBytes / (1 << 20)} MiB` : `${maxBytes / 1024} KiB`} the action reads; it was cut off`,
          head,
          found,
        ),
      )
      response.message.destroy()
    }
    const lookFor = (bytes: Buffer) => {
      past += bytes.length
      const text = tail + bytes.toString('latin1')
      const found = findPast?.pattern.exec(text)?.[1]
      if (found !== undefined || !findPast || past > findPast.mostBytes) return cut(found)
      tail = text.slice(-TAIL_CHARS)
    }
    response.message.on('data', (chunk: Buffer) => {
      if (done) return
      if (size > maxBytes) return lookFor(chunk)
      if (size + chunk.length > maxBytes) {
        const within = maxBytes - size
        chunks.push(chunk.subarray(0, within))
        const whole = Buffer.concat(chunks)
        head = whole.toString('utf8')
        chunks.length = 0
        size = maxBytes + 1
        tail = whole.subarray(-TAIL_CHARS).toString('latin1')
        const inHead = findPast?.pattern.exec(head)?.[1]
        return inHead !== undefined ? cut(inHead) : lookFor(chunk.subarray(within))
      }
      size += chunk.length
      chunks.push(chunk)
    })
    response.message.on('end', () => (size > maxBytes ? cut() : resolve(Buffer.concat(chunks))))
    response.message.on('error', reject)
    response.message.on('aborted', () =>
      reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })),
    )
  })
}
