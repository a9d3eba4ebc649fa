import { orDefault, othersGiven, ownInputReader, readInput } from '../inputs/input-table.js'
import { agentName, InputProblem, wholeNumber } from '../inputs/values.js'

// The rollback action's inputs (rollback/action.yml): the service's (read by the deploy step's own table),
// the records, and its own. Every one checked before anything is read or sent; a deploy input given to it
// is refused by name (the runner passes a step's unknown inputs on with only a warning), since what each
// agent gets back is what its record says served before, never an input.

export const ROLLBACK_INPUTS = ['api-key', 'api-url', 'releases', 'when', 'expect', 'concurrency', 'wait-timeout']

/** The most agents restored at once: each is a write and a wait of its own. */
export const MOST_CONCURRENCY = 20

export interface RollbackInputs {
  apiKey: string
  apiUrl: string
  /** paths and globs of the workspace, one a line; a line starting with ! leaves out what it matches */
  releases: string[]
  when: 'any-failed' | 'always'
  /** the agents the set should hold: one without a record is a failed leg */
  expect: string[]
  concurrency: number
  waitTimeoutSeconds: number
}

/** The inputs, or the problems naming each. */
export function readRollbackInputs(
  env: NodeJS.ProcessEnv,
): { ok: true; inputs: RollbackInputs } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const deployOnly = othersGiven(env, ROLLBACK_INPUTS)
  if (deployOnly.length > 0)
    problems.push(
      `Input ${deployOnly.map((name) => `'${name}'`).join(', ')} ${deployOnly.length === 1 ? 'is a deploy input' : 'are deploy inputs'}: the rollback action gives each agent back what its release record says served before. Remove ${deployOnly.length === 1 ? 'it' : 'them'} from the rollback step`,
    )
  const read = ownInputReader(env, problems)
  const inputs: RollbackInputs = {
    apiKey: read('api-key', (raw) => readInput('api-key', raw), '', false),
    apiUrl: read('api-url', (raw) => readInput('api-url', raw), '', false),
    releases: read('releases', releaseLines, []),
    when: read('when', whenValue, 'any-failed'),
    expect: read('expect', expectNames, []),
    concurrency: read('concurrency', orDefault(wholeNumber(1, MOST_CONCURRENCY), 5), 5),
    waitTimeoutSeconds: read('wait-timeout', orDefault(wholeNumber(1, 21_600), 600), 600),
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, inputs }
}

function releaseLines(raw: string | undefined): string[] {
  const lines = (raw ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  if (lines.length === 0)
    throw new InputProblem(
      'is required: expected the release records, as paths or globs of the workspace (releases/*.json)',
    )
  for (const line of lines) {
    const path = line.replace(/^!/, '')
    if (path.startsWith('/') || path.split('/').includes('..'))
      throw new InputProblem(`${line} leads out of the workspace: expected paths and globs inside it`)
  }
  return lines
}

function whenValue(raw: string | undefined): 'any-failed' | 'always' {
  if (raw === undefined || raw === 'any-failed') return 'any-failed'
  if (raw === 'always') return 'always'
  throw new InputProblem('expected any-failed (roll back when a leg failed) or always')
}

/** Agent names, one a line or separated by commas or spaces, each a valid name, none twice. */
function expectNames(raw: string | undefined): string[] {
  const names = (raw ?? '').split(/[\s,]+/).filter(Boolean)
  for (const name of names) {
    try {
      agentName(name)
    } catch (error) {
      if (error instanceof InputProblem)
        throw new InputProblem(`'${name.slice(0, 60)}' is not an agent name: ${error.message}`)
      throw error
    }
  }
  const twice = names.find((name, at) => names.indexOf(name) !== at)
  if (twice) throw new InputProblem(`'${twice}' is named twice: expected each agent once`)
  return names
}
