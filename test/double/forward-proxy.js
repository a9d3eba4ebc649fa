// @ts-check
// A forward proxy on loopback for the proxy tests: CONNECT tunnels and absolute-URI requests, every
// one sent to the given target port on 127.0.0.1 whatever host it names, and each one recorded.
import http from 'node:http'
import net from 'node:net'
import { listenOnLoopback } from './loopback.js'

/** @param {number} targetPort */
export async function startForwardProxy(targetPort) {
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
  server.on('connect', (req, socket, head) => {
    seen.push(`CONNECT ${req.url}`)
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
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
    close,
  }
}
