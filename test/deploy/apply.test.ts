import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { planDeployment } from '../../src/deploy/plan.js'
import { applyPlan } from '../../src/deploy/write/apply.js'
import type { RawInputs } from '../../src/inputs/inputs.js'
import type { AgentService } from '../../src/service/agents/agent-service.js'
import { ServiceError } from '../../src/service/http/errors.js'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { inputs } from '../helpers/fixtures.js'
import { agentClient, FAST_RETRY, type RecordingLog, recordingLog } from '../helpers/service-client.js'

let double: AgentServiceDouble
let agents: AgentService
let log: RecordingLog
let logged: string[]

beforeEach(async () => {
  double = await startAgentService({ secretSets: ['app-secrets', 'registry'] })
  log = recordingLog()
  logged = log.lines
  agents = agentClient(double.url, log, FAST_RETRY)
})
afterEach(async () => {
  agents.dispose()
  await double.close()
})

async function deploy(raw: RawInputs) {
  const given = inputs({ 'api-url': double.url, ...raw })
  const before = await agents.getAgent(given['agent-name'])
  const plan = planDeployment(given, before)
  return applyPlan(agents, given, plan, before, { log, settleDelayMs: 10 })
}

const writes = () => double.writes().map((r) => `${r.method} ${r.path}`)

describe('applyPlan', () => {
  it('creates, updates, and leaves alone, one write each at most', async () => {
    expect((await deploy({ image: 'ghcr.io/acme/agent:1.0' })).operation).toBe('created')
    expect((await deploy({ image: 'ghcr.io/acme/agent:1.1' })).operation).toBe('updated')
    expect((await deploy({ image: 'ghcr.io/acme/agent:1.1' })).operation).toBe('unchanged')
    expect(writes()).toEqual(['POST /v1/agents', 'POST /v1/agents/my-agent'])
  })

  it('continues as an update when another run created the agent first (400 already exists)', async () => {
    double.setFaults([{ method: 'POST', path: '/v1/agents', alreadyExists: true, raceImage: 'ghcr.io/acme/agent:0.9' }])
    const applied = await deploy({ image: 'ghcr.io/acme/agent:1.0' })
    expect(applied.operation).toBe('updated')
    expect(writes()).toEqual(['POST /v1/agents', 'POST /v1/agents/my-agent'])
    expect(double.read('my-agent')?.deployment.manifest.spec.image).toBe('ghcr.io/acme/agent:1.0')
    expect(logged.join('\n')).toContain('created by someone else meanwhile')
  })

  it('makes no second deployment when the other run created the same configuration', async () => {
    double.setFaults([{ method: 'POST', path: '/v1/agents', alreadyExists: true }])
    const applied = await deploy({ image: 'ghcr.io/acme/agent:1.0' })
    expect(applied.operation).toBe('unchanged')
    expect(double.agents.get('my-agent')?.deployments).toHaveLength(1)
  })

  it('takes a 409 saying "already exists" as a create race, never as a secret set being provisioned', async () => {
    double.seed('my-agent', { image: 'ghcr.io/acme/agent:0.9' })
    double.setFaults([{ method: 'POST', path: '/v1/agents', status: 409, body: '{"error":"Service already exists"}' }])
    const given = inputs({ 'api-url': double.url, image: 'ghcr.io/acme/agent:1.0' })
    const applied = await applyPlan(agents, given, planDeployment(given, undefined), undefined, {
      log,
      settleDelayMs: 10,
    })
    expect(applied.operation).toBe('updated')
    expect(logged.join('\n')).toContain('created by someone else meanwhile')
    expect(logged.join('\n')).not.toContain('not ready yet')
    expect(writes()).toEqual(['POST /v1/agents', 'POST /v1/agents/my-agent'])
  })

  it('shows any other 409 in the service its own words, and does not send the write again', async () => {
    double.setFaults([{ method: 'POST', path: '/v1/agents', status: 409, body: '{"error":"conflict"}' }])
    await expect(deploy({ image: 'ghcr.io/acme/agent:1.0' })).rejects.toThrow(
      'The service answered 409 Conflict to POST /v1/agents: "conflict"',
    )
    expect(writes()).toEqual(['POST /v1/agents'])
  })

  it('finds out what a lost create did, and does not create twice', async () => {
    double.setFaults([{ method: 'POST', path: '/v1/agents', drop: 'after' }])
    const applied = await deploy({ image: 'ghcr.io/acme/agent:1.0' })
    expect(applied.operation).toBe('created')
    expect(writes()).toEqual(['POST /v1/agents'])
    expect(double.agents.size).toBe(1)
  })

  it('sends a create again when the lost one did not go through', async () => {
    double.setFaults([{ method: 'POST', path: '/v1/agents', drop: 'before' }])
    const applied = await deploy({ image: 'ghcr.io/acme/agent:1.0' })
    expect(applied.operation).toBe('created')
    expect(writes()).toEqual(['POST /v1/agents', 'POST /v1/agents'])
  })

  it('finds out what a lost update did, and makes one deployment only', async () => {
    double.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0' })
    double.setFaults([{ method: 'POST', path: '/v1/agents/my-agent', status: 502, afterProcessing: true }])
    const applied = await deploy({ image: 'ghcr.io/acme/agent:2.0' })
    expect(applied.operation).toBe('updated')
    expect(double.agents.get('my-agent')?.deployments).toHaveLength(2)
    expect(applied.agent.activeDeploymentId).toBe(double.agents.get('my-agent')?.deployments[1]?.id)
  })

  it('waits out read lag before deciding a lost update did not happen', async () => {
    double.config.readLagMs = 150
    double.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0' })
    double.setFaults([{ method: 'POST', path: '/v1/agents/my-agent', drop: 'after' }])
    const given = inputs({ 'api-url': double.url, image: 'ghcr.io/acme/agent:2.0' })
    const before = await agents.getAgent('my-agent')
    const applied = await applyPlan(agents, given, planDeployment(given, before), before, {
      log,
      settleReads: 5,
      settleDelayMs: 100,
    })
    expect(applied.operation).toBe('updated')
    expect(double.agents.get('my-agent')?.deployments).toHaveLength(2)
  })

  it('sends an update again when the lost one did not go through', async () => {
    double.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0' })
    double.setFaults([{ method: 'POST', path: '/v1/agents/my-agent', drop: 'before' }])
    const applied = await deploy({ image: 'ghcr.io/acme/agent:2.0' })
    expect(applied.operation).toBe('updated')
    expect(double.agents.get('my-agent')?.deployments).toHaveLength(2)
  })

  it('creates the agent when an update is answered 404 and the agent is really gone', async () => {
    double.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0', nodeType: 'gpu' })
    const given = inputs({ 'api-url': double.url, image: 'ghcr.io/acme/agent:2.0' })
    const before = await agents.getAgent('my-agent')
    double.agents.delete('my-agent')
    const applied = await applyPlan(agents, given, planDeployment(given, before), before, { log })
    expect(applied.operation).toBe('created')
    expect(double.writes().at(-1)?.body).toMatchObject({
      serviceName: 'my-agent',
      image: 'ghcr.io/acme/agent:2.0',
      nodeType: 'gpu',
    })
  })

  it('fails at once on an update 404 about a missing secret set, naming it', async () => {
    double.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0' })
    const error = await deploy({ image: 'ghcr.io/acme/agent:2.0', 'secret-set': 'nope' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as Error).message).toBe(
      'The service answered 404 Not Found to POST /v1/agents/my-agent: "Secret set not found" (code NOT_FOUND). Something the request names was not found: check that secret-set \'nope\' exists in the account',
    )
    expect(writes()).toEqual(['POST /v1/agents/my-agent'])
  })

  it('fails at once on a create 404 about a missing image pull secret set, naming it', async () => {
    await expect(deploy({ image: 'ghcr.io/acme/agent:1.0', 'image-pull-secret-set': 'missing' })).rejects.toThrow(
      "check that image-pull-secret-set 'missing' exists",
    )
    expect(writes()).toEqual(['POST /v1/agents'])
  })
})
