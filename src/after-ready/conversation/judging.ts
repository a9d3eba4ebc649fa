import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import type { SessionRecord, SessionService } from '../../service/sessions/sessions.js'
import { isCall } from '../../session-transports.js'
import { awaitSessionLines, startsOf } from '../awaited-lines.js'
import type { AfterReadyFailure } from '../check-failure.js'
import { errorLine } from '../session-lines.js'
import { notTaken, transportFault } from '../transport-fault.js'
import { withoutHangUps } from '../transports/phone/hang-up-lines.js'
import type { TurnOutcome } from './turn.js'
import { quoted } from './turn-state.js'

// The verdict on one turn, once the connection is closed: the session's own log lines first (an exception
// the bot raised, a bot that takes no WebSocket transport or takes only a phone provider's), then what the
// turn found, then conversation-expect and max-response-ms. Words from the bot are quoted bounded, secrets
// replaced before the cut.

export type Conversation = NonNullable<RunReport['conversation']>

export interface Judging {
  sessions: SessionService
  agent: string
  deploymentId: string
  inputs: Inputs
  report: RunReport
  said: string
  signal: AbortSignal
  fail: (why: string, rollBack?: boolean, more?: Partial<Conversation>) => AfterReadyFailure
}

/** Passed, or the one line that names what went wrong; the session's own lines decide too. */
export async function judge(
  outcome: TurnOutcome,
  sessionId: string,
  /** the session's record, read once the turn was held (it confirmed the deployment) */
  record: SessionRecord,
  j: Judging,
): Promise<AfterReadyFailure | undefined> {
  const transport = j.inputs['session-transport']
  // the session is stopped: its lines are awaited until whole (awaited-lines.ts)
  const read = await awaitSessionLines(j.sessions, j.agent, sessionId, {
    starts: startsOf(transport),
    signal: j.signal,
  })
  // the verdict leaves out the bot's failed hang-up of the check's own call; what is shown stays whole
  const all = withoutHangUps(read.all)
  const lines = read.shown
  const more = {
    sessionId,
    heard: outcome.heard,
    botSaid: outcome.botSaid,
    ...(outcome.kind === 'answered' && outcome.greeting ? { greeting: outcome.greeting } : {}),
    ...(outcome.kind === 'answered' && outcome.callerHeard !== undefined
      ? { callerHeard: outcome.noWords ? `(no words: ${outcome.noWords})` : outcome.callerHeard }
      : {}),
    lines,
    ...(record.botStartSeconds !== undefined ? { botStartSeconds: record.botStartSeconds } : {}),
  }
  const fault = transportFault(all, transport)
  if (fault) return j.fail(fault.why, fault.rollBack, more)
  if (outcome.kind === 'failed') {
    const taken = notTaken(outcome.why, all, transport, outcome.rollBack ?? true, read.missing)
    return j.fail(taken.why, taken.rollBack, more)
  }
  const error = errorLine(all)
  if (error) return j.fail(`the bot raised: ${error}`, true, more)
  if (read.missing) {
    // never the absence of lines read as the absence of an error
    return j.fail(
      `the bot answered in ${outcome.responseMs} ms, but ${read.missing}: an error in them cannot be ruled out. The service's log store is at fault, not the deployment: not rolled back`,
      false,
      { ...more, responseMs: outcome.responseMs },
    )
  }
  const words = wordsFault(outcome, j.inputs['conversation-expect'])
  if (words) return j.fail(words.why, words.rollBack, { ...more, responseMs: outcome.responseMs })
  const most = j.inputs['max-response-ms']
  if (most !== undefined && outcome.responseMs > most) {
    return j.fail(`the bot answered after ${outcome.responseMs} ms, over max-response-ms (${most} ms)`, true, {
      ...more,
      responseMs: outcome.responseMs,
    })
  }
  j.report.conversation = { result: 'passed', transport, deploymentId: j.deploymentId, said: j.said, ...more }
  j.report.conversation.responseMs = outcome.responseMs
  delete j.report.conversation.lines
  const what =
    outcome.callerHeard !== undefined
      ? outcome.noWords
        ? ` with sound: ${outcome.noWords}`
        : `: the caller heard "${quoted(outcome.callerHeard)}"`
      : isCall(transport)
        ? ' with sound (a call carries no words)'
        : `: "${quoted(outcome.botSaid)}"${outcome.heard ? ` (it heard "${quoted(outcome.heard)}")` : ''}`
  log.info(`The bot answered in ${outcome.responseMs} ms${what}`)
  return undefined
}

/** conversation-expect against what the bot said (or, over a call with a speech service, what the caller heard). */
function wordsFault(
  outcome: Extract<TurnOutcome, { kind: 'answered' }>,
  expect: string | undefined,
): { why: string; rollBack: boolean } | undefined {
  if (!expect) return undefined
  if (outcome.noWords) {
    // audio with sound and no words heard: the bot's voice or the speech service, which cannot be told
    return {
      why: `${outcome.noWords}, so conversation-expect ("${expect}") cannot be compared: whether the bot's voice or the speech service is at fault cannot be told: not rolled back`,
      rollBack: false,
    }
  }
  if (outcome.botSaid.toLowerCase().includes(expect.toLowerCase())) return undefined
  const heardBy = outcome.callerHeard !== undefined ? 'the caller heard' : 'it said'
  return {
    why: `the bot's answer does not contain "${expect}": ${heardBy} "${quoted(outcome.botSaid) || '(no words reported)'}"`,
    rollBack: true,
  }
}
