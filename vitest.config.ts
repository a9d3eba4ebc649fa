import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { durationKey, readDurations } from './scripts/test-durations.js'

/**
 * The longest files first, by their times in a whole run (test/durations.json, scripts/test-durations.js),
 * so that the quick unit files fill the gaps at the end rather than a long file starting last. A file not
 * yet timed starts first of all (it may be long; a short one first costs nothing). Not vitest's own order:
 * it keeps its times in node_modules/.vite, and without them (a fresh clone, CI) ordered the files by size,
 * which started files of a few tests that wait 9 to 15 s on the doubles' clocks among the last: 46 s
 * instead of 40 s on 2 cores (CONTRIBUTING.md, "How long the suite takes").
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = readDurations()
    const timeOf = (file: TestSpecification) => times[durationKey(file.moduleId)] ?? Number.POSITIVE_INFINITY
    return (await super.sort(files))
      .map((file, at) => ({ file, at, time: timeOf(file) }))
      .sort((a, b) => b.time - a.time || a.at - b.at)
      .map(({ file }) => file)
  }
}

// Twenty files at once even on a 2-core machine: the end-to-end files mostly wait on the action's own
// clock (a read a second apart). Each worker imports the modules again (about 0.4 s of CPU each); fewer
// leave the cores idle while files wait (14: 42 s, 16: 40 to 43 s, 20: 38 to 42 s, 24: 41 to 42 s, 32: 46 s,
// here, 2026-11-28). CONTRIBUTING.md ("How long the suite takes").
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 20,
    // A worker runs file after file without starting afresh: a fork and vitest's start for each of 50
    // files cost about 15 s of the suite's CPU. Tests share no state: each starts its own doubles and
    // runs the action in its own process; the one module-level registry (src/secrets.ts) is cleared by
    // the test that fills it.
    isolate: false,
    // all the concurrent tests of time-limits.test.ts at once: they wait, they do not compute
    maxConcurrency: 10,
    sequence: { sequencer: LongestFirst },
    // A net for a test that hangs, never a verdict: a test's verdict is what the action did, whatever the
    // machine's pace (npm start's whole demo takes 25 s here and three times that on a slow 2-core machine).
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
