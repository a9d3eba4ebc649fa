// The deploy file where it lives, under the runner's defaults: its build paths read from its own folder
// (a file in server/ builds server/), its [build] keys winning over defaults the step did not set, and a
// build the step asks for winning over the file's (placeholder) image.
import { describe, expect, it } from 'vitest'
import { runnerDefaults } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, useWorkspace } from './setup.js'

useWorkspace()

const archive = () => double.cloud.archive([...double.cloud.uploads.keys()].at(-1) ?? '').map((e) => e.name)
const buildRequest = () => double.requests.find((r) => r.method === 'POST' && r.path === '/v1/builds')?.body

describe.concurrent('a deploy file in a subfolder', () => {
  it(
    "builds the file's folder with the file's Dockerfile, as the service's CLI does",
    throughDist(async () => {
      file('server/pcc-deploy.toml', 'agent_name = "voice-bot"\n[build]\ndockerfile = "Dockerfile.server"\n')
      file('server/Dockerfile.server', 'FROM python:3.12-slim\n')
      file('server/bot.py', 'print("hi")\n')
      file('README.md', '# the repository root, not the context\n')
      const run = await deploy({ 'config-file': 'server/pcc-deploy.toml', 'cloud-build': 'true' })
      expect(run.code).toBe(0)
      expect(archive()).toEqual(['Dockerfile.server', 'bot.py'])
      expect(buildRequest()?.dockerfilePath).toBe('Dockerfile.server')
      expect(run.stdout).toContain("Build context: server (the deploy file's folder), as the service's CLI reads it")
    }),
  )

  it("reads context_dir from the file's folder", async () => {
    file('services/pcc-deploy.toml', 'agent_name = "voice-bot"\n[build]\ncontext_dir = "voice"\n')
    file('services/voice/Dockerfile', 'FROM python:3.12-slim\n')
    file('services/voice/bot.py', 'print("hi")\n')
    file('services/other/x.py', 'print("not this")\n')
    const run = await deploy({ 'config-file': 'services/pcc-deploy.toml', 'cloud-build': 'true' })
    expect(run.code).toBe(0)
    expect(archive()).toEqual(['Dockerfile', 'bot.py'])
    expect(run.stdout).toContain(
      "Build context: services/voice ([build] context_dir, relative to the deploy file's folder services), as the service's CLI reads it",
    )
  })

  it('lets a build-context the step gives win, relative to the workspace', async () => {
    file('server/pcc-deploy.toml', 'agent_name = "voice-bot"\n')
    file('other/Dockerfile', 'FROM python:3.12-slim\n')
    const run = await deploy({
      'config-file': 'server/pcc-deploy.toml',
      'cloud-build': 'true',
      'build-context': 'other',
    })
    expect(run.code).toBe(0)
    expect(archive()).toEqual(['Dockerfile'])
  })
})

describe.concurrent("the step's build over the file's image", () => {
  it(
    'builds when the step says cloud-build: true, though the file names a (placeholder) image',
    throughDist(async () => {
      file('pcc-deploy.toml', 'agent_name = "voice-bot"\nimage = "DOCKER_USERNAME/voice-bot:0.1"\n')
      file('Dockerfile', 'FROM python:3.12-slim\n')
      const run = await deploy({ 'config-file': 'pcc-deploy.toml', 'cloud-build': 'true' })
      expect(run.code).toBe(0)
      const [create] = double.writes()
      expect(create?.body.buildId).toBe(run.outputs['build-id'])
      expect(create?.body.image).toBeUndefined()
      expect(run.stdout).toContain("The step asks for a build: pcc-deploy.toml's image not used")
      expect(run.summary).toContain('the step&#39;s build replaced image')
    }),
  )
})

describe.concurrent('the runner as it is', () => {
  it(
    'passes every action.yml default the step does not set, and none for what the deploy file can set',
    throughDist(() => {
      const defaults = runnerDefaults()
      expect(defaults).toMatchObject({ 'cloud-build': 'false', 'wait-timeout': '600', 'dry-run': 'false' })
      expect(defaults['github-token']).toMatch(/^ghs_/)
      expect(defaults['build-context']).toBeUndefined()
      expect(defaults.dockerfile).toBeUndefined()
    }),
  )
})
