import { dirname, posix } from 'node:path'
import { filesNamed, WorkspaceGlobError } from '../context/workspace-glob.js'
import { readWorkspaceFile, WorkspaceFileError } from '../workspace-files.js'
import { type Scenario, ScenarioError, scenarioOf } from './scenario.js'
import { Include, type ParsedYaml, parseScenarioYaml, ScenarioYamlError } from './scenario-yaml.js'

// The `scenarios` input: paths and globs of the workspace, one a line (a line starting with `!` excludes
// what it matches, as in GitHub's path filters), read as untrusted files: each inside the workspace by its
// real path, a regular file, at most 256 KB; at most 50 of them; `!include`s inside the workspace too,
// relative to the scenario's directory as Pipecat resolves them (nested ones too), nested at most eight
// deep, at most 1,000 of them and 8 MiB read in all (an include bomb stops there). A file that another
// named file includes (Pipecat's judge_*.yaml beside its scenarios) is not a scenario. Every problem names
// the line of the input or the file and its line.

export const MAX_SCENARIO_FILES = 50
export const MAX_SCENARIO_BYTES = 256 * 1024
const MAX_INCLUDE_DEPTH = 8
/** every !include resolved, and every byte read, for one input's files in all */
export const MAX_INCLUDES = 1_000
export const MAX_TOTAL_BYTES = 8 * 1024 * 1024

/** What one input's reading has used of its bounds, and the files included by others. */
interface Reading {
  workspace: string
  includes: number
  bytes: number
  included: Set<string>
  /**
   * each file read once, by the folder its includes resolve from and its path, with the includes and bytes
   * it expands to: every use counts them again, so what the scenarios expand to stays bounded
   */
  parsed: Map<string, { parsed: ParsedYaml; includes: number; bytes: number }>
}

/** The scenarios the input's lines name, parsed and checked, in the order of their paths. */
export async function readScenarios(lines: string[], workspace: string): Promise<Scenario[]> {
  const files = await namedFiles(lines, workspace)
  if (files.size === 0)
    throw new ScenarioError(`Input 'scenarios': its lines starting with ! leave out every file the others name`)
  if (files.size > MAX_SCENARIO_FILES)
    throw new ScenarioError(
      `Input 'scenarios' names ${files.size} files; at most ${MAX_SCENARIO_FILES} run in one step`,
    )
  const reading: Reading = { workspace, includes: 0, bytes: 0, included: new Set(), parsed: new Map() }
  const parsed: [string, ParsedYaml][] = []
  for (const file of [...files].sort()) parsed.push([file, await loadFile(file, reading, 0)])
  const scenarios = parsed.filter(([file]) => !reading.included.has(file)).map(([file, yaml]) => scenarioOf(yaml, file))
  if (scenarios.length === 0)
    throw new ScenarioError(`Input 'scenarios': every file it names is included by another; none is a scenario`)
  return scenarios
}

/** The files the input's lines name (workspace-glob.ts), its problems said as a scenario's. */
async function namedFiles(lines: string[], workspace: string): Promise<Set<string>> {
  try {
    return await filesNamed(
      lines,
      workspace,
      'scenarios',
      (line) =>
        `Input 'scenarios': ${line} matches no file of the workspace (expected scenario files, such as evals/scenarios/*.yaml)`,
    )
  } catch (error) {
    if (error instanceof WorkspaceGlobError) throw new ScenarioError(error.message)
    throw error
  }
}

/** The text of a scenario file (or an included one) parsed, its includes in place. */
async function loadFile(file: string, reading: Reading, depth: number, base = dirname(file)): Promise<ParsedYaml> {
  const key = `${base}\0${file}`
  const known = reading.parsed.get(key)
  if (known) {
    reading.includes += known.includes
    if (reading.includes > MAX_INCLUDES)
      throw new ScenarioError(
        `${file}: more than ${MAX_INCLUDES} !includes in all, with those it includes; it was not read (an include bomb?)`,
      )
    countBytes(file, reading, known.bytes)
    return known.parsed
  }
  const before = { includes: reading.includes, bytes: reading.bytes }
  let text: string
  try {
    const bytes = await readWorkspaceFile(file, reading.workspace, MAX_SCENARIO_BYTES)
    countBytes(file, reading, bytes.length)
    text = bytes.toString('utf8')
  } catch (error) {
    if (error instanceof WorkspaceFileError && error.code === 'too-large')
      throw new ScenarioError(`${file} is over ${MAX_SCENARIO_BYTES / 1024} KB: a scenario file is at most that`)
    if (error instanceof WorkspaceFileError) throw new ScenarioError(`Scenario file ${error.message}`)
    throw error
  }
  let parsed: ParsedYaml
  try {
    parsed = parseScenarioYaml(text)
  } catch (error) {
    if (error instanceof ScenarioYamlError) throw new ScenarioError(`${file}:${error.line}: ${error.message}`)
    throw error
  }
  const value = await withIncludes(parsed.value, { file, reading, depth, base })
  const result = { value, lineOf: parsed.lineOf }
  const expands = { includes: reading.includes - before.includes, bytes: reading.bytes - before.bytes }
  reading.parsed.set(key, { parsed: result, ...expands })
  return result
}

/** Every use of a file counts its bytes, read or not: what the scenarios expand to is bounded. */
function countBytes(file: string, reading: Reading, size: number): void {
  reading.bytes += size
  if (reading.bytes > MAX_TOTAL_BYTES)
    throw new ScenarioError(
      `${file}: the scenario files and their !includes come to more than ${MAX_TOTAL_BYTES / 1024 / 1024} MiB in all; it was not read (an include bomb?)`,
    )
}

interface IncludeContext {
  file: string
  reading: Reading
  depth: number
  base: string
}

/** The value with each Include replaced by the content of its file (relative to the scenario's directory). */
async function withIncludes(value: unknown, at: IncludeContext): Promise<unknown> {
  if (value instanceof Include) {
    if (at.depth >= MAX_INCLUDE_DEPTH)
      throw new ScenarioError(
        `${at.file}:${value.line}: !include nested more than ${MAX_INCLUDE_DEPTH} deep (does it include itself?)`,
      )
    const path = posix.normalize(posix.join(at.base, value.path))
    if (posix.isAbsolute(value.path) || path.startsWith('../') || path === '..')
      throw new ScenarioError(
        `${at.file}:${value.line}: !include ${value.path} is outside the workspace; it was not read`,
      )
    if (++at.reading.includes > MAX_INCLUDES)
      throw new ScenarioError(
        `${at.file}:${value.line}: more than ${MAX_INCLUDES} !includes in all; ${value.path} was not read (an include bomb?)`,
      )
    at.reading.included.add(path)
    return (await loadFile(path, at.reading, at.depth + 1, at.base)).value
  }
  // one at a time: the bounds stop a bomb at its first excess, not after thousands of reads at once
  if (Array.isArray(value)) {
    const items: unknown[] = []
    for (const item of value) items.push(await withIncludes(item, at))
    return items
  }
  if (value && typeof value === 'object') {
    const entries: [string, unknown][] = []
    for (const [key, item] of Object.entries(value)) entries.push([key, await withIncludes(item, at)])
    return Object.fromEntries(entries)
  }
  return value
}
