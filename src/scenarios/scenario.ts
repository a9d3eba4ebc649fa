import { isLoopback } from '../addresses.js'
import { type Expectation, expectationOf, knownEvent } from './expectation.js'
import { isMapping, ScenarioError } from './scenario-errors.js'
import type { ParsedYaml } from './scenario-yaml.js'

export { ScenarioError }

// A scripted scenario, checked as Pipecat's loader checks it (pipecat-ai/pipecat,
// src/pipecat/evals/scenario.py: EvalScenario.load, _parse_turn, _parse_expectation, _parse_send_after,
// _parse_dtmf, _parse_user_block, _parse_judge_block, _resolve_response_events), its messages kept, each
// prefixed with the file and line. What a deployed bot cannot do differently is said here too: no speech
// is synthesised (audio user turns go as text) and the bot keeps its own context.

export interface Turn {
  user?: string
  dtmf?: string
  expect: Expectation[]
  sendAfter?: { event?: string; delayMs: number }
  line: number
}

export interface Scenario {
  name: string
  file: string
  turns: Turn[]
  stopOnFailure: boolean
  /** judge.modality audio: the bot speaks, and its words are its bot-tts-text */
  botAudio: boolean
  /** user.modality audio: its user turns are spoken (by the speech service of speech-api-key, when given) */
  userAudio: boolean
  /** the judge's eval block: service, model, endpoint */
  judge: Record<string, unknown>
  /** what runs differently against a deployed bot, said once per scenario */
  notices: string[]
}

export const MAX_TURNS = 50
/** said of a scenario whose user turns are audio, when no speech service speaks them (speech-api-key) */
export const TYPED_NOTICE =
  'its user turns go as typed text: set speech-api-key for a speech service to speak them, as a caller would'
const KEYPAD = /^[0-9*#]+$/

type Where = (path: (string | number)[]) => string

/** The scenario in `parsed` (the YAML of `file`, includes already in place). */
export function scenarioOf(parsed: ParsedYaml, file: string): Scenario {
  const where: Where = (path) => `${file}:${parsed.lineOf(path)}`
  const data = parsed.value
  if (!isMapping(data)) throw new ScenarioError(`${where([])}: top level must be a mapping (a scenario: name, turns)`)
  if ('persona' in data)
    throw new ScenarioError(
      `${where(['persona'])}: a simulated scenario ('persona:') needs a user model to play the caller; only scripted scenarios ('turns:') run here`,
    )
  if (!data.name || typeof data.name !== 'string')
    throw new ScenarioError(`${where(['name'])}: missing or invalid 'name:' field`)
  if (!Array.isArray(data.turns)) throw new ScenarioError(`${where(['turns'])}: 'turns:' must be a list`)
  if (data.turns.length > MAX_TURNS)
    throw new ScenarioError(`${where(['turns'])}: ${data.turns.length} turns; at most ${MAX_TURNS} run in one scenario`)
  const notices: string[] = []
  if (data.context !== undefined && data.context !== null) {
    if (!Array.isArray(data.context))
      throw new ScenarioError(`${where(['context'])}: 'context:' must be a list of message dicts`)
    notices.push(
      `'context:' is set aside: it is for Pipecat's local eval transport, and the deployed bot keeps its own context`,
    )
  }
  const spoken = userAudio(data.user, where)
  if (spoken) notices.push(TYPED_NOTICE)
  const judge = judgeOf(data.judge, where)
  const turns = data.turns.map((turn, index) => turnOf(turn, index, where, notices))
  resolveResponses(turns, judge.botAudio, where)
  return {
    name: data.name,
    file,
    turns,
    stopOnFailure: data.stop_on_failure === undefined ? true : Boolean(data.stop_on_failure),
    botAudio: judge.botAudio,
    userAudio: spoken,
    judge: judge.eval,
    notices,
  }
}

function userAudio(user: unknown, where: Where): boolean {
  if (user === undefined || user === null) return false
  if (!isMapping(user)) throw new ScenarioError(`${where(['user'])}: 'user:' must be a mapping`)
  const modality = user.modality ?? 'text'
  if (modality !== 'audio' && modality !== 'text')
    throw new ScenarioError(
      `${where(['user', 'modality'])}: 'user.modality:' must be 'audio' or 'text', got ${JSON.stringify(modality)}`,
    )
  if (modality === 'text') return false
  if (!isMapping(user.speech))
    throw new ScenarioError(
      `${where(['user'])}: 'user.modality: audio' requires a 'user.speech:' block (TTS service + voice to synthesize the user's turns)`,
    )
  return true
}

function judgeOf(judge: unknown, where: Where): { botAudio: boolean; eval: Record<string, unknown> } {
  const block = judge ?? {}
  if (!isMapping(block)) throw new ScenarioError(`${where(['judge'])}: 'judge:' must be a mapping`)
  const modality = block.modality ?? 'text'
  if (modality !== 'audio' && modality !== 'text')
    throw new ScenarioError(
      `${where(['judge', 'modality'])}: 'judge.modality:' must be 'audio' or 'text', got ${JSON.stringify(modality)}`,
    )
  const evalBlock = block.eval ?? { service: 'ollama' }
  if (!isMapping(evalBlock))
    throw new ScenarioError(`${where(['judge', 'eval'])}: 'judge.eval:' must be a mapping (the judge LLM service)`)
  if (evalBlock.endpoint !== undefined && !judgeEndpoint(evalBlock.endpoint))
    throw new ScenarioError(
      `${where(['judge', 'eval', 'endpoint'])}: 'judge.eval.endpoint:' must be an https URL (or http to this machine): judge-api-key is sent there`,
    )
  if (modality === 'audio' && !isMapping(block.transcription))
    throw new ScenarioError(
      `${where(['judge'])}: 'judge.modality: audio' requires a 'judge.transcription:' block (STT service to transcribe the bot's audio)`,
    )
  return { botAudio: modality === 'audio', eval: evalBlock }
}

function judgeEndpoint(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false
  const url = new URL(value)
  return (
    !url.username &&
    !url.password &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
  )
}

function turnOf(raw: unknown, index: number, where: Where, notices: string[]): Turn {
  const at = (...rest: (string | number)[]) => where(['turns', index, ...rest])
  if (!isMapping(raw)) throw new ScenarioError(`${at()}: turn #${index} must be a mapping`)
  const { user } = raw
  if (user !== undefined && user !== null && typeof user !== 'string')
    throw new ScenarioError(`${at('user')}: turn #${index} 'user:' must be a string if present`)
  const dtmf = dtmfOf(raw.dtmf, index, at)
  if (typeof user === 'string' && dtmf !== undefined)
    throw new ScenarioError(`${at()}: turn #${index} has both 'user:' and 'dtmf:' — a turn is one or the other`)
  const expect = raw.expect ?? []
  if (!Array.isArray(expect))
    throw new ScenarioError(`${at('expect')}: turn #${index} 'expect:' must be a list if present`)
  const sendAfter = 'send_after' in raw ? sendAfterOf(raw.send_after, index, at) : undefined
  if (sendAfter && typeof user !== 'string' && dtmf === undefined)
    throw new ScenarioError(
      `${at('send_after')}: turn #${index} has 'send_after:' but no 'user:' or 'dtmf:' — send_after only schedules when the turn's input gets sent`,
    )
  if (raw.image !== undefined && !notices.some((n) => n.startsWith("'image:'")))
    notices.push(`'image:' is set aside: only Pipecat's local eval transport serves a turn's image`)
  return {
    ...(typeof user === 'string' ? { user } : {}),
    ...(dtmf !== undefined ? { dtmf } : {}),
    expect: expect.map((e, i) => expectationOf(e, index, i, at)),
    ...(sendAfter ? { sendAfter } : {}),
    line: Number(at().split(':').pop()),
  }
}

function dtmfOf(dtmf: unknown, index: number, at: (...rest: (string | number)[]) => string): string | undefined {
  if (dtmf === undefined || dtmf === null) return undefined
  const keys = typeof dtmf === 'number' && Number.isInteger(dtmf) ? String(dtmf) : dtmf
  if (typeof keys !== 'string' || !keys)
    throw new ScenarioError(`${at('dtmf')}: turn #${index} 'dtmf:' must be a non-empty string of keypad entries`)
  const bad = [...keys].find((key) => !KEYPAD.test(key))
  if (bad !== undefined)
    throw new ScenarioError(
      `${at('dtmf')}: turn #${index} 'dtmf:' has invalid keypad entry ${JSON.stringify(bad)} (valid entries: 0-9, *, #)`,
    )
  return keys
}

function sendAfterOf(raw: unknown, index: number, at: (...rest: (string | number)[]) => string): Turn['sendAfter'] {
  if (!isMapping(raw)) throw new ScenarioError(`${at('send_after')}: turn #${index} 'send_after:' must be a mapping`)
  const { event } = raw
  if (event !== undefined && event !== null && typeof event !== 'string')
    throw new ScenarioError(
      `${at('send_after', 'event')}: turn #${index} 'send_after.event' must be a string if present`,
    )
  const delayMs = raw.delay_ms ?? 0
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0)
    throw new ScenarioError(
      `${at('send_after', 'delay_ms')}: turn #${index} 'send_after.delay_ms' must be a non-negative int`,
    )
  if (typeof event !== 'string' && delayMs === 0)
    throw new ScenarioError(
      `${at('send_after')}: turn #${index} 'send_after:' needs an 'event:' or a positive 'delay_ms:'`,
    )
  if (typeof event === 'string') knownEvent(event, at('send_after', 'event'))
  return { ...(typeof event === 'string' ? { event } : {}), delayMs }
}

/** `response` is llm_response when the bot does not speak, and its bot-tts-text when it does. */
function resolveResponses(turns: Turn[], botAudio: boolean, where: Where): void {
  for (const [index, turn] of turns.entries()) {
    for (const expectation of turn.expect) {
      if (expectation.event === 'response') expectation.event = botAudio ? 'tts_response' : 'llm_response'
      else if (expectation.event === 'tts_response' && !botAudio)
        throw new ScenarioError(
          `${where(['turns', index])}: turn #${index} asserts 'tts_response' but 'judge.modality' is text (the bot doesn't speak). Use 'response'/'llm_response', or set 'judge.modality: audio'.`,
        )
    }
  }
}
