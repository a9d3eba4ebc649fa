// @ts-check
// A loopback stand-in for the GitHub REST API's deployments and issue comments endpoints, recording
// what it received. Comment and issue lists are paginated as GitHub does it (per_page, page, a Link header).
import http from 'node:http'
import { listenOnLoopback } from './loopback.js'

/**
 * @typedef {{ id: number, issue: number, body: string, user: { login: string, type: string }, html_url: string }} Comment
 * @param {{ deny?: boolean, denyComments?: boolean, denyIssues?: boolean, denyRuns?: boolean, clockMs?: () => number, user?: string, app?: string, viewerAnswer?: unknown, slowMs?: number, deprecated?: boolean }} [options]
 *   deny: answer 403 to everything, as GitHub does without deployments: write;
 *   denyComments: answer 403 to writing comments, as for a read-only token (a fork's pull request);
 *   user: the token is a user's (a PAT): GET /user names it and its comments are written by it; without
 *     it the token is the workflow's GITHUB_TOKEN, which GET /user refuses (403) and whose comments are
 *     written by github-actions[bot];
 *   app: the token is another GitHub App's installation token ("ghs_…" too): GET /user refuses it (403),
 *     GraphQL's viewer names it (`<slug>[bot]`) and its comments are written by it; without `app` or
 *     `user`, GraphQL's viewer is refused as well;
 *   viewerAnswer: the whole 200 answer to GraphQL's viewer query, whatever its shape (a proxy, a changed API);
 *   slowMs: hold every answer this long (a slow or hung GitHub);
 *   deprecated: every answer carries the deprecation and sunset headers GitHub sends for retired endpoints;
 *   denyIssues: answer 403 to opening, editing and commenting on issues, as without issues: write;
 *   clockMs: how far the stand-in's clock is ahead of the real one (created_at of what it makes)
 *   denyRuns: answer 403 to reading workflow runs, their jobs and annotations, as without actions: read
 *     and checks: read
 * Workflow runs (recordRun): GitHub turns a job's `::notice::` lines into annotations of the job's check
 * run, read with GET /repos/{o}/{r}/actions/workflows/{file}/runs, /actions/runs/{id}/jobs and
 * /check-runs/{job id}/annotations; a job's id is its check run's id, as on GitHub.
 */
export async function startGitHubApi(options = {}) {
  /** @type {Comment[]} */
  const comments = []
  /** @type {{ id: number, ref: string, sha: string, environment: string, transient_environment: boolean, production_environment: boolean, statuses: string[], descriptions: string[] }[]} */
  const deployments = []
  /** @type {{ method: string, path: string, headers: http.IncomingHttpHeaders, body: any }[]} */
  const requests = []
  /** @type {{ number: number, title: string, body: string, labels: { name: string }[], state: string, state_reason: string | null, created_at: string, html_url: string, user?: { login: string, type: string } }[]} */
  const issues = []
  let nextId = 1000
  /** @type {{ id: number, workflow: string, created_at: string, jobs: { id: number, annotations: { annotation_level: string, message: string, title: string | null, path: string }[] }[] }[]} */
  const runs = []
  /** @type {Record<string, string>} */
  const deprecation = options.deprecated
    ? {
        deprecation: 'Sat, 01 Nov 2025 00:00:00 GMT',
        sunset: 'Mon, 01 Jun 2026 00:00:00 GMT',
        link: '<https://docs.github.example/changes>; rel="deprecation"',
      }
    : {}
  const server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', async () => {
      if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs))
      if (res.destroyed) return
      const body = text ? JSON.parse(text) : null
      const path = req.url ?? '/'
      requests.push({ method: req.method ?? '', path, headers: req.headers, body })
      /** @param {number} status @param {any} payload @param {Record<string, string>} [headers] */
      const send = (status, payload, headers = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...deprecation, ...headers })
        res.end(JSON.stringify(payload))
      }
      if (req.method === 'POST' && path === '/graphql') {
        if ('viewerAnswer' in options) return send(200, options.viewerAnswer)
        const login = options.app ?? options.user
        if (login && /viewer\s*\{\s*login/.test(body?.query ?? '')) return send(200, { data: { viewer: { login } } })
        return send(403, { message: 'Resource not accessible by integration' })
      }
      if (req.method === 'GET' && path === '/user') {
        if (options.user) return send(200, { login: options.user, type: 'User' })
        return send(403, { message: 'Resource not accessible by integration' })
      }
      if (options.deny) {
        return send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/deployments/deployments#create-a-deployment',
        })
      }
      const target = new URL(path, 'http://github.test')
      if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/deployments$/.test(path)) {
        const deployment = {
          id: nextId++,
          ref: body.ref,
          sha: body.ref,
          environment: body.environment,
          transient_environment: body.transient_environment ?? false,
          production_environment: body.production_environment ?? body.environment === 'production',
          statuses: /** @type {string[]} */ ([]),
          descriptions: /** @type {string[]} */ ([]),
        }
        deployments.push(deployment)
        return send(201, deployment)
      }
      if (req.method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/deployments$/.test(target.pathname)) {
        const environment = target.searchParams.get('environment')
        // newest first, as GitHub lists them
        return send(
          200,
          [...deployments].reverse().filter((d) => !environment || d.environment === environment),
        )
      }
      const runReply = runEndpoints(req.method ?? '', target, runs, options)
      if (runReply) return send(runReply.status, runReply.payload)
      const issueReply = issueEndpoints(req.method ?? '', target, body, issues, options, () => nextId++, url)
      if (issueReply) return send(issueReply.status, issueReply.payload, issueReply.headers)
      const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(target.pathname)
      const denied = () =>
        send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
        })
      if (list && req.method === 'GET') {
        const { items, headers } = pageOf(
          target,
          url,
          comments.filter((c) => c.issue === Number(list[3])),
        )
        return send(200, items, headers)
      }
      if (list && req.method === 'POST') {
        if (options.denyComments || options.denyIssues) return denied()
        const id = nextId++
        const comment = {
          id,
          issue: Number(list[3]),
          body: String(body.body),
          user: options.user
            ? { login: options.user, type: 'User' }
            : { login: options.app ?? 'github-actions[bot]', type: 'Bot' },
          created_at: new Date(Date.now() + (options.clockMs?.() ?? 0)).toISOString(),
          html_url: `https://github.example.com/${list[1]}/${list[2]}/pull/${list[3]}#issuecomment-${id}`,
        }
        comments.push(comment)
        return send(201, comment)
      }
      const edit = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(target.pathname)
      if (edit && req.method === 'PATCH') {
        if (options.denyComments) return denied()
        const comment = comments.find((c) => c.id === Number(edit[1]))
        if (!comment) return send(404, { message: 'Not Found' })
        comment.body = String(body.body)
        return send(200, comment)
      }
      const status = /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(path)
      if (req.method === 'POST' && status) {
        const deployment = deployments.find((d) => d.id === Number(status[1]))
        deployment?.statuses.push(body.state)
        deployment?.descriptions.push(String(body.description ?? ''))
        return send(201, { id: nextId++, state: body.state })
      }
      send(404, { message: 'Not Found' })
    })
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    url,
    requests,
    comments,
    /** the issues opened (incidents), with their state */
    issues,
    /**
     * An issue someone opened before the action ran (by `login`, a person unless it ends in [bot]).
     * @param {{ title: string, body: string, labels?: string[], login?: string }} issue
     */
    addIssue({ title, body, labels = [], login = 'maintainer' }) {
      const number = issues.length + 1
      issues.push({
        number,
        title,
        body,
        labels: labels.map((name) => ({ name })),
        state: 'open',
        state_reason: null,
        created_at: new Date().toISOString(),
        html_url: `https://github.example.com/acme/bots/issues/${number}`,
        user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      })
      return number
    },
    /** the deployments recorded, each with the states of its statuses in order */
    deployments,
    /** the workflow runs recorded */
    runs,
    /**
     * An earlier run of `workflow` (one job), its notices as the runner makes them annotations: the
     * `::notice::` lines of the run's stdout, their data unescaped as the runner does.
     * @param {string} stdout @param {{ workflow?: string, minutesAgo?: number }} [at]
     */
    recordRun(stdout, at = {}) {
      const annotations = stdout
        .split('\n')
        .filter((line) => line.startsWith('::notice'))
        .map((line) => ({
          annotation_level: 'notice',
          title: null,
          path: '.github',
          message: line
            .slice(line.indexOf('::', 2) + 2)
            .replaceAll('%0D', '\r')
            .replaceAll('%0A', '\n')
            .replaceAll('%25', '%'),
        }))
      const created = Date.now() - (at.minutesAgo ?? 0) * 60_000
      runs.push({
        id: nextId++,
        workflow: at.workflow ?? 'check.yml',
        created_at: new Date(created).toISOString(),
        jobs: [{ id: nextId++, annotations }],
      })
    },
    /**
     * Comments others wrote on a pull request, before the action runs (by `login`, default 'reviewer').
     * @param {number} issue @param {string[]} bodies @param {string} [login]
     */
    addComments(issue, bodies, login = 'reviewer') {
      for (const text of bodies) {
        const id = nextId++
        comments.push({
          id,
          issue,
          body: text,
          user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
          html_url: `https://github.example.com/acme/bots/pull/${issue}#issuecomment-${id}`,
        })
      }
    },
    close,
  }
}

/**
 * What the runner tells a step about its workflow run, for runs against this stand-in: the repository,
 * commit, server, run, and (when given) the stand-in as GITHUB_API_URL.
 * @param {string} [apiUrl]
 */
export function runnerGitHubEnv(apiUrl) {
  return {
    GITHUB_REPOSITORY: 'acme/bots',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_SERVER_URL: 'https://github.example.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKFLOW_REF: 'acme/bots/.github/workflows/check.yml@refs/heads/main',
    ...(apiUrl ? { GITHUB_API_URL: apiUrl } : {}),
  }
}

/**
 * One page of a list as GitHub pages it: `per_page` (30 unless given, 100 at most) and `page`, with a
 * Link header to the next page, the list's other parameters kept, while there is one.
 * @template T @param {URL} target @param {string} base the double's address @param {T[]} all
 */
function pageOf(target, base, all) {
  const perPage = Math.min(Number(target.searchParams.get('per_page') ?? 30) || 30, 100)
  const page = Math.max(Number(target.searchParams.get('page') ?? 1) || 1, 1)
  /** @type {Record<string, string>} */
  const headers = {}
  if (page * perPage < all.length) {
    const next = new URL(`${target.pathname}${target.search}`, base)
    next.searchParams.set('per_page', String(perPage))
    next.searchParams.set('page', String(page + 1))
    headers.link = `<${next}>; rel="next"`
  }
  return { items: all.slice((page - 1) * perPage, page * perPage), headers }
}

/**
 * The issues endpoints as GitHub answers them: list (state, labels; pull requests would be among them),
 * create (labels by name), update (state, state_reason). Undefined for any other request.
 * @param {string} method @param {URL} target @param {any} body
 * @param {{ number: number, title: string, body: string, labels: { name: string }[], state: string, state_reason: string | null, created_at: string, html_url: string }[]} issues
 * @param {{ denyIssues?: boolean, clockMs?: () => number, user?: string, app?: string }} options @param {() => number} nextId
 * @param {string} base the double's address, for the Link header
 * @returns {{ status: number, payload: unknown, headers?: Record<string, string> } | undefined}
 */
function issueEndpoints(method, target, body, issues, options, nextId, base) {
  const all = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(target.pathname)
  const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(target.pathname)
  const denied = {
    status: 403,
    payload: {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/issues/issues#create-an-issue',
    },
  }
  if (all && method === 'GET') {
    const state = target.searchParams.get('state') ?? 'open'
    const labels = (target.searchParams.get('labels') ?? '').split(',').filter(Boolean)
    // newest first unless asked otherwise, as GitHub lists them (sort=created, direction=desc)
    const ascending = target.searchParams.get('direction') === 'asc'
    const found = (ascending ? [...issues] : [...issues].reverse()).filter(
      (i) => (state === 'all' || i.state === state) && labels.every((l) => i.labels.some((x) => x.name === l)),
    )
    const { items, headers } = pageOf(target, base, found)
    return { status: 200, payload: items, headers }
  }
  if (all && method === 'POST') {
    if (options.denyIssues) return denied
    const number = issues.length + 1
    const issue = {
      number,
      id: nextId(),
      title: String(body.title),
      body: String(body.body ?? ''),
      labels: (body.labels ?? []).map((/** @type {string} */ name) => ({ name })),
      state: 'open',
      state_reason: null,
      created_at: new Date(Date.now() + (options.clockMs?.() ?? 0)).toISOString(),
      html_url: `https://github.example.com/${all[1]}/${all[2]}/issues/${number}`,
      // who opened it: the token's identity, as for comments
      user: options.user
        ? { login: options.user, type: 'User' }
        : { login: options.app ?? 'github-actions[bot]', type: 'Bot' },
    }
    issues.push(issue)
    return { status: 201, payload: issue }
  }
  if (one && method === 'PATCH') {
    if (options.denyIssues) return denied
    const issue = issues.find((i) => i.number === Number(one[3]))
    if (!issue) return { status: 404, payload: { message: 'Not Found' } }
    if (body.state) issue.state = body.state
    if (body.state_reason) issue.state_reason = body.state_reason
    return { status: 200, payload: issue }
  }
  return undefined
}

/**
 * Workflow runs, their jobs and their annotations (newest run first), or undefined for other paths.
 * @param {string} method @param {URL} target @param {any[]} runs @param {{ denyRuns?: boolean }} options
 * @returns {{ status: number, payload: any } | undefined}
 */
function runEndpoints(method, target, runs, options) {
  if (method !== 'GET') return undefined
  const path = target.pathname
  const list = /^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/([^/]+)\/runs$/.exec(path)
  const jobs = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/jobs$/.exec(path)
  const annotations = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)\/annotations$/.exec(path)
  if (!list && !jobs && !annotations) return undefined
  if (options.denyRuns) return { status: 403, payload: { message: 'Resource not accessible by integration' } }
  if (list) {
    const since = /^>=(.+)$/.exec(target.searchParams.get('created') ?? '')?.[1]
    const matching = runs
      .filter((run) => run.workflow === decodeURIComponent(list[1] ?? ''))
      .filter((run) => !since || Date.parse(run.created_at) >= Date.parse(since))
      .reverse()
    const perPage = Math.min(Number(target.searchParams.get('per_page') ?? 30), 100)
    const page = matching.slice(0, perPage).map((run) => ({ id: run.id, created_at: run.created_at }))
    return { status: 200, payload: { total_count: matching.length, workflow_runs: page } }
  }
  if (jobs) {
    const run = runs.find((r) => r.id === Number(jobs[1]))
    if (!run) return { status: 404, payload: { message: 'Not Found' } }
    const listed = run.jobs.map((/** @type {{ id: number }} */ job) => ({ id: job.id, run_id: run.id }))
    return { status: 200, payload: { total_count: listed.length, jobs: listed } }
  }
  const job = runs.flatMap((run) => run.jobs).find((j) => j.id === Number(annotations?.[1]))
  return job ? { status: 200, payload: job.annotations } : { status: 404, payload: { message: 'Not Found' } }
}
