// The build context packed, uploaded and built: what goes in, the hash, a failed build, the size limit.
import { truncateSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { calls, deploy, double, file, lastArchive, useBuildWorkspace, workspace } from './setup.js'

useBuildWorkspace()

describe.concurrent('cloud-build: the context', () => {
  it(
    'packs what the .dockerignore lets in, uploads it without the key, builds it and deploys the build',
    throughDist(async () => {
      file('app/.dockerignore', '**/*.md\n!README.md\n/tests\nnode_modules\n')
      for (const path of [
        'app/README.md',
        'app/docs/a.md',
        'app/tests/t.py',
        'app/lib/tests/keep.py',
        'app/node_modules/x.js',
        'app/.env',
        'app/certs/tls.key',
      ])
        file(path)
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(lastArchive()).toEqual(['.dockerignore', 'Dockerfile', 'README.md', 'bot.py', 'lib/tests/keep.py'])
      expect(run.stdout).toContain('Left out because they look like secrets')
      expect(run.stdout).toMatch(/\.env, certs\/tls\.key|certs\/tls\.key, \.env/)
      expect(double.cloud.uploadRequests.map((r) => [r.status, r.headers.authorization])).toEqual([[204, undefined]])
      const stored = [...double.cloud.uploads.values()][0]
      expect(stored?.fieldOrder).toEqual(['key', 'policy', 'x-amz-signature', 'Content-Type', 'file'])
      const [write] = double.writes()
      expect(write?.body).toEqual({ serviceName: 'voice-bot', buildId: run.outputs['build-id'] })
      expect(run.outputs).toMatchObject({
        status: 'ready',
        'build-cached': 'false',
        'context-hash': stored?.contextHash,
      })
      expect(run.stdout).toContain('#3 FROM docker.io/library/python:3.12-slim')
      expect(run.summary).toContain('Build context')
    }),
  )

  it("leaves out the service clients' defaults without a .dockerignore", async () => {
    for (const path of ['app/.git/HEAD', 'app/node_modules/x/i.js', 'app/.env', 'app/app.log', 'app/__pycache__/m.pyc'])
      file(path)
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(lastArchive()).toEqual(['Dockerfile', 'bot.py'])
  })

  it('gives the same hash after every mtime changed, and makes no second upload or build on the next run', async () => {
    const first = await deploy()
    utimesSync(join(workspace(), 'app/bot.py'), new Date('2001-01-01'), new Date('2001-01-01'))
    utimesSync(join(workspace(), 'app/Dockerfile'), new Date(), new Date())
    const second = await deploy()
    expect(second.code).toBe(0)
    expect(second.outputs['context-hash']).toBe(first.outputs['context-hash'])
    expect(second.outputs).toMatchObject({
      operation: 'unchanged',
      'build-cached': 'true',
      'build-id': first.outputs['build-id'],
    })
    expect(calls('/v1/builds/upload-url')).toHaveLength(1)
    expect(calls('/v1/builds').filter((r) => r.method === 'POST')).toHaveLength(1)
    expect(double.cloud.builds.size).toBe(1)
    expect(double.writes()).toHaveLength(1)
  })

  it("fails with the build's reason and last log lines, before any agent write", async () => {
    file('app/Dockerfile', 'FROM python:3.12-slim\nRUN exit 1 # FAIL\n')
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(double.writes()).toHaveLength(0)
    expect(errorsOf(run)[0]).toMatch(
      /^Build bld_\w+ failed: Docker build failed: RUN exited with code 1\. Its last log lines:\n#1 /,
    )
    expect(errorsOf(run)[0]).toContain('did not complete successfully: exit code: 1')
    expect(run.summary).toContain('Last log lines of build')
    expect(run.outputs.status).toBe('not-deployed')
  })

  it('refuses a context over 500 MB from its size, before reading or uploading it', async () => {
    file('app/models/weights.bin', '')
    truncateSync(join(workspace(), 'app/models/weights.bin'), 600_000_000)
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /is 600\.0 MB uncompressed, over the service's limit of 500 MB\. Biggest directories: models\/ 600\.0 MB/,
    )
    expect(calls('/v1/builds/upload-url')).toHaveLength(0)
  })

  it.each([
    [{ image: 'ghcr.io/acme/voice-bot:1.0.0' }, "Inputs 'image' and 'cloud-build' are given together"],
    [
      { 'cloud-build': 'false', image: 'ghcr.io/acme/voice-bot:1.0.0', 'build-id': 'bld_1' },
      "Inputs 'image' and 'build-id' are given together",
    ],
  ])('refuses %j before any request', async (inputs, message) => {
    const run = await deploy(inputs)
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })
})
