// @ts-check
// `npm run bench` (its speech part, issue 62): a call's typed turn spoken and its answer transcribed by the
// double's OpenAI-compatible speech service (test/double/speech-service.js), through dist/index.js on
// 127.0.0.1: for each request, the time the action took (its debug line, from before the request was built
// to the answer read) against the service's own (from the request's last byte to its answer's). Goal: the
// action adds at most 50 ms to each. The transcription comes after the turn: response-ms never holds it.
import { startAgentService } from '../test/double/agent-service.js'
import { SPEECH_KEY, startSpeechService } from '../test/double/speech-service.js'
import { runAction } from '../test/helpers/run-action.js'
import { median } from './bench-stats.js'

const RUNS = process.argv.includes('--quick') ? 3 : 7
const service = await startAgentService({ readyAfterMs: 50 })
service.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
const speech = await startSpeechService()

/** @type {Record<'speak' | 'transcribe', { action: number[], service: number[] }>} */
const times = { speak: { action: [], service: [] }, transcribe: { action: [], service: [] } }
try {
  for (let i = 0; i < RUNS; i++) {
    speech.requests.length = 0
    const run = await runAction({
      'api-key': 'sk_test_private',
      'api-url': service.url,
      'agent-name': 'support-bot',
      image: 'ghcr.io/acme/support-bot:1.0.0',
      'conversation-test': 'true',
      'public-api-key': 'pk_test_public',
      'session-transport': 'twilio',
      'conversation-say': 'text: What is the capital of Japan?',
      'conversation-expect': 'Tokyo',
      'speech-api-key': SPEECH_KEY,
      'speech-url': speech.url,
    })
    const spoke = /spoke \d+ characters in (\d+) ms/.exec(run.stdout)?.[1]
    const transcribed = /transcribed [\d.]+ s of audio in (\d+) ms/.exec(run.stdout)?.[1]
    const handled = (/** @type {string} */ path) => speech.requests.find((r) => r.path === path)?.handledMs
    const speakMs = handled('/v1/audio/speech')
    const transcribeMs = handled('/v1/audio/transcriptions')
    if (run.code !== 0 || !spoke || !transcribed || speakMs === undefined || transcribeMs === undefined)
      throw new Error(`the call with speech failed (code ${run.code}):\n${run.stdout.slice(-2000)}`)
    times.speak.action.push(Number(spoke))
    times.speak.service.push(speakMs)
    times.transcribe.action.push(Number(transcribed))
    times.transcribe.service.push(transcribeMs)
  }
} finally {
  await service.close()
  await speech.close()
}
console.log('\nA call with a speech service on the caller’s side, on loopback with the double’s (medians)\n')
console.log("| request | the action's time | the service's own | the action adds (goal ≤ 50) |")
console.log('|---|---|---|---|')
for (const [request, row] of Object.entries(times)) {
  const added = row.action.map((ms, i) => ms - (row.service[i] ?? 0))
  console.log(
    `| ${request} | ${median(row.action)} ms | ${median(row.service).toFixed(1)} ms | ${median(added).toFixed(1)} ms (${Math.min(...added).toFixed(1)} to ${Math.max(...added).toFixed(1)}) |`,
  )
}
