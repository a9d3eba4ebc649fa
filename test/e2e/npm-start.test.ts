// `npm start` for real use: the action against the double with the user's own inputs, its log shown
// as the runner shows it. Runs scripts/start.js as `npm start --` does.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { htmlToText, runnerView } from '../../scripts/runner-view.js'
import { ROOT } from '../helpers/run-action.js'

const run = promisify(execFile)

async function start(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['scripts/start.js', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH },
      timeout: 150_000,
    })
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, stdout: failed.stdout }
  }
}

// each test its own `npm start`, its own double on its own port: at once, so the file is as long as the demo
describe.concurrent('npm start', () => {
  it('shows a create, an update and a cloud build of the sample context in the repository, with nothing given', async () => {
    const result = await start()
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toContain('=== 3. Build from the repository')
    expect(result.stdout).toMatch(
      /Packed \d+ files, .* from 'examples\/sample-agent' .* by its \.dockerignore; context hash [0-9a-f]{16}/,
    )
    expect(result.stdout).toMatch(/^build-cached=false$/m)
    expect(result.stdout).toMatch(/^Build context \| /m)
    expect(result.stdout.match(/^status=ready$/gm)).toHaveLength(3)
    // the gate, with the double's bot, and the check action between deploys
    expect(result.stdout).toContain('=== 2. Second deploy')
    expect(result.stdout.match(/^conversation-test=passed$/gm)).toHaveLength(2)
    expect(result.stdout).toContain('=== 4. The check action between deploys: a Twilio call')
    // the check's turn is a phone call: the provider's protocol, sound without words
    expect(result.stdout).toMatch(/^Transport \| a Twilio call over the generic WebSocket \(twilio\)$/m)
    expect(result.stdout).toMatch(/The bot answered in \d+ ms with sound \(a call carries no words\)/)
    expect(result.stdout).toMatch(/^health=healthy$/m)
    // as a team's check sees it: the gate's own turn, named by the deploy step, is no caller, and GitHub
    // (its double) answers, so no warning about what it cannot read
    expect(result.stdout).toMatch(/^callers=0$/m)
    expect(result.stdout).not.toContain('could not be read from GitHub')
    // the turns with the double's bot, its public key filled in as the private one is, and never shown
    expect(result.stdout).toMatch(/The bot answered in \d+ ms/)
    expect(result.stdout).not.toContain('pk_test_public')
  })

  it('runs the action with the inputs given as arguments, showing the log as the runner would', async () => {
    const result = await start(
      '--image',
      'ghcr.io/acme/helper:3.1.0',
      '--agent-name',
      'helper-bot',
      '--max-agents',
      '2',
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('▼ Read the agent')
    expect(result.stdout).toContain("  Agent 'helper-bot' does not exist yet")
    expect(result.stdout).toContain('  Image: (not set) → ghcr.io/acme/helper:3.1.0')
    expect(result.stdout).toMatch(/^operation=created$/m)
    expect(result.stdout).toMatch(/^status=ready$/m)
    expect(result.stdout).toMatch(/^Scaling \(agents\) \| 1 to 2$/m)
    // workflow commands are read, never shown raw; the key is masked and debug lines hidden
    expect(result.stdout).not.toMatch(/^\s*::/m)
    expect(result.stdout).not.toContain('sk_test_private')
    expect(result.stdout).not.toContain('[debug]')
  })

  it('reads inputs from an env file, replaces the address and key by the double’s, and shows debug lines when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-start-'))
    try {
      const file = join(dir, 'inputs.env')
      writeFileSync(
        file,
        [
          '# as for @github/local-action',
          'INPUT_API-KEY=sk_live_not_for_here',
          'INPUT_API-URL=https://api.example.com/v1',
          'INPUT_AGENT-NAME=env-bot',
          'INPUT_IMAGE="ghcr.io/acme/env-bot:1.0.0"',
          'INPUT_WAIT-FOR-READY=false',
          'ACTIONS_STEP_DEBUG=true',
        ].join('\n'),
      )
      const result = await start('--env-file', file)
      expect(result.code).toBe(0)
      expect(result.stdout).toContain("api-url, api-key and public-api-key are replaced by the double's")
      expect(result.stdout).toMatch(/^operation=created$/m)
      expect(result.stdout).toMatch(/\[debug\] /)
      expect(result.stdout).not.toContain('sk_live_not_for_here')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('runs the action in a repository of your own with --workspace: its deploy file and .dockerignore, as the runner would', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-own-'))
    try {
      writeFileSync(
        join(dir, 'pcc-deploy.toml'),
        'agent_name = "own-bot"\nsecret_set = "own-secrets"\n[build]\ndockerfile = "Dockerfile.bot"\n',
      )
      writeFileSync(join(dir, 'Dockerfile.bot'), 'FROM python:3.12-slim\n')
      writeFileSync(join(dir, 'bot.py'), 'print("hi")\n')
      writeFileSync(join(dir, 'notes.md'), 'not for the image\n')
      writeFileSync(join(dir, '.dockerignore'), '*.md\n')
      const result = await start('--workspace', dir, '--config-file', 'pcc-deploy.toml', '--cloud-build', 'true')
      expect(result.code).toBe(0)
      expect(result.stdout).toContain(`=== Deploy in ${dir}`)
      expect(result.stdout).toContain('Configuration from pcc-deploy.toml: agent-name, secret-set, dockerfile')
      expect(result.stdout).toMatch(/Packed 4 files, .* by its \.dockerignore/)
      expect(result.stdout).toMatch(/^operation=created$/m)
      expect(result.stdout).toMatch(/^agent=own-bot|"name":"own-bot"/m)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reads the deploy file of --workspace only when --config-file names it, as the action does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-own-'))
    try {
      writeFileSync(join(dir, 'pcc-deploy.toml'), 'agent_name = "own-bot"\n')
      const result = await start('--workspace', dir, '--image', 'ghcr.io/acme/bot:1.0.0', '--dry-run', 'true')
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('pcc-deploy.toml is in the repository but is not read')
      expect(result.stdout).toContain("Plan: create agent 'my-agent'")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses an unknown option, naming it', async () => {
    const result = await start('--imgae', 'x')
    expect(result.code).toBe(2)
  })
})

describe('runnerView', () => {
  it('folds groups into headings, masks values, hides debug lines and reads annotations, across chunks', () => {
    let shown = ''
    const view = runnerView({ debug: false, write: (text) => (shown += text) })
    view.push('::add-mask::s3cr%25t\n::group::Read the a')
    view.push(
      Buffer.from(
        'gent\nthe key is s3cr%t, ok\n::debug::hidden\n::endgroup::\n::warning::50%25 done\n::error::bad%0Aline',
      ),
    )
    view.end()
    expect(shown).toBe('▼ Read the agent\n  the key is ***, ok\nWarning: 50% done\nError: bad\nline\n')
  })

  it('turns the summary HTML into text, entities and line breaks included', () => {
    expect(htmlToText('<h3>Agent deploy: a</h3><table><tr><td>Image</td><td>x&#60;y&#62;<br>z</td></tr></table>')).toBe(
      'Agent deploy: a\nImage | x<y>\n    z',
    )
  })
})
