// A start answered oddly or hostilely (issue 55 §7): the service's doing, never the deployment's (no
// rollback), the session it named stopped when its id is one, and no id that is not one in any request
// path. Against the service double on 127.0.0.1, its start answer replaced.
import { describe, expect, it, vi } from 'vitest'
import { startSession } from '../../src/after-ready/session-start.js'
import { startWebrtcSession } from '../../src/after-ready/transports/webrtc/webrtc-session.js'
import { pathSegment } from '../../src/ids.js'
import type { Inputs } from '../../src/inputs/inputs.js'
import type { RunReport } from '../../src/report/run-report.js'
import { forgetSecrets, redact } from '../../src/secrets.js'
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
    // the session it named is stopped: past the bound, the id is looked for in what came and what follows
    expect(paths).toEqual([`POST ${START}`, 'DELETE /v1/agents/support-bot/sessions/ses_1'])
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

describe('the TURN credentials of a start', () => {
  const started = async (username: string) => {
    let seen = { masked: [] as string[], shown: '' }
    await withDouble({}, async (double) => {
      forgetSecrets()
      const iceServers = [{ urls: ['turn:127.0.0.1:3478'], username, credential: 'Zq8-turn-credential' }]
      double.setFaults([
        {
          method: 'POST',
          path: START,
          status: 200,
          body: JSON.stringify({ sessionId: 'ses_1', iceConfig: { iceServers } }),
        },
      ])
      const http = new ServiceHttp(double.url, TEST_KEY, recordingLog(), { policy: FAST_RETRY })
      const publicHttp = new ServiceHttp(double.url, 'pk_test_public', recordingLog(), { policy: FAST_RETRY })
      const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
      try {
        const sessions = new SessionService(http, publicHttp)
        const inputs = { 'conversation-body': undefined } as unknown as Inputs
        await startWebrtcSession({
          inputs,
          report: {} as RunReport,
          sessions,
          agent: 'support-bot',
          deploymentId: 'dep-1',
        })
        seen = {
          masked: write.mock.calls.map(([text]) => String(text)).filter((text) => text.startsWith('::add-mask::')),
          shown: redact(`Berlin, dear user; ${username}; Zq8-turn-credential`),
        }
      } finally {
        write.mockRestore()
        http.dispose()
        publicHttp.dispose()
        forgetSecrets()
      }
    })
    return seen
  }

  it('masks the credential and not a username that is a word: a bot saying it is shown as it is', async () => {
    const { masked, shown } = await started('user')
    expect(masked).toEqual(['::add-mask::Zq8-turn-credential\n'])
    expect(shown).toBe('Berlin, dear user; user; ***')
  })

  it('masks a username long enough to be a credential (TURN REST’s expiry:user, a provider’s token)', async () => {
    const { masked, shown } = await started('1764400000:ses_1')
    expect(masked).toEqual(['::add-mask::Zq8-turn-credential\n', '::add-mask::1764400000:ses_1\n'])
    expect(shown).toBe('Berlin, dear user; ***; ***')
  })
})
