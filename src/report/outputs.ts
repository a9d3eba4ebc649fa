import * as core from '@actions/core'
import { shortened } from '../secrets.js'
import type { Agent } from '../service/agents/agent-record.js'
import { commandText, redact } from './escape.js'
import type { RunReport } from './run-report.js'

/**
 * An output whose value the action itself writes (true, updated, a count, a digest it computed): set as it
 * is. Replacing secrets in it would turn `ready` into *** for a workflow whose secrets hold a value such
 * as DEBUG=true, and later steps that test `ready == 'true'` would silently stop working.
 */
export function setOutput(name: string, value: string): void {
  core.setOutput(name, value)
}

/** An output whose value came from outside (the service's words and ids, a bot): secrets replaced. */
export function setOutsideOutput(name: string, value: string): void {
  core.setOutput(name, redact(value))
}

/** Outputs known once the write is answered: set at once, so that a failed wait still tells them. */
export function setDeploymentOutputs(report: RunReport): void {
  setOutput('operation', report.operation ?? '')
  setOutsideOutput('deployment-id', report.deploymentId ?? '')
  setOutsideOutput('previous-deployment-id', report.previousDeploymentId ?? '')
  setOutsideOutput('service-id', report.serviceId ?? '')
}

/** Outputs known at the end of the step. */
export function setFinalOutputs(report: RunReport): void {
  setOutput('agent-name', report.agentName)
  setOutput('status', report.status ?? '')
  setOutput('ready', String(report.ready ?? false))
  setOutput('agent-ready', String(report.agentReady ?? false))
  setOutput('agent', agentJson(report.agent))
  setOutput('rolled-back', String(report.rolledBack ?? false))
  setOutsideOutput('superseded-by', report.supersededBy ?? '')
  setOutput('image-digest', report.imageCheck?.digest ?? '')
  setOutput('smoke-test', report.smoke?.result ?? '')
  setConversationAndScenarioOutputs(report)
  setOutput('watch', report.watch?.result ?? '')
  setOutput('watched-sessions', report.watch ? String(report.watch.seen) : '')
  setOutput('failed-sessions', report.watch ? String(report.watch.failures.length) : '')
}

/** The conversation's and the scenarios' outputs, the deploy step's and the check action's alike. */
export function setConversationAndScenarioOutputs(report: RunReport): void {
  const conversation = report.conversation
  setOutput('conversation-test', conversation?.result ?? '')
  setOutput('response-ms', conversation?.responseMs === undefined ? '' : String(conversation.responseMs))
  // The bot's words are data from outside: bounded, control characters made visible, secrets replaced.
  setOutsideOutput('bot-said', commandText(shortened(conversation?.botSaid ?? '', 2000)))
  const scenarios = report.scenarios
  setOutput('scenarios', scenarios?.result ?? '')
  setOutput('scenario-pass-rate', scenarios?.passRate === undefined ? '' : String(scenarios.passRate))
  setOutput('turn-p50-ms', scenarios?.p50Ms === undefined ? '' : String(scenarios.p50Ms))
  setOutput('turn-p95-ms', scenarios?.p95Ms === undefined ? '' : String(scenarios.p95Ms))
}

/**
 * The record as JSON, secrets replaced in its text values only (its keys and its true and false are
 * written by JSON, not by the service); a record that cannot be serialised is left out with a warning.
 */
function agentJson(agent: Agent | undefined): string {
  if (!agent) return ''
  try {
    return JSON.stringify(agent, (_key, value: unknown) => (typeof value === 'string' ? redact(value) : value))
  } catch (error) {
    core.warning(
      commandText(
        `The 'agent' output is left empty: the record could not be written as JSON (${(error as Error).message})`,
      ),
    )
    return ''
  }
}
