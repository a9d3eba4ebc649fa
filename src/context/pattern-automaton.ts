// A .dockerignore pattern's wildcards as patternmatcher runs them: a nondeterministic automaton over the
// path, every state at once in one pass. The pattern's plain characters are looked for first: a path that
// does not start and end as the pattern does, or lacks one of its runs of plain characters, cannot match, so
// a deep tree (paths thousands of characters long, each checked against every pattern and, for a file, each
// of its directories) costs a few comparisons per path, not a pass per character.

export type Token =
  | { kind: 'char'; char: string }
  | { kind: 'one' } // '?': any character but '/'
  | { kind: 'star' } // '*': any run without '/'
  | { kind: 'dirs' } // '**' before more: '(.*/)?'
  | { kind: 'rest' } // '**' at the end: '.*'
  | { kind: 'class'; negated: boolean; ranges: [number, number][] }

/** Whether the tokens match the whole path. */
export function automatonMatches(tokens: Token[], path: string): boolean {
  const literals = literalsOf(tokens)
  if (!path.startsWith(literals.start) || !path.endsWith(literals.end)) return false
  if (!literals.inside.every((run) => path.includes(run))) return false
  return simulate(tokens, [...path])
}

interface Literals {
  start: string // before the first wildcard
  end: string // after the last
  inside: string[] // every run of plain characters: each must appear in a match
}

const LITERALS = new WeakMap<Token[], Literals>()

/** What every match must hold: a character token consumes exactly its character, in order. */
function literalsOf(tokens: Token[]): Literals {
  const known = LITERALS.get(tokens)
  if (known) return known
  const runs: string[] = ['']
  for (const token of tokens) {
    if (token.kind === 'char') runs[runs.length - 1] += token.char
    else runs.push('')
  }
  const literals = {
    start: runs[0] as string,
    end: runs.length > 1 ? (runs[runs.length - 1] as string) : '',
    inside: runs.filter((run) => run !== ''),
  }
  LITERALS.set(tokens, literals)
  return literals
}

/** The tokens run as a nondeterministic automaton over the path: every state at once, one pass. */
function simulate(tokens: Token[], path: string[]): boolean {
  const n = tokens.length
  // state i: before token i; state n + 1 + i: inside the '.*' part of a 'dirs' token i
  let states = closure(tokens, new Set([0]))
  for (const char of path) {
    const next = new Set<number>()
    for (const state of states) {
      if (state > n) {
        next.add(state)
        if (char === '/') next.add(state - n - 1 + 1)
        continue
      }
      const token = tokens[state]
      if (!token) continue
      if (token.kind === 'rest') next.add(state)
      else if (token.kind === 'star' && char !== '/') next.add(state)
      else if (consumes(token, char)) next.add(state + 1)
    }
    states = closure(tokens, next)
    if (states.size === 0) return false
  }
  return states.has(n)
}

function closure(tokens: Token[], states: Set<number>): Set<number> {
  const n = tokens.length
  const stack = [...states]
  while (stack.length > 0) {
    const state = stack.pop() as number
    const token = state <= n ? tokens[state] : undefined
    const more =
      token?.kind === 'star' || token?.kind === 'rest'
        ? [state + 1]
        : token?.kind === 'dirs'
          ? [state + 1, n + 1 + state]
          : []
    for (const s of more) {
      if (!states.has(s)) {
        states.add(s)
        stack.push(s)
      }
    }
  }
  return states
}

function consumes(token: Token, char: string): boolean {
  if (token.kind === 'char') return token.char === char
  if (token.kind === 'one') return char !== '/'
  if (token.kind !== 'class') return false
  const code = char.codePointAt(0) as number
  return token.ranges.some(([lo, hi]) => code >= lo && code <= hi) !== token.negated
}
