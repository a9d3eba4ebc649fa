// What the preview tests share: the event files GitHub writes for a pull request (opened, synchronize,
// reopened, closed, and from a fork), made from one real payload as GitHub changes it, a double with the
// production agent already running, and a run on such an event as the runner runs it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { perTestSlot, runningTests } from '../../helpers/per-test.js'
import { deployInputs, ROOT } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

type GitHubDouble = Awaited<ReturnType<typeof startGitHubApi>>
interface Doubles {
  double: AgentServiceDouble
  github: GitHubDouble
  dir: string
}
const running = perTestSlot<Doubles>('usePreviewDoubles')

/** The running test's double of the service: each test of a file has its own, so the tests run at once. */
export const double = runningTests(() => running.current().double)
/** The running test's GitHub stand-in. */
export const github = runningTests(() => running.current().github)
const dirOf = () => running.current().dir

/** A double with agent 'support-bot' (production) running, and the GitHub stand-in, for each test. */
export function usePreviewDoubles(): void {
  running.use(
    async () => {
      const double = await startAgentService({ readyAfterMs: 150 })
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const github = await startGitHubApi()
      return { double, github, dir: mkdtempSync(join(tmpdir(), 'agent-deploy-preview-')) }
    },
    async ({ double, github, dir }) => {
      await double.close()
      await github.close()
      rmSync(dir, { recursive: true, force: true })
    },
  )
}

const OPENED = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/events/pull_request.opened.json'), 'utf8'))

/** The event file GitHub writes for pull request #42, after `action` (and `merged`, `fork`, without created_at as said). */
export function pullRequestEvent(
  action: string,
  options: { merged?: boolean; fork?: boolean; noCreatedAt?: boolean } = {},
): string {
  const event = structuredClone(OPENED)
  event.action = action
  const pr = event.pull_request
  if (action === 'synchronize') {
    event.before = pr.head.sha
    event.after = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
    pr.head.sha = event.after
  }
  if (action === 'closed') {
    pr.state = 'closed'
    pr.closed_at = '2026-11-24T03:30:00Z'
    pr.merged = options.merged ?? false
    pr.merged_at = options.merged ? pr.closed_at : null
    pr.merge_commit_sha = options.merged ? 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed' : null
  }
  // a re-sent or hand-made event may lack it
  if (options.noCreatedAt) delete pr.created_at
  if (options.fork) {
    pr.head.label = 'mallory:language'
    pr.head.user = { login: 'mallory', id: 31337, type: 'User', site_admin: false }
    pr.head.repo = { ...pr.head.repo, id: 99, full_name: 'mallory/support-bot', fork: true, owner: pr.head.user }
    pr.author_association = 'CONTRIBUTOR'
  }
  const path = join(dirOf(), `event-${action}-${Date.now()}-${Math.random()}.json`)
  writeFileSync(path, JSON.stringify(event))
  return path
}

/** A run on a pull_request event (or `eventName`, with the file given), every default passed. */
export function runOn(
  eventPath: string,
  inputs: Record<string, string>,
  eventName = 'pull_request',
  env: Record<string, string> = {},
) {
  return runStep(deployInputs(double.url, { 'github-token': 'ghs_token', ...inputs }), {
    env: { ...runnerGitHubEnv(github.url), GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: eventPath, ...env },
  })
}

/** A workspace directory as actions/checkout leaves it, with these files; or empty (checkout skipped). */
export function workspaceWith(files: Record<string, string> = {}): string {
  const workspace = mkdtempSync(join(dirOf(), 'workspace-'))
  for (const [path, text] of Object.entries(files)) writeFileSync(join(workspace, path), text)
  return workspace
}

/** Writes to agents other than `name` (the production agent must never see one). */
export function writesTo(name: string) {
  return double.requests.filter((r) => r.method !== 'GET' && r.path === `/v1/agents/${name}`)
}

export function eventFile(name: string, payload: object): string {
  const path = join(dirOf(), name)
  writeFileSync(path, JSON.stringify(payload))
  return path
}
