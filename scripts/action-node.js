// @ts-check
// The Node that runs dist/index.js in the tests, the benchmark and `npm start`: the major version
// action.yml declares (`using: node24`), as on a runner. Your npm scripts stay on your own Node; only the
// tests (scripts/run-tests.js: vitest, and the action's runs) run on the runner's.
//
//   node scripts/action-node.js     (pretest) when this Node is another major version and none is kept
//                                   yet, fetches `node-<platform>-<arch>@<major>` with `npm pack` (your npm
//                                   config's registry, proxy and certificates; npm checks the tarball's
//                                   integrity) into your cache directory ($XDG_CACHE_HOME, else ~/.cache:
//                                   agent-deploy-action/), never into node_modules, and says which Node
//                                   the action runs on. Offline, it says so: the action runs on this Node.
//
// ACTION_NODE, when set, names the Node and nothing is fetched (`ACTION_NODE=node` keeps the tests on
// your own Node). CONTRIBUTING.md, "Development Node versions".
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** @type {string | undefined} */
let declared

/** The major version action.yml runs on (`using: node24`), read once. */
function runtimeMajor() {
  if (declared) return declared
  const using = /^\s+using:\s*['"]?node(\d+)['"]?\s*$/m.exec(readFileSync(join(ROOT, 'action.yml'), 'utf8'))
  if (!using?.[1]) throw new Error("action.yml: no 'runs.using: nodeNN' found")
  declared = using[1]
  return declared
}

/** Whether the Node running this is of the major version action.yml declares. */
const isRuntime = () => process.versions.node.split('.')[0] === runtimeMajor()

const PLATFORM = process.platform === 'win32' ? 'win' : process.platform
/** The npm package of Node's binary for this machine, as the `node` package names them. */
const packageName = (major = runtimeMajor()) => `node-${PLATFORM}-${process.arch}@${major}`

/** Where the fetched Node is kept: one folder per major version, platform and architecture. */
function keptDir(major = runtimeMajor()) {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return join(cache, 'agent-deploy-action', `node${major}-${PLATFORM}-${process.arch}`)
}

const keptBinary = (dir = keptDir()) =>
  ['bin/node', 'bin/node.exe', 'node.exe'].map((name) => join(dir, name)).find((path) => isFile(path))

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** @type {string | undefined} */
let chosen

/** The Node for the action's runs: ACTION_NODE, else this Node when it is the runtime's major, else the kept one, else this Node. */
export function actionNode() {
  if (process.env.ACTION_NODE) return process.env.ACTION_NODE
  chosen ??= isRuntime() ? process.execPath : (keptBinary() ?? process.execPath)
  return chosen
}

/** @param {string} bin */
const versionOf = (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim() ?? ''

/** Fetches the runtime's Node into the kept folder; the reason it could not, or undefined. */
function fetchRuntime() {
  const dir = keptDir()
  mkdirSync(dirname(dir), { recursive: true })
  const work = mkdtempSync(`${dir}.fetch-`)
  try {
    const npm = spawnSync(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['pack', '--loglevel=error', '--prefer-offline', packageName()],
      {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
        // offline, say so within seconds, not npm's minutes; your npm config's own values win
        env: {
          npm_config_fetch_timeout: '30000',
          npm_config_fetch_retries: '1',
          npm_config_fetch_retry_mintimeout: '2000',
          ...process.env,
        },
      },
    )
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
    if (npm.status !== 0 || !tarball)
      return npmError(npm.stderr ?? '') || npm.error?.message || `npm pack exited with ${npm.status}`
    const tar = spawnSync('tar', ['xzf', tarball], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    if (tar.status !== 0) return `tar: ${lastLine(tar.stderr) || tar.error?.message || `exited with ${tar.status}`}`
    try {
      renameSync(join(work, 'package'), dir)
    } catch (error) {
      // another run of the tests kept it first: theirs is as good
      if (!keptBinary(dir)) throw error
    }
    return undefined
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** npm's own words for what went wrong: its message, else its error code (never the pointer to its log). @param {string} text */
function npmError(text) {
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith('npm error '))
    .map((line) => line.slice(10).trim())
  const message = lines.find((line) => !/^(code|errno|syscall|path|dest|network|A complete log)\b/.test(line))
  return message ?? lines.find((line) => line.startsWith('code ')) ?? ''
}

/** @param {string | undefined} text */
const lastLine = (text) => (text ?? '').trim().split('\n').pop()?.trim() ?? ''

/** pretest: make sure the runtime's Node is at hand, and say which Node the action's runs use. */
function prepare() {
  const major = runtimeMajor()
  const say = (/** @type {string} */ where) => console.log(`The tests run the action on Node ${where}`)
  if (process.env.ACTION_NODE) return say(`${versionOf(process.env.ACTION_NODE)} (ACTION_NODE)`)
  if (isRuntime()) return say(`${process.version}, this Node`)
  const kept = keptBinary()
  const keptVersion = kept ? versionOf(kept) : ''
  if (keptVersion.startsWith(`v${major}.`)) return say(`${keptVersion}, kept in ${keptDir()}`)
  /** @type {string | undefined} */
  let failed
  try {
    rmSync(keptDir(), { recursive: true, force: true })
    failed = fetchRuntime()
  } catch (error) {
    // a cache directory that cannot be written, say: the tests still run, on this Node
    failed = /** @type {Error} */ (error).message
  }
  const fetched = failed ? undefined : keptBinary()
  const fetchedVersion = fetched ? versionOf(fetched) : ''
  if (fetchedVersion.startsWith(`v${major}.`))
    return say(`${fetchedVersion}, fetched now (${packageName()}) into ${keptDir()}`)
  if (!failed) rmSync(keptDir(), { recursive: true, force: true })
  say(
    `${process.version}, this Node: could not fetch ${packageName()} (${failed ?? 'not a working Node'}); action.yml runs it on Node ${major}`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) prepare()
