import type { Promotion } from '../promote-from.js'
import type { Scenario } from '../scenarios/scenario.js'
import { conversationSay, jsonObject } from './conversation-inputs.js'
import { scenarioLines } from './scenario-lines.js'
import { parseSecretLines, type SecretEntry, SecretLinesProblem } from './secret-lines.js'
import { iceAddresses, sessionTransport } from './transport-values.js'
import {
  agentName,
  agentProfile,
  apiKey,
  apiUrl,
  architecture,
  audioFilter,
  buildId,
  InputProblem,
  image,
  minutes,
  type Parse,
  region,
  registryHost,
  relativePath,
  share,
  speechUrl,
  text,
  url,
  websocketAuth,
  wholeNumber,
  wholeSeconds,
  yamlBoolean,
} from './values.js'

// Every input of action.yml and how its text is read (the checks across inputs: across-inputs.ts; all of
// them in order: inputs.ts). Plain parsers rather than a schema library: inputs are checked on every run, before anything else,
// and a bad input should fail in about the time Node takes to start (see the benchmark in README).

/** An input as the action reads it: the raw text (undefined when not given) to its value. */
type Read<T> = (raw: string | undefined) => T

function required<T>(parse: Parse<T>, what: string): Read<T> {
  return (raw) => {
    if (raw === undefined) throw new InputProblem(`is required: ${what}`)
    return parse(raw)
  }
}

function optional<T>(parse: Parse<T>): Read<T | undefined> {
  return (raw) => (raw === undefined ? undefined : parse(raw))
}

function withDefault<T>(parse: Parse<T>, fallback: T): Read<T> {
  return (raw) => (raw === undefined ? fallback : parse(raw))
}

/** Every input of action.yml, spelled as there, with how it is read. */
const INPUTS = {
  'api-key': required(apiKey, 'the private API key of the service'),
  'api-url': required(apiUrl, 'the base address of the service, such as https://api.example.com/v1'),
  'agent-name': required(agentName, 'the name of the agent to create or update (or agent_name in the config-file)'),
  image: optional(image),
  'node-type': optional(text),
  architecture: optional(architecture),
  'image-pull-secret-set': optional(text),
  'secret-set': optional(text),
  'min-agents': optional(wholeNumber(0)),
  'max-agents': optional(wholeNumber(1)),
  'enable-noise-suppression': optional(yamlBoolean),
  'audio-filter': optional(audioFilter),
  // Retired (the service's CLI removed managed keys in March 2026): any value, never sent, one warning.
  'enable-managed-keys': optional(text),
  'websocket-auth': optional(websocketAuth),
  region: optional(region),
  'agent-profile': optional(agentProfile),
  'max-session-duration': optional(wholeNumber(60, 14400)),
  'wait-for-ready': withDefault(yamlBoolean, true),
  // Six hours is the longest a GitHub-hosted job runs: a longer wait is a typo (minutes for seconds?).
  'wait-timeout': withDefault(wholeSeconds(1, 21_600, 'six hours'), 600),
  force: withDefault(yamlBoolean, false),
  'dry-run': withDefault(yamlBoolean, false),
  'release-file': optional(relativePath),
  'promote-from': optional(text),
  'rollback-on-failure': withDefault(yamlBoolean, false),
  environment: optional(text),
  'environment-url': optional(url),
  'github-token': optional(text),
  'pr-comment': withDefault(yamlBoolean, false),
  'config-file': optional(text),
  'cloud-build': withDefault(yamlBoolean, false),
  'build-context': withDefault(relativePath, '.'),
  dockerfile: withDefault(relativePath, 'Dockerfile'),
  'build-id': optional(buildId),
  'build-timeout': withDefault(wholeSeconds(1, 21_600, 'six hours'), 900),
  'image-check': withDefault(yamlBoolean, true),
  'smoke-test': withDefault(yamlBoolean, false),
  'public-api-key': optional(apiKey),
  'smoke-seconds': withDefault(wholeSeconds(1, 300, 'five minutes'), 15),
  registry: optional(registryHost),
  'conversation-test': withDefault(yamlBoolean, false),
  'conversation-say': optional(conversationSay),
  'conversation-seconds': withDefault(wholeSeconds(1, 120, 'two minutes'), 20),
  'conversation-body': optional(jsonObject),
  'conversation-expect': optional(text),
  'session-transport': withDefault(sessionTransport, 'webrtc'),
  'ice-addresses': optional(iceAddresses),
  'max-response-ms': optional(wholeNumber(1)),
  'watch-minutes': withDefault(minutes, 0),
  'watch-max-failed': withDefault(wholeNumber(1), 1),
  'watch-min-sessions': withDefault(wholeNumber(0), 0),
  scenarios: optional(scenarioLines),
  'scenario-repeat': withDefault(wholeNumber(1, 20), 1),
  'scenario-concurrency': withDefault(wholeNumber(1, 5), 1),
  'scenario-min-pass-rate': withDefault(share, 1),
  'scenario-report': optional(relativePath),
  'judge-api-key': optional(text),
  'speech-api-key': optional(apiKey),
  'speech-url': withDefault(speechUrl, 'https://api.openai.com/v1'),
  'speech-to-text-model': withDefault(text, 'whisper-1'),
  'text-to-speech-model': withDefault(text, 'tts-1'),
  'text-to-speech-voice': withDefault(text, 'alloy'),
  'registry-username': optional(text),
  'registry-password': optional(text),
  secrets: optional(secretLines),
  'secrets-prune': withDefault(yamlBoolean, false),
  preview: withDefault(yamlBoolean, false),
  delete: withDefault(yamlBoolean, false),
} satisfies Record<string, Read<unknown>>

export type InputName = keyof typeof INPUTS
export const INPUT_NAMES = Object.keys(INPUTS) as InputName[]
export type RawInputs = Partial<Record<InputName, string>>
export type Inputs = { [Name in InputName]: ReturnType<(typeof INPUTS)[Name]> } & {
  /** where a value that is not a step input came from ("pcc-deploy.toml [scaling] min_agents") */
  readonly origins?: Origins
  /** the scenario files `scenarios` names, read and checked before anything is sent */
  readonly scenarioFiles?: Scenario[]
  /** promote-from: where the artifact deployed came from */
  readonly promotion?: Promotion
}
/** Where values came from, by input, when not from the step: a message about a value names it. */
export type Origins = Partial<Record<InputName, string>>

/** The secrets input: its lines, values byte for byte, and problems that never quote a value. */
function secretLines(value: string): SecretEntry[] {
  try {
    return parseSecretLines(value)
  } catch (error) {
    if (error instanceof SecretLinesProblem) throw new InputProblem(error.message)
    throw error
  }
}

/** Inputs whose text is never repeated in a problem: secrets, or text that may carry one. */
export const NEVER_SHOWN: InputName[] = [
  'api-key',
  'github-token',
  'api-url',
  'secrets',
  'registry-password',
  'public-api-key',
  'judge-api-key',
  'speech-api-key',
]

/**
 * What the runner passes, as `core.getInput` reads it: trimmed, and an empty value is "not given".
 * `secrets` is not trimmed: its last value keeps its spaces, byte for byte.
 */
export function readRawInputs(env: NodeJS.ProcessEnv): RawInputs {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) {
    const given = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]
    const value = name === 'secrets' && given?.trim() ? given : given?.trim()
    if (value) raw[name] = value
  }
  return raw
}

/** One input's text read as its value; throws InputProblem saying what was expected. */
export function readInput<Name extends InputName>(name: Name, raw: string | undefined): Inputs[Name] {
  return INPUTS[name](raw) as Inputs[Name]
}

/** One value checked as the input it is for: the problem ("expected …"), or undefined when it is valid. */
export function checkInput(name: InputName, value: string): string | undefined {
  try {
    INPUTS[name](value)
    return undefined
  } catch (error) {
    if (error instanceof InputProblem) return error.message
    throw error
  }
}

/** What the runner passes for an input an action reads itself (the check's, the rollback's): trimmed, empty not given. */
export function givenInput(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[`INPUT_${name.toUpperCase()}`]?.trim() || undefined
}

/** The inputs of this table given to an action that reads only `read` of them: to refuse by name. */
export function othersGiven(env: NodeJS.ProcessEnv, read: readonly string[]): InputName[] {
  return INPUT_NAMES.filter((name) => !read.includes(name) && givenInput(env, name) !== undefined)
}

/**
 * A reader of an action's own inputs: `parse` takes the text (undefined when not given) and answers the value,
 * or throws InputProblem; then the problem, naming the input (and quoting at most 100 characters of what was
 * given, unless `quote` is false: a key), goes into `problems`, and `fallback` stands in.
 */
export function ownInputReader(env: NodeJS.ProcessEnv, problems: string[]) {
  return <T>(name: string, parse: (raw: string | undefined) => T, fallback: T, quote = true): T => {
    const raw = givenInput(env, name)
    try {
      return parse(raw)
    } catch (error) {
      if (!(error instanceof InputProblem)) throw error
      const says = error.message.startsWith('is required') ? error.message : `is not valid: ${error.message}`
      problems.push(`Input '${name}' ${says}${quote && raw ? ` (got "${raw.slice(0, 100)}")` : ''}`)
      return fallback
    }
  }
}

/** A parse of given text, with `fallback` when none was given. */
export const orDefault =
  <T>(parse: (raw: string) => T, fallback: T) =>
  (raw: string | undefined): T =>
    raw === undefined ? fallback : parse(raw)
