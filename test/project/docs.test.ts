// The README and the guides under docs/ as a first-time user reads them: every YAML block parses, every
// workflow among them passes a current actionlint and passes only inputs the action has, every link
// leads to a file and a heading that exist, and the README stays one page one can scan.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, parseDocument } from 'yaml'
import { OWN_INPUTS, SHARED_INPUTS } from '../../src/check/check-inputs.js'
import { INPUT_NAMES } from '../../src/inputs/inputs.js'
import { ROLLBACK_INPUTS } from '../../src/rollback/rollback-inputs.js'
import { actionlint } from '../helpers/actionlint.js'
import { ROOT } from '../helpers/run-action.js'

const GUIDES = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name))
const PAGES = ['README.md', ...GUIDES]
const text = (page: string) => readFileSync(join(ROOT, page), 'utf8')
const readme = text('README.md')

/** The ```yaml blocks of a page, each with the line it starts on. */
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

/** The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces as '-'). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const found = new Set<string>()
  const outsideFences = markdown.replace(/^```[\s\S]*?^```/gm, '')
  for (const [, heading] of outsideFences.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    found.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return found
}

/** The relative links of a page (not http, not mailto), with the line each is on. */
function links(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = []
  const outsideFences = markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''))
  outsideFences.split('\n').forEach((line, index) => {
    for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z]+:/.test(target ?? '')) found.push({ line: index + 1, target: target ?? '' })
    }
  })
  return found
}

const blocks = PAGES.flatMap((page) => yamlBlocks(text(page)).map((b) => ({ page, ...b })))
const isWorkflow = (t: string) => /^on:/m.test(t) && /^jobs:/m.test(t)
const workflows = blocks.filter((b) => isWorkflow(b.text))

describe('README and guides', () => {
  it('have their examples as YAML blocks, most of them whole workflows, in the README and in docs/', () => {
    expect(blocks.length).toBeGreaterThan(10)
    expect(workflows.length).toBeGreaterThan(8)
    expect(workflows.filter((b) => b.page !== 'README.md').length).toBeGreaterThan(6)
  })

  it.each(blocks.map((b) => [`${b.page}:${b.line}`, b.text] as const))('block at %s parses as YAML', (_, t) => {
    const document = parseDocument(t, { prettyErrors: true, uniqueKeys: true })
    expect(document.errors.map((e) => e.message)).toEqual([])
  })

  it.each(workflows.map((b) => [`${b.page}:${b.line}`, b.text] as const))(
    'workflow at %s passes actionlint',
    async (where, t) => {
      expect(await actionlint(t, where)).toEqual([])
    },
  )

  it('catches what it is meant to catch: an unquoted expression in a flow mapping, an unknown step', async () => {
    const broken = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: x/y@v1\n        with: { a: \${{ github.actor }} }\n`
    expect(parseDocument(broken).errors.length).toBeGreaterThan(0)
    const unknown = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo \${{ steps.nope.outputs.x }}\n`
    expect((await actionlint(unknown, 'x.yml')).join()).toMatch(/nope/)
  })

  it('pass only inputs the action has (the deploy step, the check, the rollback)', () => {
    const actions: Record<string, readonly string[]> = {
      'acme/agent-deploy-action@': INPUT_NAMES,
      'acme/agent-deploy-action/check@': [...SHARED_INPUTS, ...OWN_INPUTS],
      'acme/agent-deploy-action/rollback@': ROLLBACK_INPUTS,
    }
    let rollbacks = 0
    for (const block of blocks) {
      for (const use of block.text.split(/^\s*- (?:id: [a-z-]+\n\s*)?uses: /m).slice(1)) {
        const [, names] = Object.entries(actions).find(([prefix]) => use.startsWith(prefix)) ?? []
        if (!names) continue
        if (use.startsWith('acme/agent-deploy-action/rollback@')) rollbacks++
        const withBlock = /\n\s+with:\n((?:\s{10,}.*\n?)*)/.exec(use)?.[1] ?? ''
        for (const [, name] of withBlock.matchAll(/^\s+([a-z-]+):/gm)) {
          expect(names, `${block.page}:${block.line}: ${name}`).toContain(name)
        }
      }
    }
    expect(rollbacks).toBeGreaterThan(0)
  })

  it.each(PAGES)('%s: every relative link leads to a file, and to a heading of it', (page) => {
    for (const { line, target } of links(text(page))) {
      const [path = '', anchor] = target.split('#')
      const file = path === '' ? page : relative(ROOT, join(ROOT, dirname(page), path))
      expect(existsSync(join(ROOT, file)), `${page}:${line}: ${target}`).toBe(true)
      if (anchor !== undefined) expect([...anchors(text(file))], `${page}:${line}: ${target}`).toContain(anchor)
    }
  })

  it('checks links as GitHub makes anchors, outside code', () => {
    expect(links('[a](x.md#y) `[b](z.md)` [c](https://e.com)\n```\n[d](w.md)\n```\n[e](#f)')).toEqual([
      { line: 1, target: 'x.md#y' },
      { line: 5, target: '#f' },
    ])
    expect([...anchors('# What "ready" means\n## Plans on pull requests (`pr-comment`)\n## A\n## A\n')]).toEqual([
      'what-ready-means',
      'plans-on-pull-requests-pr-comment',
      'a',
      'a-1',
    ])
  })
})

describe('README', () => {
  it('is one page one can scan: at most 400 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(400)
  })

  it('opens with what to set up and the quick start, then the guides, the reference and versioning', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1])
    const order = ['Before you start', 'Quick start', 'Examples and guides', 'Inputs', 'Outputs', 'Versioning']
    for (const name of order) expect(headings, name).toContain(name)
    const at = order.map((name) => headings.indexOf(name))
    expect(at).toEqual([...at].sort((a, b) => a - b))
    expect(readme).not.toMatch(/^## Benchmark|^### Benchmark/m)
  })

  it('links every guide under docs/ from its table of guides, one line each', () => {
    const table = readme.slice(readme.indexOf('## Examples and guides'), readme.indexOf('## Inputs'))
    for (const guide of GUIDES.filter((g) => g !== join('docs', 'architecture.md'))) {
      expect(
        table.split('\n').filter((line) => line.includes(`](${guide})`)),
        guide,
      ).toHaveLength(1)
    }
  })

  it('has every input and every output of action.yml in its tables, and nothing else', () => {
    const action = parse(text('action.yml')) as { inputs: object; outputs: object }
    const rows = (from: string, to: string) =>
      [...readme.slice(readme.indexOf(from), readme.indexOf(to)).matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1])
    expect(rows('## Inputs', '## Outputs').sort()).toEqual(Object.keys(action.inputs).sort())
    expect(rows('## Outputs', '## The rollback action').sort()).toEqual(Object.keys(action.outputs).sort())
  })

  it('has every input and every output of rollback/action.yml in its own tables', () => {
    const action = parse(text('rollback/action.yml')) as { inputs: object; outputs: object }
    const rows = (header: string) => {
      const table = readme.slice(readme.indexOf(header)).split('\n\n')[0] ?? ''
      return [...table.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1])
    }
    expect(rows('| rollback input |').sort()).toEqual(Object.keys(action.inputs).sort())
    expect(rows('| rollback output |').sort()).toEqual(Object.keys(action.outputs).sort())
  })
})

describe('the guides', () => {
  it('say how to read outputs after a failure, how to run locally, and what each error means', () => {
    expect(text('docs/workflows.md')).toMatch(/if: failure\(\)/)
    expect(text('docs/workflows.md')).toMatch(/fromJSON\(steps\.deploy\.outputs\.agent\)/)
    expect(text('docs/running-locally.md')).toContain('npx @github/local-action run . src/main.ts .env')
    expect(text('docs/troubleshooting.md')).toMatch(/^\| `The service answered 401/m)
  })

  it('have the sample .env they point to, with inputs named as the runner names them', () => {
    expect(existsSync(join(ROOT, '.env.example'))).toBe(true)
    const names = text('.env.example')
      .split('\n')
      .filter((line) => line.startsWith('INPUT_'))
      .map((line) => line.slice('INPUT_'.length, line.indexOf('=')).toLowerCase())
    expect(names.length).toBeGreaterThan(3)
    for (const name of names) expect(INPUT_NAMES).toContain(name)
  })
})
