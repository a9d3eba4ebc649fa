import { shortened } from '../secrets.js'
import { isCall, PHONE_PROVIDERS, type SessionTransport as Transport } from '../session-transports.js'
import { errorLine, messageOf } from './session-lines.js'

// Whose fault it is when a bot does not take the session the check opens (issue 55 §3), one decision for
// the turn and the scenarios, read from the session's own lines: a bot whose code maps no such transport
// (Pipecat's `create_transport` raises `ValueError: Missing transport params for '<transport>'`), or one that
// builds its transport itself from what only another transport carries (`runner_args.room_url` of a Daily
// room, `parse_telephony_websocket` of a phone call), is the check's setting to change, never a deployment to
// roll back. Any other exception is the bot's, quoted in its own words. A bot that never got ready and whose
// lines say nothing may map no "webrtc": that alone is advised as a setting, and only then.

export interface Fault {
  why: string
  /** whether the deployment is at fault */
  rollBack: boolean
}

const DOCS = '(see docs/conversation-test.md, "Which transport your bot maps")'
const PHONE_DOCS = '(see docs/conversation-test.md, "Phone bots")'
/** A phone bot maps only its providers: one input is the fix (issue 61 §2). */
const PHONE_FIX = `the phone provider a phone bot maps (${PHONE_PROVIDERS.join(', ')}) to place a call to it`
const WEBSOCKET_ENTRY = `add a "websocket" entry to its transport params (FastAPI WebSocket params with the ProtobufFrameSerializer) beside the ones it has ${DOCS}`
const BUILDS_ITS_OWN = `a bot that builds its transport itself takes only the sessions of that transport: build it with create_transport from transport_params, as Pipecat's quickstart does, or leave the turn and the scenarios off and use smoke-test ${DOCS}`

/** The line that says so, cut for a message, known secrets replaced before the cut (secrets.ts). */
const quoted = (line: string) => shortened(messageOf(line).trim(), 200)

/** What the lines say of a bot that takes no session of `transport`, when they say it; never the deployment's fault. */
export function transportFault(lines: string[], transport: Transport): Fault | undefined {
  // Pipecat names the transport it missed (runner/utils.py, `_get_transport_params`): only this check's is a
  // setting, and a crash of another kind, when the lines hold one, decides first (issue 61 §6)
  const crash = crashLine(lines)
  const ownCrash = !crash || crash.includes('Missing transport params')
  const missing = ownCrash
    ? lines.find((line) => line.includes(`Missing transport params for '${transport}'`))
    : undefined
  if (missing && isCall(transport)) {
    return {
      why: `the bot's code maps no "${transport}" transport (its session said: ${quoted(missing)}): set session-transport to the phone provider your bot maps (the keys of its transport_params: ${PHONE_PROVIDERS.join(', ')}), or add a "${transport}" entry (FastAPI WebSocket params) ${PHONE_DOCS}`,
      rollBack: false,
    }
  }
  if (missing && transport === 'webrtc') {
    return {
      why: `the bot's code maps no "webrtc" transport (its session said: ${quoted(missing)}): set session-transport: websocket for a bot that maps "websocket", ${PHONE_FIX}, or add a "webrtc" entry to its transport params, as Pipecat's quickstart does ${DOCS}`,
      rollBack: false,
    }
  }
  if (missing) {
    return {
      why: `the bot's code maps no "websocket" transport (its session said: ${quoted(missing)}): set session-transport: webrtc for a bot that maps "webrtc", ${PHONE_FIX}, or ${WEBSOCKET_ENTRY}`,
      rollBack: false,
    }
  }
  const parsesPhone = lines.some((line) => line.includes('parse_telephony_websocket'))
  // the base image logs a bot's exception as one line, str(e) (pipecat-base/app.py): a KeyError on 'text' at
  // the bot's start over the WebSocket is starlette's receive_text given Pipecat's binary frames
  const readsText = !isCall(transport) && lines.some((line) => /Exception running bot\(\): 'text'\s*$/.test(line))
  if (
    readsText ||
    (parsesPhone &&
      lines.some((line) => /KeyError: 'text'|WebSocketRunnerArguments|SmallWebRTCRunnerArguments/.test(line)))
  ) {
    return {
      why: `the bot reads every session as a phone call (its session said: ${quoted(errorLine(lines) ?? '')}): it calls parse_telephony_websocket first and takes only a phone provider's stream. Set session-transport to the provider it takes (${PHONE_PROVIDERS.join(', ')}) to place a call to it ${PHONE_DOCS}, or call it only for the phone entry and ${WEBSOCKET_ENTRY}`,
      rollBack: false,
    }
  }
  const foreign = lines.find((line) =>
    /'(SmallWebRTC|WebSocket|Daily)RunnerArguments' object has no attribute/.test(line),
  )
  if (foreign)
    return { why: `the bot's session raised at its start: ${quoted(foreign)}: ${BUILDS_ITS_OWN}`, rollBack: false }
  return undefined
}

/** The exception that ended the bot: a traceback's exception line, or the base image's `Exception running bot():`. */
function crashLine(lines: string[]): string | undefined {
  const raised = lines.find((line) => line.includes('Exception running bot():'))
  if (raised) return raised
  return lines.some((line) => line.includes('Traceback (most recent call last)')) ? errorLine(lines) : undefined
}

/**
 * A session the bot never took: the transport's fault from its lines, else its own exception (the bot's
 * fault), else, when the lines are not whole, nothing (their silence is no evidence), else, over WebRTC with nothing in its lines, the one setting that may be wrong; else `why` as it
 * is, at fault as `rollBack` says (a link the service refused is not the deployment's).
 */
export function notTaken(
  why: string,
  lines: string[],
  transport: Transport,
  rollBack = true,
  /** what is missing of the lines (awaited-lines.ts): then their silence decides nothing */
  missing?: string,
): Fault {
  const fault = transportFault(lines, transport)
  if (fault) return fault
  const error = errorLine(lines)
  if (error) return { why: `the bot raised: ${error} (${why})`, rollBack: true }
  if (missing) {
    return {
      why: `${why}; ${missing}, so whether the bot's code, a setting or the deployment is at fault cannot be told: not rolled back`,
      rollBack: false,
    }
  }
  if (transport === 'webrtc' && why.includes('no RTVI bot-ready')) {
    return {
      why: `${why}. A bot that maps no "webrtc" transport never answers over it: set session-transport: websocket for a bot built for the WebSocket endpoint ${DOCS}`,
      rollBack,
    }
  }
  return { why, rollBack }
}
