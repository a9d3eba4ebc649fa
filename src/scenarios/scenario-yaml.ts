import {
  type Document,
  isMap,
  isScalar,
  LineCounter,
  type Node,
  parseDocument,
  type Scalar,
  type ScalarTag,
  type Tags,
} from 'yaml'

// A scenario file's YAML, read as Pipecat's loader reads it (pipecat-ai/pipecat,
// src/pipecat/evals/scenario.py: _ScenarioLoader, PyYAML's SafeLoader): YAML 1.1, but only plain decimal
// numbers are integers, so `dtmf: 012` stays "012" and `0x10` stays a string; booleans are PyYAML's
// (yes/no/on/off/true/false, never y or n); a float needs its dot (`1e3` is text). `!include <path>`
// stands for another file's content: kept here as an Include, loaded by scenario-files.ts.

/** A `!include` of the scenario: the path as written, relative to the scenario's directory. */
export class Include {
  constructor(
    readonly path: string,
    readonly line: number,
  ) {}
}

const INT = 'tag:yaml.org,2002:int'
const BOOL = 'tag:yaml.org,2002:bool'
const FLOAT = 'tag:yaml.org,2002:float'

const decimal: ScalarTag = {
  identify: (value) => typeof value === 'number' && Number.isInteger(value),
  default: true,
  tag: INT,
  test: /^[-+]?(?:0|[1-9][0-9_]*)$/,
  resolve: (text) => Number.parseInt(text.replace(/_/g, ''), 10),
}

const boolean: ScalarTag = {
  identify: (value) => typeof value === 'boolean',
  default: true,
  tag: BOOL,
  test: /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  resolve: (text) => /^(?:yes|true|on)$/i.test(text),
}

const float: ScalarTag = {
  identify: (value) => typeof value === 'number' && !Number.isInteger(value),
  default: true,
  tag: FLOAT,
  test: /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?)$/,
  resolve: (text) => Number.parseFloat(text.replace(/_/g, '')),
}

/** `!include <path>`: its line is set once the document's lines are counted (placeIncludes). */
const include: ScalarTag = {
  tag: '!include',
  resolve: (path) => new Include(path, 0),
  identify: (value) => value instanceof Include,
}

function tagsOf(tags: Tags): Tags {
  const kept = tags.filter((tag) => {
    const name = (tag as { tag?: string }).tag
    if (name === INT || name === BOOL) return false
    // PyYAML's float needs a dot; its infinities and not-a-number stay (yaml's own tag for them)
    return !(name === FLOAT && (tag as { format?: string }).format !== undefined)
  })
  return [...kept, decimal, boolean, float, include]
}

export interface ParsedYaml {
  value: unknown
  /** The 1-based line of the node at this path of the document, or of its nearest ancestor there. */
  lineOf(path: (string | number)[]): number
}

/** Parses one file's text; a syntax error throws a ScenarioYamlError naming its line. */
export function parseScenarioYaml(text: string): ParsedYaml {
  const counter = new LineCounter()
  const lineAt = (offset: number) => counter.linePos(offset).line
  const doc = parseDocument(text, {
    version: '1.1',
    customTags: tagsOf,
    lineCounter: counter,
    uniqueKeys: false,
    prettyErrors: false,
  })
  const error = doc.errors[0]
  if (error) throw new ScenarioYamlError(error.message.split('\n')[0] ?? 'not valid YAML', lineAt(error.pos[0]))
  placeIncludes(doc, lineAt)
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: 100 })
  } catch (error) {
    throw new ScenarioYamlError((error as Error).message.split('\n')[0] ?? 'not valid YAML', 1)
  }
  return { value, lineOf: (path) => lineOfPath(doc, path, lineAt) }
}

export class ScenarioYamlError extends Error {
  override readonly name = 'ScenarioYamlError'
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
  }
}

/** Gives each `!include` its line; one on a mapping or a list is refused, as Pipecat's loader does. */
function placeIncludes(doc: Document, lineAt: (offset: number) => number): void {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const tagged = node as Node & { tag?: string; items?: unknown[]; key?: unknown; value?: unknown }
    if (tagged.tag === '!include') {
      const line = lineAt(tagged.range?.[0] ?? 0)
      const value = (tagged as Scalar).value
      if (!(value instanceof Include)) throw new ScenarioYamlError('!include expects a file path', line)
      ;(tagged as Scalar).value = new Include(value.path, line)
      return
    }
    for (const item of tagged.items ?? []) visit(item)
    if ('key' in tagged) visit(tagged.key)
    if ('value' in tagged) visit(tagged.value)
  }
  visit(doc.contents)
}

/** A key's line for a value in a mapping (`turns:`, not the list under it); an item's own line in a list. */
function lineOfPath(doc: Document, path: (string | number)[], lineAt: (offset: number) => number): number {
  for (let length = path.length; length >= 0; length--) {
    const parent = length > 0 ? doc.getIn(path.slice(0, length - 1), true) : undefined
    const last = path[length - 1]
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last)
      const range = (pair?.key as Node | undefined)?.range
      if (range) return lineAt(range[0])
    }
    const node = doc.getIn(path.slice(0, length), true) as Node | undefined
    if (node && typeof node === 'object' && node.range) return lineAt(node.range[0])
  }
  return 1
}
