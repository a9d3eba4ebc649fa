// A wait cancelled half-way (agent-ready from the last read), and hostile text and ids from the service.
import { describe, expect, it } from 'vitest'
import { errorsOf, signalOnOutput } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, NEW, OLD, useDouble } from './setup.js'

useDouble()

describe.concurrent('a cancelled wait', () => {
  it(
    'reports agent-ready from the last record read, also when cancelled',
    throughDist(async () => {
      double.config.readyAfterMs = 30_000
      double.seed('support-bot', { image: OLD })
      const cancel = signalOnOutput('is not rolled out and ready yet', 'SIGINT', 200)
      const run = await deploy({}, { onStart: cancel.onStart })
      expect(run.code).not.toBe(0)
      // the previous deployment keeps serving during the rollout: the agent itself is ready
      expect(run.outputs).toMatchObject({ 'agent-ready': 'true', ready: 'false', status: 'failed' })
    }),
  )
})

describe.concurrent('text and ids from the service', () => {
  it(
    'shows terminal escapes as text, never passing them to the terminal',
    throughDist(async () => {
      const osc8 = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007'
      const osc52 = '\u001b]52;c;ZXZpbA==\u0007'
      double.setFaults([
        { method: 'GET', status: 400, body: JSON.stringify({ error: `bad ${osc8} ${osc52} \u009b31m \u202eevil` }) },
      ])
      const run = await deploy()
      expect(run.code).toBe(1)
      for (const raw of ['\u001b', '\u0007', '\u009b', '\u202e']) {
        expect(run.stdout).not.toContain(raw)
        expect(run.summary).not.toContain(raw)
      }
      expect(run.stdout).toContain('\\x1b]8;;https://evil.example\\x07click')
      expect(run.stdout).toContain('\\u202eevil')
    }),
  )

  it.each([
    ['a newline', 'dep-1\n::error::forged'],
    ['a space', 'dep 1'],
    ['a path', '../../etc/passwd'],
    ['129 characters', 'a'.repeat(129)],
  ])('fails clearly on a deployment id with %s', async (_, id) => {
    const record = {
      name: 'support-bot',
      desiredDeploymentId: id,
      ready: false,
      deployment: { id, manifest: { spec: { image: NEW } } },
    }
    double.setFaults([{ method: 'POST', status: 200, afterProcessing: true, body: JSON.stringify(record) }])
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toMatch(
      /^The service named a deployment id ".*", which is not an id \(expected letters, digits, '-', '_' and '\.' \(not '\.' or '\.\.' alone\), at most 128 characters\)$/,
    )
    expect(run.outputs['deployment-id'] ?? '').toBe('')
    expect(run.outputs.status).toBe('unknown')
  })
})
