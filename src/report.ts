import * as core from '@actions/core'
import type { Agent } from './agent-record.js'
import type { DeploymentLogs } from './deployment-logs.js'
import { seconds } from './http.js'
import type { AgentConfig, ConfigChange } from './plan.js'

/** What a run did, as far as it got: the outputs and the job summary are made from this. */
export interface RunReport {
  agentName: string
  operation?: string
  deploymentId?: string
  previousDeploymentId?: string
  serviceId?: string
  status?: string
  ready?: boolean
  agentReady?: boolean
  agent?: Agent
  desired?: AgentConfig
  changes?: ConfigChange[]
  region?: string
  /** an update the service answered with the deployment already running (nothing needed a new one) */
  keptDeployment?: boolean
  /** the failed or slow deployment's last log lines */
  logs?: DeploymentLogs
  rolledBack?: boolean
  rollbackNote?: string
  githubDeploymentId?: number
  /** the pull request comment this run posted or edited */
  commentUrl?: string
  /** set once a write is under way: from then on, a cancelled run may have made a deployment */
  writeSent?: boolean
  startedAt: number
}

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

const FIELD_LABELS: Record<ConfigChange['field'], string> = {
  image: 'Image',
  nodeType: 'Node type',
  secretSet: 'Secret set',
  minAgents: 'Min agents',
  maxAgents: 'Max agents',
  enableNoiseSuppression: 'Noise suppression',
  agentProfile: 'Agent profile',
  maxSessionDuration: 'Max session duration (s)',
  imagePullSecretSet: 'Image pull secret set',
}

export function describeValue(value: unknown): string {
  if (value === undefined) return '(not set)'
  if (typeof value === 'boolean') return value ? 'on' : 'off'
  return String(value)
}

/** One change as the cells of a table row, escaped: field, before, after. */
export function changeCells(change: ConfigChange): [string, string, string] {
  return [FIELD_LABELS[change.field], escapeHtml(describeValue(change.from)), escapeHtml(describeValue(change.to))]
}

/** The changes as plain lines for the log: "image: a → b". */
export function changeLines(changes: ConfigChange[]): string[] {
  return changes.map((c) => `${FIELD_LABELS[c.field]}: ${describeValue(c.from)} → ${describeValue(c.to)}`)
}

// Characters that mean something to HTML or to Markdown (GitHub renders Markdown around and, after a
// blank line, inside the summary's HTML), written as numeric character references.
const SPECIAL = /[&<>"'`*_[\]#|~!\\]/g

/** Text from the service or an input as summary HTML that renders as that text: no tag, link or heading. */
export function escapeHtml(value: string, keepLineBreaks = false): string {
  const escaped = value.replace(/\r\n?/g, '\n').replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`)
  // A newline would end a table cell (and a blank line the HTML block): <br> keeps the cell whole.
  return keepLineBreaks ? escaped : escaped.replace(/\n/g, '<br>')
}

/** A short table a person reads at a glance; a summary that cannot be written is only a warning. */
export async function writeSummary(report: RunReport): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const desired = report.desired ?? {}
  const scaling =
    desired.minAgents === undefined && desired.maxAgents === undefined
      ? '(service default)'
      : `${describeValue(desired.minAgents)} to ${describeValue(desired.maxAgents)}`
  const rows: [string, string][] = [
    ['Agent', report.agentName],
    ['Operation', report.operation ?? '(none)'],
    ['Deployment', report.deploymentId || '(none)'],
    ['Previous deployment', report.previousDeploymentId || '(none)'],
    ['Image', describeValue(desired.image)],
    ['Node type', describeValue(desired.nodeType)],
    ['Scaling (agents)', scaling],
    ['Secret set', describeValue(desired.secretSet)],
    ['Noise suppression', describeValue(desired.enableNoiseSuppression)],
    ['Region', report.region ?? '(service default)'],
    ['Agent profile', desired.agentProfile ?? '(service default)'],
    [
      'Max session duration',
      desired.maxSessionDuration === undefined ? '(service default, 7200 s)' : `${desired.maxSessionDuration} s`,
    ],
    ['Status', report.status ?? '(none)'],
    ['Time taken', seconds(Date.now() - report.startedAt)],
  ]
  if (report.keptDeployment) {
    rows.push([
      'New deployment',
      'none: the service kept the running deployment (nothing in the update needs a new one; set force: true to roll out a re-pushed tag)',
    ])
  }
  if (report.rollbackNote) rows.push(['Rollback', report.rollbackNote])
  if (report.githubDeploymentId !== undefined) rows.push(['GitHub deployment', String(report.githubDeploymentId)])
  if (report.commentUrl) rows.push(['Pull request comment', report.commentUrl])
  try {
    core.summary.addHeading(`Agent deploy: ${escapeHtml(report.agentName)}`, 3).addTable([
      [
        { data: 'Field', header: true },
        { data: 'Value', header: true },
      ],
      ...rows.map(([field, value]) => [field, escapeHtml(value)]),
    ])
    if (report.changes && report.changes.length > 0) {
      core.summary.addHeading('Changes', 4).addTable([
        [
          { data: 'Field', header: true },
          { data: 'Before', header: true },
          { data: 'After', header: true },
        ],
        ...report.changes.map(changeCells),
      ])
    }
    if (report.logs) {
      core.summary.addHeading(`Last log lines of deployment ${escapeHtml(report.deploymentId ?? '')}`, 4)
      if ('problem' in report.logs)
        core.summary.addRaw(`<p>The logs could not be read: ${escapeHtml(report.logs.problem)}</p>`, true)
      else if (report.logs.lines.length === 0) core.summary.addRaw('<p>(nothing printed yet)</p>', true)
      else core.summary.addRaw(`<pre>${escapeHtml(report.logs.lines.join('\n'), true)}</pre>`, true)
    }
    await core.summary.write()
  } catch (error) {
    core.warning(`The job summary could not be written: ${(error as Error).message}`)
  }
}
