import { AsyncLocalStorage } from 'node:async_hooks'
import type { Socket } from 'node:dgram'

// What werift 0.25 gets wrong that the link must set right, each reaching into werift's own objects: kept
// here, named for what it fixes, so that a werift upgrade is checked against one file.

type Werift = typeof import('werift')
type PeerConnection = InstanceType<Werift['RTCPeerConnection']>

/** more records than a DTLS handshake sends in epoch 0, its flights' retransmissions included */
const HANDSHAKE_RECORDS = 1000

/**
 * werift 0.25 sends its DTLS Finished in epoch 1 with the record number the handshake's records reached in
 * epoch 0 (`flight5.js`/`flight6.js` reset the counter to 0 only after building it), so a later record of
 * epoch 1 repeats that number, and the bot's OpenSSL (aiortc) drops it as a replay: SCTP sends its message
 * again after werift's 1 s RTO. Against a real Pipecat bot that was the eighth record, a typed turn sent at
 * once after bot-ready, answered a second late. Once connected, the counter moves past every number the
 * handshake can have used (DTLS numbers may skip; they must not repeat).
 */
export function skipHandshakeSequenceNumbers(pc: PeerConnection): void {
  for (const transport of pc.dtlsTransports) {
    const context = (transport as unknown as { dtls?: { dtls?: { recordSequenceNumber?: unknown } } }).dtls?.dtls
    if (context && typeof context.recordSequenceNumber === 'number') context.recordSequenceNumber += HANDSHAKE_RECORDS
  }
}

/** Who is told of a failed socket: the link whose negotiation made it. */
const socketOwner = new AsyncLocalStorage<(why: string) => void>()
let listening = false

/**
 * werift 0.25's UDP transport (`common/src/transport.js`, UdpTransport) never listens for its socket's
 * 'error' event: a bind the address refuses, or any later error of the socket, would end the whole step as
 * an uncaught exception, with no outputs and no session stopped. Each socket now gets a listener that tells
 * the link whose negotiation made it (`whileNegotiating`), which ends with the error in words.
 */
function listenForSocketErrors(werift: Werift): void {
  if (listening) return
  listening = true
  const transport = werift.UdpTransport.prototype as unknown as { init(this: { socket: Socket }): Promise<void> }
  const init = transport.init
  transport.init = function (this: { socket: Socket }) {
    const tell = socketOwner.getStore()
    this.socket.on('error', (error: Error) => tell?.(`a socket of the peer connection failed (${error.message})`))
    return init.call(this)
  }
}

/** Runs a link's negotiation so that a socket it makes that fails is reported to `failed`. */
export function whileNegotiating<Result>(
  werift: Werift,
  failed: (why: string) => void,
  negotiate: () => Promise<Result>,
): Promise<Result> {
  listenForSocketErrors(werift)
  return socketOwner.run(failed, negotiate)
}
