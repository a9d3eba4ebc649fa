// Docker's own .dockerignore rules through the built action: characters Docker takes literally, '**'
// as Docker reads it, the Dockerfile's own ignore file first, and a line Docker refuses failing the step
// before anything is uploaded, naming the file, the line number and the line.
import { execFileSync } from 'node:child_process'
import { symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, lastArchive, useBuildWorkspace, workspace } from './setup.js'

useBuildWorkspace()

describe.concurrent("Docker's rules", () => {
  it(
    'takes + ( ) | $ literally and ** as Docker does',
    throughDist(async () => {
      file('app/.dockerignore', 'dist/app-1.0+local.whl\n(tmp)\na|b\n**.txt\n')
      for (const path of [
        'app/dist/app-1.0+local.whl',
        'app/(tmp)',
        'app/a|b',
        'app/abc.py',
        'app/xb',
        'app/notes/a.txt',
      ])
        file(path)
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(lastArchive()).toEqual(['.dockerignore', 'Dockerfile', 'abc.py', 'bot.py', 'xb'])
    }),
  )

  it("reads the Dockerfile's own ignore file before .dockerignore, as BuildKit does", async () => {
    file('app/Dockerfile.bot', 'FROM python:3.12-slim\n')
    file('app/Dockerfile.bot.dockerignore', 'fixtures/\n')
    file('app/.dockerignore', 'bot.py\n')
    file('app/fixtures/big.json')
    const run = await deploy({ dockerfile: 'Dockerfile.bot' })
    expect(run.code).toBe(0)
    expect(lastArchive()).toEqual([
      '.dockerignore',
      'Dockerfile',
      'Dockerfile.bot',
      'Dockerfile.bot.dockerignore',
      'bot.py',
    ])
    expect(run.stdout).toMatch(/Packed 5 files, .* by its Dockerfile\.bot\.dockerignore/)
  })

  it('fails before anything is uploaded on a line Docker refuses, naming the file, line and line', async () => {
    file('app/.dockerignore', '# build output\n*.log\n[Local-Only]/\n')
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      `app/.dockerignore, line 3 ("[Local-Only]/"): a '[' class has a range whose ends are reversed; Docker refuses it too`,
    ])
    expect(double.cloud.uploadRequests).toHaveLength(0)
    expect(run.outputs.status).toBe('not-deployed')
  })
})

describe.concurrent('entries that are not what they seem', () => {
  it(
    'never packs a secret through a link, and tells links and FIFOs apart in the log',
    throughDist(async () => {
      file('app/.env', 'OPENAI_API_KEY=sk-live-secret\n')
      symlinkSync('.env', join(workspace(), 'app', 'settings.cfg'))
      execFileSync('mkfifo', [join(workspace(), 'app', 'events.pipe')])
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(lastArchive()).toEqual(['Dockerfile', 'bot.py'])
      expect(run.stdout).toContain(
        'Left out, links that lead out of the context or to a file left out: settings.cfg -> .env',
      )
      expect(run.stdout).toContain('Left out, not regular files (FIFOs, sockets, devices): events.pipe')
    }),
  )
})

describe.concurrent('hostile names and ignore files', () => {
  it(
    'excludes constructor, __proto__ and toString like any name, and a many-star glob costs nothing',
    throughDist(async () => {
      file('app/.dockerignore', 'constructor\n__proto__\ntoString\n*a*a*a*a*a*a*a*a*a*a*a*a*b\n')
      for (const name of ['constructor', '__proto__', 'toString', 'a'.repeat(60)]) file(`app/${name}`)
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(lastArchive()).toEqual(['.dockerignore', 'Dockerfile', 'a'.repeat(60), 'bot.py'])
      expect(run.durationMs).toBeLessThan(20_000)
    }),
  )

  it('refuses a 10 MB .dockerignore with a message naming it', async () => {
    file('app/.dockerignore', '# padding\n'.repeat(1_000_000))
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual(['app/.dockerignore is larger than 1048576 bytes, the most the action reads of it'])
    expect(double.cloud.uploadRequests).toHaveLength(0)
  })

  it('names a file whose name is not UTF-8, rather than fail with a raw ENOENT', async () => {
    writeFileSync(
      Buffer.concat([Buffer.from(join(workspace(), 'app/')), Buffer.from([0x6e, 0xff, 0x2e, 0x70, 0x79])]),
      'x',
    )
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "The build context has a file name that is not valid UTF-8: n\\xff.py. The archive's names are UTF-8: rename it, or remove it before this step",
    ])
  })
})
