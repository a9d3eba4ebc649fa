import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import { isLoopback } from '../../addresses.js'
import { CancelledError } from '../../errors.js'
import { seconds } from '../../time.js'
import { AnswerTooLargeError, readBoundedBody } from '../http/bounded-body.js'
import { NetworkError, UnexpectedAnswerError } from '../http/errors.js'
import { cutText } from '../output-lines.js'
import { USER_AGENT } from '../version.js'
import type { UploadTarget } from './builds.js'

// The build context to the upload host, as a presigned POST (S3 style): multipart/form-data with every
// field the service gave, in its order, then the file part last. The upload host is not the service: it
// never gets the API key, and it must be https (but for loopback doubles).

export interface UploadOptions {
  /** the whole upload, from sending the first byte to its answer */
  timeoutMs: number
  /** from the last byte of the file sent to the end of the host's answer (default ANSWER_TIMEOUT_MS) */
  answerTimeoutMs?: number
  signal?: AbortSignal
}

/** Once the file is sent, the host answers in moments: a host that stays silent longer has lost it. */
export const ANSWER_TIMEOUT_MS = 60_000
/** The host's answer is read up to this, as the service's are. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024
/** The longest Code or Message of the host's error shown. */
const MAX_SHOWN = 200

/** The upload host refused the context; `code` is its XML error Code (ExpiredToken, EntityTooLarge, …). */
export class UploadRefusedError extends Error {
  override readonly name = 'UploadRefusedError'
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

/** Sends the archive; resolves when the host took it (200, 201 or 204). */
export async function uploadContext(
  target: UploadTarget,
  archive: string,
  archiveBytes: number,
  options: UploadOptions,
): Promise<void> {
  const url = uploadUrl(target.uploadUrl)
  const form = multipartForm(target.uploadFields, archive, archiveBytes)
  const body = form.body
  // No Authorization header, no keep-alive to reuse, no redirect followed (the address is presigned).
  const client = new HttpClient(USER_AGENT, [], {
    allowRedirects: false,
    allowRetries: false,
    socketTimeout: options.timeoutMs,
  })
  let timer: NodeJS.Timeout | undefined
  let answerTimer: NodeJS.Timeout | undefined
  let response: HttpClientResponse | undefined
  const onAbort = () => body.destroy(new CancelledError('cancelled during the upload'))
  options.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        body.destroy()
        reject(new NetworkError(`the upload to ${url.host} did not finish within ${seconds(options.timeoutMs)}`))
      }, options.timeoutMs)
      // Once the last byte is sent, the answer has its own, shorter limit.
      const answerMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS
      body.once('end', () => {
        answerTimer = setTimeout(() => {
          reject(
            new NetworkError(
              `the upload host ${url.host} took the file but gave no complete answer within ${seconds(answerMs)}`,
            ),
          )
          response?.message.destroy()
        }, answerMs)
      })
    })
    const headers = {
      'content-type': `multipart/form-data; boundary=${form.boundary}`,
      'content-length': String(form.bytes),
    }
    response = await Promise.race([client.sendStream('POST', url.toString(), body, headers), deadline])
    const text = await Promise.race([
      readBoundedBody(response, MAX_ANSWER_BYTES, `the upload to ${url.host}`),
      deadline,
    ])
    const status = response.message.statusCode ?? 0
    if (!TAKEN.includes(status)) throw refusal(status, text, url.host)
  } catch (error) {
    if (options.signal?.aborted) throw new CancelledError('cancelled during the upload')
    throw uploadFailure(error, response?.message.statusCode ?? 0, url.host)
  } finally {
    clearTimeout(timer)
    clearTimeout(answerTimer)
    options.signal?.removeEventListener('abort', onAbort)
    client.dispose()
  }
}

/** Why the upload failed, as the error the cloud build tells apart (refused, or sent again). */
function uploadFailure(error: unknown, status: number, host: string): Error {
  if (error instanceof UploadRefusedError || error instanceof NetworkError) return error
  // A refusal too large to read whole still says what it is in its first bytes: its status and Code.
  if (error instanceof AnswerTooLargeError && status > 0 && !TAKEN.includes(status)) {
    return refusal(status, error.head, host, `; the answer, over ${MAX_ANSWER_BYTES / (1 << 20)} MiB, was cut off`)
  }
  if (error instanceof UnexpectedAnswerError) return new UploadRefusedError(error.message, 0, undefined)
  return new NetworkError(
    `the upload to ${host} failed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
  )
}

/** The form: every field in the order given, then the file part last, streamed from the archive. */
function multipartForm(uploadFields: Record<string, string>, archive: string, archiveBytes: number) {
  const boundary = `----agent-deploy-${randomBytes(12).toString('hex')}`
  const fields = checkedFields(uploadFields)
  if (!Object.keys(fields).some((name) => name.toLowerCase() === 'content-type'))
    fields['Content-Type'] = 'application/gzip'
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="context.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const body = Readable.from(
    (async function* () {
      yield head
      yield* createReadStream(archive)
      yield tail
    })(),
  )
  return { boundary, body, bytes: head.length + archiveBytes + tail.length }
}

/**
 * The fields go into the part headers as they are: a name with a quote or a line break, or a value with
 * a line break, would write other parts (a second file) into the form. The service's presigned fields
 * never carry them; a set that does is refused, nothing is sent.
 */
function checkedFields(fields: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(fields)) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (!/^[\x21-\x7e]+$/.test(name) || name.includes('"') || /[\r\n\u0000]/.test(value)) {
      throw new UploadRefusedError(
        `The service gave upload fields that cannot be sent as a form (field ${JSON.stringify(name.slice(0, 60))}: a quote, a line break or a control character); nothing was uploaded`,
        0,
        undefined,
      )
    }
  }
  return { ...fields }
}

/** https, or http to a loopback host: the context may hold what should not cross a network in clear. */
function uploadUrl(value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UploadRefusedError(`The service gave an upload address that is not a URL`, 0, undefined)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new UploadRefusedError(
      `The service gave an upload address that is not https (${url.protocol}//${url.host}); nothing was uploaded`,
      0,
      undefined,
    )
  }
  return url
}

/** The statuses of an upload the host took. */
const TAKEN = [200, 201, 204]

/** The host's XML error in plain words: "AccessDenied: Request has expired". */
function refusal(status: number, text: string, host: string, cut = ''): UploadRefusedError {
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1]
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]
  const said = code
    ? `${cutText(code, MAX_SHOWN)}${message ? `: ${cutText(message, MAX_SHOWN)}` : ''}`
    : cutText(text.replace(/\s+/g, ' ').trim(), MAX_SHOWN) || '(empty body)'
  return new UploadRefusedError(
    `The upload host ${host} refused the build context (${status}): ${said}${cut}`,
    status,
    code,
  )
}
