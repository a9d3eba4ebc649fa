import * as z from 'zod/mini'
import { opt, optBoolean, optNumber, optString } from '../loose-fields.js'
import { lastLines } from '../output-lines.js'

// Records carry more fields than the references list, and any of them may be missing or null on some
// installations or versions (`deployment` included): loose objects keep what they do not know, and
// nothing is required but the record being an object. The meaning is decided below, not by the schema.

const manifestSpec = z.looseObject({
  image: optString,
  platformNodeType: optString,
  envFromSecretNames: opt(z.array(z.string())),
  imagePullSecretName: optString,
  maxSessionDurationSeconds: optNumber,
  autoScaling: opt(z.looseObject({ minReplicas: optNumber, maxReplicas: optNumber })),
  noiseSuppressionModels: opt(z.looseObject({ enabled: optBoolean })),
  /** the architecture the deployment runs (amd64, arm64), where the manifest reports it */
  arch: optString,
})

const deploymentError = z.looseObject({ code: optString, message: optString })

const health = z.looseObject({
  ready: optBoolean,
  state: optString,
  restartCount: optNumber,
  replicasStarted: optNumber,
  reason: optString,
  lastExitCode: optNumber,
  lastTerminationReason: optString,
  message: optString,
  /** the service's own label for what is wrong ("Out of memory"), since mid-2026 */
  headline: optString,
})

const condition = z.looseObject({
  type: optString,
  status: optString,
  reason: optString,
  message: optString,
})

const revision = z.looseObject({
  deploymentID: optString,
  phase: optString,
  readyReplicas: optNumber,
  phaseStartedAt: optString,
  health: opt(health),
  hasInfrastructureIssue: optBoolean,
})

export const agentSchema = z.looseObject({
  name: optString,
  ready: optBoolean,
  available: optBoolean,
  desiredDeploymentId: optString,
  reconciledDeploymentId: optString,
  /** deprecated: desiredDeploymentId */
  activeDeploymentId: optString,
  /** deprecated: ready */
  activeDeploymentReady: optBoolean,
  updatedAt: optString,
  createdAt: optString,
  region: optString,
  agentProfile: optString,
  /** the audio filter (tel, pro, or null for none); absent or null on older installations */
  krispViva: opt(z.looseObject({ audioFilter: optString })),
  /** an agent the service deploys itself from a GitHub repository (its GitHub integration) */
  git: opt(z.looseObject({ repoFullName: optString, branch: optString, autoDeploy: optBoolean })),
  currentRevision: opt(revision),
  previousRevision: opt(revision),
  deployment: opt(
    z.looseObject({
      id: optString,
      serviceId: optString,
      /** when the deployment was made (agent-api.md 2.2): whether another deployment is newer than a run's */
      createdAt: optString,
      /** the cloud build this deployment runs (its manifest image is then redacted) */
      buildId: optString,
      manifest: opt(z.looseObject({ spec: opt(manifestSpec) })),
    }),
  ),
  errors: opt(z.array(deploymentError)),
  /** Degraded or Progressing, with a reason and a message, since mid-2026 */
  conditions: opt(z.array(condition)),
})

export type Agent = z.output<typeof agentSchema>
export type Revision = z.output<typeof revision>
export type DeploymentErrorEntry = z.output<typeof deploymentError>
export type ManifestSpec = z.output<typeof manifestSpec>
export type Condition = z.output<typeof condition>

/** The deployment the record names as requested: desiredDeploymentId, else the deprecated field. */
export function requestedDeploymentId(agent: Agent): string | undefined {
  return agent.desiredDeploymentId ?? agent.activeDeploymentId ?? agent.deployment?.id ?? undefined
}

export function manifestSpecOf(agent: Agent): ManifestSpec | undefined {
  return agent.deployment?.manifest?.spec ?? undefined
}

/** The revision the record reports for this deployment, current or previous. */
export function revisionOf(agent: Agent, deploymentId: string): Revision | undefined {
  return [agent.currentRevision, agent.previousRevision].find((r) => r?.deploymentID === deploymentId) ?? undefined
}

/** Why a deployment failed, as the record tells it. */
export interface Failure {
  /** the platform itself has a problem, not the agent's code */
  infrastructure: boolean
  /** one line: reason, exit code, termination reason, or the old-style errors */
  summary: string
  /** the service's own label for it ("Out of memory"), said first */
  headline?: string
  /** the last lines the crashed program printed (health.message), when reported */
  output: string[]
}

/** Where one deployment stands, as far as one read of the agent tells. */
export type DeploymentState =
  /** requested, rolled out, and the agent says ready */
  | { kind: 'ready' }
  /** requested but not rolled out, or not ready yet */
  | { kind: 'starting' }
  /** the record names another deployment as requested: reads lag behind writes */
  | { kind: 'not-requested'; requestedId: string | undefined }
  /** the deployment failed: it will never become ready */
  | { kind: 'failed'; failure: Failure }

/**
 * The meaning of an agent record for one deployment: ready only when the record names it as the
 * requested deployment, the platform has rolled it out (reconciledDeploymentId, wherever the record
 * carries that field; null means "not yet") and `ready` is true. Until the rollout, `ready` describes
 * the previous deployment, so it proves nothing on its own. No deprecated field is required.
 */
export function deploymentState(agent: Agent, deploymentId: string): DeploymentState {
  const requestedId = requestedDeploymentId(agent)
  if (requestedId !== deploymentId) return { kind: 'not-requested', requestedId }
  const failure = failureOf(agent, deploymentId)
  if (failure) return { kind: 'failed', failure }
  const rolledOut = !('reconciledDeploymentId' in agent) || agent.reconciledDeploymentId === deploymentId
  // `ready`, else the deprecated activeDeploymentReady; where both are given both must say so (older
  // installations set `ready` for the agent while the new deployment still starts).
  const flags = [agent.ready, agent.activeDeploymentReady].filter((flag) => typeof flag === 'boolean')
  const ready = flags.length > 0 && flags.every(Boolean)
  return rolledOut && ready ? { kind: 'ready' } : { kind: 'starting' }
}

/** The failure of this deployment: its revision Failed, or (older installations) errors reported. */
export function failureOf(agent: Agent, deploymentId: string): Failure | undefined {
  const own = revisionOf(agent, deploymentId)
  if (own?.phase === 'Failed') {
    const output = lastLines(own.health?.message ?? '', 20)
    const headline = own.health?.headline ?? undefined
    return {
      infrastructure: own.hasInfrastructureIssue === true,
      summary: describeHealth(own),
      output,
      ...(headline ? { headline } : {}),
    }
  }
  if (agent.errors && agent.errors.length > 0 && requestedDeploymentId(agent) === deploymentId) {
    return { infrastructure: false, summary: describeErrors(agent.errors), output: [] }
  }
  return undefined
}

/** The failure as the step's error message says it: the service's headline first, in its words. */
export function describeFailure(failure: Failure): string {
  const whose = failure.infrastructure
    ? `the platform reports an infrastructure issue (a problem of the service, not of the agent's code; retry later or contact the service)${failure.summary ? `: ${failure.summary}` : ''}`
    : `the service reports ${failure.summary}`
  const output = failure.output.length ? `. Its last output:\n${failure.output.join('\n')}` : ''
  return failure.headline ? `${failure.headline} (${whose})${output}` : `${whose}${output}`
}

export function describeErrors(errors: DeploymentErrorEntry[]): string {
  return errors.map((entry) => `${entry.code ?? 'error'}: ${entry.message ?? '(no message)'}`).join('; ')
}

/** "CrashLoopBackOff, last exit code 1 (Error), 3 restarts": what health says, in one line. */
export function describeHealth(rev: Revision): string {
  const health = rev.health
  const parts: string[] = []
  if (health?.reason) parts.push(health.reason)
  if (health?.lastExitCode !== undefined && health?.lastExitCode !== null) {
    parts.push(
      `last exit code ${health.lastExitCode}${health.lastTerminationReason ? ` (${health.lastTerminationReason})` : ''}`,
    )
  } else if (health?.lastTerminationReason) {
    parts.push(`terminated: ${health.lastTerminationReason}`)
  }
  if (health?.restartCount) parts.push(`${health.restartCount} restart${health.restartCount === 1 ? '' : 's'}`)
  if (health?.state && !health.reason) parts.push(`container ${health.state}`)
  if (parts.length === 0) parts.push(`phase ${rev.phase ?? 'unknown'}`)
  return parts.join(', ')
}

/** What a revision shows right now: "Out of memory; phase Validating, health: running" (the headline first). */
export function describeRevision(rev: Revision | undefined): string {
  if (!rev) return 'no revision reported'
  const headline = rev.health?.headline ? `${rev.health.headline}; ` : ''
  const health = rev.health ? `, health: ${describeHealth(rev)}` : ''
  const infra = rev.hasInfrastructureIssue ? ', the platform reports an infrastructure issue' : ''
  return `${headline}phase ${rev.phase ?? 'unknown'}${health}${infra}`
}

/** One line a person can read: which deployment is requested, which rolled out, how ready. */
export function describeAgent(agent: Agent, deploymentId?: string): string {
  const requested = requestedDeploymentId(agent) ?? '(none named)'
  const parts = [`requested deployment ${requested}`]
  if ('reconciledDeploymentId' in agent) parts.push(`rolled out: ${agent.reconciledDeploymentId ?? 'none yet'}`)
  const flags = [
    typeof agent.ready === 'boolean' ? `ready: ${agent.ready}` : undefined,
    typeof agent.activeDeploymentReady === 'boolean' && !('reconciledDeploymentId' in agent)
      ? `deployment ready: ${agent.activeDeploymentReady}`
      : undefined,
  ].filter(Boolean)
  parts.push(...(flags as string[]))
  const rev = deploymentId ? revisionOf(agent, deploymentId) : agent.currentRevision
  if (rev) parts.push(describeRevision(rev))
  if (agent.errors?.length) parts.push(`errors: ${describeErrors(agent.errors)}`)
  return parts.join(', ')
}
