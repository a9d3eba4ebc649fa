import * as core from '@actions/core'
import { keepIncident } from '../github/incident.js'
import { gitHubClient } from '../github/octokit.js'
import { gitHubRefusal } from '../github/refusals.js'
import { repositoryOf, runPageUrl } from '../github/run-context.js'
import { tokenIdentity } from '../github/token-identity.js'
import type { Inputs } from '../inputs/inputs.js'
import { addConversation } from '../report/conversation-summary.js'
import { commandText, escapeForComment, escapeHtml } from '../report/escape.js'
import type { RunReport } from '../report/run-report.js'
import { log } from '../report/runner-log.js'
import { addScenarios } from '../report/scenario-summary.js'
import { sessionText } from '../report/summary.js'
import type { CheckOwnInputs } from './check-inputs.js'
import type { CheckResult } from './check-result.js'

// What people read of a check: the summary opens with Healthy or Failing in one line, then each check, the
// callers (failed ones with their exception lines) and the response time; the incident issue says the
// same, escaped and with known secrets replaced.

export async function writeCheckSummary(report: RunReport, result: CheckResult): Promise<void> {
  const headline = result.health === 'healthy' ? 'Healthy' : `Failing: ${result.failures.join('; ')}`
  core.summary.addHeading(`Agent check: ${escapeHtml(report.agentName)}`, 3)
  core.summary.addRaw(`<p><strong>${escapeHtml(headline)}</strong></p>`, true)
  const rows: [string, string][] = [['Deployment', report.deploymentId ?? '(none)']]
  if (report.smoke) rows.push(['Session check', sessionText(report.smoke)])
  if (report.conversation?.responseMs !== undefined)
    rows.push(['Response time', `${report.conversation.responseMs} ms`])
  if (result.callers)
    rows.push(['Callers', `${result.callers.seen} ${result.callers.window}, ${result.callers.failures.length} failed`])
  core.summary.addTable([
    [
      // a header cell without text is left unclosed by @actions/core's summary (<th></tr>)
      { data: 'Check', header: true },
      { data: 'Result', header: true },
    ],
    ...rows.map(([field, value]) => [field, escapeHtml(value)]),
  ])
  if (result.callers && result.callers.failures.length > 0) {
    core.summary.addHeading('Failed callers', 4)
    core.summary.addTable([
      ['Session', 'Completion', 'Why'].map((data) => ({ data, header: true })),
      ...result.callers.failures
        .slice(0, 20)
        .map((f) => [escapeHtml(f.id), escapeHtml(f.completion), escapeHtml(f.why)]),
    ])
  }
  addConversation(report)
  addScenarios(report)
  await core.summary.write()
}

/** Opens, comments on or closes the agent's incident issue; its number when one is open after. */
export async function keepIncidentFor(
  inputs: Inputs,
  own: CheckOwnInputs,
  result: CheckResult,
): Promise<number | undefined> {
  const env = process.env
  const where = repositoryOf(env)
  if (!where || !own.githubToken) {
    log.warning('The incident issue was not kept: GITHUB_REPOSITORY is not set')
    return undefined
  }
  const runUrl = runPageUrl(env) ?? ''
  const octokit = await gitHubClient(own.githubToken, env)
  const failing =
    result.health === 'failing'
      ? {
          title: commandText(result.failures[0] ?? 'failing').slice(0, 300),
          headline: escapeForComment(result.failures[0] ?? 'failing').slice(0, 300),
          details: result.failures.map((failure) => `- ${escapeForComment(failure)}`).join('\n'),
          signature: result.kinds.join(' + '),
        }
      : undefined
  let me: string
  try {
    me = await tokenIdentity(octokit, own.githubToken)
  } catch (error) {
    log.warning(`The incident issue was not kept ${gitHubRefusal(error, 'the token could not say who it is')}`)
    return undefined
  }
  const outcome = await keepIncident(octokit, where, {
    agent: inputs['agent-name'],
    me,
    runUrl,
    ...(failing ? { failing } : {}),
  })
  if (outcome.warning) log.warning(outcome.warning)
  else log.info(`Incident issue: ${outcome.did}${outcome.issue ? ` (#${outcome.issue})` : ''}`)
  return outcome.did === 'closed' ? undefined : outcome.issue
}
