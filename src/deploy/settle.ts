import type { Inputs } from '../inputs/inputs.js'
import { log } from '../report/runner-log.js'
import { type Agent, deploymentState, describeFailure } from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import type { ReplacementWatch } from './superseded/replaced.js'
import { type WaitResult, waitForDeployment } from './wait.js'

/** How the deployment stands at the end of the step. */
export interface Outcome {
  status: 'ready' | 'pending' | 'failed' | 'timed-out' | 'superseded'
  agent: Agent
  message?: string
  /** superseded: the deployment the agent runs instead */
  supersededBy?: string
}

/** Where the deployment stands: from the record in hand when it already tells, else by waiting. */
export async function settle(
  service: AgentService,
  inputs: Inputs,
  agent: Agent,
  deploymentId: string,
  signal: AbortSignal,
  onRead?: (agent: Agent) => void,
  /** whether another deployment replaced this run's (replaced.ts); none: the wait never ends superseded */
  replacement?: ReplacementWatch,
): Promise<Outcome> {
  const state = deploymentState(agent, deploymentId)
  if (state.kind === 'ready') return { status: 'ready', agent }
  if (state.kind === 'failed') {
    return {
      status: 'failed',
      agent,
      message: `Deployment ${deploymentId} of agent '${inputs['agent-name']}' failed: ${describeFailure(state.failure)}`,
    }
  }
  if (!inputs['wait-for-ready']) {
    log.info(`Not waiting for deployment ${deploymentId} to be ready (wait-for-ready is false)`)
    return { status: 'pending', agent }
  }
  const result: WaitResult = await log.group('Wait for the deployment', () =>
    waitForDeployment(service, inputs['agent-name'], deploymentId, {
      timeoutMs: inputs['wait-timeout'] * 1000,
      log,
      signal,
      ...(onRead ? { onRead } : {}),
      ...(replacement ? { replacement } : {}),
    }),
  )
  return {
    status: result.status,
    agent: result.agent ?? agent,
    message: result.message,
    ...(result.supersededBy ? { supersededBy: result.supersededBy } : {}),
  }
}
