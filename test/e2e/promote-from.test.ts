// promote-from (issue 63): staging's release record, and production deploys exactly its artifact (the image
// by its digest), with its own inputs and checks, the summary naming where it came from; a record that cannot
// be promoted refused before any request, in one line with the fix.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import { deployInputs, errorsOf } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { withDouble } from '../helpers/with-double.js'
import { workspaceWith } from '../helpers/workspace-with.js'

const DIGEST = `sha256:${'cd'.repeat(32)}`
const STAGED = `ghcr.io/acme/support-bot@${DIGEST}`
const SHA = '0123456789abcdef0123456789abcdef01234567'

describe.concurrent('promote-from', () => {
  it(
    'deploys exactly the artifact staging passed to production, and says where it came from',
    throughDist(() =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({ 'README.md': '# bots\n' })
        try {
          const env = { GITHUB_WORKSPACE: ws.dir, GITHUB_SHA: SHA }
          const staging = await runStep(
            deployInputs(double.url, {
              'agent-name': 'support-bot-staging',
              image: STAGED,
              'release-file': 'staging.json',
            }),
            { env },
          )
          expect(staging.code, staging.stdout).toBe(0)
          double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
          const production = await runStep(
            deployInputs(double.url, { 'agent-name': 'support-bot', 'promote-from': 'staging.json' }),
            { env },
          )
          expect(production.code, production.stdout).toBe(0)
          const write = double.writes().find((w) => w.path.endsWith('/agents/support-bot'))
          expect(write?.body.image).toBe(STAGED)
          expect(htmlToText(production.summary)).toContain(
            `Promoted from | agent 'support-bot-staging', deployment ${staging.outputs['deployment-id']} (`,
          )
          expect(htmlToText(production.summary)).toContain(`commit ${SHA.slice(0, 12)}; it held no checks`)
          expect(JSON.parse(production.outputs.release ?? '')).toMatchObject({
            artifact: { image: STAGED, digest: DIGEST },
          })
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  const record = (over: Record<string, unknown>) =>
    JSON.stringify({
      version: 1,
      agent: 'support-bot-staging',
      region: 'us-west',
      status: 'ready',
      deploymentId: 'dep-1',
      artifact: { image: STAGED, digest: DIGEST },
      checks: { 'conversation-test': 'passed' },
      commit: SHA,
      ...over,
    })

  it.each([
    ['not JSON', 'staging.json', /^Input 'promote-from': staging\.json does not exist: expected a release record/],
    ['not a record', '{"agent": 1}', /^Input 'promote-from': is not a release record/],
    [
      'of an unknown version',
      record({ version: 2 }),
      /^Input 'promote-from': is a release record of version 2, which this action does not know/,
    ],
    [
      'not ready',
      record({ status: 'failed' }),
      /^Input 'promote-from': agent 'support-bot-staging' was not ready in that run \(status failed\)/,
    ],
    [
      'a failed check',
      record({ checks: { 'conversation-test': 'failed' } }),
      /^Input 'promote-from': a check of that run did not pass \(conversation-test: failed\): promote only what passed/,
    ],
    [
      'an image without a digest',
      record({ artifact: { image: 'ghcr.io/acme/support-bot:2.0.0', digest: null } }),
      /^Input 'promote-from': its image ghcr\.io\/acme\/support-bot:2\.0\.0 carries no digest/,
    ],
  ])('refuses a record that is %s before any request', (_, given, message) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({})
      try {
        const run = await runStep(deployInputs(double.url, { 'promote-from': given }), {
          env: { GITHUB_WORKSPACE: ws.dir },
        })
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(message)
        expect(double.requests).toHaveLength(0)
      } finally {
        ws.remove()
      }
    }),
  )

  it('refuses promote-from beside image, naming what to remove', () =>
    withDouble({}, async (double) => {
      const run = await runStep(deployInputs(double.url, { 'promote-from': record({}), image: 'ghcr.io/acme/x:1' }))
      expect(errorsOf(run)[0]).toBe(
        "Input 'promote-from': it deploys the record's own artifact: remove image, build-id and cloud-build from this step",
      )
      expect(double.requests).toHaveLength(0)
    }))
})
