// @ts-check
// A loopback stand-in for the GitHub REST API's deployments endpoints, recording what it received.
import http from 'node:http'
import { listenOnLoopback } from './loopback.js'

/** @param {{ deny?: boolean }} [options] deny: answer 403 as GitHub does without deployments: write */
export async function startGitHubApi(options = {}) {
  /** @type {{ method: string, path: string, headers: http.IncomingHttpHeaders, body: any }[]} */
  const requests = []
  let nextId = 1000
  const server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => {
      const body = text ? JSON.parse(text) : null
      const path = req.url ?? '/'
      requests.push({ method: req.method ?? '', path, headers: req.headers, body })
      /** @param {number} status @param {any} payload */
      const send = (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      if (options.deny) {
        return send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/deployments/deployments#create-a-deployment',
        })
      }
      if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/deployments$/.test(path)) {
        return send(201, { id: nextId++, ref: body.ref, sha: body.ref, environment: body.environment })
      }
      const status = /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(path)
      if (req.method === 'POST' && status) return send(201, { id: nextId++, state: body.state })
      send(404, { message: 'Not Found' })
    })
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    url,
    requests,
    close,
  }
}
