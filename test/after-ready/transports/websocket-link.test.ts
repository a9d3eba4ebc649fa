// Every way the WebSocket link to the bot can fail before it opens ends in words, never a promise left
// pending (issue 55 §2: a refused wsUrl left the action at "unsettled top-level await", exit 13, silent).
// Real servers on 127.0.0.1, each failing its own way.

import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { createServer as createTlsServer } from 'node:tls'
import { afterEach, describe, expect, it } from 'vitest'
import { WebsocketLink } from '../../../src/after-ready/transports/websocket/websocket-link.js'
import { CLOSED_PORT } from '../../helpers/closed-port.js'

const servers: Server[] = []
const sockets = new Set<import('node:net').Socket>()
afterEach(async () => {
  for (const socket of sockets) socket.destroy()
  sockets.clear()
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** A TCP server on 127.0.0.1 that does `onSocket` with each connection; its port. */
async function serve(onSocket: (socket: import('node:net').Socket) => void, server: Server = createServer()) {
  server.on('connection', (socket) => {
    sockets.add(socket)
    onSocket(socket)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as { port: number }).port
}

async function openOn(url: string, timeoutMs = 5_000) {
  const connection = new WebsocketLink()
  const why = await connection.open(url, 'wst_token', timeoutMs)
  connection.close()
  return why
}

describe('WebsocketLink.open, when the link never opens', () => {
  it('says the connection was refused', async () => {
    expect(await openOn(`ws://127.0.0.1:${CLOSED_PORT}/ws`)).toMatch(/^the connection did not open \(.*ECONNREFUSED/)
  })

  it('says the connection was reset', async () => {
    const port = await serve((socket) => socket.resetAndDestroy())
    expect(await openOn(`ws://127.0.0.1:${port}/ws`)).toMatch(/^the connection did not open \(.*(ECONNRESET|hang up)/)
  })

  it('says the connection closed in the middle of the handshake', async () => {
    const port = await serve((socket) => socket.once('data', () => socket.end('HTTP/1.1 101 Switching')))
    expect(await openOn(`ws://127.0.0.1:${port}/ws`)).toMatch(/^the connection (did not open|closed before it opened)/)
  })

  it('says TLS was refused', async () => {
    const port = await serve((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'))
    expect(await openOn(`wss://127.0.0.1:${port}/ws`)).toMatch(
      /^the connection did not open \(.*(SSL|TLS|wrong version|EPROTO)/i,
    )
  })

  it('says a certificate it cannot trust was refused', async () => {
    const dir = new URL('../../double/', import.meta.url)
    const tls = createTlsServer({
      key: readFileSync(new URL('agents-test.key', dir)),
      cert: readFileSync(new URL('agents-test.crt', dir)),
    })
    tls.on('secureConnection', (socket) => sockets.add(socket))
    const port = await serve(() => undefined, tls as unknown as Server)
    expect(await openOn(`wss://127.0.0.1:${port}/ws`)).toMatch(/^the connection did not open \(/)
  })

  it('says the handshake never came when the server sends not a byte (the clock is what this tests)', async () => {
    const port = await serve(() => undefined)
    expect(await openOn(`ws://127.0.0.1:${port}/ws`, 200)).toMatch(/^the connection did not open \(.*timed out/)
  })

  it('says a name that does not resolve', async () => {
    // .invalid never resolves (RFC 6761): the resolver answers at once, or the handshake's time runs out
    expect(await openOn('ws://bot.invalid/ws', 2_000)).toMatch(/^the connection did not open \(/)
  })
})
