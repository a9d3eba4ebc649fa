import type { Scenario } from './scenario.js'

// What a scenario may ask of a phone call (session-transport twilio, telnyx, plivo, exotel), checked before
// any request with the file and line: a call carries the caller's keys and audio, and shows the bot's audio
// and its interruptions (the provider's `clear`), never RTVI: no typed words, no transcripts, no words of
// the bot's, no function calls. So a turn presses keys (`dtmf:`) or sends nothing, and expects a response
// without words (`within_ms`, `absent`) or `bot_interrupted`.

/** the events a call can show: a response (the bot's audio, in either name it was resolved to), an interruption */
const OVER_A_CALL = new Set(['llm_response', 'tts_response', 'bot_interrupted'])
const SHOWN =
  "a call shows the bot's audio (response, with within_ms or absent) and its interruptions (bot_interrupted)"
const INSTEAD = 'run this scenario over webrtc or websocket (a bot maps those beside its phone entry)'

/**
 * The first thing a call cannot carry, named with its file and line; undefined when every scenario can run.
 * With a speech service on the caller's side (`speech`), `user:` words are spoken and a response's words heard.
 */
export function callScenarioProblem(scenarios: Scenario[], placed: string, speech = false): string | undefined {
  for (const scenario of scenarios) {
    for (const [index, turn] of scenario.turns.entries()) {
      const at = `${scenario.file}:${turn.line}: turn #${index}`
      if (turn.user !== undefined && !speech)
        return `${at} says 'user:' (typed words), and ${placed}, which carries keys and audio: set speech-api-key for a speech service to speak it, press keys with 'dtmf:', or ${INSTEAD}`
      const waits = turn.sendAfter?.event
      if (waits !== undefined && !OVER_A_CALL.has(waits))
        return `${at} waits for '${waits}' (send_after), which only RTVI reports, and ${placed}: ${SHOWN}; or ${INSTEAD}`
      for (const expectation of turn.expect) {
        if (!OVER_A_CALL.has(expectation.event))
          return `${at} expects '${expectation.event}', which only RTVI reports, and ${placed}: ${SHOWN}; or ${INSTEAD}`
        if ((expectation.textContains !== undefined || expectation.eval !== undefined) && !speech)
          return `${at} checks the words of a response (${expectation.eval !== undefined ? 'eval' : 'text_contains'}), and ${placed}: no words come back over a call; set speech-api-key for a speech service to hear them, or ${SHOWN}, or ${INSTEAD}`
      }
    }
  }
  return undefined
}

/**
 * The scenarios as a call runs them, once callScenarioProblem found nothing: a response (llm_response,
 * tts_response, or `response` resolved to either) is named `response`, the bot's audio, which is all a call
 * shows of it; a report never names a model's text that no call carries (issue 61 §2).
 */
export function asCallScenarios(scenarios: Scenario[]): Scenario[] {
  const named = (event: string) => (event === 'llm_response' || event === 'tts_response' ? 'response' : event)
  return scenarios.map((scenario) => ({
    ...scenario,
    turns: scenario.turns.map((turn) => ({
      ...turn,
      expect: turn.expect.map((expectation) => ({ ...expectation, event: named(expectation.event) })),
      ...(turn.sendAfter?.event !== undefined
        ? { sendAfter: { ...turn.sendAfter, event: named(turn.sendAfter.event) } }
        : {}),
    })),
  }))
}
