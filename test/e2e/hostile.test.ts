// Text from the service or from inputs is data, never a runner command: payloads fed through free-text
// inputs, the fields of the record the service echoes, the deployment's logs and error bodies, with
// assertions on the raw stdout and the raw job summary.
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { listenOnLoopback } from '../double/loopback.js'
import { deployInputs, errorsOf, RUNNER_TOKEN, TEST_KEY } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { withDouble } from '../helpers/with-double.js'

const KEY = TEST_KEY
const PAYLOADS = [
  'x\n::add-mask::Agent',
  'y\n::stop-commands::tok',
  'z\r::warning::forged annotation',
  'w\n##[error]legacy command',
]
/** Every line the runner would read as a command must be one the action itself means. */
function expectNoForgedCommands(stdout: string): void {
  const lines = stdout.split(/\r\n|\r|\n/)
  const commands = lines
    .map((line) => line.trimStart())
    .filter((line) => line.startsWith('::') || line.startsWith('##['))
  for (const command of commands) {
    expect(command).toMatch(/^::(group|endgroup|debug|error|warning)::|^::add-mask::(sk_test_private|ghs_\w+)$/)
  }
  // the key, and the workflow's token the runner passes as github-token's default
  expect(lines.filter((line) => line.startsWith('::add-mask::'))).toEqual([
    `::add-mask::${KEY}`,
    `::add-mask::${RUNNER_TOKEN}`,
  ])
}

function expectPlainSummary(summary: string): void {
  // no Markdown heading, link or extra table cell made from a value
  expect(summary).not.toMatch(/^#/m)
  expect(summary).not.toMatch(/<a |<h1|<script|\]\(/)
  expect(summary).not.toMatch(/\n\s*\n(?!<)/)
}

describe.concurrent('hostile text', () => {
  it.each(PAYLOADS)('in free-text inputs and echoed record fields: %j', (payload) =>
    withDouble(
      {
        readyAfterMs: 200,
        logLines: [payload, `::stop-commands::${payload}`],
        secretSets: [`s${payload}`, { name: `p${payload}`, imagePull: true }],
      },
      async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', nodeType: `old${payload}` })
        const run = await runStep(
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
      },
    ),
  )

  it(
    'in an error body from the service',
    throughDist(() =>
      withDouble(
        {
          faults: [
            {
              method: 'GET',
              status: 400,
              body: JSON.stringify({ error: 'bad\n::add-mask::Agent\n# Deployed OK\n[click](https://evil.example)' }),
            },
          ],
        },
        async (double) => {
          const run = await runStep(
            deployInputs(double.url, {
              image: 'ghcr.io/acme/support-bot:1.0.0',
            }),
          )
          expect(run.code).toBe(1)
          expectNoForgedCommands(run.stdout)
          expectPlainSummary(run.summary)
          expect(run.outputs.status).toBe('not-deployed')
          expect(run.outputs.ready).toBe('false')
        },
      ),
    ),
  )

  it('reports a ready deployment as ready though its record cannot be written as JSON', () =>
    withDouble({ readyAfterMs: 200 }, async (double) => {
      const depth = 100_000
      double.setFaults([{ method: 'GET', times: 100, extraJson: `${'['.repeat(depth)}${']'.repeat(depth)}` }])
      const run = await runStep(
        deployInputs(double.url, {
          image: 'ghcr.io/acme/support-bot:1.0.0',
        }),
      )
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'ready', ready: 'true', agent: '' })
      expect(run.stdout).toContain(
        "::warning::The 'agent' output is left empty: the record could not be written as JSON",
      )
    }))

  it('cuts a huge log line, so a crashing agent cannot flood the log or the summary', () =>
    withDouble({ readyAfterMs: 200, logLines: ['starting', 'x'.repeat(200_000), 'dead'] }, async (double) => {
      const run = await runStep(
        deployInputs(double.url, {
          image: 'ghcr.io/acme/support-bot:crash',
        }),
      )
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(`\n${'x'.repeat(1000)}… (199000 more characters)\n`)
      expect(run.stdout).toContain('dead')
      expect(run.stdout.length).toBeLessThan(20_000)
      expect(run.summary.length).toBeLessThan(20_000)
    }))

  it('escapes a carriage return in the text of an ::error:: and an ::add-mask:: command', () =>
    withDouble({}, async (double) => {
      const run = await runStep(deployInputs(double.url, { 'agent-name': 'bad\rname', 'github-token': 'ghp_a\rb' }))
      expect(run.code).toBe(1)
      expect(run.stdout).not.toContain('\r')
      expect(run.stdout).toContain('::add-mask::ghp_a%0Db\n')
      expect(run.stdout).toMatch(/^::error::Input 'agent-name' is not valid: .* \(got "bad%0Dname"\)$/m)
    }))

  it("escapes the summary's text when the deployment's logs cannot be read", () =>
    withDouble({ readyAfterMs: 200 }, async (double) => {
      double.setFaults([
        {
          method: 'GET',
          path: '/v1/agents/support-bot/logs',
          status: 400,
          body: JSON.stringify({ error: '<img src=x onerror=alert(1)> [x](https://evil.example) | cell' }),
        },
      ])
      const run = await runStep(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:crash' }))
      expect(run.code).toBe(1)
      expect(run.summary).toContain('The logs could not be read')
      expect(run.summary).not.toMatch(/<img|\]\(https|\| cell/)
      expect(run.summary).toContain('&#60;img src=x onerror=alert(1)&#62;')
    }))

  it('never follows a redirect: the key never reaches the address in Location', async () => {
    const reached: string[] = []
    const elsewhere = await listenOnLoopback(
      http.createServer((req, res) => {
        reached.push(String(req.headers.authorization))
        res.end('{}')
      }),
    )
    try {
      await withDouble({}, async (double) => {
        double.setFaults([{ method: 'GET', status: 307, location: `${elsewhere.url}/v1/agents/support-bot`, times: 5 }])
        const run = await runStep(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:1.0.0' }))
        expect(run.code).toBe(1)
        expect(reached).toEqual([])
        expect(errorsOf(run)[0]).toContain(
          `it points to ${elsewhere.url}/v1/agents/support-bot, and redirects are not followed`,
        )
      })
    } finally {
      await elsewhere.close()
    }
  })

  it('says the service kept the deployment only after an update, never after a create', () =>
    withDouble({ readyAfterMs: 200 }, async (double) => {
      const created = await runStep(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:1.0.0' }))
      expect(created.outputs.operation).toBe('created')
      expect(created.stdout).not.toContain('kept deployment')
      expect(created.summary).not.toContain('New deployment')
      const kept = await runStep(
        deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:1.0.0', 'max-agents': '4' }),
      )
      expect(kept.outputs.operation).toBe('updated')
      expect(kept.stdout).toContain('The service kept deployment')
      expect(kept.summary).toContain('New deployment')
    }))
})
