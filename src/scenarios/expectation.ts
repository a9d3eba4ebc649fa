import { isMapping, ScenarioError } from './scenario-errors.js'

// One expectation of a turn, checked as Pipecat's loader checks it (pipecat-ai/pipecat,
// src/pipecat/evals/scenario.py: _parse_expectation, _parse_function_calls), with its messages.

export interface ExpectedCall {
  name?: string
  args?: Record<string, unknown>
}

export interface Expectation {
  event: string
  withinMs?: number
  textContains?: string
  calls?: ExpectedCall[]
  eval?: string
  absent: boolean
}

/** The events a scenario may name, as Pipecat's harness translates RTVI messages into them. */
export const SCENARIO_EVENTS = [
  'bot_ready',
  'user_started_speaking',
  'user_stopped_speaking',
  'vad_user_started_speaking',
  'vad_user_stopped_speaking',
  'user_transcription',
  'llm_started',
  'llm_response',
  'tts_response',
  'response',
  'function_call',
  'function_call_stopped',
  'bot_interrupted',
] as const

export function knownEvent(event: string, where: string): void {
  if (!(SCENARIO_EVENTS as readonly string[]).includes(event))
    throw new ScenarioError(
      `${where}: unknown event ${JSON.stringify(event)}: the events a scenario can name are ${SCENARIO_EVENTS.join(', ')}`,
    )
}

type At = (...rest: (string | number)[]) => string

export function expectationOf(raw: unknown, turn: number, index: number, at: At): Expectation {
  const here = (...rest: (string | number)[]) => at('expect', index, ...rest)
  const label = `turn #${turn} expectation #${index}`
  if (!isMapping(raw)) throw new ScenarioError(`${here()}: ${label} must be a mapping`)
  const { event } = raw
  if (!event || typeof event !== 'string')
    throw new ScenarioError(`${here('event')}: ${label} missing or invalid 'event:'`)
  knownEvent(event, here('event'))
  const absent = raw.absent ?? false
  if (typeof absent !== 'boolean') throw new ScenarioError(`${here('absent')}: ${label} 'absent:' must be a boolean`)
  const conflicting = ['text_contains', 'eval', 'calls', 'name', 'args'].filter((key) => key in raw)
  if (absent && conflicting.length > 0)
    throw new ScenarioError(
      `${here()}: ${label} 'absent: true' cannot be combined with ${conflicting.map((k) => `'${k}'`).join(', ')}`,
    )
  const within = raw.within_ms
  if (within !== undefined && within !== null && (typeof within !== 'number' || !(within > 0)))
    throw new ScenarioError(`${here('within_ms')}: ${label} 'within_ms:' must be a positive number of milliseconds`)
  const calls = absent ? undefined : callsOf(raw, event, `${here('calls')}: ${label}`)
  return {
    event,
    ...(typeof within === 'number' ? { withinMs: within } : {}),
    ...(raw.text_contains !== undefined && raw.text_contains !== null
      ? { textContains: String(raw.text_contains) }
      : {}),
    ...(calls ? { calls } : {}),
    ...(typeof raw.eval === 'string' ? { eval: raw.eval } : {}),
    absent,
  }
}

function callsOf(raw: Record<string, unknown>, event: string, where: string): ExpectedCall[] | undefined {
  if (event !== 'function_call' && event !== 'function_call_stopped') return undefined
  const call = (name: unknown, args: unknown): ExpectedCall => ({
    ...(typeof name === 'string' ? { name } : {}),
    ...(isMapping(args) ? { args } : {}),
  })
  if (raw.calls === undefined || raw.calls === null) return [call(raw.name, raw.args)]
  if (!Array.isArray(raw.calls) || raw.calls.length === 0)
    throw new ScenarioError(`${where}: 'calls:' must be a non-empty list`)
  return raw.calls.map((entry) => {
    if (typeof entry === 'string') return { name: entry }
    if (isMapping(entry)) return call(entry.name, entry.args)
    throw new ScenarioError(`${where}: each 'calls:' entry must be a name or a mapping`)
  })
}
