// @ts-check
// `npm run bench` (its rollback part, issue 63): twenty agents of a failed set brought back by the rollback
// action (dist/rollback/index.js, as the runner starts it), against the double's readiness time: one after
// another (concurrency 1) and at its default (5). Goal: at most half the time one after another takes.
// The records are written as twenty legs would have (each agent's deployment, what served before), so that
// what is timed is the rollback alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAgentService } from '../test/double/agent-service.js'
import { runAction, TEST_KEY } from '../test/helpers/run-action.js'

const AGENTS = 20
const READY_AFTER_MS = 1_500

/**
 * One rollback of twenty agents at `concurrency`, on a double of its own: its time in ms.
 * @param {number} concurrency
 */
async function timed(concurrency) {
  const double = await startAgentService({ readyAfterMs: READY_AFTER_MS })
  const workspace = mkdtempSync(join(tmpdir(), 'bench-rollback-'))
  try {
    mkdirSync(join(workspace, 'releases'))
    for (let i = 0; i < AGENTS; i++) {
      const agent = `bot-${String(i).padStart(2, '0')}`
      double.seed(agent, { image: `ghcr.io/acme/${agent}:2.0.0` })
      const record = {
        version: 1,
        agent,
        region: double.read(agent)?.region ?? null,
        operation: 'updated',
        status: i === 7 ? 'failed' : 'ready',
        deploymentId: double.read(agent)?.desiredDeploymentId,
        previousDeploymentId: null,
        before: { image: `ghcr.io/acme/${agent}:1.0.0` },
        artifact: { image: `ghcr.io/acme/${agent}:2.0.0`, digest: null },
        checks: {},
        rolledBack: false,
        failure: i === 7 ? 'its conversation test failed' : null,
        commit: null,
        run: { repository: null, id: null, attempt: null },
      }
      writeFileSync(join(workspace, 'releases', `${agent}.json`), JSON.stringify(record))
    }
    const run = await runAction(
      { 'api-key': TEST_KEY, 'api-url': double.url, releases: 'releases/*.json', concurrency: String(concurrency) },
      { action: 'rollback', env: { GITHUB_WORKSPACE: workspace } },
    )
    const restored = JSON.parse(run.outputs['rolled-back'] ?? '[]').length
    if (run.code !== 0 || restored !== AGENTS)
      throw new Error(`the rollback should have restored ${AGENTS} agents (${restored}):\n${run.stdout}`)
    return run.durationMs
  } finally {
    rmSync(workspace, { recursive: true, force: true })
    await double.close()
  }
}

const sequential = await timed(1)
const atOnce = await timed(5)
const ratio = atOnce / sequential
console.log(
  `\nThe rollback action: ${AGENTS} agents restored, each ready ${READY_AFTER_MS / 1000} s after its write (the double)\n`,
)
console.log('| measure | value | goal |')
console.log('|---|---|---|')
console.log(`| one after another (concurrency 1) | ${(sequential / 1000).toFixed(1)} s | |`)
console.log(`| at the default concurrency (5) | ${(atOnce / 1000).toFixed(1)} s | |`)
console.log(`| ratio | ${ratio.toFixed(2)} | at most 0.5 |`)
if (ratio > 0.5) process.exitCode = 1
