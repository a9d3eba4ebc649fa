// Runs the built dist/index.js as the runner does (INPUT_* variables, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files) against the project's double of the service on 127.0.0.1.
import { describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { perTest, runningTests } from '../helpers/per-test.js'
import { errorsOf } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'

const KEY = 'sk_test_private'
// each test's own double, so that the tests run at once
const double: AgentServiceDouble = runningTests(
  perTest(
    () => startAgentService({ readyAfterMs: 300, secretSets: ['app-secrets', 'registry'] }),
    (double) => double.close(),
  ),
)

function deploy(inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  return runStep({ 'api-key': KEY, 'api-url': double.url, 'agent-name': 'support-bot', ...inputs }, { env })
}

describe.concurrent('the action, run as the runner runs it', () => {
  it(
    'creates a missing agent, waits for it, and reports it',
    throughDist(async () => {
      const run = await deploy({
        image: 'ghcr.io/acme/support-bot:1.0.0',
        'node-type': 'cpu-small',
        'secret-set': 'app-secrets',
        'image-pull-secret-set': 'registry',
        'min-agents': '1',
        'max-agents': '3',
        'enable-noise-suppression': 'true',
      })
      expect(run.code).toBe(0)
      const agent = double.agents.get('support-bot')
      expect(double.writes()).toHaveLength(1)
      expect(double.writes()[0]?.body).toEqual({
        serviceName: 'support-bot',
        image: 'ghcr.io/acme/support-bot:1.0.0',
        nodeType: 'cpu-small',
        imagePullSecretSet: 'registry',
        secretSet: 'app-secrets',
        autoScaling: { minAgents: 1, maxAgents: 3 },
        enableNoiseSuppression: true,
      })
      expect(run.outputs).toMatchObject({
        operation: 'created',
        'deployment-id': agent?.deployments[0]?.id,
        'previous-deployment-id': '',
        'service-id': agent?.serviceId,
        status: 'ready',
        ready: 'true',
        'agent-ready': 'true',
        'rolled-back': 'false',
      })
      expect(JSON.parse(run.outputs.agent ?? '{}')).toMatchObject({
        name: 'support-bot',
        activeDeploymentReady: true,
        region: 'local-1',
      })
      expect(run.summary).toContain('<td>Operation</td><td>created</td>')
      expect(run.summary).toContain('<td>Status</td><td>ready</td>')
      expect(run.stdout).toContain("::group::Read the agent\nAgent 'support-bot' does not exist yet")
    }),
  )

  it('updates an existing agent with the whole configuration, and shows what changed', async () => {
    const seeded = double.seed('support-bot', {
      image: 'ghcr.io/acme/support-bot:1.0.0',
      nodeType: 'cpu-small',
      secretSet: 'app-secrets',
      autoScaling: { minAgents: 1, maxAgents: 2 },
      enableNoiseSuppression: false,
    })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:1.1.0' })
    expect(run.code).toBe(0)
    expect(double.writes().map((r) => [r.path, r.body])).toEqual([
      [
        '/v1/agents/support-bot',
        {
          image: 'ghcr.io/acme/support-bot:1.1.0',
          nodeType: 'cpu-small',
          secretSet: 'app-secrets',
          autoScaling: { minAgents: 1, maxAgents: 2 },
          enableNoiseSuppression: false,
          agentProfile: 'agent-1x',
          // the record's audio filter (none), kept as every other field
          krispViva: { audioFilter: null },
        },
      ],
    ])
    expect(run.outputs).toMatchObject({
      operation: 'updated',
      'deployment-id': seeded.deployments[1]?.id,
      'previous-deployment-id': seeded.deployments[0]?.id,
      status: 'ready',
      ready: 'true',
    })
    expect(run.stdout).toContain('Image: ghcr.io/acme/support-bot:1.0.0 → ghcr.io/acme/support-bot:1.1.0')
    expect(run.summary).toContain(
      '<tr><td>Image</td><td>ghcr.io/acme/support-bot:1.0.0</td><td>ghcr.io/acme/support-bot:1.1.0</td></tr>',
    )
  })

  it('writes nothing when nothing would change, and deploys anyway with force', async () => {
    const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const unchanged = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0' })
    expect(unchanged.code).toBe(0)
    expect(double.requests.map((r) => r.method)).toEqual(['GET'])
    expect(unchanged.outputs).toMatchObject({
      operation: 'unchanged',
      'deployment-id': seeded.deployments[0]?.id,
      status: 'ready',
      ready: 'true',
    })
    const forced = await deploy({ force: 'true' })
    expect(forced.code).toBe(0)
    expect(forced.outputs.operation).toBe('updated')
    expect(seeded.deployments).toHaveLength(2)
    expect(forced.outputs['deployment-id']).toBe(seeded.deployments[1]?.id)
  })

  it('does not wait when wait-for-ready is false', async () => {
    double.config.readyAfterMs = 60_000
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', 'wait-for-ready': 'false' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      operation: 'updated',
      status: 'pending',
      ready: 'false',
      'agent-ready': 'true',
    })
    expect(double.requests.map((r) => r.method)).toEqual(['GET', 'POST'])
  })

  it('fails with the service its own words when the deployment crashes, outputs still set', async () => {
    const seeded = double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:crash' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      expect.stringMatching(
        /^Deployment [0-9a-f-]{36} of agent 'support-bot' failed: the service reports CrashLoopBackOff, last exit code 1 \(Error\), \d+ restarts\. Its last output:\nTraceback \(most recent call last\):\n.*\nModuleNotFoundError: No module named 'pipeline'$/s,
      ),
    ])
    expect(run.outputs).toMatchObject({
      operation: 'updated',
      'deployment-id': seeded.deployments[1]?.id,
      status: 'failed',
      ready: 'false',
    })
  })

  it('times out at wait-timeout, saying how long it waited and what it saw', async () => {
    double.config.readyAfterMs = 60_000
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', 'wait-timeout': '2' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      // how long past the 2 s and how many reads a second apart: the machine's pace decides
      /^Deployment [0-9a-f-]{36} of agent 'support-bot' was not ready after waiting \d+\.\d s \(\d reads?\)\. Last seen: requested deployment [0-9a-f-]{36}, rolled out: [0-9a-f-]{36}, ready: true, phase (Creating|Validating), health: container running$/,
    )
    expect(run.outputs).toMatchObject({ status: 'timed-out', ready: 'false', operation: 'updated' })
    expect(run.outputs['deployment-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it.each([
    ['wrong', 'Invalid API key'],
    ['pk_test_public', 'A private API key is required'],
  ])('says the key %s was refused and that a private key is needed', async (key, words) => {
    const run = await deploy({ 'api-key': key, image: 'ghcr.io/acme/support-bot:1.0.0' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      `The service answered 401 Unauthorized to GET /v1/agents/support-bot: "${words}" (code UNAUTHORIZED). The API key was refused: use a private API key of the account (a public key cannot deploy)`,
    ])
    expect(double.writes()).toHaveLength(0)
  })

  it.each([
    [{ 'agent-name': 'Support_Bot' }, "Input 'agent-name' is not valid"],
    [{ 'min-agents': '2', 'max-agents': '1' }, "Input 'min-agents' (2) is above input 'max-agents' (1)"],
    [{ 'max-agents': '1.5' }, "Input 'max-agents' is not valid: expected a whole number of at least 1"],
    [{ 'wait-for-ready': 'yes' }, "Input 'wait-for-ready' is not valid: expected true or false"],
    [{ 'wait-timeout': '10m' }, "Input 'wait-timeout' is not valid"],
    [{ 'api-url': 'ftp://x' }, "Input 'api-url' is not valid: expected an https URL"],
    [
      { image: 'ghcr.io/acme/support-bot' },
      "Input 'image' is not valid: expected an image reference with a tag or a digest",
    ],
    // a repository in capitals, as a copied placeholder leaves it: Docker refuses it, so does the action
    [
      { image: 'DOCKER_USERNAME/simple-chatbot:0.1' },
      "Input 'image' is not valid: expected an image reference with a tag or a digest, as Docker reads it",
    ],
  ])('refuses bad input %o before sending anything', async (bad, message) => {
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0', ...bad })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })

  it('refuses min-agents above the current max-agents before writing', async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', autoScaling: { minAgents: 1, maxAgents: 2 } })
    const run = await deploy({ 'min-agents': '3' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "Input 'min-agents' (3) is above max-agents of the agent as it runs now (2): expected min-agents at most max-agents",
    ])
    expect(double.writes()).toHaveLength(0)
  })

  it('needs an image to create, and says so before any write', async () => {
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain("input 'image' is required to create an agent")
    expect(double.writes()).toHaveLength(0)
  })

  it('never prints the key, not even in debug output', async () => {
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const run = await deploy(
      { image: 'ghcr.io/acme/support-bot:crash' },
      { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' },
    )
    expect(run.stdout).toContain('::debug::')
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe(`::add-mask::${KEY}`)
    expect(lines.slice(1).join('\n')).not.toContain(KEY)
    expect(run.stderr).not.toContain(KEY)
    expect(run.summary).not.toContain(KEY)
    expect(JSON.stringify(run.outputs)).not.toContain(KEY)
  })

  it('sends request bodies to debug only', async () => {
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0' })
    const bodyLines = run.stdout.split('\n').filter((line) => line.includes('"serviceName"'))
    expect(bodyLines.length).toBeGreaterThan(0)
    expect(bodyLines.every((line) => line.startsWith('::debug::'))).toBe(true)
  })

  it('says plainly when the service answers with the wrong shape', async () => {
    double.setFaults([{ method: 'GET', wrongShape: true }])
    // RUNNER_DEBUG is what the runner sets when a run is re-run with debug logging
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0' }, { RUNNER_DEBUG: '1' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service answered 200 to GET \/v1\/agents\/support-bot with JSON that is not an agent record \(none of name, deployment, desiredDeploymentId, activeDeploymentId\): \{"result":"ok","items":\[\]\}$/,
    )
    // the stack goes to debug only; what a person reads is the message
    const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::debug::'))
    expect(shown.join('\n') + run.stderr).not.toMatch(/TypeError|\s+at /)
    // with debug logging on, the debug stack points into src/, through the bundle's source maps
    expect(run.stdout).toMatch(
      /::debug::UnexpectedAnswerError: .*%0A +at agentFrom \(.*src\/service\/agents\/agent-service\.ts:\d+/,
    )
  })
})
