import { isLoopback } from '../addresses.js'
import { ARCHITECTURES } from '../architectures.js'
import { ID_SHAPE, isId } from '../ids.js'
import { registryName } from '../image-reference.js'

// How one input's text becomes its value: each parser throws InputProblem saying what was expected.

// The service's own rule (service-facts.md): lowercase letters, digits and '-', starting and ending
// with a letter or digit, so at least 2 characters, and at most 54.
const AGENT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])$/
const AGENT_NAME_MAX = 54
export const AGENT_PROFILES = ['agent-1x', 'agent-2x', 'agent-3x'] as const

/** What a parser throws: the part of the message after "Input 'name' is …". */
export class InputProblem extends Error {}

export type Parse<T> = (value: string) => T

/** What YAML 1.2 (and so core.getBooleanInput) reads as true. */
export const YAML_TRUE = ['true', 'True', 'TRUE']
const YAML_FALSE = ['false', 'False', 'FALSE']

export const yamlBoolean: Parse<boolean> = (value) => {
  if (YAML_TRUE.includes(value)) return true
  if (YAML_FALSE.includes(value)) return false
  throw new InputProblem('expected true or false (YAML 1.2: true, True, TRUE, false, False or FALSE)')
}

/** Whole seconds, from `least` to `most`: the message leads with the lower bound, as for other numbers. */
export function wholeSeconds(least: number, most: number, longest: string): Parse<number> {
  const parse = wholeNumber(least, most)
  return (value) => {
    try {
      return parse(value)
    } catch {
      throw new InputProblem(`expected a whole number of at least ${least} and at most ${most} (${longest})`)
    }
  }
}

export function wholeNumber(least: number, most?: number): Parse<number> {
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

export const text: Parse<string> = (value) => value

/** Minutes, decimals allowed ("0.5" is 30 s), from 0 to 60. */
export const minutes: Parse<number> = (value) => {
  const number = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value) || number > 60) {
    throw new InputProblem('expected a number of minutes from 0 to 60, decimals allowed (0.5 is 30 s)')
  }
  return number
}

function checked(test: (value: string) => boolean, expected: string): Parse<string> {
  return (value) => {
    if (!test(value)) throw new InputProblem(expected)
    return value
  }
}

export const apiUrl: Parse<string> = (value) =>
  serviceBaseUrl(
    checked(
      isServiceUrl,
      'expected an https URL such as https://api.example.com/v1, with no user name, password, query or fragment (http is allowed only for localhost, 127.0.0.0/8 and [::1])',
    )(value),
  )

// The key is sent as a header: visible ASCII only, as service-facts.md says of its tokens. Anything
// else would fail inside the HTTP stack, after retries, without naming the input.
export const apiKey = checked(
  (value) => /^[\x21-\x7E]+$/.test(value),
  'expected a token of visible ASCII characters, with no spaces or line breaks',
)

export const agentName = checked(
  (value) => AGENT_NAME.test(value) && value.length <= AGENT_NAME_MAX,
  `expected 2 to ${AGENT_NAME_MAX} lowercase letters, digits and '-', starting and ending with a letter or digit (no upper case, spaces, '/' or '_')`,
)

/** The CPU architecture of the agent's containers; node-type's values 'arm' and 'amd' are its old aliases. */
export const architecture = checked(
  (value) => (ARCHITECTURES as readonly string[]).includes(value),
  `expected one of ${ARCHITECTURES.join(', ')}`,
)

/** The audio filter (krispViva.audioFilter): tel for telephony, pro for browsers and apps, off for none. */
export const AUDIO_FILTERS = ['tel', 'pro', 'off'] as const
export const audioFilter = checked(
  (value) => (AUDIO_FILTERS as readonly string[]).includes(value),
  `expected one of ${AUDIO_FILTERS.join(', ')}`,
)

/** The service's rule for a profile's name: the platform's three, and the ones enterprise regions define. */
const AGENT_PROFILE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

export const agentProfile = checked(
  (value) => AGENT_PROFILE.test(value),
  `expected a profile's name: lower-case letters, digits and '-', at most 63 characters, not starting or ending with '-' (the platform's are ${AGENT_PROFILES.join(', ')}; enterprise regions add their own)`,
)

export const websocketAuth = checked(
  (value) => value === 'token' || value === 'none',
  'expected token or none: whether callers on the generic WebSocket endpoint need a session token from the start endpoint',
)

export const region = checked(
  (value) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(value),
  'expected a region name such as us-east: letters, digits, ".", "_" and "-"',
)

export const image = checked(
  hasTagOrDigest,
  'expected an image reference with a tag or a digest, as Docker reads it (an optional registry host and port, a lower-case repository), such as registry.example.com/team/agent:1.4.2 or …/agent@sha256:<64 hex digits>',
)

/** A registry's host (ghcr.io, registry.example.com:5000, docker.io), as a reference names it. */
export const registryHost: Parse<string> = (value) => {
  const name = registryName(value)
  if (name === undefined) {
    throw new InputProblem(
      "expected a registry's host, with its port when it has one, such as ghcr.io, registry.example.com:5000 or docker.io",
    )
  }
  return name
}

// A page address for people (environment-url): a query or fragment is part of it, unlike api-url.
// The service's build ids are opaque strings; the action takes them in the shape it takes every id.
export const buildId = checked(isId, `expected a build id: ${ID_SHAPE}`)

/** A path relative to the workspace (or the context), that does not climb out of it. */
export const relativePath = checked(
  (value) => !/^([/\\]|[A-Za-z]:)/.test(value) && !value.split(/[/\\]/).includes('..'),
  "expected a path relative to the workspace, without '..'",
)

export const url = checked(isPageUrl, 'expected an http(s) URL')

/** A share from 0 to 1, as a decimal (0.95). */
export const share: Parse<number> = (value) => {
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(value)) throw new InputProblem('expected a share from 0 to 1, such as 0.95')
  return Number(value)
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

function isPageUrl(value: string): boolean {
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
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

// Docker's reference grammar (distribution/reference), so that a reference Docker would refuse fails
// here, before any request, rather than when the service cannot pull it.
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])'
const DOMAIN = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:.]+\\])(?::[0-9]+)?$`)
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const TAG = /^[\w][\w.-]{0,127}$/
const DIGEST = /^[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}$/

/**
 * `name:tag`, `name@algorithm:hex` or both, as Docker parses them: an optional registry host (with a
 * port) first, then a lower-case repository path, at most 255 characters. The first component is a
 * registry host when it has a '.' or a ':', is localhost, or has capitals (as Docker decides), so
 * `DOCKER_USERNAME/agent:0.1` is refused like a bad host. A ':' in the host part is not a tag.
 */
export function hasTagOrDigest(reference: string): boolean {
  const at = reference.indexOf('@')
  const digest = at === -1 ? undefined : reference.slice(at + 1)
  const rest = at === -1 ? reference : reference.slice(0, at)
  if (digest !== undefined && !DIGEST.test(digest)) return false
  const slash = rest.lastIndexOf('/')
  const colon = rest.indexOf(':', slash + 1)
  const tag = colon === -1 ? undefined : rest.slice(colon + 1)
  const name = colon === -1 ? rest : rest.slice(0, colon)
  if (tag !== undefined && !TAG.test(tag)) return false
  if ((tag === undefined && digest === undefined) || name.length === 0 || name.length > 255) return false
  const parts = name.split('/')
  const first = parts[0] ?? ''
  const hasDomain = parts.length > 1 && (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first)
  if (hasDomain && !DOMAIN.test(first)) return false
  return parts.slice(hasDomain ? 1 : 0).every((part) => PATH_COMPONENT.test(part))
}

/**
 * speech-url: an OpenAI-compatible speech API's base (https, or http to this machine: the key must not cross a
 * network in clear text), without its trailing slashes.
 */
export const speechUrl: Parse<string> = (value) =>
  checked(
    isServiceUrl,
    'expected an https URL such as https://api.openai.com/v1 (an OpenAI-compatible speech API), with no user name, password, query or fragment (http is allowed only for localhost, 127.0.0.0/8 and [::1])',
  )(value).replace(/\/+$/, '')
