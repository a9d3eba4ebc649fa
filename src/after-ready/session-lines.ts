import { lastLines } from '../service/output-lines.js'
import { MOST_SESSION_LINES } from '../service/sessions/session-log.js'

// What a session's own log lines say of an error: a Python traceback (its exception line, such as
// `KeyError: 'OPENAI_API_KEY'`), or a line logged at ERROR or CRITICAL (Python's logging, loguru's
// `| ERROR |`, `level=error`). Text from the agent is data: it is shown escaped, never acted on.

/** How many of a session's lines the summary shows: the last. */
export const SHOWN_SESSION_LINES = 50

/** A session's lines as read: all of them (MOST_SESSION_LINES at most), cut to the line length, and the last few to show. */
export function sessionLines(read: string[]): { all: string[]; shown: string[] } {
  const all = lastLines(read.join('\n'), MOST_SESSION_LINES)
  return { all, shown: all.slice(-SHOWN_SESSION_LINES) }
}

const TRACEBACK = /Traceback \(most recent call last\)/
const ERROR_LINE = /(^|[\s|[])(ERROR|CRITICAL|FATAL)([\s|\]:]|$)|\blevel=(error|fatal|critical)\b/

/** The line that names the error, or undefined when the lines hold none. */
export function errorLine(lines: string[]): string | undefined {
  const start = lines.findIndex((line) => TRACEBACK.test(line))
  if (start !== -1) {
    // The exception line is the first after the traceback's frames that is not indented.
    const exception = lines.slice(start + 1).find((line) => line.trim() !== '' && !/^\s/.test(stripPrefix(line)))
    return (exception ? stripPrefix(exception) : lines[start]) ?? ''
  }
  const found = lines.find((line) => ERROR_LINE.test(line))
  return found === undefined ? undefined : messageOf(found)
}

/** The base image's loguru line (`time | LEVEL | name:function:line | <session id> - message`, pipecat-base/app.py) as its message; any other line as it is. */
export function messageOf(line: string): string {
  return /^\d{4}-\d{2}-\d{2} [\d:.]+ \| [A-Z]+ *\| [^|]* \| \S+ - (.*)$/.exec(line)?.[1] ?? line
}

/** A line without a logger's time stamp before it ("2026-11-25 10:00:00.123 | "), when it has one. */
function stripPrefix(line: string): string {
  // One space after the stamp (and its bar): the indentation of a traceback's frames is kept.
  return line.replace(/^\d{4}-\d{2}-\d{2}[T ][\d:.,]+Z? (\| )?/, '')
}

/** A completion status that says the session ended in an error (HTTP_ERROR), not a normal end. */
export function endedInError(status: string | undefined): boolean {
  return status !== undefined && /ERROR|FAIL|CRASH/i.test(status)
}
