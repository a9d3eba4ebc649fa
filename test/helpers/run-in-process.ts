// Runs the action's own source (src/main.ts's run, src/check/check-main.ts's runCheck) inside the test's
// process, with everything a run through dist/index.js gets: the same inputs (action.yml's defaults
// included), its own environment, its own stdout and stderr, its own GITHUB_OUTPUT and job summary files.
// It answers as runAction does (test/helpers/run-action.js), so a variation of a behaviour asserts the
// same things without a process of its own: a spawned run costs about 90 ms of CPU, this one a tenth.
//
// Runs may overlap (tests of one file wait on the doubles' clocks together): each run's environment,
// output and summary buffer are its own through an AsyncLocalStorage, which follows every callback,
// timer and socket event the run starts. process.env and the two output streams are routed by it; the
// one @actions/core summary keeps its buffer and file per run. What a process alone shows (a signal, an exit
// code of a crash, Node's start-up options such as NODE_EXTRA_CA_CERTS or a proxy @actions/github reads
// as it loads) stays with runAction: each behaviour keeps its run through dist/ there.
import { AsyncLocalStorage } from 'node:async_hooks'
import * as core from '@actions/core'
import { forgetSecrets } from '../../src/secrets.js'
import { type ActionRun, finishStep, prepareStep, type RunOptions } from './run-action.js'

interface InProcessRun {
  env: NodeJS.ProcessEnv
  stdout: string
  stderr: string
  summaryBuffer: string
  summaryPath?: string
}

const current = new AsyncLocalStorage<InProcessRun>()
let installed = false
let running = 0

/** Routes process.env, stdout, stderr and the summary's buffer to the run in whose callbacks they are used. */
function install(): void {
  if (installed) return
  installed = true
  const own = process.env
  const envOf = () => current.getStore()?.env ?? own
  process.env = new Proxy(own, {
    get: (_, key) => Reflect.get(envOf(), key),
    set: (_, key, value) => Reflect.set(envOf(), key, String(value)),
    has: (_, key) => Reflect.has(envOf(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(envOf(), key),
    ownKeys: () => Reflect.ownKeys(envOf()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(envOf(), key),
  })
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = process[name]
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const run = current.getStore()
      if (!run) return write(chunk, ...rest)
      run[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
      done?.()
      return true
    }) as typeof stream.write
  }
  // @actions/core's one summary: its buffer and its file (read from the environment once) per run
  let shared = ''
  Object.defineProperty(core.summary, '_buffer', {
    get: () => current.getStore()?.summaryBuffer ?? shared,
    set: (value: string) => {
      const run = current.getStore()
      if (run) run.summaryBuffer = value
      else shared = value
    },
  })
  let sharedPath: string | undefined
  Object.defineProperty(core.summary, '_filePath', {
    get: () => (current.getStore() ? current.getStore()?.summaryPath : sharedPath),
    set: (value: string | undefined) => {
      const run = current.getStore()
      if (run) run.summaryPath = value
      else sharedPath = value
    },
  })
}

/**
 * The entry of the action's source, imported at its first run: a test file whose first test runs through
 * dist/ starts it at once, rather than once its worker has compiled the whole action (seconds, while every
 * worker of the suite starts at once).
 */
async function entryOf(action: string): Promise<(env: NodeJS.ProcessEnv) => Promise<void>> {
  if (action === 'check') return (await import('../../src/check/check-main.js')).runCheck
  if (action === 'rollback') return (await import('../../src/rollback/rollback-main.js')).runRollback
  return (await import('../../src/main.js')).run
}

/**
 * One run of the action's source, as runAction runs dist/index.js: `code` is 1 when the run failed its
 * step (every way the action fails writes an ::error:: line and sets the exit code with it), else 0.
 */
export async function runInProcess(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  if (options.onStart || options.node || options.compileCache === false)
    throw new Error('runInProcess: a signal, another Node or a cold start needs a process: use runAction')
  install()
  const { dir, env, action } = prepareStep(inputs, options)
  const state: InProcessRun = { env, stdout: '', stderr: '', summaryBuffer: '' }
  let crashed = false
  const started = performance.now()
  running++
  try {
    await current.run(state, async () => {
      try {
        await (await entryOf(action))(env)
      } catch (error) {
        // what would end the process with a stack on stderr and exit code 1
        crashed = true
        state.stderr += `${error instanceof Error ? error.stack : String(error)}\n`
      }
    })
  } finally {
    running--
    // The step's exit code is the run's, told from its output; the test process keeps its own. Secrets
    // are known to every run that overlaps the one that gave them, and forgotten when none is left.
    process.exitCode = undefined
    if (running === 0) forgetSecrets()
  }
  const durationMs = performance.now() - started
  const { outputs, summary } = finishStep(dir)
  const failed = state.stdout.split('\n').some((line) => line.startsWith('::error::'))
  return {
    code: failed || crashed ? 1 : 0,
    signal: null,
    stdout: state.stdout,
    stderr: state.stderr,
    outputs,
    summary,
    durationMs,
    exitedAt: Date.now(),
  }
}
