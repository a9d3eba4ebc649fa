// Deploy files as public agent repositories carry them (test/fixtures/deploy-files/), run through the built
// action as a workflow runs it: "build and push, then pass image:" must deploy every one of them, a delete
// must take the agent's name from any of them, a dry run of a template without an image plans, and the
// file's managed keys are sent.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { errorsOf, ROOT } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, useWorkspace, warningsOf } from './setup.js'

useWorkspace()

const FIXTURES = join(ROOT, 'test/fixtures/deploy-files')
const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.toml'))
const text = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')
const agentOf = (name: string) => /^agent_name = "([^"]+)"/m.exec(text(name))?.[1] ?? ''
const STEP_IMAGE = 'ghcr.io/acme/agent:sha-4f2a9c1'

describe.concurrent('deploy files of real repositories', () => {
  it(
    'holds every shape the trial met',
    throughDist(() => {
      expect(files).toHaveLength(7)
    }),
  )

  it.each(files)('deploys %s with the image the step built and pushed, over the file’s own', async (name) => {
    file('pcc-deploy.toml', text(name))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml', image: STEP_IMAGE })
    expect(run.code, run.stdout).toBe(0)
    const body = double.writes()[0]?.body
    expect(body).toMatchObject({ serviceName: agentOf(name), image: STEP_IMAGE })
    expect(body).not.toHaveProperty('buildId')
    expect(run.outputs.status).toBe('ready')
    expect(htmlToText(run.summary)).toContain(`Image | ${STEP_IMAGE}`)
  })

  it.each(files)('deletes the agent %s names, never failing on what only a deploy uses', async (name) => {
    double.seed(agentOf(name), { image: 'ghcr.io/acme/agent:1.0.0' })
    file('pcc-deploy.toml', text(name))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml', delete: 'true' })
    expect(run.code, run.stdout).toBe(0)
    expect(double.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/v1/agents/${agentOf(name)}`,
    ])
    expect(run.stdout).not.toMatch(/^::error::/m)
  })

  it('plans a dry run of a file without an image, saying what a deploy would need', async () => {
    file('pcc-deploy.toml', text('websocket-cloud-build.toml'))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml', 'dry-run': 'true' })
    // as the deploy would: exit code 1 and the same first line, marked as a dry run
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ operation: 'would-create', status: 'planned' })
    const need =
      "give input 'image' (or image in pcc-deploy.toml), cloud-build: true to build one from the repository (pcc-deploy.toml's [build] keys say how), or build-id"
    const real = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(errorsOf(real)[0]).toBe(`Agent 'avatar-demo' does not exist, and creating it needs an image: ${need}`)
    expect(errorsOf(run)[0]?.split('\n')).toEqual([
      errorsOf(real)[0],
      'Dry run: a deploy would stop here; nothing was written',
    ])
    expect(htmlToText(run.summary)).toContain('A deploy would stop: Agent')
    expect(double.writes()).toEqual([])
  })

  it('says the same, and fails, when the deploy is real', async () => {
    file('pcc-deploy.toml', text('websocket-cloud-build.toml'))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("give input 'image' (or image in pcc-deploy.toml), cloud-build: true")
    expect(double.writes()).toEqual([])
  })

  it('shows no settings in the summary of a run that stopped before its plan, rather than "(not set)" for each', async () => {
    double.seed('receptionist', { image: 'ghcr.io/acme/receptionist:1.1.0' }, { region: 'us-east' })
    file('pcc-deploy.toml', `region = "eu-central"\n${text('warm-pool.toml')}`)
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    const summary = htmlToText(run.summary)
    expect(summary).toContain('Deploy file | pcc-deploy.toml (agent-name, image, secret-set, min-agents, max-agents')
    expect(summary).toContain('Configuration | not planned: the run stopped before its plan was made')
    expect(summary).not.toContain('(not set)')
    expect(double.writes()).toEqual([])
  })

  it("takes the CLI's old [scaling] names, saying what to write instead", async () => {
    file('pcc-deploy.toml', text('old-scaling-names.toml'))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.autoScaling).toEqual({ minAgents: 1 })
    expect(warningsOf(run.stdout)).toContain(
      "::warning::pcc-deploy.toml: [scaling] min_instances is no longer supported by the service's CLI: write [scaling] min_agents instead (this action still takes it)",
    )
  })

  it('refuses the old and the new name of one key together', async () => {
    file('pcc-deploy.toml', 'agent_name = "bot"\nimage = "acme/bot:1"\n[scaling]\nmin_agents = 1\nmin_instances = 2\n')
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::pcc-deploy.toml line 5: [scaling] min_instances and [scaling] min_agents say the same thing: keep [scaling] min_agents only',
    )
  })
})

describe.concurrent('managed keys, retired', () => {
  const RETIRED =
    "is retired: the service's CLI removed managed keys (enable_managed_keys, enableIntegratedKeysProxy) in March 2026 (CLI 0.4.0), and the value is not sent"

  it(
    'deploys a file with enable_managed_keys as yesterday, with one warning, and never sends it',
    throughDist(async () => {
      file('pcc-deploy.toml', text('managed-keys.toml'))
      const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
      expect(run.code).toBe(0)
      expect(double.writes()[0]?.body).not.toHaveProperty('enableIntegratedKeysProxy')
      expect(warningsOf(run.stdout).filter((line) => line.includes('managed keys'))).toEqual([
        `::warning::pcc-deploy.toml enable_managed_keys ${RETIRED}. Remove it, and give the agent its own provider keys through its secret set`,
      ])
      expect(htmlToText(run.summary)).not.toContain('Managed keys')
    }),
  )

  it('warns once about the input too, whatever its value, and never fails', async () => {
    file('pcc-deploy.toml', text('warm-pool.toml'))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml', 'enable-managed-keys': 'yes please' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body).not.toHaveProperty('enableIntegratedKeysProxy')
    expect(warningsOf(run.stdout).filter((line) => line.includes('managed keys'))).toEqual([
      `::warning::Input 'enable-managed-keys' ${RETIRED}. Remove it, and give the agent its own provider keys through its secret set`,
    ])
  })
})
