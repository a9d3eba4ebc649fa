import { errorMessage } from '../errors.js'
import { log } from '../report/runner-log.js'
import type { SessionService } from '../service/sessions/sessions.js'
import type { SessionTransport } from '../session-transports.js'
import { sleep } from '../time.js'
import { framingComplete } from './awaited-lines.js'
import type { BotLink } from './transports/bot-link.js'

// A SmallWebRTC bot that raises at its start leaves its peer connection open and silent: the base image
// logs the exception and its stop line, and closes no connection (daily-co/pipecat-cloud-images,
// pipecat-base/app.py, `run_bot`: `except Exception` logs, `finally` completes the session; the
// SmallWebRTCConnection the offer made stays up). Nothing on the link says the bot is gone, so the check
// would wait out its whole window (issue 61 §2: 23 s, against 1.4 s over the WebSocket, which closes). While
// such a link waits for the bot's bot-ready, the session's own lines are read every second; once they say its
// bot ran and ended (the exception, or the stop after the bot's start), the link ends, and the verdict reads
// the lines as it does for any link that ended (transport-fault.ts).

/** How often the lines are read while the bot is not ready. */
const READ_EVERY_MS = 1000
const RAISED = /Exception running bot\(\):/

/** Whether the link has brought the bot's RTVI bot-ready. */
function botReady(link: BotLink): boolean {
  return link
    .since(0)
    .events.some(
      (event) => event.kind === 'frame' && event.frame.kind === 'message' && event.frame.data.includes('"bot-ready"'),
    )
}

/**
 * Reads the session's lines every second until the bot is ready, the link ends or `signal` fires; ends the
 * link when they say the bot already ended. Resolves when it stops; never throws.
 */
async function endWithBot(
  link: BotLink,
  sessions: SessionService,
  agent: string,
  sessionId: string,
  signal: AbortSignal,
): Promise<void> {
  for (;;) {
    await sleep(READ_EVERY_MS, signal).catch(() => undefined)
    if (signal.aborted || link.ended || botReady(link)) return
    let lines: string[]
    try {
      lines = (await sessions.wholeLog(agent, sessionId)).lines
    } catch (error) {
      log.debug(
        `The log lines of session ${sessionId} could not be read while the bot was awaited: ${errorMessage(error)}`,
      )
      continue
    }
    if (signal.aborted || link.ended || botReady(link)) return
    if (lines.some((line) => RAISED.test(line)) || framingComplete(lines, 2)) {
      link.end('the bot’s session ended while its WebRTC connection stayed open, before the bot was ready')
      return
    }
  }
}

export interface Watched {
  transport: SessionTransport
  sessions: SessionService
  agent: string
  sessionId: string
  signal: AbortSignal
}

/** Holds the link with `hold`; over SmallWebRTC, with the session's lines read until the bot is ready (endWithBot). */
export async function holdWatched<T>(link: BotLink, w: Watched, hold: () => Promise<T>): Promise<T> {
  if (w.transport !== 'webrtc') return hold()
  const held = new AbortController()
  const exit = endWithBot(link, w.sessions, w.agent, w.sessionId, AbortSignal.any([held.signal, w.signal]))
  try {
    return await hold()
  } finally {
    held.abort()
    await exit
  }
}
