// GitHub deployments, dry runs and rollback, run from dist/index.js against the double of the service
// and a loopback stand-in for the GitHub REST API.
import { describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../double/github-api.js'
import { perTest, runningTests } from '../helpers/per-test.js'
import { errorsOf } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'

interface EnvironmentTest {
  double: AgentServiceDouble
  github?: Awaited<ReturnType<typeof startGitHubApi>>
}

// each test's own doubles, so that the tests run at once
const running = perTest<EnvironmentTest>(
  async () => ({ double: await startAgentService({ readyAfterMs: 200 }) }),
  async (test) => {
    await test.double.close()
    await test.github?.close()
  },
)
const double = runningTests(() => running().double)
const github = runningTests(() => {
  const { github } = running()
  if (!github) throw new Error('the test has not started its GitHub double')
  return github
})

function deploy(inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  return runStep(
    {
      'api-key': 'sk_test_private',
      'api-url': double.url,
      'agent-name': 'support-bot',
      image: 'ghcr.io/acme/support-bot:2.0.0',
      ...inputs,
    },
    {
      env: { ...runnerGitHubEnv(running().github?.url), ...env },
    },
  )
}

describe.concurrent('GitHub deployments', () => {
  it(
    'records a deployment for the commit and follows it with statuses',
    throughDist(async () => {
      running().github = await startGitHubApi()
      const run = await deploy({
        environment: 'production',
        'environment-url': 'https://support.example.com',
        'github-token': 'ghs_token',
      })
      expect(run.code).toBe(0)
      const [created, inProgress, success] = github.requests
      expect(github.requests).toHaveLength(3)
      expect(created).toMatchObject({
        method: 'POST',
        path: '/repos/acme/bots/deployments',
        body: {
          ref: '0123456789abcdef0123456789abcdef01234567',
          environment: 'production',
          auto_merge: false,
          required_contexts: [],
          description: 'Agent support-bot: ghcr.io/acme/support-bot:2.0.0',
        },
      })
      expect(created?.headers.authorization).toBe('token ghs_token')
      const statusBody = {
        log_url: 'https://github.example.com/acme/bots/actions/runs/4242',
        environment_url: 'https://support.example.com',
      }
      expect(inProgress).toMatchObject({
        path: '/repos/acme/bots/deployments/1000/statuses',
        body: { state: 'in_progress', ...statusBody },
      })
      expect(success).toMatchObject({
        path: '/repos/acme/bots/deployments/1000/statuses',
        body: { state: 'success', ...statusBody },
      })
      expect(run.outputs['github-deployment-id']).toBe('1000')
      const afterMasks = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
      expect(run.stdout).toContain('::add-mask::ghs_token')
      expect(afterMasks.join('\n')).not.toContain('ghs_token')
    }),
  )

  it('posts failure when the deployment fails', async () => {
    running().github = await startGitHubApi()
    const run = await deploy({
      environment: 'staging',
      'github-token': 'ghs_token',
      image: 'ghcr.io/acme/support-bot:crash',
    })
    expect(run.code).toBe(1)
    expect(github.requests.map((r) => r.body.state ?? 'create')).toEqual(['create', 'in_progress', 'failure'])
    expect(github.requests[2]?.body.description).toMatch(/^Deployment .* failed: the service reports CrashLoopBackOff/)
  })

  it('posts failure when the step fails with an error rather than a failed deployment', async () => {
    running().github = await startGitHubApi()
    double.setFaults([
      { method: 'POST', status: 400, body: '{"error":"image is not allowed here","code":"GENERIC_BAD_REQUEST"}' },
    ])
    const run = await deploy({ environment: 'staging', 'github-token': 'ghs_token' })
    expect(run.code).toBe(1)
    expect(github.requests.map((r) => r.body.state ?? 'create')).toEqual(['create', 'in_progress', 'failure'])
    expect(github.requests[2]?.body.description).toMatch(/image is not allowed here/)
    expect(run.outputs).toMatchObject({ status: 'not-deployed', ready: 'false' })
  })

  it('warns, naming the permission, and still deploys when GitHub refuses', async () => {
    running().github = await startGitHubApi({ deny: true })
    const run = await deploy({ environment: 'production', 'github-token': 'ghs_token' })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('ready')
    expect(run.stdout).toMatch(
      /::warning::No GitHub deployment was recorded \(Resource not accessible by integration.*\): the workflow's token needs 'deployments: write'/,
    )
    expect(run.outputs['github-deployment-id']).toBeUndefined()
  })

  it('does nothing on the GitHub side without an environment', async () => {
    running().github = await startGitHubApi()
    const run = await deploy({ 'github-token': 'ghs_token' })
    expect(run.code).toBe(0)
    expect(github.requests).toHaveLength(0)
  })
})

describe.concurrent('dry run', () => {
  it(
    'shows an update field by field and writes nothing anywhere',
    throughDist(async () => {
      running().github = await startGitHubApi()
      const seeded = double.seed('support-bot', {
        image: 'ghcr.io/acme/support-bot:1.0.0',
        autoScaling: { minAgents: 1, maxAgents: 1 },
      })
      const run = await deploy({
        'dry-run': 'true',
        'max-agents': '4',
        environment: 'production',
        'github-token': 'ghs_token',
      })
      expect(run.code).toBe(0)
      expect(double.requests.map((r) => r.method)).toEqual(['GET'])
      expect(github.requests).toHaveLength(0)
      expect(run.outputs).toMatchObject({
        operation: 'would-update',
        status: 'planned',
        'previous-deployment-id': seeded.deployments[0]?.id,
        'deployment-id': '',
      })
      expect(run.stdout).toContain('Image: ghcr.io/acme/support-bot:1.0.0 → ghcr.io/acme/support-bot:2.0.0')
      expect(run.stdout).toContain('Max agents: 1 → 4')
      expect(run.summary).toContain('<tr><td>Max agents</td><td>1</td><td>4</td></tr>')
      expect(run.summary).toContain('<td>Status</td><td>planned</td>')
    }),
  )

  it('shows a create, and an unchanged agent, without writing', async () => {
    const create = await deploy({ 'dry-run': 'true' })
    expect(create.outputs).toMatchObject({ operation: 'would-create', status: 'planned' })
    expect(create.summary).toContain('<tr><td>Image</td><td>(not set)</td><td>ghcr.io/acme/support-bot:2.0.0</td></tr>')
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:2.0.0' })
    const unchanged = await deploy({ 'dry-run': 'true' })
    expect(unchanged.outputs).toMatchObject({ operation: 'unchanged', status: 'planned' })
    expect(double.writes()).toHaveLength(0)
  })
})

describe.concurrent('rollback', () => {
  it(
    'restores the previous configuration when the new deployment fails, then fails the step',
    throughDist(async () => {
      const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', secretSet: 'app-secrets' })
      const run = await deploy({ image: 'ghcr.io/acme/support-bot:crash', 'rollback-on-failure': 'true' })
      expect(run.code).toBe(1)
      expect(seeded.deployments.map((d) => d.body.image)).toEqual([
        'ghcr.io/acme/support-bot:1.0.0',
        'ghcr.io/acme/support-bot:crash',
        'ghcr.io/acme/support-bot:1.0.0',
      ])
      expect(double.writes()[1]?.body).toMatchObject({
        image: 'ghcr.io/acme/support-bot:1.0.0',
        secretSet: 'app-secrets',
      })
      expect(errorsOf(run)[0]).toMatch(
        new RegExp(
          `^Deployment ${seeded.deployments[1]?.id} of agent 'support-bot' failed: the service reports CrashLoopBackOff.*\\. Rolled back: the previous configuration was restored as deployment ${seeded.deployments[2]?.id}, which is active and ready$`,
          's',
        ),
      )
      expect(run.outputs).toMatchObject({
        'rolled-back': 'true',
        status: 'failed',
        'deployment-id': seeded.deployments[1]?.id,
      })
      expect(run.summary).toContain(
        `<tr><td>Rollback</td><td>previous configuration restored: deployment ${seeded.deployments[2]?.id} is ready</td></tr>`,
      )
    }),
  )

  it('keeps the image pull secret set in the rollback, read back or given as input', async () => {
    const seeded = double.seed('support-bot', {
      image: 'ghcr.io/acme/support-bot:1.0.0',
      imagePullSecretSet: 'registry',
    })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:crash', 'rollback-on-failure': 'true' })
    expect(run.code).toBe(1)
    expect(run.outputs['rolled-back']).toBe('true')
    expect(double.writes().map((w) => w.body.imagePullSecretSet)).toEqual(['registry', 'registry'])
    expect(seeded.deployments[2]?.body).toMatchObject({
      image: 'ghcr.io/acme/support-bot:1.0.0',
      imagePullSecretSet: 'registry',
    })
  })

  it('sends the image pull secret set input again in the rollback where the service does not report it', async () => {
    await running().double.close()
    running().double = await startAgentService({ readyAfterMs: 200, form: 'documented' })
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', imagePullSecretSet: 'registry' })
    const run = await deploy({
      image: 'ghcr.io/acme/support-bot:crash',
      'image-pull-secret-set': 'registry',
      'rollback-on-failure': 'true',
    })
    expect(run.code).toBe(1)
    expect(run.outputs['rolled-back']).toBe('true')
    expect(double.writes()[1]?.body).toMatchObject({
      image: 'ghcr.io/acme/support-bot:1.0.0',
      imagePullSecretSet: 'registry',
    })
  })

  it('rolls back after a timeout too, and says when restoring failed as well', async () => {
    const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:crash-old' })
    double.config.readyAfterMs = 60_000
    const run = await deploy({ 'rollback-on-failure': 'true', 'wait-timeout': '1' })
    expect(run.code).toBe(1)
    expect(seeded.deployments).toHaveLength(3)
    expect(errorsOf(run)[0]).toMatch(
      /was not ready after waiting .*\. Restoring the previous configuration failed too: /,
    )
    expect(run.outputs['rolled-back']).toBe('false')
  })

  it('says there is nothing to roll back to when the agent was created', async () => {
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:crash', 'rollback-on-failure': 'true' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /\. Not rolled back: this run created the agent, so there is no previous configuration to go back to$/,
    )
    expect(double.writes()).toHaveLength(1)
    expect(run.outputs['rolled-back']).toBe('false')
  })
})
