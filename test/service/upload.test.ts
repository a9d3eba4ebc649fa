import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UploadRefusedError, uploadContext } from '../../src/service/builds/upload.js'
import { listenOnLoopback } from '../double/loopback.js'

let dir: string
let archive: string
let received: { headers: http.IncomingHttpHeaders; body: Buffer }[]
let host: Awaited<ReturnType<typeof listenOnLoopback>> | undefined

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'agent-deploy-upload-'))
  archive = join(dir, 'context.tar.gz')
  writeFileSync(archive, Buffer.from('gzipped bytes'))
  received = []
})
afterEach(async () => {
  await host?.close()
  host = undefined
  rmSync(dir, { recursive: true, force: true })
})

/** An upload host of the test's own that answers every request with `status` and `body`. */
async function uploadHost(status: number, body = '') {
  host = await listenOnLoopback(
    http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks) })
        res.writeHead(status, { 'content-type': 'application/xml' })
        res.end(body)
      })
    }),
  )
  return host.url
}

const target = (url: string) => ({
  uploadId: 'u1',
  uploadUrl: `${url}/bucket`,
  uploadFields: { key: 'k/ctx', Policy: 'p' },
})
const send = (url: string) => uploadContext(target(url), archive, 13, { timeoutMs: 5_000 })

describe('uploadContext', () => {
  it('posts the fields in order, then the file last, with no Authorization header', async () => {
    await send(await uploadHost(204))
    const [request] = received
    expect(request?.headers.authorization).toBeUndefined()
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const text = request?.body.toString() ?? ''
    const names = [...text.matchAll(/; name="([^"]+)"/g)].map((m) => m[1])
    expect(names).toEqual(['key', 'Policy', 'Content-Type', 'file'])
    expect(text).toContain('filename="context.tar.gz"\r\nContent-Type: application/gzip\r\n\r\ngzipped bytes\r\n')
    expect(Number(request?.headers['content-length'])).toBe(request?.body.length)
  })

  it("shows a refusal's XML Code and Message in plain words", async () => {
    const url = await uploadHost(
      400,
      '<Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>',
    )
    const error = await send(url).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UploadRefusedError)
    expect((error as UploadRefusedError).code).toBe('EntityTooLarge')
    expect((error as Error).message).toBe(
      `The upload host ${new URL(url).host} refused the build context (400): EntityTooLarge: Your proposed upload exceeds the maximum allowed size`,
    )
  })

  it.each(['http://uploads.example.com/bucket', 'ftp://uploads.example.com/bucket', 'not a url'])(
    'refuses an upload address that is not https (but for loopback): %s',
    async (uploadUrl) => {
      const error = await uploadContext({ ...target(''), uploadUrl }, archive, 13, { timeoutMs: 1_000 }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(UploadRefusedError)
      expect((error as Error).message).toMatch(/not https|not a URL/)
    },
  )
})

describe('a host that takes the file and never answers', () => {
  it('fails once the answer is later than its own limit after the last byte, not at the whole upload limit', async () => {
    host = await listenOnLoopback(
      http.createServer((req) => {
        req.resume()
      }),
    )
    const target = { uploadId: 'u1', uploadUrl: `${host.url}/?upload=u1`, uploadFields: { key: 'k' } }
    const started = Date.now()
    await expect(uploadContext(target, archive, 13, { timeoutMs: 60_000, answerTimeoutMs: 300 })).rejects.toThrow(
      /^the upload host 127\.0\.0\.1:\d+ took the file but gave no complete answer within 0\.3 s$/,
    )
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
