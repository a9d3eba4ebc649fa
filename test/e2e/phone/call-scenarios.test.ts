// Scenarios over a phone call and the check action's call (issue 56), end to end against the double's phone
// bot: keys as each provider's dtmf events (Plivo's through dist/index.js), its clear as bot_interrupted, its
// audio as the response; the check action through dist/check/index.js, writing nothing.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { PUBLIC_KEY, sessionsOf, withDouble, workspaceWith } from '../conversation/setup.js'
import { callOf } from './setup.js'

const KEYS = `name: keys over a call
turns:
  - dtmf: 012#
    expect:
      - event: bot_interrupted
      - event: response
        within_ms: 5000
  - dtmf: 5#
    expect:
      - event: response
        within_ms: 5000
`

describe.concurrent('scenarios over a phone call', () => {
  const keys = (provider: string) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({ 'evals/keys.yaml': KEYS, 'reports/.keep': '' })
      try {
        const run = await runStep(
          {
            'api-key': 'sk_test_private',
            'api-url': double.url,
            'agent-name': 'support-bot',
            image: 'ghcr.io/acme/support-bot:2.0.0',
            'public-api-key': PUBLIC_KEY,
            scenarios: 'evals/*.yaml',
            'session-transport': provider,
            'scenario-report': 'reports/junit.xml',
          },
          { env: { GITHUB_WORKSPACE: ws.dir } },
        )
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs.scenarios).toBe('passed')
        // a call shows the bot's audio, never a model's words: its report names a response, not llm_response
        const junit = readFileSync(join(ws.dir, 'reports/junit.xml'), 'utf8')
        expect(junit).toMatch(/^ {2}response: passed$/m)
        expect(junit).not.toMatch(/llm_response|tts_response/)
        expect(callOf(double)?.dtmf).toEqual(['0', '1', '2', '#', '5', '#'])
        expect(sessionsOf(double)[0]?.stopped).toBe(true)
      } finally {
        ws.remove()
      }
    })

  it(
    'presses keys as Plivo’s dtmf events, takes its clearAudio as bot_interrupted and its audio as the response',
    throughDist(() => keys('plivo')),
  )

  it(
    'quotes the bot’s own line when its code maps no such provider, naming session-transport, as the turn does, and rolls nothing back',
    throughDist(() =>
      withDouble({}, async (double) => {
        // issue 61 §2: the scenario read no lines, and rolled back with "the bot ended the call without a sound"
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const ws = workspaceWith({ 'evals/keys.yaml': KEYS })
        try {
          const run = await runStep(
            {
              'api-key': 'sk_test_private',
              'api-url': double.url,
              'agent-name': 'support-bot',
              image: 'ghcr.io/acme/support-bot:only-plivo',
              'public-api-key': PUBLIC_KEY,
              scenarios: 'evals/*.yaml',
              'session-transport': 'twilio',
              'conversation-test': 'false',
              'rollback-on-failure': 'true',
            },
            { env: { GITHUB_WORKSPACE: ws.dir } },
          )
          expect(run.code).toBe(1)
          expect(run.stdout).toMatch(
            /^::error::The scenarios could not run: the bot's code maps no "twilio" transport \(its session said: Exception running bot\(\): Missing transport params for 'twilio'.*\): set session-transport to the phone provider your bot maps/m,
          )
          // a setting, not the bot: no run is judged (as over webrtc, test/e2e/webrtc/no-link.test.ts)
          expect(run.outputs).toMatchObject({ scenarios: 'skipped', 'rolled-back': 'false' })
          expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it.each(['twilio', 'telnyx', 'exotel'])(
    'presses keys as %s’s dtmf events, its clear as bot_interrupted, its audio as the response',
    (provider) => keys(provider),
  )
})
describe('the check action over a phone call', () => {
  it(
    'places a call to the agent’s bot in the provider’s protocol, and writes nothing',
    throughDist(() =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await runStep(
          {
            'api-key': 'sk_test_private',
            'api-url': double.url,
            'agent-name': 'support-bot',
            'public-api-key': PUBLIC_KEY,
            'conversation-test': 'true',
            'session-transport': 'telnyx',
          },
          { action: 'check' },
        )
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs).toMatchObject({ health: 'healthy', 'conversation-test': 'passed' })
        expect(callOf(double)?.provider).toBe('telnyx')
        // the session's start and stop are the only requests that are not reads
        const writes = double.requests.filter(
          (r) => r.method !== 'GET' && !r.path.startsWith('/v1/public/') && !/\/sessions\/[^/]+$/.test(r.path),
        )
        expect(writes).toEqual([])
      }),
    ),
  )
})
