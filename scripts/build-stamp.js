// @ts-check
// `npm test` runs the tests against dist/, so dist/ must be what `npm run build` makes of the sources. The
// build takes about 35 s (ncc type-checks as it bundles). After each build this writes a digest of the
// build's inputs and of the rest of dist/ into dist/build-stamp.txt (`write`, as postbuild), committed
// with dist/; `npm test` builds again only when either differs (`check`, as pretest; `status` says which).
// So a fresh clone tests the committed dist/ at once (CI checks apart that it is what the build makes),
// and a change to src/, or a hand-edited dist/, is built first. The digests are of bytes only: the same
// on every machine.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = join(ROOT, 'dist', 'build-stamp.txt')
const INPUTS = ['src', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/check-entry.js']

/** @param {string} path @param {string[]} into */
function files(path, into = []) {
  if (!existsSync(path)) return into
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) files(join(path, name), into)
  else if (path !== STAMP) into.push(path)
  return into
}

/** @param {string[]} paths */
function digest(paths) {
  const hash = createHash('sha256')
  for (const file of paths.flatMap((path) => files(join(ROOT, path)))) {
    hash.update(`${relative(ROOT, file).split('\\').join('/')}\0`)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

const current = () => `inputs ${digest(INPUTS)}\ndist ${digest(['dist'])}\n`

/** Why dist/ is not what the build made of these sources; empty when it is. */
function stale() {
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) return 'dist/index.js is missing'
  if (!existsSync(STAMP)) return 'dist/build-stamp.txt is missing'
  const [inputs, dist] = readFileSync(STAMP, 'utf8').split('\n')
  const [nowInputs, nowDist] = current().split('\n')
  if (inputs !== nowInputs) return `the sources changed since the build (${INPUTS.join(', ')})`
  if (dist !== nowDist) return 'dist/ changed since the build'
  return ''
}

const mode = process.argv[2]
if (mode === 'write') {
  writeFileSync(STAMP, current())
} else if (mode === 'check' || mode === 'status') {
  const why = stale()
  if (mode === 'status') {
    console.log(why ? `stale: ${why}` : 'current')
    process.exit(why ? 1 : 0)
  }
  if (why) {
    console.error(`Building dist/ first: ${why}`)
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    process.exit(built.status ?? 1)
  }
} else {
  console.error('usage: node scripts/build-stamp.js write|check|status')
  process.exit(2)
}
