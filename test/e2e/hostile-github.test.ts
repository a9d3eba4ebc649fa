// Secrets and other people's text on the ways out that masking cannot reach (the pull-request comment,
// GitHub deployment statuses, the summary after escaping), and a GitHub that is hostile or slow.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startAgentService } from '../double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../double/github-api.js'
import { CLOSED_URL } from '../helpers/closed-port.js'
import { perTest, runningTests } from '../helpers/per-test.js'
import { deployInputs, errorsOf, TEST_KEY } from '../helpers/run-action.js'
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
const TOKEN = 'ghs_workflowtoken123'
const MARKER = '<!-- agent-deploy-action: agent=support-bot -->'

/** A run on pull request #7 with pr-comment and an environment, against the GitHub stand-in. */
function deploy(inputs: Record<string, string> = {}, token = TOKEN) {
  const eventPath = join(current().eventDir, 'event.json')
  writeFileSync(eventPath, JSON.stringify({ number: 7, pull_request: { number: 7 } }))
  return runStep(
    deployInputs(double.url, {
      image: 'ghcr.io/acme/support-bot:2.0.0',
      'github-token': token,
      'pr-comment': 'true',
      environment: 'preview',
      ...inputs,
    }),
    {
      env: {
        ...runnerGitHubEnv(current().github?.url),
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
      },
      timeoutMs: 90_000,
    },
  )
}

const sentToGitHub = () => JSON.stringify(current().github?.requests.map((r) => r.body))

describe.concurrent('a secret quoted by the service', () => {
  it.each([
    ['the API key', TEST_KEY],
    ['the GitHub token', TOKEN],
  ])('never shows %s: not in the log, summary, comment, statuses or outputs', async (_, secret) => {
    const github = await gitHub()
    double.setFaults([
      {
        method: 'POST',
        status: 400,
        body: JSON.stringify({
          error: `key ${secret} is not allowed <${secret}> @${secret}`,
          code: 'GENERIC_BAD_REQUEST',
        }),
      },
    ])
    const run = await deploy()
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect(lines.join('\n')).not.toContain(secret)
    expect(run.stderr).not.toContain(secret)
    expect(run.summary).not.toContain(secret)
    expect(run.summary).not.toContain(secret.replaceAll('_', '&#95;'))
    expect(sentToGitHub()).not.toContain(secret)
    expect(JSON.stringify(run.outputs)).not.toContain(secret)
    expect(github.comments[0]?.body).toContain('key &#42;&#42;&#42; is not allowed')
    expect(errorsOf(run)[0]).toContain('key *** is not allowed')
  })
})

describe.concurrent('the pull-request comment', () => {
  it(
    'never edits a comment another user wrote with the marker: it posts its own',
    throughDist(async () => {
      const github = await gitHub()
      github.addComments(7, [`${MARKER}\nI wrote this`], 'mallory')
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(github.comments.find((c) => c.user.login === 'mallory')?.body).toBe(`${MARKER}\nI wrote this`)
      expect(github.requests.some((r) => r.method === 'PATCH')).toBe(false)
      const own = github.comments.filter((c) => c.user.login === 'github-actions[bot]')
      expect(own).toHaveLength(1)
      expect(run.outputs['comment-url']).toBe(own[0]?.html_url)
    }),
  )

  it('edits its own comment found among spoofed ones, and asks GitHub who a personal token is', async () => {
    const github = await gitHub({ user: 'deploy-bot' })
    github.addComments(7, [`${MARKER}\nspoof`], 'mallory')
    github.addComments(7, [`${MARKER}\nthe earlier run`], 'deploy-bot')
    const run = await deploy({}, 'ghp_personaltoken')
    expect(run.code).toBe(0)
    expect(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toContain('GET /user')
    const edit = github.requests.find((r) => r.method === 'PATCH')
    const earlier = github.comments.find((c) => c.user.login === 'deploy-bot')
    expect(edit?.path).toBe(`/repos/acme/bots/issues/comments/${earlier?.id}`)
    expect(github.comments.find((c) => c.user.login === 'mallory')?.body).toBe(`${MARKER}\nspoof`)
  })

  it("edits its own comment when the token is another GitHub App's installation token (ghs_), found through GraphQL's viewer", async () => {
    const github = await gitHub({ app: 'acme-deployer[bot]' })
    github.addComments(7, [`${MARKER}\nspoof`], 'github-actions[bot]')
    github.addComments(7, [`${MARKER}\nthe earlier run`], 'acme-deployer[bot]')
    const run = await deploy({}, 'ghs_appinstallationtoken')
    expect(run.code).toBe(0)
    expect(github.requests.find((r) => r.path === '/graphql')?.body.query).toBe('query { viewer { login } }')
    const earlier = github.comments.find((c) => c.user.login === 'acme-deployer[bot]')
    expect(github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/repos/acme/bots/issues/comments/${earlier?.id}`,
    ])
    expect(earlier?.body).not.toContain('the earlier run')
    expect(github.comments).toHaveLength(2)
  })

  it("says what was expected and what came when GitHub's viewer answer has another shape", async () => {
    const github = await gitHub({ viewerAnswer: { data: { someone: { name: '::stop-commands::x' } } } })
    const run = await deploy()
    expect(run.code).toBe(0)
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(
      'No comment was posted on pull request #7 (GitHub\'s answer to the GraphQL query { viewer { login } } (who the token is) did not name a login: expected {"viewer":{"login":"…"}}, got {"someone":{"name":"',
    )
    expect(warnings[0]).toContain("GitHub's answer was not what its API documents")
    expect(run.stdout).not.toContain('Cannot read properties')
    expect(run.stdout).not.toMatch(/^::stop-commands::/m)
    expect(github.comments).toHaveLength(0)
  })

  it('pings nobody, shows bidi controls as escapes, and stays under 65,536 characters', async () => {
    const github = await gitHub()
    const long = `@octocat @acme/team \u202eevil\u202c ${'x'.repeat(200_000)}`
    double.setFaults([{ method: 'POST', status: 400, body: JSON.stringify({ error: long }) }])
    const run = await deploy()
    expect(run.code).toBe(1)
    const body = github.comments[0]?.body ?? ''
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body).not.toMatch(/@octocat|@acme/)
    expect(body).toContain('@\u200Doctocat')
    expect(body).not.toMatch(/[\u202a-\u202e]/)
    expect(body).toContain('&#92;u202eevil')
    expect(body).toMatch(/more characters cut/)
  })

  it('names the real cause of a refusal: an unreachable GitHub is not a permission problem', async () => {
    const url = CLOSED_URL
    const eventPath = join(current().eventDir, 'event.json')
    writeFileSync(eventPath, JSON.stringify({ number: 7 }))
    const run = await runStep(
      deployInputs(double.url, {
        image: 'ghcr.io/acme/support-bot:2.0.0',
        'github-token': TOKEN,
        'pr-comment': 'true',
      }),
      { env: { ...runnerGitHubEnv(url), GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath } },
    )
    expect(run.code).toBe(0)
    const warning = run.stdout.split('\n').find((line) => line.startsWith('::warning::No comment was posted'))
    expect(warning).toMatch(/GitHub could not be reached/)
    expect(warning).not.toMatch(/pull-requests: write/)
  })
})

describe.concurrent('a noisy GitHub', () => {
  it(
    "routes octokit's deprecation warnings through the step's log, never raw to stderr",
    throughDist(async () => {
      await gitHub({ deprecated: true })
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(run.stderr).not.toMatch(/deprecated/i)
      expect(run.stdout).toMatch(/::warning::\[@octokit\/request\] "POST .*" is deprecated/)
    }),
  )
})
