import { afterReady } from '../after-ready/after-ready.js'
import { readCallers } from '../after-ready/callers.js'
import { CancelledError, errorMessage } from '../errors.js'
import { earlierOwnSessions } from '../github/earlier-sessions.js'
import { announceOwnSessions } from '../github/own-sessions-notice.js'
import type { Inputs } from '../inputs/inputs.js'
import { setConversationAndScenarioOutputs, setOutput } from '../report/outputs.js'
import type { RunReport } from '../report/run-report.js'
import { failWith, log } from '../report/runner-log.js'
import { describeAgent } from '../service/agents/agent-record.js'
import { AgentService } from '../service/agents/agent-service.js'
import { degradedNote } from '../service/agents/conditions.js'
import { ServiceHttp } from '../service/http/transport.js'
import { raceAbort } from '../time.js'
import type { CheckOwnInputs } from './check-inputs.js'
import { keepIncidentFor, writeCheckSummary } from './check-report.js'
import { addFailure, agentMissing, type CheckResult } from './check-result.js'

// The check of the deployment an agent serves now, without a write of any kind: the agent's record
// (ready? degraded?), then the checks after ready on that deployment (the deploy step's own code: a
// session, a turn, the scenarios), then its callers over the last callers-minutes. Failing or healthy,
// in one line; the incident issue kept when asked.

export async function checkAgent(inputs: Inputs, own: CheckOwnInputs): Promise<void> {
  const name = inputs['agent-name']
  const report: RunReport = { agentName: name, startedAt: Date.now() }
  const cancelled = new AbortController()
  const cancel = () => cancelled.abort()
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  const signal = cancelled.signal
  const http = new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal })
  const result: CheckResult = { health: 'healthy', failures: [], kinds: [] }
  try {
    await checkPhases(inputs, own, report, result, http, signal)
  } catch (error) {
    addFailure(
      result,
      error instanceof CancelledError
        ? `Cancelled during ${report.checking ?? 'the check'}: its sessions were stopped`
        : errorMessage(error),
    )
  } finally {
    http.dispose()
    process.off('SIGINT', cancel)
    process.off('SIGTERM', cancel)
  }
  announceOwnSessions(name, report.ownSessions ?? [])
  result.health = result.failures.length > 0 ? 'failing' : 'healthy'
  if (own.incidentIssue && agentMissing(result))
    log.info(`No incident issue is kept for an agent that does not exist (not deployed yet, or deleted)`)
  const keep = own.incidentIssue && !signal.aborted && !agentMissing(result)
  const incident = keep ? await keepIncidentFor(inputs, own, result) : undefined
  setCheckOutputs(report, result, incident)
  await writeCheckSummary(report, result)
  if (result.health === 'failing') failWith(`Failing: ${result.failures.join('; ')}`)
}

async function checkPhases(
  inputs: Inputs,
  own: CheckOwnInputs,
  report: RunReport,
  result: CheckResult,
  http: ServiceHttp,
  signal: AbortSignal,
): Promise<void> {
  const name = inputs['agent-name']
  const agent = await log.group('Read the agent', () => raceAbort(new AgentService(http).getAgent(name), signal))
  if (!agent) {
    addFailure(result, `Agent '${name}' does not exist`, 'missing')
    return
  }
  report.agent = agent
  log.info(`Agent '${name}': ${describeAgent(agent)}`)
  const deploymentId = agent.reconciledDeploymentId ?? agent.activeDeploymentId ?? undefined
  if (deploymentId) report.deploymentId = deploymentId
  const ready = agent.ready === true && deploymentId !== undefined
  if (!ready) {
    addFailure(result, `Agent '${name}' is not ready: ${describeAgent(agent)}`, 'not ready')
    return
  }
  const degraded = degradedNote(agent)
  if (degraded) addFailure(result, `Agent '${name}' is degraded: ${degraded}`, 'degraded')
  const failure = await afterReady(inputs, report, signal)
  if (failure) addFailure(result, failure.message)
  if (own.callersMinutes > 0) {
    report.checking = 'the read of the callers'
    const earlier = (sinceMs: number) => earlierSessionsOrWarn(own.githubToken, name, sinceMs)
    result.callers = await readCallers(inputs, report, deploymentId, own.callersMinutes, signal, earlier)
    report.checking = undefined
    const failed = result.callers.failures.length
    if (failed >= own.callersMaxFailed)
      addFailure(
        result,
        `${failed} of ${result.callers.seen} caller sessions on deployment ${deploymentId} failed ${result.callers.window} (callers-max-failed: ${own.callersMaxFailed}): ${result.callers.failures
          .slice(0, 3)
          .map((f) => `session ${f.id}: ${f.why}`)
          .join('; ')}`,
        'callers',
      )
  }
}

/** The check's sessions of earlier runs, never callers; none, with a warning, when GitHub cannot say. */
async function earlierSessionsOrWarn(token: string | undefined, agent: string, sinceMs: number): Promise<Set<string>> {
  const earlier = await earlierOwnSessions(token, agent, sinceMs)
  if ('ids' in earlier) return earlier.ids
  log.warning(
    `The sessions this check held in earlier runs could not be read from GitHub ${earlier.problem}; any of them in the window counts as a caller`,
  )
  return new Set()
}

function setCheckOutputs(report: RunReport, result: CheckResult, incident: number | undefined): void {
  setOutput('health', result.health)
  setOutput('deployment-id', report.deploymentId ?? '')
  setOutput('callers', result.callers ? String(result.callers.seen) : '')
  setOutput('failed-callers', result.callers ? String(result.callers.failures.length) : '')
  setOutput('incident', incident === undefined ? '' : String(incident))
  setConversationAndScenarioOutputs(report)
}
