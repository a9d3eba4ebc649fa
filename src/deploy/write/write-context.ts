import { CancelledError, errorMessage } from '../../errors.js'
import type { Inputs } from '../../inputs/inputs.js'
import type { AgentConfig } from '../../service/agents/agent-config.js'
import type { Agent } from '../../service/agents/agent-record.js'
import type { AgentService } from '../../service/agents/agent-service.js'
import type { ServiceError } from '../../service/http/errors.js'
import type { HttpLog } from '../../service/http/transport.js'
import type { Plan } from '../plan.js'

// What the create and the update rounds of applyPlan share: the service, how to read an agent until a
// lagging read settles, and how a write waits for its secret sets.

export type Operation = 'created' | 'updated' | 'unchanged'

export interface Applied {
  operation: Operation
  /** the plan as it was carried out (a race can turn a create into an update) */
  plan: Plan
  /** the record the write answered with, or the one read when nothing was written */
  agent: Agent
  /** the agent as it was before this run's write; undefined when this run created it */
  before: Agent | undefined
}

/** A round ends done, or with a new plan to try (after a race, or a write that did not go through). */
export type Round =
  | { done: Applied }
  | {
      next: Plan
      before: Agent | undefined
      /** a create may have gone through unanswered: an "already exists" after it may be our own agent */
      createMaybeMade?: boolean
    }

export interface WriteContext {
  service: AgentService
  inputs: Inputs
  /** the build this run deploys (cloud-build, build-id): kept when a race makes the step plan again */
  buildId?: string
  /**
   * this run wrote new values to the secret set: a plan made again after a race (another run created or
   * updated the agent meanwhile) still asks for a new deployment, so that the agent surely runs them
   */
  newValues: boolean
  name: string
  log: HttpLog
  /** reads the agent until `check` holds or the reads run out; the last record read (undefined: none) */
  settle(check: (agent: Agent | undefined) => boolean): Promise<Agent | undefined>
  /** sends a write, waiting out secret sets that are still being provisioned */
  provisioned<T>(write: () => Promise<T>): Promise<T>
}

/**
 * After a lost answer: reads the agent to find out what the write did. Reads that fail leave the write's
 * outcome unknown, and the error says so (never "nothing was deployed").
 */
export async function readAfterLostWrite(
  ctx: WriteContext,
  write: 'create' | 'update',
  lost: Error,
  check: (agent: Agent | undefined) => boolean,
): Promise<Agent | undefined> {
  try {
    return await ctx.settle(check)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    throw new WriteOutcomeError(
      `${lost.message}; reading agent '${ctx.name}' to find out failed too (${errorMessage(error)}). The ${write} may have been carried out: read the agent before deploying again`,
      'unknown',
    )
  }
}

/** A 404 to a write that names sets: say which ones to check. */
export function missingSetError(error: ServiceError, desired: AgentConfig): ServiceError {
  const named = [
    desired.secretSet === undefined ? undefined : `secret-set '${desired.secretSet}'`,
    desired.imagePullSecretSet === undefined ? undefined : `image-pull-secret-set '${desired.imagePullSecretSet}'`,
  ].filter(Boolean)
  error.message += named.length
    ? `. Something the request names was not found: check that ${named.join(' and ')} exist${named.length === 1 ? 's' : ''} in the account`
    : '. Something the request names was not found'
  return error
}

/**
 * The write's outcome is not what the step can report as a deployment: `unknown` when it may have been
 * carried out (a lost answer, an answer naming no deployment), `failed` when the service answered that
 * it runs something other than what was asked.
 */
export class WriteOutcomeError extends Error {
  override readonly name = 'WriteOutcomeError'
  constructor(
    message: string,
    readonly status: 'unknown' | 'failed',
  ) {
    super(message)
  }
}
