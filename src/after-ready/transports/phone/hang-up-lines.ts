import { isCall, PROVIDER_NAMES, type SessionTransport } from '../../../session-transports.js'

// The bot's failed hang-up of the check's own call, left out of the verdict. A phone serializer hangs up at
// the end of the pipeline by calling its provider's REST API for the call it was given (`auto_hang_up`, on by
// default: pipecat-ai/pipecat src/pipecat/serializers/twilio.py, telnyx.py, plivo.py, `_hang_up_call`), and the
// check's call ids are made up, so the provider refuses and the bot logs an ERROR ("Failed to terminate
// Twilio call CA…: Status 404, …", or "Failed to hang up Twilio call: …" when it cannot reach it). One
// session is one call: every such line in the session's own lines is of the check's call, never a fault of
// the bot. Exotel's serializer hangs up nothing.

/** The session's lines without its provider's failed hang-up of the check's call; as they are for another transport. */
export function withoutOwnHangUp(lines: string[], transport: SessionTransport): string[] {
  if (!isCall(transport)) return lines
  const hangUp = new RegExp(`Failed to (terminate|hang up) ${PROVIDER_NAMES[transport]} call\\b`)
  return lines.filter((line) => !hangUp.test(line))
}
