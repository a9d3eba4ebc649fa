import type { HttpClientResponse } from '@actions/http-client'
import { UnexpectedAnswerError } from './errors.js'

// One way to read an answer's body, for the service and the upload host alike.

/**
 * HttpClient's readBody never settles when the connection breaks mid-answer, and reads without limit:
 * this one settles, and stops reading past `maxBytes`, so memory stays bounded whatever is sent.
 */
export function readBoundedBody(response: HttpClientResponse, maxBytes: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    response.message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        chunks.length = 0
        // Rejected before the connection is cut: cutting it says "aborted" at once, and the first word stands.
        reject(
          new UnexpectedAnswerError(
            `The answer to ${request} is larger than the ${maxBytes >= 1 << 20 ? `${maxBytes / (1 << 20)} MiB` : `${maxBytes / 1024} KiB`} the action reads; it was cut off`,
          ),
        )
        response.message.destroy()
        return
      }
      chunks.push(chunk)
    })
    response.message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    response.message.on('error', reject)
    response.message.on('aborted', () =>
      reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })),
    )
  })
}
