// The offer through the session proxy (src/after-ready/transports/webrtc/webrtc-session.ts), in process against the
// double's SmallWebRTC bot on 127.0.0.1: a 5xx is tried again, as a 404 is (issue 55 §8: every retried
// offer in the tests was a 404), and a 4xx other than 404 is not.
import { describe, expect, it } from 'vitest'
import { openWebrtc } from '../../../src/after-ready/transports/webrtc/webrtc-session.js'
import type { Inputs } from '../../../src/inputs/inputs.js'
import { ServiceHttp } from '../../../src/service/http/transport.js'
import { SessionService } from '../../../src/service/sessions/sessions.js'
import { FAST_RETRY, recordingLog, TEST_KEY } from '../../helpers/service-client.js'
import { withDouble } from '../../helpers/with-double.js'

const OFFER = /\/api\/offer$/

async function offered(status: number) {
  let result: { connected: boolean; refused?: string; offers: number } = { connected: false, offers: 0 }
  await withDouble({}, async (double) => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    double.setFaults([{ method: 'POST', pathMatch: OFFER, status, times: 1 }])
    const http = new ServiceHttp(double.url, TEST_KEY, recordingLog(), { policy: FAST_RETRY })
    const publicHttp = new ServiceHttp(double.url, 'pk_test_public', recordingLog(), { policy: FAST_RETRY })
    const sessions = new SessionService(http, publicHttp)
    const signal = new AbortController().signal
    const session = await sessions.startWebrtc('support-bot', undefined)
    const inputs = { 'ice-addresses': ['127.0.0.1'] } as unknown as Inputs
    // a bound only: the link ends the wait once connected, whatever the machine's pace
    const opened = await openWebrtc({ sessions, agent: 'support-bot', inputs, signal }, session, 120_000)
    await opened.link.goodbye(signal)
    const offers = double.requests.filter((r) => OFFER.test(r.path)).length
    result = 'refused' in opened ? { connected: false, refused: opened.refused, offers } : { connected: true, offers }
    http.dispose()
    publicHttp.dispose()
  })
  return result
}

describe('the offer', () => {
  it('is sent again after a 500, and the link connects', async () => {
    expect(await offered(500)).toEqual({ connected: true, offers: 2 })
  })

  it('is not sent again after a 400, which is said in the service’s words', async () => {
    const result = await offered(400)
    expect(result.offers).toBe(1)
    expect(result.refused).toMatch(/^the bot's session refused the offer \(1 sent\): /)
  })
})
