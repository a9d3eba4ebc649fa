import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pollDelay, waitForDeployment } from '../../src/deploy/wait.js'
import { CancelledError } from '../../src/errors.js'
import { requestedDeploymentId } from '../../src/service/agents/agent-record.js'
import type { AgentService } from '../../src/service/agents/agent-service.js'
import { type AgentServiceDouble, startAgentService } from '../double/agent-service.js'
import { agentClient, type RecordingLog, recordingLog } from '../helpers/service-client.js'

let double: AgentServiceDouble
let agents: AgentService
let log: RecordingLog
let lines: string[]

beforeEach(async () => {
  double = await startAgentService({ readyAfterMs: 300 })
  log = recordingLog()
  lines = log.lines
  agents = agentClient(double.url, log)
})
afterEach(async () => {
  agents.dispose()
  await double.close()
})

/** Seeds 'my-agent' running 1.0, updates it to `image`, and returns the new deployment's id. */
async function update(image: string): Promise<string> {
  double.seed('my-agent', { image: 'ghcr.io/acme/agent:1.0' })
  const agent = await agents.updateAgent('my-agent', { image })
  return requestedDeploymentId(agent) ?? ''
}

/** The shipped read schedule, five times faster: these tests check what the reads decide, not the clock. */
const fastPolls = (elapsedMs: number) => pollDelay(elapsedMs * 5) / 5

/**
 * Waits for that deployment as the step does, on the faster schedule; the tests that count reads against
 * the double's timing use the shipped one, whose half-second margins hold on a busy machine.
 */
function waitFor(id: string, timeoutMs: number, signal?: AbortSignal, schedule = fastPolls) {
  return waitForDeployment(agents, 'my-agent', id, {
    timeoutMs,
    log,
    pollDelay: schedule,
    ...(signal ? { signal } : {}),
  })
}

describe('pollDelay', () => {
  it.each([
    [0, 1000],
    [59_000, 1000],
    [119_999, 1000],
    [120_000, 2000],
    [299_999, 2000],
    [300_000, 5000],
    [3_600_000, 5000],
  ])('after %i ms of waiting, reads again in %i ms', (elapsed, delay) => {
    expect(pollDelay(elapsed)).toBe(delay)
  })

  it('reads at most once a second on average over any wait up to an hour', () => {
    for (const horizon of [1_000, 5_000, 20_000, 60_000, 600_000, 3_600_000]) {
      let reads = 0
      for (let t = pollDelay(0); t <= horizon; t += pollDelay(t)) reads++
      expect(reads).toBeLessThanOrEqual(horizon / 1000)
    }
  })
})

describe('waitForDeployment', () => {
  it('returns once this deployment is active and ready, not before', async () => {
    double.config.readyAfterMs = 1500
    const id = await update('ghcr.io/acme/agent:2.0')
    const result = await waitFor(id, 10_000, undefined, pollDelay)
    expect(result).toMatchObject({ status: 'ready', reads: 2 })
    expect(result.agent?.desiredDeploymentId).toBe(id)
    expect(result.waitedMs).toBeGreaterThanOrEqual(1500)
  })

  it('does not take a lagging read that shows the previous deployment as ready for readiness', async () => {
    double.config.readLagMs = 2500
    double.config.readyAfterMs = 500
    const id = await update('ghcr.io/acme/agent:2.0')
    const result = await waitFor(id, 10_000, undefined, pollDelay)
    expect(result.status).toBe('ready')
    expect(result.reads).toBe(3)
    expect(lines).toContain(
      `info: The service still names deployment ${double.agents.get('my-agent')?.deployments[0]?.id} as requested (reads lag behind writes); waiting for ${id}`,
    )
  })

  it('fails as soon as this deployment its revision is Failed, though ready stays true', async () => {
    double.config.readyAfterMs = 160
    const id = await update('ghcr.io/acme/agent:crash')
    const result = await waitFor(id, 30_000)
    expect(result.status).toBe('failed')
    expect(result.agent?.ready).toBe(true)
    expect(result.reads).toBe(1)
    expect(result.message).toContain('CrashLoopBackOff, last exit code 1 (Error)')
  })

  it('fails at once when an older installation reports errors for this deployment', async () => {
    double.config.form = 'documented'
    const id = await update('ghcr.io/acme/agent:crash')
    const result = await waitFor(id, 30_000)
    expect(result.status).toBe('failed')
    expect(result.reads).toBe(1)
    expect(result.message).toMatch(
      new RegExp(
        `^Deployment ${id} of agent 'my-agent' failed: the service reports CrashLoopBackOff: back-off restarting failed container`,
      ),
    )
  })

  it('times out saying how long it waited and what it last saw', async () => {
    double.config.readyAfterMs = 60_000
    const id = await update('ghcr.io/acme/agent:2.0')
    const result = await waitFor(id, 2_000, undefined, pollDelay)
    expect(result.status).toBe('timed-out')
    expect(result.message).toMatch(
      new RegExp(
        `^Deployment ${id} of agent 'my-agent' was not ready after waiting 2\\.\\d s \\(2 reads\\)\\. Last seen: requested deployment ${id}, rolled out: [0-9a-f-]{36}, ready: true, phase Creating, health: container running$`,
      ),
    )
  })

  it('keeps waiting through failed reads', async () => {
    const id = await update('ghcr.io/acme/agent:2.0')
    double.setFaults([{ method: 'GET', status: 500 }])
    const result = await waitFor(id, 10_000)
    expect(result.status).toBe('ready')
    expect(lines).toContain(
      `warning: Reading agent 'my-agent' while waiting failed (The service answered 500 Internal Server Error to GET /v1/agents/my-agent: "Injected fault: 500" (code FAULT)); still waiting`,
    )
  })

  it('pauses its reads when the service asks to (429 with Retry-After)', async () => {
    const id = await update('ghcr.io/acme/agent:2.0')
    // Retry-After counts whole seconds: the smallest pause that is still a pause
    double.setFaults([{ method: 'GET', status: 429, retryAfter: '1' }])
    const result = await waitFor(id, 10_000)
    expect(result.status).toBe('ready')
    expect(result.reads).toBe(2)
    const [first, second] = double.requests.filter((r) => r.method === 'GET').map((r) => r.at)
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(900)
  })

  it('stops at once when cancelled', async () => {
    double.config.readyAfterMs = 60_000
    const id = await update('ghcr.io/acme/agent:2.0')
    const cancel = new AbortController()
    setTimeout(() => cancel.abort('SIGINT'), 300)
    const started = Date.now()
    await expect(waitFor(id, 60_000, cancel.signal)).rejects.toBeInstanceOf(CancelledError)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
