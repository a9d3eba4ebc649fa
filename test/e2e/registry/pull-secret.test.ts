// The image pull secret set written from the registry's credentials: the documented body (the registry's
// host, base64 of user:password, the agent's region) before the deploy, waited for until ready, named in
// the create; a new password alone makes no new deployment; the workflow's own GITHUB_TOKEN refused.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, useService } from './setup.js'

useService({ secretWrites: { provisionMs: 200 } })

const CREDENTIALS = { 'registry-username': 'robot', 'registry-password': 'dckr_pat_0123456789abcdef' }
const puts = () => double.requests.filter((r) => r.method === 'PUT')

describe('the image pull secret set from registry-username and registry-password', () => {
  it(
    'writes the set for the image’s registry before the deploy, waits for it, and names it in the create',
    throughDist(async () => {
      const run = await deploy({
        image: 'ghcr.io/acme/support-bot:1.0.0',
        'image-check': 'false',
        'image-pull-secret-set': 'ghcr-pull',
        region: 'eu-central',
        ...CREDENTIALS,
      })
      expect(run.code, run.stdout).toBe(0)
      expect(puts().map((r) => [r.path, r.body])).toEqual([
        [
          '/v1/secrets/ghcr-pull',
          {
            isImagePullSecret: true,
            host: 'https://ghcr.io',
            secretValue: Buffer.from('robot:dckr_pat_0123456789abcdef').toString('base64'),
            region: 'eu-central',
          },
        ],
      ])
      const lines = double.requests.map((r) => `${r.method} ${r.path}`)
      expect(lines.indexOf('PUT /v1/secrets/ghcr-pull')).toBeLessThan(lines.indexOf('POST /v1/agents'))
      expect(double.writes().at(-1)?.body.imagePullSecretSet).toBe('ghcr-pull')
      const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'))
      expect(shown.join('\n') + run.summary).not.toContain(CREDENTIALS['registry-password'])
      expect(shown.join('\n') + run.summary).not.toContain(puts()[0]?.body.secretValue)
    }),
  )

  it('names Docker Hub as its index address, and makes no new deployment for a new password alone', async () => {
    const inputs = { image: 'acme/support-bot:1.0.0', 'image-check': 'false', 'image-pull-secret-set': 'hub-pull' }
    expect((await deploy({ ...inputs, ...CREDENTIALS })).code).toBe(0)
    expect(puts()[0]?.body.host).toBe('https://index.docker.io/v1/')
    const deployments = double.agents.get('support-bot')?.deployments.length
    const rotated = await deploy({ ...inputs, ...CREDENTIALS, 'registry-password': 'dckr_pat_rotated_9876' })
    expect(rotated.code).toBe(0)
    expect(puts()).toHaveLength(2)
    expect(rotated.outputs.operation).toBe('unchanged')
    expect(double.agents.get('support-bot')?.deployments.length).toBe(deployments)
  })

  it.each([
    ['ghcr.io', 'a personal access token with read:packages'],
    [
      'docker.io',
      'a Docker Hub personal access token with read-only access (a GitHub token is no Docker Hub credential: the image is on docker.io)',
    ],
  ])(
    'refuses the workflow’s own GITHUB_TOKEN for the set of a %s image before any request, saying what lasts there',
    async (registry, lasting) => {
      const run = await deploy({
        image: `${registry}/acme/support-bot:1.0.0`,
        'image-pull-secret-set': 'team-pull',
        'registry-username': 'octocat',
        'registry-password': 'ghs_workflowtoken000000000000000000000',
      })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /^Input 'registry-password' is a GitHub installation token \(ghs_…\), such as the workflow's own GITHUB_TOKEN: it expires when the job ends/,
      )
      expect(errorsOf(run)[0]).toContain(`Use a token that lasts (${lasting}`)
      if (registry !== 'ghcr.io') expect(errorsOf(run)[0]).not.toContain('read:packages')
      expect(double.requests).toEqual([])
    },
  )

  it('refuses a user name without a password, before any request', async () => {
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:1.0.0', 'registry-username': 'robot' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toBe(
      "Input 'registry-password' is required with 'registry-username': expected both, the credentials of the image's registry",
    )
    expect(double.requests).toEqual([])
  })
})
