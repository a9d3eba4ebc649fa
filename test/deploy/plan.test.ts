import { describe, expect, it } from 'vitest'
import { planDeployment } from '../../src/deploy/plan.js'
import { PlanError } from '../../src/errors.js'
import { currentConfig, diffConfig, runsConfig } from '../../src/service/agents/agent-config.js'
import { requestBody } from '../../src/service/agents/request-body.js'
import { agentRecord, inputs } from '../helpers/fixtures.js'

describe('currentConfig', () => {
  it('reads the configuration from the active manifest, in request words', () => {
    expect(currentConfig(agentRecord())).toEqual({
      image: 'ghcr.io/acme/agent:1.0',
      nodeType: 'cpu-small',
      secretSet: 'app-secrets',
      minAgents: 1,
      maxAgents: 3,
      enableNoiseSuppression: false,
    })
  })

  it('leaves out what the manifest does not carry', () => {
    expect(currentConfig(agentRecord({}, { envFromSecretNames: [], autoScaling: undefined }))).toEqual({
      image: 'ghcr.io/acme/agent:1.0',
      nodeType: 'cpu-small',
      enableNoiseSuppression: false,
    })
  })
})

describe('planDeployment', () => {
  it('creates a missing agent with only what was given', () => {
    const plan = planDeployment(inputs({ image: 'ghcr.io/acme/agent:2.0', 'max-agents': '2' }), undefined)
    expect(plan).toEqual({ kind: 'create', desired: { image: 'ghcr.io/acme/agent:2.0', maxAgents: 2 } })
  })

  it('refuses to create without an image, naming the input', () => {
    expect(() => planDeployment(inputs(), undefined)).toThrow(PlanError)
    expect(() => planDeployment(inputs(), undefined)).toThrow("input 'image' is required to create an agent")
  })

  it.each([
    ['image', { image: 'ghcr.io/acme/agent:2.0' }, 'image', 'ghcr.io/acme/agent:1.0', 'ghcr.io/acme/agent:2.0'],
    ['node type', { 'node-type': 'gpu-large' }, 'nodeType', 'cpu-small', 'gpu-large'],
    ['secret set', { 'secret-set': 'other' }, 'secretSet', 'app-secrets', 'other'],
    ['min agents', { 'min-agents': '0' }, 'minAgents', 1, 0],
    ['max agents', { 'max-agents': '5' }, 'maxAgents', 3, 5],
    ['noise suppression', { 'enable-noise-suppression': 'true' }, 'enableNoiseSuppression', false, true],
  ])('updates when the %s changes, keeping every other current value', (_, raw, field, from, to) => {
    const plan = planDeployment(inputs(raw), agentRecord())
    expect(plan.kind).toBe('update')
    if (plan.kind !== 'update') return
    expect(plan.changes).toEqual([{ field, from, to }])
    expect(plan.desired).toEqual({ ...currentConfig(agentRecord()), [field]: to })
  })

  it('leaves the agent alone when nothing differs', () => {
    expect(planDeployment(inputs({ image: 'ghcr.io/acme/agent:1.0', 'max-agents': '3' }), agentRecord()).kind).toBe(
      'unchanged',
    )
  })

  it('updates with the same configuration when forced', () => {
    const plan = planDeployment(inputs({ force: 'true' }), agentRecord())
    expect(plan).toMatchObject({ kind: 'update', changes: [], forced: true })
  })

  it('does not count the image pull secret set as a change: the service never reports it', () => {
    expect(planDeployment(inputs({ 'image-pull-secret-set': 'registry' }), agentRecord()).kind).toBe('unchanged')
  })

  it('refuses min-agents above the current max-agents before any write', () => {
    expect(() => planDeployment(inputs({ 'min-agents': '4' }), agentRecord())).toThrow(
      "Input 'min-agents' (4) is above max-agents of the agent as it runs now (3)",
    )
  })
})

describe('requestBody', () => {
  it('sends the whole configuration on an update, without serviceName', () => {
    const plan = planDeployment(
      inputs({ image: 'ghcr.io/acme/agent:2.0', 'image-pull-secret-set': 'reg' }),
      agentRecord(),
    )
    expect(requestBody(plan.desired, { forced: false })).toEqual({
      image: 'ghcr.io/acme/agent:2.0',
      nodeType: 'cpu-small',
      imagePullSecretSet: 'reg',
      secretSet: 'app-secrets',
      autoScaling: { minAgents: 1, maxAgents: 3 },
      enableNoiseSuppression: false,
    })
  })

  it('names the agent on a create and leaves out what was not given', () => {
    expect(requestBody({ image: 'a:1' }, { create: 'new-agent' })).toEqual({ serviceName: 'new-agent', image: 'a:1' })
  })
})

describe('diffConfig and runsConfig', () => {
  it('lists each differing field with its old and new value', () => {
    expect(diffConfig({ image: 'a:1', maxAgents: 1 }, { image: 'a:2', maxAgents: 1, nodeType: 'x' })).toEqual([
      { field: 'image', from: 'a:1', to: 'a:2' },
      { field: 'nodeType', from: undefined, to: 'x' },
    ])
  })

  it('recognises a record that runs the desired configuration', () => {
    expect(runsConfig(agentRecord(), { image: 'ghcr.io/acme/agent:1.0', imagePullSecretSet: 'x' })).toBe(true)
    expect(runsConfig(agentRecord(), { image: 'ghcr.io/acme/agent:2.0' })).toBe(false)
  })
})
