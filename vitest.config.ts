import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Most of the suite is end-to-end runs of dist/index.js that wait on the clock (reads a second apart,
 * retry backoffs), not on the CPU: those files (and the wait's unit tests) go first, the tests of the action's own time limits
 * and the long unit files first of all, so the quick unit files fill the gaps at the end rather than a long file starting last. Within
 * each group, vitest's own order (longest last time first, else largest first).
 */
class ClockFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The files that take long whatever else runs start first of all: the action's own time limits, and
    // the files outside e2e that work for seconds (real git repositories, real file trees). Started
    // among the last, the latter ran alone for the suite's last 8 to 13 s.
    // The WebRTC files hold their turns at once, but each turn streams the caller's audio at real-time pace,
    // and npm start's demo is one long test: long whatever else runs.
    const first = [
      // a typed turn whose lines never come waits the 30 s bound: the longest single test of the suite
      '/e2e/late-lines.test.ts',
      '/e2e/time-limits.test.ts',
      '/test/project/release.test.ts',
      '/test/context/context-entries.test.ts',
      '/e2e/npm-start.test.ts',
      '/e2e/webrtc/turn.test.ts',
      '/e2e/webrtc/failures.test.ts',
      '/e2e/webrtc/no-link.test.ts',
      '/e2e/webrtc/scenarios.test.ts',
      // a DTLS race tried a few times: 13 s, started among the last it ended the suite alone
      '/e2e/webrtc/dtls-race.test.ts',
      // calls streamed at real-time pace, ten at once (maxConcurrency): about 8 s whatever else runs
      '/e2e/phone/call.test.ts',
      // unit files that wait seconds (WebRTC turns in process, the wait's reads): started among the
      // last, they ran alone for the suite's last 9 s
      '/test/after-ready/transports/webrtc-link.test.ts',
      '/test/deploy/wait.test.ts',
      // lines awaited until quiet for 5 s: started among the last, it ended the suite alone
      '/test/after-ready/awaited-lines.test.ts',
      // unit files of two to five seconds (Node started for its version, a build stamp, an incident's
      // reads, offers tried again): started with the quick ones, they ran alone for the suite's last 4 s
      '/test/project/action-node.test.ts',
      '/test/project/build-stamp.test.ts',
      '/test/github/incident.test.ts',
      '/test/after-ready/transports/webrtc-offer.test.ts',
      '/test/after-ready/scenario-turns.test.ts',
      '/test/project/exec-lazy.test.ts',
      // runs through dist/ beside runs in process: started among the last, it ended the suite alone
      '/test/helpers/run-in-process.test.ts',
    ]
    const onTheClock = (id: string) => id.includes('/test/e2e/') || id.endsWith('/test/deploy/wait.test.ts')
    const rank = (file: TestSpecification) =>
      first.some((name) => file.moduleId.endsWith(name)) ? 0 : onTheClock(file.moduleId) ? 1 : 2
    return (await super.sort(files))
      .map((file, at) => ({ file, at }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.at - b.at)
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
    sequence: { sequencer: ClockFirst },
    // A net for a test that hangs, never a verdict: a test's verdict is what the action did, whatever the
    // machine's pace (npm start's whole demo takes 25 s here and three times that on a slow 2-core machine).
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
