import type { IceServer, WebrtcAnswer, WebrtcOffer } from '../../../service/sessions/sessions.js'

// The link's peer connection as aiortc takes it (PCMU alone, audio and data bundled, bound where
// ice-addresses says), and the wait for its candidates: aiortc never trickles, so every one goes in the offer.

/** What a WebRTC link is opened with. */
export interface LinkOptions {
  /** sends the offer through the session proxy: the answer, or why there is none (in the service's words) */
  offer: (offer: WebrtcOffer) => Promise<WebrtcAnswer | { refused: string }>
  iceServers: IceServer[]
  /** the local addresses ICE may use (ice-addresses); empty: every interface of the runner */
  addresses: string[]
  /** until the data channel is open */
  timeoutMs: number
  signal: AbortSignal
}

type Werift = typeof import('werift')
type PeerConnection = InstanceType<Werift['RTCPeerConnection']>

/** One peer connection as aiortc takes it: audio and data bundled, PCMU alone, bound where ice-addresses says. */
export function peerConnection(werift: Werift, options: LinkOptions): PeerConnection {
  return new werift.RTCPeerConnection({
    iceServers: options.iceServers,
    // one ICE transport for the audio and the data channel (aiortc bundles them): no second one gathered
    bundlePolicy: 'max-bundle',
    ...(options.addresses.length > 0
      ? {
          iceUseIpv4: false,
          iceUseIpv6: false,
          iceAdditionalHostAddresses: options.addresses,
          // the sockets bound there too, not on every interface
          iceInterfaceAddresses: { udp4: options.addresses[0] },
        }
      : {}),
    codecs: {
      audio: [
        new werift.RTCRtpCodecParameters({ mimeType: 'audio/PCMU', clockRate: 8000, channels: 1, payloadType: 0 }),
      ],
      video: [],
    },
  })
}

/** Every local candidate gathered (bounded: what came by then is offered), or the run cancelled. */
export async function gathered(pc: PeerConnection, timeoutMs: number, signal: AbortSignal): Promise<void> {
  if (pc.iceGatheringState === 'complete') return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    signal.addEventListener('abort', done, { once: true })
    pc.iceGatheringStateChange.subscribe((state) => {
      if (state === 'complete') done()
    })
  })
}
