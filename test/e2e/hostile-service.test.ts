// A broken or hostile service, against the built action run as the runner runs it: never a deploy reported
// that did not happen, never a change nobody asked for, never a retry storm or a flood of warnings.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { deployInputs, errorsOf, runAction, signalOnOutput } from '../helpers/run-action.js'

let double: AgentServiceDouble

beforeEach(async () => {
  double = await startAgentService({ readyAfterMs: 200 })
})
afterEach(async () => {
  await double.close()
})

const OLD = 'ghcr.io/acme/support-bot:1.0.0'
const NEW = 'ghcr.io/acme/support-bot:2.0.0'
const deploy = (inputs: Record<string, string> = {}, options = {}) =>
  runAction(deployInputs(double.url, { image: NEW, ...inputs }), options)
const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))

describe('an answer that names no deployment', () => {
  it('reads the agent back briefly, then fails saying the create may have been carried out', async () => {
    double.setFaults([{ method: 'POST', status: 200, body: JSON.stringify({ name: 'support-bot' }) }])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(run.durationMs).toBeLessThan(10_000)
    expect(errorsOf(run)).toEqual([
      "The service's answer to the create of agent 'support-bot' named no deployment, and reading the agent back finds no such agent. The create may have been carried out: read the agent before deploying again",
    ])
    expect(run.outputs).toMatchObject({ status: 'unknown', ready: 'false' })
    expect(run.outputs['deployment-id'] ?? '').toBe('')
    expect(run.stdout).not.toContain('Waiting up to')
  })

  it('takes the deployment from the read-back when the write went through', async () => {
    double.seed('support-bot', { image: OLD })
    double.setFaults([
      { method: 'POST', status: 200, afterProcessing: true, body: JSON.stringify({ name: 'support-bot' }) },
    ])
    const run = await deploy()
    expect(run.code).toBe(0)
    const made = double.agents.get('support-bot')?.deployments.at(-1)?.id
    expect(run.outputs).toMatchObject({ status: 'ready', 'deployment-id': made })
    expect(run.stdout).toContain(
      `Reading agent 'support-bot' back shows deployment ${made} running the requested configuration`,
    )
  })

  it('fails a wait whose agent stays missing past the read-lag grace, not at the timeout', async () => {
    // the agent is created; then every read answers "no such agent", as if it had been deleted
    double.setFaults([
      { method: 'GET', times: 1 },
      { method: 'GET', status: 404, times: 200 },
    ])
    const run = await deploy({ 'wait-timeout': '600' })
    expect(run.code).toBe(1)
    expect(run.durationMs).toBeLessThan(25_000)
    expect(errorsOf(run)[0]).toMatch(
      /^Agent 'support-bot' was not found while waiting for deployment [0-9a-f-]{36}: the service has answered "no such agent" for longer than reads lag behind writes/,
    )
    expect(warningsOf(run.stdout)).toHaveLength(1)
    expect(run.outputs.status).toBe('failed')
  }, 40_000)
})

describe('an update answered with the old configuration', () => {
  it('fails rather than report the old image as deployed', async () => {
    double.seed('support-bot', { image: OLD })
    const stale = double.read('support-bot')
    double.setFaults([{ method: 'POST', status: 200, body: JSON.stringify(stale), times: 10 }])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The service's answer to the update of agent 'support-bot' named deployment ${stale?.desiredDeploymentId}, which does not run what was asked \\(asked → reported: Image: ${NEW} → ${OLD}\\), and reading the agent back still .*: the requested configuration was not deployed$`,
        ),
      ),
    ])
    expect(run.outputs.status).toBe('failed')
    expect(run.outputs.ready).toBe('false')
    expect(run.stdout).not.toContain('already deployed')
  })

  it('still takes a scaling-only update that keeps the deployment', async () => {
    double.seed('support-bot', { image: NEW, autoScaling: { minAgents: 1, maxAgents: 2 } })
    const run = await deploy({ 'max-agents': '5' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'ready', operation: 'updated' })
    expect(run.outputs['deployment-id']).toBe(run.outputs['previous-deployment-id'])
  })
})

describe('a lost write, then failing reads', () => {
  it('says the update may have been carried out, with status unknown', async () => {
    double.seed('support-bot', { image: OLD })
    double.setFaults([
      { method: 'GET', times: 1 },
      { method: 'POST', drop: 'after' },
      { method: 'GET', status: 500, times: 100 },
    ])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /reading agent 'support-bot' to find out failed too \(.*500.*\)\. The update may have been carried out: read the agent before deploying again$/,
    )
    expect(run.outputs).toMatchObject({ status: 'unknown', ready: 'false' })
  }, 60_000)
})

describe('an agent with several secret sets', () => {
  beforeEach(() => {
    double.seed('support-bot', { image: OLD, secretSets: ['app-secrets', 'billing-secrets'] })
  })

  it('refuses an image-only update before any write, naming the sets', async () => {
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "Agent 'support-bot' has 2 secret sets (app-secrets, billing-secrets), and an update carries only one: sending it would remove the others. Name the one set the agent should keep with input 'secret-set', or merge them into one set first",
    ])
    expect(double.writes()).toHaveLength(0)
    expect(run.outputs.status).toBe('not-deployed')
  })

  it('updates when the user names the one set to keep', async () => {
    const run = await deploy({ 'secret-set': 'app-secrets' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.secretSet).toBe('app-secrets')
    expect(run.stdout).toContain('Secret set: app-secrets, billing-secrets → app-secrets')
  })
})

describe('rollback', () => {
  it('restores the image pull secret set the record reported, not the one of this run', async () => {
    double.seed('support-bot', { image: OLD, imagePullSecretSet: 'registry-old' })
    const run = await deploy({
      image: 'ghcr.io/acme/support-bot:crash',
      'image-pull-secret-set': 'registry-new',
      'rollback-on-failure': 'true',
    })
    expect(run.code).toBe(1)
    const [failed, restored] = double.writes()
    expect(failed?.body.imagePullSecretSet).toBe('registry-new')
    expect(restored?.body).toMatchObject({ image: OLD, imagePullSecretSet: 'registry-old' })
    expect(run.outputs['rolled-back']).toBe('true')
  })
})

describe('409s and backoff', () => {
  it('shows any other 409 in the service its own words, without resending', async () => {
    double.seed('support-bot', { image: OLD })
    double.setFaults([
      {
        method: 'POST',
        status: 409,
        times: 50,
        body: JSON.stringify({ error: 'Another deployment of this agent is in progress', code: 'CONFLICT' }),
      },
    ])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(double.writes()).toHaveLength(1)
    expect(errorsOf(run)).toEqual([
      'The service answered 409 Conflict to POST /v1/agents/support-bot: "Another deployment of this agent is in progress" (code CONFLICT)',
    ])
    expect(run.outputs.status).toBe('not-deployed')
  })

  it.each(['0', 'Thu, 01 Jan 1970 00:00:00 GMT'])(
    'never collapses the backoff (Retry-After: %s)',
    async (retryAfter) => {
      double.setFaults([{ method: 'GET', status: 503, retryAfter, times: 10 }])
      const run = await deploy()
      expect(run.code).toBe(1)
      const times = double.requests.map((request) => request.at)
      expect(times).toHaveLength(5)
      // equal jitter: at least half of 1, 2, 4, 8 seconds between the attempts
      for (const [i, least] of [500, 1000, 2000, 4000].entries()) {
        expect((times[i + 1] ?? 0) - (times[i] ?? 0)).toBeGreaterThanOrEqual(least - 50)
      }
    },
    30_000,
  )
})

describe('a long wait', () => {
  it('gives one warning per distinct problem and leaks no abort listener', async () => {
    double.config.readyAfterMs = 13_000
    double.seed('support-bot', { image: OLD })
    double.setFaults([
      { method: 'GET', times: 1 },
      { method: 'GET', status: 500, times: 12 },
    ])
    const run = await deploy({ 'wait-timeout': '60' })
    expect(run.code).toBe(0)
    const warnings = warningsOf(run.stdout)
    expect(warnings).toEqual([expect.stringContaining("Reading agent 'support-bot' while waiting failed")])
    // the repeats are in debug output only
    expect(run.stdout.match(/::debug::Reading agent 'support-bot' while waiting failed/g)?.length).toBe(11)
    expect(run.stderr).not.toContain('MaxListenersExceededWarning')
    expect(run.stderr).not.toContain('memory leak')
  }, 40_000)

  it('reports agent-ready from the last record read, also when cancelled', async () => {
    double.config.readyAfterMs = 30_000
    double.seed('support-bot', { image: OLD })
    const cancel = signalOnOutput('is not rolled out and ready yet', 'SIGINT', 200)
    const run = await deploy({}, { onStart: cancel.onStart })
    expect(run.code).not.toBe(0)
    // the previous deployment keeps serving during the rollout: the agent itself is ready
    expect(run.outputs).toMatchObject({ 'agent-ready': 'true', ready: 'false', status: 'failed' })
  })
})

describe('text and ids from the service', () => {
  it('shows terminal escapes as text, never passing them to the terminal', async () => {
    const osc8 = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007'
    const osc52 = '\u001b]52;c;ZXZpbA==\u0007'
    double.setFaults([
      { method: 'GET', status: 400, body: JSON.stringify({ error: `bad ${osc8} ${osc52} \u009b31m \u202eevil` }) },
    ])
    const run = await deploy()
    expect(run.code).toBe(1)
    for (const raw of ['\u001b', '\u0007', '\u009b', '\u202e']) {
      expect(run.stdout).not.toContain(raw)
      expect(run.summary).not.toContain(raw)
    }
    expect(run.stdout).toContain('\\x1b]8;;https://evil.example\\x07click')
    expect(run.stdout).toContain('\\u202eevil')
  })

  it.each([
    ['a newline', 'dep-1\n::error::forged'],
    ['a space', 'dep 1'],
    ['a path', '../../etc/passwd'],
    ['129 characters', 'a'.repeat(129)],
  ])('fails clearly on a deployment id with %s', async (_, id) => {
    const record = {
      name: 'support-bot',
      desiredDeploymentId: id,
      ready: false,
      deployment: { id, manifest: { spec: { image: NEW } } },
    }
    double.setFaults([{ method: 'POST', status: 200, afterProcessing: true, body: JSON.stringify(record) }])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service named a deployment id ".*", which is not an id \(expected letters, digits, '-', '_' and '\.', at most 128 characters\)$/,
    )
    expect(run.outputs['deployment-id'] ?? '').toBe('')
    expect(run.outputs.status).toBe('unknown')
  })
})
