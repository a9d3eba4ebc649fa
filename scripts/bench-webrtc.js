// @ts-check
// `npm run bench` (its transport part): one typed and one spoken turn with the double's bot over SmallWebRTC
// and over the generic WebSocket, side by side, through dist/index.js: the time from the start of the
// connection to a link the turn can use (for webrtc: the offer, ICE and DTLS on loopback, the data channel
// open) and response-ms, against the double's own answer time. Goal: WebRTC adds at most 100 ms to the
// answer and 500 ms to connecting on loopback. ICE stays on 127.0.0.1 (ice-addresses).
import { startAgentService } from '../test/double/agent-service.js'
import { runAction } from '../test/helpers/run-action.js'
import { median } from './bench-stats.js'

const RUNS = process.argv.includes('--quick') ? 3 : 7
const service = await startAgentService({ readyAfterMs: 50 })
service.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })

/** @type {Record<string, { connect: number[], response: number[] }>} */
const results = {}
try {
  for (const transport of ['websocket', 'webrtc']) {
    for (const say of ['text: What is the capital of Japan?', '']) {
      const key = `${transport}, ${say ? 'typed' : 'spoken'}`
      results[key] = { connect: [], response: [] }
      for (let i = 0; i < RUNS; i++) {
        const run = await runAction({
          'api-key': 'sk_test_private',
          'api-url': service.url,
          'agent-name': 'support-bot',
          image: 'ghcr.io/acme/support-bot:1.0.0',
          'conversation-test': 'true',
          'public-api-key': 'pk_test_public',
          'session-transport': transport,
          'ice-addresses': '127.0.0.1',
          ...(say ? { 'conversation-say': say } : {}),
        })
        const connect = /over \w+ \([^)]*\) in (\d+) ms/.exec(run.stdout)?.[1]
        if (run.code !== 0 || !connect) throw new Error(`${key}: the turn failed:\n${run.stdout.slice(-2000)}`)
        results[key].connect.push(Number(connect))
        results[key].response.push(Number(run.outputs['response-ms']))
      }
    }
  }
} finally {
  await service.close()
}
const row = (/** @type {string} */ key) => results[key] ?? { connect: [0], response: [0] }
console.log('\nThe turn over each transport, on loopback (medians)\n')
console.log('| turn | connect | response-ms |')
console.log('|---|---|---|')
for (const key of Object.keys(results))
  console.log(`| ${key} | ${median(row(key).connect)} ms | ${median(row(key).response)} ms |`)
for (const kind of ['typed', 'spoken']) {
  const ws = row(`websocket, ${kind}`)
  const rtc = row(`webrtc, ${kind}`)
  console.log(
    `| webrtc − websocket, ${kind} | ${median(rtc.connect) - median(ws.connect)} ms (goal ≤ 500) | ${median(rtc.response) - median(ws.response)} ms (goal ≤ 100) |`,
  )
}
