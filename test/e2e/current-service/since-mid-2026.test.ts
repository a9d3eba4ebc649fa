// The service as it stands since mid-2026 (service-facts.md), end to end through dist/index.js: websocket
// auth applied from the step and from a telephony team's deploy file, compared where the record reports it
// and sent where it does not; managed keys never sent; the service's headline first when a deployment
// fails; a Degraded condition a warning, Progressing shown as progress; spare instances shown as they are.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { deployInputs, errorsOf } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'

const IMAGE = 'ghcr.io/acme/phone-bot:1.0.0'
const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))

const deploy = (double: AgentServiceDouble, inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
  runStep(deployInputs(double.url, { 'agent-name': 'phone-bot', image: IMAGE, ...inputs }), { env })

/** A telephony team's deploy file, as the CLI's users write it, in a workspace of its own. */
function telephonyWorkspace(): { dir: string; [Symbol.dispose](): void } {
  const dir = mkdtempSync(join(tmpdir(), 'telephony-'))
  writeFileSync(
    join(dir, 'pcc-deploy.toml'),
    'agent_name = "phone-bot"\nimage = "ghcr.io/acme/phone-bot:1.0.0"\nwebsocket_auth = "none"\n\n[scaling]\nmin_agents = 1\n',
  )
  return { dir, [Symbol.dispose]: () => rmSync(dir, { recursive: true, force: true }) }
}

describe.concurrent('websocket-auth', () => {
  it(
    'sends the telephony file’s websocket_auth on create, and shows it in the plan and the summary',
    throughDist(() =>
      withDouble({}, async (double) => {
        using workspace = telephonyWorkspace()
        const run = await runStep(deployInputs(double.url, { 'config-file': 'pcc-deploy.toml', 'agent-name': '' }), {
          env: { GITHUB_WORKSPACE: workspace.dir },
        })
        expect(run.code, run.stdout).toBe(0)
        expect(double.writes()[0]?.body.websocketAuth).toBe('none')
        expect(run.stdout).toContain('WebSocket auth: (not set) → none (pcc-deploy.toml)')
        expect(htmlToText(run.summary)).toContain('WebSocket auth | none')
        expect(run.stdout).not.toContain('websocket_auth (its request field is not documented)')
      }),
    ),
  )

  it('changes an agent made with token to none where the record reports it, and leaves an equal value unchanged', () =>
    withDouble({ reportsWebsocketAuth: true }, async (double) => {
      double.seed('phone-bot', { image: IMAGE, websocketAuth: 'token' })
      const changed = await deploy(double, { 'websocket-auth': 'none' })
      expect(changed.outputs.operation).toBe('updated')
      expect(changed.stdout).toContain('  WebSocket auth: token → none\n')
      expect(double.writes()[0]?.body.websocketAuth).toBe('none')
      const same = await deploy(double, { 'websocket-auth': 'none' })
      expect(same.outputs.operation).toBe('unchanged')
      expect(double.writes()).toHaveLength(1)
    }))

  it('sends it where the record does not say, and sends nothing when nothing names it', () =>
    withDouble({}, async (double) => {
      double.seed('phone-bot', { image: IMAGE, websocketAuth: 'token' })
      const named = await deploy(double, { 'websocket-auth': 'none' })
      expect(named.outputs.operation).toBe('updated')
      expect(named.stdout).toContain('  WebSocket auth: (not reported) → none\n')
      const silent = await deploy(double, { image: 'ghcr.io/acme/phone-bot:1.0.1' })
      expect(silent.code).toBe(0)
      expect(double.writes()[1]?.body).not.toHaveProperty('websocketAuth')
      expect(htmlToText(silent.summary)).toContain('WebSocket auth | (not named: left as it is)')
    }))

  it('refuses a value other than token or none before any request, naming the input', () =>
    withDouble({}, async (double) => {
      const run = await deploy(double, { 'websocket-auth': 'hmac' })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(/^Input 'websocket-auth' is not valid: expected token or none/)
      expect(double.requests).toEqual([])
    }))
})

describe.concurrent('health in the service’s words', () => {
  it(
    'puts the service’s headline first when a deployment fails, in the error, the verdict and the summary',
    throughDist(() =>
      withDouble({ oomImages: /oom/, failAfterMs: 300 }, async (double) => {
        const run = await deploy(double, { image: 'ghcr.io/acme/phone-bot:oom-1' })
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^Deployment \S+ of agent 'phone-bot' failed: Out of memory \(the service reports OOMKilled, last exit code 137 \(OOMKilled\)/,
        )
        expect(htmlToText(run.summary)).toMatch(
          /❌ Failed: Deployment \S+ of agent 'phone-bot' failed: Out of memory \(/,
        )
      }),
    ),
  )

  it('warns, naming its reason and message, when the service says a ready agent is degraded; never fails', () =>
    withDouble({ degradedImages: /flaky/ }, async (double) => {
      const run = await deploy(double, { image: 'ghcr.io/acme/phone-bot:flaky-1' })
      expect(run.code, run.stdout).toBe(0)
      expect(warningsOf(run.stdout)).toContain(
        "::warning::Agent 'phone-bot' is ready, and the service says it is degraded: Degraded · Available: ReplicaRestarts: 1 of 2 replicas restarted in the last 10 minutes",
      )
      expect(htmlToText(run.summary)).toContain('Health | Degraded · Available: ReplicaRestarts')
      // ready, and not a plain success: the verdict is marked and says so
      expect(htmlToText(run.summary)).toMatch(
        /⚠️ Deployed and ready: .* The service says it is degraded: Degraded · Available/,
      )
    }))

  it('shows Progressing as progress while the deployment rolls out', () =>
    withDouble({ readyAfterMs: 1800 }, async (double) => {
      const run = await deploy(double)
      expect(run.code).toBe(0)
      expect(run.stdout).toContain('progressing (NewRevisionRollingOut: Waiting for the new revision to become ready)')
    }))

  it('shows more ready instances than max-agents as they are: the service keeps spares', () =>
    withDouble({ spareInstances: 2 }, async (double) => {
      const run = await deploy(double, { 'max-agents': '1' })
      expect(run.code, run.stdout).toBe(0)
      expect(run.stdout).not.toMatch(/^::(warning|error)::/m)
      expect(htmlToText(run.summary)).toContain(
        'Ready instances | 3 (above max-agents 1: the service keeps spare instances)',
      )
    }))

  it('never sends managed keys', () =>
    withDouble({}, async (double) => {
      const run = await deploy(double, { 'enable-managed-keys': 'true' })
      expect(run.code).toBe(0)
      expect(double.writes()[0]?.body).not.toHaveProperty('enableIntegratedKeysProxy')
    }))
})
