// Which of a call's lines are the bot's refused hang-up of the call (left out of every verdict), as the
// phone serializers log it (pipecat-ai/pipecat src/pipecat/serializers/twilio.py, telnyx.py, plivo.py,
// `_hang_up_call`) through the base image's loguru format (pipecat-base/app.py).
import { describe, expect, it } from 'vitest'
import { errorLine } from '../../../src/after-ready/session-lines.js'
import { withoutHangUps } from '../../../src/after-ready/transports/phone/hang-up-lines.js'

const SID = 'f3b5c2a8-1d4e-4f6a-9b7c-0e2d4a6c8e1f'
const at = '2026-11-29 10:00:00.123'
const line = (where: string, message: string, level = 'ERROR') =>
  `${at} | ${level.padEnd(8)} | ${where} | ${SID} - ${message}`
const TWILIO = 'pipecat.serializers.twilio:_hang_up_call:261'

describe('the bot’s refused hang-up of a call', () => {
  it.each([
    ['Twilio, refused', line(TWILIO, 'Failed to terminate Twilio call CA0123: Status 401, Response: {"code": 20003}')],
    ['Twilio, unreachable', line(TWILIO, 'Failed to hang up Twilio call: Cannot connect to host api.twilio.com:443')],
    [
      'Telnyx',
      line(
        'pipecat.serializers.telnyx:_hang_up_call:221',
        'Failed to terminate Telnyx call v3:abc: Status 422, Response: {}',
      ),
    ],
    [
      'Plivo',
      line(
        'pipecat.serializers.plivo:_hang_up_call:199',
        'Failed to terminate Plivo call 1234: Status 401, Response: x',
      ),
    ],
    [
      "loguru's default format",
      `${at} | ERROR    | ${TWILIO} - Failed to terminate Twilio call CA1: Status 401, Response: {}`,
    ],
  ])('is left out: %s', (_, hangUp) => {
    expect(errorLine(withoutHangUps([hangUp]))).toBeUndefined()
  })

  it('leaves out the further lines of its body, not the next line with a prefix', () => {
    const lines = [
      line(TWILIO, 'Failed to terminate Twilio call CA1: Status 500, Response: {"code": 20500,'),
      ' "message": "ERROR: Internal"}',
      line('bot:on_client_disconnected:88', 'Could not save the transcript'),
    ]
    expect(withoutHangUps(lines)).toEqual([lines[2]])
    expect(errorLine(withoutHangUps(lines))).toBe('Could not save the transcript')
  })

  it.each([
    ['another logger', line('bot:save_call:40', 'Failed to terminate Twilio call CA1: Status 401, Response: {}')],
    [
      'an error that only contains the words',
      line('bot:run:12', 'Database down; Failed to terminate Twilio call CA1: Status 401, Response: {}'),
    ],
    [
      'a provider other than the one the logger is',
      line(TWILIO, 'Failed to terminate Telnyx call CA1: Status 401, Response: {}'),
    ],
    ['more after the line', `${line(TWILIO, 'Failed to hang up Twilio call: x')}\n`],
  ])('keeps a real error: %s', (_, error) => {
    expect(withoutHangUps([error])).toEqual([error])
    expect(errorLine(withoutHangUps([error]))).toBeDefined()
  })

  it('keeps a traceback that follows it', () => {
    const lines = [
      line(TWILIO, 'Failed to hang up Twilio call: boom'),
      'Traceback (most recent call last):',
      '  File "/app/bot.py", line 9, in bot',
      "KeyError: 'OPENAI_API_KEY'",
    ]
    expect(errorLine(withoutHangUps(lines))).toBe("KeyError: 'OPENAI_API_KEY'")
  })
})
