import { CancelledError, errorMessage } from '../errors.js'
import { log } from '../report/runner-log.js'
import type { SessionLog } from '../service/sessions/session-log.js'
import type { SessionRecord, SessionService } from '../service/sessions/sessions.js'
import type { SessionTransport } from '../session-transports.js'
import { raceAbort, seconds, sleep } from '../time.js'
import { sessionLines } from './session-lines.js'

// A verdict that rests on a session's own lines waits for them (issue 61 §1). The service keeps them in a
// search store: they come late, by an amount nothing documents. They are complete when the base image's
// framing is (daily-co/pipecat-cloud-images, pipecat-base/app.py, `run_bot`: every session logs `Starting
// bot session …` first and `Stopping bot session …` last, in its `finally`): a stop after the last start,
// and as many starts as the session must have (a SmallWebRTC session whose connection was made logs one for
// the wait and one for the bot; the wait's own stop may or may not come, service-facts.md and app.py
// differ). A session without that framing (an image of its own) is complete once the service says it ended
// and its lines have stopped growing for QUIET_MS; one that ended before its bot started, with no line, has
// none to wait for. Bounded by LINES_WAIT_MS: lines that never come are said,
// never read as evidence.

/** How long a verdict waits for a session's lines to be complete, from the moment the session is stopped. */
export const LINES_WAIT_MS = 30_000
/** How long the lines of a session without the base image's framing must stay the same, once it ended. */
export const QUIET_MS = 5_000
/** How often the lines are read again while they are awaited. */
const READ_EVERY_MS = 500

const STARTING = /Starting bot session with metadata/
const STOPPING = /Stopping bot session with metadata/
const WAITS_FOR_WEBRTC = /Will wait for the webrtc_connection/

/** A session's lines, awaited: all (bounded), the last few to show, and what is missing when they are not whole. */
export interface AwaitedLines {
  all: string[]
  shown: string[]
  /** why the lines cannot be taken as the session's whole output: they never came, or stopped short */
  missing?: string
}

/** Whether the lines carry the base image's framing at all (an image of its own may not). */
export function framed(lines: string[]): boolean {
  return lines.some((line) => STARTING.test(line))
}

/** Whether the base image's framing says the lines are whole: at least `starts` starts, and a stop after the last. */
export function framingComplete(lines: string[], starts = 1): boolean {
  // a session that waited for its WebRTC connection logs a second start for its bot
  const least = lines.some((line) => WAITS_FOR_WEBRTC.test(line)) ? Math.max(starts, 2) : starts
  let count = 0
  let lastStart = -1
  let lastStop = -1
  lines.forEach((line, i) => {
    if (STARTING.test(line)) {
      count++
      lastStart = i
    } else if (STOPPING.test(line)) lastStop = i
  })
  return count >= least && lastStop > lastStart
}

/** The starts a session's whole lines hold: a SmallWebRTC session logs the wait for its connection, then the bot. */
export function startsOf(transport: SessionTransport): number {
  return transport === 'webrtc' ? 2 : 1
}

export interface LinesWait {
  /** the starts the session must log: 2 for a SmallWebRTC session whose connection was made */
  starts?: number
  signal: AbortSignal
  /** the bound (LINES_WAIT_MS unless a test or a window says less) */
  waitMs?: number
}

/** The session's lines once complete, or what came within the bound, saying what is missing. */
export async function awaitSessionLines(
  sessions: SessionService,
  agent: string,
  id: string,
  wait: LinesWait,
): Promise<AwaitedLines> {
  const began = Date.now()
  const bound = wait.waitMs ?? LINES_WAIT_MS
  let read: SessionLog = { lines: [] }
  let problem: string | undefined
  let sameSince = began
  for (let reads = 0; ; reads++) {
    const before = read.lines
    try {
      read = await raceAbort(sessions.wholeLog(agent, id), wait.signal)
      problem = undefined
    } catch (error) {
      if (wait.signal.aborted) throw new CancelledError('cancelled while the session’s lines were awaited')
      problem = errorMessage(error)
    }
    if (framingComplete(read.lines, wait.starts)) return whole(read, reads, began, id)
    const now = Date.now()
    if (read.lines.length !== before.length || read.lines.at(-1) !== before.at(-1)) sameSince = now
    // the record matters only to the rules that rest on it: no line at all, or lines quiet for QUIET_MS
    const quiet = read.lines.length > 0 && now - sameSince >= QUIET_MS
    const record = read.lines.length === 0 || quiet ? await recordOf(sessions, agent, id, wait.signal) : undefined
    // a session that ended before its bot ever started (a link refused before the upgrade) logs nothing
    if (record?.endedAt && record.botStartSeconds === undefined && read.lines.length === 0)
      return whole(read, reads, began, id)
    if (record?.endedAt && quiet) return whole(read, reads, began, id)
    if (now - began >= bound) return { ...sessionLines(read.lines), missing: missing(read, problem, bound) }
    await sleep(Math.min(READ_EVERY_MS, Math.max(0, began + bound - now)), wait.signal)
    if (wait.signal.aborted) throw new CancelledError('cancelled while the session’s lines were awaited')
  }
}

function whole(read: SessionLog, reads: number, began: number, id: string): AwaitedLines {
  if (reads > 0) log.debug(`The lines of session ${id} were complete after ${seconds(Date.now() - began)}`)
  sayCut(id, read)
  return sessionLines(read.lines)
}

/** Says that a session's lines were not all read (the bound, a store that refused to page deep); true when it did. */
export function sayCut(id: string, read: SessionLog): boolean {
  if (read.cut) log.info(`Session ${id} logged more than could be read: ${read.cut}`)
  return Boolean(read.cut)
}

async function recordOf(
  sessions: SessionService,
  agent: string,
  id: string,
  signal: AbortSignal,
): Promise<SessionRecord | undefined> {
  try {
    return await raceAbort(sessions.read(agent, id), signal)
  } catch {
    if (signal.aborted) throw new CancelledError('cancelled while the session’s lines were awaited')
    return undefined
  }
}

function missing(read: SessionLog, problem: string | undefined, bound: number): string {
  if (problem && read.lines.length === 0) return `its log lines could not be read within ${seconds(bound)} (${problem})`
  if (read.lines.length === 0) return `its log lines did not come within ${seconds(bound)}`
  return `its log lines were not complete within ${seconds(bound)} (${read.lines.length} came, and no "Stopping bot session" line after the last start)`
}
