// The release record (issue 63, its first part), end to end against the double: the `release` output and
// release-file, written whatever happens: after a deploy (the artifact with its digest, what served before,
// no secret value), after a failed check and its rollback, and when the step stops before any request; a
// release-file that leads out of the workspace refused before any request.
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployInputs, errorsOf } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { withDouble } from '../helpers/with-double.js'
import { workspaceWith } from '../helpers/workspace-with.js'

const DIGEST = `sha256:${'ab'.repeat(32)}`
const RUN = { GITHUB_SHA: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed', GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '1' }

describe.concurrent('the release record', () => {
  it(
    'names the artifact, what served before and the run, in the output and the file alike, with no secret value',
    throughDist(() =>
      withDouble({}, async (double) => {
        double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0', secretSet: 'support-secrets' })
        const ws = workspaceWith({ 'README.md': '# bots\n' })
        try {
          const image = `ghcr.io/acme/support-bot@${DIGEST}`
          const run = await runStep(deployInputs(double.url, { image, 'release-file': 'releases/support-bot.json' }), {
            env: { GITHUB_WORKSPACE: ws.dir, ...RUN },
          })
          expect(run.code, run.stdout).toBe(0)
          const file = ws.read('releases/support-bot.json')
          expect(file.endsWith('\n')).toBe(true)
          expect(JSON.parse(file)).toEqual(JSON.parse(run.outputs.release ?? ''))
          const record = JSON.parse(file)
          expect(record).toMatchObject({
            version: 1,
            agent: 'support-bot',
            operation: 'updated',
            status: 'ready',
            deploymentId: run.outputs['deployment-id'],
            previousDeploymentId: run.outputs['previous-deployment-id'],
            before: { image: 'ghcr.io/acme/support-bot:1.0.0', secretSet: 'support-secrets' },
            artifact: { image, digest: DIGEST },
            checks: {},
            rolledBack: false,
            failure: null,
            commit: RUN.GITHUB_SHA,
            run: { id: '4242', attempt: '1' },
          })
          expect(record.region).toEqual(expect.any(String))
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it('records a failed check and its rollback', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
      const run = await runStep(
        deployInputs(double.url, {
          image: 'ghcr.io/acme/support-bot:silent',
          'conversation-test': 'true',
          'public-api-key': 'pk_test_public',
          'session-transport': 'websocket',
          'conversation-seconds': '2',
          'rollback-on-failure': 'true',
        }),
      )
      expect(run.code).toBe(1)
      const record = JSON.parse(run.outputs.release ?? '')
      expect(record).toMatchObject({ checks: { 'conversation-test': 'failed' }, rolledBack: true })
      expect(record.failure).toMatch(/^The conversation with the new deployment failed/)
      expect(record.artifact).toEqual({ image: 'ghcr.io/acme/support-bot:silent', digest: null })
    }))

  it('is written when the step stops before any request, the problem in it', () =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({})
      try {
        const run = await runStep(
          deployInputs(double.url, {
            image: 'ghcr.io/acme/support-bot:1.0.0',
            'max-agents': 'many',
            'release-file': 'release.json',
          }),
          { env: { GITHUB_WORKSPACE: ws.dir } },
        )
        expect(run.code).toBe(1)
        expect(double.requests).toHaveLength(0)
        const record = JSON.parse(ws.read('release.json'))
        expect(record).toMatchObject({
          agent: 'support-bot',
          status: 'not-deployed',
          artifact: null,
          deploymentId: null,
        })
        expect(record.failure).toMatch(/^Input 'max-agents' is not valid/)
      } finally {
        ws.remove()
      }
    }))

  it('refuses a release-file that leads out of the workspace through a link, before any request, and writes nothing there', () =>
    withDouble({}, async (double) => {
      const outside = workspaceWith({})
      const ws = workspaceWith({})
      try {
        symlinkSync(outside.dir, join(ws.dir, 'out'))
        mkdirSync(join(ws.dir, 'in'))
        const run = await runStep(
          deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:1.0.0', 'release-file': 'out/release.json' }),
          { env: { GITHUB_WORKSPACE: ws.dir } },
        )
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^Input 'release-file': out\/release\.json leads out of the workspace \(through out\)/,
        )
        expect(double.requests).toHaveLength(0)
        expect(() => readFileSync(join(outside.dir, 'release.json'))).toThrow()
      } finally {
        ws.remove()
        outside.remove()
      }
    }))
})
