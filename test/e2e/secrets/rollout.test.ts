// Secrets from the workflow, end to end through dist/index.js: written to the set first (in the agent's
// region, sent again on a concurrent change, waited for until provisioned), then rolled out with a new
// deployment so that the running agent has the new values; nothing written when nothing changed, and
// nothing removed that nobody asked to remove.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, IMAGE, requestLines, secretsDouble, withoutMaskCommands } from './setup.js'

const KEY_V1 = 'sk-live-first-value-0001'
const KEY_V2 = 'sk-live-rotated-value-0002'
const WEIRD = 'a=b #not a comment "quoted" \'single\'  trailing  '

describe.concurrent('secrets written from the workflow', () => {
  it(
    "creates the set in the agent's region, byte for byte, in the documented form, then deploys with it",
    throughDist(async () => {
      const double = await secretsDouble({}, 'eu-central')
      const run = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}\nGREETING=${WEIRD}` })
      expect(run.code).toBe(0)
      const put = double.requests.find((r) => r.method === 'PUT')
      expect(put?.path).toBe('/v1/secrets/support-secrets')
      expect(put?.body.region).toBe('eu-central')
      expect(put?.body.secrets.filter((p: { secretKey: string }) => !p.secretKey.startsWith('ADA_FP_'))).toEqual([
        { secretKey: 'OPENAI_API_KEY', secretValue: KEY_V1 },
        { secretKey: 'GREETING', secretValue: WEIRD },
      ])
      expect(double.secretSets.get('support-secrets')?.region).toBe('eu-central')
      // the set first (and provisioned), then the agent, bound to it
      const lines = requestLines(double)
      expect(lines.indexOf('PUT /v1/secrets/support-secrets')).toBeLessThan(
        lines.indexOf('POST /v1/agents/support-bot'),
      )
      expect(double.writes().at(-1)?.body.secretSet).toBe('support-secrets')
      expect(double.agents.get('support-bot')?.deployments.at(-1)?.env).toMatchObject({
        OPENAI_API_KEY: KEY_V1,
        GREETING: WEIRD,
      })
      expect(run.outputs.operation).toBe('updated')
      await double.close()
    }),
  )

  it("reads the organization's default region once, though the architecture check and the set both need it", async () => {
    const double = await secretsDouble({ regionArchitectures: { 'local-1': ['arm64'] } })
    const run = await deploy(double, {
      'agent-name': 'new-bot',
      image: IMAGE,
      architecture: 'arm64',
      secrets: `OPENAI_API_KEY=${KEY_V1}`,
    })
    expect(run.code).toBe(0)
    expect(requestLines(double).filter((line) => line === 'GET /v1/properties')).toHaveLength(1)
    expect(double.secretSets.get('support-secrets')?.region).toBe('local-1')
    await double.close()
  })

  it('rotates a key with the image unchanged: a new deployment gets the new value, the outputs name it, one record stays', async () => {
    const double = await secretsDouble()
    const first = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(first.code).toBe(0)
    const running = double.agents.get('support-bot')?.deployments.at(-1)
    const rotated = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V2}` })
    expect(rotated.code).toBe(0)
    const deployments = double.agents.get('support-bot')?.deployments ?? []
    const now = deployments.at(-1)
    expect(now?.id).not.toBe(running?.id)
    expect(now?.body.image).toBe(IMAGE)
    expect(now?.env.OPENAI_API_KEY).toBe(KEY_V2)
    expect(running?.env.OPENAI_API_KEY).toBe(KEY_V1)
    expect(double.writes().at(-1)?.body.forceRedeploy).toBe(true)
    expect(rotated.outputs).toMatchObject({ operation: 'updated', 'deployment-id': now?.id, status: 'ready' })
    expect(rotated.outputs['previous-deployment-id']).toBe(running?.id)
    // the old record is gone, the new one is there: one for the key
    const keys = [...(double.secretSets.get('support-secrets')?.values.keys() ?? [])]
    expect(keys.filter((key) => key.startsWith('ADA_FP_'))).toHaveLength(1)
    expect(
      requestLines(double).filter((line) => line.startsWith('DELETE /v1/secrets/support-secrets/ADA_FP_')),
    ).toHaveLength(1)
    expect(withoutMaskCommands(rotated.stdout)).toContain('  Changed: OPENAI_API_KEY')
    expect(htmlToText(rotated.summary)).toContain('OPENAI_API_KEY | new value')
    expect(htmlToText(rotated.summary)).toContain(
      `✅ Deployed and ready: agent 'support-bot' updated, deployment ${now?.id} is rolled out and ready. It runs with the new values of secret set 'support-secrets' (OPENAI_API_KEY).`,
    )
    await double.close()
  })

  it('writes nothing at all when no value changed: reads alone (the set again at the end), no PUT, no deployment', async () => {
    const double = await secretsDouble()
    const secrets = `OPENAI_API_KEY=${KEY_V1}\nGREETING=${WEIRD}`
    expect((await deploy(double, { secrets })).code).toBe(0)
    const deployments = double.agents.get('support-bot')?.deployments.length
    double.requests.length = 0
    const again = await deploy(double, { secrets })
    expect(again.code).toBe(0)
    expect(requestLines(double)).toEqual([
      'GET /v1/agents/support-bot',
      'GET /v1/secrets/support-secrets',
      'GET /v1/secrets/support-secrets',
    ])
    expect(again.outputs.operation).toBe('unchanged')
    expect(double.agents.get('support-bot')?.deployments.length).toBe(deployments)
    expect(withoutMaskCommands(again.stdout)).toContain('Unchanged: OPENAI_API_KEY, GREETING')
    await double.close()
  })

  it('writes nothing and redeploys nothing when a key leaves the list and secrets-prune is false', async () => {
    const double = await secretsDouble()
    expect((await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}\nGREETING=${WEIRD}` })).code).toBe(0)
    double.requests.length = 0
    const shrunk = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(shrunk.outputs.operation).toBe('unchanged')
    expect(requestLines(double)).toEqual([
      'GET /v1/agents/support-bot',
      'GET /v1/secrets/support-secrets',
      'GET /v1/secrets/support-secrets',
    ])
    expect(withoutMaskCommands(shrunk.stdout)).toContain('Kept, not listed in secrets: GREETING')
    await double.close()
  })

  it('keeps the keys the input does not list, naming them; secrets-prune removes them', async () => {
    const double = await secretsDouble({
      secretSets: [{ name: 'support-secrets', values: { LEGACY_TOKEN: 'legacy-value-1234', OPENAI_API_KEY: 'old' } }],
    })
    const kept = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(kept.code).toBe(0)
    expect(withoutMaskCommands(kept.stdout)).toContain(
      'Kept, not listed in secrets: LEGACY_TOKEN (secrets-prune: true would remove them)',
    )
    // a set written by hand has no record: its listed values are written once
    expect(withoutMaskCommands(kept.stdout)).toContain('Written again: OPENAI_API_KEY')
    expect(double.secretSets.get('support-secrets')?.values.get('LEGACY_TOKEN')).toBe('legacy-value-1234')
    expect(double.requests.some((r) => r.method === 'DELETE')).toBe(false)

    const pruned = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}`, 'secrets-prune': 'true' })
    expect(pruned.code).toBe(0)
    expect(requestLines(double)).toContain('DELETE /v1/secrets/support-secrets/LEGACY_TOKEN')
    const keys = [...(double.secretSets.get('support-secrets')?.values.keys() ?? [])]
    expect(keys.filter((key) => !key.startsWith('ADA_FP_'))).toEqual(['OPENAI_API_KEY'])
    expect(keys.filter((key) => key.startsWith('ADA_FP_'))).toHaveLength(1)
    // the removal reaches the running agent: a new deployment without the key
    expect(double.agents.get('support-bot')?.deployments.at(-1)?.env.LEGACY_TOKEN).toBeUndefined()
    await double.close()
  })

  it('fails before any write when the set is in another region than the agent, naming both', async () => {
    const double = await secretsDouble({ secretSets: [{ name: 'support-secrets', region: 'us-east' }] }, 'eu-central')
    const run = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(run.code).toBe(1)
    expect(errorsOf(run).join()).toMatch(
      /Secret set 'support-secrets' is in region 'us-east', but agent 'support-bot' runs in region 'eu-central'.*Nothing was written/,
    )
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(run.outputs.status).toBe('not-deployed')
    await double.close()
  })

  it("refuses a region that would move the agent before the set is written (the set's region follows the agent)", async () => {
    const double = await secretsDouble({}, 'eu-central')
    const run = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}`, region: 'us-east' })
    expect(run.code).toBe(1)
    expect(errorsOf(run).join()).toMatch(
      /Input 'region' is 'us-east', but agent 'support-bot' exists in region 'eu-central': an agent cannot move region.*Nothing was written/,
    )
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/agents/support-bot'])
    expect(double.secretSets.size).toBe(0)
    await double.close()
  })

  it('writes again when the service says the set was changed concurrently (409 CONFLICT)', async () => {
    const double = await secretsDouble({
      faults: [
        {
          method: 'PUT',
          path: '/v1/secrets/support-secrets',
          status: 409,
          times: 2,
          body: JSON.stringify({
            error: "Secret set 'support-secrets' was modified concurrently. Please retry.",
            code: 'CONFLICT',
          }),
        },
      ],
    })
    const run = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(run.code).toBe(0)
    // the values: refused twice, then written; then, once deployed, their fingerprints
    expect(requestLines(double).filter((line) => line.startsWith('PUT'))).toHaveLength(4)
    expect(withoutMaskCommands(run.stdout)).toMatch(/was being changed by someone else \(409\); writing again \(1\/3\)/)
    expect(double.agents.get('support-bot')?.deployments.at(-1)?.env.OPENAI_API_KEY).toBe(KEY_V1)
    await double.close()
  })

  it('leaves no record when the deploy fails after the values were written: the next run writes and redeploys', async () => {
    const double = await secretsDouble({
      faults: [
        {
          method: 'POST',
          path: '/v1/agents/support-bot',
          status: 400,
          body: JSON.stringify({ error: 'Quota exceeded' }),
        },
      ],
    })
    const failed = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(failed.code).toBe(1)
    expect(double.secretSets.get('support-secrets')?.values.get('OPENAI_API_KEY')).toBe(KEY_V1)
    expect(
      [...(double.secretSets.get('support-secrets')?.values.keys() ?? [])].some((k) => k.startsWith('ADA_FP_')),
    ).toBe(false)
    const retried = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(retried.code).toBe(0)
    expect(retried.outputs.operation).toBe('updated')
    expect(double.agents.get('support-bot')?.deployments.at(-1)?.env.OPENAI_API_KEY).toBe(KEY_V1)
    expect(withoutMaskCommands(retried.stdout)).toContain('recorded that deployment')
    await double.close()
  })

  it('leaves no record when the service kept the running deployment after values changed: the next run writes again', async () => {
    const double = await secretsDouble()
    expect((await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })).code).toBe(0)
    double.setFaults([{ method: 'POST', path: '/v1/agents/support-bot', keepsDeployment: true }])
    const kept = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V2}` })
    expect(withoutMaskCommands(kept.stdout)).toContain('The service kept deployment')
    expect(withoutMaskCommands(kept.stdout)).not.toContain('recorded that deployment')
    double.requests.length = 0
    const next = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V2}` })
    expect(withoutMaskCommands(next.stdout)).toContain('Written again: OPENAI_API_KEY')
    expect(requestLines(double)).toContain('PUT /v1/secrets/support-secrets')
    expect(double.agents.get('support-bot')?.deployments.at(-1)?.env.OPENAI_API_KEY).toBe(KEY_V2)
    await double.close()
  })

  it("ends the step with the service's errorMessage when the set fails to provision, and deploys nothing", async () => {
    const double = await secretsDouble({
      secretWrites: { provisionMs: 100, failing: { 'support-secrets': 'KMS key unavailable' } },
    })
    const run = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(run.code).toBe(1)
    expect(errorsOf(run).join()).toContain(
      `Secret set 'support-secrets' failed to provision after this run wrote it: the service says "KMS key unavailable". Nothing was deployed`,
    )
    expect(run.outputs.status).toBe('not-deployed')
    expect(double.writes()).toEqual([])
    await double.close()
  })

  it('with force: true, writes every value again and redeploys (a value changed by hand on the service is put right)', async () => {
    const double = await secretsDouble()
    await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    double.secretSets.get('support-secrets')?.values.set('OPENAI_API_KEY', 'changed-by-hand-0003')
    const quiet = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}` })
    expect(quiet.outputs.operation).toBe('unchanged')
    const forced = await deploy(double, { secrets: `OPENAI_API_KEY=${KEY_V1}`, force: 'true' })
    expect(forced.outputs.operation).toBe('updated')
    expect(withoutMaskCommands(forced.stdout)).toContain('Written again (force is true): OPENAI_API_KEY')
    expect(double.agents.get('support-bot')?.deployments.at(-1)?.env.OPENAI_API_KEY).toBe(KEY_V1)
    await double.close()
  })
})
