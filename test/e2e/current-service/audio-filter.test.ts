// The audio filter (audio-filter, and the deploy file's [krisp_viva] audio_filter): sent as krispViva,
// compared with what the record reports at its top level, kept on an update that does not name it.
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, double, IMAGE, start, useDouble } from './setup.js'

useDouble()

const NEW = 'ghcr.io/acme/support-bot:2.0.0'

describe.concurrent('audio-filter', () => {
  it(
    'sends the filter on create, writes nothing on an unchanged rerun, and keeps it on an update that does not name it',
    throughDist(async () => {
      await start({ readyAfterMs: 200 })
      const created = await deploy({ image: IMAGE, 'audio-filter': 'pro' })
      expect(created.code).toBe(0)
      expect(double.writes()[0]?.body.krispViva).toEqual({ audioFilter: 'pro' })
      expect(created.stdout).toContain('Audio filter: (not set) → pro')
      expect(created.summary).toContain('<td>Audio filter</td><td>pro</td>')
      const again = await deploy({ image: IMAGE, 'audio-filter': 'pro' })
      expect(again.outputs.operation).toBe('unchanged')
      expect(double.writes()).toHaveLength(1)
      const updated = await deploy({ image: NEW })
      expect(updated.code).toBe(0)
      expect(double.writes()[1]?.body.krispViva).toEqual({ audioFilter: 'pro' })
    }),
  )

  it("sends off as null, shown as a change from the agent's filter", async () => {
    await start({ readyAfterMs: 200 })
    double.seed('support-bot', { image: IMAGE, krispViva: { audioFilter: 'tel' } })
    const run = await deploy({ image: IMAGE, 'audio-filter': 'off' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body.krispViva).toEqual({ audioFilter: null })
    expect(run.stdout).toContain('Audio filter: tel → off')
    expect(run.outputs.operation).toBe('updated')
  })

  it.each([
    [
      { 'audio-filter': 'off', 'enable-noise-suppression': 'true' },
      "Inputs 'audio-filter' (off) and 'enable-noise-suppression' (true) contradict each other",
    ],
    [
      { 'audio-filter': 'tel', 'enable-noise-suppression': 'false' },
      "Inputs 'audio-filter' (tel) and 'enable-noise-suppression' (false) contradict each other",
    ],
    [{ 'audio-filter': 'hifi' }, "Input 'audio-filter' is not valid: expected one of tel, pro, off"],
  ])('refuses %o before any request', async (inputs, message) => {
    await start({ readyAfterMs: 200 })
    const run = await deploy({ image: IMAGE, ...inputs })
    expect(run.code).toBe(1)
    expect(errorsOf(run)[0]).toContain(message)
    expect(double.requests).toHaveLength(0)
  })

  it('takes a filter that agrees with enable-noise-suppression', async () => {
    await start({ readyAfterMs: 200 })
    const run = await deploy({ image: IMAGE, 'audio-filter': 'tel', 'enable-noise-suppression': 'true' })
    expect(run.code).toBe(0)
    expect(double.writes()[0]?.body).toMatchObject({ enableNoiseSuppression: true, krispViva: { audioFilter: 'tel' } })
  })
})
