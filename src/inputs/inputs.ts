import { acrossInputsProblem, originOf } from './across-inputs.js'
import { parseSecretLines, type SecretEntry, SecretLinesProblem } from './secret-lines.js'
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
  type Parse,
  region,
  relativePath,
  text,
  url,
  wholeNumber,
  wholeSeconds,
  yamlBoolean,
} from './values.js'

// Plain parsers rather than a schema library: inputs are checked on every run, before anything else,
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
  'enable-managed-keys': optional(yamlBoolean),
  region: optional(region),
  'agent-profile': optional(agentProfile),
  'max-session-duration': optional(wholeNumber(60, 14400)),
  'wait-for-ready': withDefault(yamlBoolean, true),
  // Six hours is the longest a GitHub-hosted job runs: a longer wait is a typo (minutes for seconds?).
  'wait-timeout': withDefault(wholeSeconds(1, 21_600, 'six hours'), 600),
  force: withDefault(yamlBoolean, false),
  'dry-run': withDefault(yamlBoolean, false),
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
const NEVER_SHOWN: InputName[] = [
  'api-key',
  'github-token',
  'api-url',
  'secrets',
  'registry-password',
  'public-api-key',
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

export type ParsedInputs = { ok: true; inputs: Inputs } | { ok: false; problems: string[] }

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

/**
 * Validates every input before anything is sent; each problem names its input and what was expected.
 * `origins`: the values that did not come from the step (the deploy file's), named so in the problems.
 */
export function parseInputs(raw: RawInputs, origins: Origins = {}): ParsedInputs {
  const problems: string[] = []
  const values: Record<string, unknown> = {}
  for (const name of INPUT_NAMES) {
    try {
      values[name] = INPUTS[name](raw[name])
    } catch (error) {
      if (!(error instanceof InputProblem)) throw error
      const given = raw[name]
      // The key is a secret: never repeat it, even when it is wrong.
      const shown = given === undefined || NEVER_SHOWN.includes(name) ? '' : ` (got "${given}")`
      const says = error.message.startsWith('is required') ? error.message : `is not valid: ${error.message}`
      problems.push(`Input '${name}' ${says}${shown}`)
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  const inputs = { ...values, ...(Object.keys(origins).length > 0 ? { origins } : {}) } as Inputs
  const across = acrossInputsProblem(inputs, (name) => originOf(name, origins))
  if (across) return { ok: false, problems: [across] }
  const secrets = secretsProblem(inputs) ?? registryProblem(inputs) ?? smokeProblem(inputs)
  if (secrets) return { ok: false, problems: [secrets] }
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

/**
 * Registry credentials come in pairs; and the workflow's own GITHUB_TOKEN (ghs_…), which expires with the
 * job, may read the registry during the run but is never written to an image pull secret set.
 */
function registryProblem(inputs: Inputs): string | undefined {
  const username = inputs['registry-username']
  const password = inputs['registry-password']
  if ((username === undefined) !== (password === undefined)) {
    return `Input '${username === undefined ? 'registry-username' : 'registry-password'}' is required with '${username === undefined ? 'registry-password' : 'registry-username'}': expected both, the credentials of the image's registry`
  }
  const set = inputs['image-pull-secret-set']
  if (password?.startsWith('ghs_') && set && inputs.image) {
    return `Input 'registry-password' is a GitHub installation token (ghs_…), such as the workflow's own GITHUB_TOKEN: it expires when the job ends, so written to image pull secret set '${set}' the service could not pull the image with it later. Use a token that lasts (a personal access token with read:packages, or the registry's own deploy token) as registry-password, or leave registry-username and registry-password out and keep '${set}' by other means. Nothing was sent`
  }
  return undefined
}

/** A session is tried with the public key, once the new deployment is ready: both are needed. */
function smokeProblem(inputs: Inputs): string | undefined {
  if (!inputs['smoke-test']) return undefined
  if (inputs['public-api-key'] === undefined) {
    return "Input 'public-api-key' is required with 'smoke-test': expected a public API key of the service, which starts the session (the private key is refused there)"
  }
  if (!inputs['wait-for-ready']) {
    return "Input 'smoke-test' is true but 'wait-for-ready' is false: a session is tried on the new deployment once it is ready, so the action must wait for it"
  }
  return undefined
}

/** The set the secrets go to: named, and a name the service takes; pruning only with secrets. */
function secretsProblem(inputs: Inputs): string | undefined {
  if (inputs['secrets-prune'] && !inputs.secrets) {
    return "Input 'secrets-prune' is true but 'secrets' is not given: expected the KEY=value lines to keep (pruning removes every other key)"
  }
  if (!inputs.secrets) return undefined
  const set = inputs['secret-set']
  if (set === undefined)
    return "Input 'secrets' needs 'secret-set': expected the name of the secret set to write them to"
  if (set.length < 3 || set.length > 63 || !SET_NAME.test(set)) {
    return `Input 'secret-set' is not valid for writing secrets: expected 3 to 63 lower-case letters, digits, '-' and '.', as the service names sets (got "${set}")`
  }
  return undefined
}

const SET_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/
