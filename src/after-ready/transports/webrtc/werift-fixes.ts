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

/** the most DTLS records kept from before the DTLS transport starts: a ClientHello's flight is one or two */
const MOST_EARLY_RECORDS = 8
/** DTLS records that came before their transport started, by transport */
const earlyRecords = new WeakMap<object, Buffer[]>()
let replaying = false

interface DtlsTransportInside {
  state: string
  iceTransport: { connection: { onData: { subscribe(listener: (data: Buffer) => void): unknown } } }
  dtls?: { transport?: { socket?: { onData?: (data: Buffer) => void } } }
  start(): Promise<void>
}

/** RFC 7983: a first byte of 20 to 63 is DTLS */
const isDtls = (data: Buffer) => data.length > 0 && (data[0] ?? 0) >= 20 && (data[0] ?? 0) <= 63

/**
 * werift 0.25 hands a DTLS record to its DTLS socket only once `RTCDtlsTransport.start()` made it, and starts
 * it only when its own ICE has seen the nomination answered; aiortc sends its ClientHello the moment its
 * own ICE completes, often before (against a real Pipecat bot: 1 run in 3 here, 4 in 6 before, 5 ms too
 * soon). The record was dropped and the bot's OpenSSL sent it again a second later: connecting took 1.1 s
 * instead of 0.1. Records that come before the start are kept (a few) and handed to the socket once made,
 * as if they had come just then. Call it before the answer is set, while the transports are new.
 */
export function keepEarlyDtlsRecords(werift: Werift, pc: PeerConnection): void {
  replayOnStart(werift)
  for (const transport of pc.dtlsTransports as unknown as DtlsTransportInside[]) {
    if (transport.state !== 'new' || earlyRecords.has(transport)) continue
    const kept: Buffer[] = []
    earlyRecords.set(transport, kept)
    transport.iceTransport.connection.onData.subscribe((data) => {
      if (transport.state === 'new' && isDtls(data) && kept.length < MOST_EARLY_RECORDS) kept.push(data)
    })
  }
}

/** `start()` makes its DTLS socket before its first await: the records kept go to it right after. */
function replayOnStart(werift: Werift): void {
  if (replaying) return
  replaying = true
  const prototype = werift.RTCDtlsTransport.prototype as unknown as DtlsTransportInside
  const start = prototype.start
  prototype.start = function (this: DtlsTransportInside) {
    const started = start.call(this)
    const kept = earlyRecords.get(this) ?? []
    earlyRecords.delete(this)
    const socket = this.dtls?.transport?.socket
    for (const record of kept) socket?.onData?.(record)
    return started
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
