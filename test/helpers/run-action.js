// @ts-check
// Runs dist/index.js as the runner does: inputs as INPUT_* variables (every action.yml default the step
// does not override included, as the runner passes them), outputs and the job summary in
// the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name. Used by the end-to-end tests, `npm start`
// and the benchmark.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import { actionNode } from '../../scripts/action-node.js'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const DIST = join(ROOT, 'dist', 'index.js')
/** The check action's entry (check/action.yml), a second entry of the same build. */
export const CHECK_DIST = join(ROOT, 'dist', 'check', 'index.js')

/** The rollback action's entry (rollback/action.yml), a third entry of the same build. */
export const ROLLBACK_DIST = join(ROOT, 'dist', 'rollback', 'index.js')

/**
 * The Node that runs dist/index.js: ACTION_NODE when set (`ACTION_NODE=node` keeps your own), else Node 24,
 * the runtime action.yml declares: this Node when it is 24, else the one `npm test`'s pretest keeps
 * (scripts/action-node.js), else this Node.
 */
export { actionNode }

/** The key the end-to-end tests give the action: it must never appear in what the action prints. */
export const TEST_KEY = 'sk_test_private'

/** Where the runs of the tests keep Node's compile cache: outside the repository, shared by the runs. */
const COMPILE_CACHE = join(tmpdir(), 'agent-deploy-action-compile-cache')

/**
 * The inputs every run against a double needs (key, address, agent 'support-bot'), with the test's own over them.
 * @param {string} url the double's address
 * @param {Record<string, string>} [inputs]
 * @returns {Record<string, string>}
 */
export function deployInputs(url, inputs = {}) {
  return withIceOnLoopback({ 'api-key': TEST_KEY, 'api-url': url, 'agent-name': 'support-bot', ...inputs })
}

/**
 * Whether a turn or a scenario runs: where the action takes session-transport and ice-addresses.
 * @param {Record<string, string>} inputs
 */
const talksToBot = (inputs) => inputs['conversation-test'] === 'true' || Boolean(inputs.scenarios)

/**
 * session-transport: websocket where a turn or a scenario runs (the action refuses it elsewhere, as every
 * check setting without its switch); nothing otherwise.
 * @param {Record<string, string>} inputs
 * @returns {Record<string, string>}
 */
export function overWebsocket(inputs) {
  return talksToBot(inputs) ? { 'session-transport': 'websocket' } : {}
}

/**
 * ICE on loopback only: every packet of a WebRTC turn stays on this machine, as a step of a self-hosted
 * runner would set it for a bot on the runner itself. Only where a turn or a scenario runs: the action
 * refuses ice-addresses without them, as every check setting without its switch.
 * @param {Record<string, string>} inputs
 * @returns {Record<string, string>}
 */
export function withIceOnLoopback(inputs) {
  return talksToBot(inputs) && inputs['ice-addresses'] === undefined
    ? { ...inputs, 'ice-addresses': '127.0.0.1' }
    : inputs
}

/**
 * @typedef {object} ActionRun
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {string} stdout
 * @property {string} stderr
 * @property {Record<string, string>} outputs
 * @property {string} summary
 * @property {number} durationMs from spawning the process to its exit
 * @property {number} exitedAt Date.now() when it exited
 */

/**
 * @typedef {object} RunOptions
 * @property {Record<string, string | undefined>} [env] added to the environment
 * @property {boolean} [compileCache] false: start as a runner does, with no compile cache (the benchmark)
 * @property {NodeJS.ProcessEnv} [baseEnv] the environment to start from (default: only PATH, as a clean runner step)
 * @property {string} [node] the Node binary (default: actionNode())
 * @property {boolean} [echo] also copy the action's output to this process's, as it comes
 * @property {(child: import('node:child_process').ChildProcess) => void} [onStart] may send the process signals
 * @property {number} [timeoutMs]
 * @property {'deploy' | 'check' | 'rollback'} [action] which action runs: the deploy step (action.yml, default), the check (check/action.yml) or the rollback (rollback/action.yml)
 */

/**
 * What the runner gives a step: its environment (a clean one with PATH unless told, the output and summary
 * files in a directory of its own, RUNNER_TEMP there too) and every input, action.yml's defaults under the
 * step's own. Shared by runAction and runInProcess (test/helpers/run-in-process.ts); `finishStep` reads what
 * the step wrote and removes the directory.
 * @param {Record<string, string>} inputs
 * @param {RunOptions} options
 * @param {NodeJS.ProcessEnv} [runnerEnv] what only a process started by the runner is given
 */
export function prepareStep(inputs, options, runnerEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-'))
  const outputFile = join(dir, 'output')
  const summaryFile = join(dir, 'summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...(options.baseEnv ?? { PATH: process.env.PATH ?? '' }),
    ...runnerEnv,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
    ...options.env,
  }
  // The tests' images name registries on the internet (ghcr.io/acme/…), which no test may reach: a run
  // that does not set image-check is the step of a workflow that sets it to false. The registry tests
  // (test/e2e/registry/) set it, against a real registry on 127.0.0.1.
  const action = options.action ?? 'deploy'
  const defaults =
    action === 'deploy' ? { ...runnerDefaults(), 'image-check': 'false' } : runnerDefaults(join(ROOT, action))
  for (const [name, value] of Object.entries({ ...defaults, ...inputs })) env[`INPUT_${name.toUpperCase()}`] = value
  return { dir, env, action }
}

/**
 * The outputs and the job summary a step wrote; its directory removed.
 * @param {string} dir
 */
export function finishStep(dir) {
  const outputs = parseOutputFile(readFileSync(join(dir, 'output'), 'utf8'))
  const summary = readFileSync(join(dir, 'summary'), 'utf8')
  rmSync(dir, { recursive: true, force: true })
  return { outputs, summary }
}

/**
 * @param {Record<string, string>} inputs
 * @param {RunOptions} [options]
 * @returns {Promise<ActionRun>}
 */
export async function runAction(inputs, options = {}) {
  // Node 22+ keeps the bundle's compiled code between runs (a tenth of each run's CPU, hundreds of runs);
  // what the action does is the same. Node 20 ignores it.
  const cache = options.compileCache === false ? {} : { NODE_COMPILE_CACHE: COMPILE_CACHE }
  const { dir, env, action } = prepareStep(inputs, options, cache)
  const started = performance.now()
  // The runner starts a step in the workspace.
  const cwd = env.GITHUB_WORKSPACE || ROOT
  const child = spawn(
    options.node ?? actionNode(),
    [action === 'check' ? CHECK_DIST : action === 'rollback' ? ROLLBACK_DIST : DIST],
    {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
    if (options.echo) process.stdout.write(chunk)
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
    if (options.echo) process.stderr.write(chunk)
  })
  options.onStart?.(child)
  // a net for a run that hangs (vitest's own is 180 s): never what a test's verdict rests on
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 150_000)
  /** @type {Promise<[number | null, NodeJS.Signals | null, number, number]>} */
  const exited = new Promise((done) =>
    child.on('exit', (c, s) => done([c, s, performance.now() - started, Date.now()])),
  )
  // 'close' comes once the output streams are drained too: wait for both, listening from the start.
  const closed = new Promise((done) => child.on('close', done))
  const [code, signal, durationMs, exitedAt] = await exited
  await closed
  clearTimeout(timer)
  const { outputs, summary } = finishStep(dir)
  return { code, signal, stdout, stderr, outputs, summary, durationMs, exitedAt }
}

/** What `${{ github.token }}` stands for in these runs: the workflow's token, as the runner passes it. */
export const RUNNER_TOKEN = 'ghs_workflowtoken000000000000000000000'

/**
 * action.yml's defaults, parsed once per action.yml text for every process: kept on globalThis, which
 * outlives this module should vitest evaluate it again (it does for each file when isolate is on), and
 * in a file in the temporary directory named by the text's hash, since each of the suite's workers
 * parsed the 20 KB action.yml cold (100 to 200 ms of CPU each, 3 s in all).
 */
const shared = /** @type {{ __agentDeployRunnerDefaults?: Map<string, Record<string, string>> }} */ (globalThis)
shared.__agentDeployRunnerDefaults = shared.__agentDeployRunnerDefaults ?? new Map()
const defaultsByAction = shared.__agentDeployRunnerDefaults

/**
 * Every input's action.yml default, as the runner passes it when the step does not set that input:
 * a run never sees fewer inputs than it would on GitHub. `${{ github.token }}` becomes RUNNER_TOKEN.
 * @param {string} [actionDir] the directory of the action.yml (default: this project's)
 * @returns {Record<string, string>}
 */
export function runnerDefaults(actionDir = ROOT) {
  const text = readFileSync(join(actionDir, 'action.yml'), 'utf8')
  const key = createHash('sha256').update(`${actionDir}\n${text}`).digest('hex')
  let defaults = defaultsByAction.get(key)
  if (defaults) return defaults
  const saved = join(tmpdir(), `agent-deploy-action-defaults-${key.slice(0, 32)}.json`)
  try {
    defaults = /** @type {Record<string, string>} */ (JSON.parse(readFileSync(saved, 'utf8')))
  } catch {
    const action = /** @type {{ inputs?: Record<string, { default?: unknown }> }} */ (parseYaml(text))
    defaults = {}
    for (const [name, input] of Object.entries(action.inputs ?? {})) {
      if (input?.default === undefined || input.default === null) continue
      defaults[name] = String(input.default).replace(/\$\{\{\s*github\.token\s*\}\}/, RUNNER_TOKEN)
    }
    // written whole under another name, then renamed: a process reading it never sees half of it
    const partial = `${saved}.${process.pid}`
    writeFileSync(partial, JSON.stringify(defaults))
    renameSync(partial, saved)
  }
  defaultsByAction.set(key, defaults)
  return defaults
}

/**
 * For RunOptions.onStart: sends `signal` to the action `delayMs` after it first prints `text`, as the
 * runner does when a workflow is cancelled (no signal: only marks the moment). `seenAt()` tells when the
 * text was seen (0: never): a bound a test asserts is measured from the event, not from the spawn.
 * @param {string} text
 * @param {NodeJS.Signals | undefined} [signal]
 * @param {number} [delayMs]
 */
export function signalOnOutput(text, signal = undefined, delayMs = 0) {
  let seenAt = 0
  let signalledAt = 0
  let lastOutputAt = 0
  return {
    seenAt: () => seenAt,
    /**
     * How long the action took to answer the signal: from the signal sent to its last output (its error
     * line, its outputs), both seen here. The process's own exit and the test's wait for it are not in it:
     * a bound on this is the action's, not the machine's start-up or teardown (issue 61 §3).
     */
    reactedMs: () => (signalledAt && lastOutputAt >= signalledAt ? lastOutputAt - signalledAt : Number.NaN),
    /** How long the action went on after it printed the text: to its last output, both seen here. */
    sinceSeenMs: () => (seenAt && lastOutputAt >= seenAt ? lastOutputAt - seenAt : Number.NaN),
    /** @param {import('node:child_process').ChildProcess} child */
    onStart(child) {
      // The text may arrive split over two chunks: look in what came so far, keeping only the tail
      // that could still start it.
      let tail = ''
      const decoder = new TextDecoder()
      child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
        lastOutputAt = Date.now()
        if (seenAt) return
        tail += decoder.decode(chunk, { stream: true })
        if (tail.includes(text)) {
          seenAt = Date.now()
          if (signal)
            setTimeout(() => {
              signalledAt = Date.now()
              child.kill(signal)
            }, delayMs)
        }
        tail = tail.slice(-(text.length - 1) || tail.length)
      })
    },
  }
}

/**
 * The GITHUB_OUTPUT file format: `name<<delimiter` … `delimiter`; a later value replaces an earlier one.
 * @param {string} text
 */
export function parseOutputFile(text) {
  /** @type {Record<string, string>} */
  const outputs = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^<=]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name = '', delimiter] = heredoc
      const value = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      outputs[name] = value.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      outputs[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return outputs
}

/**
 * The ::error:: annotations of a run, unescaped.
 * @param {{ stdout: string }} run
 */
export function errorsOf(run) {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error'))
    .map((line) =>
      line
        .slice(line.indexOf('::', 2) + 2)
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r')
        .replace(/%25/g, '%'),
    )
}
