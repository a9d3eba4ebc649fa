// A start answered oddly or hostilely (issue 55 §7): the service's doing, never the deployment's (no
// rollback), the session it named stopped when its id is one, and no id that is not one in any request
// path. Against the service double on 127.0.0.1, its start answer replaced.
import { describe, expect, it } from 'vitest'
import { startSession } from '../../src/after-ready/session-start.js'
import { pathSegment } from '../../src/ids.js'
import { ServiceHttp } from '../../src/service/http/transport.js'
import { SessionService } from '../../src/service/sessions/sessions.js'
import { FAST_RETRY, recordingLog, TEST_KEY } from '../helpers/service-client.js'
import { withDouble } from '../helpers/with-double.js'

const START = '/v1/public/support-bot/start'

async function startAnswered(body: string, transport: 'webrtc' | 'websocket' = 'webrtc') {
  let result: Awaited<ReturnType<typeof startSession>> | undefined
  let paths: string[] = []
  await withDouble({}, async (double) => {
    double.setFaults([{ method: 'POST', path: START, status: 200, body }])
    const http = new ServiceHttp(double.url, TEST_KEY, recordingLog(), { policy: FAST_RETRY })
    const publicHttp = new ServiceHttp(double.url, 'pk_test_public', recordingLog(), { policy: FAST_RETRY })
    const sessions = new SessionService(http, publicHttp)
    const begin = (): Promise<{ sessionId: string }> =>
      transport === 'webrtc'
        ? sessions.startWebrtc('support-bot', undefined)
        : sessions.startWebsocket('support-bot', undefined)
    result = await startSession(sessions, 'support-bot', 'dep-1', begin)
    paths = double.requests.map((r) => `${r.method} ${r.path}`)
    http.dispose()
    publicHttp.dispose()
  })
  const failure = result && 'failure' in result ? result.failure : undefined
  return { failure, paths }
}

const NOT_ROLLED_BACK =
  "The service's answer is not the deployment's fault: deployment dep-1 is ready and was not rolled back"

describe('a start answered with what is not a started session', () => {
  it.each([
    ['..', '..'],
    ['.', '.'],
    ['of 100 KB', 'a'.repeat(100_000)],
    ['ses/../..', 'ses/../..'],
  ])('never puts the sessionId %s in a path', async (_, id) => {
    const { failure, paths } = await startAnswered(JSON.stringify({ sessionId: id }))
    expect(failure?.rollBack).toBe(false)
    expect(failure?.message).toContain('its sessionId is not an id')
    expect(failure?.message).toContain(NOT_ROLLED_BACK)
    expect(failure?.message.length).toBeLessThan(1_000)
    expect(paths).toEqual([`POST ${START}`])
  })

  it.each([
    ['no sessionId', { iceConfig: { iceServers: [] } }],
    ['a string for iceConfig', { sessionId: 'ses_1', iceConfig: 'stun:x' }],
    ['an object for iceServers', { sessionId: 'ses_1', iceConfig: { iceServers: { urls: 'stun:x' } } }],
    ['a number for urls', { sessionId: 'ses_1', iceConfig: { iceServers: [{ urls: 3478 }] } }],
    [
      '40,000 ICE servers',
      { sessionId: 'ses_1', iceConfig: { iceServers: Array.from({ length: 40_000 }, () => ({ urls: 'stun:a' })) } },
    ],
  ])('fails with %s, not rolled back, and stops the session it named', async (_, answer) => {
    const { failure, paths } = await startAnswered(JSON.stringify(answer))
    expect(failure?.rollBack).toBe(false)
    expect(failure?.message).toMatch(
      /^The service answered 200 to POST .* with JSON that is not a started SmallWebRTC session/,
    )
    const named = 'sessionId' in answer
    expect(paths).toEqual([`POST ${START}`, ...(named ? ['DELETE /v1/agents/support-bot/sessions/ses_1'] : [])])
    if (named) expect(failure?.message).toContain('Session ses_1 it started was stopped')
  })

  it('fails on an answer over its bound without rolling back, and tries no other start', async () => {
    const { failure, paths } = await startAnswered(JSON.stringify({ sessionId: 'ses_1', pad: 'x'.repeat(2 << 20) }))
    expect(failure?.rollBack).toBe(false)
    expect(paths).toEqual([`POST ${START}`])
  })

  it('takes the last of two sessionId keys, as JSON.parse does, and stops it on a WebSocket answer without wsUrl', async () => {
    const { failure, paths } = await startAnswered('{"sessionId":"ses_a","sessionId":"ses_b"}', 'websocket')
    expect(failure?.rollBack).toBe(false)
    expect(paths).toEqual([`POST ${START}`, 'DELETE /v1/agents/support-bot/sessions/ses_b'])
  })
})

describe('pathSegment', () => {
  it.each(['', '.', '..'])('refuses %j, which would name another resource', (value) => {
    expect(() => pathSegment(value)).toThrow('cannot be part of a request path')
  })

  it('encodes everything else', () => {
    expect(pathSegment('a/../b')).toBe('a%2F..%2Fb')
    expect(pathSegment('...')).toBe('...')
  })
})
