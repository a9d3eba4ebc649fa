// What a scenario asks of the bot, through dist/index.js against the double's Pipecat bot: function calls
// by name and arguments, an interruption with send_after, absent, DTMF, sessions at once, the JUnit
// report, repeats against the pass rate, and a cancel. Several scenarios share one run of the action where
// they can: each is a session of its own all the same.
import { describe, expect, it } from 'vitest'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { runScenarios, sessionsOf, withDouble, workspaceWith } from './setup.js'

const WEATHER = `name: weather
turns:
  - user: "What's the weather in San Francisco?"
    expect:
      - event: function_call
        calls:
          - name: get_current_weather
            args: { location: San Francisco }
      - event: function_call_stopped
        calls:
          - name: get_current_weather
            args: { cancelled: false }
      - event: response
        text_contains: "68 degrees"
  - user: "Order a large pizza with mushrooms and olives."
    expect:
      - event: function_call
        calls:
          # an object's keys in another order than the model's, a list in its own: Python's ==
          - name: place_order
            args: { toppings: [mushrooms, olives], item: { size: large, name: pizza } }
`
const INTERRUPTION = `name: interruption
turns:
  - user: "Tell me a long story about Paris."
    expect:
      - event: llm_started
  - user: "Actually, what is the capital of Japan?"
    send_after: { event: llm_started, delay_ms: 300 }
    expect:
      - event: bot_interrupted
      - event: response
        text_contains: Tokyo
      - event: response
        absent: true
        within_ms: 500
`
const CANCELLED = `name: cancelled_call
turns:
  - user: "What's the weather in Paris?"
    expect:
      - event: function_call
        name: get_current_weather
  - user: "Never mind. What is the capital of Japan?"
    send_after: { event: llm_started, delay_ms: 50 }
    expect:
      - event: function_call_stopped
        calls:
          - name: get_current_weather
            args: { cancelled: true }
      - event: response
        text_contains: Tokyo
`
const KEYPAD = `name: keypad
turns:
  - dtmf: 012#
    expect:
      - event: user_transcription
        text_contains: "DTMF: 012#"
      - event: response
        text_contains: "You pressed 012#"
`

describe.concurrent('what a scenario asks of the bot', () => {
  it(
    'matches calls (by object and list args, one cancelled by an interruption), interrupts, holds absent, presses keys: as many sessions at once as max-agents allows, and a JUnit report',
    throughDist(() =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({
          'evals/weather.yaml': WEATHER,
          'evals/interruption.yaml': INTERRUPTION,
          'evals/keypad.yaml': KEYPAD,
          'evals/cancelled.yaml': CANCELLED,
        })
        try {
          const run = await runScenarios(double, ws.dir, {
            // more at once than the agent may run: its max-agents bounds them
            'scenario-concurrency': '4',
            'max-agents': '2',
            'scenario-report': 'reports/scenarios.xml',
          })
          expect(run.code, run.stdout).toBe(0)
          expect(run.outputs.scenarios).toBe('passed')
          const sessions = sessionsOf(double)
          expect(sessions).toHaveLength(4)
          // two were open at once, and never more
          const open = (at: number) => sessions.filter((s) => s.createdAt <= at && (s.endedAt ?? Infinity) > at).length
          expect(Math.max(...sessions.map((s) => open(s.createdAt)))).toBe(2)
          expect(run.stdout).toContain(
            'scenario-concurrency is 4, but the agent runs at most 2 at once (max-agents): 2 at a time',
          )
          const keys = sessions.flatMap((s) => s.socket?.messages ?? []).filter((m) => m.type === 'dtmf')
          expect(keys.map((m) => m.data)).toEqual(['0', '1', '2', '#'].map((key) => ({ buttons: [key], button: key })))
          const xml = ws.read('reports/scenarios.xml')
          expect(xml).toContain('<testsuites name="scenarios" tests="4" failures="0" skipped="0"')
          expect(xml).toContain('<testcase classname="evals/weather.yaml" name="weather #1"')
          expect(xml).toContain('function_call: passed: &quot;get_current_weather&quot;')
          expect(xml).toContain('function_call: passed: &quot;place_order&quot;')
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it('fails an absent expectation when a second answer comes, naming it', () =>
    withDouble({}, async (double) => {
      // the model's turn before a function call ends without words; the answer with the call's result is another
      const twice = `name: twice
turns:
  - user: "What's the weather in Paris?"
    expect:
      - event: llm_response
      - event: llm_response
        absent: true
        within_ms: 5000
`
      const ws = workspaceWith({ 'evals/twice.yaml': twice })
      try {
        const run = await runScenarios(double, ws.dir)
        expect(run.code).toBe(1)
        expect(run.outputs.scenarios).toBe('failed')
        expect(errorsOf(run)[0]).toMatch(
          /First: twice \(evals\/twice\.yaml:3\) turn #0: llm_response: expected no 'llm_response' within 5000ms, but one arrived: It is 68 degrees and sunny in Paris\. $/,
        )
      } finally {
        ws.remove()
      }
    }))
})

describe.concurrent('one turn’s answer', () => {
  it(
    'never passes for the next turn’s expectation: what the earlier turn left unmatched is dropped at the send',
    throughDist(() =>
      withDouble({}, async (double) => {
        // the first answer (Tokyo) has fully arrived, unmatched, when the second turn sends
        const leftover = `name: leftover
turns:
  - user: "What is the capital of Japan?"
    expect:
      - event: llm_started
  - user: "What is the capital of Germany?"
    send_after: { event: llm_response, delay_ms: 0 }
    expect:
      - event: response
        text_contains: Tokyo
        within_ms: 2000
`
        const ws = workspaceWith({ 'evals/leftover.yaml': leftover })
        try {
          const run = await runScenarios(double, ws.dir)
          expect(run.code).toBe(1)
          expect(errorsOf(run)[0]).toMatch(
            /First: leftover \(evals\/leftover\.yaml:6\) turn #1: llm_response: not satisfied within 2000ms: does not contain "Tokyo" \(the bot said "The capital of Germany is Berlin\. "\)/,
          )
        } finally {
          ws.remove()
        }
      }),
    ),
  )
})

describe.concurrent('repeats and the pass rate', () => {
  const files = {
    'evals/good.yaml':
      'name: good\nturns:\n  - user: "What is the capital of Japan?"\n    expect:\n      - event: response\n        text_contains: Tokyo\n',
    'evals/bad.yaml':
      'name: bad\nturns:\n  - user: "What is the capital of Germany?"\n    expect:\n      - event: response\n        text_contains: Bonn\n        within_ms: 3000\n',
  }

  it.each([
    ['0.5', 0, 'passed'],
    ['0.6', 1, 'failed'],
  ])('passes at scenario-min-pass-rate %s when half the runs pass: exit %d, %s', (rate, code, verdict) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith(files)
      try {
        const run = await runScenarios(double, ws.dir, {
          'scenario-repeat': '2',
          'scenario-concurrency': '2',
          'max-agents': '2',
          'scenario-min-pass-rate': rate,
        })
        expect(run.code, run.stdout).toBe(code)
        expect(run.outputs.scenarios).toBe(verdict)
        expect(run.outputs['scenario-pass-rate']).toBe('0.5')
        expect(sessionsOf(double)).toHaveLength(4)
        if (code === 1)
          expect(errorsOf(run)[0]).toMatch(
            /^The scenarios failed: 2 of 4 judged run\(s\) failed \(pass rate 0\.5, at least 0\.6 needed\)\. First: bad \(evals\/bad\.yaml:3\) turn #0: llm_response: not satisfied within 3000ms: does not contain "Bonn"/,
          )
      } finally {
        ws.remove()
      }
    }),
  )
})

describe.concurrent('a cancel', () => {
  it(
    'stops the scenario sessions, and neither judges nor rolls back',
    throughDist(() =>
      withDouble({}, async (double) => {
        const slow =
          'name: slow\nturns:\n  - user: "Tell me a long story."\n    expect:\n      - event: response\n        text_contains: never\n'
        const ws = workspaceWith({ 'evals/slow.yaml': slow })
        try {
          const cancel = signalOnOutput('Scenario slow: connected', 'SIGTERM', 300)
          const run = await runScenarios(double, ws.dir, {}, { onStart: cancel.onStart })
          expect(run.code).toBe(1)
          expect(run.outputs.scenarios).toBe('')
          expect(run.outputs['rolled-back']).toBe('false')
          expect(sessionsOf(double).every((s) => s.endedAt !== undefined)).toBe(true)
          expect(errorsOf(run)[0]).toMatch(/^Cancelled during the scenarios on deployment /)
        } finally {
          ws.remove()
        }
      }),
    ),
  )
})
