import type { Promotion } from '../promote-from.js'
import type { AgentConfig, ConfigChange } from '../service/agents/agent-config.js'
import type { Agent } from '../service/agents/agent-record.js'
import type { DeploymentLogs } from '../service/agents/deployment-logs.js'
import type { SessionTransport } from '../session-transports.js'

/** What a run did, as far as it got: the outputs and the job summary are made from this. */
export interface RunReport {
  agentName: string
  operation?: string
  deploymentId?: string
  previousDeploymentId?: string
  serviceId?: string
  status?: string
  ready?: boolean
  agentReady?: boolean
  agent?: Agent
  desired?: AgentConfig
  /** the configuration that served before this run (release-file) */
  before?: AgentConfig
  /** promote-from: where the artifact deployed came from */
  promotion?: Promotion
  changes?: ConfigChange[]
  region?: string
  /** an update the service answered with the deployment already running (nothing needed a new one) */
  keptDeployment?: boolean
  /** the failed or slow deployment's last log lines */
  logs?: DeploymentLogs
  rolledBack?: boolean
  rollbackNote?: string
  /** available but degraded, in the service's words (its Degraded condition) */
  degraded?: string
  /** the failure a rollback answered, before the rollback's own words were added to it */
  failureBeforeRollback?: string
  /** a dry run: the checks a deploy would run once ready, in words */
  plannedChecks?: string[]
  /** superseded: the deployment that replaced this run's while it waited or checked */
  supersededBy?: string
  githubDeploymentId?: number
  /** the pull request comment this run posted or edited */
  commentUrl?: string
  /** set once a write is under way: from then on, a cancelled run may have made a deployment */
  writeSent?: boolean
  startedAt: number
  /** the cloud build this run made, found or was given */
  build?: {
    id?: string
    cached?: boolean
    region: string
    contextHash: string
    contextBytes: number
    fileCount: number
    archiveBytes: number
    durationMs?: number
  }
  /** the upload this run made for its build, once it is under way */
  uploadId?: string
  /** a failed build's last log lines */
  buildLogs?: string[]
  /** the deploy file (config-file) and what it gave, in one line */
  deployFile?: string
  /** the repository and branch the service itself deploys this agent from on every push */
  linkedRepository?: string
  /** the secrets input: what it changes in its set, by key name (never a value) */
  secrets?: SecretKeyChanges
  /** a delete found no agent: it was already gone */
  alreadyGone?: boolean
  /** the pull request a preview agent belongs to */
  previewOf?: number
  /** the secrets input was written to its set (a cancel after it has changed something) */
  secretsWritten?: boolean
  /** a dry run planned what a deploy would refuse: why */
  planRefused?: string
  /** the image read from its registry: its digest and platforms, or why it was not checked */
  imageCheck?: { digest?: string; platforms?: string[]; notChecked?: string }
  /** the session tried on the new deployment (smoke-test) */
  smoke?: {
    result: 'passed' | 'failed'
    sessionId?: string
    deploymentId?: string
    botStartSeconds?: number
    /** a failed session's last log lines */
    lines?: string[]
    /** sessions that landed on another deployment, stopped and not counted */
    elsewhere?: number
    /** sessions started in all, when none counted */
    tried?: number
  }
  /** the turn held with the new deployment (conversation-test) */
  conversation?: {
    result: 'passed' | 'failed'
    /** the transport the turn went over (session-transport) */
    transport?: SessionTransport
    sessionId?: string
    deploymentId?: string
    /** what the caller said: the action's sentence, a recording's name, or the typed words */
    said?: string
    /** what the bot reports it heard (its user transcription) */
    heard?: string
    greeting?: string
    botSaid?: string
    /** over a call with speech-api-key: the answer as the speech service heard it */
    callerHeard?: string
    responseMs?: number
    botStartSeconds?: number
    /** why it failed, in words */
    why?: string
    /** the session's last log lines, when it failed */
    lines?: string[]
  }
  /** the repository's scenarios, run against the new deployment (scenarios) */
  scenarios?: ScenarioReport
  /** sessions the step itself started (the checks after ready): never counted as callers */
  ownSessions?: string[]
  /** the callers of the new deployment, watched (watch-minutes) */
  watch?: {
    /** watching: under way; unread: no read of the sessions list succeeded; cancelled: the run was */
    result: 'watching' | 'passed' | 'failed' | 'quiet' | 'unread' | 'cancelled'
    seen: number
    failures: WatchedFailure[]
    minutes: number
    /** how long it watched, until it ended, breached or was cancelled */
    watchedMs?: number
  }
  /** the previous deployment's callers over the same length of time before this deploy */
  watchBaseline?: { deploymentId: string; seen: number; failed: number }
  /** the check after ready under way (a cancel names it): "a session check" */
  checking?: string
}

/** A caller's session that failed on the new deployment: its id, its completion, and why. */
export interface WatchedFailure {
  id: string
  completion: string
  why: string
}

/** What writing the set changes, by key name: what the summary and the comment show, never a value. */
export interface SecretKeyChanges {
  set: string
  /** false: the set does not exist yet, and the write makes it */
  exists: boolean
  added: string[]
  changed: string[]
  unchanged: string[]
  /** the set's keys that secrets does not list, removed (secrets-prune) */
  removed: string[]
  /** the set's keys that secrets does not list, kept */
  kept: string[]
  /** force: every value is written again, changed or not */
  rewritten: boolean
  /** the keys of `changed` written again because the set holds no record of them: whether the value differs is not known */
  unverified: string[]
}

/** The scenario check: its verdict, and every run with its turns. */
export interface ScenarioReport {
  result: 'passed' | 'failed' | 'skipped'
  /** the transport every run went over (session-transport) */
  transport?: SessionTransport
  /** passed runs over judged runs, when any was judged */
  passRate?: number
  minPassRate: number
  p50Ms?: number
  p95Ms?: number
  runs: ScenarioRunReport[]
  /** what runs differently against a deployed bot, once per scenario */
  notices: string[]
}

export interface ScenarioRunReport {
  scenario: string
  file: string
  /** 1 to scenario-repeat */
  repeat: number
  status: 'passed' | 'failed' | 'skipped'
  failure?: string
  durationMs: number
  turns: {
    index: number
    line: number
    sent?: string
    status: 'passed' | 'failed' | 'skipped' | 'not-run'
    answerMs?: number
    expectations: { event: string; status: 'passed' | 'failed' | 'skipped'; reason?: string; matched?: string }[]
  }[]
}
