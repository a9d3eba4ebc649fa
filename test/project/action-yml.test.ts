// action.yml against the code, and the workflows against actionlint.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { INPUT_NAMES, parseInputs } from '../../src/inputs/inputs.js'
import { ACTION_VERSION } from '../../src/service/version.js'
import { actionlint } from '../helpers/actionlint.js'
import { ROOT } from '../helpers/run-action.js'

interface ActionYml {
  name: string
  description: string
  branding: { icon: string; color: string }
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>
  outputs: Record<string, { description?: string }>
  runs: { using: string; main: string }
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYml
const sources = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[])
  // the check action's entry (src/check/) sets the outputs of check/action.yml: check-action-yml.test.ts;
  // the rollback action's (src/rollback/) those of rollback/action.yml: rollback-action-yml.test.ts
  .filter((file) => file.endsWith('.ts') && !file.startsWith('check') && !file.startsWith('rollback'))
  .map((file) => readFileSync(join(ROOT, 'src', file), 'utf8'))
  .join('\n')
const outputsSet = [...new Set([...sources.matchAll(/set(?:Outside)?Output\('([a-z0-9-]+)'/g)].map((m) => m[1]))]

describe('action.yml', () => {
  it('runs dist/index.js on Node 24, with a Marketplace name, a one-line description and branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    expect(action.name.length).toBeLessThanOrEqual(60)
    expect(action.description).not.toContain('\n')
    expect(action.branding.icon).toBeTruthy()
    expect(action.branding.color).toBeTruthy()
  })

  it('declares exactly the inputs the code reads, each with a description that states its default', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort())
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toBeTruthy()
      if (!input.required) expect(input.description, name).toMatch(/Default/)
    }
  })

  it('marks as required exactly the inputs the code requires', () => {
    const parsed = parseInputs({})
    const missing = parsed.ok ? [] : parsed.problems.map((p) => /^Input '([a-z-]+)' is required/.exec(p)?.[1])
    const required = Object.entries(action.inputs)
      .filter(([, input]) => input.required)
      .map(([name]) => name)
    expect(required.sort()).toEqual(missing.sort())
  })

  it('gives the same defaults as the code', () => {
    const parsed = parseInputs({ 'api-key': 'k', 'api-url': 'https://x', 'agent-name': 'ab' })
    if (!parsed.ok) throw new Error(parsed.problems.join())
    for (const [name, input] of Object.entries(action.inputs)) {
      if (input.default === undefined || input.default.startsWith('${{')) continue
      expect(String(parsed.inputs[name as keyof typeof parsed.inputs]), name).toBe(input.default)
    }
  })

  it('declares exactly the outputs the code sets, each with a description', () => {
    expect(outputsSet.length).toBeGreaterThan(5)
    expect(Object.keys(action.outputs).sort()).toEqual([...outputsSet].sort())
    for (const [name, output] of Object.entries(action.outputs)) expect(output.description, name).toBeTruthy()
  })

  it('has the version of package.json in its User-Agent', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    expect(ACTION_VERSION).toBe(pkg.version)
  })
})

describe('workflows', () => {
  const dir = join(ROOT, '.github', 'workflows')
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'))

  it('are the four the project keeps', () => {
    expect(files.sort()).toEqual(['check-dist.yml', 'ci.yml', 'e2e.yml', 'release.yml'])
  })

  it.each(files)('%s passes actionlint', async (file) => {
    const text = readFileSync(join(dir, file), 'utf8')
    expect(await actionlint(text, `.github/workflows/${file}`)).toEqual([])
  })

  it.each(files)(
    '%s reads only the repository (the release job writes contents) and pins actions by commit',
    (file) => {
      const workflow = parse(readFileSync(join(dir, file), 'utf8')) as { permissions: Record<string, string> }
      // the release job asks for contents: write itself (test/project/release.test.ts); the workflow for none
      expect(workflow.permissions).toEqual(file === 'release.yml' ? {} : { contents: 'read' })
      const uses = [...readFileSync(join(dir, file), 'utf8').matchAll(/uses:\s*(\S+)/g)].map((m) => m[1] ?? '')
      for (const ref of uses.filter((u) => u !== './')) expect(ref).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/)
    },
  )

  it('the e2e workflow runs the action itself twice and checks both', () => {
    const text = readFileSync(join(dir, 'e2e.yml'), 'utf8')
    expect(text.match(/uses: \.\/$/gm)).toHaveLength(2)
    expect(text).toContain('test/double/cli.js')
  })

  it('dependabot watches npm and GitHub Actions', () => {
    const config = parse(readFileSync(join(ROOT, '.github', 'dependabot.yml'), 'utf8')) as {
      version: number
      updates: { 'package-ecosystem': string }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
  })
})
