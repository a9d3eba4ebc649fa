import { constants } from 'node:fs'
import { mkdir, open, realpath } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { ScenarioRunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import { transcriptText, unjudgedReasons } from '../../report/scenario-summary.js'
import { shortened } from '../../secrets.js'
import { isInside, workspaceDir } from '../../workspace-files.js'

// The scenario runs as a JUnit XML report (scenario-report), one test case per run, for the test-report
// actions people already use: a failed run's failure names the turn and what came instead; a run whose
// eval: was not judged is skipped; each case's output is its transcript. Text from the bot is data:
// secrets replaced first (shortened does), cut, and escaped for XML. The file is written only inside the
// workspace, never through a link.

/** Writes the report to `path` (relative to the workspace) when one is asked for; a problem is a warning. */
export async function writeJunit(path: string | undefined, runs: ScenarioRunReport[]): Promise<void> {
  if (!path) return
  const workspace = workspaceDir()
  try {
    const root = await realpath(workspace)
    const full = join(root, path)
    await mkdir(dirname(full), { recursive: true })
    if (!isInside(root, await realpath(dirname(full))))
      throw new Error(`${path} leads out of the workspace through a link`)
    const file = await open(
      full,
      // O_NONBLOCK: a FIFO put there since the inputs were read fails at once (ENXIO) rather than hold the step
      constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK,
      0o644,
    )
    try {
      if (!(await file.stat()).isFile()) throw new Error(`${path} is not a regular file`)
      await file.truncate(0)
      await file.writeFile(junitXml(runs))
    } finally {
      await file.close()
    }
    log.info(`Wrote the scenario report to ${relative(root, full)}`)
  } catch (error) {
    log.warning(`The scenario report (scenario-report: ${path}) was not written: ${(error as Error).message}`)
  }
}

export function junitXml(runs: ScenarioRunReport[]): string {
  const failures = runs.filter((run) => run.status === 'failed').length
  const skipped = runs.filter((run) => run.status === 'skipped').length
  const seconds = (ms: number) => (ms / 1000).toFixed(3)
  const total = runs.reduce((sum, run) => sum + run.durationMs, 0)
  const cases = runs.map((run) => {
    const name = xml(`${run.scenario} #${run.repeat}`)
    const body =
      run.status === 'failed'
        ? `<failure message="${xml(run.failure ?? 'failed')}"/>`
        : run.status === 'skipped'
          ? `<skipped message="${xml(unjudgedReasons([run])[0] ?? 'eval: not judged')}"/>`
          : ''
    return `    <testcase classname="${xml(run.file)}" name="${name}" time="${seconds(run.durationMs)}">${body}<system-out>${xml(transcriptText(run))}</system-out></testcase>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="scenarios" tests="${runs.length}" failures="${failures}" skipped="${skipped}" time="${seconds(total)}">`,
    `  <testsuite name="scenarios" tests="${runs.length}" failures="${failures}" skipped="${skipped}" time="${seconds(total)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

/** Secrets replaced, cut to 2,000 characters, characters XML cannot hold dropped, the rest escaped. */
function xml(text: string): string {
  return shortened(text, 2000)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
