// The secrets input as a user writes it, run from dist/index.js under the runner's defaults: refused
// before any request when a line is wrong (naming the line and the key, never a value), and every value
// masked before anything else is printed and never shown on any way out, even when the service quotes it.
import { describe, expect, it } from 'vitest'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, secretsDouble, withoutMaskCommands } from './setup.js'

const OPENAI = 'sk-proj-0penAIvalue-with=equals#hash "quotes" and spaces '
const PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
  'x8YwAQAB==',
  '-----END PRIVATE KEY-----',
]

describe.concurrent('the secrets input', () => {
  it.each([
    ['a line without =', 'GOOD=value-one\nNOT A PAIR', /line 2: expected KEY=value/],
    ['an empty value', 'A_KEY=\n', /line 1: A_KEY: its value is empty/],
    ['a key given twice', 'A=one-value\n\nA=two-value', /line 3: A is given twice \(first on line 1\)/],
    [
      'a key the service refuses',
      'MY.KEY=value-one',
      /line 1: the key: expected a key of 1 to 64 letters, digits, _ and -/,
    ],
    ['a value that never ends', 'TLS<<END\nline-one-of-it\n', /line 1: TLS<<END has no closing line 'END'/],
    ["the action's own keys", 'ADA_FP_x=value-one', /keys starting ADA_FP_ are the action's own/],
  ])('refuses %s before any request, naming the line, never the value', async (_, secrets, message) => {
    const double = await secretsDouble()
    const run = await deploy(double, { secrets })
    expect(run.code).toBe(1)
    expect(errorsOf(run).join('\n')).toMatch(message)
    expect(errorsOf(run).join('\n')).toMatch(/^Input 'secrets' is not valid: /)
    for (const value of ['value-one', 'two-value', 'line-one-of-it', 'NOT A PAIR']) {
      expect(withoutMaskCommands(run.stdout)).not.toContain(value)
    }
    expect(run.outputs.status).toBe('not-deployed')
    expect(double.requests).toEqual([])
    await double.close()
  })

  it(
    'needs secret-set, a name the service takes, and prunes only with secrets',
    throughDist(async () => {
      const double = await secretsDouble()
      const without = await deploy(double, { secrets: 'A=value-one', 'secret-set': '' })
      expect(errorsOf(without)).toEqual([
        "Input 'secrets' needs 'secret-set': expected the name of the secret set to write them to",
      ])
      const badName = await deploy(double, { secrets: 'A=value-one', 'secret-set': 'Support_Secrets' })
      expect(errorsOf(badName).join()).toMatch(/Input 'secret-set' is not valid for writing secrets: expected 3 to 63/)
      const prune = await deploy(double, { 'secrets-prune': 'true' })
      expect(errorsOf(prune).join()).toMatch(/Input 'secrets-prune' is true but 'secrets' is not given/)
      expect(double.requests).toEqual([])
      await double.close()
    }),
  )

  it('masks every value, each line of one that spans lines, before anything else is printed', async () => {
    const double = await secretsDouble()
    const secrets = `# the agent's keys\nOPENAI_API_KEY=${OPENAI}\nTLS_KEY<<PEM_END\n${PEM.join('\n')}\nPEM_END\n`
    const run = await deploy(double, { secrets }, { RUNNER_DEBUG: '1' })
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    const firstOther = lines.findIndex((line) => line !== '' && !line.startsWith('::add-mask::'))
    const masks = lines.slice(0, firstOther).map((line) => line.slice('::add-mask::'.length).replace(/%0A/g, '\n'))
    expect(masks).toEqual(expect.arrayContaining([OPENAI, ...PEM, PEM.join('\n')]))
    // byte for byte on the service, and nowhere else: log (debug included), summary, outputs
    const set = double.secretSets.get('support-secrets')
    expect(set?.values.get('OPENAI_API_KEY')).toBe(OPENAI)
    expect(set?.values.get('TLS_KEY')).toBe(PEM.join('\n'))
    for (const value of [OPENAI.trim(), ...PEM.slice(1, 3)]) {
      expect(withoutMaskCommands(run.stdout)).not.toContain(value)
      expect(run.stderr).not.toContain(value)
      expect(run.summary).not.toContain(value)
      expect(JSON.stringify(run.outputs)).not.toContain(value)
    }
    expect(withoutMaskCommands(run.stdout)).toContain('Added: OPENAI_API_KEY, TLS_KEY')
  })

  it('shows none of a value that a validation answer quotes where the answer is cut', async () => {
    const double = await secretsDouble()
    const long = `sk-proj-${'Q'.repeat(120)}`
    // The value starts before the 200th character of the answer and ends after it.
    const body = JSON.stringify({ detail: [{ loc: ['body', 'secrets', 0], msg: 'x'.repeat(120), input: long }] })
    double.setFaults([{ method: 'PUT', path: '/v1/secrets/support-secrets', status: 422, body }])
    const run = await deploy(double, { secrets: `OPENAI_API_KEY=${long}` })
    expect(run.code).toBe(1)
    expect(errorsOf(run).join()).toContain('"input":"***"')
    for (const shown of [withoutMaskCommands(run.stdout), run.summary]) {
      expect(shown).not.toContain('sk-proj')
      expect(shown).not.toContain('QQQQ')
    }
    await double.close()
  })

  it("shows the service's error in its words with every value replaced, when it quotes one back", async () => {
    const double = await secretsDouble()
    double.setFaults([
      {
        method: 'PUT',
        path: '/v1/secrets/support-secrets',
        status: 400,
        body: JSON.stringify({ error: `Value '${OPENAI}' is not allowed`, code: 'GENERIC_BAD_REQUEST' }),
      },
    ])
    const run = await deploy(double, { secrets: `OPENAI_API_KEY=${OPENAI}` })
    expect(run.code).toBe(1)
    expect(errorsOf(run).join()).toContain(
      `The service answered 400 Bad Request to PUT /v1/secrets/support-secrets: "Value '***' is not allowed"`,
    )
    expect(withoutMaskCommands(run.stdout)).not.toContain(OPENAI.trim())
    expect(run.summary).not.toContain(OPENAI.trim())
    expect(run.outputs.status).toBe('not-deployed')
    expect(double.writes()).toEqual([])
    await double.close()
  })

  it('keeps every value out of the GitHub deployment statuses, even when the service quotes one', async () => {
    const double = await secretsDouble()
    const github = await startGitHubApi()
    double.setFaults([
      {
        method: 'POST',
        path: '/v1/agents/support-bot',
        status: 400,
        body: JSON.stringify({ error: `Environment value ${OPENAI} is malformed`, code: 'GENERIC_BAD_REQUEST' }),
      },
    ])
    const run = await deploy(
      double,
      { secrets: `OPENAI_API_KEY=${OPENAI}`, environment: 'production' },
      runnerGitHubEnv(github.url),
    )
    expect(run.code).toBe(1)
    const statuses = github.requests.filter((r) => r.path.endsWith('/statuses'))
    expect(statuses.map((r) => r.body.state)).toEqual(['in_progress', 'failure'])
    expect(statuses[1]?.body.description).toMatch(/Environment value \*\*\* is malformed/)
    expect(JSON.stringify(github.requests.map((r) => r.body))).not.toContain(OPENAI.trim())
    await github.close()
    await double.close()
  })
})
