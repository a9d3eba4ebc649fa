// What a second security review found in what the cloud build reads and sends: a context or Dockerfile
// that leads out of the workspace, a file that changes while packed, upload fields that would add a part,
// and an upload host that answers too much, too little or not at all.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, lastArchive, useBuildWorkspace, workspace } from './setup.js'

useBuildWorkspace()

// what a runner keeps outside the workspace, and must never upload: one directory for the file's tests,
// which only link to it
let outside: string
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'agent-deploy-home-'))
  writeFileSync(join(outside, 'Dockerfile'), 'FROM python:3.12-slim\n')
  writeFileSync(join(outside, 'id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----\n')
})
afterAll(() => rmSync(outside, { recursive: true, force: true }))

const uploads = () => double.cloud.uploadRequests.length

describe.concurrent('paths that lead out of the workspace', () => {
  it(
    'refuses a build context that is a link out of the workspace, before reading anything',
    throughDist(async () => {
      symlinkSync(outside, join(workspace(), 'ctx'))
      const run = await deploy({ 'build-context': 'ctx' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toEqual([
        "The build context 'ctx' leads out of the workspace through a symbolic link: only a directory inside the workspace is packed (build-context). Nothing was read",
      ])
      expect(uploads()).toBe(0)
      expect(run.outputs.status).toBe('not-deployed')
    }),
  )

  it("refuses the deploy file's context_dir that passes through such a link", async () => {
    symlinkSync(outside, join(workspace(), 'linked'))
    mkdirSync(join(outside, 'sub'))
    writeFileSync(join(outside, 'sub', 'Dockerfile'), 'FROM python:3.12-slim\n')
    file('pcc-deploy.toml', 'agent_name = "voice-bot"\n[build]\ncontext_dir = "linked/sub"\n')
    const run = await deploy({ 'config-file': 'pcc-deploy.toml', 'build-context': '' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain("The build context 'linked/sub' leads out of the workspace")
    expect(uploads()).toBe(0)
  })

  it('refuses a Dockerfile that links out of the context', async () => {
    symlinkSync(join(outside, 'Dockerfile'), join(workspace(), 'app', 'Dockerfile.linked'))
    const run = await deploy({ dockerfile: 'Dockerfile.linked' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "The Dockerfile 'Dockerfile.linked' leads out of the build context 'app' through a symbolic link: give a Dockerfile inside the context (dockerfile)",
    ])
    expect(uploads()).toBe(0)
  })
})

describe.concurrent('a file that changes while the context is packed', () => {
  it(
    'fails with the file named, sets the outputs and the summary, and leaves no archive behind',
    throughDist(async () => {
      // a log file another process keeps writing to, as a dev server would
      writeFileSync(join(workspace(), 'app', 'growing.dat'), Buffer.alloc(20 << 20, 'a'))
      const file = JSON.stringify(join(workspace(), 'app', 'growing.dat'))
      const writer = spawn(process.execPath, [
        '-e',
        `const fs = require('fs'); fs.appendFileSync(${file}, 'more\\n'); console.log('writing'); for (;;) fs.appendFileSync(${file}, 'more\\n')`,
      ])
      try {
        // the action starts once the writer writes: on a busy machine a Node that has not started yet
        // left the file unchanged while it was packed
        await new Promise((resolve) => writer.stdout.once('data', resolve))
        const run = await deploy()
        expect(run.code).toBe(1)
        expect(errorsOf(run)).toEqual([
          'growing.dat changed while the build context was packed (its size is not the one listed): run again once nothing writes to the context',
        ])
        expect(run.outputs).toMatchObject({ status: 'not-deployed', ready: 'false' })
        expect(run.summary).toContain('<td>Status</td><td>not-deployed</td>')
        expect(readdirSync(join(workspace(), 'runner-temp'))).toEqual([])
        expect(uploads()).toBe(0)
      } finally {
        writer.kill('SIGKILL')
      }
    }),
  )
})

describe.concurrent('upload fields', () => {
  it(
    'refuses fields that would write another part into the form, and uploads nothing',
    throughDist(async () => {
      double.setFaults([
        {
          method: 'POST',
          path: '/v1/builds/upload-url',
          status: 200,
          body: JSON.stringify({
            uploadId: 'up1',
            uploadUrl: `${double.cloud.uploadUrl}/?upload=up1`,
            uploadFields: { 'key"\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nevil': 'v' },
          }),
        },
      ])
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/^The service gave upload fields that cannot be sent as a form/)
      expect(uploads()).toBe(0)
    }),
  )
})

describe.concurrent('the upload host', () => {
  it(
    'reads a 20 MB refusal only up to the bound, and names its status and code in the host’s words',
    throughDist(async () => {
      double.cloud.config.uploadFaults = ['huge']
      const run = await deploy()
      expect(run.code).toBe(1)
      const [error = ''] = errorsOf(run)
      expect(error).toMatch(
        /^The upload host 127\.0\.0\.1:\d+ refused the build context \(403\): AccessDenied: Access Denied; the answer, over 4 MiB, was cut off/,
      )
      expect(run.stdout).not.toContain('Uploading again')
      expect(error.length).toBeLessThan(400)
      expect(run.stdout.length).toBeLessThan(20_000)
      expect(double.writes()).toHaveLength(0)
    }),
  )

  it.each(['cut', 'drop'] as const)('uploads again when the connection is %s before the answer ends', async (fault) => {
    double.cloud.config.uploadFaults = [fault]
    const run = await deploy()
    expect(run.code).toBe(0)
    // the cut is noticed, not waited out: far below the upload's 15 min limit, whatever the machine's pace
    expect(run.durationMs).toBeLessThan(90_000)
    expect(double.cloud.uploadRequests.map((r) => r.fault ?? r.status)).toEqual([fault, 204])
    expect(run.stdout).toMatch(/Uploading again \(1\/2\): the upload to 127\.0\.0\.1:\d+ failed \(ECONNRESET\)/)
  })
})

describe.concurrent("the checkout's credentials", () => {
  const checkout = () => {
    // what actions/checkout leaves with persist-credentials (its default)
    file('app/.git/HEAD', 'ref: refs/heads/main\n')
    file(
      'app/.git/config',
      '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n',
    )
    file('app/.git-credentials', 'https://x-access-token:ghs_secret@github.com\n')
  }

  it(
    'never packs .git/config or .git-credentials when the .dockerignore does not name .git, and says so',
    throughDist(async () => {
      checkout()
      file('app/.dockerignore', '*.md\n')
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(lastArchive()).toEqual(['.dockerignore', '.git/HEAD', 'Dockerfile', 'bot.py'])
      expect(run.stdout).toContain(
        "hold the checkout's credentials (a .dockerignore '!' rule naming them takes them in): .git-credentials, .git/config",
      )
    }),
  )

  it("packs them only when a '!' rule names them", async () => {
    checkout()
    file('app/.dockerignore', '*.md\n!.git/config\n')
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(lastArchive()).toContain('.git/config')
    expect(lastArchive()).not.toContain('.git-credentials')
  })
})
