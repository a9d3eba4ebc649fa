import * as core from '@actions/core'
import { shortened } from '../secrets.js'
import type { Agent } from '../service/agents/agent-record.js'
import { commandText, redact } from './escape.js'
import type { RunReport } from './run-report.js'

/** Every output passes here: a secret the service echoed never reaches a later step's input. */
export function setOutput(name: string, value: string): void {
  core.setOutput(name, redact(value))
}

/** Outputs known once the write is answered: set at once, so that a failed wait still tells them. */
export function setDeploymentOutputs(report: RunReport): void {
  setOutput('operation', report.operation ?? '')
  setOutput('deployment-id', report.deploymentId ?? '')
  setOutput('previous-deployment-id', report.previousDeploymentId ?? '')
  setOutput('service-id', report.serviceId ?? '')
}

/** Outputs known at the end of the step. */
export function setFinalOutputs(report: RunReport): void {
  setOutput('agent-name', report.agentName)
  setOutput('status', report.status ?? '')
  setOutput('ready', String(report.ready ?? false))
  setOutput('agent-ready', String(report.agentReady ?? false))
  setOutput('agent', agentJson(report.agent))
  setOutput('rolled-back', String(report.rolledBack ?? false))
  setOutput('image-digest', report.imageCheck?.digest ?? '')
  setOutput('smoke-test', report.smoke?.result ?? '')
  const conversation = report.conversation
  setOutput('conversation-test', conversation?.result ?? '')
  setOutput('watch', report.watch?.result ?? '')
  setOutput('watched-sessions', report.watch ? String(report.watch.seen) : '')
  setOutput('failed-sessions', report.watch ? String(report.watch.failures.length) : '')
  setOutput('response-ms', conversation?.responseMs === undefined ? '' : String(conversation.responseMs))
  // The bot's words are data from outside: bounded, control characters made visible, secrets replaced.
  setOutput('bot-said', commandText(shortened(conversation?.botSaid ?? '', 2000)))
}

/** The record as JSON; a record that cannot be serialised is left out with a warning, never a failure. */
function agentJson(agent: Agent | undefined): string {
  if (!agent) return ''
  try {
    return JSON.stringify(agent)
  } catch (error) {
    core.warning(
      commandText(
        `The 'agent' output is left empty: the record could not be written as JSON (${(error as Error).message})`,
      ),
    )
    return ''
  }
}
