import { posix } from 'node:path'
import { automatonMatches, type Token } from './pattern-automaton.js'

// Docker's own .dockerignore rules, as BuildKit reads the file (its ignorefile: comments, trimming,
// a leading '/' dropped, paths cleaned) and as moby/patternmatcher matches: '*' and '?' never cross a
// '/', '[...]' classes, '\' escapes, '**' any number of directories, every other character literal
// ('+', '(', '|', '$' included), a pattern matching a file or any of its parent directories, and '!'
// exceptions in order. Matching simulates the pattern as an automaton over the path (no backtracking),
// so its time grows with the path's length times the pattern's, whatever the pattern.

/** A line Docker refuses: the file, its line number and the line are named. */
export class DockerignoreError extends Error {
  override readonly name = 'DockerignoreError'
}

interface Pattern {
  exclusion: boolean
  cleaned: string
  type: 'exact' | 'prefix' | 'suffix' | 'automaton'
  tokens: Token[]
}

/** The patterns of a .dockerignore text, as BuildKit reads them; a line Docker refuses throws. */
export function parseDockerignore(text: string, file: string): Pattern[] {
  const patterns: Pattern[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('#')) continue
    let pattern = line.trim()
    if (pattern === '') continue
    const exclusion = pattern.startsWith('!')
    if (exclusion) pattern = pattern.slice(1).trim()
    if (pattern !== '') pattern = clean(pattern).replace(/^\/(?=.)/, '')
    const problem = exclusion && pattern === '' ? 'an exception (!) names nothing' : syntaxProblem(pattern)
    if (problem)
      throw new DockerignoreError(
        `${file}, line ${index + 1} (${JSON.stringify(line)}): ${problem}; Docker refuses it too`,
      )
    patterns.push(compile(pattern, exclusion))
  }
  return patterns
}

/** Patterns from a list (the service clients' defaults, the deploy file's extra exclusions), as lines. */
export function patternsOf(list: string[], label: string): Pattern[] {
  return parseDockerignore(list.join('\n'), label)
}

/** Go's filepath.Clean, for '/' paths. */
function clean(path: string): string {
  const normal = posix.normalize(path)
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal
}

/** What Go's filepath.Match finds wrong with a pattern (an unterminated or malformed class, a lone '\'). */
function syntaxProblem(pattern: string): string | undefined {
  const chars = [...pattern]
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\\') {
      if (++i >= chars.length) return "it ends in a lone '\\'"
    } else if (chars[i] === '[') {
      const end = classEnd(chars, i)
      if (typeof end === 'string') return end
      i = end
    }
  }
  return undefined
}

/** The index of a class's closing ']', or what is wrong with the class; its ranges into `ranges`. */
function classEnd(chars: string[], start: number, ranges: [number, number][] = []): number | string {
  let i = start + 1
  if (chars[i] === '^') i++
  for (let first = true; ; first = false) {
    if (i >= chars.length) return "a '[' class is not closed with ']'"
    if (chars[i] === ']' && !first) return i
    const lo = escaped(chars, i)
    if (typeof lo === 'string') return lo
    let hi = lo
    i = lo.next
    if (chars[i] === '-') {
      const high = escaped(chars, i + 1)
      if (typeof high === 'string') return high
      // Go's filepath.Match takes it, but the regular expression Docker makes of it does not compile
      if (high.code < lo.code) return "a '[' class has a range whose ends are reversed"
      hi = high
      i = high.next
    }
    ranges.push([lo.code, hi.code])
  }
}

function escaped(chars: string[], at: number): { code: number; next: number } | string {
  let i = at
  if (chars[i] === '-' || chars[i] === ']' || i >= chars.length) return "a '[' class has a misplaced '-' or ']'"
  if (chars[i] === '\\' && ++i >= chars.length) return "a '[' class ends in a lone '\\'"
  return { code: (chars[i] as string).codePointAt(0) as number, next: i + 1 }
}

/** The pattern as patternmatcher compiles it: a plain comparison where it can be, else an automaton. */
function compile(cleaned: string, exclusion: boolean): Pattern {
  const chars = [...cleaned]
  const tokens: Token[] = []
  let type: Pattern['type'] = 'exact'
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string
    if (c === '*' && chars[i + 1] === '*') {
      const start = i === 0
      i++
      if (chars[i + 1] === '/') i++
      if (i + 1 >= chars.length) {
        type = type === 'exact' ? 'prefix' : 'automaton'
        tokens.push({ kind: 'rest' })
      } else {
        tokens.push({ kind: 'dirs' })
        type = 'automaton'
      }
      if (start) type = 'suffix'
    } else if (c === '*') {
      tokens.push({ kind: 'star' })
      type = 'automaton'
    } else if (c === '?') {
      tokens.push({ kind: 'one' })
      type = 'automaton'
    } else if (c === '\\' && i + 1 < chars.length) {
      tokens.push({ kind: 'char', char: chars[++i] as string })
      type = 'automaton'
    } else if (c === '[') {
      const ranges: [number, number][] = []
      const end = classEnd(chars, i, ranges) as number
      tokens.push({ kind: 'class', negated: chars[i + 1] === '^', ranges })
      i = end
      type = 'automaton'
    } else {
      tokens.push({ kind: 'char', char: c })
    }
  }
  return { exclusion, cleaned, type, tokens }
}

/** Whether one pattern matches the path itself (patternmatcher's Pattern.match). */
export function matchesPattern(pattern: Pattern, path: string): boolean {
  const { cleaned } = pattern
  if (pattern.type === 'exact') return path === cleaned
  if (pattern.type === 'prefix') return path.startsWith(cleaned.slice(0, -2))
  if (pattern.type === 'suffix') {
    const suffix = cleaned.slice(2)
    return path.endsWith(suffix) || (suffix.startsWith('/') && path === suffix.slice(1))
  }
  return automatonMatches(pattern.tokens, path)
}

/** Per pattern: whether the parent directory matched it (patternmatcher's MatchInfo). */
export type ParentMatches = boolean[] | undefined

/**
 * Whether the path is excluded, given what its parent directory's check found (MatchesUsingParentResults):
 * a pattern a parent matched matches the path too; patterns apply in order, a '!' one taking back.
 */
export function excluded(
  patterns: Pattern[],
  path: string,
  parent: ParentMatches,
): { excluded: boolean; matches: boolean[] } {
  let matched = false
  let dirs: string[] | undefined
  const matches = patterns.map(() => false)
  for (const [i, pattern] of patterns.entries()) {
    let match = parent?.[i] ?? false
    if (!match) {
      if (pattern.exclusion !== matched) continue
      match = matchesPattern(pattern, path)
      if (!match && parent === undefined) {
        dirs ??= parentDirs(path)
        match = dirs.some((dir) => matchesPattern(pattern, dir))
      }
    }
    matches[i] = match
    if (match) matched = !pattern.exclusion
  }
  return { excluded: matched, matches }
}

function parentDirs(path: string): string[] {
  const dirs: string[] = []
  for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) dirs.push(path.slice(0, at))
  return dirs
}
