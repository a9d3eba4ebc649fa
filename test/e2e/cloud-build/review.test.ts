// What a second security review found in the cloud build, each through the built action: a context or
// Dockerfile that leads out of the workspace, a found or cached build of another context or region, a
// file that changes while packed, an upload host that answers too much, too little or not at all, and a
// secret spanning the cut of a long build log line.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, TEST_KEY } from '../../helpers/run-action.js'
import { calls, deploy, double, file, lastArchive, useBuildWorkspace, workspace } from './setup.js'

useBuildWorkspace()

let outside: string
beforeEach(() => {
  // what a runner keeps outside the workspace, and must never upload
  outside = mkdtempSync(join(tmpdir(), 'agent-deploy-home-'))
  writeFileSync(join(outside, 'Dockerfile'), 'FROM python:3.12-slim\n')
  writeFileSync(join(outside, 'id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----\n')
})
afterEach(() => rmSync(outside, { recursive: true, force: true }))

const uploads = () => double.cloud.uploadRequests.length

describe('paths that lead out of the workspace', () => {
  it('refuses a build context that is a link out of the workspace, before reading anything', async () => {
    symlinkSync(outside, join(workspace, 'ctx'))
    const run = await deploy({ 'build-context': 'ctx' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "The build context 'ctx' leads out of the workspace through a symbolic link: only a directory inside the workspace is packed (build-context). Nothing was read",
    ])
    expect(uploads()).toBe(0)
    expect(run.outputs.status).toBe('not-deployed')
  })

  it("refuses the deploy file's context_dir that passes through such a link", async () => {
    symlinkSync(outside, join(workspace, 'linked'))
    mkdirSync(join(outside, 'sub'))
    writeFileSync(join(outside, 'sub', 'Dockerfile'), 'FROM python:3.12-slim\n')
    file('pcc-deploy.toml', 'agent_name = "voice-bot"\n[build]\ncontext_dir = "linked/sub"\n')
    const run = await deploy({ 'config-file': 'pcc-deploy.toml', 'build-context': '' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain("The build context 'linked/sub' leads out of the workspace")
    expect(uploads()).toBe(0)
  })

  it('refuses a Dockerfile that links out of the context', async () => {
    symlinkSync(join(outside, 'Dockerfile'), join(workspace, 'app', 'Dockerfile.linked'))
    const run = await deploy({ dockerfile: 'Dockerfile.linked' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "The Dockerfile 'Dockerfile.linked' leads out of the build context 'app' through a symbolic link: give a Dockerfile inside the context (dockerfile)",
    ])
    expect(uploads()).toBe(0)
  })
})

describe('a build is taken only when its record shows this context and region', () => {
  const listed = (build: Record<string, unknown>) => ({
    method: 'GET',
    path: '/v1/builds',
    status: 200,
    body: JSON.stringify({ builds: [{ id: 'bld_other', status: 'success', dockerfilePath: 'Dockerfile', ...build }] }),
  })

  it.each([
    ['another context', { contextHash: '0123456789abcdef', region: 'us-west' }],
    ['another region', { region: 'eu-central' }],
  ])('builds anew when the lookup answers with a build of %s', async (_, build) => {
    const first = await deploy({ 'dry-run': 'true' })
    const hash = first.outputs['context-hash']
    double.setFaults([listed({ contextHash: hash, ...build })])
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.outputs['build-cached']).toBe('false')
    expect(run.outputs['build-id']).not.toBe('bld_other')
    expect(run.stdout).not.toContain('was made from the same context')
    expect(double.writes()[0]?.body.buildId).toBe(run.outputs['build-id'])
  })

  it('fails, saying why, when the service answers an upload with a cached build of another context', async () => {
    double.setFaults([
      {
        method: 'POST',
        path: '/v1/builds',
        status: 200,
        body: JSON.stringify({
          build: { id: 'bld_stale', status: 'success', region: 'us-west', contextHash: 'ffffffffffffffff' },
          cached: true,
        }),
      },
    ])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service answered that build bld_stale already exists for this context, but its record shows status success, context ffffffffffffffff, region us-west, Dockerfile, not a successful build of context [0-9a-f]{16} in region [\w-]+ with Dockerfile: it is not deployed/,
    )
    expect(double.writes()).toHaveLength(0)
    expect(run.outputs['build-cached'] ?? '').toBe('')
  })

  it('never deploys a build that ends successful in another region', async () => {
    double.cloud.config.reportRegion = 'eu-central'
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^Build bld_\w+ succeeded, but its record shows status success, context [0-9a-f]{16}, region eu-central/,
    )
    expect(double.writes()).toHaveLength(0)
    expect(run.outputs.status).toBe('not-deployed')
  })

  it("refuses a build id of '..' from the service, and as build-id before any request", async () => {
    double.setFaults([
      {
        method: 'POST',
        path: '/v1/builds',
        status: 201,
        body: JSON.stringify({ build: { id: '..', status: 'pending' } }),
      },
    ])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(/^The service named a build id "\.\.", which is not an id/)
    expect(double.requests.some((r) => r.path === '/v1/')).toBe(false)
    const given = await deploy({ 'cloud-build': 'false', 'build-id': '..' })
    expect(given.code).toBe(1)
    expect(errorsOf(given)[0]).toContain("Input 'build-id' is not valid: expected a build id")
  })
})

describe('a file that changes while the context is packed', () => {
  it('fails with the file named, sets the outputs and the summary, and leaves no archive behind', async () => {
    // a log file another process keeps writing to, as a dev server would
    writeFileSync(join(workspace, 'app', 'growing.dat'), Buffer.alloc(20 << 20, 'a'))
    const writer = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); for (;;) fs.appendFileSync(${JSON.stringify(join(workspace, 'app', 'growing.dat'))}, 'more\\n')`,
    ])
    try {
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toEqual([
        'growing.dat changed while the build context was packed (its size is not the one listed): run again once nothing writes to the context',
      ])
      expect(run.outputs).toMatchObject({ status: 'not-deployed', ready: 'false' })
      expect(run.summary).toContain('<td>Status</td><td>not-deployed</td>')
      expect(readdirSync(join(workspace, 'runner-temp'))).toEqual([])
      expect(uploads()).toBe(0)
    } finally {
      writer.kill('SIGKILL')
    }
  })
})

describe('the upload host', () => {
  it('reads a 20 MB error answer only up to the bound, and fails with a short message', async () => {
    double.cloud.config.uploadFaults = ['huge']
    const run = await deploy()
    expect(run.code).toBe(1)
    const [error = ''] = errorsOf(run)
    expect(error).toMatch(
      /^The answer to the upload to 127\.0\.0\.1:\d+ is larger than the 4 MiB the action reads; it was cut off/,
    )
    expect(error.length).toBeLessThan(400)
    expect(run.stdout.length).toBeLessThan(20_000)
    expect(double.writes()).toHaveLength(0)
  })

  it.each(['cut', 'drop'] as const)('uploads again when the connection is %s before the answer ends', async (fault) => {
    double.cloud.config.uploadFaults = [fault]
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.durationMs).toBeLessThan(15_000)
    expect(double.cloud.uploadRequests.map((r) => r.fault ?? r.status)).toEqual([fault, 204])
    expect(run.stdout).toMatch(/Uploading again \(1\/2\): the upload to 127\.0\.0\.1:\d+ failed \(ECONNRESET\)/)
  })
})

describe('build logs', () => {
  it('replaces a secret before cutting a long line, so no part of it shows', async () => {
    double.cloud.config.logLines = ['#1 step', `${'x'.repeat(990)}${TEST_KEY}${'y'.repeat(50)}`, '#2 done']
    const run = await deploy()
    expect(run.code).toBe(0)
    const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect(shown.join('\n')).not.toContain(TEST_KEY.slice(0, 6))
    expect(run.stdout).toContain(`${'x'.repeat(990)}***${'y'.repeat(7)}… (43 more characters)`)
  })

  it('says when the logs could not be read in full, also in the failure', async () => {
    double.cloud.config.logLines = Array.from({ length: 10 }, (_, i) => `line ${i} ${'z'.repeat(500_000)}`)
    file('app/Dockerfile', 'FROM python:3.12-slim\nRUN FAIL\n')
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(
      /::warning::The logs of build bld_\w+ could not be read \(The answer to GET .* is larger than the 4 MiB/,
    )
    expect(errorsOf(run)[0]).toMatch(/^Build bld_\w+ failed: .* \(its log could not be read in full: /)
  })
})

describe('upload fields', () => {
  it('refuses fields that would write another part into the form, and uploads nothing', async () => {
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
  })
})
