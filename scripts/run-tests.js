// @ts-check
// `npm test`: vitest on the Node the action runs on (scripts/action-node.js: the major version action.yml
// declares, kept by pretest, or ACTION_NODE), so that the tests' runs of the action's source in process see
// the runtime GitHub gives it, as the runs of dist/ already do. On this project's 2-core machine it is also
// a cheaper suite: vitest's twenty workers on Node 24 took about 6 s less CPU than on Node 20 (72 against
// 78 s, 40.7 against 43.0 s). Arguments go to `vitest run` as they are (`npm test -- test/e2e/deploy.test.ts`);
// its exit code is this one's, and a signal given to this process is passed on. CONTRIBUTING.md,
// "Development Node versions".
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { actionNode } from './action-node.js'

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
/** @type {import('node:child_process').ChildProcess | undefined} */
let child
// listening before the tests start: a signal that comes at once is passed on too, not this process's end
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => child?.kill(signal))
child = spawn(actionNode(), [vitest, 'run', ...process.argv.slice(2)], { stdio: 'inherit' })
child.on('error', (error) => {
  console.error(`Could not start the tests on ${actionNode()}: ${error.message}`)
  process.exitCode = 1
})
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
