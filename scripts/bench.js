// @ts-check
// `npm run bench`: what the action costs a workflow, measured on the bundled dist/index.js run as the
// runner runs it, against the project's double of the service on 127.0.0.1. Builds nothing; prints
// one table of medians. Not part of `npm test`: timings on shared machines are noisy.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import { startAgentService } from '../test/double/agent-service.js'
import { listenOnLoopback } from '../test/double/loopback.js'
import { registryAvailable, startRegistry } from '../test/double/registry.js'
import { actionNode, DIST, runAction } from '../test/helpers/run-action.js'
import { bareNode, median } from './bench-stats.js'

/** A run as on a runner: no compile cache kept from earlier runs. @type {typeof runAction} */
const coldRun = (inputs, options = {}) => runAction(inputs, { ...options, compileCache: false })

const quick = process.argv.includes('--quick')
const STARTUP_RUNS = quick ? 5 : 21
const REQUEST_RUNS = quick ? 3 : 7
const LAG_RUNS = quick ? 2 : 5
const LAG_DELAYS = quick ? [1000, 5000] : [1000, 5000, 20000, 60000]

/** The Node binaries to measure: the one running this, and the action's runtime (Node 24: ACTION_NODE, or the one `npm test` keeps) when it is another. */
function nodes() {
  const list = [
    { label: `node ${process.version}`, bin: process.execPath, runtime: process.version.startsWith('v24.') },
  ]
  const runtime = actionNode()
  if (runtime !== process.execPath) {
    const version = execFileSync(runtime, ['--version'], { encoding: 'utf8' }).trim()
    list.push({ label: `node ${version} (the action's runtime)`, bin: runtime, runtime: version.startsWith('v24.') })
  }
  return list
}

/** @type {string[][]} */
const rows = []
const row = (/** @type {string[]} */ ...cells) => rows.push(cells)

// 1. Start-up: a run that fails on a bad input (no request) against bare Node.
const bundleBytes = statSync(DIST).size
for (const node of nodes()) {
  const bad = { 'api-key': 'k', 'api-url': 'http://127.0.0.1:9/v1', 'agent-name': 'Not_Valid' }
  const bare = []
  const action = []
  for (let i = 0; i < STARTUP_RUNS; i++) {
    bare.push(await bareNode(node.bin))
    const run = await coldRun(bad, { node: node.bin })
    if (run.code !== 1) throw new Error('the bad-input run did not fail as it should')
    action.push(run.durationMs)
  }
  const ratio = median(action) / median(bare)
  row(
    `Start-up, bad input, ${node.label}${node.runtime ? ' (the runtime of action.yml)' : ' (not the action runtime)'}`,
    `${median(action).toFixed(0)} ms vs bare node ${median(bare).toFixed(0)} ms`,
    `${ratio.toFixed(2)}x (target ≤ 2.0x)`,
  )
}
row('Size of dist/index.js (loaded on every run)', `${(bundleBytes / 1024).toFixed(0)} KiB`, '')

// 2. Requests and wall time, wait-for-ready false.
const service = await startAgentService({ readyAfterMs: 1000 })
const common = { 'api-key': 'sk_test_private', 'api-url': service.url, 'wait-for-ready': 'false' }
/** @type {Record<string, { ms: number[], requests: number[] }>} */
const kinds = {
  create: { ms: [], requests: [] },
  update: { ms: [], requests: [] },
  unchanged: { ms: [], requests: [] },
}
for (let i = 0; i < REQUEST_RUNS; i++) {
  for (const [kind, image] of [
    ['create', 'ghcr.io/acme/bench:1'],
    ['update', 'ghcr.io/acme/bench:2'],
    ['unchanged', 'ghcr.io/acme/bench:2'],
  ]) {
    const before = service.requests.length
    const run = await coldRun({ ...common, 'agent-name': `bench-${i}`, image: image ?? '' })
    if (run.code !== 0) throw new Error(`the ${kind} run failed`)
    const entry = kinds[kind ?? '']
    entry?.ms.push(run.durationMs)
    entry?.requests.push(service.requests.length - before)
  }
}
for (const [kind, entry] of Object.entries(kinds)) {
  const target = { create: 2, update: 2, unchanged: 1 }[kind]
  row(
    `${kind[0]?.toUpperCase()}${kind.slice(1)}, wait-for-ready false`,
    `${median(entry.requests)} request${median(entry.requests) === 1 ? '' : 's'}, ${median(entry.ms).toFixed(0)} ms`,
    `target ${target} request${target === 1 ? '' : 's'}`,
  )
}

// 2b. The image check's cost on a warm registry (Debian's docker-registry on 127.0.0.1): a deploy of an
// unchanged image with the check against the same without it.
if (registryAvailable()) {
  const registry = await startRegistry({ mode: 'plain' })
  await registry.push('bench/agent', '1', { platforms: ['linux/amd64', 'linux/arm64'], attestation: true })
  const image = `${registry.host}/bench/agent:1`
  const inputs = { ...common, 'agent-name': 'bench-registry', image, 'image-check': 'true' }
  const digest = (await coldRun(inputs)).outputs['image-digest']
  // the same deploy, pinned by hand and not checked: what the check adds is the difference
  const pinnedInputs = { ...inputs, image: `${image}@${digest}`, 'image-check': 'false' }
  /** @type {number[]} */
  const checked = []
  /** @type {number[]} */
  const unchecked = []
  for (let i = 0; i < REQUEST_RUNS; i++) {
    checked.push((await coldRun(inputs)).durationMs)
    unchecked.push((await coldRun(pinnedInputs)).durationMs)
  }
  await registry.stop()
  const added = median(checked) - median(unchecked)
  row(
    'Image check on a warm registry (an unchanged deploy, with and without it)',
    `${median(checked).toFixed(0)} ms vs ${median(unchecked).toFixed(0)} ms: ${added.toFixed(0)} ms added`,
    `target < 300 ms added${added < 300 ? '' : ' (missed)'}`,
  )
} else {
  row('Image check on a warm registry', 'not measured: docker-registry is not on this machine', '')
}

// 2c. What the conversation check adds to a deploy, beyond the bot's own response time: a forced deploy
// with a typed turn (no sentence to speak) against the same deploy without the check.
{
  const talking = await startAgentService({ readyAfterMs: 100 })
  const base = {
    'api-key': 'sk_test_private',
    'api-url': talking.url,
    'agent-name': 'bench-conversation',
    image: 'ghcr.io/acme/bench:talks',
    force: 'true',
  }
  await coldRun(base)
  const turn = {
    ...base,
    'conversation-test': 'true',
    'public-api-key': 'pk_test_public',
    'conversation-say': 'text: Hello?',
  }
  /** @type {number[]} */
  const withTurn = []
  /** @type {number[]} */
  const without = []
  /** @type {number[]} */
  const answers = []
  for (let i = 0; i < REQUEST_RUNS; i++) {
    const run = await coldRun(turn)
    if (run.code !== 0) throw new Error(`the conversation run failed: ${run.stdout.slice(-400)}`)
    withTurn.push(run.durationMs)
    answers.push(Number(run.outputs['response-ms']))
    without.push((await coldRun(base)).durationMs)
  }
  await talking.close()
  const added = median(withTurn) - median(without) - median(answers)
  row(
    'Conversation check (a typed turn): added to a deploy, beyond the bot’s own response time',
    `${median(withTurn).toFixed(0)} ms vs ${median(without).toFixed(0)} ms, the bot answering in ${median(answers).toFixed(0)} ms: ${added.toFixed(0)} ms added`,
    'the 1.5 s a greeting is given to start is most of it',
  )
}

// 2d. The requests a watch of callers sends: a short watch measured (a read every second, callers every
// 200 ms), and what its rule makes of ten minutes (a read every 10 s).
{
  const watched = await startAgentService({ readyAfterMs: 100, callers: { everyMs: 200 } })
  const base = { 'api-key': 'sk_test_private', 'api-url': watched.url, 'agent-name': 'bench-watch' }
  await coldRun({ ...base, image: 'ghcr.io/acme/bench:watch-1' })
  const before = watched.requests.length
  const run = await coldRun({ ...base, image: 'ghcr.io/acme/bench:watch-2', 'watch-minutes': '0.1' })
  const sent = watched.requests.slice(before)
  await watched.close()
  const lists = sent.filter((r) => r.path.endsWith('/sessions')).length
  const logs = sent.filter((r) => r.path.endsWith('/logs')).length
  row(
    'Watch of callers: requests (6 s measured; 10 min by the same rule)',
    `6 s: ${lists} list reads, ${logs} log reads for ${run.outputs['watched-sessions']} sessions; 10 min: 61 list reads (a page more per 50 sessions), a log read per session that ends well (200 at most)`,
    'a read every 10 s at most: no load on the service',
  )
}

// 3. Readiness lag: from the moment the deployment turns ready to the step's exit. All runs go at
// once, on their own agents: they spend nearly all their time waiting, so they hardly disturb each other.
/**
 * @param {number} delay
 * @param {string} name
 */
async function lagRun(delay, name) {
  service.config.readyAfterMsByAgent[name] = delay
  service.seed(name, { image: 'ghcr.io/acme/bench:1' })
  const path = `/v1/agents/${name}`
  const run = await coldRun(
    { ...common, 'wait-for-ready': 'true', 'agent-name': name, image: 'ghcr.io/acme/bench:2' },
    { timeoutMs: delay + 60_000 },
  )
  if (run.code !== 0) throw new Error(`the lag run ${name} failed: ${run.stdout.slice(-500)}`)
  const deployment = service.agents.get(name)?.deployments[1]
  const requests = service.requests.filter((r) => r.path === path)
  const write = requests.findIndex((r) => r.method === 'POST')
  // reads per second are counted over the whole time the step spent after its write
  const createdAt = deployment?.createdAt ?? 0
  return {
    lag: run.exitedAt - (deployment?.readyAt ?? 0),
    reads: requests.length - write - 1,
    waited: run.exitedAt - createdAt,
  }
}

const randomDelays = Array.from({ length: quick ? 4 : 24 }, () => Math.round(1000 + Math.random() * 19000))
/** @type {Promise<{ label: string, result: Awaited<ReturnType<typeof lagRun>> }>[]} */
const lagRuns = []
let n = 0
for (const delay of [...LAG_DELAYS, ...randomDelays.map((d) => -d)]) {
  const runs = delay > 0 ? LAG_RUNS : 1
  for (let i = 0; i < runs; i++) {
    const ms = Math.abs(delay)
    const name = `lag-${n++}`
    // Runs start a little apart, so that their reads are not in step.
    lagRuns.push(
      new Promise((resolve) => setTimeout(resolve, n * 137)).then(async () => {
        const result = await lagRun(ms, name)
        return { label: delay > 0 ? `${ms / 1000} s` : 'random', result }
      }),
    )
  }
}
const lagResults = await Promise.all(lagRuns)
for (const label of [...LAG_DELAYS.map((d) => `${d / 1000} s`), 'random']) {
  const results = lagResults.filter((r) => r.label === label).map((r) => r.result)
  const lag = median(results.map((r) => r.lag))
  const perSecond =
    results.reduce((sum, r) => sum + r.reads, 0) / (results.reduce((sum, r) => sum + r.waited, 0) / 1000)
  row(
    label === 'random'
      ? `Readiness lag, ready after a random 1–20 s (${results.length} runs)`
      : `Readiness lag, ready after ${label} (${results.length} runs)`,
    `${(lag / 1000).toFixed(3)} s median; ${median(results.map((r) => r.reads))} reads`,
    `${perSecond.toFixed(2)} reads/s (target lag ≤ 0.6 s, ≤ 1 read/s)`,
  )
}
// 4. Memory: the peak resident memory of a normal update against that of a run whose service sends an
// endless answer as fast as it can (cut off at the action's limit, retried, then given up). Linux only:
// read from /proc while the action runs.
/**
 * @param {Record<string, string>} inputs
 * @returns {Promise<number | undefined>} peak resident memory in MiB
 */
async function peakMemory(inputs) {
  let peak = 0
  await coldRun(inputs, {
    timeoutMs: 120_000,
    onStart(child) {
      const status = `/proc/${child.pid}/status`
      const timer = setInterval(() => {
        try {
          const kib = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1] ?? 0)
          peak = Math.max(peak, kib)
        } catch {
          // exited
        }
      }, 10)
      child.on('exit', () => clearInterval(timer))
    },
  })
  return peak ? peak / 1024 : undefined
}
if (existsSync('/proc/self/status')) {
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const endless = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write('{"name":"')
    const more = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', more)
    }
    more()
  })
  const flood = await listenOnLoopback(endless)
  service.seed('memory', { image: 'ghcr.io/acme/bench:1' })
  const normal = await peakMemory({ ...common, 'agent-name': 'memory', image: 'ghcr.io/acme/bench:2' })
  const flooded = await peakMemory({ ...common, 'api-url': `${flood.url}/v1`, 'agent-name': 'memory', image: 'x:1' })
  await flood.close()
  row(
    'Peak memory: a normal update vs an endless answer',
    `${normal?.toFixed(0)} MiB vs ${flooded?.toFixed(0)} MiB`,
    'target: within 2x of the normal run (answers are cut off at 4 MiB)',
  )
}
await service.close()

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 6))
const line = (/** @type {string[]} */ cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
console.log(line(['Measure', 'Result', 'Against target']))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const r of rows) console.log(line(r))
