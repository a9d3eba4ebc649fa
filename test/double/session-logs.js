// @ts-check
// A session's own log lines as the service gives them (service-facts.md, "Logs"), traps included:
// - the base image frames every session (daily-co/pipecat-cloud-images, pipecat-base/app.py, `run_bot`): its
//   loguru format `time | LEVEL | name:function:line | <session id> - message`, `Starting bot session with
//   metadata: {…}` first, `Stopping bot session with metadata: {…}` last (its `finally`), and a bot that
//   raises is one line between them, `Exception running bot(): <str(e)>`, with no traceback. A SmallWebRTC
//   session logs a start/stop pair while it waits for its connection, then another for the bot;
// - lines come late (`linesLateMs`): a line can be read only that long after the bot wrote it;
// - a page holds what the store gives (`logPageMost`, whatever `limit` asks) and the store refuses to page
//   deep (`logOffsetMost`: offset + limit past it is refused, as a search index's result window is);
// - `limit` is 10 unless asked, `order` desc unless asked, `offset` 0.

/**
 * @typedef {object} LogOptions
 * @property {number} [linesLateMs] a line can be read only this long after it was written
 * @property {number} [logPageMost] a page holds at most this many lines, whatever limit asks
 * @property {number} [logOffsetMost] a page reaching past this many lines is refused (400)
 */

/** @param {number} at */
const stamp = (at) => new Date(at).toISOString().replace('T', ' ').slice(0, 23)

/** A line as the base image's loguru writes it. @param {number} at @param {string} level @param {string} where @param {string} id @param {string} message */
export const baseImageLine = (at, level, where, id, message) =>
  `${stamp(at)} | ${level.padEnd(8)} | ${where} | ${id} - ${message}`

/** What `str(e)` gives for the exception a traceback ends with ("KeyError: 'X'" → "'X'"). @param {string} line */
function exceptionText(line) {
  return line.replace(/^[A-Za-z_.]*(Error|Exception)[A-Za-z_]*: /, '')
}

/**
 * Every line of the session written by `now`, oldest first, each with the time it was written.
 * @param {import('./sessions.js').Session} session @param {number} now
 */
export function writtenLines(session, now) {
  const id = session.id
  const metadata = JSON.stringify({ session_id: id, image_version: 'unknown' })
    .replace(/,"/g, ', "')
    .replace(/":/g, '": ')
  const start = (/** @type {number} */ at) => ({
    at,
    log: baseImageLine(at, 'INFO', 'app:run_bot:111', id, `Starting bot session with metadata: ${metadata}`),
  })
  const stop = (/** @type {number} */ at) => ({
    at,
    log: baseImageLine(at, 'INFO', 'app:run_bot:138', id, `Stopping bot session with metadata: ${metadata}`),
  })
  const caller = session.endsAt !== undefined && now >= session.endsAt ? session.endsAt : undefined
  const crashed = session.crashAt !== undefined && now >= session.crashAt ? session.crashAt : undefined
  const end = session.endedAt ?? caller ?? crashed
  const botStarted = Number.isFinite(session.botStartAt) && session.botStartAt <= now
  /** @type {{ at: number, log: string }[]} */
  const lines = []
  if (session.transport === 'webrtc') {
    lines.push(start(session.createdAt), {
      at: session.createdAt,
      log: baseImageLine(
        session.createdAt,
        'INFO',
        'app:run_bot:117',
        id,
        'Will wait for the webrtc_connection to be set!',
      ),
    })
    if (botStarted) lines.push(stop(session.botStartAt))
  }
  if (botStarted) lines.push(start(session.botStartAt))
  if (session.crashAt !== undefined) {
    const raised = session.extraLines ?? []
    // a caller's bot logs its own traceback (a handler's exception); a bot that raises from bot() is the
    // base image's one line
    const crash = session.caller
      ? raised.map((log, i) => ({ at: /** @type {number} */ (session.crashAt) - 5 + i, log }))
      : [
          {
            at: session.crashAt - 1,
            log: baseImageLine(
              session.crashAt - 1,
              'ERROR',
              'app:run_bot:136',
              id,
              `Exception running bot(): ${exceptionText(raised.at(-1) ?? "KeyError: 'OPENAI_API_KEY'")}`,
            ),
          },
        ]
    lines.push(...crash)
  }
  lines.push(...(session.botLines ?? []))
  const written = lines.filter((line) => line.at <= now && line.at <= (end ?? Number.POSITIVE_INFINITY))
  if (end !== undefined && (botStarted || session.transport === 'webrtc')) written.push(stop(end))
  return written.map((line, i) => ({ ...line, i })).sort((a, b) => a.at - b.at || a.i - b.i)
}

/**
 * GET …/logs?sessionId=: the lines that can be read by now, in the order asked, a page of them.
 * @param {import('./sessions.js').Session | undefined} session @param {number} now @param {URLSearchParams} query
 * @param {LogOptions} options
 * @returns {[number, any]}
 */
export function sessionLogsAnswer(session, now, query, options) {
  const late = options.linesLateMs ?? 0
  const readable = session ? writtenLines(session, now).filter((line) => line.at + late <= now) : []
  const ordered = query.get('order') === 'asc' ? readable : readable.reverse()
  const limit = Number(query.get('limit') ?? 10)
  const offset = Number(query.get('offset') ?? 0)
  if (options.logOffsetMost !== undefined && offset + limit > options.logOffsetMost) {
    return [
      400,
      {
        error: `Result window is too large, from + size must be less than or equal to: [${options.logOffsetMost}] but was [${offset + limit}]`,
        code: 'GENERIC_BAD_REQUEST',
      },
    ]
  }
  const size = Math.min(limit, options.logPageMost ?? limit)
  const logs = ordered.slice(offset, offset + size).map((line) => ({
    log: line.log,
    timestamp: new Date(line.at).toISOString(),
    deploymentId: session?.deploymentId,
  }))
  return [200, { total: { value: ordered.length, relation: 'eq' }, logs }]
}
