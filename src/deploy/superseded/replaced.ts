import { type Agent, requestedDeploymentId, revisionOf } from '../../service/agents/agent-record.js'

// When has another deployment replaced this run's? Reads lag behind writes (service-facts.md): a read may
// still name the deployment this run replaced, or whatever a lagging cache holds, and a hostile or broken
// read may name an id that is no deployment of the agent at all. One read proves nothing. Another
// deployment replaced this run's only when all of these hold (docs/failures-and-rollback.md):
//   1. it is neither this run's nor the one this run replaced (known before the write: it is never newer);
//   2. the record says it started after this run's: its `deployment.createdAt` or its revision's
//      `phaseStartedAt`, later than this run's own (from the write's answer or any read; the write's
//      `updatedAt` when neither tells). A deployment the record gives no time for is not proven newer;
//   3. READS_IN_A_ROW reads in a row name it.
// Anything less is a stale read: the run goes on as if it had not been seen.

/** How many reads in a row must name the newer deployment before the run calls itself superseded. */
export const READS_IN_A_ROW = 3

/** The deployment and the time it started, as far as one record tells; undefined when it does not. */
export function startedAt(agent: Agent, deploymentId: string): number | undefined {
  const times: (string | undefined)[] = [revisionOf(agent, deploymentId)?.phaseStartedAt ?? undefined]
  if (agent.deployment?.id === deploymentId) times.push(agent.deployment.createdAt ?? undefined)
  const parsed = times.map((time) => (time ? Date.parse(time) : Number.NaN)).filter((time) => Number.isFinite(time))
  // a Failed revision's phase started when it failed: the earliest time the record gives is its start
  return parsed.length > 0 ? Math.min(...parsed) : undefined
}

/** Watches the reads of one run's deployment for another that replaced it; one per run, shared by every read. */
export class ReplacementWatch {
  private ownSince: number | undefined
  private readonly writtenAt: number | undefined
  private streak = { id: '', reads: 0 }

  /** `written`: the write's answer (or the record the run found), which names this run's deployment. */
  constructor(
    readonly ownId: string,
    readonly previousId: string | undefined,
    written: Agent | undefined,
  ) {
    this.ownSince = written ? startedAt(written, ownId) : undefined
    const at = written?.updatedAt ? Date.parse(written.updatedAt) : Number.NaN
    this.writtenAt = Number.isFinite(at) ? at : undefined
  }

  /** One read: the id of the deployment that replaced this run's, once proven; undefined until then. */
  observe(agent: Agent): string | undefined {
    this.ownSince ??= startedAt(agent, this.ownId)
    const named = requestedDeploymentId(agent)
    if (!named || named === this.ownId || named === this.previousId || !this.newer(agent, named)) {
      this.streak = { id: '', reads: 0 }
      return undefined
    }
    this.streak = { id: named, reads: this.streak.id === named ? this.streak.reads + 1 : 1 }
    return this.streak.reads >= READS_IN_A_ROW ? named : undefined
  }

  /** Whether the last read named a candidate that more reads may prove (or disprove). */
  get pending(): boolean {
    return this.streak.reads > 0
  }

  private newer(agent: Agent, named: string): boolean {
    const since = this.ownSince ?? this.writtenAt
    const started = startedAt(agent, named)
    return since !== undefined && started !== undefined && started > since
  }
}

/** What a superseded deployment says, wherever it was found. */
export function supersededMessage(name: string, deploymentId: string, by: string): string {
  return `Deployment ${deploymentId} of agent '${name}' was superseded: the agent runs deployment ${by} now, which another run or a person deployed meanwhile. Nothing was rolled back over it`
}
