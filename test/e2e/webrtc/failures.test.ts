// A turn over SmallWebRTC that cannot be held (issue 52), end to end through dist/index.js against the double's
// bot, where the link holds media: a bot that never gets ready over it, and a cancel mid-turn. Each says what a
// user must know, and nothing is rolled back that is not the deployment's fault. The failures before any media
// flows (ICE that never connects, a bot that takes no WebRTC session, an answer or a cancel before the link
// opens) are test/e2e/webrtc/no-link.test.ts.
import { describe, expect, it } from 'vitest'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { sessionsOf } from '../conversation/setup.js'
import { turn } from './setup.js'

// One at a time: WebRTC turns at once (DTLS, SCTP and RTP every 20 ms on both sides, in JavaScript) saturate
// a 2-core machine, and the file starts first (vitest.config.ts).
describe('a turn over SmallWebRTC that cannot be held', () => {
  it(
    'closes the peer connection and stops the session when cancelled mid-turn',
    throughDist(() =>
      withDouble({}, async (double) => {
        const cancel = signalOnOutput('over webrtc', 'SIGTERM', 200)
        const run = await turn(double.url, { image: 'ghcr.io/acme/support-bot:silent' }, { onStart: cancel.onStart })
        expect(run.code).toBe(1)
        expect(run.exitedAt - cancel.seenAt()).toBeLessThan(5_000)
        expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
      }),
    ),
  )

  it('says a bot that never gets ready over WebRTC may map no webrtc, naming session-transport: websocket', () =>
    withDouble({}, async (double) => {
      // a bot that never answers client-ready (a telephony one, here over WebRTC)
      const run = await turn(double.url, { image: 'ghcr.io/acme/support-bot:telephony', 'conversation-seconds': '2' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /the bot was not ready within 2\.0 s: no RTVI bot-ready came after client-ready\. A bot that maps no "webrtc" transport never answers over it: set session-transport: websocket/,
      )
    }))
})
