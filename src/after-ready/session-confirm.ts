import { CancelledError, errorMessage } from '../errors.js'
import { log } from '../report/runner-log.js'
import type { SessionRecord, SessionService } from '../service/sessions/sessions.js'

// Which deployment a session this step started runs on, as its record says: the checks after ready judge
// only sessions of the new deployment (conversation-test, the scenarios).

export interface Confirming {
  sessions: SessionService
  agent: string
  deploymentId: string
  /** sessions whose deployment could not be confirmed, counted here */
  unconfirmed: number
}

/**
 * Whether the session runs on this run's deployment, as its record says: 'elsewhere' (another deployment,
 * or a record that cannot be read: never judged, stopped, another tried) or 'here', with the record (the
 * judging takes the bot's start time from it); 'unknown' while the record names no deployment yet (before
 * the bot connects), unless `after` (the turn was held).
 */
export async function whereItRuns(
  c: Confirming,
  sessionId: string,
  after = false,
): Promise<{ where: 'elsewhere' | 'unknown' } | { where: 'here'; record: SessionRecord }> {
  let record: SessionRecord
  try {
    record = await c.sessions.read(c.agent, sessionId)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    c.unconfirmed++
    log.info(
      `Session ${sessionId}: its record could not be read (${errorMessage(error)}), so which deployment it runs on is not known: stopped, not judged; trying another`,
    )
    return { where: 'elsewhere' }
  }
  const where = record.deploymentId
  if (where === c.deploymentId) return { where: 'here', record }
  if (!where && !after) return { where: 'unknown' }
  if (!where) c.unconfirmed++
  log.info(
    `Session ${sessionId} ${where ? `runs on deployment ${where}, not this run's` : 'names no deployment in its record'}: stopped, not judged; trying another`,
  )
  return { where: 'elsewhere' }
}
