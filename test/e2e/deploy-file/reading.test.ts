// How the deploy file is read: never through a link out of the workspace, never a special file, never
// past its size; and what the second review's planted bugs showed no test checked (the exact size limit,
// a lone key not applied, the label of [build.exclude] patterns).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, file, useWorkspace, warningsOf, workspace } from './setup.js'

useWorkspace()

const MiB = 1024 * 1024
const HEAD = 'agent_name = "voice-bot"\nimage = "ghcr.io/acme/voice-bot:1.0.0"\n'

/** A valid deploy file of exactly `bytes` bytes: HEAD, then a comment that fills it up. */
function fileOf(bytes: number): string {
  return `${HEAD}#${'x'.repeat(bytes - HEAD.length - 2)}\n`
}

describe.concurrent('links and special files', () => {
  it(
    'never reads a deploy file that links out of the workspace, and never shows its lines',
    throughDist(async () => {
      const outside = mkdtempSync(join(tmpdir(), 'agent-deploy-home-'))
      try {
        writeFileSync(join(outside, 'id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n')
        symlinkSync(join(outside, 'id_rsa'), join(workspace(), 'pcc-deploy.toml'))
        const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
        expect(run.code).toBe(1)
        expect(errorsOf(run)).toEqual([
          "Input 'config-file': pcc-deploy.toml leads out of the workspace through a symbolic link; it was not read",
        ])
        expect(run.stdout).not.toContain('OPENSSH')
        expect(run.stdout).not.toContain('b3BlbnNzaC1rZXkt')
        expect(double.requests).toHaveLength(0)
      } finally {
        rmSync(outside, { recursive: true, force: true })
      }
    }),
  )

  it('refuses a link to /dev/zero or /proc/self/environ at once, reading nothing', async () => {
    symlinkSync('/dev/zero', join(workspace(), 'zero.toml'))
    symlinkSync('/proc/self/environ', join(workspace(), 'environ.toml'))
    for (const name of ['zero.toml', 'environ.toml']) {
      const run = await deploy({ 'config-file': name })
      expect(run.code).toBe(1)
      expect(errorsOf(run)).toEqual([
        `Input 'config-file': ${name} leads out of the workspace through a symbolic link; it was not read`,
      ])
      expect(run.durationMs).toBeLessThan(10_000)
    }
  })

  it('refuses a FIFO in the workspace at once rather than wait for a writer', async () => {
    execFileSync('mkfifo', [join(workspace(), 'pcc-deploy.toml')])
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual(["Input 'config-file': pcc-deploy.toml is not a regular file; it was not read"])
    expect(run.durationMs).toBeLessThan(10_000)
  })

  it('reads a file through a link that stays in the workspace', async () => {
    file('deploy/production.toml', HEAD)
    symlinkSync('deploy/production.toml', join(workspace(), 'pcc-deploy.toml'))
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.image).toBe('ghcr.io/acme/voice-bot:1.0.0')
  })
})

describe.concurrent('the size limit', () => {
  it(
    'takes a file of exactly 1 MiB, and refuses one byte more',
    throughDist(async () => {
      file('exact.toml', fileOf(MiB))
      const exact = await deploy({ 'config-file': 'exact.toml' })
      expect(exact.code).toBe(0)
      file('over.toml', fileOf(MiB + 1))
      const over = await deploy({ 'config-file': 'over.toml' })
      expect(over.code).toBe(1)
      expect(errorsOf(over)).toEqual([
        'over.toml: the file is larger than 1 MiB (1048576 bytes), the most a deploy file may be',
      ])
    }),
  )
})

describe.concurrent('what planted bugs showed untested', () => {
  it(
    'warns about a lone table it does not apply',
    throughDist(async () => {
      file('pcc-deploy.toml', `${HEAD}[docker]\nrepository = "acme/voice"\n`)
      const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
      expect(run.code).toBe(0)
      expect(warningsOf(run.stdout)).toEqual([
        "::warning::pcc-deploy.toml: not applied by this action: [docker] (the CLI's own local build: use image or cloud-build)",
      ])
    }),
  )

  it('says where a key of another table belongs, rather than guess a name', async () => {
    file('pcc-deploy.toml', `${HEAD}[scaling]\nwebsocket_auth = "none"\n[build]\nmax_agents = 3\n`)
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      "pcc-deploy.toml line 4: unknown key [scaling] websocket_auth (it belongs at the top level, as websocket_auth): the service's CLI refuses it too\npcc-deploy.toml line 6: unknown key [build] max_agents (it belongs in [scaling], as [scaling] max_agents): the service's CLI passes over it without a word (so a typo there goes unnoticed): this action refuses it",
    ])
  })

  it('names [build.exclude] patterns as the file writes it', async () => {
    file('pcc-deploy.toml', `${HEAD}[build.exclude]\npatterns = "*.txt"\n`)
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)).toEqual([
      'pcc-deploy.toml line 4: [build.exclude] patterns: expected a list of strings (got "*.txt")',
    ])
  })

  it('refuses a file that asks the service to deploy from GitHub itself, with nothing to deploy', async () => {
    file('pcc-deploy.toml', 'agent_name = "voice-bot"\n[git]\nrepo = "acme/voice-bot"\nbranch = "main"\n')
    const run = await deploy({ 'config-file': 'pcc-deploy.toml' })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^pcc-deploy\.toml has a \[git\] table and no image or build_id, and the step asks for no cloud-build: the file asks the service to deploy the agent from GitHub itself/,
    )
    expect(double.requests).toHaveLength(0)
  })
})
