// @ts-check
// `npm run bench` (its last part): the turn against a real Pipecat bot (../shared/real-pipecat/: Pipecat's
// runner, aiortc, Silero, pocketsphinx and espeak-ng in place of the paid services), over SmallWebRTC and over
// the generic WebSocket, side by side, through dist/index.js. Where the bot's own code decides a time (how
// soon aiortc starts its DTLS, how long it takes to pass a data-channel message on) the double cannot show
// it: issue 55 §5 found a typed turn a second late and a connection 1.1 s long here, against 11 ms and
// 250 ms on the double. Goals: WebRTC within 100 ms of the WebSocket's response-ms, connecting within 500 ms
// more.
//
// It needs root and the bot set up (`bash ../shared/real-pipecat/setup.sh <pipecat git dir>`, a few minutes);
// without them it says so and measures nothing. ICE needs an address that is not loopback on both sides
// (aioice skips 127.0.0.1), so it runs itself again in a network namespace of its own (`unshare -n`) with a
// bridge address: every packet stays on this machine. The service is the project's double; a front of it
// hands the WebSocket start's wsUrl and the offer to the real bot, whose two runners (-t websocket on 7860,
// -t webrtc on 7870) listen on 127.0.0.1 inside the namespace; a phone call goes to the first one's /ws (issue
// 56: each provider's spoken turn, recognised by the bot's own code).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startAgentService } from '../test/double/agent-service.js'
import { runAction } from '../test/helpers/run-action.js'
import { median } from './bench-stats.js'
import { frontOf } from './real-bot-front.js'

const REAL = process.env.REAL_PIPECAT ?? '/tmp/real-pipecat'
const RUN_BOT = fileURLToPath(new URL('../../shared/real-pipecat/run-bot.sh', import.meta.url))
const BRIDGE = '10.213.0.1'
const quick = process.argv.includes('--quick')

if (!process.argv.includes('--inside')) {
  if (process.getuid?.() !== 0 || !existsSync(`${REAL}/trixie`) || !existsSync(RUN_BOT)) {
    console.log(
      `\nThe turn against a real Pipecat bot: not measured (it needs root and the bot set up in ${REAL}: bash ../shared/real-pipecat/setup.sh)`,
    )
    process.exit(0)
  }
  const inside = spawnSync(
    'unshare',
    ['-n', process.execPath, fileURLToPath(import.meta.url), '--inside', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  )
  process.exit(inside.status ?? 1)
}

for (const command of [
  'ip link set lo up',
  'ip link add b0 type bridge',
  `ip addr add ${BRIDGE}/32 dev b0`,
  'ip link set b0 up',
])
  spawnSync('sh', ['-c', command], { stdio: 'inherit' })

/** @param {string} port @param {string[]} args */
const bot = (port, args) =>
  spawn('bash', [RUN_BOT, ...args], { env: { ...process.env, PORT: port }, stdio: 'ignore', detached: true })
const bots = [bot('7860', []), bot('7870', ['-t', 'webrtc'])]
const service = await startAgentService({ readyAfterMs: 50 })
service.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
const runners = { websocket: 'http://127.0.0.1:7860', webrtc: 'http://127.0.0.1:7870' }
const front = await frontOf(service.url, runners)
// a phone call: the same runner's /ws, which hands the socket over as the base image does
const phoneFront = await frontOf(service.url, { ...runners, wsRoute: '/ws' })

/** @type {Record<string, { connect: number[], response: number[], said?: string }>} */
const results = {}
try {
  await botsListening(['http://127.0.0.1:7860/', 'http://127.0.0.1:7870/'])
  for (const transport of ['websocket', 'webrtc', 'twilio', 'telnyx', 'plivo', 'exotel']) {
    const call = !['websocket', 'webrtc'].includes(transport)
    for (const say of call ? [''] : ['text: What is the capital of Germany?', '']) {
      const key = `${transport}, ${say ? 'typed' : 'spoken'}`
      results[key] = { connect: [], response: [] }
      for (let i = 0; i < (quick ? 3 : 6); i++) {
        const run = await runAction({
          'api-key': 'sk_test_private',
          'api-url': call ? phoneFront.url : front.url,
          'agent-name': 'support-bot',
          image: 'ghcr.io/acme/support-bot:1.0.0',
          'conversation-test': 'true',
          'public-api-key': 'pk_test_public',
          'session-transport': transport,
          ...(transport === 'webrtc' ? { 'ice-addresses': BRIDGE } : {}),
          ...(say ? { 'conversation-say': say } : {}),
        })
        const connect = /over \w+ \([^)]*\) in (\d+) ms/.exec(run.stdout)?.[1]
        if (run.code !== 0 || !connect) throw new Error(`${key}: the turn failed:\n${run.stdout.slice(-3000)}`)
        results[key].connect.push(Number(connect))
        results[key].response.push(Number(run.outputs['response-ms']))
        results[key].said ??= run.outputs['bot-said']
      }
    }
  }
} finally {
  await front.close()
  await phoneFront.close()
  await service.close()
  for (const child of bots) if (child.pid) process.kill(-child.pid, 'SIGTERM')
}
report(results)
console.log(
  "\nSpoken over WebRTC, 80 ms of the difference is the bot's own: aiortc keeps four 20 ms frames of a caller's audio in its jitter buffer (rtcrtpreceiver.py, JitterBuffer(capacity=16, prefetch=4)) before its VAD hears them, for every WebRTC caller",
)

/** Waits (up to 2 minutes: Pipecat's imports take a while) until each runner answers HTTP. @param {string[]} urls */
async function botsListening(urls) {
  const until = Date.now() + 120_000
  for (const url of urls) {
    for (;;) {
      const up = await fetch(url).then(
        () => true,
        () => false,
      )
      if (up) break
      if (Date.now() > until) throw new Error(`the real bot did not listen at ${url} within 2 minutes`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/** @param {Record<string, { connect: number[], response: number[], said?: string }>} results */
function report(results) {
  const row = (/** @type {string} */ key) => results[key] ?? { connect: [0], response: [0] }
  console.log('\nThe turn against a real Pipecat bot, over each transport (medians; each run in brackets)\n')
  console.log('| turn | connect | response-ms | the bot said |')
  console.log('|---|---|---|---|')
  for (const key of Object.keys(results)) {
    const { connect, response } = row(key)
    const said = results[key]?.said ?? ''
    console.log(
      `| ${key} | ${median(connect)} ms (${connect.join(', ')}) | ${median(response)} ms (${response.join(', ')}) | ${said} |`,
    )
  }
  for (const kind of ['typed', 'spoken']) {
    const ws = row(`websocket, ${kind}`)
    const rtc = row(`webrtc, ${kind}`)
    console.log(
      `| webrtc − websocket, ${kind} | ${median(rtc.connect) - median(ws.connect)} ms (goal ≤ 500) | ${median(rtc.response) - median(ws.response)} ms (goal ≤ 100) | |`,
    )
  }
}
