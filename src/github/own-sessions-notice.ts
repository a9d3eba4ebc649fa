import { log } from '../report/runner-log.js'

// The notice a run writes of the sessions its checks held with the agent (the deploy step's gate, the check
// action's), which the runner makes an annotation of its job: a later run of the same workflow reads it back
// (earlier-sessions.ts) and never counts those sessions as callers. Apart from earlier-sessions.ts so that the
// deploy step names its sessions without loading GitHub's client.

export const NOTICE = (agent: string) => `Sessions the agent check held with agent '${agent}':`

/** The notice that names this run's own sessions, for later runs to read; nothing when it held none. */
export function announceOwnSessions(agent: string, ids: readonly string[]): void {
  if (ids.length > 0) log.notice(`${NOTICE(agent)} ${ids.join(' ')}`)
}
