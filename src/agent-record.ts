import * as z from 'zod/mini'

// Records may carry more fields than the reference lists (region, errors, ...): loose objects keep
// what they do not know and never reject it. Only what the action reads is required.
const manifestSpec = z.looseObject({
  image: z.optional(z.string()),
  platformNodeType: z.optional(z.nullable(z.string())),
  envFromSecretNames: z.optional(z.nullable(z.array(z.string()))),
  autoScaling: z.optional(
    z.nullable(
      z.looseObject({
        minReplicas: z.optional(z.nullable(z.number())),
        maxReplicas: z.optional(z.nullable(z.number())),
      }),
    ),
  ),
  noiseSuppressionModels: z.optional(z.nullable(z.looseObject({ enabled: z.optional(z.nullable(z.boolean())) }))),
})

const deploymentError = z.looseObject({
  code: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
})

export const agentSchema = z.looseObject({
  name: z.string(),
  ready: z.boolean(),
  activeDeploymentId: z.string(),
  activeDeploymentReady: z.boolean(),
  updatedAt: z.optional(z.nullable(z.string())),
  deployment: z.looseObject({
    id: z.string(),
    serviceId: z.optional(z.nullable(z.string())),
    manifest: z.looseObject({ spec: manifestSpec }),
  }),
  errors: z.optional(z.nullable(z.array(deploymentError))),
})

export type Agent = z.output<typeof agentSchema>
export type DeploymentErrorEntry = z.output<typeof deploymentError>

/** Where one deployment stands, as far as one read of the agent tells. */
export type DeploymentState =
  /** this deployment is active, and both it and the agent say ready */
  | { kind: 'ready' }
  /** this deployment is active but not ready yet */
  | { kind: 'starting' }
  /** the read still shows another deployment as active: reads lag behind writes */
  | { kind: 'not-active'; activeDeploymentId: string }
  /** the service reports errors for this deployment: it will never become ready */
  | { kind: 'failed'; errors: DeploymentErrorEntry[] }

/** The meaning of an agent record for the deployment this run made. */
export function deploymentState(agent: Agent, deploymentId: string): DeploymentState {
  if (agent.activeDeploymentId !== deploymentId) {
    return { kind: 'not-active', activeDeploymentId: agent.activeDeploymentId }
  }
  if (agent.errors && agent.errors.length > 0) return { kind: 'failed', errors: agent.errors }
  if (agent.activeDeploymentReady && agent.ready) return { kind: 'ready' }
  return { kind: 'starting' }
}

export function describeErrors(errors: DeploymentErrorEntry[]): string {
  return errors.map((entry) => `${entry.code ?? 'error'}: ${entry.message ?? '(no message)'}`).join('; ')
}

/** One line a person can read: which deployment is active and how ready it is. */
export function describeAgent(agent: Agent): string {
  const errors = agent.errors?.length ? `, errors: ${describeErrors(agent.errors)}` : ''
  return `active deployment ${agent.activeDeploymentId} (deployment ready: ${agent.activeDeploymentReady}, agent ready: ${agent.ready}${errors})`
}
