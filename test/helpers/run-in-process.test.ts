// runInProcess against runAction: a variation run in the test's process must show what the same run
// through dist/ shows, or the tests that use it prove less than they say. And runs that overlap must
// each see only their own environment, output and summary.
import { describe, expect, it } from 'vitest'
import { deployInputs, runAction } from './run-action.js'
import { runInProcess } from './run-in-process.js'
import { withDouble } from './with-double.js'

/** What differs between two runs of the same step: ids, times and the mask of a run's own session token. */
const comparable = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d+(\.\d+)? s\b/g, '<s>')
    .replace(/ghadelimiter_[\w]+/g, '<delimiter>')

describe.concurrent('runInProcess', () => {
  it('answers a refused input as the run through dist/ does: the same output, outputs and exit code', async () => {
    const inputs = { 'api-key': 'sk_test_private', 'api-url': 'http://127.0.0.1:9', 'min-agents': 'lots' }
    const [inProcess, throughDist] = await Promise.all([runInProcess(inputs), runAction(inputs)])
    expect(throughDist.code).toBe(1)
    expect(inProcess.code).toBe(throughDist.code)
    expect(inProcess.stdout).toBe(throughDist.stdout)
    expect(inProcess.outputs).toEqual(throughDist.outputs)
    expect(inProcess.summary).toBe(throughDist.summary)
  })

  it('deploys as the run through dist/ does: the same log, outputs and summary but for ids and times', () =>
    withDouble({ readyAfterMs: 0 }, async (double) => {
      const first = await runAction(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:1.0.0' }))
      const again = await runInProcess(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:2.0.0' }))
      const back = await runAction(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:1.0.0' }))
      const undo = await runInProcess(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:2.0.0' }))
      expect([first.code, again.code, back.code, undo.code]).toEqual([0, 0, 0, 0])
      // an update through dist/ and the same update in process
      expect(comparable(undo.stdout)).toBe(comparable(again.stdout))
      expect(Object.keys(undo.outputs).sort()).toEqual(Object.keys(back.outputs).sort())
      expect(undo.outputs.status).toBe('ready')
      expect(comparable(undo.summary)).toBe(comparable(again.summary))
      // the same step through dist/ with the images the other way round
      const images = (text: string) => comparable(text).replace(/support-bot:[12]\.0\.0/g, 'support-bot:x')
      expect(images(back.stdout)).toBe(images(undo.stdout))
    }))

  it('keeps overlapping runs apart: each its own inputs, output, outputs and summary; the environment untouched', () =>
    withDouble({ readyAfterMs: 300 }, async (double) => {
      const before = { ...process.env }
      const [a, b] = await Promise.all([
        runInProcess(deployInputs(double.url, { 'agent-name': 'bot-a', image: 'ghcr.io/acme/a:1' })),
        runInProcess(deployInputs(double.url, { 'agent-name': 'bot-b', image: 'ghcr.io/acme/b:1' })),
      ])
      expect([a.code, b.code]).toEqual([0, 0])
      expect(a.stdout).toContain("Creating agent 'bot-a'")
      expect(a.stdout).not.toContain('bot-b')
      expect(b.stdout).toContain("Creating agent 'bot-b'")
      expect(b.stdout).not.toContain('bot-a')
      expect(a.summary).toContain('Agent deploy: bot-a')
      expect(a.summary).not.toContain('bot-b')
      expect(b.summary).toContain('Agent deploy: bot-b')
      expect(a.outputs['deployment-id']).not.toBe(b.outputs['deployment-id'])
      expect({ ...process.env }).toEqual(before)
      expect(process.exitCode).toBeUndefined()
    }))
})
