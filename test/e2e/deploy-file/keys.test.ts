// The service CLI's deploy file (config-file): its keys mapped to inputs, checked, and not applied where
// the action cannot send them, read by the built action from a real workspace directory.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, noticesOf, useWorkspace, warningsOf } from './setup.js'

useWorkspace()

const FULL = `# the CLI's deploy file, every key it has that the action applies
agent_name = "voice-bot"
image = "ghcr.io/acme/voice-bot:1.4.2"
image_credentials = "registry"
secret_set = "voice-secrets"
region = "eu-central"
agent_profile = "agent-2x"
max_session_duration = 3600
enable_krisp = true

[scaling]
min_agents = 1
max_agents = 5
`

describe.concurrent('config-file', () => {
  it(
    'maps every key with an input to that input; agent-name comes from the file',
    throughDist(async () => {
      file('pcc-deploy.toml', FULL)
      const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
      expect(run.code).toBe(0)
      expect(double.writes()[0]?.body).toEqual({
        serviceName: 'voice-bot',
        image: 'ghcr.io/acme/voice-bot:1.4.2',
        imagePullSecretSet: 'registry',
        secretSet: 'voice-secrets',
        region: 'eu-central',
        agentProfile: 'agent-2x',
        maxSessionDuration: 3600,
        enableNoiseSuppression: true,
        autoScaling: { minAgents: 1, maxAgents: 5 },
      })
      // enable_krisp still works, but the newest CLI refuses it: the one warning says what to write instead
      expect(warningsOf(run.stdout)).toEqual([
        "::warning::pcc-deploy.toml: enable_krisp is no longer supported by the service's CLI: write [krisp_viva] audio_filter instead (this action still takes it)",
      ])
      expect(run.stdout).toContain(
        'Configuration from pcc-deploy.toml: agent-name, image, image-pull-secret-set, secret-set, min-agents, max-agents, enable-noise-suppression, region, agent-profile, max-session-duration',
      )
      expect(run.summary).toContain('Deploy file')
      // a create has no agent to keep anything from
      expect(run.stdout).toContain(
        "Anything neither gives is left to the service's defaults (the agent does not exist yet)",
      )
      expect(run.stdout).not.toContain('kept from the agent as it runs now')
    }),
  )

  it('lets a step input win over the file, and the file over the agent as it runs', async () => {
    double.seed('voice-bot', {
      image: 'ghcr.io/acme/voice-bot:1.0.0',
      secretSet: 'old-secrets',
      autoScaling: { minAgents: 0, maxAgents: 2 },
      nodeType: 'arm',
    })
    file(
      'deploy/production.toml',
      'agent_name = "voice-bot"\nimage = "ghcr.io/acme/voice-bot:2.0.0"\nsecret_set = "new-secrets"\n[scaling]\nmax_agents = 9\n',
    )
    const run = await deploy({ 'config-file': 'deploy/production.toml', image: 'ghcr.io/acme/voice-bot:3.0.0' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body).toMatchObject({
      image: 'ghcr.io/acme/voice-bot:3.0.0',
      secretSet: 'new-secrets',
      autoScaling: { minAgents: 0, maxAgents: 9 },
      nodeType: 'arm',
    })
    expect(run.stdout).toContain('Step inputs given over deploy/production.toml (an input wins): image')
    expect(run.stdout).toContain('Anything neither gives is kept from the agent as it runs now')
    expect(run.stdout).toContain('Image: ghcr.io/acme/voice-bot:1.0.0 → ghcr.io/acme/voice-bot:3.0.0 (input)')
    expect(run.stdout).toContain('Secret set: old-secrets → new-secrets (deploy/production.toml)')
  })

  it('deploys one file per environment', async () => {
    file(
      'deploy/staging.toml',
      'agent_name = "voice-bot-staging"\nimage = "ghcr.io/acme/voice-bot:2.0.0-rc1"\n[scaling]\nmax_agents = 1\n',
    )
    file(
      'deploy/production.toml',
      'agent_name = "voice-bot"\nimage = "ghcr.io/acme/voice-bot:1.9.0"\n[scaling]\nmax_agents = 10\n',
    )
    for (const environment of ['staging', 'production']) {
      const run = await deploy({ 'config-file': `deploy/${environment}.toml` })
      expect(run.code).toBe(0)
    }
    expect(double.writes().map((w) => [w.body.serviceName, w.body.image, w.body.autoScaling.maxAgents])).toEqual([
      ['voice-bot-staging', 'ghcr.io/acme/voice-bot:2.0.0-rc1', 1],
      ['voice-bot', 'ghcr.io/acme/voice-bot:1.9.0', 10],
    ])
  })

  it('refuses a broken file naming the file, line and column, before any request', async () => {
    file('deploy/broken.toml', 'agent_name = "voice-bot"\nimage = "ghcr.io/acme/voice-bot:1.0\n')
    const run = await deploy({ 'config-file': 'deploy/broken.toml' })
    expect(run.code).toBe(1)
    expect(double.requests).toHaveLength(0)
    expect(errorsOf(run)[0]).toMatch(/^deploy\/broken\.toml: not valid TOML at line 2, column \d+: /)
    expect(run.outputs.status).toBe('not-deployed')
  })

  it.each([
    [
      '[scaling]\nmax_agents = 0',
      'deploy.toml line 3: [scaling] max_agents: expected a whole number of at least 1 (got 0)',
    ],
    ['[scaling]\nmax_agents = "3"', 'deploy.toml line 3: [scaling] max_agents: expected a whole number (got "3")'],
    ['enable_krisp = "yes"', 'deploy.toml line 2: enable_krisp: expected true or false (without quotes) (got "yes")'],
    [
      'agent_profile = "Agent-2X"',
      "deploy.toml line 2: agent_profile: expected a profile's name: lower-case letters, digits and '-', at most 63 characters, not starting or ending with '-' (the platform's are agent-1x, agent-2x, agent-3x; enterprise regions add their own) (got \"Agent-2X\")",
    ],
    ['websocket_auth = "tokens"', 'deploy.toml line 2: websocket_auth: expected token or none'],
    [
      'max_session_duration = 14401',
      'deploy.toml line 2: max_session_duration: expected a whole number from 60 to 14400 (got 14401)',
    ],
    ['scaling = 3', 'deploy.toml line 2: scaling: expected a table ([scaling])'],
  ])('checks %j as the input it stands for, naming the file, its line and the key', async (toml, message) => {
    file('deploy.toml', `agent_name = "voice-bot"\n${toml}\n`)
    const run = await deploy({ 'config-file': 'deploy.toml', image: 'ghcr.io/acme/voice-bot:1.0.0' })
    expect(run.code).toBe(1)
    expect(double.requests).toHaveLength(0)
    expect(errorsOf(run)[0]).toContain(message)
  })

  it("checks the file's image when the step gives none, and never when the step gives its own", async () => {
    file('deploy.toml', 'agent_name = "voice-bot"\nimage = "ghcr.io/acme/voice-bot"\n')
    const alone = await deploy({ 'config-file': 'deploy.toml' })
    expect(alone.code).toBe(1)
    expect(errorsOf(alone)[0]).toContain(
      'deploy.toml line 2: image: expected an image reference with a tag or a digest',
    )
    expect(double.requests).toHaveLength(0)
    const replaced = await deploy({ 'config-file': 'deploy.toml', image: 'ghcr.io/acme/voice-bot:1.0.0' })
    expect(replaced.code).toBe(0)
    expect(double.writes()[0]?.body.image).toBe('ghcr.io/acme/voice-bot:1.0.0')
    expect(replaced.stdout).toContain('Step inputs given over deploy.toml (an input wins): image')
  })

  it("lets the step's image replace the file's build_id, rather than clash with it", async () => {
    file('deploy.toml', 'agent_name = "voice-bot"\nbuild_id = "bld_0123"\n')
    const run = await deploy({ 'config-file': 'deploy.toml', image: 'ghcr.io/acme/voice-bot:1.0.0' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body).toMatchObject({ image: 'ghcr.io/acme/voice-bot:1.0.0' })
    expect(double.writes()[0]?.body).not.toHaveProperty('buildId')
    expect(run.stdout).toContain("The step gives an image: deploy.toml's build-id not used")
  })

  it('refuses an unknown key, naming the nearest known one', async () => {
    file('deploy.toml', 'agent_nme = "voice-bot"\n[scaling]\nmax_agent = 3\n')
    const run = await deploy({ 'config-file': 'deploy.toml', 'agent-name': 'voice-bot' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toBe(
      "deploy.toml line 1: unknown key agent_nme (did you mean agent_name?): the service's CLI refuses it too\ndeploy.toml line 3: unknown key [scaling] max_agent (did you mean [scaling] max_agents?): the service's CLI refuses it too",
    )
    expect(double.requests).toHaveLength(0)
  })

  it('bounds the message of a file with 40,000 unknown keys', async () => {
    file('deploy.toml', Array.from({ length: 40_000 }, (_, n) => `junk_key_${n} = ${n}`).join('\n'))
    const run = await deploy({ 'config-file': 'deploy.toml', 'agent-name': 'voice-bot' })
    expect(run.code).toBe(1)
    const lines = errorsOf(run)[0]?.split('\n') ?? []
    expect(lines).toHaveLength(11)
    expect(lines[10]).toBe('deploy.toml: 39990 more problems not listed')
    expect(run.stdout.length).toBeLessThan(20_000)
    expect(double.requests).toHaveLength(0)
  })

  it('lists the keys it does not apply in one warning, and deploys the rest', async () => {
    file(
      'pcc-deploy.toml',
      `websocket_auth = "token"\narchitecture = "arm64"\n${FULL}[krisp_viva]\naudio_filter = "tel"\n[docker]\nrepository = "acme/voice"\n[resources]\ncpu = 1\n[git]\nbranch = "main"\n`,
    )
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(0)
    expect(warningsOf(run.stdout)).toEqual([
      "::warning::pcc-deploy.toml: not applied by this action: [docker] (the CLI's own local build: use image or cloud-build); [resources] (self-hosted regions only: use agent_profile); [git] (the service's GitHub integration, which deploys on its own)",
      "::warning::pcc-deploy.toml: enable_krisp is no longer supported by the service's CLI: write [krisp_viva] audio_filter instead (this action still takes it)",
    ])
    expect(double.writes()[0]?.body).toMatchObject({
      krispViva: { audioFilter: 'tel' },
      architecture: 'arm64',
      websocketAuth: 'token',
    })
  })

  it('says once that a pcc-deploy.toml at the root is not read unless named, and does not read it', async () => {
    file('pcc-deploy.toml', 'agent_name = "from-the-file"\nthis is not toml\n')
    const run = await deploy({ 'agent-name': 'voice-bot', image: 'ghcr.io/acme/voice-bot:1.0.0' })
    expect(run.code).toBe(0)
    expect(noticesOf(run.stdout)).toEqual([
      '::notice::pcc-deploy.toml is in the repository but is not read: the action reads a deploy file only when config-file names it (config-file: pcc-deploy.toml)',
    ])
    expect(double.writes()[0]?.body.serviceName).toBe('voice-bot')
  })

  it.each([
    ['../outside.toml', 'expected a path inside the workspace'],
    ['/etc/hostname', 'expected a path inside the workspace'],
    ['deploy/missing.toml', 'deploy/missing.toml does not exist in the workspace'],
  ])('refuses config-file %s', async (path, message) => {
    const run = await deploy({ 'config-file': path, 'agent-name': 'voice-bot' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })

  it('still requires agent-name when neither the inputs nor the file name the agent', async () => {
    file('deploy.toml', 'image = "ghcr.io/acme/voice-bot:1.0.0"\n')
    const run = await deploy({ 'config-file': 'deploy.toml' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain("Input 'agent-name' is required")
  })
})
