import { shortened } from '../secrets.js'
import { acrossInputsProblem, originOf, pairedInputsProblem } from './across-inputs.js'
import { INPUT_NAMES, type Inputs, NEVER_SHOWN, type Origins, type RawInputs, readInput } from './input-table.js'
import { InputProblem } from './values.js'

// Every input checked before anything is sent: each alone (input-table.ts), then across inputs
// (across-inputs.ts); each problem names its input and what was expected.

export {
  checkInput,
  INPUT_NAMES,
  type InputName,
  type Inputs,
  type Origins,
  type RawInputs,
  readRawInputs,
} from './input-table.js'

export type ParsedInputs = { ok: true; inputs: Inputs } | { ok: false; problems: string[] }

/**
 * Validates every input before anything is sent; each problem names its input and what was expected.
 * `origins`: the values that did not come from the step (the deploy file's), named so in the problems.
 */
/** the most of a wrong value an error repeats */
const QUOTED_VALUE = 200

export function parseInputs(raw: RawInputs, origins: Origins = {}): ParsedInputs {
  const problems: string[] = []
  const values: Record<string, unknown> = {}
  for (const name of INPUT_NAMES) {
    try {
      values[name] = readInput(name, raw[name])
    } catch (error) {
      if (!(error instanceof InputProblem)) throw error
      const given = raw[name]
      // The key is a secret: never repeat it, even when it is wrong.
      // Quoted bounded: a value of 120 KB is not repeated whole in the error.
      const shown =
        given === undefined || NEVER_SHOWN.includes(name)
          ? ''
          : ` (got "${shortened(given, QUOTED_VALUE, (left) => ` and ${left} more characters`)}")`
      const says = error.message.startsWith('is required') ? error.message : `is not valid: ${error.message}`
      problems.push(`Input '${name}' ${says}${shown}`)
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  const inputs = { ...values, ...(Object.keys(origins).length > 0 ? { origins } : {}) } as Inputs
  const across = acrossInputsProblem(inputs, (name) => originOf(name, origins))
  if (across) return { ok: false, problems: [across] }
  const paired = pairedInputsProblem(inputs)
  if (paired) return { ok: false, problems: [paired] }
  if (inputs['rollback-on-failure'] && !inputs['wait-for-ready']) {
    return {
      ok: false,
      problems: [
        "Input 'rollback-on-failure' is true but 'wait-for-ready' is false: a rollback needs the action to wait for the new deployment",
      ],
    }
  }
  return { ok: true, inputs }
}
