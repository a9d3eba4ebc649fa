// @ts-check
// `npm run bench` (its check part): the check action's start-up, as the deploy step's is measured: a run
// that stops at its inputs (nothing asked to check, so no request is sent) against bare Node, medians of
// many runs, started as a runner starts them (no compile cache). Goal: within 2x bare Node.
import { actionNode, runAction } from '../test/helpers/run-action.js'
import { bareNode, median } from './bench-stats.js'

const RUNS = process.argv.includes('--quick') ? 7 : 21

const bare = []
const checks = []
for (let i = 0; i < RUNS; i++) {
  bare.push(await bareNode(actionNode()))
  const run = await runAction(
    {
      'api-key': 'sk_test_private',
      'api-url': 'http://127.0.0.1:2/v1',
      'agent-name': 'support-bot',
      'callers-minutes': '0',
    },
    { action: 'check', compileCache: false },
  )
  if (run.code !== 1) throw new Error(`the check should have stopped at its inputs:\n${run.stdout}`)
  checks.push(run.durationMs)
}
const ratio = median(checks) / median(bare)
console.log('\nThe check action (check/action.yml): start-up\n')
console.log('| measure | value | goal |')
console.log('|---|---|---|')
console.log(`| bare node | ${Math.round(median(bare))} ms | |`)
console.log(`| a check that stops at its inputs | ${Math.round(median(checks))} ms | |`)
console.log(`| ratio | ${ratio.toFixed(2)}x | within 2x |`)
