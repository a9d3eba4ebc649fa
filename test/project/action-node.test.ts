// scripts/action-node.js, which `npm test` runs first so that the action's runs use the Node major version
// action.yml declares: in a small project of its own whose action.yml says `using: node21` (no machine
// runs Node 21, so it is always fetched), against a registry on 127.0.0.1 serving `node-<platform>-<arch>`
// as the npm registry does (a packument, a tarball with its integrity), through the real npm.
import { execFile, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLOSED_URL } from '../helpers/closed-port.js'
import { ROOT } from '../helpers/run-action.js'

const PLATFORM = process.platform === 'win32' ? 'win' : process.platform
const NAME = `node-${PLATFORM}-${process.arch}`
let dir: string
let project: string
let server: Server
let registry: string
const requests: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'action-node-'))
  project = join(dir, 'project')
  mkdirSync(join(project, 'scripts'), { recursive: true })
  cpSync(join(ROOT, 'scripts', 'action-node.js'), join(project, 'scripts', 'action-node.js'))
  writeFileSync(join(project, 'action.yml'), "name: x\nruns:\n  using: 'node21'\n  main: dist/index.js\n")
  // the package as npm publishes it: package/package.json and the binary, here one that says its version
  const pkg = join(dir, 'pkg', 'package')
  mkdirSync(join(pkg, 'bin'), { recursive: true })
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: NAME, version: '21.0.0', os: process.platform }))
  writeFileSync(join(pkg, 'bin', 'node'), '#!/bin/sh\necho v21.0.0\n')
  chmodSync(join(pkg, 'bin', 'node'), 0o755)
  expect(spawnSync('tar', ['czf', '../node.tgz', 'package'], { cwd: join(dir, 'pkg') }).status).toBe(0)
  const tarball = readFileSync(join(dir, 'node.tgz'))
  server = createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.url === `/${NAME}`) {
      const version = {
        name: NAME,
        version: '21.0.0',
        dist: {
          tarball: `${registry}${NAME}/-/${NAME}-21.0.0.tgz`,
          integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          shasum: createHash('sha1').update(tarball).digest('hex'),
        },
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ name: NAME, 'dist-tags': { latest: '21.0.0' }, versions: { '21.0.0': version } }))
    } else if (req.url === `/${NAME}/-/${NAME}-21.0.0.tgz`) res.end(tarball)
    else res.writeHead(404).end('{}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(async () => {
  await new Promise((done) => server.close(done))
  rmSync(dir, { recursive: true, force: true })
})

const cache = () => join(dir, 'cache')
const kept = () => join(cache(), 'agent-deploy-action', `node21-${PLATFORM}-${process.arch}`)
/** Runs the script as pretest does, without blocking this process: the registry answers from it. */
async function prepare(env: Record<string, string> = {}, registryUrl = registry) {
  const run = await promisify(execFile)(process.execPath, [join(project, 'scripts', 'action-node.js')], {
    cwd: project,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      XDG_CACHE_HOME: cache(),
      npm_config_registry: registryUrl,
      npm_config_cache: join(dir, 'npm-cache'),
      npm_config_update_notifier: 'false',
      ...env,
    },
  })
  return { stdout: run.stdout, stderr: run.stderr }
}
const chosenNode = () =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `console.log((await import(${JSON.stringify(join(project, 'scripts', 'action-node.js'))})).actionNode())`,
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CACHE_HOME: cache() } },
  ).stdout.trim()

describe.sequential('the Node that runs the action in the tests', () => {
  it("runs on this Node, saying why in npm's words, when the registry cannot be reached, and keeps nothing", async () => {
    const offline = await prepare({ npm_config_fetch_retries: '0' }, `${CLOSED_URL}/`)
    expect(offline.stdout).toMatch(
      new RegExp(
        `^The tests run the action on Node ${process.version}, this Node: could not fetch ${NAME}@21 \\(.*ECONNREFUSED.*\\); action.yml runs it on Node 21\\n$`,
      ),
    )
    expect(existsSync(kept())).toBe(false)
    expect(chosenNode()).toBe(process.execPath)
  })

  it('runs on this Node, saying why, when the cache directory cannot be made', async () => {
    const notADirectory = join(dir, 'a-file')
    writeFileSync(notADirectory, '')
    const unwritable = await prepare({ XDG_CACHE_HOME: notADirectory })
    expect(unwritable.stdout).toMatch(
      new RegExp(
        `^The tests run the action on Node ${process.version}, this Node: could not fetch ${NAME}@21 \\(ENOTDIR: .+\\); action.yml runs it on Node 21\\n$`,
      ),
    )
  })

  it('fetches the major version action.yml declares into the cache directory, once', async () => {
    const first = await prepare()
    expect([first.stdout, first.stderr]).toEqual([
      `The tests run the action on Node v21.0.0, fetched now (${NAME}@21) into ${kept()}\n`,
      '',
    ])
    expect(requests).toContain(`/${NAME}/-/${NAME}-21.0.0.tgz`)
    expect(chosenNode()).toBe(join(kept(), 'bin', 'node'))
    const before = requests.length
    const again = await prepare()
    expect(again.stdout).toBe(`The tests run the action on Node v21.0.0, kept in ${kept()}\n`)
    expect(requests.length).toBe(before)
  })

  it('fetches again when what is kept is not a Node of that major version', async () => {
    writeFileSync(join(kept(), 'bin', 'node'), '#!/bin/sh\necho v20.0.0\n')
    const replaced = await prepare()
    expect(replaced.stdout).toBe(`The tests run the action on Node v21.0.0, fetched now (${NAME}@21) into ${kept()}\n`)
    expect(readFileSync(join(kept(), 'bin', 'node'), 'utf8')).toContain('v21.0.0')
  })

  it('fetches nothing when ACTION_NODE names the Node', async () => {
    const before = requests.length
    const named = await prepare({ ACTION_NODE: process.execPath })
    expect(named.stdout).toBe(`The tests run the action on Node ${process.version} (ACTION_NODE)\n`)
    expect(requests.length).toBe(before)
  })
})
