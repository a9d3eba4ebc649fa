// The README as a first-time user reads it: every YAML block parses, every workflow among them passes
// a current actionlint, and the sections that person needs are there, in the order they need them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { INPUT_NAMES } from '../../src/inputs/inputs.js'
import { actionlint } from '../helpers/actionlint.js'
import { ROOT } from '../helpers/run-action.js'

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')

/** The ```yaml blocks, each with the line it starts on. */
function yamlBlocks(markdown: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i] ?? '')) continue
    const start = i + 1
    while (i + 1 < lines.length && lines[i + 1] !== '```') i++
    blocks.push({ line: start + 1, text: lines.slice(start, i + 1).join('\n') })
    i++
  }
  return blocks
}

const blocks = yamlBlocks(readme)
const isWorkflow = (text: string) => /^on:/m.test(text) && /^jobs:/m.test(text)
const workflows = blocks.filter((b) => isWorkflow(b.text))

describe('README', () => {
  it('has its examples as YAML blocks, most of them whole workflows', () => {
    expect(blocks.length).toBeGreaterThan(10)
    expect(workflows.length).toBeGreaterThan(8)
  })

  it.each(blocks.map((b) => [b.line, b.text] as const))('block at line %i parses as YAML', (_, text) => {
    const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
    expect(document.errors.map((e) => e.message)).toEqual([])
  })

  it.each(workflows.map((b) => [b.line, b.text] as const))(
    'workflow at line %i passes actionlint',
    async (line, text) => {
      expect(await actionlint(text, `README.md:${line}`)).toEqual([])
    },
  )

  it('catches what it is meant to catch: an unquoted expression in a flow mapping, an unknown input property', async () => {
    const broken = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: x/y@v1\n        with: { a: \${{ github.actor }} }\n`
    expect(parseDocument(broken).errors.length).toBeGreaterThan(0)
    const unknown = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo \${{ steps.nope.outputs.x }}\n`
    expect((await actionlint(unknown, 'x.yml')).join()).toMatch(/nope/)
  })

  it('passes only inputs the action has', () => {
    for (const block of blocks) {
      for (const use of block.text.split(/^\s*- uses: /m).slice(1)) {
        if (!use.startsWith('acme/agent-deploy-action@')) continue
        const withBlock = /\n\s+with:\n((?:\s{10,}.*\n?)*)/.exec(use)?.[1] ?? ''
        for (const [, name] of withBlock.matchAll(/^\s+([a-z-]+):/gm)) {
          expect(INPUT_NAMES, `line ${block.line}: ${name}`).toContain(name)
        }
      }
    }
  })

  it('opens with what to set up, before the reference, and ends with troubleshooting and local debugging', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1])
    const at = (name: string) => headings.indexOf(name)
    for (const name of [
      'Before you start',
      'Quick start',
      'Examples',
      'Inputs',
      'Outputs',
      'Troubleshooting',
      'Debug locally',
      'Security',
    ]) {
      expect(headings, name).toContain(name)
    }
    expect(at('Before you start')).toBeLessThan(at('Inputs'))
    expect(at('Examples')).toBeLessThan(at('Inputs'))
    expect(at('Troubleshooting')).toBeGreaterThan(at('Outputs'))
    expect(readme).toMatch(/if: failure\(\)/)
    expect(readme).toMatch(/fromJSON\(steps\.deploy\.outputs\.agent\)/)
    expect(readme).toContain('npx @github/local-action run . src/main.ts .env')
    expect(readme).not.toMatch(/^## Benchmark|^### Benchmark/m)
  })

  it('has the sample .env it points to, with inputs named as the runner names them', () => {
    expect(existsSync(join(ROOT, '.env.example'))).toBe(true)
    const names = readFileSync(join(ROOT, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('INPUT_'))
      .map((line) => line.slice('INPUT_'.length, line.indexOf('=')).toLowerCase())
    expect(names.length).toBeGreaterThan(3)
    for (const name of names) expect(INPUT_NAMES).toContain(name)
  })
})
