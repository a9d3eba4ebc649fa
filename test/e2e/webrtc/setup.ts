// What the WebRTC end-to-end files share: a deploy with the turn on, as a step that leaves session-transport at
// its default (webrtc), against the double's SmallWebRTC bot.
import { deployInputs, type runAction } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

export const OLD = 'ghcr.io/acme/support-bot:1.0.0'

export const turn = (url: string, inputs: Record<string, string> = {}, options: Parameters<typeof runAction>[1] = {}) =>
  runStep(
    deployInputs(url, {
      image: 'ghcr.io/acme/support-bot:2.0.0',
      'conversation-test': 'true',
      'public-api-key': 'pk_test_public',
      // conversation-seconds at the most it takes (120 s), an upper bound only: a turn that passes ends when
      // the bot has answered, so a fast machine never waits it out, and a machine a third as fast, busy with
      // the rest of the suite, has time to connect, speak and hear (it once took 16 s to connect); a test of a
      // turn that fails sets its own
      'conversation-seconds': '120',
      ...inputs,
    }),
    options,
  )
