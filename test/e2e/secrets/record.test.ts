// What the action keeps in a set to know, later, that it holds the values a workflow deployed: one record
// per key, named by a digest keyed with the API key, so that a reader of the key names cannot test a guess
// of a value, and so that a key another workflow changed is seen by every writer of it; sets of the two
// earlier forms (a scrypt fingerprint per key, a record per writer) moved over without a redeploy when
// nothing changed; and the record written after a create race too.
import { describe, expect, it } from 'vitest'
import { keyRecord, legacyFingerprint, writerOf, writerRecordKey } from '../../../src/workflow-secrets/fingerprints.js'
import { deployInputs } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { deploy, IMAGE, requestLines, secretsDouble, withoutMaskCommands } from './setup.js'

const KEY_A = 'sk_test_private'
const KEY_B = 'sk_test_rotated'
// read, and read again at the end: a key another run wrote meanwhile is said (issue 61 §6)
const QUIET = ['GET /v1/agents/support-bot', 'GET /v1/secrets/support-secrets', 'GET /v1/secrets/support-secrets']
/** The workflow, job and step of a writer, as the runner names them. */
const job = (name: string) => ({
  GITHUB_REPOSITORY: 'acme/bots',
  GITHUB_WORKFLOW_REF: 'acme/bots/.github/workflows/deploy.yml@refs/heads/main',
  GITHUB_JOB: name,
  GITHUB_ACTION: 'deploy',
})
const recordsIn = (keys: Iterable<string>) => [...keys].filter((key) => key.startsWith('ADA_FP_'))

// Several runs in a row each: a busy machine may take them past the default 30 s, which is not what they test.
describe.concurrent('the record of what a workflow wrote', { timeout: 90_000 }, () => {
  it(
    'differs under two API keys for the same values; unchanged, a set is left alone; a rotated key costs one write',
    throughDist(async () => {
      const double = await secretsDouble({ privateKeys: [KEY_A, KEY_B] })
      const secrets = 'PIN=4711\nOPENAI_API_KEY=sk-live-value-0001'
      expect((await deploy(double, { 'api-key': KEY_A, secrets }, job('deploy'))).code).toBe(0)
      const underA = recordsIn(double.secretSets.get('support-secrets')?.values.keys() ?? [])
      expect(underA).toHaveLength(2)

      double.requests.length = 0
      const again = await deploy(double, { 'api-key': KEY_A, secrets }, job('deploy'))
      expect(again.outputs.operation).toBe('unchanged')
      expect(requestLines(double)).toEqual(QUIET)

      double.requests.length = 0
      const rotated = await deploy(double, { 'api-key': KEY_B, secrets }, job('deploy'))
      expect(rotated.outputs.operation).toBe('updated')
      const underB = recordsIn(double.secretSets.get('support-secrets')?.values.keys() ?? [])
      expect(underB).toHaveLength(2)
      expect(underB.filter((name) => underA.includes(name))).toEqual([])
      for (const name of underA) expect(requestLines(double)).toContain(`DELETE /v1/secrets/support-secrets/${name}`)

      double.requests.length = 0
      expect((await deploy(double, { 'api-key': KEY_B, secrets }, job('deploy'))).outputs.operation).toBe('unchanged')
      expect(requestLines(double)).toEqual(QUIET)
      await double.close()
    }),
  )

  it('gives a reader of the key names nothing to test a guess against without the API key', async () => {
    const double = await secretsDouble()
    expect((await deploy(double, { secrets: 'PIN=4711' }, job('deploy'))).code).toBe(0)
    const names = [...(double.secretSets.get('support-secrets')?.values.keys() ?? [])]
    const [record] = recordsIn(names)
    // no first-form fingerprint, whose unkeyed scrypt gave a 4-digit PIN away in 38 s
    expect(names.filter((name) => /^ADA_FP_[0-9a-f]{8}_[0-9a-f]{32}$/.test(name))).toEqual([])
    const guesses = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'))
    const found = (apiKey: string) =>
      guesses.filter((pin) => keyRecord('support-secrets', 'PIN', pin, apiKey) === record)
    expect(found('sk_a_guess_of_the_key')).toEqual([])
    // with the API key it can (which is why the key is the secret to keep: docs/secrets.md)
    expect(found(KEY_A)).toEqual(['4711'])
    await double.close()
  })

  it('keeps one record per key, so writers of other keys stay quiet, and a writer sees another change its key', async () => {
    const double = await secretsDouble()
    const three = 'OPENAI_API_KEY=sk-live-value-0001\nDEEPGRAM_API_KEY=dg-value-0002\nGREETING=hello there'
    expect((await deploy(double, { secrets: three }, job('deploy'))).code).toBe(0)
    expect((await deploy(double, { secrets: 'WEBHOOK_SECRET=whsec-0003' }, job('rotate-webhook'))).code).toBe(0)
    expect(recordsIn(double.secretSets.get('support-secrets')?.values.keys() ?? [])).toHaveLength(4)
    // each writer's next run stays quiet: neither took the other's records
    for (const [secrets, name] of [
      [three, 'deploy'],
      ['WEBHOOK_SECRET=whsec-0003', 'rotate-webhook'],
    ] as const) {
      double.requests.length = 0
      expect((await deploy(double, { secrets }, job(name))).outputs.operation).toBe('unchanged')
      expect(requestLines(double)).toEqual(QUIET)
    }
    // job b writes another value of a key job deploy wrote: job deploy's next run writes its own again
    expect((await deploy(double, { secrets: 'OPENAI_API_KEY=sk-live-value-job-b' }, job('b'))).code).toBe(0)
    const again = await deploy(double, { secrets: three }, job('deploy'))
    expect(again.outputs.operation).toBe('updated')
    expect(withoutMaskCommands(again.stdout)).toContain('  Changed: OPENAI_API_KEY')
    expect(withoutMaskCommands(again.stdout)).toContain('  Unchanged: DEEPGRAM_API_KEY, GREETING')
    expect(double.agents.get('support-bot')?.deployments.at(-1)?.env.OPENAI_API_KEY).toBe('sk-live-value-0001')
    await double.close()
  })

  it('moves a set of the second form (one record per writer) to records per key without a redeploy', async () => {
    const values = { OPENAI_API_KEY: 'sk-live-value-0001', GREETING: 'hello there' }
    const entries = Object.entries(values).map(([key, value]) => ({ key, value }))
    const second = writerRecordKey('support-secrets', writerOf(job('deploy')), entries, KEY_A)
    const double = await secretsDouble({
      secretSets: [{ name: 'support-secrets', values: { ...values, [second]: 'written by agent-deploy-action' } }],
    })
    double.seed('support-bot', { image: IMAGE, secretSet: 'support-secrets' })
    const deployments = double.agents.get('support-bot')?.deployments.length
    const secrets = `OPENAI_API_KEY=${values.OPENAI_API_KEY}\nGREETING=${values.GREETING}`
    const moved = await deploy(double, { secrets }, job('deploy'))
    expect(moved.outputs.operation).toBe('unchanged')
    expect(double.agents.get('support-bot')?.deployments.length).toBe(deployments)
    const keys = [...(double.secretSets.get('support-secrets')?.values.keys() ?? [])]
    expect(recordsIn(keys).sort()).toEqual(
      entries.map(({ key, value }) => keyRecord('support-secrets', key, value, KEY_A)).sort(),
    )
    double.requests.length = 0
    expect((await deploy(double, { secrets }, job('deploy'))).outputs.operation).toBe('unchanged')
    expect(requestLines(double)).toEqual(QUIET)
    await double.close()
  })

  it('moves a set of the first form to the record without a redeploy when no value changed', async () => {
    const values = { OPENAI_API_KEY: 'sk-live-value-0001', GREETING: 'hello there' }
    const first = await Promise.all(
      Object.entries({ ...values, UNLISTED_PIN: '4711' }).map(([key, value]) =>
        legacyFingerprint('support-secrets', key, value),
      ),
    )
    const double = await secretsDouble({
      secretSets: [
        {
          name: 'support-secrets',
          values: { ...values, UNLISTED_PIN: '4711', ...Object.fromEntries(first.map((name) => [name, 'fp'])) },
        },
      ],
    })
    double.seed('support-bot', { image: IMAGE, secretSet: 'support-secrets' })
    const deployments = double.agents.get('support-bot')?.deployments.length
    const secrets = `OPENAI_API_KEY=${values.OPENAI_API_KEY}\nGREETING=${values.GREETING}`
    const moved = await deploy(double, { secrets }, job('deploy'))
    expect(moved.code).toBe(0)
    expect(moved.outputs.operation).toBe('unchanged')
    expect(double.agents.get('support-bot')?.deployments.length).toBe(deployments)
    expect(withoutMaskCommands(moved.stdout)).toContain('Unchanged: OPENAI_API_KEY, GREETING')
    const keys = [...(double.secretSets.get('support-secrets')?.values.keys() ?? [])]
    expect(recordsIn(keys).sort()).toEqual(
      Object.entries(values)
        .map(([key, value]) => keyRecord('support-secrets', key, value, KEY_A))
        .sort(),
    )
    // every first-form fingerprint goes, that of a key the workflow does not list (UNLISTED_PIN) too
    for (const name of first) expect(requestLines(double)).toContain(`DELETE /v1/secrets/support-secrets/${name}`)

    double.requests.length = 0
    expect((await deploy(double, { secrets }, job('deploy'))).outputs.operation).toBe('unchanged')
    expect(requestLines(double)).toEqual(QUIET)
    await double.close()
  })

  it('records the values after a create race turned into an update, so the next run stays quiet', async () => {
    const double = await secretsDouble({
      faults: [{ method: 'POST', path: '/v1/agents', alreadyExists: true }],
    })
    const secrets = 'OPENAI_API_KEY=sk-live-value-0001'
    const raced = await deploy(double, { 'agent-name': 'new-bot', image: IMAGE, secrets }, job('deploy'))
    expect(raced.code).toBe(0)
    expect(withoutMaskCommands(raced.stdout)).toContain('was created by someone else meanwhile')
    expect(double.writes().at(-1)?.body.forceRedeploy).toBe(true)
    expect(double.agents.get('new-bot')?.deployments.at(-1)?.env.OPENAI_API_KEY).toBe('sk-live-value-0001')
    expect(recordsIn(double.secretSets.get('support-secrets')?.values.keys() ?? [])).toHaveLength(1)

    double.requests.length = 0
    const next = await deploy(double, { 'agent-name': 'new-bot', image: IMAGE, secrets }, job('deploy'))
    expect(next.outputs.operation).toBe('unchanged')
    expect(requestLines(double)).toEqual([
      'GET /v1/agents/new-bot',
      'GET /v1/secrets/support-secrets',
      'GET /v1/secrets/support-secrets',
    ])
    await double.close()
  })

  it(
    'says when another run writes a key it found unchanged while it runs, and records nothing over that run’s value',
    throughDist(async () => {
      // issue 61 §6: writer A said "Unchanged … every value is as given" while writer B's value was deployed
      const double = await secretsDouble()
      expect((await deploy(double, { secrets: 'PIN=1111' }, job('deploy'))).code).toBe(0)
      const [record] = recordsIn(double.secretSets.get('support-secrets')?.values.keys() ?? [])
      // A's write of the agent waits; meanwhile B, another workflow, writes PIN as the action does: the
      // record first, then the value
      double.setFaults([{ method: 'POST', path: '/v1/agents/support-bot', delayMs: 3000 }])
      let other: Promise<unknown> | undefined
      const writeB = async () => {
        const api = (method: string, path: string, body?: unknown) =>
          fetch(`${double.url}${path}`, {
            method,
            headers: { authorization: `Bearer ${KEY_A}`, 'content-type': 'application/json' },
            ...(body ? { body: JSON.stringify(body) } : {}),
          })
        await api('DELETE', `/secrets/support-secrets/${record}`)
        await api('PUT', '/secrets/support-secrets', { secrets: [{ secretKey: 'PIN', secretValue: '2222' }] })
      }
      const onStart = (child: import('node:child_process').ChildProcess) => {
        let seen = ''
        child.stdout?.on('data', (chunk: Buffer) => {
          seen += chunk.toString()
          if (!other && seen.includes('every value is as given')) other = writeB()
        })
      }
      const a = await runStep(
        deployInputs(double.url, { 'secret-set': 'support-secrets', secrets: 'PIN=1111', 'max-agents': '2' }),
        { env: job('deploy'), onStart },
      )
      await other
      expect(a.code, a.stdout).toBe(0)
      expect(a.stdout).toContain('every value is as given; nothing to write')
      expect(a.stdout).toMatch(
        /^::warning::Secret set 'support-secrets': PIN was written by another run while this one ran \(the record of this workflow's value is gone\): the deployment may run with that run's value, not this workflow's\. Run again to write this workflow's values$/m,
      )
      // no record claims PIN=1111: the next run of A writes it again
      expect(recordsIn(double.secretSets.get('support-secrets')?.values.keys() ?? [])).toEqual([])
      await double.close()
    }),
  )
})
