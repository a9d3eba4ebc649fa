import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CancelledError } from '../../src/errors.js'
import { answerJson, serviceError } from '../../src/service/http/answers.js'
import {
  AmbiguousWriteError,
  NetworkError,
  ServiceError,
  UnexpectedAnswerError,
} from '../../src/service/http/errors.js'
import { backoffDelay, DEFAULT_RETRY, type RetryPolicy, retryAfterMs } from '../../src/service/http/retry.js'
import { ServiceHttp } from '../../src/service/http/transport.js'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { CLOSED_URL } from '../helpers/closed-port.js'

const FAST: RetryPolicy = {
  maxAttempts: 5,
  requestTimeoutMs: 2_000,
  budgetMs: 45_000,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  maxAnswerBytes: 64 * 1024,
}

let service: AgentServiceDouble
let logged: string[]
let waited: number[]

function client(policy: RetryPolicy = FAST) {
  // The recording wait resolves at once: the schedule is asserted, not slept through.
  return new ServiceHttp(
    service.url,
    'sk_test_private',
    { info: (m) => logged.push(m), debug: () => {} },
    {
      policy,
      wait: async (ms) => {
        waited.push(ms)
      },
    },
  )
}

beforeEach(async () => {
  service = await startAgentService()
  service.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0' })
  logged = []
  waited = []
})
afterEach(async () => {
  vi.useRealTimers()
  await service.close()
})

describe('backoffDelay', () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1000],
    [2, 0, 1000],
    [3, 1, 4000],
    [4, 0.5, 6000],
    [6, 1, 8000],
  ])('retry %i with random %d waits %i ms', (retry, random, expected) => {
    expect(backoffDelay(retry, DEFAULT_RETRY, () => random)).toBe(expected)
  })
})

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['Sun, 22 Nov 2026 10:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
    ['soon', undefined],
    [undefined, undefined],
  ])('%s is %s ms', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected)
  })
})

describe('ServiceHttp', () => {
  it('sends the key, JSON and a User-Agent naming the action and its version', async () => {
    await client().send('POST', '/agents/my-agent', { image: 'ghcr.io/acme/agent:2.0' }, { write: true })
    const [request] = service.writes()
    expect(request?.headers.authorization).toBe('Bearer sk_test_private')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['user-agent']).toMatch(/^agent-deploy-action\/\d+\.\d+\.\d+/)
  })

  it('retries 500, 502, 503, 504, 408 and 429 on a read, logging each retry with reason and attempt', async () => {
    service.setFaults([500, 502, 503, 504].map((status) => ({ method: 'GET', status })))
    const answer = await client().send('GET', '/agents/my-agent')
    expect(answer.status).toBe(200)
    expect(service.requests).toHaveLength(5)
    expect(logged).toEqual([
      expect.stringMatching(/^Retrying GET \/v1\/agents\/my-agent \(1\/4\) in \d\.\d s: the service answered 500$/),
      expect.stringContaining('(2/4)'),
      expect.stringContaining('(3/4)'),
      expect.stringMatching(/\(4\/4\) .*answered 504$/),
    ])
    expect(waited.every((ms, i) => ms >= 500 * 2 ** i && ms <= 1000 * 2 ** i)).toBe(true)
  })

  it('honours Retry-After in seconds and as a date', async () => {
    const date = new Date(Date.now() + 4000).toUTCString()
    service.setFaults([
      { method: 'GET', status: 429, retryAfter: '2' },
      { method: 'GET', status: 503, retryAfter: date },
    ])
    await client().send('GET', '/agents/my-agent')
    expect(waited[0]).toBe(2000)
    expect(waited[1]).toBeGreaterThan(2000)
    expect(waited[1]).toBeLessThanOrEqual(4000)
  })

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', async (status) => {
    service.setFaults([{ method: 'GET', status }])
    const answer = await client().send('GET', '/agents/my-agent')
    expect(answer.status).toBe(status)
    expect(service.requests).toHaveLength(1)
  })

  it('gives up after a bounded number of attempts with a clear message', async () => {
    service.setFaults([{ method: 'GET', status: 503, times: 99 }])
    await expect(client().send('GET', '/agents/my-agent')).rejects.toThrow(
      /answered 503 Service Unavailable to GET \/v1\/agents\/my-agent.*\(gave up after 5 attempts/,
    )
    expect(service.requests).toHaveLength(5)
  })

  it('gives up at once when Retry-After would pass the retry budget', async () => {
    service.setFaults([{ method: 'GET', status: 429, retryAfter: '3600' }])
    await expect(client().send('GET', '/agents/my-agent')).rejects.toThrow(
      /gave up after 1 attempt in .*: a retry \(the service asked to wait 3600 s\) would pass the 45 s retry budget/,
    )
    expect(waited).toEqual([])
  })

  it('retries a read whose connection was cut', async () => {
    service.setFaults([{ method: 'GET', drop: 'before' }])
    expect((await client().send('GET', '/agents/my-agent')).status).toBe(200)
    expect(logged[0]).toMatch(
      /Retrying GET \/v1\/agents\/my-agent .*: GET \/v1\/agents\/my-agent to 127\.0\.0\.1:\d+ failed \(ECONNRESET\)/,
    )
  })

  it('limits the time of each attempt', async () => {
    service.setFaults([{ method: 'GET', delayMs: 5_000 }])
    const started = Date.now()
    const answer = await client({ ...FAST, requestTimeoutMs: 300 }).send('GET', '/agents/my-agent')
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(logged[0]).toMatch(/to 127\.0\.0\.1:\d+ failed|no complete answer within 0\.3 s/)
  })

  it('limits the time of each attempt when the answer trickles in, though the socket is never idle', async () => {
    service.setFaults([{ method: 'GET', trickleMs: 20 }])
    const started = Date.now()
    const answer = await client({ ...FAST, requestTimeoutMs: 500 }).send('GET', '/agents/my-agent')
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(logged[0]).toMatch(/no complete answer within 0\.5 s/)
  })

  it('cuts off an answer larger than the limit while reading, naming the request and the limit', async () => {
    service.setFaults([{ method: 'GET', status: 200, body: JSON.stringify({ name: 'x'.repeat(200 * 1024) }) }])
    await expect(client().send('GET', '/agents/my-agent')).rejects.toThrow(
      'The answer to GET /v1/agents/my-agent is larger than the 64 KiB the action reads; it was cut off',
    )
  })

  it('says where a 3xx pointed and that redirects are not followed', async () => {
    const answer = await client().send('GET', '/agents/my-agent')
    expect(answer.status).toBe(200)
    const error = serviceError({
      status: 302,
      text: '',
      headers: { location: 'https://elsewhere.example/login' },
      request: 'GET /v1/agents/a',
    })
    expect(error.message).toBe(
      'The service answered 302 to GET /v1/agents/a: (empty body); it points to https://elsewhere.example/login, and redirects are not followed (the key is not sent on to another address): check api-url',
    )
  })

  it('does not send a write again when its answer was lost', async () => {
    service.setFaults([{ method: 'POST', drop: 'after' }])
    const error = await client()
      .send('POST', '/agents/my-agent', { image: 'ghcr.io/acme/agent:2.0' }, { write: true })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AmbiguousWriteError)
    expect(service.writes()).toHaveLength(1)
  })

  it.each([500, 502, 504])('does not send a write again after %i: it may have been processed', async (status) => {
    service.setFaults([{ method: 'POST', status }])
    await expect(
      client().send('POST', '/agents/my-agent', { image: 'ghcr.io/acme/agent:2.0' }, { write: true }),
    ).rejects.toBeInstanceOf(AmbiguousWriteError)
    expect(service.writes()).toHaveLength(1)
  })

  it.each([429, 503])('sends a write again after %i: it was not processed', async (status) => {
    service.setFaults([{ method: 'POST', status }])
    const answer = await client().send('POST', '/agents/my-agent', { image: 'ghcr.io/acme/agent:2.0' }, { write: true })
    expect(answer.status).toBe(200)
    expect(service.writes()).toHaveLength(2)
  })

  it('waits with real timers too: a retry happens only when its delay has passed (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    service.setFaults([{ method: 'GET', status: 503, retryAfter: '7' }])
    const http = new ServiceHttp(
      service.url,
      'sk_test_private',
      { info: (m) => logged.push(m), debug: () => {} },
      { policy: FAST },
    )
    const sent = http.send('GET', '/agents/my-agent')
    await vi.waitFor(() => expect(logged).toHaveLength(1), { interval: 5 })
    await vi.advanceTimersByTimeAsync(6_900)
    expect(service.requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect((await sent).status).toBe(200)
    expect(service.requests).toHaveLength(2)
    http.dispose()
  })
})

describe('cancellation', () => {
  it('ends a backoff wait at once and sends nothing more', async () => {
    service.setFaults([{ method: 'GET', status: 503, retryAfter: '30', times: 9 }])
    const cancel = new AbortController()
    const http = new ServiceHttp(
      service.url,
      'sk_test_private',
      { info: (m) => logged.push(m), debug: () => {} },
      {
        policy: FAST,
        signal: cancel.signal,
      },
    )
    const sent = http.send('GET', '/agents/my-agent').catch((e: unknown) => e)
    await vi.waitFor(() => expect(logged).toHaveLength(1), { interval: 5 })
    const started = Date.now()
    cancel.abort('SIGINT')
    expect(await sent).toBeInstanceOf(CancelledError)
    expect(Date.now() - started).toBeLessThan(500)
    expect(service.requests).toHaveLength(1)
    http.dispose()
  })

  it('ends a request in flight at once: its answer is not waited for (issue 61 §5)', async () => {
    // the double holds the read far past the attempt's own limit: only the cancel can end it sooner
    service.setFaults([{ method: 'GET', delayMs: 10_000 }])
    const cancel = new AbortController()
    const http = new ServiceHttp(
      service.url,
      'sk_test_private',
      { info: () => {}, debug: () => {} },
      {
        policy: { ...FAST, requestTimeoutMs: 8_000 },
        signal: cancel.signal,
      },
    )
    const sent = http.send('GET', '/agents/my-agent').catch((e: unknown) => e)
    await vi.waitFor(() => expect(service.requests).toHaveLength(1), { interval: 5 })
    const started = Date.now()
    cancel.abort('SIGTERM')
    expect(await sent).toBeInstanceOf(CancelledError)
    // about 100 ms on this machine; the bound tells it from the 8 s the attempt's own limit would take
    expect(Date.now() - started).toBeLessThan(2_000)
    http.dispose()
  })
})

describe('serviceError and answerJson', () => {
  const answer = (status: number, text: string) => ({ status, text, headers: {}, request: 'GET /v1/agents/a' })

  it.each([
    [
      '{"error":"Invalid API key","code":"UNAUTHORIZED"}',
      401,
      'The service answered 401 Unauthorized to GET /v1/agents/a: "Invalid API key" (code UNAUTHORIZED)',
    ],
    ['{"message":"Bad nodeType"}', 400, 'The service answered 400 Bad Request to GET /v1/agents/a: "Bad nodeType"'],
    ['<html><title>502 Bad Gateway</title></html>', 502, 'an HTML page, not the service'],
    ['', 500, '(empty body)'],
  ])('shows the service its own words: %s', (text, status, expected) => {
    const error = serviceError(answer(status, text))
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.message).toContain(expected)
  })

  it('says plainly when a success is not JSON', () => {
    expect(() => answerJson(answer(200, '<html>hi</html>'), 'an agent record')).toThrow(UnexpectedAnswerError)
    expect(() => answerJson(answer(200, '<html>hi</html>'), 'an agent record')).toThrow(
      'The service answered 200 to GET /v1/agents/a with an HTML page, not an agent record: <html>hi</html>',
    )
  })
})

describe('NetworkError', () => {
  it('marks a refused connection as not sent', async () => {
    const url = CLOSED_URL
    const http = new ServiceHttp(url, 'k', { info: () => {}, debug: () => {} }, { policy: { ...FAST, maxAttempts: 1 } })
    const error = await http.send('POST', '/agents', {}, { write: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).notSent).toBe(true)
    http.dispose()
  })
})
