import * as core from '@actions/core'
import { escapeHtml } from './escape.js'
import type { RunReport, ScenarioRunReport } from './run-report.js'

// The scenarios in the job summary: one row a scenario (its runs, how many passed, its turns' p50 and p95
// and its slowest turn), the verdict against scenario-min-pass-rate, and each failed run's turns as a
// transcript. Everything from the bot is data: escaped, secrets replaced (escapeHtml does both).

const MOST_TRANSCRIPTS = 5

export function addScenarios(report: RunReport): void {
  const scenarios = report.scenarios
  if (!scenarios) return
  const rate = scenarios.passRate === undefined ? 'none judged' : `pass rate ${scenarios.passRate}`
  const over =
    scenarios.transport === 'webrtc' ? ', over SmallWebRTC' : scenarios.transport ? ', over the WebSocket' : ''
  core.summary.addHeading('Scenarios', 4)
  core.summary.addRaw(
    `<p>${escapeHtml(`${scenarios.result}: ${rate} (at least ${scenarios.minPassRate} needed)${over}`)}</p>`,
    true,
  )
  const byScenario = new Map<string, ScenarioRunReport[]>()
  for (const run of scenarios.runs)
    byScenario.set(`${run.scenario} (${run.file})`, [...(byScenario.get(`${run.scenario} (${run.file})`) ?? []), run])
  core.summary.addTable([
    ['Scenario', 'Runs', 'Passed', 'p50', 'p95', 'Slowest turn'].map((data) => ({ data, header: true })),
    ...[...byScenario].map(([name, runs]) => row(name, runs)),
  ])
  const unjudged = unjudgedReasons(scenarios.runs).slice(0, MOST_TRANSCRIPTS)
  if (unjudged.length > 0) core.summary.addRaw(`<p>Not judged: ${escapeHtml(unjudged.join('; '))}</p>`, true)
  const failed = scenarios.runs.filter((run) => run.status === 'failed').slice(0, MOST_TRANSCRIPTS)
  for (const run of failed) {
    core.summary.addHeading(`${escapeHtml(run.scenario)} #${run.repeat} failed`, 5)
    core.summary.addRaw(`<p>${escapeHtml(run.failure ?? '')}</p>`, true)
    core.summary.addRaw(`<pre>${escapeHtml(transcriptText(run), true)}</pre>`, true)
  }
}

function row(name: string, runs: ScenarioRunReport[]): string[] {
  const turns = runs.flatMap((run) => run.turns.filter((t) => t.answerMs !== undefined).map((t) => ({ run, turn: t })))
  const times = turns.map(({ turn }) => turn.answerMs as number).sort((a, b) => a - b)
  const at = (share: number) => (times.length ? `${percentile(times, share)} ms` : '')
  const slowest = turns.sort((a, b) => (b.turn.answerMs as number) - (a.turn.answerMs as number))[0]
  const passed = runs.filter((run) => run.status === 'passed').length
  const skipped = runs.filter((run) => run.status === 'skipped').length
  return [
    escapeHtml(name),
    String(runs.length),
    `${passed}${skipped ? ` (${skipped} not judged)` : ''}`,
    at(0.5),
    at(0.95),
    slowest ? `turn #${slowest.turn.index}, ${slowest.turn.answerMs} ms` : '',
  ]
}

/** Each distinct reason an eval: was not judged (its criterion and why), in the runs' order. */
export function unjudgedReasons(runs: ScenarioRunReport[]): string[] {
  const reasons = runs.flatMap((run) => run.turns.flatMap((turn) => turn.expectations))
  return [...new Set(reasons.filter((e) => e.status === 'skipped').map((e) => e.reason ?? 'eval: not judged'))]
}

/** The nearest-rank percentile of sorted times (turn-p50-ms, turn-p95-ms and the summary's columns). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number
}

/** A run's turns in words: what was sent, what each expectation found. */
export function transcriptText(run: ScenarioRunReport): string {
  return run.turns
    .map((turn) => {
      const sent = turn.sent === undefined ? '(waits)' : JSON.stringify(turn.sent)
      const time = turn.answerMs === undefined ? '' : `, answered in ${turn.answerMs} ms`
      const lines = turn.expectations.map(
        (e) =>
          `  ${e.event}: ${e.status}${e.reason ? ` (${e.reason})` : ''}${e.matched ? `: ${JSON.stringify(e.matched.slice(0, 300))}` : ''}`,
      )
      return [`turn #${turn.index} (line ${turn.line}) ${turn.status}: sent ${sent}${time}`, ...lines].join('\n')
    })
    .join('\n')
}
