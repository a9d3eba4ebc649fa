import * as z from 'zod/mini'
import { pathSegment } from '../../ids.js'
import { type Answer, answerJson, bodyStart, serviceError } from '../http/answers.js'
import { type ServiceError, UnexpectedAnswerError } from '../http/errors.js'
import type { ServiceHttp } from '../http/transport.js'
import { SecretStore } from '../secret-sets/secret-store.js'
import { type Agent, agentSchema } from './agent-record.js'
import type { AgentRequestBody } from './request-body.js'

/** The service's agent operations, with typed answers. */
export class AgentService {
  /** the secret sets the agent's writes wait for */
  readonly secretSets: SecretStore

  constructor(private readonly http: ServiceHttp) {
    this.secretSets = new SecretStore(http)
  }

  /**
   * The agent, or undefined when the service says no agent has that name. `once`: no retries, for the
   * readiness wait, which reads again on its own schedule.
   */
  async getAgent(name: string, options: { once?: boolean } = {}): Promise<Agent | undefined> {
    const answer = await this.http.send('GET', agentPath(name), undefined, options)
    if (answer.status === 404) {
      // The service says "no such agent" in JSON; an HTML 404 comes from something else at that address.
      if (!/^\s*</.test(answer.text)) return undefined
      const error = serviceError(answer)
      error.message += `. Check api-url: it should be the service's base address, such as https://api.example.com/v1`
      throw error
    }
    return agentFrom(answer)
  }

  async createAgent(body: AgentRequestBody): Promise<Agent> {
    return agentFrom(await this.http.send('POST', '/agents', body, { write: true }))
  }

  async updateAgent(name: string, body: AgentRequestBody): Promise<Agent> {
    return agentFrom(await this.http.send('POST', agentPath(name), body, { write: true }))
  }

  /**
   * Deletes the agent and everything it runs: true when it was deleted, false when the service says there
   * is no such agent (already gone). Safe to send again, so it is retried like a read.
   */
  async deleteAgent(name: string): Promise<boolean> {
    const answer = await this.http.send('DELETE', agentPath(name))
    if (answer.status === 404 && !/^\s*</.test(answer.text)) return false
    if (answer.status < 200 || answer.status > 299) throw explainedError(answer)
    return true
  }

  /** The last `limit` log lines of one deployment, oldest first. */
  getLogs(name: string, deploymentId: string, limit: number): Promise<LogLine[]> {
    return readLogs(this.http, name, { deploymentId }, limit)
  }

  dispose(): void {
    this.http.dispose()
  }
}

/**
 * The last `limit` log lines of one deployment or one session of the agent, oldest first
 * (GET …/logs?deploymentId= or ?sessionId=, one attempt: the callers read again on their own schedule).
 */
export async function readLogs(
  http: ServiceHttp,
  name: string,
  of: { deploymentId: string } | { sessionId: string },
  limit: number,
  /** a session's lines are read again on a transient failure, as its record is; a deployment's, once */
  retried = false,
): Promise<LogLine[]> {
  const query = new URLSearchParams({ ...of, limit: String(limit), order: 'desc' })
  const answer = await http.send('GET', `${agentPath(name)}/logs?${query}`, undefined, { once: !retried })
  if (answer.status < 200 || answer.status > 299) throw serviceError(answer)
  const parsed = logsSchema.safeParse(answerJson(answer, 'logs'))
  if (!parsed.success) {
    throw new UnexpectedAnswerError(
      `The service answered ${answer.request} with JSON that is not logs: ${bodyStart(answer.text)}`,
    )
  }
  // Newest first as asked; a line from another deployment is not this one's.
  const deploymentId = 'deploymentId' in of ? of.deploymentId : undefined
  return (parsed.data.logs ?? [])
    .filter((line) => !deploymentId || !line.deploymentId || line.deploymentId === deploymentId)
    .slice(0, limit)
    .reverse()
    .map((line) => ({ log: line.log ?? '', timestamp: line.timestamp ?? undefined }))
}

export function agentPath(name: string): string {
  return `/agents/${pathSegment(name)}`
}

const logsSchema = z.looseObject({
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
export interface LogLine {
  log: string
  timestamp?: string
}

const AGENT_FIELDS = ['name', 'deployment', 'desiredDeploymentId', 'activeDeploymentId']

function agentFrom(answer: Answer): Agent {
  if (answer.status < 200 || answer.status > 299) throw explainedError(answer)
  const json = answerJson(answer, 'an agent record')
  const parsed = agentSchema.safeParse(json)
  // Any field of a record may be missing, but JSON with none of an agent's fields is something else.
  if (parsed.success && !AGENT_FIELDS.some((field) => field in parsed.data)) {
    throw new UnexpectedAnswerError(
      `The service answered ${answer.status} to ${answer.request} with JSON that is not an agent record (none of ${AGENT_FIELDS.join(', ')}): ${bodyStart(answer.text)}`,
    )
  }
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(top level)').join(', ')
    throw new UnexpectedAnswerError(
      `The service answered ${answer.status} to ${answer.request} with JSON that is not an agent record (missing or wrong: ${fields}): ${bodyStart(answer.text)}`,
    )
  }
  return parsed.data
}

function explainedError(answer: Answer): ServiceError {
  const error = serviceError(answer)
  if (answer.status === 401) {
    error.message += '. The API key was refused: use a private API key of the account (a public key cannot deploy)'
  }
  return error
}
