// The plan on the pull request (pr-comment), run from dist/index.js against the double of the service
// and a loopback stand-in for the GitHub REST API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startAgentService } from '../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../double/github-api.js'
import { perTest, runningTests } from '../helpers/per-test.js'
import { runStep, throughDist } from '../helpers/run-step.js'

type GitHubDouble = Awaited<ReturnType<typeof startGitHubApi>>
// each test its own doubles and event directory (test/helpers/per-test.ts): the file's tests run at once
const current = perTest(
  async () => ({
    double: await startAgentService({ readyAfterMs: 200 }),
    eventDir: mkdtempSync(join(tmpdir(), 'agent-deploy-event-')),
    github: undefined as GitHubDouble | undefined,
  }),
  async (state) => {
    await state.double.close()
    await state.github?.close()
    rmSync(state.eventDir, { recursive: true, force: true })
  },
)
const double = runningTests(() => current().double)
/** The GitHub stand-in of the running test, started with `options`. */
async function gitHub(options: Parameters<typeof startGitHubApi>[0] = {}): Promise<GitHubDouble> {
  const started = await startGitHubApi(options)
  current().github = started
  return started
}

const MARKER = (name: string) => `<!-- agent-deploy-action: agent=${name} -->`

/** A run on the given event; for pull_request, the event file names pull request #7. */
function deploy(inputs: Record<string, string> = {}, event = 'pull_request') {
  const eventPath = join(current().eventDir, 'event.json')
  writeFileSync(
    eventPath,
    JSON.stringify(
      event.startsWith('pull_request') ? { number: 7, pull_request: { number: 7 } } : { ref: 'refs/heads/main' },
    ),
  )
  return runStep(
    {
      'api-key': 'sk_test_private',
      'api-url': double.url,
      'agent-name': 'support-bot',
      image: 'ghcr.io/acme/support-bot:2.0.0',
      'github-token': 'ghs_token',
      'pr-comment': 'true',
      ...inputs,
    },
    {
      env: {
        ...runnerGitHubEnv(current().github?.url),
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: eventPath,
      },
    },
  )
}

const ours = (name = 'support-bot') => (current().github?.comments ?? []).filter((c) => c.body.startsWith(MARKER(name)))

describe.concurrent('pr-comment', () => {
  it(
    'posts the plan of a dry run on the pull request, and writes nothing else anywhere',
    throughDist(async () => {
      const github = await gitHub()
      double.seed('support-bot', {
        image: 'ghcr.io/acme/support-bot:1.0.0',
        autoScaling: { minAgents: 1, maxAgents: 1 },
      })
      const run = await deploy({ 'dry-run': 'true', 'max-agents': '3', environment: 'production' })
      expect(run.code).toBe(0)
      expect(double.requests.map((r) => r.method)).toEqual(['GET'])
      // the one POST that writes nothing: GraphQL's viewer, asked who an installation token is
      expect(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
        'POST /graphql',
        'GET /repos/acme/bots/issues/7/comments',
        'POST /repos/acme/bots/issues/7/comments',
      ])
      expect(github.requests[0]?.body.query).toBe('query { viewer { login } }')
      expect(github.requests[2]?.headers.authorization).toBe('token ghs_token')
      const [comment] = ours()
      expect(comment?.issue).toBe(7)
      expect(comment?.body).toContain('<tr><th align="left">Operation</th><td>would-update</td></tr>')
      expect(comment?.body).toContain(
        '<tr><td>Image</td><td>ghcr.io/acme/support-bot:1.0.0</td><td>ghcr.io/acme/support-bot:2.0.0</td></tr>',
      )
      expect(comment?.body).toContain('<tr><td>Max agents</td><td>1</td><td>3</td></tr>')
      expect(comment?.body).toContain('https://github.example.com/acme/bots/actions/runs/4242')
      expect(run.outputs['comment-url']).toBe(comment?.html_url)
      expect(run.outputs.status).toBe('planned')
      expect(run.stdout).toContain('the plan goes to the pull request as a comment')
      expect(run.summary).toContain('Pull request comment')
    }),
  )

  it('edits its comment in place on the next run, found beyond the first page of comments', async () => {
    const github = await gitHub()
    github.addComments(7, ['Looks good', 'Please check the scaling'])
    const first = await deploy({ 'dry-run': 'true' })
    expect(first.code).toBe(0)
    github.addComments(
      7,
      Array.from({ length: 120 }, (_, i) => `review remark ${i}`),
    )
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
    const second = await deploy({ 'dry-run': 'true' })
    expect(second.code).toBe(0)
    expect(ours()).toHaveLength(1)
    expect(ours()[0]?.body).toContain('<td>would-update</td>')
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
    const lastRun = github.requests.slice(-3).map((r) => `${r.method} ${r.path.split('?')[0]}`)
    expect(lastRun).toEqual([
      'GET /repos/acme/bots/issues/7/comments',
      'GET /repos/acme/bots/issues/7/comments',
      `PATCH /repos/acme/bots/issues/comments/${ours()[0]?.id}`,
    ])
  })

  it('shows a change of the audio filter and the architecture on the pull request', async () => {
    await gitHub()
    double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', nodeType: 'amd' })
    const run = await deploy({ 'dry-run': 'true', 'audio-filter': 'pro', architecture: 'arm64' })
    expect(run.code).toBe(0)
    expect(ours()[0]?.body).toContain('<tr><td>Audio filter</td><td>off</td><td>pro</td></tr>')
    expect(ours()[0]?.body).toContain('<tr><td>Architecture</td><td>amd64</td><td>arm64</td></tr>')
  })

  it('comments on pull_request_target runs too', async () => {
    await gitHub()
    const run = await deploy({ 'dry-run': 'true' }, 'pull_request_target')
    expect(run.code).toBe(0)
    expect(ours()).toHaveLength(1)
    expect(run.outputs['comment-url']).toBe(ours()[0]?.html_url)
  })

  it('reads at most ten pages of comments: an earlier comment past them is not found, and a new one is posted', async () => {
    const github = await gitHub()
    github.addComments(
      7,
      Array.from({ length: 1000 }, (_, i) => `remark ${i}`),
    )
    github.addComments(7, [`${MARKER('support-bot')}\nthe earlier run, on page eleven`], 'github-actions[bot]')
    const run = await deploy({ 'dry-run': 'true' })
    expect(run.code).toBe(0)
    const pages = github.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/repos/acme/bots/issues/7/comments'),
    )
    expect(pages).toHaveLength(10)
    expect(github.requests.some((r) => r.method === 'PATCH')).toBe(false)
    expect(ours()).toHaveLength(2)
  })

  it('keeps one comment per agent', async () => {
    const github = await gitHub()
    await deploy({ 'dry-run': 'true' })
    await deploy({ 'dry-run': 'true', 'agent-name': 'support-bot-eu' })
    await deploy({ 'dry-run': 'true', 'agent-name': 'support-bot-eu', image: 'ghcr.io/acme/support-bot:2.0.1' })
    expect(ours('support-bot')).toHaveLength(1)
    expect(ours('support-bot-eu')).toHaveLength(1)
    expect(github.comments).toHaveLength(2)
    expect(ours('support-bot-eu')[0]?.body).toContain('ghcr.io/acme/support-bot:2.0.1')
  })

  it('shows what a real deploy did: the deployment and its status, or why it failed', async () => {
    await gitHub()
    const run = await deploy()
    expect(run.code).toBe(0)
    const deploymentId = double.agents.get('support-bot')?.deployments[0]?.id
    expect(ours()[0]?.body).toContain(`<tr><th align="left">Deployment</th><td>${deploymentId}</td></tr>`)
    expect(ours()[0]?.body).toContain('<tr><th align="left">Status</th><td>ready</td></tr>')
    // the verdict first, as in the job summary
    const body = ours()[0]?.body ?? ''
    expect(body.indexOf('<p><strong>✅ Deployed and ready: agent &#39;support-bot&#39; created')).toBeGreaterThan(0)
    expect(body.indexOf('<p><strong>')).toBeLessThan(body.indexOf('<table>'))
    const failed = await deploy({ image: 'ghcr.io/acme/support-bot:crash' })
    expect(failed.code).toBe(1)
    expect(ours()).toHaveLength(1)
    expect(ours()[0]?.body).toContain('<tr><th align="left">Status</th><td>failed</td></tr>')
    expect(ours()[0]?.body).toMatch(
      /<th align="left">Failure<\/th><td>Deployment .* failed: the service reports CrashLoopBackOff/,
    )
  })

  it('escapes every value it shows', async () => {
    await gitHub()
    const run = await deploy({
      'dry-run': 'true',
      'node-type': '<img src=x onerror=alert(1)>\n# Approved [ok](https://evil.example)',
    })
    expect(run.code).toBe(0)
    const body = ours()[0]?.body ?? ''
    expect(body).not.toMatch(/<img|<script|\]\(|^#/m)
    expect(body).toContain('&#60;img src=x onerror=alert(1)&#62;<br>&#35; Approved &#91;ok&#93;(https://evil.example)')
  })

  it('warns, naming the permission, and still succeeds when GitHub refuses the comment', async () => {
    await gitHub({ denyComments: true })
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'ready', ready: 'true', operation: 'created' })
    expect(run.outputs['comment-url']).toBeUndefined()
    expect(run.stdout).toMatch(
      /^::warning::No comment was posted on pull request #7 \(Resource not accessible by integration.*\): the workflow's token needs 'pull-requests: write'/m,
    )
  })

  it('posts nothing, with a notice, when the run is not for a pull request', async () => {
    const github = await gitHub()
    const run = await deploy({ 'dry-run': 'true' }, 'push')
    expect(run.code).toBe(0)
    expect(github.requests).toHaveLength(0)
    expect(run.stdout).toContain(
      "::notice::pr-comment is true, but this run is for the 'push' event, not a pull request: no comment was posted",
    )
  })

  it('posts nothing without pr-comment', async () => {
    const github = await gitHub()
    const run = await deploy({ 'dry-run': 'true', 'pr-comment': 'false' })
    expect(run.code).toBe(0)
    expect(github.requests).toHaveLength(0)
    expect(run.stdout).toContain('Dry run: nothing was sent to the service or to GitHub')
  })
})
