// scripts/run-tests.js, which `npm test` runs: vitest on the Node the action runs on (ACTION_NODE here, a
// script that says what it was given), its arguments passed as they are, its exit code and signals passed on.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/run-action.js'

const dir = mkdtempSync(join(tmpdir(), 'run-tests-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A Node that writes its arguments to a file, then exits as `body` says. */
function fakeNode(name: string, body: string): string {
  const path = join(dir, name)
  writeFileSync(path, `#!/bin/sh\nprintf '%s\\n' "$@" > "${path}.args"\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

function runTests(node: string, args: string[], onStart?: (pid: number) => void) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'run-tests.js'), ...args], {
    env: { PATH: process.env.PATH ?? '', ACTION_NODE: node },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const read = new Promise((done) => child.stderr.on('end', done))
  if (child.pid) onStart?.(child.pid)
  // its exit and its own stderr, not 'close': a Node that outlived it would hold the pipes open
  return new Promise<{ code: number | null; stderr: string }>((done) =>
    child.on('exit', (code) => read.then(() => done({ code, stderr }))),
  )
}

describe.concurrent('npm test (scripts/run-tests.js)', () => {
  it('runs vitest on the action’s Node with the arguments given, and exits as it did', async () => {
    const node = fakeNode('exits-3', 'exit 3')
    const run = await runTests(node, ['test/e2e/deploy.test.ts', '--reporter=json'])
    expect(run.code).toBe(3)
    const args = readFileSync(`${node}.args`, 'utf8').trim().split('\n')
    expect(args).toEqual([
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      'test/e2e/deploy.test.ts',
      '--reporter=json',
    ])
  })

  it('passes a signal on to the tests, and fails', async () => {
    // ten seconds at most: were the signal not passed on, it would not outlive the test by long
    const node = fakeNode(
      'waits',
      `trap 'echo got-term > "${dir}/term"; exit 143' TERM\nfor i in $(seq 200); do sleep 0.05; done`,
    )
    const run = await runTests(node, [], (pid) => {
      const sent = setInterval(() => {
        try {
          readFileSync(`${node}.args`)
          clearInterval(sent)
          process.kill(pid, 'SIGTERM')
        } catch {}
      }, 20)
    })
    expect(readFileSync(join(dir, 'term'), 'utf8').trim()).toBe('got-term')
    expect(run.code).not.toBe(0)
  })

  it('says so when that Node cannot be started', async () => {
    const run = await runTests(join(dir, 'no-such-node'), [])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`Could not start the tests on ${join(dir, 'no-such-node')}: spawn`)
  })
})
