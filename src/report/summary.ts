import * as core from '@actions/core'
import { megabytes, seconds } from '../time.js'
import { changeCells, describeValue } from './changes.js'
import { addConversation } from './conversation-summary.js'
import { escapeHtml } from './escape.js'
import type { RunReport } from './run-report.js'
import { addScenarios } from './scenario-summary.js'
import { secretKeyRows, secretSetTitle } from './secret-rows.js'
import { verdict } from './verdict.js'
import { addWatch } from './watch-summary.js'

/** The build: which, cached or built (and how long), and the context it was made from. */
export function buildRows(build: NonNullable<RunReport['build']>): [string, string][] {
  const made =
    build.id === undefined
      ? 'none yet (no build of this context exists)'
      : `${build.id} (${build.cached ? 'cached: no new build was made' : `built${build.durationMs === undefined ? '' : ` in ${seconds(build.durationMs)}`}`})`
  return [
    ['Build', made],
    [
      'Build context',
      `${megabytes(build.contextBytes)} in ${build.fileCount} files (${megabytes(build.archiveBytes)} compressed), hash ${build.contextHash}, region ${build.region}`,
    ],
  ]
}

/** The session tried on the new deployment, in words. */
export function sessionText(smoke: NonNullable<RunReport['smoke']>): string {
  const which = smoke.sessionId ? `session ${smoke.sessionId} on deployment ${smoke.deploymentId}` : 'no session'
  const started = smoke.botStartSeconds !== undefined ? ` (the bot started in ${smoke.botStartSeconds} s)` : ''
  const elsewhere = smoke.elsewhere ? `; ${smoke.elsewhere} landed on the previous deployment and were not counted` : ''
  const tried = smoke.tried ? `; ${smoke.tried} started in all` : ''
  return `${which}: ${smoke.result}${started}${elsewhere}${tried}`
}

/** What the image's registry said: the digest deployed and the platforms found, or why it was not read. */
function imageCheckRow(check: NonNullable<RunReport['imageCheck']>): [string, string] {
  if (check.notChecked) return ['Image check', `not checked: ${check.notChecked}; deployed as given`]
  return [
    'Image digest',
    `${check.digest ?? ''}${check.platforms ? ` (platforms: ${check.platforms.join(', ') || 'none'})` : ''}`,
  ]
}

/** The rows of a delete's table: there is no configuration to show. */
function deletionRows(report: RunReport): [string, string][] {
  return [
    ['Agent', report.agentName],
    ...(report.previewOf !== undefined
      ? ([['Preview of', `pull request #${report.previewOf}`]] as [string, string][])
      : []),
    ['Operation', report.operation ?? '(none)'],
    ...(report.previousDeploymentId
      ? ([
          ['Deployment it ran', report.previousDeploymentId],
          [
            'Image it ran',
            report.desired?.buildId
              ? `the image of build ${report.desired.buildId}`
              : describeValue(report.desired?.image),
          ],
          ['Region', report.region ?? '(not reported)'],
        ] as [string, string][])
      : []),
    ['Status', report.status ?? '(none)'],
    ['Time taken', seconds(Date.now() - report.startedAt)],
  ]
}

const notPlanned: [string, string] = ['Configuration', 'not planned: the run stopped before its plan was made']

/** What the agent runs (or would): the plan's configuration. */
function configurationRows(report: RunReport, desired: NonNullable<RunReport['desired']>): [string, string][] {
  const scaling =
    desired.minAgents === undefined && desired.maxAgents === undefined
      ? '(service default)'
      : `${describeValue(desired.minAgents)} to ${describeValue(desired.maxAgents)}`
  return [
    ['Image', desired.buildId ? `the image of build ${desired.buildId}` : describeValue(desired.image)],
    ['Node type', describeValue(desired.nodeType)],
    ['Architecture', desired.architecture ?? "(the region's default)"],
    ['Scaling (agents)', scaling],
    ['Secret set', describeValue(desired.secretSet)],
    ['Noise suppression', describeValue(desired.enableNoiseSuppression)],
    ['Audio filter', describeValue(desired.audioFilter)],
    [
      'WebSocket auth',
      desired.websocketAuth === undefined ? '(not named: left as it is)' : describeValue(desired.websocketAuth),
    ],
    ['Region', report.region ?? '(service default)'],
    ['Agent profile', desired.agentProfile ?? '(service default)'],
    [
      'Max session duration',
      desired.maxSessionDuration === undefined ? '(service default, 7200 s)' : `${desired.maxSessionDuration} s`,
    ],
  ]
}

/** The rows of the summary's main table, as plain text (escaped when written). */
function summaryRows(report: RunReport): [string, string][] {
  if (report.operation === 'deleted' || report.operation === 'would-delete') return deletionRows(report)
  const rows: [string, string][] = [
    ['Agent', report.agentName],
    ...(report.deployFile ? ([['Deploy file', report.deployFile]] as [string, string][]) : []),
    ['Operation', report.operation ?? '(none)'],
    ['Deployment', report.deploymentId || '(none)'],
    ['Previous deployment', report.previousDeploymentId || '(none)'],
    // A run that stopped before its plan has no configuration to show: "(not set)" would contradict the
    // deploy file's row above.
    ...(report.desired ? configurationRows(report, report.desired) : [notPlanned]),
    ['Status', report.status ?? '(none)'],
    ['Time taken', seconds(Date.now() - report.startedAt)],
  ]
  if (report.keptDeployment) {
    rows.push([
      'New deployment',
      'none: the service kept the running deployment (nothing in the update needs a new one; set force: true to roll out a re-pushed tag)',
    ])
  }
  if (report.linkedRepository) {
    rows.push([
      'Deployed from GitHub by the service',
      `${report.linkedRepository}: the next push there replaces this deployment`,
    ])
  }
  if (report.promotion) rows.push(['Promoted from', promotedText(report.promotion)])
  if (report.imageCheck) rows.push(imageCheckRow(report.imageCheck))
  if (report.degraded) rows.push(['Health', report.degraded])
  const ready = report.agent?.currentRevision?.readyReplicas ?? undefined
  const most = report.desired?.maxAgents
  // More instances than max-agents is the service keeping spares, never a fault.
  if (ready !== undefined && most !== undefined && ready > most) {
    rows.push(['Ready instances', `${ready} (above max-agents ${most}: the service keeps spare instances)`])
  }
  if (report.smoke) rows.push(['Session tried', sessionText(report.smoke)])
  if (report.plannedChecks?.length) rows.push(['Checks once ready', report.plannedChecks.join('; ')])
  if (report.build) rows.push(...buildRows(report.build))
  if (report.rollbackNote) rows.push(['Rollback', report.rollbackNote])
  if (report.githubDeploymentId !== undefined) rows.push(['GitHub deployment', String(report.githubDeploymentId)])
  if (report.commentUrl) rows.push(['Pull request comment', report.commentUrl])
  return rows
}

/**
 * The verdict first, in one line; then the changes; then the details a person looks up. A summary that
 * cannot be written is only a warning.
 */
export async function writeSummary(report: RunReport, failure?: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const rows = summaryRows(report)
  try {
    core.summary.addHeading(`Agent deploy: ${escapeHtml(report.agentName)}`, 3)
    core.summary.addRaw(`<p><strong>${escapeHtml(verdict(report, failure))}</strong></p>`, true)
    if (report.changes && report.changes.length > 0) {
      core.summary.addHeading('Changes', 4).addTable([
        [
          { data: 'Field', header: true },
          { data: 'Before', header: true },
          { data: 'After', header: true },
        ],
        ...report.changes.map((change) => changeCells(change)),
      ])
    }
    if (report.secrets) {
      core.summary.addHeading(escapeHtml(secretSetTitle(report.secrets)), 4).addTable([
        [
          { data: 'Key', header: true },
          { data: 'What happens', header: true },
        ],
        ...secretKeyRows(report.secrets).map((row) => row.map((cell) => escapeHtml(cell))),
      ])
    }
    core.summary.addHeading('Details', 4).addTable([
      [
        { data: 'Field', header: true },
        { data: 'Value', header: true },
      ],
      ...rows.map(([field, value]) => [field, escapeHtml(value)]),
    ])
    if (report.buildLogs && report.buildLogs.length > 0) {
      core.summary.addHeading(`Last log lines of build ${escapeHtml(report.build?.id ?? '')}`, 4)
      core.summary.addRaw(`<pre>${escapeHtml(report.buildLogs.join('\n'), true)}</pre>`, true)
    }
    addConversation(report)
    addScenarios(report)
    addWatch(report)
    if (report.smoke?.lines && report.smoke.lines.length > 0) {
      core.summary.addHeading(`Last log lines of session ${escapeHtml(report.smoke.sessionId ?? '')}`, 4)
      core.summary.addRaw(`<pre>${escapeHtml(report.smoke.lines.join('\n'), true)}</pre>`, true)
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

/** "agent 'x-staging', deployment d (eu-central), commit abc1234; checks passed: conversation-test" */
function promotedText(p: NonNullable<RunReport['promotion']>): string {
  const checks = Object.keys(p.checks)
  return `agent '${p.agent}', deployment ${p.deploymentId ?? '(none)'}${p.region ? ` (${p.region})` : ''}, commit ${p.commit?.slice(0, 12) ?? '(unknown)'}; ${checks.length > 0 ? `checks passed: ${checks.join(', ')}` : 'it held no checks'}`
}
