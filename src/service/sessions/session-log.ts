import { errorMessage } from '../../errors.js'
import { readLogPage } from '../agents/log-pages.js'
import { UnexpectedAnswerError } from '../http/errors.js'
import type { ServiceHttp } from '../http/transport.js'

// A session's own log lines read whole (issue 61 §1), oldest first, page by page: the store gives what it
// gives (a page may hold fewer lines than asked: the next starts after what came), and may refuse to page
// deep (what came before is kept, and the cut said). Oldest first, so that lines that come late are added
// at the end, and a page read again starts where the last one did.

/** The lines asked for in one page: moderate, as a search store wants (service-facts.md, "Logs"). */
export const LOG_PAGE = 100
/** The most lines read of one session: every session a check holds logs far fewer (a short turn, about 95). */
export const MOST_SESSION_LINES = 5000
/** The most pages read for one session's lines, whatever each page holds. */
export const MOST_LOG_PAGES = 60

export interface SessionLog {
  lines: string[]
  /** why the lines read are not all there are (the bound, a page the store refused) */
  cut?: string
}

/** Every line of the session, oldest first, within MOST_SESSION_LINES and MOST_LOG_PAGES. */
export async function readSessionLog(http: ServiceHttp, agent: string, id: string): Promise<SessionLog> {
  const lines: string[] = []
  for (let page = 0; page < MOST_LOG_PAGES; page++) {
    if (lines.length >= MOST_SESSION_LINES) {
      return { lines, cut: `only the first ${MOST_SESSION_LINES} lines are read` }
    }
    let read: Awaited<ReturnType<typeof readLogPage>>
    try {
      const limit = Math.min(LOG_PAGE, MOST_SESSION_LINES - lines.length)
      read = await readLogPage(http, agent, { sessionId: id }, { limit, offset: lines.length, order: 'asc' }, true)
    } catch (error) {
      // the first page's failure is the read's; a deeper one is the store's bound, and what came is kept
      if (page === 0) {
        if (error instanceof UnexpectedAnswerError) return { lines: [] }
        throw error
      }
      return { lines, cut: `the service refused the lines past the first ${lines.length} (${errorMessage(error)})` }
    }
    lines.push(...read.lines.map((line) => line.log))
    if (read.lines.length === 0 || (read.total !== undefined && lines.length >= read.total)) return { lines }
  }
  return { lines, cut: `only the first ${lines.length} lines are read (${MOST_LOG_PAGES} pages)` }
}
