// check/action.yml, the second action of the repository, against the code of its entry (src/check/):
// the inputs it reads, the outputs it sets, the entry the build makes.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { OWN_INPUTS, SHARED_INPUTS } from '../../src/check/check-inputs.js'
import { ROOT } from '../helpers/run-action.js'

const action = parse(readFileSync(join(ROOT, 'check', 'action.yml'), 'utf8')) as {
  name: string
  inputs: Record<string, { description: string; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const own = readdirSync(join(ROOT, 'src', 'check'))
  .map((file) => readFileSync(join(ROOT, 'src', 'check', file), 'utf8'))
  .join('\n')
// the outputs it shares with the deploy step, set by one function of src/report/outputs.ts it calls
const outputs = readFileSync(join(ROOT, 'src', 'report', 'outputs.ts'), 'utf8')
const shared =
  /export function setConversationAndScenarioOutputs\([^)]*\)[^{]*\{\n[\s\S]*?\n\}\n/.exec(outputs)?.[0] ?? ''
const sources = own.includes('setConversationAndScenarioOutputs(') ? `${own}\n${shared}` : own

describe('check/action.yml', () => {
  it('runs the second entry of the build on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: '../dist/check/index.js' })
    expect(existsSync(join(ROOT, 'check', action.runs.main))).toBe(true)
    expect(action.name).not.toBe(parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')).name)
  })

  it('declares exactly the inputs the check reads, each described', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...SHARED_INPUTS, ...OWN_INPUTS].sort())
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toBeTruthy()
  })

  it('declares exactly the outputs the check sets, each described', () => {
    const set = [...new Set([...sources.matchAll(/set(?:Outside)?Output\('([a-z0-9-]+)'/g)].map((m) => m[1]))]
    expect(Object.keys(action.outputs).sort()).toEqual(set.sort())
    for (const [name, output] of Object.entries(action.outputs)) expect(output.description, name).toBeTruthy()
  })
})
