import { aCall, isCall } from '../session-transports.js'
import type { Inputs } from './input-table.js'

// Inputs a phone call cannot carry (session-transport: a provider), refused before any request. Apart from
// transport-values.ts, which the input table itself imports: this reads the inputs as a whole.

/**
 * What a phone call cannot show, refused before any request: a typed turn (a caller only speaks and presses
 * keys) and conversation-expect (no words come back over a call: audio alone). One line, naming the
 * transport and what to use instead.
 */
export function callProblem(inputs: Inputs): string | undefined {
  const transport = inputs['session-transport']
  if (!isCall(transport) || !inputs['conversation-test']) return undefined
  const call = `session-transport: ${transport} places ${aCall(transport)}, which carries the caller's audio and keys`
  const instead = 'a bot that also maps webrtc or websocket can be checked for words over that transport'
  if (inputs['conversation-say']?.kind === 'text') {
    return `Input 'conversation-say' is a typed turn, and ${call}, never typed words: say it as a recording (a WAV, or leave it out for the action's sentence); ${instead}`
  }
  if (inputs['conversation-expect'] !== undefined) {
    return `Input 'conversation-expect' is set, and ${call}: no words come back over a call, only the bot's audio, so nothing could be compared. Leave it out (the call checks that the bot answers with sound, and max-response-ms how soon); ${instead}`
  }
  return undefined
}
