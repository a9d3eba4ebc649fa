// @ts-check
// What the benchmarks (`npm run bench`: bench.js, bench-build.js, bench-scenarios.js, bench-check.js)
// share: the median of a run's samples, and bare Node's start, the baseline start-up is measured against.
import { spawn } from 'node:child_process'

/** The median of the samples (the mean of the middle two for an even count). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/**
 * Bare Node, the baseline: how long `node -e ''` takes from spawn to exit.
 * @param {string} bin
 * @returns {Promise<number>}
 */
export function bareNode(bin) {
  return new Promise((done) => {
    const started = performance.now()
    const child = spawn(bin, ['-e', ''], { env: { PATH: process.env.PATH }, stdio: 'ignore' })
    child.on('exit', () => done(performance.now() - started))
  })
}
