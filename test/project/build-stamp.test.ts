// scripts/build-stamp.js, which decides whether `npm test` builds dist/ first: in this repository (the
// committed dist/ is the build of the committed sources), and in a small project of its own whose build is a
// script that writes dist/ and the stamp as the real one does, so that a change of each kind can be made.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/run-action.js'

const env = { PATH: process.env.PATH ?? '', HOME: tmpdir() }
const stamp = (cwd: string, mode: string) =>
  spawnSync(process.execPath, [join(cwd, 'scripts', 'build-stamp.js'), mode], { cwd, env, encoding: 'utf8' })

let project: string

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  mkdirSync(join(project, 'scripts'))
  mkdirSync(join(project, 'src'))
  cpSync(join(ROOT, 'scripts', 'build-stamp.js'), join(project, 'scripts', 'build-stamp.js'))
  // the build: dist/index.js from src/index.ts, then the stamp, as postbuild writes it
  const build = `require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.js',require('fs').readFileSync('src/index.ts'))`
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      type: 'module',
      scripts: { build: `node -e "${build}"`, postbuild: 'node scripts/build-stamp.js write' },
    }),
  )
  for (const name of ['package-lock.json', 'tsconfig.json', 'scripts/check-entry.js'])
    writeFileSync(join(project, name), '{}')
  writeFileSync(join(project, 'src', 'index.ts'), 'export const a = 1\n')
  expect(spawnSync('npm', ['run', '-s', 'build'], { cwd: project, env }).status).toBe(0)
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

describe('the build stamp', () => {
  it('says the committed dist/ is the build of the committed sources', () => {
    const here = stamp(ROOT, 'status')
    expect(here.stdout).toBe('current\n')
  })

  it('finds dist/ current after a build, and stale after a change to the sources or to dist/', () => {
    expect(stamp(project, 'status').stdout).toBe('current\n')
    writeFileSync(join(project, 'src', 'index.ts'), 'export const a = 2\n')
    expect(stamp(project, 'status').stdout).toBe(
      'stale: the sources changed since the build (src, package.json, package-lock.json, tsconfig.json, scripts/check-entry.js)\n',
    )
    writeFileSync(join(project, 'src', 'index.ts'), 'export const a = 1\n')
    writeFileSync(join(project, 'dist', 'index.js'), 'edited by hand\n')
    expect(stamp(project, 'status').stdout).toBe('stale: dist/ changed since the build\n')
    unlinkSync(join(project, 'dist', 'build-stamp.txt'))
    expect(stamp(project, 'status').stdout).toBe('stale: dist/build-stamp.txt is missing\n')
  })

  it('builds before the tests only when dist/ is stale, saying why', () => {
    const fresh = stamp(project, 'check')
    expect([fresh.status, fresh.stderr]).toEqual([0, ''])
    writeFileSync(join(project, 'src', 'index.ts'), 'export const a = 3\n')
    const rebuilt = stamp(project, 'check')
    expect(rebuilt.status).toBe(0)
    expect(rebuilt.stderr).toContain('Building dist/ first: the sources changed since the build')
    expect(stamp(project, 'status').stdout).toBe('current\n')
  })
})
