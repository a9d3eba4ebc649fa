// @ts-check
// A Pipecat bot behind the service's generic WebSocket endpoint, for the conversation check: the upgrade
// takes the session's token once (Authorization: Bearer, or ?token=), within 5 minutes, else 403 before the
// upgrade; then the bot speaks Pipecat's protobuf frames with RTVI messages inside: bot-ready after
// client-ready; when the caller's audio stops (or a send-text comes) the user transcription, then the
// answer in bot-llm-text pieces and audio at 24 kHz after a set delay, between bot-started-speaking and
// bot-stopped-speaking; disconnect-bot ends it. What the image's tag says decides its traps:
//   silent        never answers            raises        a traceback on the first turn, closed with 1011
//   slow          answers after 2.5 s      telephony     speaks a telephony serializer's JSON, not protobuf
//   greets        greets first             no-websocket  its code has no websocket transport: the session fails
//   rtvi-error    answers with RTVI error    huge          sends a 2 MiB frame once ready
import { readFileSync } from 'node:fs'
import { WebSocketServer } from 'ws'

/**
 * Pipecat's Frame, parsed from the double's own frames.proto when the first bot connects: protobufjs is
 * loaded then, not by every test that starts a double.
 * @type {import('protobufjs').Type | undefined}
 */
let frameType
async function loadFrames() {
  const protobuf = (await import('protobufjs')).default
  frameType ??= protobuf
    .parse(readFileSync(new URL('./frames.proto', import.meta.url), 'utf8'))
    .root.lookupType('pipecat.Frame')
}
function Frames() {
  if (!frameType) throw new Error('loadFrames() first')
  return frameType
}

export const TOKEN_LIFETIME_MS = 5 * 60_000
export const ANSWER = 'Yes, I can hear you. How can I help?'
export const HEARD = 'Hello, can you hear me?'
export const GREETING = 'Hi! Thanks for calling. How can I help you today?'
const SILENCE_ENDS_TURN_MS = 400
const TRAITS = ['silent', 'raises', 'slow', 'telephony', 'greets', 'no-websocket', 'rtvi-error', 'huge']

/**
 * @typedef {object} BotSession
 * @property {string} id
 * @property {string} image
 * @property {string} [token]
 * @property {number} [tokenIssuedAt]
 * @property {boolean} [tokenUsed]
 * @property {number} [botStartAt]
 * @property {number} [endedAt]
 * @property {string} [completionStatus]
 * @property {number} [crashAt]
 * @property {string[]} [extraLines]
 * @property {{ received: number, closeCode?: number, heard?: string, url?: string, authorization?: string, goodbye?: boolean }} [socket]
 */

/** @param {Buffer} pcm */
function loud(pcm) {
  let sum = 0
  for (let i = 0; i + 1 < pcm.length; i += 2) sum += Math.abs(pcm.readInt16LE(i))
  return pcm.length > 0 && sum / (pcm.length / 2) > 300
}

/** @param {number} ms @param {number} rate */
function tone(ms, rate) {
  const samples = Math.round((rate * ms) / 1000)
  const pcm = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2)
  return pcm
}

/**
 * @param {{ sessionByToken: (token: string, agent: string) => BotSession | undefined }} config
 */
export function botEndpoint(config) {
  const wss = new WebSocketServer({ noServer: true })

  /** @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head */
  function upgrade(req, socket, head) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (!url.pathname.startsWith('/ws/generic/')) return void socket.destroy()
    const auth = req.headers.authorization
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : (url.searchParams.get('token') ?? '')
    const agent = decodeURIComponent(url.pathname.slice('/ws/generic/'.length)).replace(/\.[^.]*$/, '')
    const session = config.sessionByToken(token, agent)
    const expired = session?.tokenIssuedAt !== undefined && Date.now() - session.tokenIssuedAt >= TOKEN_LIFETIME_MS
    const fresh = session && !session.tokenUsed && !expired
    if (!session || !fresh) {
      socket.end(
        'HTTP/1.1 403 Forbidden\r\ncontent-type: application/json\r\n\r\n{"error":"Invalid or expired session token"}',
      )
      return
    }
    session.tokenUsed = true
    loadFrames().then(() =>
      wss.handleUpgrade(req, socket, head, (ws) => {
        converse(ws, session)
        if (session.socket) Object.assign(session.socket, { url: req.url ?? '', authorization: auth ?? '' })
      }),
    )
  }

  /** @param {import('ws').WebSocket} ws @param {BotSession} session */
  function converse(ws, session) {
    const traits = new Set(TRAITS.filter((trait) => session.image.includes(trait)))
    session.botStartAt = Date.now()
    session.socket = { received: 0 }
    const sent = (/** @type {Record<string, unknown>} */ frame) => {
      if (ws.readyState === ws.OPEN) ws.send(Frames().encode(Frames().create(frame)).finish())
    }
    const rtvi = (/** @type {string} */ type, /** @type {unknown} */ data, /** @type {string} */ id = '') =>
      sent({ message: { data: JSON.stringify({ label: 'rtvi-ai', type, ...(id ? { id } : {}), data }) } })
    const end = (/** @type {number} */ code, /** @type {string} */ reason, /** @type {string} */ status) => {
      session.endedAt ??= Date.now()
      session.completionStatus ??= status
      if (ws.readyState === ws.OPEN) ws.close(code, reason)
    }
    if (traits.has('no-websocket')) {
      session.extraLines = [
        'Traceback (most recent call last):',
        '  File "/app/bot.py", line 88, in bot',
        '    transport = await create_transport(runner_args, transport_params)',
        'ValueError: Missing transport params',
      ]
      session.crashAt = Date.now()
      return end(1011, 'bot error', 'HTTP_ERROR')
    }
    if (traits.has('telephony')) {
      ws.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }))
      ws.send(JSON.stringify({ event: 'media', media: { payload: tone(20, 8000).toString('base64') } }))
    }
    /** @param {string} text @param {number} rate */
    const speak = async (text, rate = 24_000) => {
      rtvi('bot-started-speaking', {})
      for (const piece of text.split(' ')) rtvi('bot-tts-text', { text: `${piece} ` })
      for (let i = 0; i < 3; i++) {
        sent({ audio: { id: 0, name: 'TTSAudioRawFrame', audio: tone(20, rate), sample_rate: rate, num_channels: 1 } })
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      rtvi('bot-stopped-speaking', {})
    }
    let answered = false
    let speaking = false
    let lastVoiceAt = 0
    /** @param {string} heard @param {string} answer */
    const answerTurn = (heard, answer) => {
      if (answered || traits.has('telephony')) return
      answered = true
      rtvi('user-transcription', { text: heard, user_id: '', timestamp: new Date().toISOString(), final: true })
      if (traits.has('silent')) return
      if (traits.has('raises')) {
        session.extraLines = [
          'Traceback (most recent call last):',
          '  File "/app/bot.py", line 61, in on_user_turn',
          '    reply = await llm.generate(messages, model=os.environ["LLM_MODEL"])',
          "openai.NotFoundError: Error code: 404 - The model 'gpt-9' does not exist",
        ]
        session.crashAt = Date.now()
        return void setTimeout(() => end(1011, 'Internal error', 'HTTP_ERROR'), 50)
      }
      if (traits.has('rtvi-error'))
        return rtvi('error', { error: 'TTS service error: voice "ava-x" not found', fatal: true })
      setTimeout(
        async () => {
          rtvi('bot-llm-started', {})
          for (const piece of answer.split(' ')) rtvi('bot-llm-text', { text: `${piece} ` })
          rtvi('bot-llm-stopped', {})
          await speak(answer)
        },
        traits.has('slow') ? 2_500 : 300,
      )
    }
    ws.on('message', async (data, isBinary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(/** @type {ArrayBuffer} */ (data))
      if (session.socket) session.socket.received += bytes.length
      if (!isBinary) return
      const frame = /** @type {any} */ (Frames().toObject(Frames().decode(bytes), { oneofs: true, bytes: Buffer }))
      if (frame.frame === 'message') {
        const message = JSON.parse(frame.message.data)
        if (message.type === 'client-ready') {
          if (traits.has('telephony')) return
          rtvi('bot-ready', { version: '2.1.0', about: { library: 'pipecat' } }, message.id)
          if (traits.has('huge')) {
            const audio = Buffer.alloc(2 * 1024 * 1024, 1)
            sent({ audio: { id: 0, name: 'TTSAudioRawFrame', audio, sample_rate: 24_000, num_channels: 1 } })
          }
          if (traits.has('greets')) await speak(GREETING)
        } else if (message.type === 'send-text') {
          const content = String(message.data?.content ?? '')
          answerTurn(content, /capital of germany/i.test(content) ? 'The capital of Germany is Berlin.' : ANSWER)
        } else if (message.type === 'disconnect-bot') {
          if (session.socket) session.socket.goodbye = true
          end(1000, 'bye', 'WS_CONNECTION_CLOSED')
        } else {
          rtvi('error-response', { error: `Unsupported message type: ${message.type}` }, message.id)
        }
        return
      }
      if (frame.frame === 'audio') {
        if (loud(frame.audio.audio)) {
          if (!speaking) rtvi('user-started-speaking', {})
          speaking = true
          lastVoiceAt = Date.now()
        } else if (speaking && Date.now() - lastVoiceAt >= SILENCE_ENDS_TURN_MS) {
          speaking = false
          rtvi('user-stopped-speaking', {})
          if (session.socket) session.socket.heard = HEARD
          answerTurn(HEARD, ANSWER)
        }
      }
    })
    ws.on('close', (code) => {
      if (session.socket) session.socket.closeCode = code
      session.endedAt ??= Date.now()
      session.completionStatus ??= 'WS_CONNECTION_CLOSED'
    })
  }

  return { upgrade, close: () => wss.close() }
}
