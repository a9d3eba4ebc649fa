// The bot's ClientHello before the action's DTLS starts (issue 55 §5), end to end through dist/index.js:
// aiortc sends it the moment its own ICE completes, often before werift's ICE has seen the nomination
// answered; werift 0.25 dropped it, and the bot's resend came a second later. The double's bot sends it at
// once as aiortc does; with its resends lost (helloResendsLost), a dropped first one never connects. A file of
// its own: one WebRTC turn, beside the others rather than after them (turn.test.ts runs one at a time).
import { describe, expect, it } from 'vitest'
import { throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { sessionsOf } from '../conversation/setup.js'
import { turn } from './setup.js'

describe('the DTLS handshake with an aiortc-like bot', () => {
  it(
    'connects when the bot’s ClientHello comes before the action’s DTLS starts (aiortc’s way), its resends lost',
    throughDist(() =>
      withDouble({ helloResendsLost: true }, async (double) => {
        // a window, not a pace: a ClientHello dropped (werift 0.25 before its DTLS start) never connects here
        const run = await turn(double.url, { 'conversation-say': 'text: What is the capital of Japan?' })
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs).toMatchObject({ 'conversation-test': 'passed' })
        expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
      }),
    ),
  )
})
