// How an end-to-end test runs the action: through dist/index.js in a process of its own (runAction) for
// the one test of each behaviour wrapped in throughDist, and for whatever only a process shows; in the
// test's own process (runInProcess, the action's source) for the variations of that behaviour. Both
// answer alike, so a test reads the same whichever way it ran. CONTRIBUTING.md ("How long the suite takes").
import { AsyncLocalStorage } from 'node:async_hooks'
import { type ActionRun, type RunOptions, runAction } from './run-action.js'
import { runInProcess } from './run-in-process.js'

const distScope = new AsyncLocalStorage<true>()

/**
 * The environment variables Node or a module reads once, as the process starts or the module loads (extra
 * CA certificates, Node's options, the proxy @actions/github sets up as it loads): a run given any of them
 * needs a process of its own.
 */
const READ_AT_START = /^(NODE_|SSL_CERT_|https?_proxy$|no_proxy$)/i

/** The test body runs the action through dist/index.js: the behaviour's one end-to-end run. */
export function throughDist<Args extends unknown[], Result>(body: (...args: Args) => Result) {
  return (...args: Args): Result => distScope.run(true, () => body(...args))
}

function needsProcess(options: RunOptions): boolean {
  if (options.onStart || options.node || options.compileCache === false || options.echo) return true
  return Object.keys({ ...options.baseEnv, ...options.env }).some((name) => READ_AT_START.test(name))
}

/** One run of the step: through dist/ inside throughDist or where only a process shows it, else in process. */
export function runStep(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  return distScope.getStore() || needsProcess(options) ? runAction(inputs, options) : runInProcess(inputs, options)
}
