// Region, agent profile and session length: sent when given, kept on update, checked before any request.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, IMAGE, start, useDouble } from './setup.js'

useDouble()

describe.concurrent('region, agent profile and session length', () => {
  it(
    'sends them on create only when given, and region never on update',
    throughDist(async () => {
      await start({ readyAfterMs: 300 })
      const plain = await deploy({ image: IMAGE })
      expect(plain.code).toBe(0)
      expect(double.writes()[0]?.body).toEqual({ serviceName: 'support-bot', image: IMAGE })
      double.agents.clear()
      const run = await deploy({
        image: IMAGE,
        region: 'local-1',
        'agent-profile': 'agent-2x',
        'max-session-duration': '1800',
      })
      expect(run.code).toBe(0)
      expect(double.writes()[1]?.body).toEqual({
        serviceName: 'support-bot',
        image: IMAGE,
        region: 'local-1',
        agentProfile: 'agent-2x',
        maxSessionDuration: 1800,
      })
      expect(run.summary).toContain('<td>Region</td><td>local-1</td>')
      expect(run.summary).toContain('<td>Agent profile</td><td>agent-2x</td>')
      expect(run.summary).toContain('<td>Max session duration</td><td>1800 s</td>')
      // read back from the record: the same values again change nothing
      const again = await deploy({
        image: IMAGE,
        region: 'local-1',
        'agent-profile': 'agent-2x',
        'max-session-duration': '1800',
      })
      expect(again.outputs.operation).toBe('unchanged')
      // kept on update, region not sent
      const update = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', region: 'local-1' })
      expect(update.code).toBe(0)
      expect(double.writes()[2]?.body).toEqual({
        image: 'ghcr.io/acme/support-bot:2.0.0',
        nodeType: 'cpu-small',
        autoScaling: { minAgents: 1, maxAgents: 1 },
        enableNoiseSuppression: false,
        agentProfile: 'agent-2x',
        maxSessionDuration: 1800,
        krispViva: { audioFilter: null },
      })
    }),
  )

  it('refuses, before any write, to move an agent to another region', async () => {
    await start()
    double.seed('support-bot', { image: IMAGE }, { region: 'eu-west' })
    const run = await deploy({ image: 'ghcr.io/acme/support-bot:2.0.0', region: 'us-east' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(
      "Input 'region' is 'us-east', but agent 'support-bot' exists in region 'eu-west': an agent cannot move region by an update",
    )
    expect(double.writes()).toHaveLength(0)
  })

  it('refuses a secret set in another region before anything is written, a dry run too', async () => {
    await start({ secretSets: [{ name: 'us-secrets', region: 'us-east' }] })
    const said =
      "Secret set 'us-secrets' (input 'secret-set') is in region 'us-east', but agent 'support-bot' would be created in region 'us-west': an agent can use only the sets of its own region. Nothing was uploaded or written"
    const run = await deploy({ image: IMAGE, region: 'us-west', 'secret-set': 'us-secrets' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toBe(said)
    const plan = await deploy({ image: IMAGE, region: 'us-west', 'secret-set': 'us-secrets', 'dry-run': 'true' })
    expect(plan.code).toBe(1)
    expect(errorsOf(plan)[0]?.split('\n')).toEqual([said, 'Dry run: a deploy would stop here; nothing was written'])
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('finds a missing secret set before the cloud build uploads anything', async () => {
    await start({ secretSets: [] })
    const run = await deploy({ 'cloud-build': 'true', 'secret-set': 'never-made' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain("Secret set 'never-made' (input 'secret-set') does not exist")
    expect(double.cloud.uploadRequests).toEqual([])
    expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('takes a profile of an enterprise region, and shows the service’s refusal of one it does not know in its words', async () => {
    await start({ agentProfiles: ['gpu-l4-x2'] })
    const custom = await deploy({ image: IMAGE, 'agent-profile': 'gpu-l4-x2' })
    expect(custom.code, custom.stdout).toBe(0)
    expect(double.writes()[0]?.body.agentProfile).toBe('gpu-l4-x2')
    const unknown = await deploy({ image: IMAGE, 'agent-profile': 'agent-4x' })
    expect(unknown.code).toBe(1)
    expect(errorsOf(unknown)[0]).toContain(
      `The service answered 400 Bad Request to POST /v1/agents/support-bot: "Agent profile 'agent-4x' is not available to this organization"`,
    )
    expect(
      (await deploy({ image: IMAGE, 'agent-profile': 'Agent-4X' })).stdout.includes(
        "Input 'agent-profile' is not valid: expected a profile's name",
      ),
    ).toBe(true)
  })

  it.each([
    [
      { 'max-session-duration': '59' },
      "Input 'max-session-duration' is not valid: expected a whole number from 60 to 14400",
    ],
    [
      { 'max-session-duration': '14401' },
      "Input 'max-session-duration' is not valid: expected a whole number from 60 to 14400",
    ],
    [{ 'max-session-duration': '2h' }, "Input 'max-session-duration' is not valid"],
    [{ region: 'us east' }, "Input 'region' is not valid"],
    [{ 'agent-name': 'a' }, "Input 'agent-name' is not valid: expected 2 to 54 lowercase letters"],
    [{ 'agent-name': 'a'.repeat(55) }, "Input 'agent-name' is not valid: expected 2 to 54 lowercase letters"],
  ])('refuses %o before any request', async (bad, message) => {
    await start()
    const run = await deploy({ image: IMAGE, ...bad })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })

  it('accepts a name of exactly 54 characters', async () => {
    await start({ readyAfterMs: 200 })
    const run = await deploy({ image: IMAGE, 'agent-name': 'a'.repeat(54) })
    expect(run.code).toBe(0)
  })
})
