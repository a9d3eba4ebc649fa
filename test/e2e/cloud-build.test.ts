// The service's cloud build, run from dist/index.js against the double's build API and its upload host,
// with real directories as the build context.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { errorsOf, runAction, signalOnOutput, TEST_KEY } from '../helpers/run-action.js'

let double: AgentServiceDouble
let workspace: string

beforeEach(async () => {
  double = await startAgentService({ readyAfterMs: 200, builds: { pendingMs: 100, buildMs: 300 } })
  workspace = mkdtempSync(join(tmpdir(), 'agent-deploy-build-'))
  mkdirSync(join(workspace, 'runner-temp'))
  file('app/Dockerfile', 'FROM python:3.12-slim\nCOPY . /app\n')
  file('app/bot.py', 'print("hi")\n')
})
afterEach(async () => {
  await double.close()
  rmSync(workspace, { recursive: true, force: true })
})

function file(path: string, text = `${path}\n`): void {
  mkdirSync(dirname(join(workspace, path)), { recursive: true })
  writeFileSync(join(workspace, path), text)
}

function deploy(inputs: Record<string, string> = {}, options: Parameters<typeof runAction>[1] = {}) {
  return runAction(
    {
      'api-key': TEST_KEY,
      'api-url': double.url,
      'agent-name': 'voice-bot',
      'cloud-build': 'true',
      'build-context': 'app',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: join(workspace, 'runner-temp') }, ...options },
  )
}

const calls = (path: string) => double.requests.filter((r) => r.path === path)
const lastArchive = () => double.cloud.archive([...double.cloud.uploads.keys()].at(-1) ?? '').map((e) => e.name)

describe('cloud-build', () => {
  it('packs what the .dockerignore lets in, uploads it without the key, builds it and deploys the build', async () => {
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
    expect(run.outputs).toMatchObject({ status: 'ready', 'build-cached': 'false', 'context-hash': stored?.contextHash })
    expect(run.stdout).toContain('#3 FROM docker.io/library/python:3.12-slim')
    expect(run.summary).toContain('Build context')
  })

  it("leaves out the service clients' defaults without a .dockerignore", async () => {
    for (const path of ['app/.git/HEAD', 'app/node_modules/x/i.js', 'app/.env', 'app/app.log', 'app/__pycache__/m.pyc'])
      file(path)
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(lastArchive()).toEqual(['Dockerfile', 'bot.py'])
  })

  it('gives the same hash after every mtime changed, and makes no second upload or build on the next run', async () => {
    const first = await deploy()
    utimesSync(join(workspace, 'app/bot.py'), new Date('2001-01-01'), new Date('2001-01-01'))
    utimesSync(join(workspace, 'app/Dockerfile'), new Date(), new Date())
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
    truncateSync(join(workspace, 'app/models/weights.bin'), 600_000_000)
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

  it('packs and reports on a dry run, and uploads nothing', async () => {
    const run = await deploy({ 'dry-run': 'true' })
    expect(run.code).toBe(0)
    expect(run.outputs['context-hash']).toMatch(/^[0-9a-f]{16}$/)
    expect(run.stdout).toContain('No build of this context exists yet')
    expect(run.stdout).toMatch(/Build: \(not set\) → \(a new build of context [0-9a-f]{16}\)/)
    expect(calls('/v1/builds/upload-url')).toHaveLength(0)
    expect(double.writes()).toHaveLength(0)
  })

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

  it('needs the Dockerfile inside the context', async () => {
    const run = await deploy({ dockerfile: 'docker/Dockerfile' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toBe(
      "No Dockerfile at 'docker/Dockerfile' in the build context 'app' (dockerfile, build-context)",
    )
  })

  it("takes the deploy file's [build] keys: context, Dockerfile, and extra exclusions without a .dockerignore", async () => {
    file('services/voice/docker/Dockerfile.prod', 'FROM python:3.12-slim\n')
    file('services/voice/bot.py')
    file('services/voice/notes.txt')
    file(
      'deploy.toml',
      'agent_name = "voice-bot"\n[build]\ncontext_dir = "services/voice"\ndockerfile = "docker/Dockerfile.prod"\n[build.exclude]\npatterns = ["*.txt"]\n',
    )
    const run = await runAction(
      { 'api-key': TEST_KEY, 'api-url': double.url, 'config-file': 'deploy.toml', 'cloud-build': 'true' },
      { env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: join(workspace, 'runner-temp') } },
    )
    expect(run.code).toBe(0)
    expect(lastArchive()).toEqual(['bot.py', 'docker/Dockerfile.prod'])
    expect(calls('/v1/builds').find((r) => r.method === 'POST')?.body.dockerfilePath).toBe('docker/Dockerfile.prod')
  })

  it('stops at once when cancelled during the build, removes the archive, and says what was already sent', async () => {
    double.cloud.config.buildMs = 60_000
    const cancel = signalOnOutput('is building', 'SIGINT', 200)
    const run = await deploy({}, { onStart: cancel.onStart })
    expect(run.code).not.toBe(0)
    expect(Date.now() - cancel.seenAt()).toBeLessThan(2_500)
    expect(errorsOf(run)[0]).toMatch(
      /^Cancelled while build bld_\w+ was running: it may still finish on the service; agent 'voice-bot' was not changed$/,
    )
    expect(readdirSync(join(workspace, 'runner-temp'))).toEqual([])
    expect(double.writes()).toHaveLength(0)
  })

  it('rolls back to the build that ran before when a deploy of an image fails', async () => {
    const built = await deploy()
    const run = await deploy({
      'cloud-build': 'false',
      image: 'ghcr.io/acme/voice-bot:crash',
      'rollback-on-failure': 'true',
    })
    expect(run.code).toBe(1)
    const restore = double.writes().at(-1)
    expect(restore?.body.buildId).toBe(built.outputs['build-id'])
    expect(restore?.body.image).toBeUndefined()
    expect(run.outputs['rolled-back']).toBe('true')
  })
})
