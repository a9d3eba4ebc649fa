// @ts-check
// The bot of a session started with {"transport": "webrtc"}, as the base image every deployed bot runs in
// and Pipecat's SmallWebRTC transport answer it (daily-co/pipecat-cloud-images pipecat-base/app.py;
// pipecat-ai/pipecat src/pipecat/transports/smallwebrtc/request_handler.py, connection.py, transport.py;
// service-facts.md, "SmallWebRTC sessions"), werift on the bot's side, its candidates on 127.0.0.1 only:
// - the offer takes exactly SmallWebRTCRequest's keys (sdp, type, pc_id, restart_pc, requestData): any
//   other is a TypeError, answered 500 (its line in the session's own lines); the first `offersNotReady`
//   offers are answered 404 "Invalid or not-yet-ready session_id" (the mock's words), by count, not time;
// - one connection a session: a second offer without pc_id is 400 "Cannot create new connection with
//   existing connection active", a wrong pc_id 400 "PC ID mismatch";
// - the answer holds all the bot's candidates (aiortc gathers before it answers, and never trickles);
//   the bot offers Opus, PCMU and PCMA and follows the client's order (a PCMU-only offer: PCMU);
// - the bot creates no data channel: it takes the one the client opens; a message without
//   `label: "rtvi-ai"` is not RTVI; RTVI is the WebSocket bot's, one brain (bot-pipeline.js);
// - RTP every 20 ms all along, silence included (audio_out_auto_silence), speech when it speaks; once the
//   client sent `ping: <ms>`, the bot's audio is dropped 3 s after the last ping (connection.py
//   is_connected);
// - the caller's RTP is heard at the pipeline's 16 kHz; closing the peer connection ends the bot; a bot that
//   raises leaves the connection up and silent (pipecat-base/app.py's run_bot logs it and closes nothing);
// - the bot is DTLS's client and sends its ClientHello the moment its own ICE completes, as aiortc does
//   (aiortc/rtcdtlstransport.py, `start`), often before the client's ICE has seen the nomination answered;
//   `helloResendsLost` loses its resends (helloAtOnce).
import { randomBytes } from 'node:crypto'
import { pipeline } from './bot-pipeline.js'
import { linear, mulaw } from './g711.js'

const FRAME_MS = 20
const PING_LIFETIME_MS = 3000
const OFFER_KEYS = ['sdp', 'type', 'pc_id', 'restart_pc', 'requestData']
const BOT_OUT_RATE = 24_000

/**
 * The offer route: [status, body], the bot's connection made on a first good offer. `unreachable`: the
 * answer's candidates name a port where nothing listens (a bot behind a network the runner cannot reach).
 * @param {import('./bot.js').BotSession & { transport?: string, createdAt: number, webrtc?: any }} session
 * @param {any} body
 * `helloResendsLost`: the bot's resent ClientHellos never arrive (its first is its only one).
 * @param {{ offersNotReady?: number, unreachable?: boolean, helloResendsLost?: boolean }} options
 * @returns {Promise<[number, any]>}
 */
export async function answerOffer(session, body, options) {
  session.webrtc ??= { offers: [], pcId: undefined }
  const rtc = session.webrtc
  rtc.offers.push(body)
  if (rtc.offers.length <= (options.offersNotReady ?? 0))
    return [404, { detail: 'Invalid or not-yet-ready session_id' }]
  const unknown = Object.keys(body ?? {}).find((key) => !OFFER_KEYS.includes(key))
  if (unknown) {
    const error = `TypeError: SmallWebRTCRequest.__init__() got an unexpected keyword argument '${unknown}'`
    session.botLines = [...(session.botLines ?? []), { at: Date.now(), log: `ERROR    | ${error}` }]
    return [500, 'Internal Server Error']
  }
  if (rtc.pcId && body.pc_id !== rtc.pcId) {
    return body.pc_id
      ? [400, { detail: 'PC ID mismatch' }]
      : [400, { detail: 'Cannot create new connection with existing connection active' }]
  }
  rtc.pcId = `SmallWebRTCConnection#0-${randomBytes(4).toString('hex')}`
  // unreachable both ways: neither side's candidates lead anywhere, so no check gets through
  const offered = options.unreachable ? String(body.sdp).replace(/( udp \d+ 127\.0\.0\.1 )\d+/g, '$19') : body.sdp
  const sdp = await connect(session, offered, options.helloResendsLost ?? false)
  const answer = options.unreachable ? sdp.replace(/( udp \d+ 127\.0\.0\.1 )\d+/g, '$19') : sdp
  return [200, { sdp: answer, type: 'answer', pc_id: rtc.pcId }]
}

/**
 * The bot's side of the peer connection: the answer's SDP, every candidate in it.
 * @param {any} session @param {string} offer @param {boolean} resendsLost
 */
async function connect(session, offer, resendsLost) {
  const werift = await import('werift')
  const { RTCPeerConnection, RTCRtpCodecParameters, MediaStreamTrack, RtpHeader, RtpPacket } = werift
  const codec = (/** @type {string} */ mimeType, /** @type {number} */ clockRate, /** @type {number} */ pt) =>
    new RTCRtpCodecParameters({ mimeType, clockRate, channels: mimeType === 'audio/opus' ? 2 : 1, payloadType: pt })
  const pc = new RTCPeerConnection({
    bundlePolicy: 'max-bundle',
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceInterfaceAddresses: { udp4: '127.0.0.1' },
    codecs: { audio: [codec('audio/opus', 48000, 111), codec('audio/PCMU', 8000, 0), codec('audio/PCMA', 8000, 8)] },
  })
  session.webrtc.pc = pc
  const track = new MediaStreamTrack({ kind: 'audio' })
  /** @type {Buffer[]} the bot's speech waiting to go out, 24 kHz 16-bit */
  const speech = []
  let pingedAt = 0
  /** @type {ReturnType<typeof pipeline>} */
  let bot
  /** @type {any} */
  let channel
  const wire = {
    send: (/** @type {any} */ frame) => {
      if (frame.audio) speech.push(Buffer.from(frame.audio.audio))
      else if (frame.interruption) speech.length = 0
      else if (frame.message && channel?.readyState === 'open') channel.send(frame.message.data)
    },
    sendRaw: () => undefined,
    close: () => void pc.close(),
    open: () => pc.connectionState === 'connected',
    leftOpen: () => {
      silent = true
    },
  }
  // the bot raised: its output transport never runs, and the connection stays up
  let silent = false
  pc.onDataChannel.subscribe((opened) => {
    channel = opened
    session.webrtc.label = opened.label
    bot = pipeline(wire, session, 'webrtc')
    opened.onMessage.subscribe((/** @type {string | Buffer} */ data) => {
      const text = typeof data === 'string' ? data : data.toString('utf8')
      bot?.received(Buffer.byteLength(text))
      if (text.startsWith('ping:')) pingedAt = Date.now()
      else bot?.message(text)
    })
  })
  pc.onTransceiverAdded.subscribe((transceiver) =>
    transceiver.onTrack.subscribe((remote) =>
      remote.onReceiveRtp.subscribe((rtp) => {
        session.webrtc.codec ??= rtp.header.payloadType
        // heard at the pipeline's 16 kHz: each 8 kHz sample twice
        const pcm = Buffer.alloc(rtp.payload.length * 4)
        for (let i = 0; i < rtp.payload.length; i++) {
          const sample = linear(rtp.payload[i] ?? 0xff)
          pcm.writeInt16LE(sample, i * 4)
          pcm.writeInt16LE(sample, i * 4 + 2)
        }
        bot?.audio(pcm, 16_000)
      }),
    ),
  )
  await pc.setRemoteDescription({ type: 'offer', sdp: offer })
  for (const transport of pc.dtlsTransports) {
    answerRepeatedHelloVerify(transport)
    helloAtOnce(transport, session.webrtc, resendsLost)
  }
  for (const transceiver of pc.getTransceivers()) {
    transceiver.setDirection('sendrecv')
    transceiver.sender.replaceTrack(track)
  }
  await pc.setLocalDescription(await pc.createAnswer())
  await new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve(undefined)
    pc.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve(undefined))
  })
  // RTP every 20 ms, silence or speech, as audio_out_auto_silence sends it
  let sequence = 1
  let timestamp = 0
  const timer = setInterval(() => {
    if (pc.connectionState !== 'connected' || silent) return
    const take = (BOT_OUT_RATE * FRAME_MS * 2) / 1000
    let chunk = Buffer.alloc(0)
    while (chunk.length < take && speech.length > 0) {
      const head = /** @type {Buffer} */ (speech[0])
      const part = head.subarray(0, take - chunk.length)
      chunk = Buffer.concat([chunk, part])
      if (part.length === head.length) speech.shift()
      else speech[0] = head.subarray(part.length)
    }
    if (pingedAt && Date.now() - pingedAt > PING_LIFETIME_MS) return
    const payload = Buffer.alloc(160, 0xff)
    for (let i = 0; i < 160 && i * 6 + 1 < chunk.length; i++) payload[i] = mulaw(chunk.readInt16LE(i * 6))
    track.writeRtp(
      new RtpPacket(new RtpHeader({ payloadType: 0, sequenceNumber: sequence++ & 0xffff, timestamp }), payload),
    )
    timestamp += 160
  }, FRAME_MS)
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'closed' || state === 'failed') {
      clearInterval(timer)
      bot?.closed(1000, '')
    }
  })
  return pc.localDescription?.sdp ?? ''
}

/** DTLS's HelloVerifyRequest (RFC 6347, 4.2.1) */
const HELLO_VERIFY_REQUEST = 3

/**
 * The bot is DTLS's client, as aiortc is (it answers `a=setup:active`). werift 0.25's client throws at a
 * second HelloVerifyRequest (`flight/client/flight3.ts`: `if (this.dtls.flight === 3) throw new Error()`),
 * which the server sends again when the client's answer comes late (a busy machine: over a second): its
 * transport then reads `failed` and never starts SRTP, though the handshake goes on, so the data channel
 * works and every packet of the caller's audio is dropped. aiortc's OpenSSL takes a repeated
 * HelloVerifyRequest in its stride; the double's bot lets it pass (its own retransmission of the
 * ClientHello covers a lost one), so that a slow machine does not turn the double into a deaf bot no real
 * one is. `start()` makes its DTLS socket before its first await, so the socket is there to wrap.
 * @param {any} transport werift's RTCDtlsTransport
 */
function answerRepeatedHelloVerify(transport) {
  const start = transport.start.bind(transport)
  transport.start = () => {
    const started = start()
    const socket = transport.dtls
    const handle = socket?.onHandleHandshakes
    if (socket && handle) {
      socket.onHandleHandshakes = (/** @type {{ msg_type: number }[]} */ assembled) =>
        handle(
          assembled.filter((message) => message.msg_type !== HELLO_VERIFY_REQUEST || (socket.dtls?.flight ?? 0) < 3),
        )
    }
    return started
  }
}

/**
 * aiortc's client sends its ClientHello the moment its own ICE completes (aiortc/rtcdtlstransport.py,
 * `start`: `do_handshake()` and `_write_ssl()` before any wait), which can be before the action's ICE has
 * seen the nomination answered and started its DTLS server; werift's client waits 100 ms first (`await
 * setTimeout(100)` in RTCDtlsTransport.start), which hid that race from the double. The double's bot sends
 * it at once, as aiortc does. It counts the ClientHellos it sends again (`helloResent`: werift's first
 * resend is half a second later, OpenSSL's a second); with `resendsLost` they never arrive.
 * @param {any} transport werift's RTCDtlsTransport
 * @param {{ helloResent?: number }} state
 * @param {boolean} resendsLost
 */
function helloAtOnce(transport, state, resendsLost) {
  const start = transport.start.bind(transport)
  transport.start = () => {
    const started = start()
    const socket = transport.dtls
    if (socket && typeof socket.connect === 'function') {
      const send = socket.transport.send.bind(socket.transport)
      let helloes = 0
      socket.transport.send = (/** @type {Buffer} */ data, /** @type {any} */ address) => {
        // still flight 1: the ClientHello again, no HelloVerifyRequest come
        if (socket.dtls?.flight === 1 && ++helloes > 1) {
          state.helloResent = (state.helloResent ?? 0) + 1
          if (resendsLost) return Promise.resolve()
        }
        return send(data, address)
      }
      const hello = socket.connect()
      hello.catch(() => undefined)
      socket.connect = () => hello
    }
    return started
  }
}
