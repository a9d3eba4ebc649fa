import { CancelledError } from '../../errors.js'
import type { Inputs } from '../../inputs/inputs.js'
import { inPool } from '../../pool.js'
import type { RunReport, ScenarioRunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import { percentile, unjudgedReasons } from '../../report/scenario-summary.js'
import { type Scenario, TYPED_NOTICE } from '../../scenarios/scenario.js'
import { currentConfig } from '../../service/agents/agent-config.js'
import { sleep } from '../../time.js'
import type { AfterReadyFailure } from '../check-failure.js'
import { MOST_TRIES, pauseBeforeTry } from '../session-check.js'
import { sessionClients } from '../session-start.js'
import { callSpeechFor } from '../speech/call-scenarios-speech.js'
import { judgeFor } from './scenario-judge.js'
import { writeJunit } from './scenario-junit.js'
import { type NotTheBot, type RunContext, scenarioRun } from './scenario-session.js'
import type { RunResult } from './scenario-turns.js'

// The repository's scenarios against the new deployment (scenarios): each run `scenario-repeat` times,
// `scenario-concurrency` sessions at once (never more than the agent's max-agents), each run a session of
// its own (scenario-session.ts). The check passes when the share of judged runs that passed reaches
// scenario-min-pass-rate (and one was judged at least); a failure fails the step in one line and, being
// the deployment's, rolls back with rollback-on-failure. The service's own refusals do not.

export async function scenarioPhase(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
): Promise<AfterReadyFailure | undefined> {
  const scenarios = inputs.scenarioFiles ?? []
  const jobs = scenarios.flatMap((scenario) =>
    Array.from({ length: inputs['scenario-repeat'] }, (_, i) => ({ scenario, repeat: i + 1 })),
  )
  const concurrency = concurrencyOf(inputs, report, jobs.length)
  const runs: ScenarioRunReport[] = []
  // with a speech service, audio user turns are spoken: the notice that they go typed no longer holds
  const said = inputs['speech-api-key'] ? (notice: string) => notice !== TYPED_NOTICE : () => true
  const notices = scenarios.flatMap((s) => s.notices.filter(said).map((notice) => `${s.name} (${s.file}): ${notice}`))
  for (const notice of notices) log.notice(notice)
  // over a call with speech-api-key, the user turns spoken once, before the first call
  const callSpeech = await callSpeechFor(inputs, scenarios)
  if (callSpeech && 'refused' in callSpeech)
    return { message: `The scenarios could not run: ${callSpeech.refused}`, rollBack: false }
  const clients = sessionClients(inputs, signal)
  const context: RunContext = {
    ...clients,
    ...(callSpeech ? { callSpeech } : {}),
    inputs,
    report,
    signal,
    agent: inputs['agent-name'],
    deploymentId: report.deploymentId ?? '',
    unconfirmed: 0,
    judgeOf: judgesFor(inputs['judge-api-key']),
  }
  let refusal: string | undefined
  try {
    await log.group(
      `Run ${jobs.length} scenario run(s) against deployment ${context.deploymentId}, ${concurrency} at once`,
      async () => {
        await inPool(
          jobs,
          concurrency,
          async (job) => {
            const started = Date.now()
            const result = await oneRun(job.scenario, context)
            if ('notTheBot' in result) refusal ??= result.notTheBot
            else runs.push(reportOf(job.scenario, job.repeat, result, Date.now() - started))
          },
          () => refusal !== undefined || signal.aborted,
        )
      },
    )
  } finally {
    clients.dispose()
  }
  if (signal.aborted) throw new CancelledError('cancelled during the scenarios')
  runs.sort((a, b) => a.file.localeCompare(b.file) || a.repeat - b.repeat)
  const verdict = verdictOf(runs, inputs['scenario-min-pass-rate'], notices)
  report.scenarios = { ...verdict, transport: inputs['session-transport'] }
  await writeJunit(inputs['scenario-report'], runs)
  if (refusal) return { message: `The scenarios could not run: ${refusal}`, rollBack: false }
  return failureOf(verdict) ?? unjudged(verdict)
}

/** Each scenario's judge, made once (its HTTP client kept for all its runs). */
function judgesFor(key: string | undefined): RunContext['judgeOf'] {
  const made = new Map<Scenario, ReturnType<typeof judgeFor>>()
  return (scenario) => {
    const judge = made.get(scenario) ?? judgeFor(key, scenario.judge)
    made.set(scenario, judge)
    return judge
  }
}

/** One run, tried again (within the limits of the other checks) while its session lands elsewhere. */
async function oneRun(scenario: Scenario, c: RunContext): Promise<RunResult | NotTheBot> {
  for (let tried = 0; tried < MOST_TRIES; tried++) {
    if (tried > 0) await sleep(pauseBeforeTry(tried), c.signal)
    if (c.signal.aborted) throw new CancelledError('cancelled during the scenarios')
    const result = await scenarioRun(scenario, c)
    if (result !== 'again') return result
  }
  return {
    notTheBot: `no session of scenario ${scenario.name} could be confirmed to run on deployment ${c.deploymentId} (${MOST_TRIES} tried): the previous deployment still took them, or the service's session records could not be read`,
  }
}

function reportOf(scenario: Scenario, repeat: number, result: RunResult, durationMs: number): ScenarioRunReport {
  return {
    scenario: scenario.name,
    file: scenario.file,
    repeat,
    status: result.status,
    ...(result.failure ? { failure: result.failure } : {}),
    durationMs,
    turns: result.turns,
  }
}

function verdictOf(
  runs: ScenarioRunReport[],
  minPassRate: number,
  notices: string[],
): NonNullable<RunReport['scenarios']> {
  const judged = runs.filter((run) => run.status !== 'skipped')
  const passed = judged.filter((run) => run.status === 'passed').length
  const passRate = judged.length > 0 ? Math.round((passed / judged.length) * 10_000) / 10_000 : undefined
  const times = runs
    .flatMap((run) => run.turns.map((turn) => turn.answerMs))
    .filter((ms): ms is number => ms !== undefined)
    .sort((a, b) => a - b)
  const result = passRate === undefined ? 'skipped' : passRate >= minPassRate ? 'passed' : 'failed'
  return {
    result,
    ...(passRate !== undefined ? { passRate } : {}),
    minPassRate,
    ...(times.length > 0 ? { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) } : {}),
    runs,
    notices,
  }
}

/**
 * No run could be judged (the judge could not be reached, or gave no verdict): asked for and proving nothing
 * is not a pass. The judge's trouble is not the deployment's: nothing is rolled back.
 */
function unjudged(verdict: NonNullable<RunReport['scenarios']>): AfterReadyFailure | undefined {
  if (verdict.result !== 'skipped' || verdict.runs.length === 0) return undefined
  return {
    message: `The scenarios proved nothing: no run could be judged. First: ${unjudgedReasons(verdict.runs)[0] ?? 'an eval: criterion was not judged'}`,
    rollBack: false,
  }
}

function failureOf(verdict: NonNullable<RunReport['scenarios']>): AfterReadyFailure | undefined {
  if (verdict.result !== 'failed') return undefined
  const failed = verdict.runs.filter((run) => run.status === 'failed')
  const judged = verdict.runs.filter((run) => run.status !== 'skipped').length
  const first = failed[0]?.failure ?? ''
  return {
    message: `The scenarios failed: ${failed.length} of ${judged} judged run(s) failed (pass rate ${verdict.passRate}, at least ${verdict.minPassRate} needed). First: ${first}`,
    rollBack: true,
  }
}

/** Each session takes an agent of the deployment: never more runs at once than it may run. */
function concurrencyOf(inputs: Inputs, report: RunReport, jobs: number): number {
  const mostAgents = inputs['max-agents'] ?? (report.agent ? currentConfig(report.agent).maxAgents : undefined)
  if (mostAgents !== undefined && inputs['scenario-concurrency'] > mostAgents)
    log.info(
      `scenario-concurrency is ${inputs['scenario-concurrency']}, but the agent runs at most ${mostAgents} at once (max-agents): ${mostAgents} at a time`,
    )
  return Math.max(1, Math.min(inputs['scenario-concurrency'], mostAgents ?? 5, jobs))
}
