// @ts-check
// By hand (issue 62): a call with a speech service on the caller's side, against the real Pipecat bot
// (../shared/real-pipecat/: Pipecat's runner and Twilio serializer, pocketsphinx as its speech-to-text,
// espeak-ng as its voice), with a speech service whose engine is real too: espeak-ng speaks the typed turn,
// pocketsphinx transcribes the bot's answer from the very WAV the action sends. It shows that what the action
// sends a speech service is audio a real recognizer decodes (a WAV whose header lied about its rate would be
// heard as noise), and that what it speaks, a real bot's recognizer hears. Not part of `npm test`: it needs
// root and the bot set up (bash ../shared/real-pipecat/setup.sh), and runs in a network namespace of its own.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startAgentService } from '../test/double/agent-service.js'
import { SPEECH_KEY, startSpeechService } from '../test/double/speech-service.js'
import { runAction } from '../test/helpers/run-action.js'
import { frontOf } from './real-bot-front.js'

const REAL = process.env.REAL_PIPECAT ?? '/tmp/real-pipecat'
const ROOTFS = `${REAL}/trixie`
const RUN_BOT = fileURLToPath(new URL('../../shared/real-pipecat/run-bot.sh', import.meta.url))
if (!process.argv.includes('--inside')) {
  if (process.getuid?.() !== 0 || !existsSync(ROOTFS)) {
    console.log(`Not checked: it needs root and the real bot set up in ${REAL} (bash ../shared/real-pipecat/setup.sh)`)
    process.exit(0)
  }
  const inside = spawnSync('unshare', ['-n', process.execPath, fileURLToPath(import.meta.url), '--inside'], {
    stdio: 'inherit',
  })
  process.exit(inside.status ?? 1)
}
spawnSync('sh', ['-c', 'ip link set lo up'], { stdio: 'inherit' })

let n = 0
/** A command in the bot's Debian chroot. @param {string[]} argv */
const inChroot = (argv) =>
  spawnSync('chroot', [ROOTFS, 'env', '-i', 'PATH=/usr/bin:/bin', ...argv], { encoding: 'utf8' })
const speech = await startSpeechService({
  async speak(text) {
    const name = `/tmp/speak-${++n}.wav`
    const made = inChroot(['espeak-ng', '-w', name, text])
    if (made.status !== 0) throw new Error(`espeak-ng: ${made.stderr}`)
    return readFileSync(`${ROOTFS}${name}`)
  },
  async hear(wav) {
    const name = `/tmp/heard-${++n}.wav`
    writeFileSync(`${ROOTFS}${name}`, wav)
    // what the action sent, as a file tool reads its header, then heard at 16 kHz by pocketsphinx
    console.log(`The WAV sent to the speech service: ${inChroot(['soxi', name]).stdout.replace(/\n+/g, '; ')}`)
    inChroot(['sox', name, '-r', '16000', `${name}.16k.wav`])
    const heard = inChroot(['pocketsphinx_continuous', '-infile', `${name}.16k.wav`, '-logfn', '/dev/null'])
    return heard.stdout.trim().split('\n').join(' ').trim()
  },
})
const bot = spawn('bash', [RUN_BOT], { env: { ...process.env, PORT: '7860' }, stdio: 'ignore', detached: true })
const service = await startAgentService({ readyAfterMs: 50 })
service.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
const front = await frontOf(service.url, { websocket: 'http://127.0.0.1:7860', webrtc: '', wsRoute: '/ws' })
try {
  for (let tries = 0; tries < 60; tries++) {
    if (
      await fetch('http://127.0.0.1:7860/').then(
        () => true,
        () => false,
      )
    )
      break
    await new Promise((done) => setTimeout(done, 1000))
  }
  const run = await runAction({
    'api-key': 'sk_test_private',
    'api-url': front.url,
    'agent-name': 'support-bot',
    image: 'ghcr.io/acme/support-bot:1.0.0',
    'conversation-test': 'true',
    'public-api-key': 'pk_test_public',
    'session-transport': 'twilio',
    'conversation-say': 'text: What is the capital of Germany?',
    'speech-api-key': SPEECH_KEY,
    'speech-url': speech.url,
  })
  console.log(
    `exit ${run.code}; response-ms ${run.outputs['response-ms']}; bot-said (as pocketsphinx heard it): "${run.outputs['bot-said']}"`,
  )
  console.log(
    run.stdout
      .split('\n')
      .filter((line) => /answered|heard|error/i.test(line))
      .join('\n'),
  )
} finally {
  await front.close()
  await service.close()
  await speech.close()
  if (bot.pid) process.kill(-bot.pid, 'SIGTERM')
}
