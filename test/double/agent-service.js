// @ts-check
// The project's own double of the agent deployment service: create, update and read, as agent-api.md
// and service-facts.md describe them, with readiness after a delay, read lag, crashing images, and a
// list of faults to inject. Used by the tests, `npm start`, the benchmark and the e2e workflow.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { listenOnLoopback } from './loopback.js'

/**
 * A fault to inject, matched by method and path (both optional) and used `times` times (default 1).
 * @typedef {object} Fault
 * @property {string} [method]
 * @property {string} [path] the request path, e.g. /v1/agents or /v1/agents/my-agent
 * @property {number} [times]
 * @property {number} [delayMs] wait this long before answering (then answer as usual, unless more is set)
 * @property {number} [status] answer with this status without doing anything
 * @property {string} [retryAfter] with status: a Retry-After header
 * @property {string} [body] with status: the body (default: a JSON error)
 * @property {boolean} [afterProcessing] with status: do the work first, then answer with the status
 * @property {'before' | 'after'} [drop] cut the connection before doing anything, or after doing the work
 * @property {boolean} [html] answer 502 with an HTML page, as a proxy does
 * @property {boolean} [wrongShape] answer 200 with JSON that is not an agent record
 * @property {boolean} [alreadyExists] a create: another run creates the agent just before this request is handled
 * @property {string} [raceImage] with alreadyExists: the image the other run deploys (default: the same)
 */

/**
 * @typedef {object} Options
 * @property {number} [port]
 * @property {string[]} [privateKeys]
 * @property {string[]} [publicKeys]
 * @property {number} [readyAfterMs] time from a deployment's creation to its readiness
 * @property {Record<string, number>} [readyAfterMsByAgent] the same, for some agents by name
 * @property {number} [readLagMs] for this long after an update, reads still show the previous deployment
 * @property {RegExp} [crashImages] images matching this never become ready: reads carry errors
 * @property {string[]} [secretSets] when given, the only secret sets and image pull secret sets that exist
 * @property {Fault[]} [faults]
 */

/**
 * @typedef {object} Deployment
 * @property {string} id
 * @property {number} createdAt
 * @property {number} readyAt
 * @property {boolean} crashes
 * @property {Record<string, any>} body
 */

/**
 * @typedef {object} StoredAgent
 * @property {string} name
 * @property {number} createdAt
 * @property {number} updatedAt
 * @property {string} serviceId
 * @property {Deployment[]} deployments
 */

/** @typedef {{ method: string, path: string, headers: http.IncomingHttpHeaders, body: any, at: number }} RecordedRequest */

/** @param {Options} [options] */
export async function startAgentService(options = {}) {
  const privateKeys = options.privateKeys ?? ['sk_test_private']
  const publicKeys = options.publicKeys ?? ['pk_test_public']
  /** @type {Map<string, StoredAgent>} */
  const agents = new Map()
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {(Fault & { used: number })[]} */
  let faults = []
  const config = {
    readyAfterMs: options.readyAfterMs ?? 1000,
    readyAfterMsByAgent: options.readyAfterMsByAgent ?? {},
    readLagMs: options.readLagMs ?? 0,
    crashImages: options.crashImages ?? /crash/,
    secretSets: options.secretSets,
  }
  setFaults(options.faults ?? [])

  /** @param {Fault[]} list */
  function setFaults(list) {
    faults = list.map((fault) => ({ ...fault, used: 0 }))
  }

  /** @param {string} method @param {string} path */
  function takeFault(method, path) {
    const fault = faults.find(
      (f) => (!f.method || f.method === method) && (!f.path || f.path === path) && f.used < (f.times ?? 1),
    )
    if (fault) fault.used++
    return fault
  }

  /** @param {StoredAgent} agent @param {Record<string, any>} body @param {number} now */
  function addDeployment(agent, body, now) {
    const deployment = {
      id: randomUUID(),
      createdAt: now,
      readyAt: now + (config.readyAfterMsByAgent[agent.name] ?? config.readyAfterMs),
      crashes: config.crashImages.test(String(body.image ?? '')),
      body: structuredClone(body),
    }
    agent.deployments.push(deployment)
    agent.updatedAt = now
    return deployment
  }

  /** @param {Deployment} deployment @param {number} now */
  const isReady = (deployment, now) => !deployment.crashes && now >= deployment.readyAt

  /**
   * The agent record as agent-api.md 2.1 shows it, with `errors` when the active deployment cannot run.
   * @param {StoredAgent} agent @param {number} now @param {'read' | 'create' | 'update'} view
   */
  function record(agent, now, view) {
    let active = /** @type {Deployment} */ (agent.deployments.at(-1))
    const previous = agent.deployments.at(-2)
    // Reads lag behind writes: for a while the previous deployment still shows as active.
    if (view === 'read' && previous && now - active.createdAt < config.readLagMs) active = previous
    const body = active.body
    const deploymentReady = view === 'read' ? isReady(active, now) : false
    const agentReady =
      view === 'create' ? false : view === 'update' ? true : agent.deployments.some((d) => isReady(d, now))
    const minReplicas = body.autoScaling?.minAgents ?? 1
    const maxReplicas = body.autoScaling?.maxAgents ?? 1
    /** @type {Record<string, any>} */
    const result = {
      name: agent.name,
      ready: agentReady,
      createdAt: new Date(agent.createdAt).toISOString(),
      updatedAt: new Date(Math.max(agent.updatedAt, agent.createdAt + 1)).toISOString(),
      activeDeploymentId: active.id,
      activeDeploymentReady: deploymentReady,
      autoScaling: { maxReplicas, minReplicas },
      activeSessionCount: 0,
      region: 'local-1',
      deployment: {
        id: active.id,
        serviceId: agent.serviceId,
        createdAt: new Date(active.createdAt).toISOString(),
        updatedAt: new Date(active.createdAt).toISOString(),
        manifest: {
          apiVersion: 'agents.example.com/v1',
          kind: 'ServiceDefinition',
          metadata: { name: agent.name, namespace: 'team-local' },
          spec: {
            platformNodeType: body.nodeType ?? 'cpu-small',
            clusterLocal: false,
            image: body.image,
            autoScaling: { maxReplicas, minReplicas },
            envFromSecretNames: body.secretSet ? [body.secretSet] : [],
            noiseSuppressionModels: { enabled: body.enableNoiseSuppression ?? false },
          },
        },
      },
    }
    if (view === 'read' && active.crashes) {
      result.errors = [
        {
          code: 'CrashLoopBackOff',
          message: `back-off restarting failed container; last words: "exec ${body.image}: no such file or directory"`,
        },
      ]
    }
    return result
  }

  /** @param {Record<string, any>} body */
  function missingSet(body) {
    if (!config.secretSets) return undefined
    for (const field of ['secretSet', 'imagePullSecretSet']) {
      if (body[field] !== undefined && !config.secretSets.includes(body[field])) {
        return `${field === 'secretSet' ? 'Secret set' : 'Image pull secret set'} '${body[field]}' not found`
      }
    }
    return undefined
  }

  /** @param {Record<string, any>} body @param {boolean} creating */
  function invalidBody(body, creating) {
    if (creating && (typeof body.serviceName !== 'string' || !body.serviceName)) return 'serviceName is required'
    if (!creating && 'serviceName' in body) return 'serviceName cannot be changed'
    if (creating && typeof body.image !== 'string') return 'image is required'
    const scaling = body.autoScaling
    if (scaling && (scaling.minAgents ?? 0) > (scaling.maxAgents ?? Number.MAX_SAFE_INTEGER)) {
      return 'autoScaling.minAgents must not exceed maxAgents'
    }
    return undefined
  }

  /**
   * The service itself, with no faults: [status, body].
   * @param {string} method @param {string} path @param {any} body @param {string | undefined} auth
   * @returns {[number, any]}
   */
  function handle(method, path, body, auth) {
    const key = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined
    if (key && publicKeys.includes(key)) return [401, { error: 'A private API key is required', code: 'UNAUTHORIZED' }]
    if (!key || !privateKeys.includes(key)) return [401, { error: 'Invalid API key', code: 'UNAUTHORIZED' }]
    const now = Date.now()
    if (method === 'POST' && path === '/v1/agents') {
      if (body === null || typeof body !== 'object') return [400, { error: 'Invalid JSON body', code: 'INVALID_BODY' }]
      const invalid = invalidBody(body, true)
      if (invalid) return [400, { error: invalid, code: 'INVALID_BODY' }]
      if (agents.has(body.serviceName)) {
        return [400, { error: `Agent '${body.serviceName}' already exists`, code: 'AGENT_EXISTS' }]
      }
      const missing = missingSet(body)
      if (missing) return [404, { error: missing, code: 'NOT_FOUND' }]
      const { serviceName, ...config } = body
      /** @type {StoredAgent} */
      const agent = { name: serviceName, createdAt: now, updatedAt: now, serviceId: randomUUID(), deployments: [] }
      addDeployment(agent, config, now)
      agents.set(serviceName, agent)
      return [200, record(agent, now, 'create')]
    }
    const match = /^\/v1\/agents\/([^/]+)$/.exec(path)
    if (match) {
      const name = decodeURIComponent(match[1] ?? '')
      const agent = agents.get(name)
      if (method === 'GET') {
        if (!agent) return [404, { error: `Agent '${name}' not found`, code: 'NOT_FOUND' }]
        return [200, record(agent, now, 'read')]
      }
      if (method === 'POST') {
        if (!agent) return [404, { error: `Agent '${name}' not found`, code: 'NOT_FOUND' }]
        if (body === null || typeof body !== 'object')
          return [400, { error: 'Invalid JSON body', code: 'INVALID_BODY' }]
        const invalid = invalidBody(body, false)
        if (invalid) return [400, { error: invalid, code: 'INVALID_BODY' }]
        const missing = missingSet(body)
        if (missing) return [404, { error: missing, code: 'NOT_FOUND' }]
        addDeployment(agent, body, now)
        return [200, record(agent, now, 'update')]
      }
    }
    return [404, { error: `No route for ${method} ${path}`, code: 'NOT_FOUND' }]
  }

  const server = http.createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([])
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body = null
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        body = undefined
      }
      const method = req.method ?? 'GET'
      const path = (req.url ?? '/').split('?')[0] ?? '/'
      requests.push({ method, path, headers: req.headers, body, at: Date.now() })
      const send = (/** @type {number} */ status, /** @type {any} */ payload, headers = {}) => {
        const data = typeof payload === 'string' ? payload : JSON.stringify(payload)
        const type = typeof payload === 'string' && payload.startsWith('<') ? 'text/html' : 'application/json'
        res.writeHead(status, { 'content-type': type, ...headers })
        res.end(data)
      }
      const fault = takeFault(method, path)
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      if (res.destroyed) return
      if (fault?.drop === 'before') return void req.socket.destroy()
      if (fault?.html) {
        return send(
          502,
          '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
        )
      }
      if (fault?.wrongShape) return send(200, { result: 'ok', items: [] })
      if (fault?.status && !fault.afterProcessing) {
        return send(
          fault.status,
          fault.body ?? { error: `Injected fault: ${fault.status}`, code: 'FAULT' },
          fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
        )
      }
      if (fault?.alreadyExists && method === 'POST' && path === '/v1/agents' && body && typeof body === 'object') {
        handle(
          'POST',
          '/v1/agents',
          { ...body, ...(fault.raceImage ? { image: fault.raceImage } : {}) },
          `Bearer ${privateKeys[0]}`,
        )
      }
      const [status, payload] =
        body === undefined
          ? [400, { error: 'Invalid JSON body', code: 'INVALID_BODY' }]
          : handle(method, path, body, req.headers.authorization)
      if (fault?.drop === 'after') return void req.socket.destroy()
      if (fault?.status && fault.afterProcessing) {
        return send(fault.status, fault.body ?? { error: `Injected fault: ${fault.status}`, code: 'FAULT' })
      }
      send(status, payload)
    })
  })
  const { url, port, close } = await listenOnLoopback(server, options.port)

  return {
    /** the base address, as the api-url input takes it */
    url: `${url}/v1`,
    port,
    requests,
    agents,
    config,
    setFaults,
    /** faults not used up yet */
    pendingFaults: () => faults.filter((f) => f.used < (f.times ?? 1)),
    /**
     * An agent that exists already, its deployment ready.
     * @param {string} name @param {Record<string, any>} body
     */
    seed(name, body) {
      const now = Date.now() - config.readyAfterMs - config.readLagMs - 1
      /** @type {StoredAgent} */
      const agent = { name, createdAt: now, updatedAt: now, serviceId: randomUUID(), deployments: [] }
      const deployment = addDeployment(agent, body, now)
      deployment.readyAt = deployment.crashes ? Number.POSITIVE_INFINITY : now
      agents.set(name, agent)
      return agent
    },
    /** @param {string} name */
    read(name) {
      const agent = agents.get(name)
      return agent ? record(agent, Date.now(), 'read') : undefined
    },
    /** writes (POSTs) received, in order */
    writes: () => requests.filter((r) => r.method === 'POST'),
    close,
  }
}

/** @typedef {Awaited<ReturnType<typeof startAgentService>>} AgentServiceDouble */
