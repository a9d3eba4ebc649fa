import type { HttpClientResponse } from '@actions/http-client'
import { UnexpectedAnswerError } from './errors.js'

/** An answer larger than the bound: `head` holds its first bytes, up to the bound, as text. */
export class AnswerTooLargeError extends UnexpectedAnswerError {
  constructor(
    message: string,
    readonly head: string,
  ) {
    super(message)
  }
}

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
): Promise<string> {
  return (await readBoundedBytes(response, maxBytes, request)).toString('utf8')
}

/** The same, as the bytes that came (a digest is of the bytes, not of their text). */
export function readBoundedBytes(response: HttpClientResponse, maxBytes: number, request: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    response.message.on('data', (chunk: Buffer) => {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size))
        const head = Buffer.concat(chunks).toString('utf8')
        chunks.length = 0
        size = maxBytes + 1
        // Rejected before the connection is cut: cutting it says "aborted" at once, and the first word stands.
        reject(
          new AnswerTooLargeError(
            `The answer to ${request} is larger than the ${maxBytes >= 1 << 20 ? `${maxBytes / (1 << 20)} MiB` : `${maxBytes / 1024} KiB`} the action reads; it was cut off`,
            head,
          ),
        )
        response.message.destroy()
        return
      }
      if (size > maxBytes) return
      size += chunk.length
      chunks.push(chunk)
    })
    response.message.on('end', () => resolve(Buffer.concat(chunks)))
    response.message.on('error', reject)
    response.message.on('aborted', () =>
      reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })),
    )
  })
}
