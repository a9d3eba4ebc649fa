// @ts-check
// A STUN server on 127.0.0.1 for the WebRTC tests (RFC 5389, Binding only): a Binding request is answered
// with the sender's address as XOR-MAPPED-ADDRESS, as the service's STUN servers answer a runner. Nothing
// else is served; it sends only to whoever asked, on loopback.
import dgram from 'node:dgram'

const MAGIC = 0x2112a442

/** @returns {Promise<{ port: number, close: () => Promise<void>, requests: () => number }>} */
export async function startStunServer() {
  const socket = dgram.createSocket('udp4')
  let requests = 0
  socket.on('message', (message, from) => {
    if (message.length < 20 || message.readUInt16BE(0) !== 0x0001 || message.readUInt32BE(4) !== MAGIC) return
    requests++
    const value = Buffer.alloc(8)
    value.writeUInt16BE(0x0001, 0) // IPv4
    value.writeUInt16BE(from.port ^ (MAGIC >>> 16), 2)
    const ip = from.address.split('.').map(Number)
    value.writeUInt32BE((((ip[0] ?? 0) << 24) | ((ip[1] ?? 0) << 16) | ((ip[2] ?? 0) << 8) | (ip[3] ?? 0)) ^ MAGIC, 4)
    const attribute = Buffer.alloc(4)
    attribute.writeUInt16BE(0x0020, 0) // XOR-MAPPED-ADDRESS
    attribute.writeUInt16BE(value.length, 2)
    const header = Buffer.alloc(20)
    header.writeUInt16BE(0x0101, 0) // Binding success response
    header.writeUInt16BE(attribute.length + value.length, 2)
    message.copy(header, 4, 4, 20) // magic cookie and transaction id
    socket.send(Buffer.concat([header, attribute, value]), from.port, from.address)
  })
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(undefined)))
  return {
    port: socket.address().port,
    requests: () => requests,
    close: () => new Promise((resolve) => socket.close(() => resolve(undefined))),
  }
}
