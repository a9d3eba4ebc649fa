import { CancelledError, errorMessage } from '../errors.js'
import {
  type Agent,
  type DeploymentState,
  deploymentState,
  describeAgent,
  describeFailure,
  describeRevision,
  revisionOf,
} from '../service/agents/agent-record.js'
import type { AgentService } from '../service/agents/agent-service.js'
import { progressingNote } from '../service/agents/conditions.js'
import { ServiceError } from '../service/http/errors.js'
import { raceAbort, seconds, sleep } from '../time.js'
import { type ReplacementWatch, supersededMessage } from './superseded/replaced.js'

export type WaitStatus = 'ready' | 'failed' | 'timed-out' | 'superseded'

export interface WaitResult {
  status: WaitStatus
  /** the last record read; undefined when no read succeeded */
  agent: Agent | undefined
  waitedMs: number
  reads: number
  /** for failed, timed-out and superseded: what to tell the user */
  message?: string
  /** superseded: the deployment the agent runs instead of this run's */
  supersededBy?: string
}

export interface WaitOptions {
  timeoutMs: number
  log: { info(message: string): void; warning(message: string): void; debug(message: string): void }
  signal?: AbortSignal
  /** how long reads may answer "no such agent" (reads lag behind a create) before the wait fails */
  notFoundGraceMs?: number
  /** called with every record read: the step's agent-ready output reflects the last, also on cancel */
  onRead?: (agent: Agent) => void
  /** the read schedule (default pollDelay); tests shrink it rather than sit on the clock */
  pollDelay?: (elapsedMs: number) => number
  /**
   * whether another deployment replaced this run's (replaced.ts: newer, and named by reads in a row); without
   * it, no read ends the wait as superseded
   */
  replacement?: ReplacementWatch
}

/** Reads lag behind writes by seconds; an agent missing for longer than this was deleted. */
export const NOT_FOUND_GRACE_MS = 10_000

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
  let seen = ''
  let lastProblem: string | undefined
  let reads = 0
  let pauseUntil = 0
  let missingSince: number | undefined
  const warnOnce = warnOncePer(log)
  // Reads keep to a schedule counted from the start, so a slow answer does not push every later read back.
  const delay = options.pollDelay ?? pollDelay
  let nextRead = started + delay(0)
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
        missingSince ??= Date.now()
        if (Date.now() - missingSince >= (options.notFoundGraceMs ?? NOT_FOUND_GRACE_MS)) {
          return vanished(name, deploymentId, { agent, reads, waitedMs: Date.now() - started, lastProblem })
        }
        warnOnce(`Reading agent '${name}' while waiting: the service says no such agent; still waiting`)
      } else {
        missingSince = undefined
        const result = judgeRead(agent, { name, deploymentId, options, reads, started })
        if (typeof result !== 'string') return result
        // Said once per change of what the reads show, not once per read.
        if (result !== seen) log.info(result)
        seen = result
      }
    } catch (error) {
      if (error instanceof CancelledError) throw error
      lastProblem = errorMessage(error)
      warnOnce(`Reading agent '${name}' while waiting failed (${lastProblem}); still waiting`)
      // A service that asks for a pause (429 or 503 with Retry-After) gets it, within the deadline.
      if (error instanceof ServiceError && error.retryAfterMs) pauseUntil = Date.now() + error.retryAfterMs
    }
    if (Date.now() >= deadline) break
    nextRead += delay(nextRead - started)
    // After a read slower than the schedule, read again at once rather than fall behind for good.
    nextRead = Math.max(nextRead, Date.now(), pauseUntil)
  }

  return timedOut(name, deploymentId, { agent, reads, waitedMs: Date.now() - started, lastProblem })
}

/** One record read: the end of the wait, or the line that says where it stands. */
function judgeRead(
  agent: Agent,
  at: {
    name: string
    deploymentId: string
    options: WaitOptions
    reads: number
    started: number
  },
): WaitResult | string {
  const { name, deploymentId, options } = at
  options.onRead?.(agent)
  options.log.debug(`read ${at.reads}: ${describeAgent(agent, deploymentId)}`)
  const so = { waitedMs: Date.now() - at.started, reads: at.reads }
  const result =
    replacedBy(agent, deploymentId, options.replacement, name, so) ?? verdict(agent, name, deploymentId, so)
  if (typeof result === 'object' && result.status === 'ready') {
    options.log.info(`Deployment ${deploymentId} is rolled out and ready after ${seconds(result.waitedMs)}`)
  }
  return result
}

/** One warning per distinct problem; its repeats go to debug, so a long wait cannot flood the annotations. */
function warnOncePer(log: WaitOptions['log']): (problem: string) => void {
  const warned = new Set<string>()
  return (problem) => {
    ;(warned.has(problem) ? log.debug : log.warning)(problem)
    warned.add(problem)
  }
}

/**
 * Superseded: reads in a row name a deployment newer than this run's (replaced.ts). Another run or a person
 * deployed meanwhile; waiting longer, or rolling back, would only undo their deploy. A single read that names
 * another deployment is a stale read: the wait goes on.
 */
function replacedBy(
  agent: Agent,
  deploymentId: string,
  replacement: ReplacementWatch | undefined,
  name: string,
  so: { waitedMs: number; reads: number },
): WaitResult | undefined {
  const by = replacement?.observe(agent)
  if (!by) return undefined
  return { status: 'superseded', agent, ...so, supersededBy: by, message: supersededMessage(name, deploymentId, by) }
}

/** One record's verdict: ready or failed ends the wait; anything else is a line saying where it stands. */
function verdict(
  agent: Agent,
  name: string,
  deploymentId: string,
  so: { waitedMs: number; reads: number },
): WaitResult | string {
  const state = deploymentState(agent, deploymentId)
  if (state.kind === 'ready') return { status: 'ready', agent, ...so }
  if (state.kind === 'failed') {
    const message = `Deployment ${deploymentId} of agent '${name}' failed: ${describeFailure(state.failure)}`
    return { status: 'failed', agent, ...so, message }
  }
  return progressLine(agent, state, deploymentId)
}

/** What a read that is neither ready nor failed shows: a lagging record, or the rollout under way. */
function progressLine(agent: Agent, state: DeploymentState, deploymentId: string): string {
  return state.kind === 'not-requested'
    ? `The service still names deployment ${state.requestedId ?? '(none)'} as requested (reads lag behind writes); waiting for ${deploymentId}`
    : `Deployment ${deploymentId} is not rolled out and ready yet: ${describeRevision(revisionOf(agent, deploymentId))}${progressing(agent)}`
}

function progressing(agent: Agent): string {
  const note = progressingNote(agent)
  return note ? `; ${note}` : ''
}

interface LastSeen {
  agent: Agent | undefined
  reads: number
  waitedMs: number
  lastProblem: string | undefined
}

/** The agent stayed missing past the read-lag grace: it is gone, and waiting longer cannot help. */
function vanished(name: string, deploymentId: string, last: LastSeen): WaitResult {
  const message = `Agent '${name}' was not found while waiting for deployment ${deploymentId}: the service has answered "no such agent" for longer than reads lag behind writes (${last.reads} read${last.reads === 1 ? '' : 's'} in ${seconds(last.waitedMs)}). It may have been deleted meanwhile`
  return { status: 'failed', agent: undefined, waitedMs: last.waitedMs, reads: last.reads, message }
}

/** The timeout, saying how long it waited and what it last saw. */
function timedOut(name: string, deploymentId: string, last: LastSeen): WaitResult {
  const { agent, reads, waitedMs, lastProblem } = last
  const lastSeen = agent ? describeAgent(agent, deploymentId) : 'no agent record could be read'
  const message =
    `Deployment ${deploymentId} of agent '${name}' was not ready after waiting ${seconds(waitedMs)} (${reads} read${reads === 1 ? '' : 's'}). ` +
    `Last seen: ${lastSeen}${lastProblem ? `; last read: ${lastProblem}` : ''}`
  return { status: 'timed-out', agent, waitedMs, reads, message }
}

/** Sleeps until `time`; its abort listener is removed when it wakes, so a long wait adds none. */
async function sleepUntil(time: number, signal: AbortSignal | undefined): Promise<void> {
  await sleep(Math.max(0, time - Date.now()), signal)
  if (signal?.aborted) throw new CancelledError(String(signal.reason ?? 'cancelled'))
}
