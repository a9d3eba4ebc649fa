// Releasing: scripts/release.js (prepare and notes) against a real temporary git repository made like this
// one, scripts/move-major-tag.js against a temporary repository with a local bare remote, and the release
// workflow: triggered only by a vX.Y.Z tag, contents: write and nothing else, its actions pinned by commit,
// its steps the commands tested here.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from '../helpers/run-action.js'

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Release Tester',
  GIT_AUTHOR_EMAIL: 'release@example.com',
  GIT_COMMITTER_NAME: 'Release Tester',
  GIT_COMMITTER_EMAIL: 'release@example.com',
}
const env = { PATH: process.env.PATH ?? '', HOME: tmpdir(), ...IDENTITY }
let dir: string
let repo: string

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim()
const script = (name: string, cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts', name), ...args], { cwd, env, encoding: 'utf8' })

const CHANGELOG = `# Changelog

## [Unreleased]

### Added

- A session tried on the new deployment.

### Fixed

- A deploy file's placeholder image under the step's own.

## [1.0.0] - 2026-11-22

### Added

- The first release.

[Unreleased]: https://github.com/acme/agent-deploy-action/compare/v1.0.0...HEAD
[1.0.0]: https://github.com/acme/agent-deploy-action/releases/tag/v1.0.0
`

/** A repository shaped like this one: package.json with a build, its lock file, version.ts, a changelog. */
function makeRepository(changelog = CHANGELOG, version = '1.0.0') {
  repo = join(dir, 'repo')
  mkdirSync(join(repo, 'src', 'service'), { recursive: true })
  mkdirSync(join(repo, 'check'), { recursive: true })
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'agent-deploy-action', version, private: true, scripts: { build: 'node build.js' } }, null, 2)}\n`,
    'package-lock.json': `${JSON.stringify({ name: 'agent-deploy-action', version, lockfileVersion: 3, requires: true, packages: { '': { name: 'agent-deploy-action', version } } }, null, 2)}\n`,
    'src/service/version.ts': `export const ACTION_NAME = 'agent-deploy-action'\nexport const ACTION_VERSION = '${version}'\n`,
    // both entries of the build, as `npm run build` makes them: the deploy step's and the check action's
    'build.js':
      "const fs = require('node:fs'); fs.mkdirSync('dist/check', { recursive: true }); for (const f of ['dist/index.js', 'dist/check/index.js']) fs.writeFileSync(f, fs.readFileSync('src/service/version.ts'))\n",
    'action.yml': 'runs:\n  using: node24\n  main: dist/index.js\n',
    'check/action.yml': 'runs:\n  using: node24\n  main: ../dist/check/index.js\n',
    'CHANGELOG.md': changelog,
  }
  for (const [path, text] of Object.entries(files)) writeFileSync(join(repo, path), text)
  execFileSync(process.execPath, ['build.js'], { cwd: repo })
  git(dir, 'init', '--quiet', '--initial-branch=main', repo)
  git(repo, 'add', '--all')
  git(repo, 'commit', '--quiet', '--message', `v${version}`)
  git(repo, 'tag', '--annotate', `v${version}`, '--message', `v${version}`)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'agent-deploy-release-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('node scripts/release.js prepare X.Y.Z', () => {
  it('moves [Unreleased] into the version, sets the version everywhere, rebuilds, commits and tags, pushing nothing', () => {
    makeRepository()
    const run = script('release.js', repo, 'prepare', '1.1.0')
    expect(run.status, run.stderr).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    const changelog = readFileSync(join(repo, 'CHANGELOG.md'), 'utf8')
    expect(changelog).toContain(
      `## [Unreleased]\n\n## [1.1.0] - ${today}\n\n### Added\n\n- A session tried on the new deployment.\n\n### Fixed\n\n- A deploy file's placeholder image under the step's own.\n\n## [1.0.0] - 2026-11-22`,
    )
    expect(changelog).toContain(
      '[Unreleased]: https://github.com/acme/agent-deploy-action/compare/v1.1.0...HEAD\n[1.1.0]: https://github.com/acme/agent-deploy-action/compare/v1.0.0...v1.1.0\n',
    )
    expect(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version).toBe('1.1.0')
    const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8'))
    expect([lock.version, lock.packages[''].version]).toEqual(['1.1.0', '1.1.0'])
    expect(readFileSync(join(repo, 'src/service/version.ts'), 'utf8')).toContain("ACTION_VERSION = '1.1.0'")
    expect(readFileSync(join(repo, 'dist/index.js'), 'utf8')).toContain("ACTION_VERSION = '1.1.0'")
    // the one tag publishes both actions: the check's action.yml and its entry, rebuilt
    expect(git(repo, 'show', 'v1.1.0:dist/check/index.js')).toContain("ACTION_VERSION = '1.1.0'")
    expect(git(repo, 'show', 'v1.1.0:check/action.yml')).toContain('main: ../dist/check/index.js')
    expect(git(repo, 'status', '--porcelain')).toBe('')
    expect(git(repo, 'log', '-1', '--format=%s')).toBe('Release v1.1.0')
    expect(git(repo, 'cat-file', '-t', 'v1.1.0')).toBe('tag')
    expect(git(repo, 'rev-parse', 'v1.1.0^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD'))
    expect(git(repo, 'tag', '-l', '--format=%(contents)', 'v1.1.0')).toContain(
      '- A session tried on the new deployment.',
    )
    expect(run.stdout).toContain('git push --atomic origin main v1.1.0')
  })

  it.each([
    ['a version not above package.json’s', '1.0.0', "version 1.0.0 is not above package.json's 1.0.0"],
    ['a lower version', '0.9.9', "version 0.9.9 is not above package.json's 1.0.0"],
    ['a version that is not X.Y.Z', '1.1', 'expected a version X.Y.Z'],
  ])('refuses %s, changing nothing', (_, version, message) => {
    makeRepository()
    const head = git(repo, 'rev-parse', 'HEAD')
    const run = script('release.js', repo, 'prepare', version)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(message)
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head)
    expect(git(repo, 'status', '--porcelain')).toBe('')
  })

  it('compares versions as numbers: 1.10.0 is above 1.9.0, and 1.9.0 after 1.10.0 is refused', () => {
    makeRepository(CHANGELOG, '1.9.0')
    expect(script('release.js', repo, 'prepare', '1.10.0').status).toBe(0)
    expect(git(repo, 'tag', '--list', 'v1.10.0')).toBe('v1.10.0')
    rmSync(join(dir, 'repo'), { recursive: true, force: true })
    makeRepository(CHANGELOG, '1.10.0')
    const run = script('release.js', repo, 'prepare', '1.9.0')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("version 1.9.0 is not above package.json's 1.10.0")
  })

  it('refuses a dirty tree and an empty [Unreleased]', () => {
    makeRepository()
    writeFileSync(join(repo, 'notes.txt'), 'work in progress\n')
    expect(script('release.js', repo, 'prepare', '1.1.0').stderr).toContain('the working tree is not clean')
    rmSync(join(dir, 'repo'), { recursive: true, force: true })
    makeRepository(CHANGELOG.replace(/## \[Unreleased\][\s\S]*?(?=## \[1\.0\.0\])/, '## [Unreleased]\n\n### Added\n\n'))
    const run = script('release.js', repo, 'prepare', '1.1.0')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('the [Unreleased] section of CHANGELOG.md is empty')
    expect(git(repo, 'tag', '--list')).toBe('v1.0.0')
  })
})

describe('node scripts/release.js notes X.Y.Z', () => {
  it("prints the version's section and nothing else", () => {
    makeRepository()
    const run = script('release.js', repo, 'notes', '1.0.0')
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('### Added\n\n- The first release.\n')
    expect(script('release.js', repo, 'notes', '9.9.9').status).toBe(1)
  })

  it("prints this repository's [1.0.0] section", () => {
    const run = script('release.js', ROOT, 'notes', '1.0.0')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^### Added\n/)
  })
})

describe('node scripts/move-major-tag.js vX.Y.Z', () => {
  it('moves the major tag to the release on the remote, never back to an older line', () => {
    makeRepository()
    const remote = join(dir, 'remote.git')
    git(dir, 'init', '--quiet', '--bare', remote)
    git(repo, 'remote', 'add', 'origin', remote)
    git(repo, 'push', '--quiet', 'origin', 'main', 'v1.0.0')
    expect(script('move-major-tag.js', repo, 'v1.0.0').status).toBe(0)
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(git(repo, 'rev-parse', 'v1.0.0^{commit}'))

    writeFileSync(join(repo, 'b.txt'), 'b\n')
    git(repo, 'add', '--all')
    git(repo, 'commit', '--quiet', '--message', 'v1.2.0')
    git(repo, 'tag', '--annotate', 'v1.2.0', '--message', 'v1.2.0')
    expect(script('move-major-tag.js', repo, 'v1.2.0').status).toBe(0)
    const latest = git(repo, 'rev-parse', 'v1.2.0^{commit}')
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(latest)

    // a fix of the older line, released later, leaves v1 on v1.2.0
    git(repo, 'tag', '--annotate', 'v1.0.1', '--message', 'v1.0.1', 'v1.0.0')
    const older = script('move-major-tag.js', repo, 'v1.0.1')
    expect(older.status).toBe(0)
    expect(older.stdout).toContain('v1 stays where it is: v1.2.0 is a later release of v1 than v1.0.1')
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(latest)
    expect(script('move-major-tag.js', repo, 'latest').status).toBe(1)
  })

  it('keeps the major tag on the highest patch: v1.0.1 released after v1.0.2 leaves v1 on v1.0.2', () => {
    makeRepository()
    const remote = join(dir, 'remote.git')
    git(dir, 'init', '--quiet', '--bare', remote)
    git(repo, 'remote', 'add', 'origin', remote)
    writeFileSync(join(repo, 'fix.txt'), 'fix\n')
    git(repo, 'add', '--all')
    git(repo, 'commit', '--quiet', '--message', 'v1.0.2')
    git(repo, 'tag', '--annotate', 'v1.0.2', '--message', 'v1.0.2')
    expect(script('move-major-tag.js', repo, 'v1.0.2').status).toBe(0)
    git(repo, 'tag', '--annotate', 'v1.0.1', '--message', 'v1.0.1', 'v1.0.0')
    const older = script('move-major-tag.js', repo, 'v1.0.1')
    expect(older.stdout).toContain('v1 stays where it is: v1.0.2 is a later release of v1 than v1.0.1')
    expect(git(remote, 'rev-parse', 'v1^{commit}')).toBe(git(repo, 'rev-parse', 'v1.0.2^{commit}'))
  })
})

describe('node scripts/check-release-tag.js vX.Y.Z <default branch>', () => {
  /** A clone of a remote whose main has the repository's commit; `side` a commit on another branch. */
  function cloneWithSideBranch() {
    makeRepository()
    const remote = join(dir, 'remote.git')
    git(dir, 'init', '--quiet', '--bare', remote)
    git(repo, 'remote', 'add', 'origin', remote)
    git(repo, 'push', '--quiet', 'origin', 'main', 'v1.0.0')
    git(repo, 'switch', '--quiet', '--create', 'unreviewed')
    writeFileSync(join(repo, 'package.json'), read('package.json').replace('"1.0.0"', '"1.0.1"'))
    git(repo, 'commit', '--quiet', '--all', '--message', 'not merged')
    git(repo, 'tag', '--annotate', 'v1.0.1', '--message', 'v1.0.1')
    git(repo, 'push', '--quiet', 'origin', 'unreviewed', 'v1.0.1')
    const clone = join(dir, 'clone')
    git(dir, 'clone', '--quiet', remote, clone)
    return clone
  }
  const read = (path: string) => readFileSync(join(repo, path), 'utf8')

  it('takes a tag of package.json’s version on a commit of the default branch', () => {
    const clone = cloneWithSideBranch()
    const run = script('check-release-tag.js', clone, 'v1.0.0', 'main')
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain("v1.0.0 is package.json's version, and its commit")
  })

  it('refuses a tag on a commit that is not on the default branch', () => {
    const clone = cloneWithSideBranch()
    const run = script('check-release-tag.js', clone, 'v1.0.1', 'main')
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(
      /tag v1\.0\.1 is on commit [0-9a-f]{40}, which is not on main: a release is made only from reviewed code/,
    )
  })

  it('refuses a tag that is not package.json’s version at its commit', () => {
    const clone = cloneWithSideBranch()
    git(clone, 'tag', '--annotate', 'v2.0.0', '--message', 'v2.0.0', 'v1.0.0')
    const run = script('check-release-tag.js', clone, 'v2.0.0', 'main')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('tag v2.0.0 is not the version of package.json at its commit (1.0.0)')
  })
})

describe('.github/workflows/release.yml', () => {
  const workflow = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8'))

  it('runs on a pushed vX.Y.Z tag only; the tests in a job that can write nothing and keeps no token', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } })
    expect(workflow.permissions).toEqual({})
    const { check, publish } = workflow.jobs as Record<string, Job>
    expect(check?.permissions).toEqual({ contents: 'read' })
    expect(publish?.permissions).toEqual({ contents: 'write' })
    expect(publish?.needs).toBe('check')
    expect(check?.steps[0]?.with).toMatchObject({ 'persist-credentials': false, 'fetch-depth': 0 })
    const runs = (job?: Job) => (job?.steps ?? []).map((s) => s.run ?? '').join('\n')
    expect(runs(check)).toContain('npm test')
    expect(runs(check)).toContain('test -z "$(git status --porcelain -- dist)"')
    // the job that may write installs nothing: no npm ci, no test, no third-party code
    expect(runs(publish)).not.toMatch(/npm (ci|install|test)/)
  })

  it('checks the tag on the default branch first in each job, and uses every action pinned by commit', () => {
    for (const job of Object.values(workflow.jobs) as Job[]) {
      const first = job.steps.find((step) => step.run)
      expect(first?.run).toBe('node scripts/check-release-tag.js "$GITHUB_REF_NAME" "$DEFAULT_BRANCH"')
      for (const step of job.steps.filter((s) => s.uses)) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/)
    }
    const commands = (Object.values(workflow.jobs) as Job[])
      .flatMap((job) => job.steps.map((s) => s.run ?? ''))
      .join('\n')
    // the shell's own ${…}, not a template's
    expect(commands).toContain(['node scripts/release.js notes "$', '{GITHUB_REF_NAME#v}"'].join(''))
    expect(commands).toContain('node scripts/move-major-tag.js "$GITHUB_REF_NAME"')
  })
})

interface Job {
  permissions: unknown
  needs?: string
  steps: { uses?: string; run?: string; with?: Record<string, unknown> }[]
}
