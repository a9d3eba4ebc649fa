// What a session's log lines say of an error: a traceback's exception line (with or without a logger's
// time stamp before it), or a line logged at ERROR or CRITICAL; ordinary lines say nothing.
import { describe, expect, it } from 'vitest'
import { endedInError, errorLine, sessionLines } from '../../src/after-ready/session-lines.js'
import { MOST_SESSION_LINES } from '../../src/service/sessions/session-log.js'

describe('errorLine', () => {
  it('names the exception line of a traceback', () => {
    const lines = [
      'Starting bot for session ses_1',
      'Traceback (most recent call last):',
      '  File "/app/bot.py", line 41, in bot',
      '    llm = OpenAILLMService(api_key=os.environ["OPENAI_API_KEY"])',
      "KeyError: 'OPENAI_API_KEY'",
      'Session ended',
    ]
    expect(errorLine(lines)).toBe("KeyError: 'OPENAI_API_KEY'")
  })

  it('reads past a logger’s time stamp, and finds loguru and logging error lines', () => {
    expect(
      errorLine([
        '2026-11-25 10:00:00.123 | Traceback (most recent call last):',
        '2026-11-25 10:00:00.124 |   File "/app/bot.py", line 7, in <module>',
        "2026-11-25 10:00:00.125 | ModuleNotFoundError: No module named 'pipecat.services.x'",
      ]),
    ).toBe("ModuleNotFoundError: No module named 'pipecat.services.x'")
    expect(errorLine(['2026-11-25 10:00:01 | ERROR    | bot:run:12 - Deepgram connection failed'])).toContain(
      'Deepgram',
    )
    expect(errorLine(['ERROR:root:model gpt-9 does not exist'])).toBe('ERROR:root:model gpt-9 does not exist')
    expect(errorLine(['time=… level=error msg="pipeline stopped"'])).toContain('pipeline stopped')
  })

  it('says nothing of ordinary lines, nor of words that only contain a level', () => {
    expect(errorLine(['Starting bot', 'INFO | connected', 'No ERRORS so far', 'errorless run'])).toBeUndefined()
  })

  it('tells an error end from a normal one', () => {
    expect(endedInError('HTTP_ERROR')).toBe(true)
    expect(endedInError('HTTP_COMPLETED')).toBe(false)
    expect(endedInError('WS_CONNECTION_CLOSED')).toBe(false)
    expect(endedInError(undefined)).toBe(false)
  })
})

describe('sessionLines', () => {
  it('keeps at most 5,000 lines of a session for the checks, and its last 50 to show', () => {
    const read = ['ERROR | early 401', ...Array.from({ length: 95 }, (_, i) => `DEBUG | frame ${i}`)]
    const lines = sessionLines(read)
    expect(lines.all).toHaveLength(96)
    expect(lines.shown).toHaveLength(50)
    expect(errorLine(lines.all)).toBe('ERROR | early 401')
    expect(errorLine(lines.shown)).toBeUndefined()
    const many = sessionLines(Array.from({ length: 5_200 }, (_, i) => `line ${i}`))
    expect(many.all).toHaveLength(MOST_SESSION_LINES)
    expect(many.all[0]).toBe('line 200')
  })
})
