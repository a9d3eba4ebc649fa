import { describe, expect, it } from 'vitest'
import { parseInputs, type RawInputs, readRawInputs } from '../../src/inputs/inputs.js'
import { hasTagOrDigest, serviceBaseUrl } from '../../src/inputs/values.js'

const base: RawInputs = { 'api-key': 'sk_x', 'api-url': 'https://api.example.com/v1', 'agent-name': 'my-agent' }

function problemsOf(raw: RawInputs): string[] {
  const parsed = parseInputs(raw)
  return parsed.ok ? [] : parsed.problems
}

describe('readRawInputs', () => {
  it('reads INPUT_ variables with hyphens kept, trimmed, and treats empty as not given', () => {
    const raw = readRawInputs({
      'INPUT_API-KEY': ' k ',
      'INPUT_AGENT-NAME': 'a',
      INPUT_IMAGE: '',
      'INPUT_MIN-AGENTS': '  ',
    })
    expect(raw).toEqual({ 'api-key': 'k', 'agent-name': 'a' })
  })
})

describe('parseInputs', () => {
  it('applies the defaults of action.yml and keeps "not given" distinct', () => {
    const parsed = parseInputs(base)
    expect(parsed.ok && parsed.inputs).toMatchObject({
      'wait-for-ready': true,
      'wait-timeout': 600,
      force: false,
      'dry-run': false,
      'rollback-on-failure': false,
    })
    expect(parsed.ok && parsed.inputs['min-agents']).toBeUndefined()
    expect(parsed.ok && parsed.inputs['enable-noise-suppression']).toBeUndefined()
  })

  it.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['FALSE', false],
  ])('reads the YAML 1.2 boolean %s', (text, value) => {
    const parsed = parseInputs({ ...base, force: text })
    expect(parsed.ok).toBe(true)
    expect(parsed.ok && parsed.inputs.force).toBe(value)
  })

  it.each([
    ['agent-name', 'My-Agent', 'lowercase letters'],
    ['agent-name', 'my agent', 'lowercase letters'],
    ['agent-name', 'team/agent', 'lowercase letters'],
    ['agent-name', 'my_agent', 'lowercase letters'],
    ['agent-name', '-agent', 'starting and ending with a letter or digit'],
    ['agent-name', 'agent-', 'starting and ending with a letter or digit'],
    ['min-agents', '1.5', 'whole number of at least 0'],
    ['min-agents', '-1', 'whole number of at least 0'],
    ['min-agents', 'two', 'whole number of at least 0'],
    ['max-agents', '0', 'whole number of at least 1'],
    ['max-agents', '1e3', 'whole number of at least 1'],
    ['wait-timeout', '10s', 'whole number of at least 1'],
    ['wait-timeout', '2.5', 'whole number of at least 1'],
    ['wait-timeout', '0', 'whole number of at least 1'],
    ['force', 'yes', 'expected true or false'],
    ['wait-for-ready', 'on', 'expected true or false'],
    ['enable-noise-suppression', '1', 'expected true or false'],
    ['image', 'ghcr.io/acme/agent', 'tag or a digest'],
    ['image', 'localhost:5000/agent', 'tag or a digest'],
    ['image', 'ghcr.io/acme/agent@sha256:abc', 'tag or a digest'],
    ['image', 'ghcr.io/acme/agent: 1.0', 'tag or a digest'],
    ['environment-url', 'not a url', 'http(s) URL'],
    ['agent-profile', 'Agent-2X', "expected a profile's name: lower-case letters, digits and '-'"],
    ['agent-profile', 'agent-2x ', "expected a profile's name"],
    ['agent-profile', '-agent-2x', "not starting or ending with '-'"],
    ['agent-profile', 'a'.repeat(64), 'at most 63 characters'],
    ['websocket-auth', 'tokens', 'expected token or none'],
    ['websocket-auth', 'None', 'expected token or none'],
    ['max-session-duration', '59', 'whole number from 60 to 14400'],
    ['max-session-duration', '14401', 'whole number from 60 to 14400'],
    ['wait-timeout', '21601', 'at most 21600 (six hours)'],
    ['agent-name', 'a', 'expected 2 to 54'],
    ['agent-name', 'a'.repeat(55), 'expected 2 to 54'],
  ])("refuses %s '%s', naming the input and what is expected", (name, value, expected) => {
    const problems = problemsOf({ ...base, [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`Input '${name}'`)
    expect(problems[0]).toContain(expected)
    expect(problems[0]).toContain(`(got "${value}")`)
  })

  it.each(['agent-1x', 'agent-3x', 'gpu-l4-x2', 'emea-large', 'x'])(
    'takes the agent profile %s by the service’s rule',
    (profile) => {
      expect(problemsOf({ ...base, 'agent-profile': profile })).toEqual([])
    },
  )

  it('names each missing required input', () => {
    const problems = problemsOf({})
    expect(problems).toEqual([
      expect.stringContaining("Input 'api-key' is required"),
      expect.stringContaining("Input 'api-url' is required"),
      expect.stringContaining("Input 'agent-name' is required"),
    ])
  })

  it('never repeats the key, even in an error', () => {
    const problems = problemsOf({ 'api-key': 'sk_secret', 'agent-name': 'SECRET' })
    expect(problems.join('\n')).not.toContain('sk_secret')
  })

  it('refuses min-agents above max-agents, naming both', () => {
    expect(problemsOf({ ...base, 'min-agents': '3', 'max-agents': '2' })).toEqual([
      "Input 'min-agents' (3) is above input 'max-agents' (2): expected min-agents at most max-agents",
    ])
  })

  it('refuses a rollback without waiting', () => {
    expect(problemsOf({ ...base, 'rollback-on-failure': 'true', 'wait-for-ready': 'false' })[0]).toContain(
      "Input 'rollback-on-failure'",
    )
  })
})

describe('serviceBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com/v1'],
    ['https://api.example.com/', 'https://api.example.com/v1'],
    ['https://api.example.com/v1', 'https://api.example.com/v1'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['http://127.0.0.1:8080/agents-api', 'http://127.0.0.1:8080/agents-api/v1'],
  ])('%s is %s', (given, expected) => {
    expect(serviceBaseUrl(given)).toBe(expected)
  })
})

describe('hasTagOrDigest', () => {
  it.each([
    ['ghcr.io/acme/agent:1.0.0', true],
    ['agent:latest', true],
    ['localhost:5000/team/agent:v2', true],
    [`ghcr.io/acme/agent@sha256:${'a'.repeat(64)}`, true],
    [`ghcr.io/acme/agent:1.0@sha256:${'b'.repeat(64)}`, true],
    ['localhost:5000/team/agent', false],
    ['agent', false],
    ['agent:', false],
    ['agent@sha256:', false],
    // as Docker's reference grammar reads them
    ['DOCKER_USERNAME/simple-chatbot:0.1', false],
    ['acme/Support-Bot:1.0', false],
    ['Registry.Example.com/acme/bot:1.0', true],
    ['[::1]:5000/acme/bot:1.0', true],
    ['acme/bot__x/y-z.w:1.0', true],
    ['acme/bot_/x:1.0', false],
    ['acme//bot:1.0', false],
    ['acme/bot:-1', false],
    [`acme/bot:${'t'.repeat(129)}`, false],
    ['my_host:5000/bot:1.0', false],
    [`acme/bot@md5:${'c'.repeat(32)}`, true],
    [`acme/bot@sha256:${'g'.repeat(64)}`, false],
    [`${'a'.repeat(254)}/b:1`, false],
    [`${'a'.repeat(253)}/b:1`, true],
    ['ghcr.io/acme/bot :1.0', false],
  ])('%s: %s', (reference, expected) => {
    expect(hasTagOrDigest(reference)).toBe(expected)
  })

  it.each([
    'ftp://api.example.com',
    'api.test.invalid/v1',
    'https://api.example.com/v1?x=1',
    'https://api.example.com/v1?',
    'https://api.example.com/v1#',
    'http://api.example.com/v1',
    'http://10.0.0.5/v1',
    'https://user:hunter2@api.example.com/v1',
    'https://user@api.example.com/v1',
  ])("refuses api-url '%s' without echoing it", (value) => {
    const problems = problemsOf({ ...base, 'api-url': value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain("Input 'api-url' is not valid: expected an https URL")
    expect(problems[0]).not.toContain(value)
    expect(problems[0]).not.toContain('hunter2')
  })

  it.each([
    ['max-session-duration', '60'],
    ['max-session-duration', '14400'],
    ['wait-timeout', '21600'],
    ['agent-name', 'ab'],
    ['agent-name', 'a'.repeat(54)],
    ['agent-profile', 'agent-2x'],
    ['environment-url', 'https://preview.example.com/app?pr=7#top'],
  ])("accepts %s '%s' at the edge of what is allowed", (name, value) => {
    expect(parseInputs({ ...base, [name]: value }).ok).toBe(true)
  })

  it.each(['http://127.evil.example/v1', 'http://127.0.0.1.evil.example/v1', 'http://localhost.evil.example/v1'])(
    "does not take '%s' for loopback: plain http is refused",
    (value) => {
      expect(problemsOf({ ...base, 'api-url': value })[0]).toContain("Input 'api-url' is not valid")
    },
  )

  it.each(['http://127.0.0.1:8787/v1', 'http://localhost:8787', 'http://[::1]:8787/v1', 'https://api.example.com'])(
    "accepts api-url '%s'",
    (value) => {
      expect(parseInputs({ ...base, 'api-url': value }).ok).toBe(true)
    },
  )

  it.each(['sk key', 'sk_\u00e9t\u00e9', 'sk\tkey'])(
    'refuses an api-key that cannot be a header value, never echoing it',
    (key) => {
      const problems = problemsOf({ ...base, 'api-key': key })
      expect(problems).toEqual([
        "Input 'api-key' is not valid: expected a token of visible ASCII characters, with no spaces or line breaks",
      ])
    },
  )
})
