import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { calls, deploy, double, useBuildWorkspace } from './setup.js'

useBuildWorkspace()

describe.concurrent('cloud-build: regions, build-id and time limits', () => {
  it(
    'packs and reports on a dry run, and uploads nothing',
    throughDist(async () => {
      const run = await deploy({ 'dry-run': 'true' })
      expect(run.code).toBe(0)
      expect(run.outputs['context-hash']).toMatch(/^[0-9a-f]{16}$/)
      expect(run.stdout).toContain('No build of this context exists yet')
      expect(run.stdout).toMatch(/Build: \(not set\) → \(a new build of context [0-9a-f]{16}\)/)
      expect(calls('/v1/builds/upload-url')).toHaveLength(0)
      expect(double.writes()).toHaveLength(0)
    }),
  )

  it('never builds in one region for an agent in another: fails before the upload, naming both', async () => {
    double.seed('voice-bot', { image: 'ghcr.io/acme/voice-bot:1.0.0' }, { region: 'us-east' })
    const run = await deploy({ region: 'eu-central' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      "Input 'region' is 'eu-central', but agent 'voice-bot' exists in region 'us-east'",
    )
    expect(calls('/v1/builds/upload-url')).toHaveLength(0)
  })

  it("builds in the organization's default region for a new agent, and gets a new address when the upload expired", async () => {
    double.cloud.config.expireUploads = 1
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(calls('/v1/properties')).toHaveLength(1)
    expect(calls('/v1/builds/upload-url').map((r) => r.body.region)).toEqual(['local-1', 'local-1'])
    expect(run.stdout).toMatch(
      /Uploading again with a new upload address \(1\/2\): The upload host .* refused the build context \(403\): AccessDenied: Request has expired/,
    )
  })

  it('deploys an existing build with build-id, and never sends the redacted image back', async () => {
    const built = await deploy()
    const id = built.outputs['build-id'] ?? ''
    const scaled = await deploy({ 'cloud-build': 'false', 'max-agents': '3' })
    expect(scaled.code).toBe(0)
    expect(double.writes()[1]?.body).toEqual({
      buildId: id,
      nodeType: 'cpu-small',
      autoScaling: { minAgents: 1, maxAgents: 3 },
      enableNoiseSuppression: false,
      agentProfile: 'agent-1x',
      krispViva: { audioFilter: null },
    })
    const again = await deploy({ 'cloud-build': 'false', 'build-id': id, force: 'true' })
    expect(again.code).toBe(0)
    expect(again.outputs).toMatchObject({ 'build-id': id, 'build-cached': 'true' })
    expect(double.writes().every((w) => w.body.image === undefined)).toBe(true)
  })

  it('refuses a build-id that is not a successful build, before any write', async () => {
    const run = await deploy({ 'cloud-build': 'false', 'build-id': 'bld_missing' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain('"Build not found"')
    expect(double.writes()).toHaveLength(0)
  })

  it('stops waiting at build-timeout, saying what it last saw', async () => {
    double.cloud.config.buildMs = 60_000
    const run = await deploy({ 'build-timeout': '3' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^Build bld_\w+ was still building after \d\.\d s \(build-timeout is 3\.0 s\): it may still finish on the service; nothing was deployed$/,
    )
    expect(double.writes()).toHaveLength(0)
  })
})
