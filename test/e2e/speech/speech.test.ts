// Speech both ways (issue 62), end to end against the double's bots and its OpenAI-compatible speech service
// (test/double/speech-service.js, words in audio: spoken-words.js): over a call, a typed turn spoken before the
// call, the bot's answer transcribed and compared with conversation-expect, what the caller heard in the
// summary, scenarios' user turns spoken and their responses' words judged as heard; audio user turns spoken
// over the WebSocket; the speech service's refusals said in its words and never rolled back.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { SPEECH_KEY, startSpeechService } from '../../double/speech-service.js'
import { errorsOf } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import {
  converse,
  failedWith,
  PREFIX,
  PUBLIC_KEY,
  sessionsOf,
  withDouble,
  workspaceWith,
} from '../conversation/setup.js'

const JAPAN = 'What is the capital of Japan?'

/** A call (twilio unless given) with the speech service's key and address. */
async function withSpeech<T>(body: (speech: Awaited<ReturnType<typeof startSpeechService>>) => Promise<T>): Promise<T> {
  const speech = await startSpeechService()
  try {
    return await body(speech)
  } finally {
    await speech.close()
  }
}
const speechInputs = (url: string) => ({
  'session-transport': 'twilio',
  'speech-api-key': SPEECH_KEY,
  'speech-url': url,
})

describe.concurrent('a call with a speech service', () => {
  it(
    'speaks a typed turn, transcribes the answer the caller heard, and compares conversation-expect with it',
    throughDist(() =>
      withSpeech((speech) =>
        withDouble({}, async (double) => {
          const run = await converse(double, {
            ...speechInputs(speech.url),
            'conversation-say': `text: ${JAPAN}`,
            'conversation-expect': 'Tokyo',
          })
          expect(run.code, run.stdout).toBe(0)
          expect(run.outputs).toMatchObject({
            'conversation-test': 'passed',
            'bot-said': 'The capital of Japan is Tokyo.',
          })
          expect(Number(run.outputs['response-ms'])).toBeGreaterThan(0)
          expect(run.stdout).toMatch(
            /^The bot answered in \d+ ms: the caller heard "The capital of Japan is Tokyo\."$/m,
          )
          const summary = htmlToText(run.summary)
          expect(summary).toContain(`The caller said | ${JAPAN}`)
          expect(summary).toContain('What the caller heard | The capital of Japan is Tokyo.')
          // the bot's own speech-to-text heard the words the speech service spoke
          expect(sessionsOf(double)[0]?.socket?.heard).toBe(JAPAN)
          expect(speech.requests.map((r) => [r.path, r.model, r.voice ?? r.rate])).toEqual([
            ['/v1/audio/speech', 'tts-1', 'alloy'],
            ['/v1/audio/transcriptions', 'whisper-1', 8000],
          ])
          expect(speech.requests[0]?.input).toBe(JAPAN)
          expect(speech.requests.every((r) => r.authorization === `Bearer ${SPEECH_KEY}`)).toBe(true)
          // the key is masked first, and never shown
          expect(run.stdout).toContain(`::add-mask::${SPEECH_KEY}`)
          expect(run.stdout.replace(`::add-mask::${SPEECH_KEY}`, '')).not.toContain(SPEECH_KEY)
          expect(sessionsOf(double)[0]?.stopped).toBe(true)
        }),
      ),
    ),
  )

  it('rolls back an answer the caller heard without the words expected, quoting what they heard', () =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await converse(double, {
          ...speechInputs(speech.url),
          'conversation-say': `text: ${JAPAN}`,
          'conversation-expect': 'Berlin',
          'rollback-on-failure': 'true',
        })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the bot's answer does not contain "Berlin": the caller heard "The capital of Japan is Tokyo\\."`,
          ),
        )
        expect(run.outputs['rolled-back']).toBe('true')
      }),
    ))

  it('says the speech service heard no words in an answer with sound, and rolls nothing back over conversation-expect', () =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const run = await converse(double, {
          ...speechInputs(speech.url),
          image: 'ghcr.io/acme/support-bot:mumbles',
          'conversation-expect': 'help',
          'rollback-on-failure': 'true',
        })
        expect(run.code).toBe(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the speech service heard no words in the \\d+\\.\\d s of the bot's answer it was sent, so conversation-expect \\("help"\\) cannot be compared: whether the bot's voice or the speech service is at fault cannot be told: not rolled back`,
          ),
        )
        expect(run.outputs['rolled-back']).toBe('false')
        expect(htmlToText(run.summary)).toMatch(
          /What the caller heard \| \(no words: the speech service heard no words/,
        )
      }),
    ))

  it('transcribes the answer to the action’s own sentence', () =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        const run = await converse(double, { ...speechInputs(speech.url), 'session-transport': 'telnyx' })
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs['bot-said']).toBe('Yes, I can hear you. How can I help?')
        expect(speech.requests.map((r) => r.path)).toEqual(['/v1/audio/transcriptions'])
      }),
    ))

  it.each([
    ['the speech for the typed turn', '/v1/audio/speech', 0],
    ['the transcription of the answer', '/v1/audio/transcriptions', 1],
  ])('says the speech service’s refusal of %s in its words, and rolls nothing back', (_, path, sessions) =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        speech.setFaults([{ path, status: 429, body: '{"error":{"message":"Rate limit reached for whisper-1"}}' }])
        const run = await converse(double, {
          ...speechInputs(speech.url),
          'conversation-say': `text: ${JAPAN}`,
          'rollback-on-failure': 'true',
        })
        expect(run.code).toBe(1)
        expect(errorsOf(run)).toHaveLength(1)
        expect(failedWith(run)).toMatch(
          new RegExp(
            `^${PREFIX}the speech service \\(127\\.0\\.0\\.1:\\d+\\) answered 429 to POST ${path}: Rate limit reached for whisper-1\\. The speech service is at fault, not the deployment: not rolled back`,
          ),
        )
        expect(run.outputs).toMatchObject({ 'conversation-test': 'failed', 'rolled-back': 'false' })
        // speech is made before the call starts: no session when it is refused
        expect(sessionsOf(double)).toHaveLength(sessions)
        expect(sessionsOf(double).every((s) => s.stopped)).toBe(true)
      }),
    ),
  )

  it('refuses a speech-url in clear text to another host before any request, naming the input', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { ...speechInputs('http://speech.example.com/v1') })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/^Input 'speech-url' is not valid: expected an https URL/)
      expect(double.requests).toHaveLength(0)
    }))
})

const CAPITAL = (word: string) => `name: capital over a call
turns:
  - user: "${JAPAN}"
    expect:
      - event: response
        text_contains: ${word}
        within_ms: 8000
`

describe.concurrent('scenarios over a call with a speech service', () => {
  const scenarios = (
    word: string,
    body: (
      run: Awaited<ReturnType<typeof runStep>>,
      speech: Awaited<ReturnType<typeof startSpeechService>>,
      double: Parameters<Parameters<typeof withDouble>[1]>[0],
    ) => void,
  ) =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
        const ws = workspaceWith({ 'evals/capital.yaml': CAPITAL(word), 'reports/.keep': '' })
        try {
          const run = await runStep(
            {
              'api-key': 'sk_test_private',
              'api-url': double.url,
              'agent-name': 'support-bot',
              image: 'ghcr.io/acme/support-bot:2.0.0',
              'public-api-key': PUBLIC_KEY,
              scenarios: 'evals/*.yaml',
              'scenario-report': 'reports/junit.xml',
              'rollback-on-failure': 'true',
              ...speechInputs(speech.url),
            },
            { env: { GITHUB_WORKSPACE: ws.dir } },
          )
          body(run, speech, double)
        } finally {
          ws.remove()
        }
      }),
    )

  it(
    'speaks a user turn and judges the words of the response the caller heard',
    throughDist(() =>
      scenarios('Tokyo', (run, speech, double) => {
        expect(run.code, run.stdout).toBe(0)
        expect(run.outputs.scenarios).toBe('passed')
        expect(sessionsOf(double)[0]?.socket?.heard).toBe(JAPAN)
        // the turn's words spoken once, before the call; the response heard once it was said
        expect(speech.requests.map((r) => r.path)).toEqual(['/v1/audio/speech', '/v1/audio/transcriptions'])
        expect(run.stdout.replace(`::add-mask::${SPEECH_KEY}`, '')).not.toContain(SPEECH_KEY)
      }),
    ),
  )

  it('fails and rolls back a response whose heard words miss, quoting them', () =>
    scenarios('Berlin', (run) => {
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ scenarios: 'failed', 'rolled-back': 'true' })
      expect(errorsOf(run)[0]).toMatch(
        /turn #0: response: not satisfied within \d+ms: does not contain "Berlin" \(the bot said "The capital of Japan is Tokyo\."\)/,
      )
    }))

  it('judges nothing of a response of which no words were heard: the run is not judged, never passed', () =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({ 'evals/capital.yaml': CAPITAL('Tokyo') })
        try {
          const run = await runStep(
            {
              'api-key': 'sk_test_private',
              'api-url': double.url,
              'agent-name': 'support-bot',
              image: 'ghcr.io/acme/support-bot:mumbles',
              'public-api-key': PUBLIC_KEY,
              scenarios: 'evals/*.yaml',
              ...speechInputs(speech.url),
            },
            { env: { GITHUB_WORKSPACE: ws.dir } },
          )
          expect(run.code).toBe(1)
          expect(run.outputs.scenarios).toBe('skipped')
          expect(run.stdout).toMatch(
            /the speech service heard no words in the [\d.]+ s of the bot's answer it was sent: its words cannot be judged/,
          )
        } finally {
          ws.remove()
        }
      }),
    ))

  it('says the speech service’s refusal of the user turns’ speech before any call, and rolls nothing back', () =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        speech.setFaults([
          { path: '/v1/audio/speech', status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' },
        ])
        const ws = workspaceWith({ 'evals/capital.yaml': CAPITAL('Tokyo') })
        try {
          const run = await runStep(
            {
              'api-key': 'sk_test_private',
              'api-url': double.url,
              'agent-name': 'support-bot',
              image: 'ghcr.io/acme/support-bot:2.0.0',
              'public-api-key': PUBLIC_KEY,
              scenarios: 'evals/*.yaml',
              ...speechInputs(speech.url),
            },
            { env: { GITHUB_WORKSPACE: ws.dir } },
          )
          expect(run.code).toBe(1)
          expect(errorsOf(run)[0]).toMatch(
            /^The scenarios could not run: the speech service \(127\.0\.0\.1:\d+\) answered 401 to POST \/v1\/audio\/speech: Incorrect API key provided\. The speech service is at fault, not the deployment: not rolled back/,
          )
          expect(run.outputs['rolled-back']).toBe('false')
          expect(sessionsOf(double)).toHaveLength(0)
        } finally {
          ws.remove()
        }
      }),
    ))
})

const SPOKEN = `name: spoken capital
user:
  modality: audio
  speech:
    service: openai
    voice: alloy
turns:
  - user: "${JAPAN}"
    expect:
      - event: response
        text_contains: Tokyo
        within_ms: 8000
`

describe.concurrent('audio user turns over the WebSocket with a speech service', () => {
  it('speaks them, the bot’s own speech-to-text hears them, and no notice says they go typed', () =>
    withSpeech((speech) =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({ 'evals/spoken.yaml': SPOKEN })
        try {
          const run = await runStep(
            {
              'api-key': 'sk_test_private',
              'api-url': double.url,
              'agent-name': 'support-bot',
              image: 'ghcr.io/acme/support-bot:2.0.0',
              'public-api-key': PUBLIC_KEY,
              scenarios: 'evals/*.yaml',
              'session-transport': 'websocket',
              'speech-api-key': SPEECH_KEY,
              'speech-url': speech.url,
            },
            { env: { GITHUB_WORKSPACE: ws.dir } },
          )
          expect(run.code, run.stdout).toBe(0)
          expect(run.outputs.scenarios).toBe('passed')
          expect(sessionsOf(double)[0]?.socket?.heard).toBe(JAPAN)
          expect(speech.requests.map((r) => r.path)).toEqual(['/v1/audio/speech'])
          expect(run.stdout).not.toContain('go as typed text')
        } finally {
          ws.remove()
        }
      }),
    ))
})

const HEARD_BOT = (word: string) => `name: spoken capital, heard
user:
  modality: audio
  speech:
    service: openai
    voice: alloy
judge:
  modality: audio
  transcription:
    service: openai
turns:
  - user: "${JAPAN}"
    expect:
      - event: response
        text_contains: ${word}
        within_ms: 8000
`

describe.concurrent('a spoken bot judged as heard (judge.modality audio) with a speech service', () => {
  const heardRun = (word: string, transport: string) =>
    withSpeech(async (speech) => {
      let result: { run: Awaited<ReturnType<typeof runStep>>; junit: string } | undefined
      await withDouble({}, async (double) => {
        const ws = workspaceWith({ 'evals/heard.yaml': HEARD_BOT(word), 'reports/.keep': '' })
        try {
          const run = await runStep(
            {
              'api-key': 'sk_test_private',
              'api-url': double.url,
              'agent-name': 'support-bot',
              image: 'ghcr.io/acme/support-bot:2.0.0',
              'public-api-key': PUBLIC_KEY,
              scenarios: 'evals/*.yaml',
              'scenario-report': 'reports/junit.xml',
              'session-transport': transport,
              'speech-api-key': SPEECH_KEY,
              'speech-url': speech.url,
            },
            { env: { GITHUB_WORKSPACE: ws.dir } },
          )
          const report = join(ws.dir, 'reports/junit.xml')
          result = { run, junit: existsSync(report) ? readFileSync(report, 'utf8') : '' }
        } finally {
          ws.remove()
        }
      })
      return { ...(result as NonNullable<typeof result>), speech }
    })

  it(
    'judges the words heard of its voice, shown beside its own text',
    throughDist(async () => {
      const { run, speech, junit } = await heardRun('Tokyo', 'websocket')
      expect(run.code, run.stdout).toBe(0)
      expect(speech.requests.map((r) => [r.path, r.rate])).toEqual([
        ['/v1/audio/speech', undefined],
        ['/v1/audio/transcriptions', 24000],
      ])
      // what was heard of its voice, beside its own text, in the report
      expect(junit).toContain(
        'tts_response: passed: &quot;The capital of Japan is Tokyo. (its own text: \\&quot;The capital of Japan is Tokyo.\\&quot;)',
      )
    }),
  )

  it('fails a spoken answer whose heard words miss', async () => {
    const { run } = await heardRun('Berlin', 'websocket')
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /turn #0: tts_response: as heard, does not contain "Berlin" \(the bot said "The capital of Japan is Tokyo\./,
    )
  })
})
