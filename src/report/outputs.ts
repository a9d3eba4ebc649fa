import * as core from '@actions/core'
import type { Agent } from '../service/agent-record.js'
import type { RunReport } from './run-report.js'

/** Outputs known once the write is answered: set at once, so that a failed wait still tells them. */
export function setDeploymentOutputs(report: RunReport): void {
  core.setOutput('operation', report.operation ?? '')
  core.setOutput('deployment-id', report.deploymentId ?? '')
  core.setOutput('previous-deployment-id', report.previousDeploymentId ?? '')
  core.setOutput('service-id', report.serviceId ?? '')
}

/** Outputs known at the end of the step. */
export function setFinalOutputs(report: RunReport): void {
  core.setOutput('status', report.status ?? '')
  core.setOutput('ready', String(report.ready ?? false))
  core.setOutput('agent-ready', String(report.agentReady ?? false))
  core.setOutput('agent', agentJson(report.agent))
  core.setOutput('rolled-back', String(report.rolledBack ?? false))
}

/** The record as JSON; a record that cannot be serialised is left out with a warning, never a failure. */
function agentJson(agent: Agent | undefined): string {
  if (!agent) return ''
  try {
    return JSON.stringify(agent)
  } catch (error) {
    core.warning(
      `The 'agent' output is left empty: the record could not be written as JSON (${(error as Error).message})`,
    )
    return ''
  }
}
