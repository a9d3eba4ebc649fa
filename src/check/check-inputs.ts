import { givenInput, type InputName, orDefault, othersGiven, ownInputReader } from '../inputs/input-table.js'
import { wholeNumber, yamlBoolean } from '../inputs/values.js'

// The check action's inputs (check/action.yml): the deploy step's own for the service, the agent and the
// checks (read by the same table), and its own for the callers and the incident. An input only a deploy
// reads (image, secrets, force, rollback-on-failure, …) given to the check is refused by name: the runner
// passes a step's unknown inputs on, with only a warning, and the check writes nothing to the agent.

export const SHARED_INPUTS: InputName[] = [
  'api-key',
  'api-url',
  'agent-name',
  'public-api-key',
  'region',
  'smoke-test',
  'smoke-seconds',
  'conversation-test',
  'conversation-say',
  'conversation-seconds',
  'conversation-body',
  'conversation-expect',
  'session-transport',
  'ice-addresses',
  'max-response-ms',
  'scenarios',
  'scenario-repeat',
  'scenario-concurrency',
  'scenario-min-pass-rate',
  'scenario-report',
  'judge-api-key',
  'speech-api-key',
  'speech-url',
  'speech-to-text-model',
  'text-to-speech-model',
  'text-to-speech-voice',
]

export const OWN_INPUTS = ['callers-minutes', 'callers-max-failed', 'incident-issue', 'github-token'] as const

export interface CheckOwnInputs {
  callersMinutes: number
  callersMaxFailed: number
  incidentIssue: boolean
  githubToken?: string
}

/** The deploy inputs given to the check that only a deploy reads, by name. */
export function deployOnlyGiven(env: NodeJS.ProcessEnv): string[] {
  return othersGiven(env, [...SHARED_INPUTS, ...OWN_INPUTS])
}

/** The check's own inputs, or the problems naming each. */
export function readOwnInputs(
  env: NodeJS.ProcessEnv,
): { ok: true; own: CheckOwnInputs } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const read = ownInputReader(env, problems)
  const own: CheckOwnInputs = {
    callersMinutes: read('callers-minutes', orDefault(wholeNumber(0, 1440), 60), 60),
    callersMaxFailed: read('callers-max-failed', orDefault(wholeNumber(1), 1), 1),
    incidentIssue: read('incident-issue', orDefault(yamlBoolean, false), false),
    ...(givenInput(env, 'github-token') ? { githubToken: givenInput(env, 'github-token') } : {}),
  }
  if (own.incidentIssue && !own.githubToken)
    problems.push("Input 'incident-issue' is true but 'github-token' is empty: expected a token with issues: write")
  return problems.length > 0 ? { ok: false, problems } : { ok: true, own }
}
