import * as z from 'zod/mini'
import { pathSegment } from '../../ids.js'
import { answerJson, bodyStart, serviceError } from '../http/answers.js'
import { UnexpectedAnswerError } from '../http/errors.js'
import type { ServiceHttp } from '../http/transport.js'

// The logs of a deployment or a session (service-facts.md, "Logs"): GET …/logs?deploymentId= or ?sessionId=,
// `limit` (no documented maximum: a store may give fewer than asked), `offset` (a store may refuse to page
// deep), `order` asc or desc. `total` says how many match, `relation` "eq", or "gte" past a count.

export interface LogLine {
  log: string
  timestamp?: string
}

export type LogsOf = { deploymentId: string } | { sessionId: string }

/** One page of lines, in the order asked, and how many the store says match (when it says so exactly). */
export interface LogPage {
  lines: LogLine[]
  /** the count of matching lines when the store says it exactly (relation "eq") */
  total?: number
}

const logsSchema = z.looseObject({
  total: z.optional(
    z.nullable(
      z.looseObject({ value: z.optional(z.nullable(z.number())), relation: z.optional(z.nullable(z.string())) }),
    ),
  ),
  logs: z.optional(
    z.nullable(
      z.array(
        z.looseObject({
          log: z.optional(z.nullable(z.string())),
          timestamp: z.optional(z.nullable(z.string())),
          deploymentId: z.optional(z.nullable(z.string())),
        }),
      ),
    ),
  ),
})

/** One page of the logs (`retried`: read again on a transient failure, as a session's record is). */
export async function readLogPage(
  http: ServiceHttp,
  name: string,
  of: LogsOf,
  page: { limit: number; offset?: number; order: 'asc' | 'desc' },
  retried = false,
): Promise<LogPage> {
  const query = new URLSearchParams({
    ...of,
    limit: String(page.limit),
    ...(page.offset ? { offset: String(page.offset) } : {}),
    order: page.order,
  })
  const answer = await http.send('GET', `/agents/${pathSegment(name)}/logs?${query}`, undefined, { once: !retried })
  if (answer.status < 200 || answer.status > 299) throw serviceError(answer)
  const parsed = logsSchema.safeParse(answerJson(answer, 'logs'))
  if (!parsed.success) {
    throw new UnexpectedAnswerError(
      `The service answered ${answer.request} with JSON that is not logs: ${bodyStart(answer.text)}`,
    )
  }
  // a line from another deployment is not this one's
  const deploymentId = 'deploymentId' in of ? of.deploymentId : undefined
  const lines = (parsed.data.logs ?? [])
    .filter((line) => !deploymentId || !line.deploymentId || line.deploymentId === deploymentId)
    .slice(0, page.limit)
    .map((line) => ({ log: line.log ?? '', timestamp: line.timestamp ?? undefined }))
  const total = parsed.data.total
  return total?.relation === 'eq' && typeof total.value === 'number' ? { lines, total: total.value } : { lines }
}

/** The last `limit` log lines of one deployment or one session of the agent, oldest first (one page, newest first). */
export async function readLogs(
  http: ServiceHttp,
  name: string,
  of: LogsOf,
  limit: number,
  retried = false,
): Promise<LogLine[]> {
  return (await readLogPage(http, name, of, { limit, order: 'desc' }, retried)).lines.reverse()
}
