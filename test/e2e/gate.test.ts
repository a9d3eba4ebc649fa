// What a check must never let through, and what it must never undo (issue 44 §3, §4, §5), end to end
// through dist/index.js: a re-run after a failed check checks again; a check's settings without its switch
// are refused; a deployment replaced by another run's or a person's is never rolled back over (superseded);
// outputs the action writes are never turned into *** by a secret of the same value; a secret that spans
// a cut never shows its first characters; 4 MiB of a bot's words (GitHub drops a summary over 1 MiB) make a bounded summary and log.
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../scripts/runner-view.js'
import type { AgentServiceDouble } from '../double/agent-service.js'
import { deployInputs, errorsOf, TEST_KEY } from '../helpers/run-action.js'
import { runStep, throughDist } from '../helpers/run-step.js'
import { withDouble } from '../helpers/with-double.js'
import { converse, sessionsOf } from './conversation/setup.js'

const OLD = 'ghcr.io/acme/support-bot:1.0.0'

/** Another run (or a person) deploys `image` over the agent, as the service's API takes it. */
async function anotherDeploy(double: AgentServiceDouble, image: string): Promise<void> {
  const answer = await fetch(`${double.url}/agents/support-bot`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ image, autoScaling: { minAgents: 0, maxAgents: 1 } }),
  })
  if (!answer.ok) throw new Error(`the other deploy was refused: ${answer.status} ${await answer.text()}`)
}

/** onStart: when the action prints `text`, another deploy of `image` (its promise kept to await). */
function deployWhen(double: AgentServiceDouble, text: string, image: string) {
  let done: Promise<void> | undefined
  return {
    done: () => done,
    onStart(child: import('node:child_process').ChildProcess) {
      let seen = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString()
        if (!done && seen.includes(text)) done = anotherDeploy(double, image)
      })
    },
  }
}

describe.concurrent('the gate', () => {
  it(
    'checks again on a re-run of a failed check: the unchanged agent is not called a success',
    throughDist(() =>
      withDouble({}, async (double) => {
        const silent = { image: 'ghcr.io/acme/support-bot:silent', 'conversation-seconds': '2' }
        const first = await converse(double, silent)
        expect(first.code).toBe(1)
        const again = await converse(double, silent)
        expect(again.code).toBe(1)
        expect(again.outputs).toMatchObject({
          operation: 'unchanged',
          'conversation-test': 'failed',
          'rolled-back': 'false',
        })
        expect(errorsOf(again)[0]).toMatch(
          /^The conversation with the deployment that serves failed: the bot did not answer/,
        )
        expect(htmlToText(again.summary)).not.toContain('✅')
        expect(sessionsOf(double)).toHaveLength(2)
      }),
    ),
  )

  it('never judges a session whose record cannot be read: the previous deployment’s bot does not pass for the new one', () =>
    withDouble({ previousServesMs: 60_000 }, async (double) => {
      double.seed('support-bot', { image: OLD })
      // every read of a session's record fails (503, retried as any read); the previous deployment, whose
      // bot answers, takes the sessions; the new one's bot never speaks
      double.setFaults([{ method: 'GET', pathMatch: /\/sessions\/ses_/, status: 503, times: 1000 }])
      const run = await converse(double, {
        image: 'ghcr.io/acme/support-bot:silent',
        'conversation-seconds': '2',
        'rollback-on-failure': 'true',
      })
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toMatch(
        /^The conversation with the new deployment failed: no session could be confirmed to run on deployment \S+ within 2\.0 s \(1 tried; the records of 1 could not be read or named no deployment\): none was judged/,
      )
      expect(run.outputs).toMatchObject({ 'conversation-test': 'failed', 'rolled-back': 'false' })
      expect(sessionsOf(double).every((s) => s.stopped && !s.socket)).toBe(true)
    }))

  it.each([
    [{ 'conversation-expect': 'Berlin' }, "Input 'conversation-expect' is set but 'conversation-test' is false"],
    [
      { 'max-response-ms': '900', 'conversation-say': 'text: hi' },
      "Input 'conversation-say', 'max-response-ms' are set but 'conversation-test' is false",
    ],
    [
      { 'watch-min-sessions': '3' },
      "Input 'watch-min-sessions' is set but 'watch-minutes' is 0: it is a setting of a check that does not run. Set 'watch-minutes' above 0 to run it, or leave it out",
    ],
    [{ 'smoke-seconds': '30' }, "Input 'smoke-seconds' is set but 'smoke-test' is false"],
    // issue 55 §7: an address the runner does not have crashed the action at werift's bind (EADDRNOTAVAIL)
    [
      { 'conversation-test': 'true', 'public-api-key': 'pk_test_public', 'ice-addresses': '192.0.2.1' },
      "Input 'ice-addresses' is not valid: expected IPv4 addresses of this runner, such as 127.0.0.1 or 10.0.0.5, one a line: it is not an address of this runner (its addresses: 127.0.0.1",
    ],
  ])('refuses a check’s setting without its switch, before any request: %o', (inputs, message) =>
    withDouble({}, async (double) => {
      const run = await runStep(deployInputs(double.url, { image: OLD, ...inputs }))
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toContain(message)
      expect(double.requests).toEqual([])
    }),
  )

  it('stops waiting when another run’s deployment replaced this one, and rolls nothing back over it', () =>
    // this run's deployment is never ready before the other deploy lands, however busy the machine
    withDouble({ readyAfterMs: 45_000 }, async (double) => {
      double.seed('support-bot', { image: OLD })
      const other = deployWhen(double, 'Waiting up to', 'ghcr.io/acme/support-bot:hotfix')
      const run = await runStep(
        deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:2.0.0', 'rollback-on-failure': 'true' }),
        { onStart: other.onStart },
      )
      await other.done()
      const deployments = double.agents.get('support-bot')?.deployments ?? []
      const hotfix = deployments.find((d) => d.body.image === 'ghcr.io/acme/support-bot:hotfix')
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ status: 'superseded', 'superseded-by': hotfix?.id, 'rolled-back': 'false' })
      expect(errorsOf(run)[0]).toBe(
        `Deployment ${run.outputs['deployment-id']} of agent 'support-bot' was superseded: the agent runs deployment ${hotfix?.id} now, which another run or a person deployed meanwhile. Nothing was rolled back over it`,
      )
      // long before wait-timeout (600 s)
      expect(run.durationMs).toBeLessThan(60_000)
      expect(deployments.at(-1)?.body.image).toBe('ghcr.io/acme/support-bot:hotfix')
      expect(htmlToText(run.summary)).toContain(
        `⏭️ Superseded: deployment ${run.outputs['deployment-id']} of agent 'support-bot' was replaced by deployment ${hotfix?.id}`,
      )
    }))

  it('does not roll back a failed check over a deploy made while it ran', () =>
    withDouble({}, async (double) => {
      double.seed('support-bot', { image: OLD })
      const other = deployWhen(double, 'Connected to the bot', 'ghcr.io/acme/support-bot:hotfix')
      const run = await converse(
        double,
        { image: 'ghcr.io/acme/support-bot:silent', 'conversation-seconds': '2', 'rollback-on-failure': 'true' },
        { onStart: other.onStart },
      )
      await other.done()
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ status: 'superseded', 'rolled-back': 'false', 'conversation-test': 'failed' })
      expect(double.agents.get('support-bot')?.deployments.at(-1)?.body.image).toBe('ghcr.io/acme/support-bot:hotfix')
      expect(htmlToText(run.summary)).toMatch(
        /Before that: The conversation with the new deployment failed: the bot did not answer/,
      )
    }))

  it('never turns the outputs it writes into *** for a secret of the same value', () =>
    withDouble({}, async (double) => {
      const run = await runStep(
        deployInputs(double.url, {
          image: OLD,
          'secret-set': 'support-bot-secrets',
          secrets: 'DEBUG=true\nMODE=created\nLEVEL=ready',
        }),
      )
      expect(run.code, run.stdout).toBe(0)
      expect(run.outputs).toMatchObject({ ready: 'true', 'agent-ready': 'true', operation: 'created', status: 'ready' })
      expect(JSON.parse(run.outputs.agent ?? '{}').ready).toBe(true)
    }))

  it('replaces a secret before any cut: a token across the 80th character of a bot’s message shows none of it', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:telephony', 'conversation-seconds': '2' })
      const token = sessionsOf(double)[0]?.token ?? 'no token'
      expect(run.code).toBe(1)
      expect(errorsOf(run)[0]).toContain('"streamSid\\":\\"***')
      const shown = run.stdout.replaceAll(`::add-mask::${token}`, '') + run.summary
      expect(shown).not.toContain(token.slice(0, 8))
    }))

  it('replaces a secret before the cut of bot-said: a token across its 2,000th character shows none of it', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:leaky' })
      const token = sessionsOf(double)[0]?.token ?? 'no token'
      expect(run.code, run.stdout).toBe(0)
      // the token replaced first, then the cut at 2,000 characters
      expect(run.outputs['bot-said']).toBe(`${'a'.repeat(1995)} *** …`)
      const shown = run.stdout.replaceAll(`::add-mask::${token}`, '') + run.summary + run.outputs['bot-said']
      expect(shown).not.toContain(token.slice(0, 4))
    }))

  it('bounds every way out when a bot streams 4 MiB of words', () =>
    withDouble({}, async (double) => {
      const run = await converse(double, { image: 'ghcr.io/acme/support-bot:verbose' })
      expect(run.code, run.stdout.slice(0, 2000)).toBe(0)
      expect(run.summary.length).toBeLessThan(200_000)
      expect(Math.max(...run.stdout.split('\n').map((line) => line.length))).toBeLessThan(5_000)
      expect((run.outputs['bot-said'] ?? '').length).toBeLessThanOrEqual(2_001)
    }))
})
