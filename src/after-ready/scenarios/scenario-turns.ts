import type { Scenario, Turn } from '../../scenarios/scenario.js'
import { sleep } from '../../time.js'
import type { ScenarioEvent, ScenarioEvents } from './scenario-events.js'
import { type Judge, matchExpectation, type Outcome } from './scenario-match.js'

// A scenario's turns driven one after another on one connection, as Pipecat's eval harness drives them
// (pipecat-ai/pipecat, src/pipecat/evals/harness.py: _run_turn, _wait_send_after): send_after waits for
// its event (seen before in the run, or arriving; at most 30 s) and its delay; the bot's output not yet
// matched is dropped before a turn sends, so an answer to an earlier turn never passes for this one; the
// turn's expectations share one budget from its send, and the first that times out ends the turn; the
// first failed turn ends the run unless stop_on_failure is false. Each turn's time to the bot's first
// answer (its first bot-llm-text, or its first audio with sound) is kept for turn-p50-ms and turn-p95-ms.

const SEND_AFTER_MOST_MS = 30_000
const POLL_MS = 10

export interface TurnIo {
  sendText(text: string, audioResponse: boolean): void
  sendDtmf(keys: string): void
}

export interface ExpectationResult extends Omit<Outcome, 'endsTurn'> {
  event: string
}

export interface TurnResult {
  index: number
  line: number
  /** what the caller sent: the words, or the keys as "DTMF 1#" */
  sent?: string
  status: 'passed' | 'failed' | 'skipped' | 'not-run'
  expectations: ExpectationResult[]
  /** from the send to the bot's first answer */
  answerMs?: number
}

export interface RunResult {
  status: 'passed' | 'failed' | 'skipped'
  turns: TurnResult[]
  /** the first failure in one line: the turn, the expectation, what came instead */
  failure?: string
}

export async function runTurns(
  scenario: Scenario,
  events: ScenarioEvents,
  io: TurnIo,
  judge: Judge,
  signal: AbortSignal,
): Promise<RunResult> {
  const turns: TurnResult[] = []
  let failure: string | undefined
  for (const [index, turn] of scenario.turns.entries()) {
    if (failure && scenario.stopOnFailure) {
      turns.push({ index, line: turn.line, status: 'not-run', expectations: [] })
      continue
    }
    const result = await runTurn(scenario, turn, index, events, io, judge, signal)
    turns.push(result)
    if (result.status === 'failed' && !failure) failure = failureLine(scenario, result)
  }
  const judged = turns.filter((t) => t.status !== 'not-run')
  const status = failure ? 'failed' : judged.some((t) => t.status === 'skipped') ? 'skipped' : 'passed'
  return { status, turns, ...(failure ? { failure } : {}) }
}

async function runTurn(
  scenario: Scenario,
  turn: Turn,
  index: number,
  events: ScenarioEvents,
  io: TurnIo,
  judge: Judge,
  signal: AbortSignal,
): Promise<TurnResult> {
  const base = { index, line: turn.line }
  const sends = turn.user !== undefined || turn.dtmf !== undefined
  if (turn.sendAfter) {
    const waited = await waitSendAfter(turn.sendAfter, events, signal)
    if (waited)
      return {
        ...base,
        status: 'failed',
        expectations: [{ event: turn.sendAfter.event ?? 'send_after', status: 'failed', reason: waited }],
      }
  }
  if (sends) events.dropPending()
  const anchor = Date.now()
  const mark = events.answerMark()
  if (turn.user !== undefined) io.sendText(turn.user, scenario.botAudio)
  else if (turn.dtmf !== undefined) io.sendDtmf(turn.dtmf)
  const sent = turn.user ?? (turn.dtmf !== undefined ? `DTMF ${turn.dtmf}` : undefined)
  const expectations: ExpectationResult[] = []
  const pendingCalls: ScenarioEvent[] = []
  for (const expectation of turn.expect) {
    const outcome = await matchExpectation(expectation, anchor, { events, signal, judge, pendingCalls })
    expectations.push({
      event: expectation.event,
      status: outcome.status,
      ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}),
      ...(outcome.matched !== undefined ? { matched: outcome.matched } : {}),
    })
    if (outcome.endsTurn) break
  }
  const answeredAt = sends ? events.firstAnswer(mark) : undefined
  const status = expectations.some((e) => e.status === 'failed')
    ? 'failed'
    : expectations.some((e) => e.status === 'skipped')
      ? 'skipped'
      : 'passed'
  return {
    ...base,
    ...(sent !== undefined ? { sent } : {}),
    status,
    expectations,
    ...(answeredAt !== undefined ? { answerMs: answeredAt - anchor } : {}),
  }
}

/** Waits as send_after says; a problem in words when its event never came. */
async function waitSendAfter(
  sendAfter: NonNullable<Turn['sendAfter']>,
  events: ScenarioEvents,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (sendAfter.event === undefined) {
    await sleep(sendAfter.delayMs, signal)
    return undefined
  }
  const until = Date.now() + SEND_AFTER_MOST_MS
  for (;;) {
    const seenAt = events.latest.get(sendAfter.event)
    if (seenAt !== undefined) {
      await sleep(Math.max(0, seenAt + sendAfter.delayMs - Date.now()), signal)
      return undefined
    }
    if (events.over) return `send_after never fired: ${events.over}`
    if (signal.aborted) return 'cancelled'
    if (Date.now() >= until)
      return `send_after never fired: event '${sendAfter.event}' not seen within ${SEND_AFTER_MOST_MS}ms`
    await sleep(POLL_MS, signal)
  }
}

/** "scenario (file:line) turn #2: llm_response: does not contain "Tokyo" (the bot said "…")" */
function failureLine(scenario: Scenario, turn: TurnResult): string {
  const failed = turn.expectations.find((e) => e.status === 'failed')
  const said = failed?.matched ? ` (the bot said ${JSON.stringify(failed.matched.slice(0, 200))})` : ''
  return `${scenario.name} (${scenario.file}:${turn.line}) turn #${turn.index}: ${failed?.event ?? '?'}: ${failed?.reason ?? 'failed'}${said}`
}
