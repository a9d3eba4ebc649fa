// test/durations.json, by which vitest.config.ts starts the longest test files first: it names every test
// file and no other (a new file is timed with `node scripts/test-durations.js`), and the script makes it
// from a run's report, the longest first.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { durationKey, durationsOf, readDurations } from '../../scripts/test-durations.js'
import { ROOT } from '../helpers/run-action.js'

function testFiles(dir = join(ROOT, 'test')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return entry.name.endsWith('.test.ts') ? [durationKey(path)] : []
  })
}

describe('test/durations.json', () => {
  it('times every test file, and names no other', () => {
    const times = readDurations()
    expect(Object.keys(times).sort(), 'run node scripts/test-durations.js').toEqual(testFiles().sort())
    expect(Object.values(times).every((seconds) => Number.isFinite(seconds) && seconds >= 0)).toBe(true)
  })

  it('is made from a report of vitest, the longest first, in seconds to a tenth', () => {
    const file = (name: string, ms: number) => ({ name: join(ROOT, name), startTime: 1_000, endTime: 1_000 + ms })
    const report = { testResults: [file('test/a.test.ts', 1_234), file('test/e2e/b.test.ts', 35_049)] }
    expect(Object.entries(durationsOf(report))).toEqual([
      ['test/e2e/b.test.ts', 35],
      ['test/a.test.ts', 1.2],
    ])
  })
})
