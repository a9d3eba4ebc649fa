// rollback/action.yml, the third action of the repository, against the code of its entry (src/rollback/):
// the inputs it reads, the outputs it sets, the entry the build makes.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROLLBACK_INPUTS } from '../../src/rollback/rollback-inputs.js'
import { ROOT } from '../helpers/run-action.js'

const action = parse(readFileSync(join(ROOT, 'rollback', 'action.yml'), 'utf8')) as {
  name: string
  inputs: Record<string, { description: string; default?: string; required?: boolean }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const sources = readdirSync(join(ROOT, 'src', 'rollback'))
  .map((file) => readFileSync(join(ROOT, 'src', 'rollback', file), 'utf8'))
  .join('\n')

describe('rollback/action.yml', () => {
  it('runs the third entry of the build on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: '../dist/rollback/index.js' })
    expect(existsSync(join(ROOT, 'rollback', action.runs.main))).toBe(true)
    expect(readFileSync(join(ROOT, 'rollback', action.runs.main), 'utf8')).toContain("import '../index.js'")
  })

  it('declares exactly the inputs the rollback reads, each described, the required ones without a default', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...ROLLBACK_INPUTS].sort())
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toBeTruthy()
      if (input.required) expect(input.default, name).toBeUndefined()
    }
  })

  it('declares exactly the outputs the rollback sets, each described', () => {
    const set = [...new Set([...sources.matchAll(/set(?:Outside)?Output\(\s*'([a-z0-9-]+)'/g)].map((m) => m[1]))]
    expect(Object.keys(action.outputs).sort()).toEqual(set.sort())
    for (const [name, output] of Object.entries(action.outputs)) expect(output.description, name).toBeTruthy()
  })
})
