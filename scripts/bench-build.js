// @ts-check
// `npm run bench` (second part): the cloud build, side by side with the other action for this service
// (../shared/peer-action, its built dist/index.js run as the runner runs it), against the same double, on
// a generated context of 300 MB in 3,000 files, half of it incompressible. Measures each run's peak RSS
// (through a preload that reads process.resourceUsage() at exit), the pack + hash throughput (context
// bytes over the time from the process start to the first byte of its upload), and what a second run
// on unchanged sources sends. Then, on the sample context in the repository, the step's wall time
// against a plain unchanged deploy. `-- --quick`: a 30 MB context.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'
import { startAgentService } from '../test/double/agent-service.js'
import { actionNode, DIST, ROOT, runAction, runnerDefaults } from '../test/helpers/run-action.js'
import { median } from './bench-stats.js'

/** A run as on a runner: no compile cache kept from earlier runs. @type {typeof runAction} */
const coldRun = (inputs, options = {}) => runAction(inputs, { ...options, compileCache: false })

const quick = process.argv.includes('--quick')
const FILES = quick ? 300 : 3000
const FILE_BYTES = 100_000
const PEER = join(ROOT, '..', 'shared', 'peer-action', 'dist', 'index.js')
const PROBE = join(ROOT, 'scripts', 'rss-probe.cjs')
const REGION = 'local-1'

/** A context of FILES files of 100 kB: every other one random bytes, the rest text that compresses. */
function generateContext() {
  const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-bench-'))
  const ctx = join(dir, 'ctx')
  mkdirSync(ctx)
  writeFileSync(join(ctx, 'Dockerfile'), 'FROM python:3.12-slim\nCOPY . /app\n')
  const text = Buffer.from('def handler(event):\n    return {"status": "ok", "event": event}\n'.repeat(2000)).subarray(
    0,
    FILE_BYTES,
  )
  for (let i = 0; i < FILES; i++) {
    const sub = join(ctx, `pkg${String(i % 30).padStart(2, '0')}`)
    mkdirSync(sub, { recursive: true })
    writeFileSync(join(sub, `file${i}.${i % 2 ? 'bin' : 'py'}`), i % 2 ? randomBytes(FILE_BYTES) : text)
  }
  return { dir, ctx }
}

/**
 * Runs an action's dist/index.js as the runner does, with the RSS probe preloaded.
 * @param {string} script @param {Record<string, string>} inputs @param {string} workspace
 */
function run(script, inputs, workspace) {
  const rssFile = join(tmpdir(), `rss-${process.pid}-${Date.now()}`)
  const outFile = `${rssFile}.out`
  writeFileSync(outFile, '')
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: tmpdir(),
    GITHUB_OUTPUT: outFile,
    RSS_FILE: rssFile,
  }
  // every action.yml default the inputs do not set, as the runner passes them (each action its own)
  for (const [name, value] of Object.entries({ ...runnerDefaults(dirname(dirname(script))), ...inputs }))
    env[`INPUT_${name.toUpperCase()}`] = value
  const started = Date.now()
  // The runner starts a step in the workspace.
  const child = spawn(actionNode(), ['-r', PROBE, script], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (chunk) => {
    log += chunk
  })
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  return new Promise((done) =>
    child.on('close', (code) => {
      const rssKiB = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : Number.NaN
      rmSync(rssFile, { force: true })
      rmSync(outFile, { force: true })
      done({ code, started, ended: Date.now(), rssMiB: rssKiB / 1024, log })
    }),
  )
}

/** What the runner passes for inputs not given: each default of the action's action.yml. */
function defaultsOf(/** @type {string} */ script) {
  const file = join(script, '..', '..', 'action.yml')
  const action = /** @type {{ inputs: Record<string, { default?: string }> }} */ (parse(readFileSync(file, 'utf8')))
  return Object.fromEntries(
    Object.entries(action.inputs).flatMap(([name, input]) =>
      input.default === undefined || String(input.default).includes('${{') ? [] : [[name, String(input.default)]],
    ),
  )
}

const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`
const rows = /** @type {string[][]} */ ([])

const { dir } = generateContext()
const contextBytes = FILES * FILE_BYTES
const double = await startAgentService({ readyAfterMs: 100, builds: { pendingMs: 50, buildMs: 200 } })
try {
  const common = {
    'api-key': 'sk_test_private',
    'agent-name': 'bench-bot',
    'cloud-build': 'true',
    'build-context': 'ctx',
    region: REGION,
  }
  const measured = []
  for (const [label, script, inputs] of /** @type {const} */ ([
    ['this action', DIST, { ...common, 'api-url': double.url }],
    [
      'other action',
      PEER,
      {
        ...common,
        'api-url': double.url.replace(/\/v1$/, ''),
        'agent-name': 'bench-bot-peer',
        'min-agents': '0',
        'max-agents': '10',
        'wait-timeout': '60',
      },
    ],
  ])) {
    if (!existsSync(script)) continue
    const before = double.cloud.uploadRequests.length
    const result = /** @type {any} */ (await run(script, { ...defaultsOf(script), ...inputs }, dir))
    const upload = double.cloud.uploadRequests[before]
    const packSeconds = upload ? (upload.at - result.started) / 1000 : Number.NaN
    measured.push({ label, packSeconds })
    if (result.code !== 0) console.error(`${label} failed:\n${result.log.slice(-1500)}`)
    rows.push([
      label,
      `exit ${result.code}`,
      `${result.rssMiB.toFixed(0)} MiB`,
      `${packSeconds.toFixed(2)} s`,
      `${(contextBytes / 1e6 / packSeconds).toFixed(0)} MB/s`,
      `${((result.ended - result.started) / 1000).toFixed(2)} s`,
    ])
  }
  const [ours, peer] = measured
  const ratio = ours && peer ? peer.packSeconds / ours.packSeconds : Number.NaN

  // The second run on the same sources: nothing uploaded, nothing built.
  const uploadsBefore = double.cloud.uploadRequests.length
  const buildsBefore = double.cloud.builds.size
  const again = /** @type {any} */ (await run(DIST, { ...common, 'api-url': double.url }, dir))
  const second = `${double.cloud.uploadRequests.length - uploadsBefore} uploads, ${double.cloud.builds.size - buildsBefore} builds, exit ${again.code}, ${((again.ended - again.started) / 1000).toFixed(2)} s`

  // The sample context in the repository, unchanged, against a plain unchanged deploy of an image.
  const sample = { 'api-key': 'sk_test_private', 'api-url': double.url, 'wait-for-ready': 'false' }
  await coldRun({
    ...sample,
    'agent-name': 'sample-agent',
    'cloud-build': 'true',
    'build-context': 'examples/sample-agent',
  })
  await coldRun({ ...sample, 'agent-name': 'plain-agent', image: 'ghcr.io/acme/plain:1.0.0' })
  const built = []
  const plain = []
  for (let i = 0; i < (quick ? 3 : 7); i++) {
    built.push(
      (
        await coldRun({
          ...sample,
          'agent-name': 'sample-agent',
          'cloud-build': 'true',
          'build-context': 'examples/sample-agent',
        })
      ).durationMs,
    )
    plain.push(
      (await coldRun({ ...sample, 'agent-name': 'plain-agent', image: 'ghcr.io/acme/plain:1.0.0' })).durationMs,
    )
  }

  console.log(`\nCloud build: a context of ${mb(contextBytes)} in ${FILES} files, half incompressible\n`)
  console.log('| run | result | peak RSS | start to first upload byte | pack + hash throughput | whole run |')
  console.log('|---|---|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
  console.log(
    `\nPack + hash: this action ${Number.isNaN(ratio) ? '(no other action to compare)' : `${ratio.toFixed(1)}x the other action's throughput`}`,
  )
  console.log(`Second run on the same sources: ${second}`)
  console.log(
    `Sample context, unchanged (median of ${built.length}): ${(median(built) / 1000).toFixed(2)} s vs a plain unchanged deploy ${(median(plain) / 1000).toFixed(2)} s (difference ${((median(built) - median(plain)) / 1000).toFixed(2)} s)`,
  )
} finally {
  await double.close()
  rmSync(dir, { recursive: true, force: true })
}
