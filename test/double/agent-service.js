// @ts-check
// The project's own double of the agent deployment service, as agent-api.md and service-facts.md
// describe it, traps included. Two forms:
// - 'current' (the default): the service as its current API reference describes it. The requested
//   deployment (desiredDeploymentId, and the deprecated activeDeploymentId) is set at once; the
//   platform rolls it out later (reconciledDeploymentId); `ready` (and activeDeploymentReady, which
//   mirrors it) describes the rolled-out deployment, so right after an update it is still the previous
//   one's. A crashing image never rolls out: its revision goes Failed with health and logs, while the
//   previous deployment keeps serving and `ready` stays true. Updates that change nothing a deployment
//   needs (scaling only, the same tag) keep the current deployment unless forceRedeploy is sent.
// - 'documented': agent-api.md as written: activeDeploymentId / activeDeploymentReady only, every
//   update a new deployment, failures as `errors: [{ code, message }]`, no logs.
// Both: read lag, secret sets with provisioning (409) and regions, faults to inject.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { botEndpoint } from './bot.js'
import { startBuildService } from './build-service.js'
import { listenOnLoopback } from './loopback.js'
import { secretStore } from './secret-store.js'
import { sessionsApi } from './sessions.js'
import { startStunServer } from './stun.js'

/**
 * A fault to inject, matched by method and path (both optional) and used `times` times (default 1).
 * @typedef {object} Fault
 * @property {string} [method]
 * @property {string} [path] the request path, e.g. /v1/agents or /v1/agents/my-agent
 * @property {RegExp} [pathMatch] instead of path: any request path this matches (a session's record, say)
 * @property {Record<string, string>} [queryNot] only requests whose query differs in one of these (a list read of
 *   another deployment than the one named)
 * @property {number} [times]
 * @property {number} [delayMs] wait this long before answering (then answer as usual, unless more is set)
 * @property {number} [status] answer with this status without doing anything
 * @property {string} [retryAfter] with status: a Retry-After header
 * @property {string} [location] with status: a Location header (a redirect)
 * @property {string} [body] with status: the body (default: a JSON error)
 * @property {boolean} [afterProcessing] with status: do the work first, then answer with the status
 * @property {'before' | 'after'} [drop] cut the connection before doing anything, or after doing the work
 * @property {boolean} [html] answer 502 with an HTML page, as a proxy does
 * @property {number} [padFirst] do the work, and answer with a first field this many bytes long before its own
 * @property {boolean} [wrongShape] answer 200 with JSON that is not an agent record
 * @property {boolean} [alreadyExists] a create: another run creates the agent just before this request is handled
 * @property {string} [raceImage] with alreadyExists: the image the other run deploys (default: the same)
 * @property {string} [extraJson] a successful answer carries one more field, `extra`, with this raw JSON text
 * @property {string} [rivalImage] an update: another run updates the agent to this image just before this request is handled
 * @property {number} [trickleMs] answer as usual, but send the body one byte every this many milliseconds
 * @property {boolean} [keepsDeployment] an update: the service keeps the running deployment, forceRedeploy or not
 * @property {'previous' | 'unknown'} [staleRecord] a read of the agent answers a stale record: as it was before the
 *   last write (reads lag behind writes, service-facts.md), or naming a deployment that is no deployment of the agent
 *   (made "now", its revision and all: only reads in a row can tell it from a real one)
 * @property {{ method: string, pathMatch: RegExp }} [after] the fault applies only once such a request was received
 */

/**
 * A stored secret set. `readyInMs`: provisioning ends this long after the first request the double gets
 * (the run's first contact, however long the action took to start on a busy machine); `imagePull`: reading it by name is answered 400, as the service does for image pull sets.
 * @typedef {object} SecretSetSpec
 * @property {string} name
 * @property {string} [region]
 * @property {'pending' | 'ready' | 'failed'} [status]
 * @property {number} [readyInMs]
 * @property {string} [errorMessage]
 * @property {boolean} [imagePull]
 * @property {Record<string, string>} [values] what it holds already (never returned by the service)
 */

/**
 * @typedef {object} Options
 * @property {number} [port]
 * @property {'current' | 'documented'} [form]
 * @property {boolean} [deprecatedFields] current form: also report activeDeploymentId and activeDeploymentReady (default true)
 * @property {string[]} [privateKeys]
 * @property {string[]} [publicKeys]
 * @property {number} [readyAfterMs] time from a deployment's creation to its rollout (readiness)
 * @property {Record<string, number>} [readyAfterMsByAgent] the same, for some agents by name
 * @property {number} [failAfterMs] current form: time from a crashing deployment's creation to its Failed phase (default: readyAfterMs)
 * @property {number} [readLagMs] for this long after a write, reads still show the agent as it was before it
 *   (after a create: reads answer 404, as if the agent did not exist yet)
 * @property {RegExp} [crashImages] images matching this crash at start and never become ready
 * @property {RegExp} [infraImages] images matching this fail through a problem of the platform itself
 * @property {RegExp} [oomImages] current form: images matching this run out of memory at start (a crash the service heads "Out of memory")
 * @property {RegExp} [degradedImages] current form: images matching this become ready, and the record says Degraded (available)
 * @property {string[]} [agentProfiles] the organization's own profiles (enterprise regions), besides the platform's three
 * @property {{ everyMs: number, lastMs?: number }} [callers] sessions: callers start one on the serving deployment this often (sessions.js)
 * @property {number} [spareInstances] current form: the serving revision reports this many ready instances beyond maxAgents (the service keeps spares)
 * @property {boolean} [reportsWebsocketAuth] current form: the record reports websocketAuth at its top level (how it does is not documented)
 * @property {number} [previousServesMs] sessions: after a rollout, they land on the previous deployment this long
 * @property {number} [previousServesStarts] sessions: after a rollout, its first this many starts land on the previous deployment
 * @property {boolean} [listIgnoresDeployment] sessions: a trap: the list carries every deployment's sessions, whatever deploymentId asks
 * @property {RegExp} [sessionCrashImages] sessions: bots of these images raise when a session starts
 * @property {RegExp} [slowBotImages] sessions: bots of these images take slowBotMs to start
 * @property {number} [slowBotMs]
 * @property {number} [offersNotReady] webrtc: this many first offers are answered 404 "not yet ready"
 * @property {boolean} [webrtcUnreachable] webrtc: the bot's candidates name a port where nothing listens (ICE never connects)
 * @property {boolean} [helloResendsLost] webrtc: the path loses the bot's resent ClientHellos: its first is its only one
 * @property {number} [linesLateMs] sessions' logs: a line can be read only this long after it was written (session-logs.js)
 * @property {number} [logPageMost] sessions' logs: a page holds at most this many lines, whatever limit asks
 * @property {number} [logOffsetMost] sessions' logs: a page reaching past this many lines is refused (400)
 * @property {(string | SecretSetSpec)[]} [secretSets] the secret sets and image pull secret sets that exist (besides those of seeded agents and those written)
 * @property {boolean} [anySecretSetExists] npm start in a repository of your own: every set a request names exists, ready, in the default region
 * @property {string} [defaultRegion]
 * @property {string[]} [logLines] what every deployment prints at start (default: two ordinary lines)
 * @property {Fault[]} [faults]
 * @property {Record<string, string[]>} [regionArchitectures] per region, the architectures it runs (the first its default)
 * @property {import('./build-service.js').BuildOptions} [builds] the cloud build's timing and traps
 * @property {import('./secret-store.js').SecretWriteOptions} [secretWrites] how sets written with PUT are provisioned
 */

/**
 * @typedef {object} Deployment
 * @property {string} id
 * @property {number} createdAt
 * @property {number} readyAt
 * @property {boolean} crashes
 * @property {boolean} infra
 * @property {boolean} [oom] ran out of memory at start (current form)
 * @property {Record<string, any>} body
 * @property {Record<string, string>} env the values of its secret set when it was made: what the running agent has
 */

/**
 * @typedef {object} StoredAgent
 * @property {string} name
 * @property {number} createdAt
 * @property {number} updatedAt
 * @property {string} serviceId
 * @property {string} region
 * @property {Deployment[]} deployments
 * @property {boolean} [noDeploymentRecord] the record's `deployment` is null, as before the first one is stored
 * @property {boolean} [noCreatedAt] the record carries no createdAt (any field may be missing, service-facts.md)
 * @property {{ repoFullName: string, branch: string, dockerfilePath?: string, subdirectory?: string, autoDeploy: boolean }} [git]
 *   linked to a repository by the service's GitHub integration, which deploys it on every push there
 */

/** @typedef {{ method: string, path: string, query: URLSearchParams, headers: http.IncomingHttpHeaders, body: any, at: number }} RecordedRequest */

// What a deployment runs: a change to any of these makes a new deployment; scaling alone does not.
const DEPLOYED_FIELDS = [
  'image',
  'buildId',
  'nodeType',
  'secretSet',
  'imagePullSecretSet',
  'enableNoiseSuppression',
  'agentProfile',
  'maxSessionDuration',
  'krispViva',
  'architecture',
  // how WebSocket callers authenticate: the endpoint's setting (whether the service makes a new deployment
  // for it is not documented; the double does, as for every field but scaling)
  'websocketAuth',
]
const AGENT_PROFILES = ['agent-1x', 'agent-2x', 'agent-3x']
/** @type {Record<string, unknown>} what the service applies to a field that is not given */
const DEFAULTS = {
  nodeType: 'cpu-small',
  enableNoiseSuppression: false,
  agentProfile: 'agent-1x',
  maxSessionDuration: 7200,
  krispViva: { audioFilter: null },
}
/** @param {Record<string, any>} body @param {string} field */
const effective = (body, field) => JSON.stringify(body[field] ?? DEFAULTS[field] ?? null)
const TRACEBACK = [
  'Traceback (most recent call last):',
  '  File "/app/agent.py", line 12, in <module>',
  '    from pipeline import build_pipeline',
  "ModuleNotFoundError: No module named 'pipeline'",
]

/** The bearer token of a request, if any. @param {http.IncomingMessage} req */
const bearer = (req) => {
  const auth = req.headers.authorization
  return auth?.startsWith('Bearer ') ? auth.slice(7) : undefined
}

/** A TCP port on 127.0.0.1 where nothing listens (taken, then let go). */
async function unusedPort() {
  const server = http.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  await new Promise((resolve) => server.close(() => resolve(undefined)))
  return port
}

/** @param {Options} [options] */
export async function startAgentService(options = {}) {
  const privateKeys = options.privateKeys ?? ['sk_test_private']
  const publicKeys = options.publicKeys ?? ['pk_test_public']
  /** @type {Map<string, StoredAgent>} */
  const agents = new Map()
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {string[]} the agents deleted, in order */
  const deleted = []
  /** @type {(Fault & { used: number })[]} */
  let faults = []
  const config = {
    form: options.form ?? 'current',
    deprecatedFields: options.deprecatedFields ?? true,
    readyAfterMs: options.readyAfterMs ?? 1000,
    readyAfterMsByAgent: options.readyAfterMsByAgent ?? {},
    /** @type {number | undefined} */
    failAfterMs: options.failAfterMs,
    readLagMs: options.readLagMs ?? 0,
    crashImages: options.crashImages ?? /crash/,
    oomImages: options.oomImages ?? /(?!)/,
    degradedImages: options.degradedImages ?? /(?!)/,
    infraImages: options.infraImages ?? /infra-fail/,
    defaultRegion: options.defaultRegion ?? 'local-1',
    logLines: options.logLines,
    /** per region, the architectures it supports, first the default (GET /regions); none: it lists none */
    regionArchitectures: options.regionArchitectures,
    /** writes must name sets that exist, as the service's do: declared (secretSets), seeded with an agent, or written */
    checkSecretSets: !options.anySecretSetExists,
  }
  const sessionApi = sessionsApi({
    options: {
      publicKeys,
      previousServesMs: options.previousServesMs,
      previousServesStarts: options.previousServesStarts,
      listIgnoresDeployment: options.listIgnoresDeployment,
      sessionCrashImages: options.sessionCrashImages,
      slowBotImages: options.slowBotImages,
      slowBotMs: options.slowBotMs,
      callers: options.callers,
      offersNotReady: options.offersNotReady,
      webrtcUnreachable: options.webrtcUnreachable,
      helloResendsLost: options.helloResendsLost,
      linesLateMs: options.linesLateMs,
      logPageMost: options.logPageMost,
      logOffsetMost: options.logOffsetMost,
    },
    agents,
    isReady: (deployment, now) => isReady(deployment, now),
    wsBase: () => wsBase,
    stunPort: () => stun.port,
    closedPort: () => closedPort,
  })
  /** where the generic WebSocket endpoint answers, once the double listens */
  let wsBase = ''
  const secrets = secretStore({
    defaultRegion: config.defaultRegion,
    firstRequestAt: () => requests[0]?.at,
    writes: options.secretWrites,
  })
  if (options.secretSets) for (const set of options.secretSets) addSecretSet(set)
  setFaults(options.faults ?? [])
  // webrtc sessions' ICE servers: a STUN server on 127.0.0.1, and TURN where nothing listens
  const stun = await startStunServer()
  const closedPort = await unusedPort()
  const buildApi = await startBuildService({ defaultRegion: config.defaultRegion, ...options.builds })

  /** @param {string | SecretSetSpec} spec */
  function addSecretSet(spec) {
    const set = typeof spec === 'string' ? { name: spec } : spec
    config.checkSecretSets = true
    secrets.sets.set(set.name, {
      region: set.region ?? config.defaultRegion,
      status: set.status ?? 'ready',
      readyInMs: set.readyInMs ?? 0,
      errorMessage: set.errorMessage,
      imagePull: set.imagePull ?? false,
      values: new Map(Object.entries(set.values ?? {})),
    })
  }

  /** GET /regions: each region, with its architectures when the double is told them (older installations list none). */
  function regionList() {
    const codes = [...new Set([config.defaultRegion, ...Object.keys(config.regionArchitectures ?? {})])]
    return {
      regions: codes.map((code) => {
        const supported = config.regionArchitectures?.[code]
        return {
          code,
          display_name: code,
          ...(supported ? { supported_architectures: supported, default_architecture: supported[0] } : {}),
        }
      }),
    }
  }

  /**
   * An architecture the agent's region does not run is refused (400), as the service does.
   * @param {any} body @param {string} region @returns {[number, any] | undefined}
   */
  function architectureProblem(body, region) {
    if (body.architecture === undefined) return undefined
    if (!['amd64', 'arm64'].includes(body.architecture))
      return [400, { error: "architecture must be 'amd64' or 'arm64'", code: 'GENERIC_BAD_REQUEST' }]
    const supported = config.regionArchitectures?.[region]
    if (!supported || supported.includes(body.architecture)) return undefined
    return [
      400,
      {
        error: `Architecture '${body.architecture}' is not supported in region '${region}'. Supported: ${supported.join(', ')}`,
        code: 'GENERIC_BAD_REQUEST',
      },
    ]
  }

  /** @param {Fault[]} list */
  function setFaults(list) {
    faults = list.map((fault) => ({ ...fault, used: 0 }))
  }

  /** @param {string} method @param {string} path @param {URLSearchParams} [query] */
  function takeFault(method, path, query = new URLSearchParams()) {
    const fault = faults.find(
      (f) =>
        (!f.method || f.method === method) &&
        (!f.path || f.path === path) &&
        (!f.pathMatch || f.pathMatch.test(path)) &&
        (!f.queryNot || Object.entries(f.queryNot).some(([key, value]) => query.get(key) !== value)) &&
        (!f.after || requests.some((r) => r.method === f.after?.method && f.after.pathMatch.test(r.path))) &&
        f.used < (f.times ?? 1),
    )
    if (fault) fault.used++
    return fault
  }

  /** @param {StoredAgent} agent @param {Record<string, any>} body @param {number} now */
  function addDeployment(agent, body, now) {
    const image = String(body.image ?? '')
    const deployment = {
      id: randomUUID(),
      createdAt: now,
      readyAt: now + (config.readyAfterMsByAgent[agent.name] ?? config.readyAfterMs),
      crashes: config.crashImages.test(image) || (config.form === 'current' && config.oomImages.test(image)),
      oom: config.form === 'current' && config.oomImages.test(image),
      infra: config.infraImages.test(image),
      body: structuredClone(body),
      env: Object.fromEntries(secrets.sets.get(body.secretSet)?.values ?? []),
    }
    agent.deployments.push(deployment)
    agent.updatedAt = now
    return deployment
  }

  /** @param {Deployment} deployment @param {number} now */
  const isReady = (deployment, now) => !deployment.crashes && !deployment.infra && now >= deployment.readyAt

  /** @param {Deployment} deployment */
  const failsAt = (deployment) =>
    deployment.createdAt + (config.failAfterMs ?? deployment.readyAt - deployment.createdAt)

  /**
   * The revision of a deployment as the current API reports it.
   * @param {Deployment} deployment @param {boolean} serving @param {number} now
   */
  function revision(deployment, serving, now) {
    const age = now - deployment.createdAt
    const started = new Date(deployment.createdAt).toISOString()
    // A crashing image, or one the platform cannot run: Creating, then Failed; only a crash has health.
    if (deployment.infra || deployment.crashes) {
      const failed = now >= failsAt(deployment)
      return {
        deploymentID: deployment.id,
        phase: failed ? 'Failed' : 'Creating',
        readyReplicas: 0,
        phaseStartedAt: failed ? new Date(failsAt(deployment)).toISOString() : started,
        hasInfrastructureIssue: deployment.infra && failed,
        ...(deployment.infra
          ? {}
          : {
              health: {
                ready: false,
                state: 'waiting',
                restartCount: 1 + Math.floor(age / 200),
                replicasStarted: 1,
                reason: deployment.oom ? 'OOMKilled' : 'CrashLoopBackOff',
                lastExitCode: deployment.oom ? 137 : 1,
                lastTerminationReason: deployment.oom ? 'OOMKilled' : 'Error',
                message: deployment.oom ? 'Killed' : TRACEBACK.join('\n'),
                // the service's own label, since mid-2026 (a crash of the agent's own code has none here)
                ...(deployment.oom ? { headline: 'Out of memory' } : {}),
              },
            }),
      }
    }
    const ready = now >= deployment.readyAt
    const phase = ready
      ? serving
        ? 'Active'
        : 'Draining'
      : age * 2 < deployment.readyAt - deployment.createdAt
        ? 'Creating'
        : 'Validating'
    return {
      deploymentID: deployment.id,
      phase,
      readyReplicas: ready && serving ? 1 + (options.spareInstances ?? 0) : 0,
      phaseStartedAt: started,
      hasInfrastructureIssue: false,
      ...(age > 0
        ? {
            health: {
              ready,
              state: 'running',
              restartCount: 0,
              replicasStarted: 1,
              reason: null,
              lastExitCode: null,
              lastTerminationReason: null,
              message: null,
            },
          }
        : {}),
    }
  }

  /**
   * The record's conditions (current form): Progressing while the requested deployment rolls out, Degraded
   * once an image of degradedImages serves (available all the same).
   * @param {Deployment} requested @param {boolean} rolledOut @param {number} now
   */
  function conditions(requested, rolledOut, now) {
    if (requested.crashes || requested.infra) return []
    if (!rolledOut || now < requested.readyAt) {
      return [
        {
          type: 'Progressing',
          status: 'True',
          reason: 'NewRevisionRollingOut',
          message: 'Waiting for the new revision to become ready',
        },
      ]
    }
    if (!config.degradedImages.test(String(requested.body.image ?? ''))) return []
    return [
      {
        type: 'Degraded',
        status: 'True',
        reason: 'ReplicaRestarts',
        message: '1 of 2 replicas restarted in the last 10 minutes',
      },
    ]
  }

  /**
   * The agent record. `deployments` is what the record shows (a lagging read shows fewer).
   * @param {StoredAgent} agent @param {number} now @param {'read' | 'create' | 'update'} view
   * @param {boolean} [lagging] a stale read: the agent as it was before the last write, however long ago it was
   */
  function record(agent, now, view, lagging = false) {
    let deployments = agent.deployments
    // Reads lag behind writes: for a while they show the agent as it was before the last write.
    const latest = /** @type {Deployment} */ (deployments.at(-1))
    if (view === 'read' && deployments.length > 1 && (lagging || now - latest.createdAt < config.readLagMs)) {
      deployments = deployments.slice(0, -1)
    }
    const requested = /** @type {Deployment} */ (deployments.at(-1))
    const body = requested.body
    const minReplicas = body.autoScaling?.minAgents ?? 1
    const maxReplicas = body.autoScaling?.maxAgents ?? 1
    /** @type {Record<string, any>} */
    const spec = {
      platformNodeType: body.nodeType ?? 'cpu-small',
      clusterLocal: false,
      // Deployed from a build: the image is redacted to a placeholder that cannot be sent back.
      image: body.buildId ? 'redacted' : body.image,
      autoScaling: { maxReplicas, minReplicas },
      // `secretSets` (seeded only): an agent given several sets by other means; a write carries one.
      envFromSecretNames: body.secretSets ?? (body.secretSet ? [body.secretSet] : []),
      noiseSuppressionModels: { enabled: body.enableNoiseSuppression ?? false },
    }
    const deployment = agent.noDeploymentRecord
      ? null
      : {
          id: requested.id,
          serviceId: agent.serviceId,
          ...(body.buildId ? { buildId: body.buildId } : {}),
          createdAt: new Date(requested.createdAt).toISOString(),
          updatedAt: new Date(requested.createdAt).toISOString(),
          manifest: {
            apiVersion: 'agents.example.com/v1',
            kind: 'ServiceDefinition',
            metadata: { name: agent.name, namespace: 'team-local' },
            spec,
          },
        }
    const common = {
      name: agent.name,
      ...(agent.noCreatedAt ? {} : { createdAt: new Date(agent.createdAt).toISOString() }),
      updatedAt: new Date(Math.max(agent.updatedAt, agent.createdAt + 1)).toISOString(),
      autoScaling: { maxReplicas, minReplicas },
      activeSessionCount: 0,
    }

    if (config.form === 'documented') {
      const deploymentReady = view === 'read' ? isReady(requested, now) : false
      const agentReady = view === 'create' ? false : view === 'update' ? true : deployments.some((d) => isReady(d, now))
      /** @type {Record<string, any>} */
      const result = {
        ...common,
        ready: agentReady,
        activeDeploymentId: requested.id,
        activeDeploymentReady: deploymentReady,
        deployment,
      }
      if (view === 'read' && (requested.crashes || requested.infra)) {
        result.errors = [
          {
            code: requested.crashes ? 'CrashLoopBackOff' : 'InfrastructureError',
            message: requested.crashes
              ? `back-off restarting failed container; last words: "${TRACEBACK.at(-1)}"`
              : 'the platform could not schedule the deployment',
          },
        ]
      }
      return result
    }

    // The architecture the deployment runs, where it is known: asked for, or the region's default.
    const arch = body.architecture ?? config.regionArchitectures?.[agent.region]?.[0]
    if (spec && arch) spec.arch = arch
    if (spec && body.imagePullSecretSet !== undefined) spec.imagePullSecretName = body.imagePullSecretSet
    if (spec && body.maxSessionDuration !== undefined) spec.maxSessionDurationSeconds = body.maxSessionDuration
    // The platform rolls out a deployment once it is ready; until then the previous one serves.
    // A write's answer is made at the moment of the write: nothing new has rolled out yet.
    const reconciled = deployments.findLast((d) => isReady(d, now) && (view === 'read' || d !== requested))
    const ready = reconciled !== undefined
    const requestedIndex = deployments.indexOf(requested)
    const previous = requestedIndex > 0 ? deployments[requestedIndex - 1] : undefined
    /** @type {Record<string, any>} */
    const result = {
      ...common,
      ready,
      available: ready,
      desiredDeploymentId: requested.id,
      reconciledDeploymentId: reconciled?.id ?? null,
      region: agent.region,
      agentProfile: body.agentProfile ?? 'agent-1x',
      // at the top level; an update that does not send it turns it off, as for every field
      krispViva: { audioFilter: body.krispViva?.audioFilter ?? null },
      ...(agent.git ? { git: agent.git } : {}),
      currentRevision: revision(
        requested,
        reconciled === requested || !reconciled,
        view === 'read' ? now : requested.createdAt,
      ),
      previousRevision: previous ? revision(previous, reconciled === previous, now) : null,
      deployment,
    }
    if (config.deprecatedFields) {
      result.activeDeploymentId = requested.id
      result.activeDeploymentReady = ready
    }
    if (options.reportsWebsocketAuth && body.websocketAuth !== undefined) result.websocketAuth = body.websocketAuth
    result.conditions = conditions(requested, reconciled === requested, now)
    return result
  }

  /** @param {Record<string, any>} body @param {string} region @param {number} now @returns {[number, any] | undefined} */
  function secretSetProblem(body, region, now) {
    if (!config.checkSecretSets) return undefined
    for (const field of ['secretSet', 'imagePullSecretSet']) {
      const name = body[field]
      if (name === undefined) continue
      const set = secrets.status(name, now)
      if (!set) return [404, { error: 'Secret set not found', code: 'NOT_FOUND' }]
      if (set.region !== region) {
        return [
          400,
          {
            error: `Secret set '${name}' is in region '${set.region}' but service will be created in region '${region}'. Secrets must be in the same region as the service.`,
            code: 'GENERIC_BAD_REQUEST',
          },
        ]
      }
      if (set.status !== 'ready') {
        return [
          409,
          { error: `Secret set '${name}' is not yet ready. Retry once it has been provisioned.`, code: 'CONFLICT' },
        ]
      }
    }
    return undefined
  }

  /** @param {Record<string, any>} body @param {boolean} creating */
  function invalidBody(body, creating) {
    if (creating && (typeof body.serviceName !== 'string' || !body.serviceName)) return 'serviceName is required'
    if (creating && !/^[a-z0-9]([-a-z0-9]*[a-z0-9])$/.test(body.serviceName)) return 'Invalid service name'
    if (creating && body.serviceName.length > 54) return 'Invalid service name'
    if (!creating && 'serviceName' in body) return 'serviceName cannot be changed'
    const scaling = body.autoScaling
    if (scaling && (scaling.minAgents ?? 0) > (scaling.maxAgents ?? Number.MAX_SAFE_INTEGER)) {
      return 'autoScaling.minAgents must not exceed maxAgents'
    }
    if (config.form === 'documented') {
      for (const field of [
        'region',
        'agentProfile',
        'maxSessionDuration',
        'forceRedeploy',
        'krispViva',
        'enableIntegratedKeysProxy',
      ]) {
        if (field in body) return `Unknown field '${field}'`
      }
      return undefined
    }
    if (!creating && 'region' in body) return 'region cannot be changed'
    if (creating && 'forceRedeploy' in body) return 'forceRedeploy is only valid on update'
    if ('forceRedeploy' in body && typeof body.forceRedeploy !== 'boolean') return 'forceRedeploy must be a boolean'
    if ('enableIntegratedKeysProxy' in body && typeof body.enableIntegratedKeysProxy !== 'boolean') {
      return 'enableIntegratedKeysProxy must be a boolean'
    }
    if ('krispViva' in body && ![null, 'tel', 'pro'].includes(body.krispViva?.audioFilter)) {
      return "krispViva.audioFilter must be 'tel', 'pro' or null"
    }
    if ('agentProfile' in body && ![...AGENT_PROFILES, ...(options.agentProfiles ?? [])].includes(body.agentProfile)) {
      return `Agent profile '${body.agentProfile}' is not available to this organization`
    }
    if ('websocketAuth' in body && !['token', 'none'].includes(body.websocketAuth)) {
      return "websocketAuth must be 'token' or 'none'"
    }
    const duration = body.maxSessionDuration
    if (duration !== undefined && (!Number.isInteger(duration) || duration < 60 || duration > 14400)) {
      return 'maxSessionDuration must be a whole number of seconds from 60 to 14400'
    }
    return undefined
  }

  /** @param {StoredAgent} agent @param {URLSearchParams} query */
  function logs(agent, query) {
    const id = query.get('deploymentId')
    const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 1000)
    const now = Date.now()
    /** @type {{ log: string, timestamp: string, deploymentId: string }[]} */
    const entries = []
    for (const deployment of agent.deployments) {
      if (id && deployment.id !== id) continue
      const lines = [...(config.logLines ?? [`Starting agent from ${deployment.body.image}`, 'Pipeline loaded'])]
      if (deployment.crashes) lines.push(...TRACEBACK)
      if (!deployment.infra) {
        lines.forEach((log, i) => {
          const at = deployment.createdAt + 10 + i
          if (at <= now) entries.push({ log, timestamp: new Date(at).toISOString(), deploymentId: deployment.id })
        })
      }
    }
    entries.reverse()
    return { total: { value: entries.length, relation: 'eq' }, logs: entries.slice(0, limit) }
  }

  /**
   * The service itself, with no faults: [status, body].
   * @param {string} method @param {string} path @param {URLSearchParams} query @param {any} body @param {string | undefined} auth
   * @returns {[number, any]}
   */
  function handle(method, path, query, body, auth) {
    const key = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined
    const publicAnswer = sessionApi.handlePublic(method, path, body, key)
    if (publicAnswer) return publicAnswer
    if (key && publicKeys.includes(key)) return [401, { error: 'A private API key is required', code: 'UNAUTHORIZED' }]
    if (!key || !privateKeys.includes(key)) return [401, { error: 'Invalid API key', code: 'UNAUTHORIZED' }]
    const built = buildApi.handle(method, path, query, body)
    if (built) return built
    if (method === 'GET' && path === '/v1/regions') return [200, regionList()]
    const now = Date.now()
    const invalidJson = [400, { error: 'Invalid JSON body', code: 'GENERIC_BAD_REQUEST' }]
    if (method === 'POST' && path === '/v1/agents') {
      if (body === null || typeof body !== 'object') return /** @type {[number, any]} */ (invalidJson)
      const invalid = invalidBody(body, true)
      if (invalid) return [400, { error: invalid, code: 'GENERIC_BAD_REQUEST' }]
      if (agents.has(body.serviceName)) return [400, { error: 'Service already exists', code: 'GENERIC_BAD_REQUEST' }]
      const region = config.form === 'current' ? (body.region ?? config.defaultRegion) : config.defaultRegion
      const problem = secretSetProblem(body, region, now) ?? architectureProblem(body, region)
      if (problem) return problem
      const buildIssue = buildApi.buildProblem(body, region, true)
      if (buildIssue) return [400, { error: buildIssue, code: 'GENERIC_BAD_REQUEST' }]
      const { serviceName, region: _region, ...settings } = body
      /** @type {StoredAgent} */
      const agent = {
        name: serviceName,
        createdAt: now,
        updatedAt: now,
        serviceId: randomUUID(),
        region,
        deployments: [],
      }
      addDeployment(agent, settings, now)
      agents.set(serviceName, agent)
      return [200, record(agent, now, 'create')]
    }
    const anySet = /^\/v1\/secrets\/([^/]+)$/.exec(path)
    if (
      options.anySecretSetExists &&
      anySet &&
      method === 'GET' &&
      !secrets.sets.has(decodeURIComponent(anySet[1] ?? ''))
    ) {
      return [200, { region: config.defaultRegion, status: 'ready', secrets: [] }]
    }
    if (path.startsWith('/v1/secrets') && (method !== 'GET' || config.form === 'current')) {
      const answer = secrets.handle(method, path, body)
      if (answer) return answer
    }
    const sessionAnswer = config.form === 'current' ? sessionApi.handle(method, path, query) : undefined
    if (sessionAnswer) return sessionAnswer
    const logsPath = /^\/v1\/agents\/([^/]+)\/logs$/.exec(path)
    if (logsPath && method === 'GET' && config.form === 'current') {
      const agent = agents.get(decodeURIComponent(logsPath[1] ?? ''))
      if (!agent) return [404, { error: 'Not found', code: 'NOT_FOUND' }]
      return [200, logs(agent, query)]
    }
    const match = /^\/v1\/agents\/([^/]+)$/.exec(path)
    if (match) {
      const name = decodeURIComponent(match[1] ?? '')
      const agent = agents.get(name)
      if (method === 'GET') {
        // A new agent, like a new deployment, is not readable until the reads catch up with the write.
        const created = agent && agent.deployments.length === 1 && now - agent.createdAt < config.readLagMs
        if (!agent || created) return [404, { error: 'Not found', code: 'NOT_FOUND' }]
        return [200, record(agent, now, 'read')]
      }
      if (method === 'DELETE') {
        // the agent and everything it runs; reads lag behind, as for every write
        if (!agent) return [404, { error: 'Not found', code: 'NOT_FOUND' }]
        agents.delete(name)
        deleted.push(name)
        return [200, { status: 'OK' }]
      }
      if (method === 'POST') {
        if (!agent) return [404, { error: 'Service not found', code: 'NOT_FOUND' }]
        if (body === null || typeof body !== 'object') return /** @type {[number, any]} */ (invalidJson)
        const invalid = invalidBody(body, false)
        if (invalid) return [400, { error: invalid, code: 'GENERIC_BAD_REQUEST' }]
        const problem = secretSetProblem(body, agent.region, now) ?? architectureProblem(body, agent.region)
        if (problem) return problem
        const buildIssue = buildApi.buildProblem(body, agent.region, false)
        if (buildIssue) return [400, { error: buildIssue, code: 'GENERIC_BAD_REQUEST' }]
        const { forceRedeploy, ...sent } = body
        const running = /** @type {Deployment} */ (agent.deployments.at(-1))
        // websocketAuth not sent: the agent keeps its setting (the CLI's users name it only when they mean to).
        const kept = sent.websocketAuth === undefined && running.body.websocketAuth !== undefined
        const settings = kept ? { ...sent, websocketAuth: running.body.websocketAuth } : sent
        const needsDeployment =
          config.form === 'documented' ||
          forceRedeploy === true ||
          DEPLOYED_FIELDS.some((field) => effective(running.body, field) !== effective(settings, field))
        if (needsDeployment) {
          addDeployment(agent, settings, now)
        } else {
          // The running deployment stays; only its scaling changes.
          running.body = { ...running.body, autoScaling: structuredClone(settings.autoScaling) }
          agent.updatedAt = now
        }
        return [200, record(agent, now, 'update')]
      }
    }
    return [404, { error: 'Not found', code: 'NOT_FOUND' }]
  }

  /**
   * A stale read of an agent (Fault.staleRecord).
   * @param {string} path @param {'previous' | 'unknown'} kind
   */
  function staleRecord(path, kind) {
    const agent = /** @type {StoredAgent} */ (agents.get(decodeURIComponent(path.split('/').at(-1) ?? '')))
    const now = Date.now()
    const stale = record(agent, now, 'read', kind === 'previous')
    if (kind === 'previous') return stale
    const id = randomUUID()
    const at = new Date(now).toISOString()
    stale.desiredDeploymentId = id
    if ('activeDeploymentId' in stale) stale.activeDeploymentId = id
    if (stale.deployment) stale.deployment = { ...stale.deployment, id, createdAt: at, updatedAt: at }
    if (stale.currentRevision)
      stale.currentRevision = { ...stale.currentRevision, deploymentID: id, phaseStartedAt: at }
    return stale
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
      const target = new URL(req.url ?? '/', 'http://double')
      const path = target.pathname
      requests.push({ method, path, query: target.searchParams, headers: req.headers, body, at: Date.now() })
      const send = (/** @type {number} */ status, /** @type {any} */ payload, headers = {}) => {
        const data = typeof payload === 'string' ? payload : JSON.stringify(payload)
        const type = typeof payload === 'string' && payload.startsWith('<') ? 'text/html' : 'application/json'
        res.writeHead(status, { 'content-type': type, ...headers })
        res.end(data)
      }
      const fault = takeFault(method, path, target.searchParams)
      const offered = !fault && body !== undefined ? sessionApi.handleOffer(method, path, body, bearer(req)) : undefined
      if (offered) {
        const [offerStatus, offerPayload] = await offered
        return send(offerStatus, offerPayload)
      }
      if (fault?.delayMs) {
        // The wait ends early when the client goes away, so that a long delay holds nothing open.
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, fault.delayMs)
          res.once('close', () => {
            clearTimeout(timer)
            resolve(undefined)
          })
        })
      }
      if (res.destroyed) return
      if (fault?.rivalImage && method === 'POST' && path !== '/v1/agents' && body && typeof body === 'object') {
        handle(method, path, target.searchParams, { ...body, image: fault.rivalImage }, `Bearer ${privateKeys[0]}`)
      }
      if (fault?.drop === 'before') return void req.socket.destroy()
      if (fault?.keepsDeployment && body && typeof body === 'object') body = { ...body, forceRedeploy: false }
      if (fault?.html) {
        return send(
          502,
          '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
        )
      }
      if (fault?.wrongShape) return send(200, { result: 'ok', items: [] })
      if (fault?.status && !fault.afterProcessing) {
        return send(fault.status, fault.body ?? { error: `Injected fault: ${fault.status}`, code: 'FAULT' }, {
          ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
          ...(fault.location ? { location: fault.location } : {}),
        })
      }
      if (fault?.alreadyExists && method === 'POST' && path === '/v1/agents' && body && typeof body === 'object') {
        handle(
          'POST',
          '/v1/agents',
          target.searchParams,
          { ...body, ...(fault.raceImage ? { image: fault.raceImage } : {}) },
          `Bearer ${privateKeys[0]}`,
        )
      }
      const [status, payload] =
        body === undefined
          ? [400, { error: 'Invalid JSON body', code: 'GENERIC_BAD_REQUEST' }]
          : handle(method, path, target.searchParams, body, req.headers.authorization)
      if (fault?.drop === 'after') return void req.socket.destroy()
      if (fault?.status && fault.afterProcessing) {
        return send(fault.status, fault.body ?? { error: `Injected fault: ${fault.status}`, code: 'FAULT' })
      }
      if (fault?.staleRecord && status === 200 && method === 'GET')
        return send(200, staleRecord(path, fault.staleRecord))
      if (fault?.padFirst && status === 200) {
        // the answer's own fields after this many bytes of a first field: past a reader's bound
        return send(200, `{"pad":"${'x'.repeat(fault.padFirst)}",${JSON.stringify(payload).slice(1)}`)
      }
      if (fault?.extraJson && status === 200) {
        return send(200, `${JSON.stringify(payload).slice(0, -1)},"extra":${fault.extraJson}}`)
      }
      if (fault?.trickleMs) {
        const data = Buffer.from(JSON.stringify(payload))
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': data.length })
        let at = 0
        const timer = setInterval(() => {
          if (res.destroyed || at >= data.length) return void clearInterval(timer)
          res.write(data.subarray(at, ++at))
          if (at >= data.length) res.end()
        }, fault.trickleMs)
        return
      }
      send(status, payload)
    })
  })
  // The generic WebSocket transport: the bot of a session started with {"transport": "websocket"}.
  const bot = botEndpoint({
    sessionByToken: (token, agent) => /** @type {any} */ (sessionApi.sessionFor(token, agent)),
  })
  /** upgrades held by a fault that the client gave up before they were answered */
  let upgradesAbandoned = 0
  let upgradesHeld = 0
  server.on('upgrade', (req, socket, head) => {
    const fault = takeFault('GET', new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    // the endpoint cut in the middle of the handshake (a proxy's reset): not a byte of an answer
    if (fault?.drop) {
      socket.destroy()
      return
    }
    const answer = () => {
      if (socket.destroyed) return
      if (fault?.status) {
        socket.end(`HTTP/1.1 ${fault.status} Refused\r\ncontent-type: application/json\r\n\r\n${fault.body ?? '{}'}`)
        return
      }
      bot.upgrade(req, socket, head)
    }
    if (!fault?.delayMs) return answer()
    // the endpoint holds the upgrade (a bot slow to accept, a proxy): no byte until then, or until the client goes
    let answered = false
    upgradesHeld++
    const held = setTimeout(() => {
      answered = true
      socket.pause()
      answer()
    }, fault.delayMs)
    // read, so that a client that gives up is seen (nothing comes before the upgrade's answer)
    socket.resume()
    const gaveUp = () => {
      if (answered) return
      answered = true
      clearTimeout(held)
      upgradesAbandoned++
      socket.destroy()
    }
    // the server's sockets are half-open: the client's end is an 'end', not yet a 'close'
    socket.on('end', gaveUp)
    socket.on('close', gaveUp)
  })
  const { url, port, close: closeService } = await listenOnLoopback(server, options.port)
  wsBase = `ws://127.0.0.1:${port}`
  const stopCallers = sessionApi.startCallers()
  const close = async () => {
    stopCallers()
    bot.close()
    for (const session of sessionApi.sessions.values()) void (/** @type {any} */ (session).webrtc?.pc?.close())
    await stun.close()
    await closeService()
    await buildApi.close()
  }

  return {
    /** upgrades held by a fault (delayMs) that the client gave up before they were answered */
    get upgradesAbandoned() {
      return upgradesAbandoned
    },
    /** upgrades a fault (delayMs) holds or held */
    get upgradesHeld() {
      return upgradesHeld
    },
    /** the base address, as the api-url input takes it */
    url: `${url}/v1`,
    port,
    requests,
    agents,
    deleted,
    /** the sessions started on the agents, by id */
    sessions: sessionApi.sessions,
    config,
    setFaults,
    addSecretSet,
    /** the secret sets, values included (what the service stores and never returns) */
    secretSets: secrets.sets,
    /** faults not used up yet */
    pendingFaults: () => faults.filter((f) => f.used < (f.times ?? 1)),
    /**
     * An agent that exists already, its deployment rolled out and ready (unless its image crashes).
     * @param {string} name @param {Record<string, any>} body
     * @param {{ region?: string, noDeploymentRecord?: boolean, noCreatedAt?: boolean, git?: StoredAgent['git'], createdAt?: number, ageMs?: number }} [extra]
     *   ageMs: the deployment was made this long before now (default: just long enough to be ready)
     */
    seed(name, body, extra = {}) {
      const now = Date.now() - config.readyAfterMs - config.readLagMs - 1 - (extra.ageMs ?? 0)
      /** @type {StoredAgent} */
      const agent = {
        name,
        createdAt: extra.createdAt ?? now,
        updatedAt: now,
        serviceId: randomUUID(),
        region: extra.region ?? config.defaultRegion,
        deployments: [],
        noDeploymentRecord: extra.noDeploymentRecord,
        noCreatedAt: extra.noCreatedAt,
        git: extra.git,
      }
      const deployment = addDeployment(agent, body, now)
      deployment.readyAt = deployment.crashes ? Number.POSITIVE_INFINITY : now
      agents.set(name, agent)
      // An agent that runs with a set implies the set exists (in its region), unless the test said otherwise.
      const named = [
        ...[body.secretSet, ...(Array.isArray(body.secretSets) ? body.secretSets : [])].map((set) => [set, false]),
        [body.imagePullSecretSet, true],
      ]
      for (const [set, imagePull] of named) {
        if (typeof set === 'string' && !secrets.sets.has(set))
          addSecretSet({ name: set, region: agent.region, imagePull })
      }
      return agent
    },
    /** @param {string} name */
    read(name) {
      const agent = agents.get(name)
      return agent ? record(agent, Date.now(), 'read') : undefined
    },
    /** writes of agents (creates and updates) received, in order */
    writes: () => requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/agents')),
    /** the cloud build: uploads, builds, the upload host's requests, and the archives it received */
    cloud: buildApi,
    close,
  }
}

/** @typedef {Awaited<ReturnType<typeof startAgentService>>} AgentServiceDouble */
