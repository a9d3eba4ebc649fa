// @ts-check
// Releasing, for maintainers (CONTRIBUTING.md, "Releasing"), run at the repository's root:
//
//   node scripts/release.js prepare X.Y.Z   on a clean main: the [Unreleased] entries of CHANGELOG.md become
//                                           "## [X.Y.Z] - <today>", the version is set in package.json, the
//                                           lock file and src/service/version.ts, dist/ is built again, all
//                                           of it committed and tagged vX.Y.Z (annotated). Pushes nothing:
//                                           it prints the one command that does.
//   node scripts/release.js notes X.Y.Z     prints that version's section of CHANGELOG.md, nothing else
//                                           (the release's text, in .github/workflows/release.yml)
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = process.cwd()
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/
const CHANGELOG = 'CHANGELOG.md'
const VERSION_FILE = join('src', 'service', 'version.ts')

/** @param {string} message @returns {never} */
function refuse(message) {
  console.error(`release: ${message}`)
  process.exit(1)
}

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
/** @param {string} path */
const read = (path) => readFileSync(join(root, path), 'utf8')
/** @param {string} path @param {string} text */
const write = (path, text) => writeFileSync(join(root, path), text)

/** -1, 0 or 1, as a is below, equal to or above b. @param {string} a @param {string} b */
function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => (SEMVER.exec(v) ?? []).slice(1).map(Number))
  for (let i = 0; i < 3; i++) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) < (y?.[i] ?? 0) ? -1 : 1
  return 0
}

/**
 * The changelog's sections: where `## [name]` starts, and its body up to the next `## [` (or the link
 * references at the end).
 * @param {string} text @param {string} name
 */
function section(text, name) {
  const heading = new RegExp(`^## \\[${name.replaceAll('.', '\\.')}\\][^\\n]*\\n`, 'm').exec(text)
  if (!heading) return undefined
  const start = heading.index + heading[0].length
  const rest = text.slice(start)
  const next = /^## \[|^\[[^\]]+\]: /m.exec(rest)
  const end = start + (next ? next.index : rest.length)
  return { headingAt: heading.index, start, end, body: text.slice(start, end) }
}

/** Whether a section holds an entry, not only its ### headings and blank lines. @param {string} body */
const hasEntries = (body) => body.split('\n').some((line) => line.trim() !== '' && !line.startsWith('### '))

/** @param {string} text @param {string} version @param {string} date */
function releasedChangelog(text, version, date) {
  const unreleased = section(text, 'Unreleased')
  if (!unreleased) refuse(`${CHANGELOG} has no "## [Unreleased]" section`)
  if (!hasEntries(unreleased.body)) refuse(`the [Unreleased] section of ${CHANGELOG} is empty: nothing to release`)
  const entries = unreleased.body.trim()
  let result = `${text.slice(0, unreleased.start)}\n## [${version}] - ${date}\n\n${entries}\n\n${text.slice(unreleased.end)}`
  // The link references at the end, when the changelog keeps them: Unreleased compares from the new tag.
  const link = /^\[Unreleased\]: (.*)\/compare\/(v[^.\s]+\.[^.\s]+\.[^.\s]+)\.\.\.HEAD$/m.exec(result)
  if (link) {
    const [line, base, previous] = link
    result = result.replace(
      line,
      `[Unreleased]: ${base}/compare/v${version}...HEAD\n[${version}]: ${base}/compare/${previous}...v${version}`,
    )
  }
  return result
}

/** @param {string} version */
function prepare(version) {
  if (!SEMVER.test(version)) refuse(`expected a version X.Y.Z, such as 1.2.0 (got "${version}")`)
  if (git('status', '--porcelain') !== '') refuse('the working tree is not clean: commit or stash first')
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD')
  if (branch !== 'main') refuse(`a release is prepared on main (this is ${branch})`)
  const pkg = JSON.parse(read('package.json'))
  if (compareVersions(version, pkg.version) <= 0) {
    refuse(`version ${version} is not above package.json's ${pkg.version}`)
  }
  if (git('tag', '--list', `v${version}`) !== '') refuse(`tag v${version} exists already`)
  const date = new Date().toISOString().slice(0, 10)
  write(CHANGELOG, releasedChangelog(read(CHANGELOG), version, date))
  write('package.json', read('package.json').replace(/^(\s*"version":\s*")[^"]+(")/m, `$1${version}$2`))
  const lock = JSON.parse(read('package-lock.json'))
  lock.version = version
  if (lock.packages?.['']) lock.packages[''].version = version
  write('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
  write(VERSION_FILE, read(VERSION_FILE).replace(/(ACTION_VERSION = ')[^']+(')/, `$1${version}$2`))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  git('add', '--all')
  git('commit', '--quiet', '--message', `Release v${version}`)
  git('tag', '--annotate', `v${version}`, '--message', `v${version}\n\n${notesOf(read(CHANGELOG), version)}`)
  console.log(`Prepared v${version}: committed and tagged on main, nothing pushed. To publish it:`)
  console.log(`  git push --atomic origin main v${version}`)
}

/** @param {string} text @param {string} version */
function notesOf(text, version) {
  const found = section(text, version)
  if (!found) refuse(`${CHANGELOG} has no section for ${version}`)
  return found.body.trim()
}

const [command, version = ''] = process.argv.slice(2)
if (command === 'prepare') prepare(version)
else if (command === 'notes') console.log(notesOf(read(CHANGELOG), version))
else refuse('usage: node scripts/release.js prepare X.Y.Z | notes X.Y.Z')
