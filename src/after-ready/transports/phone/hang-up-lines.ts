import { PHONE_PROVIDERS, PROVIDER_NAMES } from '../../../session-transports.js'

// The bot's failed hang-up of a call, left out of every verdict on a call's lines (the turn's, the
// scenarios', the callers' and the watch's). A phone serializer hangs up at the end of the pipeline by calling
// its provider's REST API for the call it was given (`auto_hang_up`, on by default: pipecat-ai/pipecat
// src/pipecat/serializers/twilio.py, telnyx.py, plivo.py, `_hang_up_call`), and the check's call ids are made
// up, so the provider refuses and the bot logs an ERROR ("Failed to terminate Twilio call CA…: Status 404,
// Response: …", or "Failed to hang up Twilio call: …" when it cannot reach it). The check's own earlier call
// read among the callers is such a session too. Exotel's serializer hangs up nothing.
//
// Only the whole line is left out: the serializer's own logger (`pipecat.serializers.<provider>:_hang_up_call`)
// at ERROR, the message alone (the base image's `| <session id> - ` before it, or loguru's default ` - `), and
// the lines of its body that follow without a logger's prefix (a provider's answer over several lines). A line
// that only contains these words is the bot's, and judged.

const STAMP = /^\d{4}-\d{2}-\d{2}[T ][\d:.,]+Z? \| /
const providers = PHONE_PROVIDERS.filter((p) => p !== 'exotel')
const HANG_UP = new RegExp(
  `^\\d{4}-\\d{2}-\\d{2}[T ][\\d:.,]+Z? \\| ERROR +\\| pipecat\\.serializers\\.(${providers.join('|')}):_hang_up_call:\\d+ (?:\\| \\S+ )?- Failed to (?:terminate (\\w+) call \\S+: Status \\d{3}, Response: .*|hang up (\\w+) call: .*)$`,
)

/** Whether the line is a phone serializer's failed hang-up, whole, and of the provider it names. */
function isHangUp(line: string): boolean {
  const match = HANG_UP.exec(line)
  if (!match) return false
  const provider = match[1] as (typeof providers)[number]
  return (match[2] ?? match[3]) === PROVIDER_NAMES[provider]
}

/** The session's lines without a phone serializer's failed hang-up (and its body's further lines); any other line kept. */
export function withoutHangUps(lines: string[]): string[] {
  const kept: string[] = []
  let inHangUp = false
  for (const line of lines) {
    if (isHangUp(line)) inHangUp = true
    else if (!inHangUp || STAMP.test(line) || line.includes('Traceback (most recent call last)')) {
      inHangUp = false
      kept.push(line)
    }
  }
  return kept
}
