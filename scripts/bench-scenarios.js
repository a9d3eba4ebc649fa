// @ts-check
// `npm run bench` (its scenario part): what the scenario check adds to a deploy, beyond the bot's own
// answer times, run as the runner runs dist/index.js against the project's double (its bot answers a typed
// turn 300 ms after it, as test/double/bot-turns.js says). Two measures, medians of a few runs:
// - one scenario of three turns: (the deploy with it − the same deploy without it − the bot's answer times)
//   / 3, the check's own cost a turn (the session's start, connection, bot-ready and goodbye included);
//   goal: under 300 ms;
// - ten runs (scenario-repeat 10) at scenario-concurrency 5 against 1: the share of the sequential time
//   the concurrent check takes; goal: under 30 %.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAgentService } from '../test/double/agent-service.js'
import { deployInputs, runAction } from '../test/helpers/run-action.js'
import { median } from './bench-stats.js'

const quick = process.argv.includes('--quick')
const RUNS = quick ? 2 : 5
const THREE_TURNS = `name: three
turns:
  - user: "My name is Alex."
    expect:
      - event: response
        text_contains: Alex
  - user: "What is the capital of Japan?"
    expect:
      - event: response
        text_contains: Tokyo
  - user: "Remind me: what's my name?"
    expect:
      - event: response
        text_contains: "Your name is Alex"
`

const workspace = mkdtempSync(join(tmpdir(), 'bench-scenarios-'))
mkdirSync(join(workspace, 'evals'))
writeFileSync(join(workspace, 'evals', 'three.yaml'), THREE_TURNS)

/** One deploy (the agent created anew on a double of its own), with these inputs; its duration and outputs. */
async function deploy(/** @type {Record<string, string>} */ inputs) {
  const double = await startAgentService({ readyAfterMs: 0 })
  try {
    const run = await runAction(
      deployInputs(double.url, {
        image: 'ghcr.io/acme/support-bot:2.0.0',
        'public-api-key': 'pk_test_public',
        ...inputs,
      }),
      { env: { GITHUB_WORKSPACE: workspace } },
    )
    if (run.code !== 0) throw new Error(`the benchmark's deploy failed:\n${run.stdout}`)
    return run
  } finally {
    await double.close()
  }
}

const plain = []
const withScenario = []
const answered = []
for (let i = 0; i < RUNS; i++) {
  plain.push((await deploy({})).durationMs)
  const run = await deploy({ scenarios: 'evals/three.yaml' })
  withScenario.push(run.durationMs)
  answered.push(Number(run.outputs['turn-p50-ms']) * 3)
}
const perTurn = (median(withScenario) - median(plain) - median(answered)) / 3

const sequential = []
const concurrent = []
for (let i = 0; i < RUNS; i++) {
  const base = { scenarios: 'evals/three.yaml', 'scenario-repeat': '10', 'max-agents': '5' }
  sequential.push((await deploy({ ...base, 'scenario-concurrency': '1' })).durationMs - median(plain))
  concurrent.push((await deploy({ ...base, 'scenario-concurrency': '5' })).durationMs - median(plain))
}
const share = median(concurrent) / median(sequential)
rmSync(workspace, { recursive: true, force: true })

console.log('\nScenarios (the check against the double, its bot answering 300 ms after each turn)\n')
console.log('| measure | value | goal |')
console.log('|---|---|---|')
console.log(`| a deploy without scenarios | ${Math.round(median(plain))} ms | |`)
console.log(`| with one scenario of three turns | ${Math.round(median(withScenario))} ms | |`)
console.log(`| the bot's own answer times (3 turns) | ${Math.round(median(answered))} ms | |`)
console.log(`| the check's own cost a turn | ${Math.round(perTurn)} ms | under 300 ms |`)
console.log(`| ten runs, one at a time (the check alone) | ${Math.round(median(sequential))} ms | |`)
console.log(`| ten runs, five at once (the check alone) | ${Math.round(median(concurrent))} ms | |`)
console.log(`| five at once, a share of one at a time | ${Math.round(share * 100)} % | under 30 % |`)
