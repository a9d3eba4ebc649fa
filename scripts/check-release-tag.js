// @ts-check
// The first step of .github/workflows/release.yml, before anything is installed, built or published:
//   node scripts/check-release-tag.js vX.Y.Z <default branch> [remote]
// The tag names package.json's version at its commit, and that commit is on the default branch as the
// remote has it (reviewed, merged code): a vX.Y.Z tag pushed on any other commit is refused, so the major
// tag (and every @v1 user) never moves to code that did not go through main.
import { execFileSync } from 'node:child_process'

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
/** @param {string} message @returns {never} */
function refuse(message) {
  console.error(`check-release-tag: ${message}`)
  process.exit(1)
}

const [tag = '', branch = '', remote = 'origin'] = process.argv.slice(2)
if (!/^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(tag)) refuse(`expected a release tag vX.Y.Z (got "${tag}")`)
if (!branch) refuse('expected the default branch as the second argument')
/** @param {string[]} args */
const tryGit = (...args) => {
  try {
    return git(...args)
  } catch {
    return undefined
  }
}
const commit = tryGit('rev-parse', '--verify', `${tag}^{commit}`) ?? refuse(`no tag ${tag} here`)
const version = JSON.parse(tryGit('show', `${commit}:package.json`) ?? '{}').version
if (`v${version}` !== tag) refuse(`tag ${tag} is not the version of package.json at its commit (${version})`)
const main = `refs/remotes/${remote}/${branch}`
if (tryGit('rev-parse', '--verify', '--quiet', main) === undefined) {
  refuse(`${remote}/${branch} is not here: fetch it first (actions/checkout with fetch-depth: 0)`)
}
try {
  git('merge-base', '--is-ancestor', commit, main)
} catch {
  refuse(
    `tag ${tag} is on commit ${commit}, which is not on ${branch}: a release is made only from reviewed code on the default branch. Delete the tag, merge the change, and tag the commit on ${branch}`,
  )
}
console.log(`${tag} is package.json's version, and its commit ${commit} is on ${branch}`)
