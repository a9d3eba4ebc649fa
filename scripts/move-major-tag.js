// @ts-check
// Moves the major tag (v1) to a release's commit and pushes it, as the last step of
// .github/workflows/release.yml:   node scripts/move-major-tag.js vX.Y.Z [remote]
// A release of an older line (v1.0.1 after v1.2.0) does not move it back: the major tag names the
// highest release of its major version.
import { execFileSync } from 'node:child_process'

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim()
/** @param {string} message @returns {never} */
function refuse(message) {
  console.error(`move-major-tag: ${message}`)
  process.exit(1)
}

const [tag = '', remote = 'origin'] = process.argv.slice(2)
const match = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(tag)
if (!match) refuse(`expected a release tag vX.Y.Z (got "${tag}")`)
const major = `v${match[1]}`
const commit = git('rev-parse', '--verify', `${tag}^{commit}`)
const numbers = (/** @type {string} */ name) => name.slice(1).split('.').map(Number)
const newer = git('tag', '--list', `${major}.*.*`)
  .split('\n')
  .filter((name) => /^v\d+\.\d+\.\d+$/.test(name))
  .find((name) => {
    const [a = 0, b = 0, c = 0] = numbers(name)
    const [x = 0, y = 0, z = 0] = numbers(tag)
    return a === x && (b > y || (b === y && c > z))
  })
if (newer) {
  console.log(`${major} stays where it is: ${newer} is a later release of ${major} than ${tag}`)
  process.exit(0)
}
git('tag', '--force', major, commit)
git('push', '--force', remote, `refs/tags/${major}`)
console.log(`${major} now names ${tag} (${commit})`)
