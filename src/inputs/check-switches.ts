import type { Inputs } from './input-table.js'

// A check's settings given without the switch that turns the check on: the check would not run, and the
// setting would pass in silence (a conversation-expect that nothing ever compares). Refused before any
// request, naming the switch. A setting equal to its action.yml default cannot be told from one the step
// left out (the runner passes the default), so only a value that differs from it is refused.

type Setting = { name: keyof Inputs; given: (inputs: Inputs) => boolean }

interface Switch {
  /** how the switch reads when off, and how to turn it on */
  off: string
  turnOn: string
  on: (inputs: Inputs) => boolean
  settings: Setting[]
}

const SWITCHES: Switch[] = [
  {
    off: "'conversation-test' is false",
    turnOn: "'conversation-test: true'",
    on: (inputs) => inputs['conversation-test'],
    settings: [
      { name: 'conversation-say', given: (inputs) => inputs['conversation-say'] !== undefined },
      { name: 'conversation-expect', given: (inputs) => inputs['conversation-expect'] !== undefined },
      { name: 'max-response-ms', given: (inputs) => inputs['max-response-ms'] !== undefined },
      { name: 'conversation-body', given: (inputs) => inputs['conversation-body'] !== undefined },
      { name: 'conversation-seconds', given: (inputs) => inputs['conversation-seconds'] !== 20 },
    ],
  },
  {
    off: "'smoke-test' is false",
    turnOn: "'smoke-test: true'",
    on: (inputs) => inputs['smoke-test'],
    settings: [{ name: 'smoke-seconds', given: (inputs) => inputs['smoke-seconds'] !== 15 }],
  },
  {
    off: "'scenarios' is empty",
    turnOn: "'scenarios' (the scenario files to run)",
    on: (inputs) => inputs.scenarios !== undefined,
    settings: [
      { name: 'scenario-repeat', given: (inputs) => inputs['scenario-repeat'] !== 1 },
      { name: 'scenario-concurrency', given: (inputs) => inputs['scenario-concurrency'] !== 1 },
      { name: 'scenario-min-pass-rate', given: (inputs) => inputs['scenario-min-pass-rate'] !== 1 },
      { name: 'scenario-report', given: (inputs) => inputs['scenario-report'] !== undefined },
      { name: 'judge-api-key', given: (inputs) => inputs['judge-api-key'] !== undefined },
    ],
  },
  {
    off: "'conversation-test' is false and 'scenarios' is empty",
    turnOn: "'conversation-test: true' or 'scenarios'",
    on: (inputs) => inputs['conversation-test'] || inputs.scenarios !== undefined,
    settings: [
      { name: 'session-transport', given: (inputs) => inputs['session-transport'] !== 'webrtc' },
      { name: 'ice-addresses', given: (inputs) => inputs['ice-addresses'] !== undefined },
    ],
  },
  {
    off: "'watch-minutes' is 0",
    turnOn: "'watch-minutes' above 0",
    on: (inputs) => inputs['watch-minutes'] > 0,
    settings: [
      { name: 'watch-min-sessions', given: (inputs) => inputs['watch-min-sessions'] !== 0 },
      { name: 'watch-max-failed', given: (inputs) => inputs['watch-max-failed'] !== 1 },
    ],
  },
]

/** The first setting of a check that is off, named with its switch; undefined when there is none. */
export function switchlessProblem(inputs: Inputs): string | undefined {
  for (const check of SWITCHES) {
    if (check.on(inputs)) continue
    const given = check.settings.filter((setting) => setting.given(inputs)).map((setting) => `'${setting.name}'`)
    if (given.length === 0) continue
    const one = given.length === 1
    return `Input ${given.join(', ')} ${one ? 'is' : 'are'} set but ${check.off}: ${one ? 'it is a setting' : 'they are settings'} of a check that does not run. Set ${check.turnOn} to run it, or leave ${one ? 'it' : 'them'} out`
  }
  return undefined
}
