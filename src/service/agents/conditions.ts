import type { Agent, Condition } from './agent-record.js'

// The record's conditions (since mid-2026): `Degraded` on an agent that is available is a warning, never a
// failure (the service's CLI says "Degraded · Available"); `Progressing` is progress. Other types are
// not read; a record without conditions reads as before.

function active(agent: Agent, type: string): Condition | undefined {
  return (agent.conditions ?? []).find((condition) => condition.type === type && condition.status === 'True')
}

/** "OOMKilled: a replica restarted after running out of memory": the condition in the service's words. */
function said(condition: Condition): string {
  return [condition.reason, condition.message].filter((part) => part).join(': ') || '(no reason given)'
}

/** The agent is available but the service says it is degraded: what it says, or undefined. */
export function degradedNote(agent: Agent): string | undefined {
  const degraded = active(agent, 'Degraded')
  return degraded && agent.available === true ? `Degraded · Available: ${said(degraded)}` : undefined
}

/** The rollout under way, as the service says it: "progressing (NewReplicaSetCreated: …)", or undefined. */
export function progressingNote(agent: Agent): string | undefined {
  const progressing = active(agent, 'Progressing')
  return progressing ? `progressing (${said(progressing)})` : undefined
}
