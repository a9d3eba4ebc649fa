import { CancelledError, errorMessage } from '../errors.js'
import { log } from '../report/runner-log.js'
import { type Build, type BuildService, TERMINAL_BUILD_STATUSES } from '../service/builds/builds.js'
import { cutLine } from '../service/output-lines.js'
import { raceAbort, seconds, sleep } from '../time.js'

// Following a build on the service: its status read about every 2 s (never more than once a second), its
// log lines shown as they appear, each once, through the escaped log; the end told in the build's words.

/** How many of a failed build's last log lines go into the error and the job summary. */
export const BUILD_LINES_SHOWN = 20
/** The most log lines asked for (the reference's maximum). */
const BUILD_LOG_LIMIT = 10_000

export function buildPollDelay(elapsedMs: number): number {
  return elapsedMs < 120_000 ? 2_000 : 5_000
}

/** A build that failed, timed out on the service, or did not finish within build-timeout. */
export class BuildFailedError extends Error {
  override readonly name = 'BuildFailedError'
  constructor(
    message: string,
    readonly lastLines: string[],
  ) {
    super(message)
  }
}

/** Waits for the build to succeed; shows its lines and status changes as they come. */
export async function followBuild(
  builds: BuildService,
  first: Build,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Build> {
  const started = Date.now()
  let build = first
  let status = ''
  const lines: string[] = []
  // Why the lines shown may not be all of the log: said once as it happens, and again with a failure.
  let incomplete: string | undefined
  const showNew = async () => {
    const all = await builds.getBuildLogs(build.id, BUILD_LOG_LIMIT).catch((error: unknown) => {
      if (error instanceof CancelledError) throw error
      if (!incomplete)
        log.warning(
          `The logs of build ${build.id} could not be read (${errorMessage(error)}): the lines shown may be incomplete`,
        )
      incomplete = `its log could not be read in full: ${errorMessage(error)}`
      return lines
    })
    if (all.length >= BUILD_LOG_LIMIT && !incomplete) {
      incomplete = `the service gives at most the first ${BUILD_LOG_LIMIT} lines of a build's log`
      log.warning(
        `Build ${build.id} has written ${BUILD_LOG_LIMIT} log lines or more; ${incomplete}, so its last lines are not shown`,
      )
    }
    // The reference has no paging: each read gives the lines so far, and only the new ones are shown.
    for (const line of all.slice(lines.length)) {
      lines.push(line)
      log.info(cutLine(line))
    }
  }
  return log.group(`Build ${first.id}`, async () => {
    for (;;) {
      if (build.status !== status) log.info(`Build ${build.id}: ${build.status} (${seconds(Date.now() - started)})`)
      status = build.status
      await showNew()
      if (build.status === 'success') return build
      if (TERMINAL_BUILD_STATUSES.has(build.status)) {
        const last = lines.slice(-BUILD_LINES_SHOWN).map(cutLine)
        const note = incomplete ? ` (${incomplete})` : ''
        throw new BuildFailedError(
          `Build ${build.id} ${build.status === 'timeout' ? 'timed out on the service' : 'failed'}: ${build.errorMessage ?? '(the service gave no errorMessage)'}${last.length ? `. Its last log lines${note}:\n${last.join('\n')}` : note}`,
          last,
        )
      }
      const elapsed = Date.now() - started
      if (elapsed >= timeoutMs) {
        throw new BuildFailedError(
          `Build ${build.id} was still ${build.status} after ${seconds(elapsed)} (build-timeout is ${seconds(timeoutMs)}): it may still finish on the service; nothing was deployed`,
          lines.slice(-BUILD_LINES_SHOWN).map(cutLine),
        )
      }
      await sleep(Math.min(buildPollDelay(elapsed), Math.max(1_000, timeoutMs - elapsed)), signal)
      if (signal.aborted) throw new CancelledError(String(signal.reason ?? 'cancelled'))
      build = await raceAbort(builds.getBuild(build.id), signal)
    }
  })
}
