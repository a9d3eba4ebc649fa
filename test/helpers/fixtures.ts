import { type Inputs, parseInputs, type RawInputs } from '../../src/inputs/inputs.js'
import { type Agent, agentSchema } from '../../src/service/agents/agent-record.js'

export function inputs(raw: RawInputs = {}): Inputs {
  const parsed = parseInputs({
    'api-key': 'sk_x',
    'api-url': 'https://api.example.com',
    'agent-name': 'my-agent',
    ...raw,
  })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return parsed.inputs
}

/** An agent record as the service returns it (agent-api.md 2.1), with overrides. */
export function agentRecord(overrides: Record<string, unknown> = {}, spec: Record<string, unknown> = {}): Agent {
  return agentSchema.parse({
    name: 'my-agent',
    ready: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    activeDeploymentId: 'dep-1',
    activeDeploymentReady: true,
    autoScaling: { maxReplicas: 3, minReplicas: 1 },
    activeSessionCount: 0,
    deployment: {
      id: 'dep-1',
      serviceId: 'svc-1',
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      manifest: {
        apiVersion: 'agents.example.com/v1',
        kind: 'ServiceDefinition',
        metadata: { name: 'my-agent', namespace: 'ns' },
        spec: {
          platformNodeType: 'cpu-small',
          clusterLocal: false,
          image: 'ghcr.io/acme/agent:1.0',
          autoScaling: { maxReplicas: 3, minReplicas: 1 },
          envFromSecretNames: ['app-secrets'],
          noiseSuppressionModels: { enabled: false },
          ...spec,
        },
      },
    },
    ...overrides,
  })
}
