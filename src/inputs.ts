import * as z from 'zod/mini'

/** Every input of action.yml, spelled as there. */
export const INPUT_NAMES = [
  'api-key',
  'api-url',
  'agent-name',
  'image',
  'node-type',
  'image-pull-secret-set',
  'secret-set',
  'min-agents',
  'max-agents',
  'enable-noise-suppression',
  'wait-for-ready',
  'wait-timeout',
  'force',
  'dry-run',
  'rollback-on-failure',
  'environment',
  'environment-url',
  'github-token',
] as const

export type InputName = (typeof INPUT_NAMES)[number]
export type RawInputs = Partial<Record<InputName, string>>

/** What the runner passes, as `core.getInput` reads it: trimmed, and an empty value is "not given". */
export function readRawInputs(env: NodeJS.ProcessEnv): RawInputs {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) {
    const value = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]?.trim()
    if (value) raw[name] = value
  }
  return raw
}

// Seen accepted by the service: lowercase letters, digits and '-', starting and ending with a letter
// or digit. Length is not checked here: the service's own limit is not known, so it gets to say.
const AGENT_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/
export const LONGEST_NAME_SEEN_ACCEPTED = 54

const YAML_TRUE = ['true', 'True', 'TRUE']
const YAML_FALSE = ['false', 'False', 'FALSE']

const yamlBoolean = z.pipe(
  z.enum([...YAML_TRUE, ...YAML_FALSE], {
    error: 'expected true or false (YAML 1.2: true, True, TRUE, false, False or FALSE)',
  }),
  z.transform((value) => YAML_TRUE.includes(value)),
)

function wholeNumber(least: number) {
  return z.pipe(
    z.string().check(
      z.regex(/^\d+$/, `expected a whole number of at least ${least}`),
      z.refine((value) => Number(value) >= least && Number.isSafeInteger(Number(value)), {
        message: `expected a whole number of at least ${least}`,
      }),
    ),
    z.transform(Number),
  )
}

const text = z.string()

const apiUrl = z.pipe(
  text.check(
    z.refine(isHttpUrl, {
      message: 'expected an http(s) URL such as https://api.example.com/v1, with no query or fragment',
    }),
  ),
  z.transform(serviceBaseUrl),
)

const agentName = text.check(
  z.regex(AGENT_NAME, {
    message:
      "expected lowercase letters, digits and '-', starting and ending with a letter or digit (no upper case, spaces, '/' or '_')",
  }),
)

const image = text.check(
  z.refine(hasTagOrDigest, {
    message:
      'expected an image reference with a tag or a digest, such as registry.example.com/team/agent:1.4.2 or …/agent@sha256:<64 hex digits>',
  }),
)

const url = text.check(z.refine(isHttpUrl, { message: 'expected an http(s) URL' }))

const inputSchema = z.object({
  'api-key': z.string({ error: 'is required: the private API key of the service' }),
  'api-url': z.pipe(
    z.string({ error: 'is required: the base address of the service, such as https://api.example.com/v1' }),
    apiUrl,
  ),
  'agent-name': z.pipe(z.string({ error: 'is required: the name of the agent to create or update' }), agentName),
  image: z.optional(image),
  'node-type': z.optional(text),
  'image-pull-secret-set': z.optional(text),
  'secret-set': z.optional(text),
  'min-agents': z.optional(wholeNumber(0)),
  'max-agents': z.optional(wholeNumber(1)),
  'enable-noise-suppression': z.optional(yamlBoolean),
  'wait-for-ready': z._default(z.optional(yamlBoolean), true),
  'wait-timeout': z._default(z.optional(wholeNumber(1)), 600),
  force: z._default(z.optional(yamlBoolean), false),
  'dry-run': z._default(z.optional(yamlBoolean), false),
  'rollback-on-failure': z._default(z.optional(yamlBoolean), false),
  environment: z.optional(text),
  'environment-url': z.optional(url),
  'github-token': z.optional(text),
})

export type Inputs = z.output<typeof inputSchema>

export type ParsedInputs = { ok: true; inputs: Inputs } | { ok: false; problems: string[] }

/** Validates every input before anything is sent; each problem names its input and what was expected. */
export function parseInputs(raw: RawInputs): ParsedInputs {
  const result = inputSchema.safeParse(raw)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]) as InputName
      const given = raw[name]
      // The key is a secret: never repeat it, even when it is wrong.
      const shown = given === undefined || name === 'api-key' || name === 'github-token' ? '' : ` (got "${given}")`
      return `Input '${name}' ${issue.message.startsWith('is required') ? issue.message : `is not valid: ${issue.message}`}${shown}`
    })
    return { ok: false, problems: [...new Set(problems)] }
  }
  const inputs = result.data
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
