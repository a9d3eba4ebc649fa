import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import { isLoopback } from '../addresses.js'
import { CancelledError } from '../errors.js'
import { seconds } from '../time.js'
import type { UploadTarget } from './builds.js'
import { NetworkError } from './errors.js'
import { USER_AGENT } from './version.js'

// The build context to the upload host, as a presigned POST (S3 style): multipart/form-data with every
// field the service gave, in its order, then the file part last. The upload host is not the service: it
// never gets the API key, and it must be https (but for loopback doubles).

export interface UploadOptions {
  /** the whole upload, from sending the first byte to its answer */
  timeoutMs: number
  signal?: AbortSignal
}

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
  const boundary = `----agent-deploy-${randomBytes(12).toString('hex')}`
  const fields = { ...target.uploadFields }
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
  // No Authorization header, no keep-alive to reuse, no redirect followed (the address is presigned).
  const client = new HttpClient(USER_AGENT, [], {
    allowRedirects: false,
    allowRetries: false,
    socketTimeout: options.timeoutMs,
  })
  let timer: NodeJS.Timeout | undefined
  const onAbort = () => body.destroy(new CancelledError('cancelled during the upload'))
  options.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        body.destroy()
        reject(new NetworkError(`the upload to ${url.host} did not finish within ${seconds(options.timeoutMs)}`))
      }, options.timeoutMs)
    })
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + archiveBytes + tail.length),
    }
    const response = await Promise.race([client.sendStream('POST', url.toString(), body, headers), deadline])
    const text = await Promise.race([response.readBody(), deadline])
    const status = response.message.statusCode ?? 0
    if (status !== 200 && status !== 201 && status !== 204) throw refusal(status, text, url.host)
  } catch (error) {
    if (options.signal?.aborted) throw new CancelledError('cancelled during the upload')
    if (error instanceof UploadRefusedError || error instanceof NetworkError) throw error
    throw new NetworkError(
      `the upload to ${url.host} failed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    )
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
    client.dispose()
  }
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

/** The host's XML error in plain words: "AccessDenied: Request has expired". */
function refusal(status: number, text: string, host: string): UploadRefusedError {
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1]
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]
  const said = code
    ? `${code}${message ? `: ${message}` : ''}`
    : text.replace(/\s+/g, ' ').trim().slice(0, 200) || '(empty body)'
  return new UploadRefusedError(`The upload host ${host} refused the build context (${status}): ${said}`, status, code)
}
