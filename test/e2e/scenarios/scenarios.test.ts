// The repository's scenarios run against the new deployment (issue 45), through dist/index.js against the
// double, whose bot answers as a Pipecat bot does (test/double/bot-pipeline.js, bot-brain.js).
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { PUBLIC_KEY, runScenarios, sessionsOf, withDouble, workspaceWith } from './setup.js'

const MULTI_TURN = `name: multi_turn
turns:
  - user: "My name is Alex, and I'm planning a trip to Italy."
    expect:
      - event: user_transcription
        absent: true
        within_ms: 200
      - event: response
        text_contains: Alex
  - user: "Remind me: what's my name?"
    expect:
      - event: response
        text_contains: "Your name is Alex"
`

describe.concurrent('scenarios', () => {
  it(
    'runs a multi-turn scenario on one session of the new deployment, and reports it',
    throughDist(() =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({ 'evals/multi_turn.yaml': MULTI_TURN })
        try {
          const run = await runScenarios(double, ws.dir)
          expect(run.code, run.stdout).toBe(0)
          expect(run.outputs.scenarios).toBe('passed')
          expect(run.outputs['scenario-pass-rate']).toBe('1')
          expect(
            Number(run.outputs['turn-p50-ms']),
            JSON.stringify([run.outputs['turn-p50-ms'], run.outputs['turn-p95-ms']]),
          ).toBeGreaterThan(0)
          expect(Number(run.outputs['turn-p95-ms'])).toBeGreaterThanOrEqual(Number(run.outputs['turn-p50-ms']))
          const sessions = sessionsOf(double)
          expect(sessions).toHaveLength(1)
          const sent = (sessions[0]?.socket?.messages ?? []).filter((m) => m.type === 'send-text')
          expect(sent.map((m) => [typeof m.id, m.data])).toEqual([
            [
              'string',
              {
                content: "My name is Alex, and I'm planning a trip to Italy.",
                options: { run_immediately: true, audio_response: false },
              },
            ],
            [
              'string',
              { content: "Remind me: what's my name?", options: { run_immediately: true, audio_response: false } },
            ],
          ])
          expect(sessions[0]?.endedAt).toBeDefined()
          expect(run.summary).toContain('multi&#95;turn (evals/multi&#95;turn.yaml)')
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it('fails a text_contains naming the scenario, the turn and what the bot said, and rolls back', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const ws = workspaceWith({
        'evals/capital.yaml':
          'name: capital\nturns:\n  - user: "What is the capital of Japan?"\n    expect:\n      - event: response\n        text_contains: Kyoto\n        within_ms: 4000\n',
      })
      try {
        const run = await runScenarios(double, ws.dir, { 'rollback-on-failure': 'true' })
        expect(run.code).toBe(1)
        expect(run.outputs.scenarios).toBe('failed')
        expect(run.outputs['scenario-pass-rate']).toBe('0')
        expect(run.outputs['rolled-back']).toBe('true')
        expect(errorsOf(run).join('\n')).toContain(
          'capital (evals/capital.yaml:3) turn #0: llm_response: not satisfied within 4000ms: does not contain "Kyoto" (the bot said "The capital of Japan is Tokyo. ")',
        )
        expect(run.summary).toContain('turn &#35;0 (line 3) failed: sent &#34;What is the capital of Japan?&#34;')
      } finally {
        ws.remove()
      }
    }))

  it('replaces a known secret the bot repeats, in the error, the summary and the JUnit report', () =>
    withDouble({}, async (double) => {
      // the bot repeats a name it is told: here the step's own public key, a secret the step masks
      const ws = workspaceWith({
        'evals/echo.yaml': `name: echo\nturns:\n  - user: "My name is ${PUBLIC_KEY}"\n    expect:\n      - event: response\n        text_contains: Bob\n        within_ms: 3000\n`,
      })
      try {
        const run = await runScenarios(double, ws.dir, { 'scenario-report': 'scenarios.xml' })
        expect(run.code).toBe(1)
        const xml = ws.read('scenarios.xml')
        for (const place of [errorsOf(run).join('\n'), run.summary, xml]) {
          expect(place, place.slice(place.indexOf('Nice'), place.indexOf('Nice') + 80)).toMatch(
            /Nice to meet you, (\*\*\*|&#42;&#42;&#42;)/,
          )
          expect(place).not.toContain(PUBLIC_KEY)
        }
      } finally {
        ws.remove()
      }
    }))
})
