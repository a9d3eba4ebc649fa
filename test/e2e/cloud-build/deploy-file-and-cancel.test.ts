// The deploy file's [build] keys, a cancel during the build, and a rollback to a build.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsOf, signalOnOutput, TEST_KEY } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { calls, deploy, double, file, lastArchive, useBuildWorkspace, workspace } from './setup.js'

useBuildWorkspace()

describe.concurrent('cloud-build: the deploy file, cancel and rollback', () => {
  it(
    'needs the Dockerfile inside the context, naming the Dockerfiles that are there',
    throughDist(async () => {
      const run = await deploy({ dockerfile: 'docker/Dockerfile' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toBe(
        "No Dockerfile at 'docker/Dockerfile' in the build context 'app' (dockerfile, build-context)",
      )
      file('app/Dockerfile.bot', 'FROM python:3.12-slim\n')
      file('app/bot.Dockerfile', 'FROM python:3.12-slim\n')
      file('app/.dockerignore', '*.md\n')
      const named = await deploy({ dockerfile: 'Dockerfile.prod' })
      expect(errorsOf(named)[0]).toBe(
        "No Dockerfile at 'Dockerfile.prod' in the build context 'app' (dockerfile, build-context); there: Dockerfile, Dockerfile.bot, bot.Dockerfile (set dockerfile to the one to build)",
      )
    }),
  )

  it("takes the deploy file's [build] keys: context, Dockerfile, and extra exclusions without a .dockerignore", async () => {
    file('services/voice/docker/Dockerfile.prod', 'FROM python:3.12-slim\n')
    file('services/voice/bot.py')
    file('services/voice/notes.txt')
    file(
      'deploy.toml',
      'agent_name = "voice-bot"\n[build]\ncontext_dir = "services/voice"\ndockerfile = "docker/Dockerfile.prod"\n[build.exclude]\npatterns = ["*.txt"]\n',
    )
    const run = await runStep(
      { 'api-key': TEST_KEY, 'api-url': double.url, 'config-file': 'deploy.toml', 'cloud-build': 'true' },
      { env: { GITHUB_WORKSPACE: workspace(), RUNNER_TEMP: join(workspace(), 'runner-temp') } },
    )
    expect(run.code).toBe(0)
    expect(lastArchive()).toEqual(['bot.py', 'docker/Dockerfile.prod'])
    expect(run.stdout).toMatch(
      /Packed 2 files, .* by the service clients' default exclusions and the deploy file's \[build\.exclude\] patterns \(\*\.txt\) \(no \.dockerignore\)/,
    )
    expect(calls('/v1/builds').find((r) => r.method === 'POST')?.body.dockerfilePath).toBe('docker/Dockerfile.prod')
  })

  it('stops at once when cancelled during the build, removes the archive, and says what was already sent', async () => {
    double.cloud.config.buildMs = 60_000
    const cancel = signalOnOutput(': building (', 'SIGINT', 200)
    const run = await deploy({}, { onStart: cancel.onStart })
    expect(run.code).not.toBe(0)
    // the action's own answer to the signal (its last output), not the process's start or exit: a 60 s build
    expect(cancel.reactedMs()).toBeLessThan(2_000)
    expect(errorsOf(run)[0]).toMatch(
      /^Cancelled while build bld_\w+ was running: it may still finish on the service; agent 'voice-bot' was not changed$/,
    )
    expect(readdirSync(join(workspace(), 'runner-temp'))).toEqual([])
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
