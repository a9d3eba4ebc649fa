// The built action against the service as its current API reference describes it (and as agent-api.md
// is written): requested vs rolled-out deployments, revisions, logs, secret set provisioning, forced
// redeploys, region, agent profile and session length.
import { afterEach, describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { errorsOf, runAction } from '../helpers/run-action.js'

const KEY = 'sk_test_private'
const IMAGE = 'ghcr.io/acme/support-bot:1.0.0'
let double: AgentServiceDouble

afterEach(async () => {
  await double?.close()
})

async function start(options: Parameters<typeof startAgentService>[0] = {}) {
  double = await startAgentService({ readyAfterMs: 1200, ...options })
  return double
}

function deploy(inputs: Record<string, string> = {}) {
  return runAction({ 'api-key': KEY, 'api-url': double.url, 'agent-name': 'support-bot', ...inputs })
}

const reads = () => double.requests.filter((r) => r.method === 'GET' && r.path === '/v1/agents/support-bot')

describe('readiness of this run its deployment', () => {
  it('never reports a crash-looping update ready, though `ready` stays true while the old one serves', async () => {
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
    expect(run.summary).toContain('<pre>Starting agent from ghcr.io/acme/support-bot:crash\nPipeline loaded\nTraceback')
    expect(run.summary).toContain('<td>Status</td><td>failed</td>')
  })

  it('waits for the rollout: ready only once the rolled-out id is this deployment', async () => {
    await start()
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
    expect(double.writes()[0]?.body).toEqual({ image: 'ghcr.io/acme/support-bot:2.0.0', agentProfile: 'agent-1x' })
  })
})

describe('forced redeploys and updates that keep the deployment', () => {
  it('sends forceRedeploy only with force, and rolls out a re-pushed tag', async () => {
    await start({ readyAfterMs: 300 })
    const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:latest' })
    const same = await deploy({ image: 'ghcr.io/acme/support-bot:latest' })
    expect(same.outputs.operation).toBe('unchanged')
    expect(double.writes()).toHaveLength(0)
    const forced = await deploy({ image: 'ghcr.io/acme/support-bot:latest', force: 'true' })
    expect(forced.code).toBe(0)
    expect(double.writes()[0]?.body).toMatchObject({ image: 'ghcr.io/acme/support-bot:latest', forceRedeploy: true })
    expect(forced.outputs).toMatchObject({
      operation: 'updated',
      status: 'ready',
      'deployment-id': seeded.deployments[1]?.id,
    })
    await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0' })
    expect(double.writes()[1]?.body).not.toHaveProperty('forceRedeploy')
  })

  it('says plainly when the service keeps the running deployment (scaling only)', async () => {
    await start({ readyAfterMs: 300 })
    const seeded = double.seed('support-bot', { image: IMAGE, autoScaling: { minAgents: 1, maxAgents: 2 } })
    const run = await deploy({ 'max-agents': '5' })
    expect(run.code).toBe(0)
    expect(seeded.deployments).toHaveLength(1)
    expect(run.outputs).toMatchObject({
      operation: 'updated',
      status: 'ready',
      'deployment-id': seeded.deployments[0]?.id,
      'previous-deployment-id': seeded.deployments[0]?.id,
    })
    expect(run.stdout).toContain(
      `The service kept deployment ${seeded.deployments[0]?.id} running: nothing in this update needs a new deployment`,
    )
    expect(run.stdout).toContain('set force: true')
    expect(run.summary).toContain('<td>New deployment</td><td>none: the service kept the running deployment')
  })
})

describe('secret sets still being provisioned', () => {
  it('waits out a 409 for a pending set, reading its status, then sends the write again', async () => {
    await start({ readyAfterMs: 300, secretSets: [{ name: 'fresh', status: 'pending', readyInMs: 2200 }] })
    const run = await deploy({ image: IMAGE, 'secret-set': 'fresh' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ operation: 'created', status: 'ready' })
    expect(double.writes().length).toBeGreaterThanOrEqual(2)
    expect(double.agents.get('support-bot')?.deployments).toHaveLength(1)
    expect(double.requests.some((r) => r.path === '/v1/secrets/fresh')).toBe(true)
    expect(run.stdout).toContain(
      "The service says secret set 'fresh' is not ready yet (it is being provisioned); waiting for it",
    )
    expect(run.stdout).toContain("Secret set 'fresh' is pending; waiting")
  })

  it('ends at once, naming the set and the service its words, when the set failed', async () => {
    await start({
      readyAfterMs: 300,
      secretSets: [{ name: 'broken', status: 'failed', errorMessage: 'KMS key kms-7 not found' }],
    })
    const run = await deploy({ image: IMAGE, 'secret-set': 'broken' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      `Secret set 'broken' failed to provision, so it will never be ready: the service says "KMS key kms-7 not found". Fix or re-create the set, then deploy again`,
    ])
    expect(double.agents.size).toBe(0)
    expect(run.outputs.ready).toBe('false')
  })

  it('backs off and sends again for an image pull set that cannot be read by name', async () => {
    await start({
      readyAfterMs: 300,
      secretSets: [{ name: 'registry', status: 'pending', readyInMs: 1500, imagePull: true }],
    })
    const run = await deploy({ image: IMAGE, 'image-pull-secret-set': 'registry' })
    expect(run.code).toBe(0)
    expect(double.agents.get('support-bot')?.deployments).toHaveLength(1)
  })

  it('gives up within the bound, saying what it waited for', async () => {
    await start({ readyAfterMs: 300, secretSets: [{ name: 'slow', status: 'pending', readyInMs: 60_000 }] })
    const run = await deploy({ image: IMAGE, 'secret-set': 'slow', 'wait-timeout': '2' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service answered 409 Conflict to POST \/v1\/agents: "Secret set 'slow' is not yet ready\. Retry once it has been provisioned\." \(code CONFLICT\)\. Waited 2\.0 s for secret set 'slow' to be provisioned; it is still not ready$/,
    )
    expect(double.agents.size).toBe(0)
  })
})

describe('region, agent profile and session length', () => {
  it('sends them on create only when given, and region never on update', async () => {
    await start({ readyAfterMs: 300 })
    const plain = await deploy({ image: IMAGE })
    expect(plain.code).toBe(0)
    expect(double.writes()[0]?.body).toEqual({ serviceName: 'support-bot', image: IMAGE })
    double.agents.clear()
    const run = await deploy({
      image: IMAGE,
      region: 'local-1',
      'agent-profile': 'agent-2x',
      'max-session-duration': '1800',
    })
    expect(run.code).toBe(0)
    expect(double.writes()[1]?.body).toEqual({
      serviceName: 'support-bot',
      image: IMAGE,
      region: 'local-1',
      agentProfile: 'agent-2x',
      maxSessionDuration: 1800,
    })
    expect(run.summary).toContain('<td>Region</td><td>local-1</td>')
    expect(run.summary).toContain('<td>Agent profile</td><td>agent-2x</td>')
    expect(run.summary).toContain('<td>Max session duration</td><td>1800 s</td>')
    // read back from the record: the same values again change nothing
    const again = await deploy({
      image: IMAGE,
      region: 'local-1',
      'agent-profile': 'agent-2x',
      'max-session-duration': '1800',
    })
    expect(again.outputs.operation).toBe('unchanged')
    // kept on update, region not sent
    const update = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', region: 'local-1' })
    expect(update.code).toBe(0)
    expect(double.writes()[2]?.body).toEqual({
      image: 'ghcr.io/acme/support-bot:2.0.0',
      nodeType: 'cpu-small',
      autoScaling: { minAgents: 1, maxAgents: 1 },
      enableNoiseSuppression: false,
      agentProfile: 'agent-2x',
      maxSessionDuration: 1800,
    })
  })

  it('refuses, before any write, to move an agent to another region', async () => {
    await start()
    double.seed('support-bot', { image: IMAGE }, { region: 'eu-west' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', region: 'us-east' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      "Input 'region' is 'us-east', but agent 'support-bot' exists in region 'eu-west': an agent cannot move region by an update",
    )
    expect(double.writes()).toHaveLength(0)
  })

  it('shows the service its words when a secret set is in another region', async () => {
    await start({ secretSets: [{ name: 'us-secrets', region: 'us-east' }] })
    const run = await deploy({ image: IMAGE, region: 'us-west', 'secret-set': 'us-secrets' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      "Secret set 'us-secrets' is in region 'us-east' but service will be created in region 'us-west'. Secrets must be in the same region as the service.",
    )
  })

  it.each([
    [
      { 'agent-profile': 'agent-4x' },
      "Input 'agent-profile' is not valid: expected one of agent-1x, agent-2x, agent-3x",
    ],
    [
      { 'max-session-duration': '59' },
      "Input 'max-session-duration' is not valid: expected a whole number from 60 to 14400",
    ],
    [
      { 'max-session-duration': '14401' },
      "Input 'max-session-duration' is not valid: expected a whole number from 60 to 14400",
    ],
    [{ 'max-session-duration': '2h' }, "Input 'max-session-duration' is not valid"],
    [{ region: 'us east' }, "Input 'region' is not valid"],
    [{ 'agent-name': 'a' }, "Input 'agent-name' is not valid: expected 2 to 54 lowercase letters"],
    [{ 'agent-name': 'a'.repeat(55) }, "Input 'agent-name' is not valid: expected 2 to 54 lowercase letters"],
  ])('refuses %o before any request', async (bad, message) => {
    await start()
    const run = await deploy({ image: IMAGE, ...bad })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })

  it('accepts a name of exactly 54 characters', async () => {
    await start({ readyAfterMs: 200 })
    const run = await deploy({ image: IMAGE, 'agent-name': 'a'.repeat(54) })
    expect(run.code).toBe(0)
  })
})
