// Readiness of this run's deployment as the current reference describes it: requested vs rolled out, revisions and health, logs.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, IMAGE, reads, start, useDouble } from './setup.js'

useDouble()

describe.concurrent('readiness of this run its deployment', () => {
  it(
    'never reports a crash-looping update ready, though `ready` stays true while the old one serves',
    throughDist(async () => {
      await start()
      const seeded = double.seed('support-bot', { image: IMAGE })
      const run = await deploy({ image: 'ghcr.io/acme/support-bot:crash' })
      expect(run.code).toBe(1)
      // what the service said all along: the agent ready (old instances), the new deployment not rolled out
      expect(double.read('support-bot')).toMatchObject({ ready: true, activeDeploymentReady: true })
      expect(run.outputs).toMatchObject({
        status: 'failed',
        ready: 'false',
        'deployment-id': seeded.deployments[1]?.id,
        'previous-deployment-id': seeded.deployments[0]?.id,
      })
      const [error] = errorsOf(run)
      expect(error).toMatch(
        /^Deployment [0-9a-f-]{36} of agent 'support-bot' failed: the service reports CrashLoopBackOff, last exit code 1 \(Error\), \d+ restarts\. Its last output:\nTraceback \(most recent call last\):\n {2}File "\/app\/agent\.py", line 12, in <module>\n {4}from pipeline import build_pipeline\nModuleNotFoundError: No module named 'pipeline'$/,
      )
      // the deployment's own logs, newest last, in a group and in the summary
      expect(run.stdout).toContain(`::group::Last log lines of deployment ${seeded.deployments[1]?.id}\n`)
      expect(run.stdout).toContain('Pipeline loaded\nTraceback (most recent call last):\n')
      const logsRead = double.requests.find((r) => r.path === '/v1/agents/support-bot/logs')
      expect(logsRead?.query.get('deploymentId')).toBe(seeded.deployments[1]?.id)
      expect(logsRead?.query.get('order')).toBe('desc')
      expect(Number(logsRead?.query.get('limit'))).toBeLessThanOrEqual(100)
      expect(run.summary).toContain(
        '<pre>Starting agent from ghcr.io/acme/support-bot:crash\nPipeline loaded\nTraceback',
      )
      expect(run.summary).toContain('<td>Status</td><td>failed</td>')
    }),
  )

  it('waits for the rollout: ready only once the rolled-out id is this deployment', async () => {
    // rolled out 3.5 s after the write: the read a second after it sees the rollout under way however slow
    // the machine (at 1.2 s, a machine a third as fast read it first when it was already over)
    await start({ readyAfterMs: 3500 })
    const seeded = double.seed('support-bot', { image: IMAGE })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0' })
    expect(run.code).toBe(0)
    const id = seeded.deployments[1]?.id
    expect(run.outputs).toMatchObject({ status: 'ready', ready: 'true', 'deployment-id': id })
    expect(JSON.parse(run.outputs.agent ?? '{}')).toMatchObject({ reconciledDeploymentId: id, desiredDeploymentId: id })
    // the answer to the update already said ready: true (the previous deployment): that was not taken
    expect(reads().length).toBeGreaterThanOrEqual(2)
    expect(run.stdout).toMatch(/is not rolled out and ready yet: phase (Creating|Validating)/)
  })

  it('works without the deprecated fields', async () => {
    await start({ deprecatedFields: false, readyAfterMs: 300 })
    const created = await deploy({ image: IMAGE })
    expect(created.code).toBe(0)
    expect(created.outputs).toMatchObject({ operation: 'created', status: 'ready' })
    const updated = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0' })
    expect(updated.code).toBe(0)
    const deployments = double.agents.get('support-bot')?.deployments ?? []
    expect(updated.outputs).toMatchObject({
      operation: 'updated',
      status: 'ready',
      'deployment-id': deployments[1]?.id,
      'previous-deployment-id': deployments[0]?.id,
    })
  })

  it('works against the service as agent-api.md is written, and a failed logs read hides nothing', async () => {
    await start({ form: 'documented', readyAfterMs: 300 })
    const created = await deploy({ image: IMAGE })
    expect(created.outputs).toMatchObject({ operation: 'created', status: 'ready' })
    const crashed = await deploy({ image: 'ghcr.io/acme/support-bot:crash' })
    expect(crashed.code).toBe(1)
    expect(errorsOf(crashed)).toEqual([
      expect.stringMatching(/failed: the service reports CrashLoopBackOff: back-off restarting failed container/),
    ])
    expect(crashed.stdout).toContain("The deployment's logs could not be read: The service answered 404 Not Found")
    expect(crashed.outputs.status).toBe('failed')
  })

  it('says the platform has a problem when the revision reports an infrastructure issue', async () => {
    await start({ readyAfterMs: 300 })
    double.seed('support-bot', { image: IMAGE })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:infra-fail' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /failed: the platform reports an infrastructure issue \(a problem of the service, not of the agent's code/,
    )
  })

  it('on a timeout, says the phase and health it last saw, and shows the logs', async () => {
    await start({ readyAfterMs: 60_000 })
    double.seed('support-bot', { image: IMAGE })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', 'wait-timeout': '2' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /was not ready after waiting 2\.\d s \(2 reads\)\. Last seen: requested deployment [0-9a-f-]{36}, rolled out: [0-9a-f-]{36}, ready: true, phase Creating, health: container running$/,
    )
    expect(run.stdout).toContain('Starting agent from ghcr.io/acme/support-bot:2.0.0')
    expect(run.outputs.status).toBe('timed-out')
  })

  it('updates an agent whose record has no deployment, sending the inputs as given; needs an image', async () => {
    await start({ readyAfterMs: 300 })
    double.seed('support-bot', { image: IMAGE }, { noDeploymentRecord: true })
    const noImage = await deploy({ 'max-agents': '2' })
    expect(noImage.code).toBe(1)
    expect(errorsOf(noImage)[0]).toContain("input 'image' is required")
    expect(double.writes()).toHaveLength(0)
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', 'wait-for-ready': 'false' })
    expect(run.code).toBe(0)
    // what the record reports at its top level is kept: the profile and the audio filter
    expect(double.writes()[0]?.body).toEqual({
      image: 'ghcr.io/acme/support-bot:2.0.0',
      agentProfile: 'agent-1x',
      krispViva: { audioFilter: null },
    })
  })
})
