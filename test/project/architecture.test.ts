// The import graph of src/ as docs/architecture.md draws it: each folder imports only the folders below
// it, so the service and the report never learn about a deploy or GitHub.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/run-action.js'

const SRC = join(ROOT, 'src')

/** What each concern may import, besides its own folder; '.' is the shared top level (errors, time). */
const ALLOWED: Record<string, string[]> = {
  '.': ['.', 'inputs', 'report', 'deploy', 'check', 'rollback'],
  inputs: ['.', 'scenarios'],
  scenarios: ['.', 'context'],
  check: ['.', 'inputs', 'report', 'service', 'after-ready', 'github'],
  rollback: ['.', 'inputs', 'report', 'service', 'deploy', 'context'],
  service: ['.'],
  context: ['.'],
  report: ['.', 'service'],
  github: ['.', 'report', 'service'],
  'workflow-secrets': ['.', 'inputs', 'report', 'service'],
  'cloud-build': ['.', 'inputs', 'report', 'service', 'context'],
  registry: ['.', 'inputs', 'report', 'service'],
  'after-ready': ['.', 'inputs', 'report', 'service', 'scenarios'],
  deploy: [
    '.',
    'inputs',
    'service',
    'report',
    'github',
    'cloud-build',
    'workflow-secrets',
    'registry',
    'after-ready',
    'scenarios',
  ],
}

/** The most modules one folder holds: more, and it is a hallway, not a room. */
const MOST_FILES = 16

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

function concernOf(file: string): string {
  const part = relative(SRC, file).split('/')
  return part.length === 1 ? '.' : (part[0] ?? '.')
}

/** Every relative import, static or dynamic, type-only ones included: a type is knowledge too. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found = [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => m[1] ?? '')
  return found.map((spec) => resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
}

describe('the import graph of src/', () => {
  const files = sourceFiles(SRC)

  it('has every module in a known concern', () => {
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) expect(Object.keys(ALLOWED)).toContain(concernOf(file))
  })

  it(`has no folder with more than ${MOST_FILES} modules`, () => {
    const byFolder = new Map<string, number>()
    for (const file of files) byFolder.set(dirname(file), (byFolder.get(dirname(file)) ?? 0) + 1)
    const crowded = [...byFolder]
      .filter(([, count]) => count > MOST_FILES)
      .map(([dir, n]) => `${relative(SRC, dir)}: ${n}`)
    expect(crowded).toEqual([])
  })

  it.each(Object.keys(ALLOWED))('lets %s import only the concerns below it', (concern) => {
    const wrong = files
      .filter((file) => concernOf(file) === concern)
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => concernOf(target) !== concern && !ALLOWED[concern]?.includes(concernOf(target)))
          .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
      )
    expect(wrong).toEqual([])
  })
})
