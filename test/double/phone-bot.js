// @ts-check
// The bot of a session on the generic WebSocket endpoint when a phone provider's call reaches it, as the base
// image hands the socket over (no transport type) and Pipecat's runner recognises the call (service-facts.md,
// "Phone providers over the generic WebSocket endpoint"; pipecat-ai/pipecat src/pipecat/runner/utils.py:
// parse_telephony_websocket, _detect_transport_type_from_message, create_transport, _create_telephony_transport;
// src/pipecat/serializers/twilio.py, telnyx.py, plivo.py, exotel.py). The same brain as the other wires
// (bot-pipeline.js):
// - the provider is told from the first two text messages, by the keys Pipecat looks for; the second is
//   awaited (Plivo sends one: its first media is read as the second, and lost); neither recognised is
//   'unknown', and create_transport raises "Missing transport params for 'unknown'". A binary first message
//   is no call (bot.js gives it to the protobuf wire);
// - a bot whose transport_params lack the provider raises `ValueError: Missing transport params for '<p>'`
//   (image tags `no-phone`, or `only-<provider>` for a bot that maps that one alone);
// - the caller's `media` is base64 8 kHz audio: µ-law (Twilio, Plivo), Telnyx as its start's media_format
//   says (PCMU or PCMA), Exotel 16-bit PCM; heard at the pipeline's 16 kHz. `dtmf` events are keys; `stop`
//   and anything else are nothing (the serializers return None). A message without `event` is a KeyError in
//   Twilio's, Telnyx's and Exotel's deserializer (logged as an ERROR);
// - the bot answers with its provider's events alone, one message a frame of its voice, at 8 kHz: `media`
//   (Plivo: `playAudio` with contentType and sampleRate) in µ-law (Telnyx: PCMU, its inbound_encoding
//   default; Exotel: 16-bit PCM), `clear` (Plivo: `clearAudio`) on every interruption; never text of its
//   own (the serializers drop RTVI);
// - it greets when the call starts (on_client_connected), never on a client-ready;
// - when the call ends (the provider's stop, or its close without one), its serializer hangs up through the provider's REST API with the ids it was given,
//   which are made up. A provider that answers "not found" for them (Twilio's 20404) is logged at DEBUG;
//   any other refusal (credentials of another account, a 401) or no way to reach it is an ERROR. The double
//   takes the harsher case: an ERROR at the end of every Twilio, Telnyx and Plivo call (Exotel hangs up
//   nothing);
// - image tag `hangs-up`: the bot ends the call after the handshake, without a sound;
// - `call.answerMs`: the bot's own answer time, from the caller's last chunk with sound to its first chunk
//   with sound after it, as it received and sent them (what the benchmark holds the action's response-ms to).
import { missingTransport, pipeline } from './bot-pipeline.js'
import { loud } from './bot-turns.js'
import { alaw, linear, mulaw } from './g711.js'
import { baseImageLine } from './session-logs.js'

/**
 * Which provider a message is from, exactly as _detect_transport_type_from_message reads it.
 * @param {any} m
 */
export function detectProvider(m) {
  const start = m && typeof m.start === 'object' && m.start !== null ? m.start : {}
  const has = (/** @type {any} */ o, /** @type {string} */ k) => o !== null && typeof o === 'object' && k in o
  if (m?.event === 'start' && has(m, 'start') && 'streamSid' in start && 'callSid' in start) return 'twilio'
  if (has(m, 'stream_id') && has(m, 'start') && 'call_control_id' in start) return 'telnyx'
  if (has(m, 'start') && 'streamId' in start && 'callId' in start) return 'plivo'
  if (m?.event === 'start' && has(m, 'start') && 'stream_sid' in start && 'call_sid' in start && 'account_sid' in start)
    return 'exotel'
  return 'unknown'
}

/** @param {string} text */
function parsed(text) {
  try {
    const value = JSON.parse(text)
    return value !== null && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

/**
 * A call on the socket, its first text message already read.
 * @param {import('ws').WebSocket} ws @param {import('./bot.js').BotSession} session @param {string} first
 */
export function phoneCall(ws, session, first) {
  /** @type {string[]} */
  const early = []
  const listen = (/** @type {Buffer} */ data, /** @type {boolean} */ isBinary) => {
    if (!isBinary) early.push(data.toString('utf8'))
    if (early.length === 1) {
      ws.off('message', listen)
      takeCall(ws, session, parsed(first), parsed(early[0] ?? ''))
    }
  }
  ws.on('message', listen)
  ws.once('close', () => {
    if (early.length === 0) takeCall(ws, session, parsed(first), {})
  })
}

/** @param {import('ws').WebSocket} ws @param {import('./bot.js').BotSession} session @param {any} first @param {any} second */
function takeCall(ws, session, first, second) {
  const fromFirst = detectProvider(first)
  const provider = fromFirst !== 'unknown' ? fromFirst : detectProvider(second)
  const start = fromFirst !== 'unknown' ? first : second
  const maps = session.image.includes('no-phone')
    ? []
    : ['twilio', 'telnyx', 'plivo', 'exotel'].filter(
        (p) => !/only-/.test(session.image) || session.image.includes(`only-${p}`),
      )
  if (!maps.includes(provider)) {
    session.botStartAt = Date.now()
    session.extraLines = missingTransport(provider)
    session.crashAt = Date.now()
    session.endedAt = Date.now()
    session.completionStatus = 'HTTP_ERROR'
    ws.close(1011, 'bot error')
    return
  }
  session.call = { provider, start, media: 0, dtmf: [], stops: 0 }
  if (session.image.includes('hangs-up')) {
    session.botStartAt = Date.now()
    setTimeout(() => ws.close(1000, ''), 100)
    ws.once('close', () => {
      session.endedAt ??= Date.now()
      session.completionStatus ??= 'WS_CONNECTION_CLOSED'
    })
    return
  }
  converse(ws, session, provider, start)
}

/**
 * The call held: the caller's events in, the bot's voice out in the provider's encoding.
 * @param {import('ws').WebSocket} ws @param {import('./bot.js').BotSession} session @param {string} provider @param {any} start
 */
function converse(ws, session, provider, start) {
  const call = session.call ?? { provider, start, media: 0, dtmf: [], stops: 0 }
  const ids = start.start ?? {}
  const inEncoding =
    provider === 'exotel' ? 'pcm16' : provider === 'telnyx' ? start.start?.media_format?.encoding : 'PCMU'
  const send = (/** @type {object} */ message) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
  }
  const streamKey =
    { twilio: 'streamSid', telnyx: 'stream_id', plivo: 'streamId', exotel: 'stream_sid' }[provider] ?? ''
  const stream = { [streamKey]: start[streamKey] ?? ids[streamKey] }
  const bot = pipeline(
    {
      send: (frame) => {
        const audio = /** @type {any} */ (frame).audio
        if (audio) {
          if (call.lastLoudAt && !call.answeredAt && loud(Buffer.from(audio.audio))) {
            call.answeredAt = Date.now()
            call.answerMs = call.answeredAt - call.lastLoudAt
          }
          const payload = encodeOut(Buffer.from(audio.audio), provider).toString('base64')
          if (provider === 'plivo') {
            send({
              event: 'playAudio',
              media: { contentType: 'audio/x-mulaw', sampleRate: 8000, payload },
              streamId: stream.streamId,
            })
          } else send({ event: 'media', ...(provider === 'telnyx' ? {} : stream), media: { payload } })
        } else if (/** @type {any} */ (frame).interruption) {
          send(
            provider === 'plivo'
              ? { event: 'clearAudio', ...stream }
              : { event: 'clear', ...(provider === 'telnyx' ? {} : stream) },
          )
        }
      },
      sendRaw: () => undefined,
      close: (code, reason) => ws.readyState === ws.OPEN && ws.close(code, reason),
      open: () => ws.readyState === ws.OPEN,
    },
    session,
    'phone',
  )
  if (!bot) return
  bot.callStarted()
  ws.on('message', (data, isBinary) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(/** @type {ArrayBuffer} */ (data))
    if (bot.received(bytes.length) || isBinary) return
    const message = parsed(bytes.toString('utf8'))
    if (!('event' in message) && provider !== 'plivo')
      return logLine(
        session,
        'ERROR',
        'pipecat.transports.websocket.fastapi:_receive_messages:225',
        "KeyError: 'event'",
      )
    if (message.event === 'media' && typeof message.media?.payload === 'string') {
      call.media++
      const heard = decodeIn(Buffer.from(message.media.payload, 'base64'), inEncoding)
      if (loud(heard)) {
        call.lastLoudAt = Date.now()
        call.answeredAt = 0
      }
      bot.audio(heard, 16_000)
    } else if (message.event === 'dtmf' && typeof message.dtmf?.digit === 'string') {
      call.dtmf.push(message.dtmf.digit)
      bot.key(message.dtmf.digit)
    } else if (message.event === 'stop') {
      call.stops++
      hangUp()
    }
  })
  let hungUp = false
  const hangUp = () => {
    if (!hungUp) refusedHangUp(session, provider, ids)
    hungUp = true
  }
  ws.on('close', (code, reason) => {
    // its lines are the session's: logged before the session ends
    hangUp()
    bot.closed(code, reason.toString('utf8'))
  })
}

/** auto_hang_up with made-up ids: the provider refuses, and the serializer logs it. */
function refusedHangUp(
  /** @type {import('./bot.js').BotSession} */ session,
  /** @type {string} */ provider,
  /** @type {any} */ ids,
) {
  const name = { twilio: 'Twilio', telnyx: 'Telnyx', plivo: 'Plivo' }[provider]
  const id = { twilio: ids.callSid, telnyx: ids.call_control_id, plivo: ids.callId }[provider]
  if (!name) return
  // `hang-up-two-lines`: the provider's answer runs over two lines, the second with ERROR in it
  const body = session.image.includes('hang-up-two-lines')
    ? ['{"code": 20003,', ' "message": "ERROR: Authenticate"}']
    : ['{"code": 20003, "message": "Authenticate"}']
  logLine(
    session,
    'ERROR',
    `pipecat.serializers.${provider}:_hang_up_call:${HANG_UP_LINE[provider]}`,
    `Failed to terminate ${name} call ${id}: Status 401, Response: ${body[0]}`,
  )
  // loguru writes a message over lines as they are: the further lines carry no prefix
  const at = Date.now()
  for (const line of body.slice(1)) session.botLines = [...(session.botLines ?? []), { at, log: line }]
}

/** where each serializer logs its refused hang-up (the line of its `logger.error`) */
const HANG_UP_LINE = /** @type {Record<string, number>} */ ({ twilio: 261, telnyx: 221, plivo: 199 })

/** A line of the bot's, as the base image's loguru writes it (its session id before the message). */
function logLine(
  /** @type {import('./bot.js').BotSession} */ session,
  /** @type {string} */ level,
  /** @type {string} */ where,
  /** @type {string} */ text,
) {
  const at = Date.now()
  session.botLines = [...(session.botLines ?? []), { at, log: baseImageLine(at, level, where, session.id, text) }]
}

/** The bot's 24 kHz voice at 8 kHz in the provider's encoding (Exotel: 16-bit PCM; the others µ-law). */
function encodeOut(/** @type {Buffer} */ pcm24k, /** @type {string} */ provider) {
  const samples = Math.floor(pcm24k.length / 6)
  const out = Buffer.alloc(provider === 'exotel' ? samples * 2 : samples)
  for (let i = 0; i < samples; i++) {
    const sample = pcm24k.readInt16LE(i * 6)
    if (provider === 'exotel') out.writeInt16LE(sample, i * 2)
    else out[i] = mulaw(sample)
  }
  return out
}

/** The caller's 8 kHz audio in its encoding, heard at 16 kHz (each sample twice). */
function decodeIn(/** @type {Buffer} */ bytes, /** @type {string} */ encoding) {
  const samples = encoding === 'pcm16' ? Math.floor(bytes.length / 2) : bytes.length
  const out = Buffer.alloc(samples * 4)
  for (let i = 0; i < samples; i++) {
    const byte = bytes[i] ?? 0
    const sample = encoding === 'pcm16' ? bytes.readInt16LE(i * 2) : encoding === 'PCMA' ? alaw(byte) : linear(byte)
    out.writeInt16LE(sample, i * 4)
    out.writeInt16LE(sample, i * 4 + 2)
  }
  return out
}
