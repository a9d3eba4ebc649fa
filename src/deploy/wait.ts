import { CancelledError, errorMessage } from '../errors.js'
import {
  type Agent,
  type DeploymentState,
  deploymentState,
  describeAgent,
  describeFailure,
  describeRevision,
  revisionOf,
} from '../service/agent-record.js'
import type { AgentService } from '../service/agent-service.js'
import { ServiceError } from '../service/errors.js'
import { raceAbort, seconds } from '../time.js'

export type WaitStatus = 'ready' | 'failed' | 'timed-out'

export interface WaitResult {
  status: WaitStatus
  /** the last record read; undefined when no read succeeded */
  agent: Agent | undefined
  waitedMs: number
  reads: number
  /** for failed and timed-out: what to tell the user */
  message?: string
}

export interface WaitOptions {
  timeoutMs: number
  log: { info(message: string): void; warning(message: string): void; debug(message: string): void }
  signal?: AbortSignal
}

/**
 * The time from one readiness read to the next, by time spent waiting. Deployments that become ready
 * within minutes are noticed within about a second, with one read a second at most; past that the
 * reads thin out, since a slow deployment gains little from being noticed a second sooner.
 */
export function pollDelay(elapsedMs: number): number {
  if (elapsedMs < 120_000) return 1_000
  if (elapsedMs < 300_000) return 2_000
  return 5_000
}

/**
 * Reads the agent until the deployment this run made is active and ready, the service reports errors
 * for it, or the time is up. A failed read does not end the wait.
 */
export async function waitForDeployment(
  service: AgentService,
  name: string,
  deploymentId: string,
  options: WaitOptions,
): Promise<WaitResult> {
  const { log, signal } = options
  const started = Date.now()
  const deadline = started + options.timeoutMs
  let agent: Agent | undefined
  let state: DeploymentState | undefined
  let seen = ''
  let lastProblem: string | undefined
  let reads = 0
  let pauseUntil = 0
  // Reads keep to a schedule counted from the start, so a slow answer does not push every later read back.
  let nextRead = started + pollDelay(0)
  log.info(`Waiting up to ${seconds(options.timeoutMs)} for deployment ${deploymentId} to be rolled out and ready`)

  for (;;) {
    // The last read falls on the deadline, so that what the timeout reports is fresh.
    await sleepUntil(Math.min(nextRead, deadline), signal)
    reads++
    try {
      agent = await raceAbort(service.getAgent(name, { once: true }), signal)
      lastProblem = undefined
      if (!agent) {
        lastProblem = `agent '${name}' was not found`
        log.warning(`Reading agent '${name}' while waiting: the service says no such agent; still waiting`)
      } else {
        state = deploymentState(agent, deploymentId)
        log.debug(`read ${reads}: ${describeAgent(agent, deploymentId)}`)
        if (state.kind === 'ready') {
          log.info(`Deployment ${deploymentId} is rolled out and ready after ${seconds(Date.now() - started)}`)
          return { status: 'ready', agent, waitedMs: Date.now() - started, reads }
        }
        if (state.kind === 'failed') {
          const message = `Deployment ${deploymentId} of agent '${name}' failed: ${describeFailure(state.failure)}`
          return { status: 'failed', agent, waitedMs: Date.now() - started, reads, message }
        }
        // Said once per change of what the reads show, not once per read.
        const now = progressLine(agent, state, deploymentId)
        if (now !== seen) log.info(now)
        seen = now
      }
    } catch (error) {
      if (error instanceof CancelledError) throw error
      lastProblem = errorMessage(error)
      log.warning(`Reading agent '${name}' while waiting failed (${lastProblem}); still waiting`)
      // A service that asks for a pause (429 or 503 with Retry-After) gets it, within the deadline.
      if (error instanceof ServiceError && error.retryAfterMs) pauseUntil = Date.now() + error.retryAfterMs
    }
    if (Date.now() >= deadline) break
    nextRead += pollDelay(nextRead - started)
    // After a read slower than the schedule, read again at once rather than fall behind for good.
    nextRead = Math.max(nextRead, Date.now(), pauseUntil)
  }

  return timedOut(name, deploymentId, { agent, reads, waitedMs: Date.now() - started, lastProblem })
}

/** What a read that is neither ready nor failed shows: a lagging record, or the rollout under way. */
function progressLine(agent: Agent, state: DeploymentState, deploymentId: string): string {
  return state.kind === 'not-requested'
    ? `The service still names deployment ${state.requestedId ?? '(none)'} as requested (reads lag behind writes); waiting for ${deploymentId}`
    : `Deployment ${deploymentId} is not rolled out and ready yet: ${describeRevision(revisionOf(agent, deploymentId))}`
}

/** The timeout, saying how long it waited and what it last saw. */
function timedOut(
  name: string,
  deploymentId: string,
  last: { agent: Agent | undefined; reads: number; waitedMs: number; lastProblem: string | undefined },
): WaitResult {
  const { agent, reads, waitedMs, lastProblem } = last
  const lastSeen = agent ? describeAgent(agent, deploymentId) : 'no agent record could be read'
  const message =
    `Deployment ${deploymentId} of agent '${name}' was not ready after waiting ${seconds(waitedMs)} (${reads} read${reads === 1 ? '' : 's'}). ` +
    `Last seen: ${lastSeen}${lastProblem ? `; last read: ${lastProblem}` : ''}`
  return { status: 'timed-out', agent, waitedMs, reads, message }
}

function sleepUntil(time: number, signal: AbortSignal | undefined): Promise<void> {
  return raceAbort(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, time - Date.now()))
      signal?.addEventListener('abort', () => clearTimeout(timer), { once: true })
    }),
    signal,
  )
}
