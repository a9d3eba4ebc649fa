import { readFileSync, statSync } from 'node:fs'

// The pull request a run is for, from the event file the runner writes (GITHUB_EVENT_PATH): its number,
// what happened to it (opened, synchronize, closed, ...), and whether its code comes from a fork.

export const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

/** An event file is a few to a few hundred KiB; more is not an event the runner wrote. */
const EVENT_FILE_LIMIT = 32 * 1024 * 1024

export interface PullRequestEvent {
  number: number
  /** opened, synchronize, reopened, closed, ... */
  action: string
  /** the repository the pull request's code comes from: its full name, or undefined when that fork is gone */
  headRepository: string | undefined
  /** the repository the pull request is for */
  baseRepository: string | undefined
  /** when the pull request was opened (its created_at): a preview agent older than that is not its own */
  openedAt?: string
}

/** The run's event name, and its pull request when it is for one (undefined when the file cannot be read). */
export function readPullRequestEvent(env: NodeJS.ProcessEnv): { name: string; pullRequest?: PullRequestEvent } {
  const name = env.GITHUB_EVENT_NAME ?? ''
  if (!PULL_REQUEST_EVENTS.has(name) || !env.GITHUB_EVENT_PATH) return { name }
  try {
    if (statSync(env.GITHUB_EVENT_PATH).size > EVENT_FILE_LIMIT) return { name }
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
    const pr = payload?.pull_request
    const number = pr?.number ?? payload?.number
    if (!Number.isSafeInteger(number) || number <= 0) return { name }
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return {
      name,
      pullRequest: {
        number,
        action: text(payload?.action) ?? '',
        headRepository: text(pr?.head?.repo?.full_name),
        baseRepository: text(pr?.base?.repo?.full_name) ?? text(payload?.repository?.full_name),
        ...(text(pr?.created_at) ? { openedAt: text(pr?.created_at) } : {}),
      },
    }
  } catch {
    return { name }
  }
}

/** Whether the pull request's code comes from another repository (a fork, or a fork since deleted). */
export function fromFork(pullRequest: PullRequestEvent): boolean {
  return pullRequest.headRepository === undefined || pullRequest.headRepository !== pullRequest.baseRepository
}
