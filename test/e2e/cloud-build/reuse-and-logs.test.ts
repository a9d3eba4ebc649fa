// What planted bugs showed no test checked in the cloud build: the Dockerfile always in the archive, its
// path as the service knows it, builds reused only for this Dockerfile, a cache hit answered 200 alone,
// and a failed build's log told by its last lines, each once, each cut.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { calls, deploy, double, file, lastArchive, useBuildWorkspace } from './setup.js'

useBuildWorkspace()

const lookups = () => calls('/v1/builds').filter((r) => r.method === 'GET')
const builds = () => calls('/v1/builds').filter((r) => r.method === 'POST')

describe.concurrent('the Dockerfile', () => {
  it(
    'goes into the archive though the .dockerignore names it, or its directory',
    throughDist(async () => {
      file('app/docker/Dockerfile.prod', 'FROM python:3.12-slim\n')
      file('app/.dockerignore', 'Dockerfile\ndocker/\n*.md\n')
      file('app/README.md')
      const named = await deploy()
      expect(named.code).toBe(0)
      expect(lastArchive()).toEqual(['.dockerignore', 'Dockerfile', 'bot.py'])
      const inDirectory = await deploy({ dockerfile: 'docker/Dockerfile.prod' })
      expect(inDirectory.code).toBe(0)
      expect(lastArchive()).toEqual(['.dockerignore', 'bot.py', 'docker/Dockerfile.prod'])
    }),
  )

  it("is named as the service knows it: './Dockerfile' is looked up and built as 'Dockerfile', and reused", async () => {
    const first = await deploy({ dockerfile: './Dockerfile' })
    expect(first.code).toBe(0)
    expect(lookups()[0]?.query.get('contextHash')).toBe(first.outputs['context-hash'])
    expect(builds()[0]?.body.dockerfilePath).toBe('Dockerfile')
    const second = await deploy({ dockerfile: './Dockerfile' })
    expect(second.outputs).toMatchObject({ 'build-cached': 'true', 'build-id': first.outputs['build-id'] })
    expect(builds()).toHaveLength(1)
  })
})

describe.concurrent('reuse', () => {
  it(
    'never reuses a build of the same context made with another Dockerfile',
    throughDist(async () => {
      file('app/Dockerfile.gpu', 'FROM nvidia/cuda:12.4.0-runtime-ubuntu22.04\n')
      const gpu = await deploy({ dockerfile: 'Dockerfile.gpu', 'dry-run': 'true' })
      const other = double.cloud.seedBuild({
        contextHash: gpu.outputs['context-hash'] ?? '',
        dockerfilePath: 'Dockerfile.gpu',
        region: 'local-1',
      })
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(run.outputs['build-cached']).toBe('false')
      expect(run.outputs['build-id']).not.toBe(other.id)
      expect(builds()[0]?.body.dockerfilePath).toBe('Dockerfile')
    }),
  )

  it('takes a 200 answer to a build request as the cached build, without following it', async () => {
    const first = await deploy()
    expect(first.code).toBe(0)
    double.cloud.config.omitCachedFlag = true
    // the lookup misses (as it may while the service indexes a new build): the upload's answer hits the cache
    double.setFaults([{ method: 'GET', path: '/v1/builds', status: 200, body: JSON.stringify({ builds: [] }) }])
    const followedBefore = calls(`/v1/builds/${first.outputs['build-id']}`).length
    const second = await deploy()
    expect(second.code).toBe(0)
    expect(second.outputs).toMatchObject({ 'build-cached': 'true', 'build-id': first.outputs['build-id'] })
    expect(double.cloud.uploadRequests).toHaveLength(2)
    expect(double.cloud.builds.size).toBe(1)
    expect(second.stdout).toContain(
      `The service already has a successful build of this context: build ${first.outputs['build-id']}`,
    )
    expect(calls(`/v1/builds/${first.outputs['build-id']}`)).toHaveLength(followedBefore)
  })
})

describe.concurrent("a failed build's log", () => {
  it(
    'shows each line once as it comes, cuts long ones, and ends with the last 20',
    throughDist(async () => {
      const lines = Array.from({ length: 30 }, (_, i) => (i === 25 ? `#25 ${'w'.repeat(1500)}` : `#${i} step ${i}`))
      double.cloud.config.logLines = lines
      double.cloud.config.buildMs = 2500
      file('app/Dockerfile', 'FROM python:3.12-slim\nRUN FAIL\n')
      const run = await deploy()
      expect(run.code).toBe(1)
      const [error = ''] = errorsOf(run)
      expect(error).toMatch(
        /^Build bld_\w+ failed: Docker build failed: RUN exited with code 1\. Its last log lines:\n#10 step 10\n/,
      )
      expect(error.split('\n').slice(1)).toHaveLength(20)
      expect(error).not.toContain('#9 step 9')
      expect(error).toContain(`#25 ${'w'.repeat(996)}… (504 more characters)`)
      // each line once, though the build was read several times while it ran
      const shown = run.stdout.split('\n')
      for (const line of lines.filter((_, i) => i !== 25)) expect(shown.filter((l) => l === line)).toHaveLength(1)
      expect(shown.filter((l) => l.startsWith('#25 '))).toHaveLength(1)
      expect(double.requests.filter((r) => r.path.endsWith('/logs')).length).toBeGreaterThan(1)
      expect(run.stdout).not.toContain('w'.repeat(1001))
    }),
  )
})
