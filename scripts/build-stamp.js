// @ts-check
// `npm test` runs the tests against dist/, so dist/ must be what `npm run build` makes of the sources. The
// build takes about 17 s (ncc type-checks as it bundles), and CI has just run it: after each build this
// records a digest of the build's inputs and of dist/ (`write`, as postbuild), and `npm test` builds again
// only when either differs (`check`, as pretest). The digest lives in node_modules/.cache, never in dist/.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = join(ROOT, 'node_modules', '.cache', 'agent-deploy-action', 'build-stamp')
const INPUTS = ['src', 'package.json', 'package-lock.json', 'tsconfig.json']

/** @param {string} path @param {string[]} into */
function files(path, into = []) {
  if (!existsSync(path)) return into
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) files(join(path, name), into)
  else into.push(path)
  return into
}

/** @param {string[]} paths */
function digest(paths) {
  const hash = createHash('sha256')
  for (const file of paths.flatMap((path) => files(join(ROOT, path)))) {
    hash.update(`${relative(ROOT, file)}\0`)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

const current = () => `inputs ${digest(INPUTS)}\ndist ${digest(['dist'])}\n`

if (process.argv[2] === 'write') {
  mkdirSync(dirname(STAMP), { recursive: true })
  writeFileSync(STAMP, current())
} else if (process.argv[2] === 'check') {
  const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : ''
  if (stamp !== current() || !existsSync(join(ROOT, 'dist', 'index.js'))) {
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    process.exit(built.status ?? 1)
  }
} else {
  console.error('usage: node scripts/build-stamp.js write|check')
  process.exit(2)
}
