// @ts-check
// A forward proxy on loopback for the proxy tests: CONNECT tunnels and absolute-URI requests, every
// one sent to the given target port on 127.0.0.1 whatever host it names, and each one recorded.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import tls from 'node:tls'
import { listenOnLoopback } from './loopback.js'

/** A test-only certificate for agents.test (never used outside these tests), and its key. */
export const TEST_CERT = new URL('./agents-test.crt', import.meta.url)
const TEST_KEY = new URL('./agents-test.key', import.meta.url)

/**
 * @param {number} targetPort
 * @param {{ tls?: boolean }} [options] tls: CONNECT tunnels end in TLS as agents.test (TEST_CERT),
 *   then plain HTTP to the target, as an https service behind a proxy would be reached
 */
export async function startForwardProxy(targetPort, options = {}) {
  /** @type {string[]} */
  const seen = []
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const url = new URL(req.url ?? '/')
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: url.pathname + url.search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  /** @type {Set<import('node:stream').Duplex>} every socket a tunnel or the TLS front holds: closed with the proxy */
  const sockets = new Set()
  /** @template {import('node:stream').Duplex} S @param {S} socket @returns {S} */
  const track = (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    return socket
  }
  /** @type {tls.Server | undefined} */
  let front
  let tunnelPort = targetPort
  if (options.tls) {
    front = tls.createServer({ key: readFileSync(TEST_KEY), cert: readFileSync(TEST_CERT) }, (clear) => {
      track(clear)
      const upstream = track(
        net.connect(targetPort, '127.0.0.1', () => {
          upstream.pipe(clear)
          clear.pipe(upstream)
        }),
      )
      upstream.on('error', () => clear.destroy())
      clear.on('error', () => upstream.destroy())
    })
    await new Promise((resolve) => front?.listen(0, '127.0.0.1', () => resolve(undefined)))
    tunnelPort = /** @type {net.AddressInfo} */ (front.address()).port
  }
  server.on('connect', (req, socket, head) => {
    seen.push(`CONNECT ${req.url}`)
    track(socket)
    const upstream = net.connect(tunnelPort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    url,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy()
      await close()
      await new Promise((resolve) => (front ? front.close(() => resolve(undefined)) : resolve(undefined)))
    },
  }
}
