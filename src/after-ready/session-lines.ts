import { errorMessage } from '../errors.js'
import { log } from '../report/runner-log.js'
import { lastLines } from '../service/output-lines.js'
import type { SessionService } from '../service/sessions/sessions.js'

// What a session's own log lines say of an error: a Python traceback (its exception line, such as
// `KeyError: 'OPENAI_API_KEY'`), or a line logged at ERROR or CRITICAL (Python's logging, loguru's
// `| ERROR |`, `level=error`). Text from the agent is data: it is shown escaped, never acted on.

/**
 * The most of a session's log lines a check reads (the newest, in one read): a session's whole output in
 * any turn or scenario the checks hold (a real Pipecat bot prints about 95 lines in a short turn at its
 * default level; the newest 50 alone missed an early `ERROR … 401 Unauthorized`). Every check that reads a
 * session's lines reads this many and looks for the error in all of them.
 */
export const MOST_SESSION_LINES = 1000
/** How many of them the summary shows: the last. */
export const SHOWN_SESSION_LINES = 50

/** A session's lines as read: all of them, cut to the line length, and the last few to show. */
export function sessionLines(read: string[]): { all: string[]; shown: string[] } {
  const all = lastLines(read.join('\n'), MOST_SESSION_LINES)
  return { all, shown: all.slice(-SHOWN_SESSION_LINES) }
}

/** A session's lines, or none when they cannot be read (said in the debug output): they only add to a verdict. */
export async function readSessionLines(
  sessions: SessionService,
  agent: string,
  id: string,
): Promise<{ all: string[]; shown: string[] }> {
  try {
    return sessionLines(await sessions.logLines(agent, id, MOST_SESSION_LINES))
  } catch (error) {
    log.debug(`The log lines of session ${id} could not be read: ${errorMessage(error)}`)
    return { all: [], shown: [] }
  }
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
  return lines.find((line) => ERROR_LINE.test(line))
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
