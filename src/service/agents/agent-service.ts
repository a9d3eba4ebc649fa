import { pathSegment } from '../../ids.js'
import { type Answer, answerJson, bodyStart, serviceError } from '../http/answers.js'
import { type ServiceError, UnexpectedAnswerError } from '../http/errors.js'
import type { ServiceHttp } from '../http/transport.js'
import { SecretStore } from '../secret-sets/secret-store.js'
import { type Agent, agentSchema } from './agent-record.js'
import { type LogLine, readLogs } from './log-pages.js'
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

export function agentPath(name: string): string {
  return `/agents/${pathSegment(name)}`
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
