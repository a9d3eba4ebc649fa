import { CancelledError, errorMessage } from '../../../errors.js'
import { shortened } from '../../../secrets.js'
import { mulawFrom16k, pcmFromMulaw } from '../audio/mulaw.js'
import { BotEvents, type BotLink, MOST_FRAME_BYTES } from '../bot-link.js'
import { dtmfData, rtviMessage } from '../rtvi.js'
import { gathered, type LinkOptions, peerConnection } from './peer-connection.js'
import { keepEarlyDtlsRecords, skipHandshakeSequenceNumbers, whileNegotiating } from './werift-fixes.js'

// The bot over SmallWebRTC, as Pipecat's own clients hold it (service-facts.md, "SmallWebRTC sessions";
// pipecat-ai/pipecat src/pipecat/transports/smallwebrtc/connection.py): werift (pure TypeScript, loaded
// only here) makes one peer connection with one audio transceiver (sendrecv, PCMU alone, which aiortc
// follows) and the one data channel, which the client creates; every candidate is gathered before the
// offer (aiortc never trickles either). RTVI goes over the data channel as JSON text, `label: "rtvi-ai"`
// (anything else is not RTVI); the caller's audio goes as RTP at the pace it is given; the bot's comes back
// as 16-bit PCM. No `ping:` is ever sent (after one, Pipecat drops the bot's audio 3 s after the last).
// The limits are the WebSocket link's: a message over 1 MiB, or 16 MiB of messages in all, ends it.

const SAMPLES_PER_PACKET = 160
/** The most ICE candidates taken from the bot's answer: werift checks every pair, and 45,000 never ended. */
const MOST_CANDIDATES = 64

type Werift = typeof import('werift')
type PeerConnection = InstanceType<Werift['RTCPeerConnection']>
type DataChannel = ReturnType<PeerConnection['createDataChannel']>
type Track = InstanceType<Werift['MediaStreamTrack']>

export class WebRtcLink extends BotEvents implements BotLink {
  readonly speaksRtvi = true
  private pc: PeerConnection | undefined
  private channel: DataChannel | undefined
  private track: Track | undefined
  private werift: Werift | undefined
  private sequence = Math.floor(Math.random() * 0xffff)
  private timestamp = Math.floor(Math.random() * 0xffffffff)

  /**
   * Connects: undefined once the data channel is open, else why not (in words). Whatever stops it (an
   * answer werift cannot take, the window, a cancel), the peer connection is closed with its sockets and
   * timers, so that the step can end; a cancel is thrown on.
   */
  async connect(options: LinkOptions): Promise<string | undefined> {
    try {
      const why = await this.negotiate(options)
      if (why) this.close()
      return why
    } catch (error) {
      this.close()
      if (error instanceof CancelledError) throw error
      return `the bot's answer to the offer could not be taken (${shortened(errorMessage(error), 200)})`
    }
  }

  private async negotiate(options: LinkOptions): Promise<string | undefined> {
    const werift = await import('werift')
    this.werift = werift
    let failed: (why: string) => void = () => undefined
    const socketFailed = new Promise<string>((resolve) => {
      failed = resolve
    })
    const onSocketError = (why: string) => {
      failed(why)
      // after the connection is up, the link ends with it
      if (this.channel?.readyState === 'open' && !this.ended) {
        this.end(why)
        this.close()
      }
    }
    return whileNegotiating(werift, onSocketError, () => this.offerAndAnswer(werift, options, socketFailed))
  }

  private async offerAndAnswer(
    werift: Werift,
    options: LinkOptions,
    socketFailed: Promise<string>,
  ): Promise<string | undefined> {
    const pc = peerConnection(werift, options)
    this.pc = pc
    const track = new werift.MediaStreamTrack({ kind: 'audio' })
    this.track = track
    const transceiver = pc.addTransceiver(track, { direction: 'sendrecv' })
    transceiver.onTrack.subscribe((remote) => remote.onReceiveRtp.subscribe((rtp) => this.audio(rtp.payload)))
    const channel = pc.createDataChannel('chat', { ordered: true })
    this.channel = channel
    channel.onMessage.subscribe((data) => this.message(data))
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') skipHandshakeSequenceNumbers(pc)
      if (state === 'failed' || state === 'closed') this.end(`the peer connection ${state}`)
    })
    const opened = new Promise<void>((resolve) =>
      channel.stateChanged.subscribe((state) => {
        if (state === 'open') resolve()
        if (state === 'closed') this.end('the bot closed the data channel')
      }),
    )
    const offer = await pc.createOffer()
    // a socket that cannot bind leaves setLocalDescription waiting for good: its error ends the wait
    const problem = await Promise.race([
      pc.setLocalDescription(offer).then(() => gathered(pc, options.timeoutMs, options.signal)),
      socketFailed,
    ])
    if (options.signal.aborted) throw new CancelledError('cancelled while ICE gathered its candidates')
    if (problem) return problem
    const sdp = pc.localDescription?.sdp ?? ''
    const answer = await options.offer({ sdp, type: 'offer', pc_id: null, restart_pc: false })
    if ('refused' in answer) return answer.refused
    const candidates = answer.sdp.match(/^a=candidate:/gm)?.length ?? 0
    if (candidates > MOST_CANDIDATES) {
      return `the bot's answer names ${candidates} ICE candidates; the check takes at most ${MOST_CANDIDATES} (aiortc gathers a few per interface)`
    }
    keepEarlyDtlsRecords(werift, pc)
    await pc.setRemoteDescription({ sdp: answer.sdp, type: 'answer' })
    return Promise.race([within(opened, options.timeoutMs, options.signal), socketFailed])
  }

  sendRtvi(type: string, data: unknown): void {
    if (this.channel?.readyState === 'open') this.channel.send(rtviMessage(type, data))
  }

  sendDtmf(key: string): void {
    this.sendRtvi('dtmf', dtmfData(key))
  }

  sendAudio(pcm: Buffer): void {
    const { werift, track } = this
    if (!werift || !track || this.ended) return
    const payload = mulawFrom16k(pcm)
    for (let at = 0; at < payload.length; at += SAMPLES_PER_PACKET) {
      const chunk = payload.subarray(at, at + SAMPLES_PER_PACKET)
      const header = new werift.RtpHeader({
        payloadType: 0,
        sequenceNumber: this.sequence,
        timestamp: this.timestamp >>> 0,
      })
      this.sequence = (this.sequence + 1) & 0xffff
      this.timestamp = (this.timestamp + chunk.length) >>> 0
      track.writeRtp(new werift.RtpPacket(header, Buffer.from(chunk)))
    }
  }

  async goodbye(signal: AbortSignal): Promise<void> {
    if (this.channel?.readyState === 'open' && !this.ended) {
      this.sendRtvi('disconnect-bot', {})
      await this.letBotClose(signal)
    }
    this.close()
  }

  /** Closes the peer connection: its sockets and timers with it. */
  close(): void {
    const pc = this.pc
    this.pc = undefined
    if (pc) void pc.close().catch(() => undefined)
    this.end('closed by the check')
  }

  private message(data: string | Buffer): void {
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length
    if (size > MOST_FRAME_BYTES) {
      this.end('the bot sent a data channel message over 1 MiB, the most the check reads')
      this.close()
      return
    }
    if (this.pastTheBound(size)) {
      this.close()
      return
    }
    const text = typeof data === 'string' ? data : data.toString('utf8')
    let label: unknown
    try {
      label = (JSON.parse(text) as { label?: unknown } | null)?.label
    } catch {
      label = undefined
    }
    // not RTVI (Pipecat's own signalling, a ping): never taken for the bot's words
    if (label === 'rtvi-ai') this.frame({ kind: 'message', data: text })
  }

  private audio(payload: Buffer): void {
    if (this.ended) return
    this.frame({ kind: 'audio', audio: pcmFromMulaw(payload), sampleRate: 8000, channels: 1 })
  }
}

/** undefined when `opened` settles within the time; else why not. */
async function within(opened: Promise<void>, timeoutMs: number, signal: AbortSignal): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no connection within ${timeoutMs / 1000} s`), timeoutMs)
    signal.addEventListener('abort', () => resolve('cancelled'), { once: true })
  })
  try {
    return await Promise.race([opened.then(() => undefined), late])
  } finally {
    clearTimeout(timer)
  }
}
