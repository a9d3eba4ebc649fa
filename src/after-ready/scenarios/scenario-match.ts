import type { Expectation, ExpectedCall } from '../../scenarios/expectation.js'
import type { ScenarioEvent, ScenarioEvents } from './scenario-events.js'

// One expectation matched against the bot's events, as Pipecat's eval harness matches it (pipecat-ai/
// pipecat, src/pipecat/evals/harness.py: _match_and_verify, _match_absent, _match_function_calls,
// _next_function_call, _evaluate_aggregate, _check_payload): in order, other events between them
// dropped; the budget (within_ms, default 60 s) counted from the turn's send; a response with a content
// check gathers its segments until the check holds; function calls by name in any order, `args` a
// subset; `absent` holds when no such event comes before the budget ends. Only `eval:` needs a judge:
// without one the expectation is not judged ('skipped'), never passed.

export const DEFAULT_WITHIN_MS = 60_000

export interface Outcome {
  status: 'passed' | 'failed' | 'skipped'
  /** why it failed or was not judged, in words */
  reason?: string
  /** what matched, for the transcript */
  matched?: string
  /** no such event came at all: the turn's other expectations are not waited for */
  endsTurn?: boolean
}

/** A criterion in words judged on the bot's reply; `unjudged` says why it could not be. */
export type Judge = (
  criterion: string,
  reply: string,
) => Promise<{ verdict: 'yes' | 'no' | 'continue'; reason: string } | { unjudged: string }>

export interface MatchContext {
  events: ScenarioEvents
  signal: AbortSignal
  judge: Judge
  /** the turn's function calls seen but not yet claimed by an expectation */
  pendingCalls: ScenarioEvent[]
}

const RESPONSES = ['response', 'llm_response', 'tts_response']

/** The outcome of one expectation; `anchor` is the turn's send (ms since the epoch). */
export async function matchExpectation(expectation: Expectation, anchor: number, c: MatchContext): Promise<Outcome> {
  const budget = expectation.withinMs ?? DEFAULT_WITHIN_MS
  const deadline = anchor + budget
  const { event } = expectation
  if (expectation.absent) {
    const arrived = await c.events.next((e) => e.type === event, deadline, c.signal)
    if (arrived)
      return {
        status: 'failed',
        reason: `expected no '${event}' within ${budget}ms, but one arrived: ${summary(arrived)}`,
      }
    return c.events.over && Date.now() < deadline
      ? { status: 'failed', reason: c.events.over }
      : { status: 'passed', matched: `no '${event}' for ${budget}ms` }
  }
  if (expectation.calls) return matchCalls(expectation.calls, event, deadline, c)
  const words = expectation.textContains !== undefined || expectation.eval !== undefined
  // judge.modality audio with a speech service: the words judged are those heard of the bot's voice
  if (words && event === 'tts_response' && c.events.hearsAudio)
    return matchHeard(expectation, anchor, deadline, budget, c)
  if (RESPONSES.includes(event) && words) return matchReply(expectation, deadline, budget, c)
  const found = await c.events.next((e) => e.type === event, deadline, c.signal)
  if (!found) return missing(event, budget, c)
  const content = found.text ?? ''
  if (expectation.textContains !== undefined && !content.includes(expectation.textContains))
    return {
      status: 'failed',
      reason: `text ${JSON.stringify(content)} does not contain ${JSON.stringify(expectation.textContains)}`,
    }
  if (expectation.eval !== undefined) return judged(await c.judge(expectation.eval, content), content, expectation.eval)
  return { status: 'passed', matched: summary(found) }
}

function missing(event: string, budget: number, c: MatchContext): Outcome {
  return {
    status: 'failed',
    reason: c.events.over ?? `no matching '${event}' event arrived within ${budget}ms`,
    endsTurn: true,
  }
}

function judged(verdict: Awaited<ReturnType<Judge>>, reply: string, criterion: string): Outcome {
  const named = `eval: ${JSON.stringify(criterion)}`
  if ('unjudged' in verdict)
    return { status: 'skipped', reason: `${named} not judged (${verdict.unjudged})`, matched: reply }
  if (verdict.verdict === 'yes') return { status: 'passed', matched: reply }
  return { status: 'failed', reason: `${named}: the judge said ${verdict.verdict}: ${verdict.reason}`, matched: reply }
}

/** A response with text_contains or eval: its segments gathered until the check holds or the budget ends. */
async function matchReply(
  expectation: Expectation,
  deadline: number,
  budget: number,
  c: MatchContext,
): Promise<Outcome> {
  let reply = ''
  let last = ''
  let seen = false
  for (;;) {
    const segment = await c.events.next((e) => e.type === expectation.event, deadline, c.signal)
    if (!segment) {
      if (!seen) return missing(expectation.event, budget, c)
      return { status: 'failed', reason: `not satisfied within ${budget}ms: ${last}`, matched: reply }
    }
    seen = true
    // over a call with a speech service, the words come once the response is said and transcribed
    const heard = segment.heard ? await segment.heard : { text: segment.text ?? '' }
    if (heard.noWords) return { status: 'skipped', reason: `${heard.noWords}: its words cannot be judged` }
    reply = reply ? `${reply} ${heard.text}` : heard.text
    if (expectation.textContains !== undefined && !reply.includes(expectation.textContains)) {
      last = `does not contain ${JSON.stringify(expectation.textContains)}`
      continue
    }
    if (expectation.eval === undefined) return { status: 'passed', matched: reply }
    if (!reply.trim()) {
      last = 'no response text yet'
      continue
    }
    const verdict = await c.judge(expectation.eval, reply)
    if ('verdict' in verdict && verdict.verdict === 'continue') {
      last = `eval: ${JSON.stringify(expectation.eval)}: the judge said continue: ${verdict.reason}`
      continue
    }
    return judged(verdict, reply, expectation.eval)
  }
}

/**
 * A spoken response judged on what a speech service heard of its voice (issue 62): the first answer whose
 * sound began after the turn's send, its words beside the bot's own text; eval asks the judge once.
 */
async function matchHeard(
  expectation: Expectation,
  anchor: number,
  deadline: number,
  budget: number,
  c: MatchContext,
): Promise<Outcome> {
  const own = await c.events.next((e) => e.type === expectation.event, deadline, c.signal)
  if (!own) return missing(expectation.event, budget, c)
  const heard = await c.events.heardFrom(anchor, deadline, c.signal)
  // the bot's own words of this answer: the first, and those queued since (left queued)
  const ownText = () =>
    JSON.stringify(`${own.text ?? ''}${c.events.queuedText(expectation.event)}`.trim().slice(0, 200))
  if (heard === undefined)
    return {
      status: 'failed',
      reason: `no audio of the response with sound came within ${budget}ms to be heard (its own text: ${ownText()})`,
    }
  const { text: reply, noWords } = await heard
  const itsText = ` (its own text: ${ownText()})`
  if (noWords) return { status: 'skipped', reason: `${noWords}: its words cannot be judged${itsText}` }
  const matched = `${reply}${itsText}`
  if (expectation.textContains !== undefined && !reply.includes(expectation.textContains))
    return {
      status: 'failed',
      reason: `as heard, does not contain ${JSON.stringify(expectation.textContains)}`,
      matched,
    }
  if (expectation.eval === undefined) return { status: 'passed', matched }
  return judged(await c.judge(expectation.eval, reply), matched, expectation.eval)
}

/** Every expected call claimed from the turn's calls (seen or arriving), in any order. */
async function matchCalls(calls: ExpectedCall[], event: string, deadline: number, c: MatchContext): Promise<Outcome> {
  const matched: string[] = []
  for (const call of calls) {
    const takes = (e: ScenarioEvent) =>
      e.type === event &&
      (call.name === undefined || e.name === call.name) &&
      Object.entries(call.args ?? {}).every(([key, value]) => sameValue(e.args?.[key], value))
    const index = c.pendingCalls.findIndex(takes)
    let found = index >= 0 ? c.pendingCalls.splice(index, 1)[0] : undefined
    while (!found) {
      const next = await c.events.next(
        (e) => e.type === 'function_call' || e.type === 'function_call_stopped',
        deadline,
        c.signal,
      )
      if (!next) break
      if (takes(next)) found = next
      else c.pendingCalls.push(next)
    }
    if (!found) {
      const near = c.pendingCalls.filter((e) => e.type === event && (call.name === undefined || e.name === call.name))
      if (call.args && near.length > 0)
        return {
          status: 'failed',
          reason: `no '${call.name}' call had args ${JSON.stringify(call.args)} (saw ${near.map((e) => JSON.stringify(e.args)).join(', ')})`,
        }
      return {
        status: 'failed',
        reason:
          c.events.over ??
          `function call '${call.name ?? 'any function'}' not seen (matched: ${matched.join(', ') || 'none'})`,
      }
    }
    matched.push(String(found.name))
  }
  return { status: 'passed', matched: matched.join(', ') || 'function call' }
}

/** Python's == on values from JSON: numbers and strings as they are, lists item by item, dicts by key in any order. */
export function sameValue(actual: unknown, wanted: unknown): boolean {
  if (typeof wanted !== 'object' || wanted === null) return actual === wanted
  if (typeof actual !== 'object' || actual === null) return false
  if (Array.isArray(wanted) || Array.isArray(actual)) {
    if (!Array.isArray(wanted) || !Array.isArray(actual) || wanted.length !== actual.length) return false
    return wanted.every((item, i) => sameValue(actual[i], item))
  }
  const want = Object.entries(wanted)
  const have = actual as Record<string, unknown>
  return (
    want.length === Object.keys(have).length && want.every(([key, value]) => key in have && sameValue(have[key], value))
  )
}

/** A short label of a matched event: a call's signature, or its text. */
export function summary(event: ScenarioEvent): string {
  if (event.type === 'function_call' || event.type === 'function_call_stopped') {
    const args = Object.entries(event.args ?? {})
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join(', ')
    return `${event.name ?? '?'}(${args})`
  }
  return event.text ?? event.type
}
