// The bundle's stand-in for @actions/exec (src/vendor/exec-lazy.cjs): @actions/core imports it at its
// top, and the action never runs a command, so a run must not load child_process (nor @actions/io with
// it); the stand-in must still give every name the real module exports.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startAgentService } from '../double/agent-service.js'
import { deployInputs, ROOT, runAction } from '../helpers/run-action.js'

const require = createRequire(import.meta.url)
const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-exec-lazy-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the bundle’s lazy @actions/exec', () => {
  it('gives every name the real module exports, without loading it', async () => {
    const real = await import('@actions/exec')
    const lazy = require(join(ROOT, 'src', 'vendor', 'exec-lazy.cjs'))
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort())
    for (const name of Object.keys(real))
      expect(Object.getOwnPropertyDescriptor(lazy, name)?.get).toBeTypeOf('function')
  })

  it('is never loaded on a deploy: the run does not load child_process', async () => {
    const loaded = join(dir, 'loaded.txt')
    const probe = join(dir, 'probe.mjs')
    writeFileSync(
      probe,
      `import { writeFileSync } from 'node:fs'\nprocess.on('exit', () => writeFileSync(${JSON.stringify(loaded)}, process.moduleLoadList.join('\\n')))\n`,
    )
    const double = await startAgentService({ readyAfterMs: 0 })
    try {
      const run = await runAction(deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:2.0.0' }), {
        env: { NODE_OPTIONS: `--import=${pathToFileURL(probe).href}` },
      })
      expect(run.code, run.stdout).toBe(0)
      const modules = readFileSync(loaded, 'utf8').split('\n')
      expect(modules).toContain('NativeModule http')
      expect(modules).not.toContain('NativeModule child_process')
    } finally {
      await double.close()
    }
  })
})
