// The service's own rule (service-facts.md): lowercase letters, digits and '-', starting and ending
// with a letter or digit, so at least 2 characters, and at most 54.
const AGENT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])$/
const AGENT_NAME_MAX = 54
export const AGENT_PROFILES = ['agent-1x', 'agent-2x', 'agent-3x'] as const

// Plain parsers rather than a schema library: inputs are checked on every run, before anything else,
// and a bad input should fail in about the time Node takes to start (see the benchmark in README).

/** What a parser throws: the part of the message after "Input 'name' is …". */
class InputProblem extends Error {}

type Parse<T> = (value: string) => T

const YAML_TRUE = ['true', 'True', 'TRUE']
const YAML_FALSE = ['false', 'False', 'FALSE']

const yamlBoolean: Parse<boolean> = (value) => {
  if (YAML_TRUE.includes(value)) return true
  if (YAML_FALSE.includes(value)) return false
  throw new InputProblem('expected true or false (YAML 1.2: true, True, TRUE, false, False or FALSE)')
}

function wholeNumber(least: number, most?: number): Parse<number> {
  return (value) => {
    const number = Number(value)
    if (
      !/^\d+$/.test(value) ||
      !Number.isSafeInteger(number) ||
      number < least ||
      (most !== undefined && number > most)
    ) {
      throw new InputProblem(
        most === undefined
          ? `expected a whole number of at least ${least}`
          : `expected a whole number from ${least} to ${most}`,
      )
    }
    return number
  }
}

const text: Parse<string> = (value) => value

function checked(test: (value: string) => boolean, expected: string): Parse<string> {
  return (value) => {
    if (!test(value)) throw new InputProblem(expected)
    return value
  }
}

const apiUrl: Parse<string> = (value) =>
  serviceBaseUrl(
    checked(
      isServiceUrl,
      'expected an https URL such as https://api.example.com/v1, with no user name, password, query or fragment (http is allowed only for localhost, 127.0.0.0/8 and [::1])',
    )(value),
  )

// The key is sent as a header: visible ASCII only, as service-facts.md says of its tokens. Anything
// else would fail inside the HTTP stack, after retries, without naming the input.
const apiKey = checked(
  (value) => /^[\x21-\x7E]+$/.test(value),
  'expected a token of visible ASCII characters, with no spaces or line breaks',
)

const agentName = checked(
  (value) => AGENT_NAME.test(value) && value.length <= AGENT_NAME_MAX,
  `expected 2 to ${AGENT_NAME_MAX} lowercase letters, digits and '-', starting and ending with a letter or digit (no upper case, spaces, '/' or '_')`,
)

const agentProfile = checked(
  (value) => (AGENT_PROFILES as readonly string[]).includes(value),
  `expected one of ${AGENT_PROFILES.join(', ')}`,
)

const region = checked(
  (value) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(value),
  'expected a region name such as us-east: letters, digits, ".", "_" and "-"',
)

const image = checked(
  hasTagOrDigest,
  'expected an image reference with a tag or a digest, such as registry.example.com/team/agent:1.4.2 or …/agent@sha256:<64 hex digits>',
)

const url = checked(isHttpUrl, 'expected an http(s) URL')

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
  'agent-name': required(agentName, 'the name of the agent to create or update'),
  image: optional(image),
  'node-type': optional(text),
  'image-pull-secret-set': optional(text),
  'secret-set': optional(text),
  'min-agents': optional(wholeNumber(0)),
  'max-agents': optional(wholeNumber(1)),
  'enable-noise-suppression': optional(yamlBoolean),
  region: optional(region),
  'agent-profile': optional(agentProfile),
  'max-session-duration': optional(wholeNumber(60, 14400)),
  'wait-for-ready': withDefault(yamlBoolean, true),
  'wait-timeout': withDefault(wholeNumber(1), 600),
  force: withDefault(yamlBoolean, false),
  'dry-run': withDefault(yamlBoolean, false),
  'rollback-on-failure': withDefault(yamlBoolean, false),
  environment: optional(text),
  'environment-url': optional(url),
  'github-token': optional(text),
  'pr-comment': withDefault(yamlBoolean, false),
} satisfies Record<string, Read<unknown>>

export type InputName = keyof typeof INPUTS
export const INPUT_NAMES = Object.keys(INPUTS) as InputName[]
export type RawInputs = Partial<Record<InputName, string>>
export type Inputs = { [Name in InputName]: ReturnType<(typeof INPUTS)[Name]> }

/** What the runner passes, as `core.getInput` reads it: trimmed, and an empty value is "not given". */
export function readRawInputs(env: NodeJS.ProcessEnv): RawInputs {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) {
    const value = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]?.trim()
    if (value) raw[name] = value
  }
  return raw
}

export type ParsedInputs = { ok: true; inputs: Inputs } | { ok: false; problems: string[] }

/** Validates every input before anything is sent; each problem names its input and what was expected. */
export function parseInputs(raw: RawInputs): ParsedInputs {
  const problems: string[] = []
  const values: Record<string, unknown> = {}
  for (const name of INPUT_NAMES) {
    try {
      values[name] = INPUTS[name](raw[name])
    } catch (error) {
      if (!(error instanceof InputProblem)) throw error
      const given = raw[name]
      // The key is a secret: never repeat it, even when it is wrong.
      const shown =
        given === undefined || name === 'api-key' || name === 'github-token' || name === 'api-url'
          ? ''
          : ` (got "${given}")`
      const says = error.message.startsWith('is required') ? error.message : `is not valid: ${error.message}`
      problems.push(`Input '${name}' ${says}${shown}`)
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  const inputs = values as Inputs
  const scaling = scalingProblem(inputs['min-agents'], inputs['max-agents'], 'given')
  if (scaling) return { ok: false, problems: [scaling] }
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

/** min-agents above max-agents can never deploy; `origin` says where the values came from. */
export function scalingProblem(
  min: number | undefined,
  max: number | undefined,
  origin: 'given' | 'given or current',
): string | undefined {
  if (min === undefined || max === undefined || min <= max) return undefined
  return `Input 'min-agents' (${min}) is above 'max-agents' (${max}) (values ${origin}): expected min-agents at most max-agents`
}

/**
 * https, or http to a loopback host (local doubles): the key must not cross a network in clear text.
 * A user name or password would be echoed in messages; `?` or `#`, even empty, would change the path.
 */
function isServiceUrl(value: string): boolean {
  if (!isHttpUrl(value) || /[?#]/.test(value)) return false
  const parsed = new URL(value)
  if (parsed.username || parsed.password || /^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(value)) return false
  return parsed.protocol === 'https:' || isLoopback(parsed.hostname)
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

function isHttpUrl(value: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return false
  }
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.search && !parsed.hash
}

/** `https://host`, `https://host/` and `https://host/v1/` all mean `https://host/v1`. */
export function serviceBaseUrl(value: string): string {
  const parsed = new URL(value)
  const path = parsed.pathname.replace(/\/+$/, '')
  parsed.pathname = path.endsWith('/v1') ? path : `${path}/v1`
  return parsed.toString().replace(/\/+$/, '')
}

/** `name:tag` or `name@algorithm:hex`; a `:` in the registry part (`host:5000/name`) is not a tag. */
export function hasTagOrDigest(reference: string): boolean {
  if (/\s/.test(reference)) return false
  const at = reference.indexOf('@')
  if (at !== -1) {
    return at > 0 && /^[a-z0-9]+([+._-][a-z0-9]+)*:[a-fA-F0-9]{32,}$/.test(reference.slice(at + 1))
  }
  const lastPart = reference.slice(reference.lastIndexOf('/') + 1)
  const colon = lastPart.indexOf(':')
  return colon > 0 && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(lastPart.slice(colon + 1))
}
