// The `secrets` input: `KEY=value` lines, and `KEY<<DELIMITER` for a value that spans lines (as the
// runner's own GITHUB_ENV file takes them). A value is everything after the first `=`, byte for byte.
// Problems name the line number and the key, never a value: the text is secrets.

/** One key and its value, and the line it starts on. */
export interface SecretEntry {
  key: string
  value: string
  line: number
}

/** Keys as the service's CLI checks them. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/
/** The keys this action keeps in a set for its records of what it wrote (workflow-secrets/fingerprints.ts). */
export const RESERVED_KEY_PREFIX = 'ADA_FP_'
const HEREDOC = /^([A-Za-z0-9_-]+)<<([^\s]+)$/

export class SecretLinesProblem extends Error {
  override readonly name = 'SecretLinesProblem'
}

/**
 * One line of the input as written, before any check: a `KEY=value` line (`key` undefined when it has no
 * `=`: then `value` is the whole line), or a `KEY<<DELIMITER` value with its lines (`unterminated` when
 * the delimiter never comes: its lines are then all the rest).
 */
interface WrittenLine {
  line: number
  key: string | undefined
  value: string
  heredoc?: { delimiter: string; lines: string[]; unterminated: boolean }
}

/** The input's lines as written, blank lines and comments skipped: the one reading of its syntax. */
function writtenLines(text: string): WrittenLine[] {
  const lines = text.split('\n')
  const written: WrittenLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const heredoc = HEREDOC.exec(line)
    if (heredoc) {
      const delimiter = heredoc[2] ?? ''
      const end = lines.indexOf(delimiter, i + 1)
      const body = lines.slice(i + 1, end < 0 ? lines.length : end)
      written.push({
        line: i + 1,
        key: heredoc[1],
        value: body.join('\n'),
        heredoc: { delimiter, lines: body, unterminated: end < 0 },
      })
      i = end < 0 ? lines.length : end
      continue
    }
    const at = line.indexOf('=')
    written.push(
      at < 0
        ? { line: i + 1, key: undefined, value: line }
        : { line: i + 1, key: line.slice(0, at), value: line.slice(at + 1) },
    )
  }
  return written
}

/** The entries, in order; throws SecretLinesProblem naming every line that is wrong. */
export function parseSecretLines(text: string): SecretEntry[] {
  const entries: SecretEntry[] = []
  const problems: string[] = []
  for (const { line, key, value, heredoc } of writtenLines(text)) {
    if (heredoc?.unterminated) {
      problems.push(`line ${line}: ${key}<<${heredoc.delimiter} has no closing line '${heredoc.delimiter}'`)
      break
    }
    if (key === undefined) {
      problems.push(
        `line ${line}: expected KEY=value (a value that spans lines needs KEY<<DELIMITER, then its lines, then DELIMITER)`,
      )
      continue
    }
    const problem = keyProblem(key) ?? (value === '' ? 'its value is empty' : undefined)
    const first = entries.find((entry) => entry.key === key)
    if (problem) problems.push(`line ${line}: ${KEY.test(key) ? key : 'the key'}: ${problem}`)
    else if (first) problems.push(`line ${line}: ${key} is given twice (first on line ${first.line})`)
    else entries.push({ key, value, line })
  }
  if (problems.length > 0) throw new SecretLinesProblem(problems.join('; '))
  if (entries.length === 0) throw new SecretLinesProblem('has no KEY=value line')
  return entries
}

function keyProblem(key: string): string | undefined {
  if (!KEY.test(key)) {
    return 'expected a key of 1 to 64 letters, digits, _ and - (the service refuses any other), before the first ='
  }
  if (key.startsWith(RESERVED_KEY_PREFIX)) {
    return `keys starting ${RESERVED_KEY_PREFIX} are the action's own (its record of the values it wrote)`
  }
  return undefined
}

/**
 * Every text of the input that may be a secret, read as leniently as possible (this runs before the input
 * is checked, so that nothing is printed first): each value, each line of a value that spans lines, and
 * any line that is not a `KEY=value` line at all (the middle of a value pasted with line breaks).
 */
export function secretTexts(text: string | undefined): string[] {
  if (!text) return []
  const found = writtenLines(text).flatMap(({ key, value, heredoc }) => {
    if (heredoc) return [...heredoc.lines, value]
    return key !== undefined && KEY.test(key) ? [value] : [key === undefined ? value : `${key}=${value}`]
  })
  return [...new Set(found.filter((value) => value.trim() !== ''))]
}
