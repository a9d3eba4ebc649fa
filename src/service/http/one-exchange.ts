import { Readable } from 'node:stream'
import type { HttpClient, HttpClientResponse } from '@actions/http-client'
import { readBoundedBytes } from './bounded-body.js'

// One exchange with a service that is not the agent service (the scenarios' judge, the speech service): one
// attempt, its whole answer within `timeoutMs` from sending to the last byte (an answer that trickles is
// cut), read to `mostBytes` at most. What loses a race may still fail later: handled, never unhandled.

export async function oneExchange(
  client: HttpClient,
  request: { method: string; url: string; body: Buffer; headers: Record<string, string> },
  mostBytes: number,
  /** the service, as a bounded read's message names it */
  what: string,
  timeoutMs: number,
): Promise<{ status: number; bytes: Buffer }> {
  let response: HttpClientResponse | undefined
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // rejected before the answer is cut: cutting it says "connection cut" at once, and the first word stands
      reject(new Error(`no whole answer within ${timeoutMs / 1000} s`))
      response?.message.destroy()
    }, timeoutMs)
  })
  try {
    const headers = { ...request.headers, 'content-length': String(request.body.length) }
    const sent = client.request(request.method, request.url, Readable.from([request.body]), headers)
    sent.catch(() => undefined)
    response = await Promise.race([sent, timeout])
    const read = readBoundedBytes(response, mostBytes, what)
    read.catch(() => undefined)
    const bytes = await Promise.race([read, timeout])
    return { status: response.message.statusCode ?? 0, bytes }
  } finally {
    clearTimeout(timer)
  }
}
