// @ts-check
// Writes test/durations.json: how long each test file took in a whole run of the suite, in seconds, which
// vitest.config.ts's sequencer reads to start the longest files first. vitest keeps such times in
// node_modules/.vite, which a fresh clone lacks: it then ordered the files by size, and the suite took 46 s
// instead of 40 s here (files of a few small tests that wait 9 to 15 s on clocks started among the last).
//
//   node scripts/test-durations.js                 runs the whole suite (npm test), then writes the file
//   node scripts/test-durations.js report.json     reads a report of `vitest run --reporter=json` instead
//
// Run it after adding or moving a test file (test/project/test-durations.test.ts says when a file is missing).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const DURATIONS = join(ROOT, 'test', 'durations.json')

/** How test/durations.json names a test file: its path from the repository's root, with forward slashes. @param {string} path */
export const durationKey = (path) => relative(ROOT, path).split(sep).join('/')

/** The times test/durations.json holds, by durationKey. @returns {Record<string, number>} */
export const readDurations = () => JSON.parse(readFileSync(DURATIONS, 'utf8'))

/**
 * Each file's time in the report, in seconds to a tenth, the longest first.
 * @param {{ testResults: { name: string, startTime: number, endTime: number }[] }} report
 * @returns {Record<string, number>}
 */
export function durationsOf(report) {
  const rows = report.testResults.map((file) => ({
    file: durationKey(file.name),
    seconds: Math.round((file.endTime - file.startTime) / 100) / 10,
  }))
  rows.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
  return Object.fromEntries(rows.map(({ file, seconds }) => [file, seconds]))
}

/** The report of a whole run of the suite: given, or made now. @param {string | undefined} given */
function report(given) {
  if (given) return JSON.parse(readFileSync(given, 'utf8'))
  const dir = mkdtempSync(join(tmpdir(), 'test-durations-'))
  try {
    const out = join(dir, 'report.json')
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts', 'run-tests.js'), '--reporter=default', '--reporter=json', `--outputFile=${out}`],
      { stdio: 'inherit', cwd: ROOT },
    )
    if (run.status !== 0) throw new Error('the suite failed: its times would not be those of a whole run')
    return JSON.parse(readFileSync(out, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const durations = durationsOf(report(process.argv[2]))
  writeFileSync(DURATIONS, `${JSON.stringify(durations, null, 2)}\n`)
  console.log(`Wrote ${relative(ROOT, DURATIONS)}: ${Object.keys(durations).length} files`)
}
