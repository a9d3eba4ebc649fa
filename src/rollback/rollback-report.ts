import * as core from '@actions/core'
import { escapeHtml } from '../report/escape.js'
import { setOutsideOutput } from '../report/outputs.js'
import { failWith, log } from '../report/runner-log.js'
import type { Leg } from './release-set.js'
import type { AgentResult } from './restore-agent.js'
import type { RollbackInputs } from './rollback-inputs.js'

// What the rollback action says: the outputs (`rolled-back` and `left`, JSON lists with the reason for each),
// one line a agent in the log, and the summary (the set's verdict, then one row a agent). The step fails
// only when a rollback it tried failed, or when it was cancelled with agents written and not yet ready: a
// failed set is the matrix's verdict, not this step's.

const RESULT_WORDS: Record<AgentResult['kind'], string> = {
  'rolled-back': 'Rolled back',
  left: 'Left as it is',
  failed: 'Rollback failed',
  cancelled: 'Cancelled',
}

export async function reportRollback(
  inputs: RollbackInputs,
  legs: Leg[],
  failed: string[],
  results: AgentResult[],
): Promise<void> {
  const rolledBack = results.filter((result) => result.kind === 'rolled-back')
  const left = results.filter((result) => result.kind !== 'rolled-back')
  setOutsideOutput(
    'rolled-back',
    JSON.stringify(rolledBack.map(({ agent, deploymentId, reason }) => ({ agent, deploymentId, reason }))),
  )
  setOutsideOutput(
    'left',
    JSON.stringify(
      left.map(({ agent, kind, reason, deploymentId }) => ({
        agent,
        status: kind,
        reason,
        ...(deploymentId ? { deploymentId } : {}),
      })),
    ),
  )
  for (const result of results)
    log.info(`${result.agent}: ${RESULT_WORDS[result.kind].toLowerCase()}: ${result.reason}`)
  const headline = headlineOf(inputs, legs, failed, results)
  core.summary.addHeading('Fleet rollback', 3)
  core.summary.addRaw(`<p><strong>${escapeHtml(headline)}</strong></p>`, true)
  if (failed.length > 0) core.summary.addList(failed.map((line) => escapeHtml(line)))
  core.summary.addTable([
    ['Agent', 'Result', 'Deployment', 'Why'].map((data) => ({ data, header: true })),
    // an empty cell is left unclosed by @actions/core's summary (<td></tr>): a dash stands for none
    ...[...results]
      .sort((a, b) => a.agent.localeCompare(b.agent))
      .map((result) => [
        escapeHtml(result.agent),
        RESULT_WORDS[result.kind],
        escapeHtml(result.deploymentId ?? '–'),
        escapeHtml(result.reason),
      ]),
  ])
  await core.summary.write()
  const broken = results.filter((result) => result.kind === 'failed')
  const cancelled = results.filter((result) => result.kind === 'cancelled')
  if (broken.length > 0)
    failWith(
      `Rolling back ${broken.map((r) => `'${r.agent}' failed (${r.reason})`).join('; ')}${saidRestored(rolledBack)}`,
    )
  else if (cancelled.length > 0)
    failWith(`Cancelled: ${cancelled.map((r) => `'${r.agent}' ${r.reason}`).join('; ')}${saidRestored(rolledBack)}`)
}

function saidRestored(rolledBack: AgentResult[]): string {
  return rolledBack.length > 0
    ? `. Restored: ${rolledBack.map((r) => `'${r.agent}' (deployment ${r.deploymentId})`).join(', ')}`
    : '. No agent was restored'
}

function headlineOf(inputs: RollbackInputs, legs: Leg[], failed: string[], results: AgentResult[]): string {
  const count = (kind: AgentResult['kind']) => results.filter((result) => result.kind === kind).length
  if (failed.length === 0 && inputs.when === 'any-failed')
    return `The set passed (${legs.length} records): nothing rolled back`
  const why = failed.length > 0 ? `${failed.length} leg${failed.length === 1 ? '' : 's'} failed` : 'when: always'
  return `${why}: ${count('rolled-back')} rolled back, ${count('left')} left as they are, ${count('failed')} failed${count('cancelled') > 0 ? `, ${count('cancelled')} cancelled` : ''}`
}
