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
/** The keys this action keeps in a set for its fingerprints (secret-values/fingerprints.ts). */
export const RESERVED_KEY_PREFIX = 'ADA_FP_'
const HEREDOC = /^([A-Za-z0-9_-]+)<<([^\s]+)$/

export class SecretLinesProblem extends Error {
  override readonly name = 'SecretLinesProblem'
}

/** The entries, in order; throws SecretLinesProblem naming every line that is wrong. */
export function parseSecretLines(text: string): SecretEntry[] {
  const lines = text.split('\n')
  const entries: SecretEntry[] = []
  const problems: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const number = i + 1
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const heredoc = HEREDOC.exec(line)
    let key: string
    let value: string
    if (heredoc) {
      key = heredoc[1] ?? ''
      const end = lines.indexOf(heredoc[2] ?? '', i + 1)
      if (end < 0) {
        problems.push(`line ${number}: ${key}<<${heredoc[2]} has no closing line '${heredoc[2]}'`)
        break
      }
      value = lines.slice(i + 1, end).join('\n')
      i = end
    } else {
      const at = line.indexOf('=')
      if (at < 0) {
        problems.push(
          `line ${number}: expected KEY=value (a value that spans lines needs KEY<<DELIMITER, then its lines, then DELIMITER)`,
        )
        continue
      }
      key = line.slice(0, at)
      value = line.slice(at + 1)
    }
    const problem = keyProblem(key) ?? (value === '' ? 'its value is empty' : undefined)
    const shownKey = KEY.test(key) ? key : 'the key'
    if (problem) problems.push(`line ${number}: ${shownKey}: ${problem}`)
    else if (entries.some((entry) => entry.key === key)) {
      problems.push(`line ${number}: ${key} is given twice (first on line ${entries.find((e) => e.key === key)?.line})`)
    } else entries.push({ key, value, line: number })
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
    return `keys starting ${RESERVED_KEY_PREFIX} are the action's own (the fingerprints of the set's values)`
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
  const found: string[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = HEREDOC.exec(line)
    const end = heredoc ? lines.indexOf(heredoc[2] ?? '', i + 1) : -1
    if (heredoc) {
      // a value that never ends is everything after its first line
      const last = end > i ? end : lines.length
      found.push(...lines.slice(i + 1, last), lines.slice(i + 1, last).join('\n'))
      i = last
      continue
    }
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const at = line.indexOf('=')
    found.push(at >= 0 && KEY.test(line.slice(0, at)) ? line.slice(at + 1) : line)
  }
  return [...new Set(found.filter((value) => value.trim() !== ''))]
}
