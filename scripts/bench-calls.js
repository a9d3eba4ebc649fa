// @ts-check
// `npm run bench` (its phone part, issue 56): a spoken turn over each phone provider's call, through
// dist/index.js against the double's phone bot (test/double/phone-bot.js) on 127.0.0.1: the connect time,
// and response-ms against the bot's own answer time (from the caller's last chunk with sound, as the bot
// received it, to its first chunk with sound, as it sent it). Goal: the action adds at most 50 ms. The
// caller's speech ends 20 ms after its last chunk is sent (the chunk's length), so a link that adds nothing
// reads about 20 ms under the bot's own time.
import { startAgentService } from '../test/double/agent-service.js'
import { runAction } from '../test/helpers/run-action.js'
import { median } from './bench-stats.js'

const RUNS = process.argv.includes('--quick') ? 3 : 7
const PROVIDERS = ['twilio', 'telnyx', 'plivo', 'exotel']
const service = await startAgentService({ readyAfterMs: 50 })
service.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })

/** @type {Record<string, { connect: number[], response: number[], bot: number[] }>} */
const results = {}
try {
  for (const provider of PROVIDERS) {
    const row = {
      connect: /** @type {number[]} */ ([]),
      response: /** @type {number[]} */ ([]),
      bot: /** @type {number[]} */ ([]),
    }
    results[provider] = row
    for (let i = 0; i < RUNS; i++) {
      const before = new Set(service.sessions.keys())
      const run = await runAction({
        'api-key': 'sk_test_private',
        'api-url': service.url,
        'agent-name': 'support-bot',
        image: 'ghcr.io/acme/support-bot:1.0.0',
        'conversation-test': 'true',
        'public-api-key': 'pk_test_public',
        'session-transport': provider,
      })
      const connect = /over \w+ \([^)]*\) in (\d+) ms/.exec(run.stdout)?.[1]
      const session = [...service.sessions.entries()].find(([id]) => !before.has(id))?.[1]
      const botMs = /** @type {{ call?: { answerMs?: number } } | undefined} */ (session)?.call?.answerMs
      if (run.code !== 0 || !connect || botMs === undefined)
        throw new Error(
          `${provider}: the call failed (code ${run.code}, the bot's time ${botMs}):\n${run.stdout.slice(-2000)}`,
        )
      row.connect.push(Number(connect))
      row.response.push(Number(run.outputs['response-ms']))
      row.bot.push(botMs)
    }
  }
} finally {
  await service.close()
}
console.log('\nA spoken turn over each phone provider’s call, on loopback with the double’s bot (medians)\n')
console.log("| provider | connect | response-ms | the bot's own answer time | the action adds (goal ≤ 50) |")
console.log('|---|---|---|---|---|')
for (const [provider, row] of Object.entries(results)) {
  const added = row.response.map((ms, i) => ms - (row.bot[i] ?? 0))
  console.log(
    `| ${provider} | ${median(row.connect)} ms | ${median(row.response)} ms | ${median(row.bot)} ms | ${median(added)} ms (${Math.min(...added)} to ${Math.max(...added)}) |`,
  )
}
