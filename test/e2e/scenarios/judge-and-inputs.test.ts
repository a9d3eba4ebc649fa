// eval: criteria judged by an OpenAI-compatible judge (a local stand-in speaking the chat completions API
// as OpenAI does), not judged without a key; every bad input refused before any request; a dry run that
// lists the scenarios it would run.

import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, symlinkSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf, ROOT } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { runScenarios, withDouble, workspaceWith } from './setup.js'

const JUDGE_KEY = 'sk-judge-test-key'

/** A chat completions endpoint on 127.0.0.1 that says yes when the reply names Tokyo. */
async function judgeStandIn() {
  const requests: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
    []
  const server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const body = JSON.parse(text)
      requests.push({ authorization: req.headers.authorization, body })
      const reply = body.messages.find((m: { role: string }) => m.role === 'assistant')?.content ?? ''
      const verdict = reply.includes('Tokyo') ? 'yes' : 'no'
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          choices: [
            {
              message: {
                role: 'assistant',
                content: `{"verdict": "${verdict}", "reason": "it ${verdict === 'yes' ? 'names' : 'does not name'} Tokyo"}`,
              },
            },
          ],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as import('node:net').AddressInfo
  return { url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((resolve) => server.close(resolve)) }
}

const judged = (endpoint: string) => `name: judged
judge:
  eval:
    service: openai
    model: gpt-4o-mini
    endpoint: ${endpoint}
turns:
  - user: "What is the capital of Japan?"
    expect:
      - event: response
        eval: "names Tokyo as the capital"
`

describe.concurrent('eval: criteria', () => {
  it.each([
    ['OpenAI with an endpoint', (url: string) => judged(url)],
    // Pipecat's default service is ollama: an endpoint alone makes the judge OpenAI-compatible
    ['an endpoint alone', (url: string) => judged(url).replace('    service: openai\n', '')],
  ])('are judged by the scenario’s judge (%s) with judge-api-key, which is never shown', (_, file) =>
    withDouble({}, async (double) => {
      const judge = await judgeStandIn()
      const ws = workspaceWith({ 'evals/judged.yaml': file(judge.url) })
      try {
        const run = await runScenarios(double, ws.dir, { 'judge-api-key': JUDGE_KEY })
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs.scenarios).toBe('passed')
        expect(judge.requests).toHaveLength(1)
        expect(judge.requests[0]?.authorization).toBe(`Bearer ${JUDGE_KEY}`)
        expect(judge.requests[0]?.body.model).toBe('gpt-4o-mini')
        expect(judge.requests[0]?.body.messages.at(-1)?.content).toContain('Criterion: names Tokyo as the capital')
        expect(run.stdout).toContain(`::add-mask::${JUDGE_KEY}`)
        expect(run.stdout.replaceAll(`::add-mask::${JUDGE_KEY}`, '')).not.toContain(JUDGE_KEY)
        expect(run.summary).not.toContain(JUDGE_KEY)
      } finally {
        ws.remove()
        await judge.close()
      }
    }),
  )

  it(
    'takes a plain OpenAI judge (no endpoint) as one that can judge: a dry run lists its scenario',
    throughDist(() =>
      withDouble({}, async (double) => {
        const plain = judged('x').replace('    endpoint: x\n', '')
        const ws = workspaceWith({ 'evals/judged.yaml': plain })
        try {
          const run = await runScenarios(double, ws.dir, { 'judge-api-key': JUDGE_KEY, 'dry-run': 'true' })
          expect(run.code, run.stdout).toBe(0)
          expect(run.stdout).toContain('scenario judged (evals/judged.yaml, 1 turn')
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it.each([
    ['without judge-api-key', (url: string) => judged(url), {}, '8: no judge-api-key'],
    [
      'with a judge that is not OpenAI-compatible (Pipecat’s ollama)',
      () => judged('x').replace(/service: openai\n.*\n.*endpoint: x\n/, 'service: ollama\n    model: gemma4:12b\n'),
      { 'judge-api-key': JUDGE_KEY },
      "7: the scenario's judge (ollama) is neither OpenAI nor an OpenAI-compatible endpoint",
    ],
  ])('that no judge could score are refused before any request, %s, naming the criterion', (_, file, inputs, why) =>
    withDouble({}, async (double) => {
      const judge = await judgeStandIn()
      const ws = workspaceWith({ 'evals/judged.yaml': file(judge.url) })
      try {
        const run = await runScenarios(double, ws.dir, inputs)
        expect(run.code).toBe(1)
        expect(errorsOf(run)).toEqual([
          `Input 'scenarios': eval: "names Tokyo as the capital" (evals/judged.yaml:${why.split(': ')[0]}) cannot be judged: ${why.slice(why.indexOf(': ') + 2)}. Scenarios that prove nothing do not pass: set judge-api-key to an OpenAI key, or give the scenario's judge an OpenAI-compatible endpoint (judge.eval.endpoint, with its key as judge-api-key), or remove the eval: criteria`,
        ])
        expect(double.requests).toEqual([])
        expect(judge.requests).toHaveLength(0)
      } finally {
        ws.remove()
        await judge.close()
      }
    }),
  )

  it('fail, naming the criterion, when the judge cannot be reached: nothing proven, nothing rolled back', () =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({ 'evals/judged.yaml': judged('http://127.0.0.1:9/v1') })
      try {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await runScenarios(double, ws.dir, { 'judge-api-key': JUDGE_KEY, 'rollback-on-failure': 'true' })
        expect(run.code).toBe(1)
        expect(run.outputs).toMatchObject({ scenarios: 'skipped', 'rolled-back': 'false', 'scenario-pass-rate': '' })
        expect(errorsOf(run)[0]).toMatch(
          /^The scenarios proved nothing: no run could be judged\. First: eval: "names Tokyo as the capital" not judged \(the judge could not be reached/,
        )
        expect(htmlToText(run.summary)).toContain('Not judged: eval: "names Tokyo as the capital" not judged')
      } finally {
        ws.remove()
      }
    }))
})

describe.concurrent('bad input, refused before any request', () => {
  it.each([
    [{ scenarios: 'evals/none/*.yaml' }, "Input 'scenarios': evals/none/*.yaml matches no file of the workspace"],
    [
      { scenarios: '../outside.yaml' },
      "Input 'scenarios' is not valid: expected paths or globs relative to the workspace, without '..'",
    ],
    [{ 'scenario-repeat': '21' }, "Input 'scenario-repeat' is not valid: expected a whole number from 1 to 20"],
    [{ 'scenario-concurrency': '6' }, "Input 'scenario-concurrency' is not valid: expected a whole number from 1 to 5"],
    [
      { 'scenario-min-pass-rate': '1.5' },
      "Input 'scenario-min-pass-rate' is not valid: expected a share from 0 to 1, such as 0.95",
    ],
    [
      { 'scenario-report': '../report.xml' },
      "Input 'scenario-report' is not valid: expected a path relative to the workspace, without '..'",
    ],
    [{ 'public-api-key': '' }, "Input 'public-api-key' is required with 'scenarios'"],
    [{ scenarios: '', 'scenario-repeat': '3' }, "Input 'scenario-repeat' is set but 'scenarios' is empty"],
    [{ scenarios: '', 'judge-api-key': JUDGE_KEY }, "Input 'judge-api-key' is set but 'scenarios' is empty"],
    [
      { scenarios: 'evals/link.yaml' },
      'Scenario file evals/link.yaml leads out of the workspace through a symbolic link; it was not read',
    ],
    [{ scenarios: 'evals/broken.yaml' }, 'evals/broken.yaml:2: a simulated scenario'],
    [{ scenarios: 'evals/big.yaml' }, 'evals/big.yaml is over 256 KB: a scenario file is at most that'],
    [{ scenarios: 'evals/long.yaml' }, 'evals/long.yaml:2: 51 turns; at most 50 run in one scenario'],
    [{ scenarios: 'many/*.yaml' }, "Input 'scenarios' names 51 files; at most 50 run in one step"],
    [
      { 'scenario-report': 'evals/report.xml' },
      "Input 'scenario-report': evals/report.xml is a FIFO, not a regular file; expected a path where the step may write its JUnit report",
    ],
  ])('%j', (inputs, message) =>
    withDouble({}, async (double) => {
      const many = Object.fromEntries(
        Array.from({ length: 51 }, (_, i) => [`many/s${i}.yaml`, `name: s${i}\nturns: []\n`]),
      )
      const ws = workspaceWith({
        'evals/ok.yaml': 'name: ok\nturns: []\n',
        'evals/broken.yaml': 'name: broken\npersona: impatient\n',
        'evals/big.yaml': `name: big\n# ${'x'.repeat(256 * 1024)}\nturns: []\n`,
        'evals/long.yaml': `name: long\nturns:\n${'  - user: hi\n'.repeat(51)}`,
        ...many,
      })
      symlinkSync('/etc/hostname', join(ws.dir, 'evals', 'link.yaml'))
      // a FIFO would hold the step forever once opened for writing
      execFileSync('mkfifo', [join(ws.dir, 'evals', 'report.xml')])
      try {
        const run = await runScenarios(double, ws.dir, { scenarios: 'evals/ok.yaml', ...inputs })
        expect(run.code).toBe(1)
        expect(errorsOf(run).join('\n')).toContain(message)
        expect(double.requests).toEqual([])
      } finally {
        ws.remove()
      }
    }),
  )

  it(
    'lists the scenarios on a dry run, each parsed',
    throughDist(() =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({ 'evals/ok.yaml': 'name: ok\nturns:\n  - user: hi\n  - user: bye\n' })
        try {
          const run = await runScenarios(double, ws.dir, { 'dry-run': 'true', 'scenario-repeat': '3' })
          expect(run.code, run.stdout).toBe(0)
          expect(run.stdout).toContain('scenario ok (evals/ok.yaml, 2 turns, 3 times, over websocket)')
          expect(double.sessions.size).toBe(0)
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it('runs Pipecat’s release folder as a glob: its judge blocks are not scenarios, and ! leaves files out', () =>
    withDouble({}, async (double) => {
      const folder = join(ROOT, 'test/scenarios/pipecat')
      const release = Object.fromEntries(
        readdirSync(folder)
          .filter((name) => name.endsWith('.yaml'))
          .map((name) => [`evals/scenarios/${name}`, readFileSync(join(folder, name), 'utf8')]),
      )
      // the one change docs/scenarios.md asks for: the shared judge blocks name a judge a runner can reach
      const judge = 'eval:\n  service: openai\n  model: gpt-4o-mini\n'
      const ws = workspaceWith({ ...release, 'evals/scenarios/judge_text.yaml': judge })
      try {
        const scenarios = 'evals/scenarios/*.yaml\n!evals/scenarios/*_audio.yaml\n!evals/scenarios/dtmf_menu.yaml'
        const run = await runScenarios(double, ws.dir, { scenarios, 'dry-run': 'true', 'judge-api-key': JUDGE_KEY })
        expect(run.code, run.stdout).toBe(0)
        expect(run.stdout.match(/scenario \S+ \(evals\/scenarios\/[^,]+/g)).toEqual([
          'scenario async_tool_cancellation (evals/scenarios/async_tool_cancellation.yaml',
          'scenario interruption_text (evals/scenarios/interruption_text.yaml',
          'scenario multi_turn (evals/scenarios/multi_turn.yaml',
        ])
        expect(double.sessions.size).toBe(0)
      } finally {
        ws.remove()
      }
    }))
})
