// When a session's lines are whole (issue 61 §1): the base image's framing in both its forms (service-facts.md's
// start/stop pair for a SmallWebRTC session's wait, and pipecat-base/app.py's wait that returns without its
// stop), an image of its own that frames nothing (whole once the session ended and its lines stopped growing),
// and lines that never come or cannot be read: said, within the bound. Against the double on 127.0.0.1, its
// answers replaced where the case needs it.
import { describe, expect, it } from 'vitest'
import { awaitSessionLines, framingComplete, QUIET_MS } from '../../src/after-ready/awaited-lines.js'
import { ServiceHttp } from '../../src/service/http/transport.js'
import { SessionService } from '../../src/service/sessions/sessions.js'
import { FAST_RETRY, recordingLog, TEST_KEY } from '../helpers/service-client.js'
import { withDouble } from '../helpers/with-double.js'

const start = 'INFO | app:run_bot:111 | ses_1 - Starting bot session with metadata: {"session_id": "ses_1"}'
const stop = 'INFO | app:run_bot:138 | ses_1 - Stopping bot session with metadata: {"session_id": "ses_1"}'
const wait = 'INFO | app:run_bot:117 | ses_1 - Will wait for the webrtc_connection to be set!'

describe('framingComplete', () => {
  it('takes a stop after the last start, and as many starts as the session must log', () => {
    expect(framingComplete([start, 'DEBUG | a turn', stop])).toBe(true)
    expect(framingComplete([start, 'DEBUG | a turn'])).toBe(false)
    expect(framingComplete([])).toBe(false)
    expect(framingComplete(['DEBUG | no framing'])).toBe(false)
    // a WebRTC session: the wait's pair, then the bot's (service-facts.md)
    expect(framingComplete([start, wait, stop])).toBe(false)
    expect(framingComplete([start, wait, stop, start, 'DEBUG | a turn', stop])).toBe(true)
    // app.py: the wait returns without its stop
    expect(framingComplete([start, wait, start, 'DEBUG | a turn', stop])).toBe(true)
    expect(framingComplete([start, stop], 2)).toBe(false)
  })
})

async function awaited(
  faults: Parameters<Parameters<Parameters<typeof withDouble>[1]>[0]['setFaults']>[0],
  waitMs: number,
) {
  let result: Awaited<ReturnType<typeof awaitSessionLines>> | undefined
  let took = 0
  await withDouble({}, async (double) => {
    double.setFaults(faults)
    const http = new ServiceHttp(double.url, TEST_KEY, recordingLog(), { policy: FAST_RETRY })
    const began = Date.now()
    result = await awaitSessionLines(new SessionService(http, http), 'support-bot', 'ses_1', {
      signal: new AbortController().signal,
      waitMs,
    })
    took = Date.now() - began
    http.dispose()
  })
  return { result, took }
}

const LOGS = '/v1/agents/support-bot/logs'
const RECORD = '/v1/agents/support-bot/sessions/ses_1'
const ended = JSON.stringify({ sessionId: 'ses_1', endedAt: '2026-11-28T10:00:00Z', botStartSeconds: 0.2 })
const logs = (lines: string[]) =>
  JSON.stringify({ total: { value: lines.length, relation: 'eq' }, logs: lines.map((log) => ({ log })) })

describe.concurrent('awaitSessionLines', () => {
  it('takes the lines of an image that frames nothing once it ended and they stopped growing', async () => {
    const { result, took } = await awaited(
      [
        { times: 1000, method: 'GET', path: LOGS, status: 200, body: logs(['bot up', 'ERROR | bad key']) },
        { times: 1000, method: 'GET', path: RECORD, status: 200, body: ended },
      ],
      20_000,
    )
    expect(result).toEqual({ all: ['bot up', 'ERROR | bad key'], shown: ['bot up', 'ERROR | bad key'] })
    expect(took).toBeGreaterThanOrEqual(QUIET_MS)
  })

  it('says that lines never came, within its bound, rather than take none for a clean session', async () => {
    const { result } = await awaited(
      [
        { times: 1000, method: 'GET', path: LOGS, status: 200, body: logs([]) },
        { times: 1000, method: 'GET', path: RECORD, status: 200, body: ended },
      ],
      1_000,
    )
    expect(result?.all).toEqual([])
    expect(result?.missing).toBe('its log lines did not come within 1.0 s')
  })

  it('says lines that stopped short of their stop line', async () => {
    const { result } = await awaited(
      [
        { times: 1000, method: 'GET', path: LOGS, status: 200, body: logs([start, 'DEBUG | a turn']) },
        {
          times: 1000,
          method: 'GET',
          path: RECORD,
          status: 200,
          body: JSON.stringify({ sessionId: 'ses_1', endedAt: null }),
        },
      ],
      1_000,
    )
    expect(result?.missing).toBe(
      'its log lines were not complete within 1.0 s (2 came, and no "Stopping bot session" line after the last start)',
    )
  })

  it('says in the service’s words why lines could not be read', async () => {
    const { result } = await awaited(
      [{ times: 1000, method: 'GET', path: LOGS, status: 403, body: '{"error":"Forbidden: logs are not enabled"}' }],
      1_000,
    )
    expect(result?.missing).toMatch(/^its log lines could not be read within 1\.0 s \(.*logs are not enabled.*\)$/)
  })
})
