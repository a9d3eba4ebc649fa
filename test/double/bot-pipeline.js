// @ts-check
// A Pipecat bot on the WebSocket transport with the ProtobufFrameSerializer, as Pipecat's own source makes
// it behave (pipecat-ai/pipecat at acead05: src/pipecat/processors/frameworks/rtvi/processor.py, models.py,
// observer.py; serializers/protobuf.py; transports/websocket/fastapi.py) and as issue 44 saw real frames:
// - every client message must carry an `id` (RTVI.Message requires it): without one the bot answers RTVI
//   `error` "Invalid RTVI transport message: … id Field required" and does nothing; a message whose label is
//   not rtvi-ai is ignored; an unknown type answers `error-response` "Unsupported type X";
// - `metrics` messages, some before bot-ready; client-ready is answered with bot-ready (same id);
// - input audio is taken at the pipeline's 16 kHz whatever the frame says: audio sent at another rate plays
//   too slow or too fast (how long it sounded is kept: socket.input.loudMs), whatever pace it arrives at (a
//   VAD hears audio, not its arrival: a late or bursty delivery is the same audio). The VAD starts a turn after 200 ms of speech
//   (user-started-speaking, then an InterruptionFrame and bot-interrupted, every time) and ends it after
//   400 ms of silence: user-transcription, user-llm-text, then user-stopped-speaking;
// - send-text with run_immediately interrupts the bot first (InterruptionFrame, bot-interrupted), then the
//   typed words go into the context (user-llm-text); audio_response false: no speech;
// - an answer: bot-llm-started, bot-llm-text pieces, bot-llm-stopped, then bot-tts-started, bot-tts-text,
//   audio, bot-tts-stopped, and only then bot-started-speaking; the audio in 40 ms frames of 1920 bytes at
//   24 kHz at real-time pace, then bot-stopped-speaking;
// - dtmf (protocol 2.1.0: `buttons`, a non-empty list of keypad entries) goes through Pipecat's
//   DTMFAggregator; send-text answers depend on what was asked; function calls are reported in progress
//   and stopped, cancelled when interrupted (bot-brain.js);
// - disconnect-bot ends the pipeline: the bot closes with 1000 and an empty reason; a client that closes
//   first makes it log ERROR "exception while closing the websocket: Cannot call "send" once a close
//   message has been sent." in the session's own lines.
// The image's tag picks its traps (TRAITS; see the README of test/double, "bot").
import { readFileSync } from 'node:fs'
import { dtmfAggregator, dtmfButtons } from './bot-brain.js'
import { answerTurn, conversationState, greet, interrupt, loud, rtviOf, takeAudio } from './bot-turns.js'

export { ANSWER, GREETING, HEARD } from './bot-turns.js'

/** @type {import('protobufjs').Type | undefined} */
let frameType
/** Pipecat's Frame from the double's own frames.proto: protobufjs is loaded when the first bot connects. */
export async function loadFrames() {
  const protobuf = (await import('protobufjs')).default
  frameType ??= protobuf
    .parse(readFileSync(new URL('./frames.proto', import.meta.url), 'utf8'))
    .root.lookupType('pipecat.Frame')
}
function Frames() {
  if (!frameType) throw new Error('loadFrames() first')
  return frameType
}

const TRAITS = [
  ...['silent', 'raises', 'slow', 'telephony', 'greets', 'no-websocket', 'rtvi-error', 'huge'],
  ...['late-greeting', 'deaf', 'text-only', 'newer', 'phone-parser', 'error-object', 'verbose'],
  'paused-greeting',
  'leaky',
  'no-webrtc',
  'chatty-401',
  'quiet-greeting',
  'daily-only',
  'mute-until-greeted',
  // its voice says no words: a tone where its answer should be (a broken text-to-speech)
  'mumbles',
]
const CLOSES_AFTER_MS = 200

/** What Python's repr shows of the message pydantic refused (close enough for a message). */
const pyRepr = (/** @type {unknown} */ value) => JSON.stringify(value).replaceAll('"', "'")

/**
 * What a transport gives the bot: frames out (Pipecat's Frame as an object: audio, message, interruption…),
 * raw text out (a telephony serializer's), a close, and whether it is open.
 * @typedef {object} Wire
 * @property {(frame: Record<string, unknown>) => void} send
 * @property {(data: string | Buffer) => void} sendRaw a telephony serializer's text, or bytes of a frame kind the client does not know
 * @property {(code: number, reason: string) => void} close
 * @property {() => boolean} open
 * @property {() => void} [leftOpen] the bot raised and the transport stays up, silent (SmallWebRTC's connection)
 */

/**
 * The bot on the WebSocket transport: Pipecat's protobuf frames in and out.
 * @param {import('ws').WebSocket} ws @param {import('./bot.js').BotSession} session
 */
export function pipecatBot(ws, session) {
  /** @type {Wire} */
  const wire = {
    send: (frame) => {
      if (ws.readyState === ws.OPEN) ws.send(Frames().encode(Frames().create(frame)).finish())
    },
    sendRaw: (data) => {
      if (ws.readyState === ws.OPEN) ws.send(data)
    },
    close: (code, reason) => {
      if (ws.readyState === ws.OPEN) ws.close(code, reason)
    },
    open: () => ws.readyState === ws.OPEN,
  }
  const bot = pipeline(wire, session, 'websocket')
  if (!bot) return
  ws.on('message', (data, isBinary) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(/** @type {ArrayBuffer} */ (data))
    if (bot.received(bytes.length) || !isBinary) return
    const frame = /** @type {any} */ (Frames().toObject(Frames().decode(bytes), { oneofs: true, bytes: Buffer }))
    if (frame.frame === 'audio') return bot.audio(frame.audio.audio, frame.audio.sampleRate)
    if (frame.frame === 'message') bot.message(frame.message.data)
  })
  ws.on('close', (code, reason) => bot.closed(code, reason.toString('utf8')))
}

/**
 * The bot's pipeline, whichever transport carries it: its RTVI, its turns (bot-turns.js), its traps.
 * Undefined when it never starts (a bot whose code maps no such transport raises instead).
 * @param {Wire} wire @param {import('./bot.js').BotSession} session @param {'websocket' | 'webrtc' | 'phone'} transport
 */
export function pipeline(wire, session, transport) {
  const traits = new Set(TRAITS.filter((trait) => session.image.includes(trait)))
  session.botStartAt = Date.now()
  session.socket = { received: 0, messages: [] }
  const socket = session.socket
  const sent = wire.send
  const rtvi = rtviOf(sent)
  const log = (/** @type {string} */ level, /** @type {string} */ text) => {
    const stamp = new Date().toISOString().replace('T', ' ').slice(0, 23)
    session.botLines = [...(session.botLines ?? []), { at: Date.now(), log: `${stamp} | ${level.padEnd(8)} | ${text}` }]
  }
  const end = (/** @type {number} */ code, /** @type {string} */ reason, /** @type {string} */ status) => {
    session.endedAt ??= Date.now()
    session.completionStatus ??= status
    wire.close(code, reason)
  }
  const crash = (/** @type {string[]} */ lines, /** @type {string} */ reason) => {
    session.extraLines = lines
    session.crashAt = Date.now()
    if (!wire.leftOpen) return end(1011, reason, 'HTTP_ERROR')
    // the base image logs the exception and ends the session, and closes no SmallWebRTC connection
    // (pipecat-base/app.py, run_bot): it stays up, silent
    session.endedAt ??= Date.now()
    session.completionStatus ??= 'HTTP_ERROR'
    wire.leftOpen()
  }
  // what the bot's turns know of the transport: whether it is open, and raw bytes (a newer frame kind)
  const ws = /** @type {any} */ ({
    OPEN: 1,
    get readyState() {
      return wire.open() ? 1 : 3
    },
    send: (/** @type {Buffer} */ bytes) => wire.sendRaw(bytes),
  })
  const state = conversationState({ traits, sent, rtvi, ws, crash, socket, token: session.token ?? '', transport })
  const pressed = dtmfAggregator(
    (keys) => {
      const text = `DTMF: ${keys}`
      rtvi('user-transcription', { text, user_id: '', timestamp: new Date().toISOString(), final: true })
      rtvi('user-llm-text', { text })
      answerTurn(state, text, true)
    },
    () => interrupt(state),
  )
  if (traits.has('chatty-401')) {
    // a real Pipecat bot at its default level prints about 95 lines in one short turn (issue 55 §4): the
    // error comes first, then the turn's DEBUG lines bury it far past the newest 50
    log(
      'ERROR',
      "OpenAILLMService#0 exception: Error code: 401 - {'error': {'message': 'Incorrect API key provided', 'code': 'invalid_api_key'}}",
    )
    for (let i = 0; i < 95; i++) log('DEBUG', `PipelineTask#0: frame ${i} pushed downstream`)
  }
  if (traits.has('no-websocket') && transport === 'websocket') {
    crash(missingTransport('websocket'), 'bot error')
    return undefined
  }
  if (traits.has('daily-only')) {
    // a bot that builds DailyTransport from runner_args.room_url itself (no transport_params): every other
    // transport's runner arguments have no room_url (issue 55 §3)
    const args = transport === 'webrtc' ? 'SmallWebRTCRunnerArguments' : 'WebSocketRunnerArguments'
    crash(
      [
        'Traceback (most recent call last):',
        '  File "/app/bot.py", line 61, in bot',
        '    transport = DailyTransport(runner_args.room_url, runner_args.token, "bot", params)',
        `AttributeError: '${args}' object has no attribute 'room_url'`,
      ],
      'bot error',
    )
    return undefined
  }
  if (traits.has('no-webrtc') && transport === 'webrtc') {
    crash(missingTransport('webrtc'), 'bot error')
    return undefined
  }
  if (traits.has('telephony')) {
    // a telephony serializer's first message; it echoes the session's token across the 80th character
    const start = JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0', streamSid: 'x' })
    wire.sendRaw(`${start.slice(0, 70)}${session.token ?? ''}"}`)
  }
  // the pipeline's first metrics go out as it starts, before any client-ready is answered
  rtvi('metrics', { processing: [{ processor: 'SileroVADAnalyzer#0', value: 0.0004 }] })
  const closing = { value: false }
  return {
    /** a phone call is up: the bot greets as its on_client_connected handler does (no client-ready comes) */
    callStarted() {
      void greet(state)
    },
    /** one key the caller pressed (a provider's dtmf event: Pipecat's InputDTMFFrame) */
    key(/** @type {string} */ key) {
      pressed(key)
    },
    /** counts what came; true when the bot stops there (a telephony parser crashed on it) */
    received(/** @type {number} */ bytes) {
      socket.received += bytes
      if (traits.has('phone-parser') && !state.parsed) {
        state.parsed = true
        crash(PHONE_PARSER, '')
        return true
      }
      return closing.value
    },
    audio(/** @type {Buffer} */ pcm, /** @type {number} */ sampleRate) {
      socket.input = socket.input ?? { rates: [], sizes: [], loudMs: 0 }
      const { rates, sizes } = socket.input
      if (!rates.includes(sampleRate)) rates.push(sampleRate)
      if (!sizes.includes(pcm.length)) sizes.push(pcm.length)
      // how much of it had sound, in the pipeline's 16 kHz: a recording sent unresampled lasts longer or shorter
      if (loud(pcm)) socket.input.loudMs += pcm.length / 32
      takeAudio(state, pcm)
    },
    message(/** @type {string} */ data) {
      let message
      try {
        message = JSON.parse(data)
      } catch {
        return
      }
      socket.messages?.push(message)
      if (message?.label !== 'rtvi-ai') return
      clientMessage(message, { state, traits, rtvi, socket, closing, end, pressed })
    },
    closed(/** @type {number} */ code, /** @type {string} */ reason) {
      socket.closeCode = code
      socket.closeReason = reason
      state.turn++
      if (closing.value && session.endedAt === undefined && transport === 'websocket') {
        log(
          'ERROR',
          'pipecat.transports.websocket.fastapi:_write_frame:412 - FastAPIWebsocketOutputTransport#0 exception while closing the websocket: Cannot call "send" once a close message has been sent.',
        )
      }
      session.endedAt ??= Date.now()
      session.completionStatus ??= transport === 'websocket' ? 'WS_CONNECTION_CLOSED' : 'HTTP_COMPLETED'
    },
  }
}

/** What create_transport raises for a key the bot's transport_params lack (pipecat runner/utils.py, `_get_transport_params`). @param {string} key */
export const missingTransport = (key) => [
  'Traceback (most recent call last):',
  '  File "/app/bot.py", line 88, in bot',
  '    transport = await create_transport(runner_args, transport_params)',
  `ValueError: Missing transport params for '${key}'. Please add '${key}' key to your transport_params dict.`,
]

const PHONE_PARSER = [
  'Traceback (most recent call last):',
  '  File "/app/bot.py", line 112, in bot',
  '    transport_type, call_data = await parse_telephony_websocket(runner_args.websocket)',
  '  File "/usr/local/lib/python3.12/site-packages/starlette/websockets.py", line 120, in receive_text',
  '    return message["text"]',
  "KeyError: 'text'",
]

/**
 * One RTVI client message, as Pipecat's RTVIProcessor takes it.
 * @param {any} message
 * @param {{ state: import('./bot-turns.js').Conversation, traits: Set<string>, rtvi: ReturnType<typeof rtviOf>, socket: NonNullable<import('./bot.js').BotSession['socket']>, closing: { value: boolean }, end: (code: number, reason: string, status: string) => void, pressed: (key: string) => void }} c
 */
function clientMessage(message, c) {
  const { state, traits, rtvi } = c
  if (typeof message.id !== 'string') {
    const error = `Invalid RTVI transport message: 1 validation error for Message\nid\n  Field required [type=missing, input_value=${pyRepr(message)}, input_type=dict]`
    return rtvi('error', { error, fatal: false })
  }
  switch (message.type) {
    case 'client-ready':
      if (traits.has('telephony')) return
      rtvi('bot-ready', { version: '2.1.0', about: { library: 'pipecat-ai', library_version: '1.3.0' } }, message.id)
      return greet(state)
    case 'send-text': {
      const content = message.data?.content
      if (typeof content !== 'string') {
        return rtvi('error-response', { error: 'Invalid message: content Field required' }, message.id)
      }
      if (traits.has('deaf')) return
      if (message.data?.options?.run_immediately !== false) interrupt(state)
      rtvi('user-llm-text', { text: content })
      return answerTurn(state, content, message.data?.options?.audio_response !== false)
    }
    case 'disconnect-bot':
      c.socket.goodbye = true
      c.closing.value = true
      state.turn++
      setTimeout(() => c.end(1000, '', 'WS_CONNECTION_CLOSED'), CLOSES_AFTER_MS)
      return
    case 'dtmf': {
      const keys = dtmfButtons(message.data)
      if ('problem' in keys) return rtvi('error-response', { error: keys.problem }, message.id)
      for (const key of keys.buttons) c.pressed(key)
      return
    }
    case 'client-message':
    case 'llm-function-call-result':
    case 'raw-audio':
    case 'raw-audio-batch':
      return
    default:
      return rtvi('error-response', { error: `Unsupported type ${message.type}` }, message.id)
  }
}
