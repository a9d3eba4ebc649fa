import { InputProblem, type Parse } from './values.js'

/** Paths or globs of the workspace, one a line (blank lines and # comments left out; `!` excludes, as GitHub's path filters). */
export const scenarioLines: Parse<string[]> = (value) => {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  for (const line of lines) {
    const path = line.startsWith('!') ? line.slice(1) : line
    if (!path || /^([/\\]|[A-Za-z]:)/.test(path) || path.split(/[/\\]/).includes('..'))
      throw new InputProblem(
        `expected paths or globs relative to the workspace, without '..', one a line (got "${line}")`,
      )
  }
  if (!lines.some((line) => !line.startsWith('!')))
    throw new InputProblem(
      'expected paths or globs of scenario files, one a line (a line starting with ! only excludes)',
    )
  return lines
}
