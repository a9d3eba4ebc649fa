import { type Agent, agentSchema } from './agent-record.js'
import { ServiceError, UnexpectedAnswerError } from './errors.js'
import { type Answer, answerJson, bodyStart, type ServiceHttp, serviceError } from './http.js'
import type { AgentRequestBody } from './plan.js'

/** The service's agent operations, with typed answers. */
export class AgentService {
  constructor(private readonly http: ServiceHttp) {}

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

  dispose(): void {
    this.http.dispose()
  }
}

export function agentPath(name: string): string {
  return `/agents/${encodeURIComponent(name)}`
}

function agentFrom(answer: Answer): Agent {
  if (answer.status < 200 || answer.status > 299) throw explainedError(answer)
  const parsed = agentSchema.safeParse(answerJson(answer))
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

/** Creating a name that exists: 400 with "already exists" in the message, or 409 on some installations. */
export function isAlreadyExists(error: unknown): error is ServiceError {
  if (!(error instanceof ServiceError)) return false
  return error.status === 409 || (error.status === 400 && /already exists/i.test(error.serviceMessage ?? error.message))
}
