// The scenario engine (src/after-ready/scenarios/): a scenario's turns against a scripted bot that answers
// each sent turn with the RTVI messages a Pipecat bot sends (its RTVI observer, in the order
// test/double/bot-pipeline.js describes), a few milliseconds apart: what passes, what fails and how it
// is said, as Pipecat's eval harness judges them.
import { describe, expect, it } from 'vitest'
import { ScenarioEvents } from '../../src/after-ready/scenarios/scenario-events.js'
import type { Judge } from '../../src/after-ready/scenarios/scenario-match.js'
import { runTurns } from '../../src/after-ready/scenarios/scenario-turns.js'
import { scenarioOf } from '../../src/scenarios/scenario.js'
import { parseScenarioYaml } from '../../src/scenarios/scenario-yaml.js'

type Rtvi = { type: string; data?: Record<string, unknown> }
/** What the scripted bot sends for a turn: messages, each after `gap` ms. */
type Script = (sent: string) => Rtvi[]

const answer = (...segments: string[]): Rtvi[] => [
  { type: 'bot-llm-started' },
  ...segments.map((text) => ({ type: 'bot-llm-text', data: { text } })),
  { type: 'bot-llm-stopped' },
]

async function run(
  yaml: string,
  script: Script,
  judge: Judge = async () => ({ unjudged: 'no judge-api-key' }),
  gap = 2,
) {
  const scenario = scenarioOf(parseScenarioYaml(yaml), 'evals/s.yaml')
  const events = new ScenarioEvents(scenario.botAudio)
  const sent: string[] = []
  // a new turn interrupts the answer under way: a Pipecat pipeline cancels what it was still sending
  let turn = 0
  const play = async (messages: Rtvi[]) => {
    const mine = ++turn
    for (const message of messages) {
      await new Promise((resolve) => setTimeout(resolve, gap))
      if (turn !== mine) return
      events.take(message, Date.now())
    }
  }
  const io = {
    sendText: (text: string) => {
      sent.push(text)
      void play(script(text))
    },
    sendDtmf: (keys: string) => {
      sent.push(`dtmf ${keys}`)
      void play(script(`DTMF: ${keys}`))
    },
  }
  const result = await runTurns(scenario, events, io, judge, new AbortController().signal)
  return { result, sent }
}

const echo: Script = (text) => [
  { type: 'user-transcription', data: { text, final: true } },
  { type: 'user-llm-text', data: { text } },
  ...answer('You said: ', text),
]

describe('a scenario run', () => {
  it('passes a multi-turn scenario, gathering an answer from its segments, and times each turn', async () => {
    const { result, sent } = await run(
      'name: s\nturns:\n  - user: hello\n    expect:\n      - event: llm_response\n        text_contains: "said: hello"\n  - user: bye\n    expect:\n      - event: user_transcription\n        text_contains: bye\n      - event: response\n        text_contains: bye\n',
      echo,
    )
    expect(sent).toEqual(['hello', 'bye'])
    expect(result.status).toBe('passed')
    expect(result.turns.map((t) => t.expectations.map((e) => e.matched))).toEqual([
      ['You said: hello'],
      ['bye', 'You said: bye'],
    ])
    for (const turn of result.turns) expect(turn.answerMs).toBeGreaterThanOrEqual(0)
  })

  it('fails a text_contains in one line: the scenario, the file and line, the turn, what the bot said', async () => {
    const { result } = await run(
      'name: capital\nturns:\n  - user: capital of Japan?\n    expect:\n      - event: llm_response\n        text_contains: Tokyo\n        within_ms: 300\n  - user: next\n',
      () => answer('Kyoto, I think.'),
    )
    expect(result.status).toBe('failed')
    expect(result.failure).toBe(
      'capital (evals/s.yaml:3) turn #0: llm_response: not satisfied within 300ms: does not contain "Tokyo" (the bot said "Kyoto, I think.")',
    )
    expect(result.turns.map((t) => t.status)).toEqual(['failed', 'not-run'])
  })

  it('drives every turn when stop_on_failure is false', async () => {
    const { result, sent } = await run(
      'name: s\nstop_on_failure: false\nturns:\n  - user: a\n    expect:\n      - event: llm_response\n        text_contains: z\n        within_ms: 100\n  - user: b\n    expect:\n      - event: llm_response\n',
      echo,
    )
    expect(sent).toEqual(['a', 'b'])
    expect(result.turns.map((t) => t.status)).toEqual(['failed', 'passed'])
  })

  it('matches function calls by name in any order, args a subset, and says which args came', async () => {
    const calls: Script = () => [
      { type: 'bot-llm-started' },
      {
        type: 'llm-function-call-in-progress',
        data: { function_name: 'get_restaurant', tool_call_id: 'c2', arguments: {} },
      },
      {
        type: 'llm-function-call-in-progress',
        data: { function_name: 'get_weather', tool_call_id: 'c1', arguments: { location: 'San Francisco', unit: 'F' } },
      },
      {
        type: 'llm-function-call-stopped',
        data: { function_name: 'get_weather', tool_call_id: 'c1', cancelled: false },
      },
    ]
    const passing = await run(
      'name: s\nturns:\n  - user: weather?\n    expect:\n      - event: function_call\n        calls:\n          - name: get_weather\n            args: { location: San Francisco }\n          - get_restaurant\n      - event: function_call_stopped\n        calls:\n          - name: get_weather\n            args: { cancelled: false }\n',
      calls,
    )
    expect(passing.result.status).toBe('passed')
    expect(passing.result.turns[0]?.expectations.map((e) => e.matched)).toEqual([
      'get_weather, get_restaurant',
      'get_weather',
    ])
    const wrong = await run(
      'name: s\nturns:\n  - user: weather?\n    expect:\n      - event: function_call\n        name: get_weather\n        args: { location: Paris }\n        within_ms: 1500\n',
      calls,
    )
    expect(wrong.result.failure).toMatch(
      /no 'get_weather' call had args \{"location":"Paris"\} \(saw \{"location":"San Francisco","unit":"F"\}\)$/,
    )
  })

  it('interrupts with send_after, and the interrupted answer never passes for the next turn', async () => {
    const story: Script = (text) =>
      text.startsWith('Tell')
        ? [
            { type: 'bot-llm-started' },
            ...Array.from({ length: 30 }, () => ({ type: 'bot-llm-text', data: { text: 'Paris... ' } })),
          ]
        : [
            { type: 'bot-interrupted' },
            { type: 'bot-llm-text', data: { text: 'Paris tail' } },
            { type: 'bot-llm-stopped' },
            ...answer('Tokyo.'),
          ]
    const { result, sent } = await run(
      'name: s\nturns:\n  - user: Tell me a story about Paris\n    expect:\n      - event: llm_started\n  - user: capital of Japan?\n    send_after: {event: llm_started, delay_ms: 20}\n    expect:\n      - event: bot_interrupted\n      - event: llm_response\n        text_contains: Tokyo\n      - event: llm_response\n        absent: true\n        within_ms: 100\n',
      story,
    )
    expect(sent).toEqual(['Tell me a story about Paris', 'capital of Japan?'])
    expect(result.status).toBe('passed')
    expect(result.turns[1]?.expectations.map((e) => e.matched)).toEqual([
      'bot_interrupted',
      'Tokyo.',
      "no 'llm_response' for 100ms",
    ])
  })

  it('fails an absent expectation with what arrived', async () => {
    const twice: Script = () => [...answer('One.'), ...answer('One again.')]
    const { result } = await run(
      'name: s\nturns:\n  - user: a\n    expect:\n      - event: llm_response\n      - event: llm_response\n        absent: true\n        within_ms: 5000\n',
      twice,
    )
    expect(result.failure).toMatch(
      /turn #0: llm_response: expected no 'llm_response' within 5000ms, but one arrived: One again\.$/,
    )
  })

  it('sends keys as DTMF and matches the transcription the bot makes of them', async () => {
    const { result, sent } = await run(
      'name: s\nturns:\n  - dtmf: 012\n    expect:\n      - event: user_transcription\n        text_contains: "DTMF: 012"\n',
      echo,
    )
    expect(sent).toEqual(['dtmf 012'])
    expect(result.status).toBe('passed')
  })

  it('judges eval: with the judge, and leaves it unjudged without one (the run skipped, not passed)', async () => {
    const yaml =
      'name: s\nturns:\n  - user: hi\n    expect:\n      - event: response\n        eval: "greets the caller"\n'
    const unjudged = await run(yaml, echo)
    expect(unjudged.result.status).toBe('skipped')
    expect(unjudged.result.turns[0]?.expectations[0]?.reason).toMatch(/^eval: ".*" not judged \(no judge-api-key\)$/)
    const no = await run(yaml, echo, async () => ({ verdict: 'no', reason: 'it never greets' }))
    expect(no.result.failure).toMatch(/turn #0: llm_response: eval: ".*": the judge said no: it never greets/)
    const yes = await run(yaml, echo, async (criterion, reply) =>
      criterion === 'greets the caller' && reply === 'You said: hi'
        ? { verdict: 'yes', reason: '' }
        : { unjudged: `unexpected: ${criterion} / ${reply}` },
    )
    expect(yes.result.status).toBe('passed')
  })

  it('ends a turn on an RTVI error, saying what the bot said', async () => {
    const { result } = await run('name: s\nturns:\n  - user: a\n    expect:\n      - event: llm_response\n', () => [
      { type: 'error', data: { error: 'Invalid RTVI transport message: id Field required' } },
    ])
    expect(result.failure).toBe(
      's (evals/s.yaml:3) turn #0: llm_response: the bot answered with an RTVI error: Invalid RTVI transport message: id Field required',
    )
  })
})
