import { ARCHITECTURE_OF_NODE_TYPE } from '../architectures.js'
import type { InputName, Inputs, Origins } from './inputs.js'

// Values that are valid each alone and not together, named with where each came from: the input, or the
// deploy file and its key (Inputs.origins).

/** Where a value came from, in words: the deploy file and its key, or the input. */
export function originOf(name: InputName, origins: Origins | undefined): string {
  return origins?.[name] ?? `input '${name}'`
}

/** Values that are valid alone and not together; each named with where it came from. */
export function acrossInputsProblem(inputs: Inputs, from: (name: InputName) => string): string | undefined {
  const scaling = scalingProblem(inputs['min-agents'], inputs['max-agents'], from('min-agents'), from('max-agents'))
  if (scaling) return scaling
  const sources = (['image', 'cloud-build', 'build-id'] as const).filter((name) => inputs[name])
  if (sources.length > 1) {
    return `${together(
      sources.map((name) => [name, undefined]),
      from,
    )} are given together: expected at most one of image (deploy an image), cloud-build (build one from build-context) and build-id (deploy an existing build)`
  }
  const alias = ARCHITECTURE_OF_NODE_TYPE[inputs['node-type'] ?? '']
  if (inputs.architecture && alias && alias !== inputs.architecture) {
    const pair = together(
      [
        ['architecture', inputs.architecture],
        ['node-type', `${inputs['node-type']}, the old name of ${alias}`],
      ],
      from,
    )
    return `${pair} disagree: give architecture alone`
  }
  const filter = inputs['audio-filter']
  const suppression = inputs['enable-noise-suppression']
  if (filter !== undefined && suppression !== undefined && (filter !== 'off') !== suppression) {
    const pair = together(
      [
        ['audio-filter', filter],
        ['enable-noise-suppression', String(suppression)],
      ],
      from,
    )
    return `${pair} contradict each other: the audio filter succeeds the noise-suppression switch; give audio-filter alone`
  }
  return undefined
}

/** "Inputs 'a' (x) and 'b' (y)" when the step gave both; else each with where it came from. */
function together(values: [InputName, string | undefined][], from: (name: InputName) => string): string {
  const shown = (value: string | undefined) => (value === undefined ? '' : ` (${value})`)
  if (values.every(([name]) => from(name) === `input '${name}'`)) {
    return `Inputs ${values.map(([name, value]) => `'${name}'${shown(value)}`).join(' and ')}`
  }
  return sentenceStart(values.map(([name, value]) => `${from(name)}${shown(value)}`).join(' and '))
}

/** "input 'x'" opens a sentence as "Input 'x'"; a file's name stays as it is spelled. */
function sentenceStart(text: string): string {
  return text.startsWith('input ') ? `I${text.slice(1)}` : text
}

/** min-agents above max-agents can never deploy; each value named with where it came from. */
export function scalingProblem(
  min: number | undefined,
  max: number | undefined,
  minFrom: string,
  maxFrom: string,
): string | undefined {
  if (min === undefined || max === undefined || min <= max) return undefined
  return `${sentenceStart(`${minFrom} (${min})`)} is above ${maxFrom} (${max}): expected min-agents at most max-agents`
}
