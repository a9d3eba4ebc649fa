import { isAbsolute, relative, resolve } from 'node:path'
import { shortened } from '../secrets.js'
import { readWorkspaceFile, WorkspaceFileError } from '../workspace-files.js'
import {
  APPLIED_KEYS,
  type AppliedKey,
  DEPRECATED_KEYS,
  EXCLUDE_PATTERNS_KEY,
  elsewhere,
  keyLabel,
  NOT_APPLIED_TABLES,
  nearestKey,
  TABLES,
} from './deploy-file-keys.js'
import { keyLines, whereIn } from './deploy-file-lines.js'
import { checkInput, type InputName, type RawInputs } from './inputs.js'

// The service CLI's deploy file, read as the CLI reads it, but strictly: a broken file is an error naming
// the file, line and column (the CLI ignores it silently, and deploys something else), an unknown key is
// an error naming the nearest known one, and each value passes the same check as the input it stands for.

/** The file the service CLI reads at the repository root when none is named. */
export const DEPLOY_FILE_NAME = 'pcc-deploy.toml'
const MAX_FILE_BYTES = 1024 * 1024

export interface DeployFile {
  /** the path as given, relative to the workspace */
  path: string
  /** the file's values as input text, by input name */
  values: RawInputs
  /** keys the CLI knows that this action does not apply, as written in the file */
  notApplied: string[]
  /** [build.exclude] patterns: the cloud build's extra exclusions when the context has no .dockerignore */
  buildExcludes: string[]
  /** the file has a [git] table: it asks the service's GitHub integration to deploy the agent */
  gitTable: boolean
  /** keys the CLI no longer supports, said in a warning each, with what to write instead */
  deprecated: string[]
  /** values that fail their input's check, by input: a problem unless the step sets the value aside */
  invalid: { input: InputName; problem: string }[]
  /** each applied key by the input it fills ("scaling.min_agents"), to say where a value came from */
  keys: Partial<Record<InputName, string>>
  /** keys the action does not know, and values of the wrong shape: a deploy refuses them, a delete does not */
  problems: string[]
}

export type DeployFileRead = { ok: true; file: DeployFile } | { ok: false; problems: string[]; missing?: boolean }

/**
 * Reads and checks the deploy file at `path` (relative to the workspace); nothing is sent before this.
 * Not ok only when the file cannot be read as TOML at all; what a deploy refuses is in `problems`.
 */
export async function readDeployFile(path: string, workspace: string): Promise<DeployFileRead> {
  const full = resolve(workspace, path)
  const inside = relative(workspace, full)
  if (isAbsolute(path) || inside.startsWith('..') || isAbsolute(inside)) {
    return fail(
      `Input 'config-file' is not valid: expected a path inside the workspace, relative to it (got "${path}")`,
    )
  }
  let text: string
  try {
    text = (await readWorkspaceFile(path, workspace, MAX_FILE_BYTES)).toString('utf8')
  } catch (error) {
    if (!(error instanceof WorkspaceFileError)) throw error
    if (error.code === 'missing') return missing(path, workspace)
    return fail(
      error.code === 'too-large'
        ? `${path}: the file is larger than 1 MiB (${MAX_FILE_BYTES} bytes), the most a deploy file may be`
        : `Input 'config-file': ${error.message}`,
    )
  }
  // Loaded only when a file is named: runs without one do not pay for the parser at start-up.
  const { parse, TomlError } = await import('smol-toml')
  let document: Record<string, unknown>
  try {
    document = parse(text) as Record<string, unknown>
  } catch (error) {
    if (!(error instanceof TomlError)) throw error
    const [first = '', ...excerpt] = error.message.split('\n')
    const why = first.replace(/^Invalid TOML document:\s*/, '')
    return fail(
      `${path}: not valid TOML at line ${error.line}, column ${error.column}: ${why}\n${excerpt.join('\n')}`.trimEnd(),
    )
  }
  const file: DeployFile = {
    path,
    values: {},
    notApplied: [],
    buildExcludes: [],
    invalid: [],
    deprecated: [],
    gitTable: false,
    keys: {},
    problems: [],
  }
  const lines = keyLines(text.split(/\r?\n/))
  walk(document, '', file, (key) => whereIn(path, lines, key))
  file.problems = bounded(file.problems, path)
  return { ok: true, file }
}

function missing(path: string, workspace: string): DeployFileRead {
  return {
    ok: false,
    missing: true,
    problems: [
      `Input 'config-file' is not valid: ${path} does not exist in the workspace (${workspace}); check the path, and that actions/checkout ran before this step`,
    ],
  }
}

/** The most problems of one file listed: a file of 40,000 unknown keys makes a short message, not megabytes. */
const MOST_PROBLEMS = 10

function bounded(problems: string[], path: string): string[] {
  if (problems.length <= MOST_PROBLEMS) return problems
  return [...problems.slice(0, MOST_PROBLEMS), `${path}: ${problems.length - MOST_PROBLEMS} more problems not listed`]
}

function fail(problem: string): DeployFileRead {
  return { ok: false, problems: [problem] }
}

/** Each key of a table: applied to its input, noted as not applied, or refused as unknown. */
function walk(table: Record<string, unknown>, prefix: string, file: DeployFile, where: (path: string) => string): void {
  const problems = file.problems
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key
    const applied = APPLIED_KEYS[path]
    if (path === 'git') file.gitTable = true
    const tableWhy = NOT_APPLIED_TABLES.get(path)
    if (DEPRECATED_KEYS.has(path))
      file.deprecated.push(
        `${keyLabel(path)} is no longer supported by the service's CLI: write ${DEPRECATED_KEYS.get(path)} instead (this action still takes it)`,
      )
    if (tableWhy) file.notApplied.push(`[${path}] (${tableWhy})`)
    else if (path === EXCLUDE_PATTERNS_KEY) {
      if (Array.isArray(value) && value.every((p) => typeof p === 'string')) file.buildExcludes = value
      else problems.push(`${where(path)}: ${keyLabel(path)}: expected a list of strings (got ${shown(value)})`)
    } else if (TABLES.has(path)) {
      if (isTable(value)) walk(value, path, file, where)
      else problems.push(`${where(path)}: ${path}: expected a table ([${path}])`)
    } else if (applied && file.keys[applied.input] !== undefined) {
      problems.push(
        `${where(path)}: ${keyLabel(path)} and ${keyLabel(file.keys[applied.input] ?? '')} say the same thing: keep ${keyLabel(DEPRECATED_KEYS.has(path) ? (file.keys[applied.input] ?? '') : path)} only`,
      )
    } else if (applied) {
      file.keys[applied.input] = path
      const problem = apply(applied, value, file)
      if (problem) file.invalid.push({ input: applied.input, problem: `${where(path)}: ${keyLabel(path)}: ${problem}` })
    } else if (problems.length >= MOST_PROBLEMS) {
      // Past the ones listed, a problem is only counted: no hint is worked out for it.
      problems.push(path)
    } else {
      const other = elsewhere(path)
      const near = other ? undefined : nearestKey(path)
      const hint = other
        ? ` (${other.includes('.') ? `it belongs in [${other.slice(0, other.lastIndexOf('.'))}]` : 'it belongs at the top level'}, as ${keyLabel(other)})`
        : near
          ? ` (did you mean ${keyLabel(near)}?)`
          : ''
      problems.push(`${where(path)}: unknown key ${keyLabel(path)}${hint}: ${whatTheCliDoes(path)}`)
    }
  }
}

/**
 * What the service's CLI does with the same unknown key, as its own reader does it: it refuses unknown keys
 * at the top level and in [scaling], [krisp_viva], [resources] and [git], and reads only the keys it knows
 * of [build] and [build.exclude], passing over the others without a word.
 */
function whatTheCliDoes(path: string): string {
  return path.startsWith('build.')
    ? "the service's CLI passes over it without a word (so a typo there goes unnoticed): this action refuses it"
    : "the service's CLI refuses it too"
}

/** Takes one value for its input; the problem, in the words of the input's own check, if any. */
function apply(key: AppliedKey, value: unknown, file: DeployFile): string | undefined {
  const text = asText(key, value)
  if (text === undefined) {
    const expected = {
      string: 'a string (in quotes)',
      integer: 'a whole number',
      boolean: 'true or false (without quotes)',
      retired: 'a value',
    }
    return `expected ${expected[key.type]} (got ${shown(value)})`
  }
  // An empty string is "not given", as an empty input is.
  if (text === '') return undefined
  const problem = checkInput(key.input, text)
  if (problem) return `${problem} (got ${shown(value)})`
  file.values[key.input] = text
  return undefined
}

function asText(key: AppliedKey, value: unknown): string | undefined {
  if (key.type === 'string') return typeof value === 'string' ? value.trim() : undefined
  if (key.type === 'boolean') return typeof value === 'boolean' ? String(value) : undefined
  if (key.type === 'retired') return shown(value)
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value))) return String(value)
  return undefined
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(shortened(value, 80))
  if (typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) return 'a list'
  if (isTable(value)) return 'a table'
  return String(value)
}
