import { log } from '../report/runner-log.js'
import { seconds } from '../time.js'

// The GitHub client, made in one place for the deployment and the pull-request comment, and bounded: a
// slow or hostile GitHub cannot hold the deploy (each request has a time limit, covering its answer),
// nor fill memory (answers are cut at a size), and octokit's own warnings (deprecation headers) go
// through the step's escaped log, never raw to stderr.
// Loaded only when asked for: the GitHub client is a large part of the bundle.

export type Octokit = ReturnType<typeof import('@actions/github').getOctokit>

export interface GitHubLimits {
  /** one request, from sending to the last byte of the answer */
  requestTimeoutMs: number
  maxAnswerBytes: number
}

export const GITHUB_LIMITS: GitHubLimits = { requestTimeoutMs: 15_000, maxAnswerBytes: 4 * 1024 * 1024 }

/** What a bounded request throws: octokit passes the message on (as a status-500 RequestError). */
export const NO_ANSWER = 'GitHub did not answer'

/** A client for the token, talking to GITHUB_API_URL when the runner names one (GitHub Enterprise). */
export async function gitHubClient(
  token: string,
  env: NodeJS.ProcessEnv = process.env,
  limits: GitHubLimits = GITHUB_LIMITS,
): Promise<Octokit> {
  // undici, which @actions/github's proxy set-up uses as it loads, is a chunk of its own in the bundle
  // (src/vendor/undici-lazy.cjs), loaded here rather than on every run. Outside the bundle: undici itself.
  const undici = (await import('undici')) as { __preload?: () => Promise<void> }
  await undici.__preload?.()
  const { getOctokit } = await import('@actions/github')
  // @actions/github's defaults carry the proxy-aware fetch (https_proxy, no_proxy): it is wrapped, not replaced.
  const { defaults } = await import('@actions/github/lib/utils')
  const proxied: typeof fetch = defaults.request?.fetch ?? fetch
  const octokitLog = { debug: log.debug, info: log.debug, warn: log.warning, error: log.warning }
  return getOctokit(token, {
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
    log: octokitLog,
    // @octokit/request logs its deprecation warnings to request.log, else to the console (stderr)
    request: { ...defaults.request, fetch: boundedFetch(limits, proxied), log: octokitLog },
  })
}

/** fetch with a time limit over the whole exchange, and the answer read up to a size. */
function boundedFetch(limits: GitHubLimits, inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(limits.requestTimeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    try {
      const response = await inner(input, { ...init, signal })
      const body = await readBounded(response, limits.maxAnswerBytes)
      const empty = [101, 204, 205, 304].includes(response.status)
      return new Response(empty ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    } catch (error) {
      if (timeout.aborted) throw new Error(`${NO_ANSWER} within ${seconds(limits.requestTimeoutMs)}`)
      throw error
    }
  }
}

async function readBounded(response: Response, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > maxBytes) {
      await reader.cancel()
      throw new Error(`GitHub's answer is larger than the ${maxBytes / (1 << 20)} MiB the action reads; it was cut off`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
