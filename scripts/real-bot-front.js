// @ts-check
// The front of the service double that scripts/bench-real-bot.js puts the action through: every request goes
// to the double (deploys, sessions, their stops and lines) except what reaches the bot, which goes to a real
// Pipecat runner, as the service's session proxy would take it there:
// - a start on the WebSocket transport: the double's answer, its wsUrl replaced by the runner's /ws-client
//   (on 127.0.0.1 like the double, so the action takes it; the runner's ws_auth is none), or for a phone
//   call its /ws, which hands the socket over as the service's base image does (no transport type);
// - an offer: a session started on the SmallWebRTC runner (its /start), the offer sent to its
//   /sessions/{id}/api/offer (pipecat-ai/pipecat src/pipecat/runner/run.py, "Mimic Pipecat Cloud's proxy").
import { createServer } from 'node:http'

const OFFER = /\/public\/[^/]+\/sessions\/[^/]+\/api\/offer$/
const START = /\/public\/[^/]+\/start$/

/**
 * @param {string} double the double's url (its path, /v1, is the front's too)
 * @param {{ websocket: string, webrtc: string, wsRoute?: string }} runners the runners' urls, and the WebSocket route (default /ws-client)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function frontOf(double, runners) {
  const server = createServer(async (request, response) => {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const body = Buffer.concat(chunks)
    const path = new URL(request.url ?? '/', 'http://front').pathname
    try {
      const [status, type, text] =
        request.method === 'POST' && OFFER.test(path)
          ? await offered(runners.webrtc, body)
          : await passed(new URL(double).origin, request.method ?? 'GET', request.url ?? '/', request.headers, body)
      const answer =
        request.method === 'POST' && START.test(path) && status === 200
          ? toRunner(text, runners.websocket, runners.wsRoute ?? '/ws-client')
          : text
      response.writeHead(status, { 'content-type': type })
      response.end(answer)
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}${new URL(double).pathname.replace(/\/$/, '')}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** @param {string} runner @param {Buffer} body @returns {Promise<[number, string, string]>} */
async function offered(runner, body) {
  const json = { 'content-type': 'application/json' }
  const start = await fetch(`${runner}/start`, { method: 'POST', headers: json, body: '{"transport":"webrtc"}' })
  const { sessionId } = /** @type {{ sessionId: string }} */ (await start.json())
  const answer = await fetch(`${runner}/sessions/${sessionId}/api/offer`, { method: 'POST', headers: json, body })
  return [answer.status, answer.headers.get('content-type') ?? 'application/json', await answer.text()]
}

/**
 * @param {string} double @param {string} method @param {string} url
 * @param {import('node:http').IncomingHttpHeaders} headers @param {Buffer} body
 * @returns {Promise<[number, string, string]>}
 */
async function passed(double, method, url, headers, body) {
  /** @type {Record<string, string>} */
  const sent = {}
  for (const name of ['authorization', 'content-type', 'accept']) {
    const value = headers[name]
    if (typeof value === 'string') sent[name] = value
  }
  const answer = await fetch(`${double}${url}`, {
    method,
    headers: sent,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
  })
  return [answer.status, answer.headers.get('content-type') ?? 'application/json', await answer.text()]
}

/** A start's answer with its wsUrl on the runner. @param {string} text @param {string} runner @param {string} route */
function toRunner(text, runner, route) {
  const answer = JSON.parse(text)
  if (typeof answer.wsUrl !== 'string') return text
  return JSON.stringify({ ...answer, wsUrl: `${runner.replace(/^http/, 'ws')}${route}` })
}
