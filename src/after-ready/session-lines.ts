// What a session's own log lines say of an error: a Python traceback (its exception line, such as
// `KeyError: 'OPENAI_API_KEY'`), or a line logged at ERROR or CRITICAL (Python's logging, loguru's
// `| ERROR |`, `level=error`). Text from the agent is data: it is shown escaped, never acted on.

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
