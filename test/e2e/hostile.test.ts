// Text from the service or from inputs is data, never a runner command: payloads fed through free-text
// inputs, the fields of the record the service echoes, the deployment's logs and error bodies, with
// assertions on the raw stdout and the raw job summary.
import { afterEach, describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { deployInputs, errorsOf, runAction, TEST_KEY } from '../helpers/run-action.js'

const KEY = TEST_KEY
const PAYLOADS = [
  'x\n::add-mask::Agent',
  'y\n::stop-commands::tok',
  'z\r::warning::forged annotation',
  'w\n##[error]legacy command',
]
let double: AgentServiceDouble

afterEach(async () => {
  await double?.close()
})

/** Every line the runner would read as a command must be one the action itself means. */
function expectNoForgedCommands(stdout: string): void {
  const lines = stdout.split(/\r\n|\r|\n/)
  const commands = lines
    .map((line) => line.trimStart())
    .filter((line) => line.startsWith('::') || line.startsWith('##['))
  for (const command of commands) {
    expect(command).toMatch(/^::(group|endgroup|debug|error|warning)::|^::add-mask::sk_test_private$/)
  }
  expect(lines.filter((line) => line.startsWith('::add-mask::'))).toEqual([`::add-mask::${KEY}`])
}

function expectPlainSummary(summary: string): void {
  // no Markdown heading, link or extra table cell made from a value
  expect(summary).not.toMatch(/^#/m)
  expect(summary).not.toMatch(/<a |<h1|<script|\]\(/)
  expect(summary).not.toMatch(/\n\s*\n(?!<)/)
}

describe('hostile text', () => {
  it.each(PAYLOADS)('in free-text inputs and echoed record fields: %j', async (payload) => {
    double = await startAgentService({ readyAfterMs: 200, logLines: [payload, `::stop-commands::${payload}`] })
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', nodeType: `old${payload}` })
    const run = await runAction(
      deployInputs(double.url, {
        image: 'ghcr.io/acme/support-bot:crash',
        'node-type': `new${payload}`,
        'secret-set': `s${payload}`,
        'image-pull-secret-set': `p${payload}`,
      }),
    )
    expect(run.code).toBe(1)
    expectNoForgedCommands(run.stdout)
    expectPlainSummary(run.summary)
    // the values are still shown, made harmless
    expect(run.stdout).toContain('Node type: old')
    expect(errorsOf(run)).toHaveLength(1)
  })

  it('in an error body from the service', async () => {
    double = await startAgentService({
      faults: [
        {
          method: 'GET',
          status: 400,
          body: JSON.stringify({ error: 'bad\n::add-mask::Agent\n# Deployed OK\n[click](https://evil.example)' }),
        },
      ],
    })
    const run = await runAction(
      deployInputs(double.url, {
        image: 'ghcr.io/acme/support-bot:1.0.0',
      }),
    )
    expect(run.code).toBe(1)
    expectNoForgedCommands(run.stdout)
    expectPlainSummary(run.summary)
    expect(run.outputs.status).toBe('not-deployed')
    expect(run.outputs.ready).toBe('false')
  })

  it('reports a ready deployment as ready though its record cannot be written as JSON', async () => {
    double = await startAgentService({ readyAfterMs: 200 })
    const depth = 100_000
    double.setFaults([{ method: 'GET', times: 100, extraJson: `${'['.repeat(depth)}${']'.repeat(depth)}` }])
    const run = await runAction(
      deployInputs(double.url, {
        image: 'ghcr.io/acme/support-bot:1.0.0',
      }),
    )
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'ready', ready: 'true', agent: '' })
    expect(run.stdout).toContain("::warning::The 'agent' output is left empty: the record could not be written as JSON")
  })

  it('cuts a huge log line, so a crashing agent cannot flood the log or the summary', async () => {
    double = await startAgentService({ readyAfterMs: 200, logLines: ['starting', 'x'.repeat(200_000), 'dead'] })
    const run = await runAction(
      deployInputs(double.url, {
        image: 'ghcr.io/acme/support-bot:crash',
      }),
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`\n${'x'.repeat(1000)}… (199000 more characters)\n`)
    expect(run.stdout).toContain('dead')
    expect(run.stdout.length).toBeLessThan(20_000)
    expect(run.summary.length).toBeLessThan(20_000)
  })
})
