import { describe, expect, it } from 'vitest'
import { errorsOf, TEST_KEY } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, useBuildWorkspace } from './setup.js'

useBuildWorkspace()

const _uploads = () => double.cloud.uploadRequests.length

describe.concurrent('a build is taken only when its record shows this context and region', () => {
  const listed = (build: Record<string, unknown>) => ({
    method: 'GET',
    path: '/v1/builds',
    status: 200,
    body: JSON.stringify({
      builds: [{ id: 'bld_other', status: 'success', dockerfilePath: 'Dockerfile', region: 'local-1', ...build }],
    }),
  })

  it.each([
    // the run's own region (the double's default, local-1) and Dockerfile: only the hash differs
    ['another context', { contextHash: '0123456789abcdef' }],
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

  it(
    'fails, saying why, when the service answers an upload with a cached build of another context',
    throughDist(async () => {
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
    }),
  )

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

describe.concurrent('build logs', () => {
  it(
    'replaces a secret before cutting a long line, so no part of it shows',
    throughDist(async () => {
      double.cloud.config.logLines = ['#1 step', `${'x'.repeat(990)}${TEST_KEY}${'y'.repeat(50)}`, '#2 done']
      const run = await deploy()
      expect(run.code).toBe(0)
      const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
      expect(shown.join('\n')).not.toContain(TEST_KEY.slice(0, 6))
      expect(run.stdout).toContain(`${'x'.repeat(990)}***${'y'.repeat(7)}… (43 more characters)`)
    }),
  )

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
