import { CancelledError } from '../../errors.js'
import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import type { SessionService } from '../../service/sessions/sessions.js'
import { isCall } from '../../session-transports.js'
import { seconds, sleep } from '../../time.js'
import { holdWatched } from '../bot-exit.js'
import { type AfterReadyFailure, checkedDeployment } from '../check-failure.js'
import { MOST_TRIES, pauseBeforeTry, stopOnce } from '../session-check.js'
import { whereItRuns } from '../session-confirm.js'
import { sessionClients } from '../session-start.js'
import { heardAnswer } from '../speech/caller-speech.js'
import { type Speech, SpeechError, speechClient } from '../speech/speech-client.js'
import { startBotSession } from '../transports/bot-session.js'
import type { BotSession } from '../transports/session-context.js'
import { type Judging, judge } from './judging.js'
import { holdTurn, type TurnOutcome } from './turn.js'
import { utteranceOf } from './utterance.js'

// One conversational turn with the new deployment (conversation-test), once it is ready: a session started
// with the public key on the transport session-transport names (bot-session.ts: SmallWebRTC, or the generic
// WebSocket with its wsUrl checked), the turn held (turn.ts), the link closed and the session stopped
// through the private API whatever happens, then judged with its own log lines. A session
// that lands on the previous deployment is ended, not judged, and another is tried while the window lasts.

export async function conversationPhase(
  inputs: Inputs,
  report: RunReport,
  signal: AbortSignal,
): Promise<AfterReadyFailure | undefined> {
  const deploymentId = report.deploymentId ?? ''
  const agent = inputs['agent-name']
  const clients = sessionClients(inputs, signal)
  const { sessions, stopper } = clients
  const windowMs = inputs['conversation-seconds'] * 1000
  const transport = inputs['session-transport']
  // the caller's side of a call, heard and spoken by the team's speech service (speech-api-key)
  const speech = isCall(transport) ? speechClient(inputs) : undefined
  let said: string | undefined
  const fail = (why: string, rollBack = true, more: Partial<NonNullable<RunReport['conversation']>> = {}) => {
    report.conversation = { result: 'failed', transport, deploymentId, ...(said ? { said } : {}), why, ...more }
    return { message: `The conversation with ${checkedDeployment(report)} failed: ${why}`, rollBack }
  }
  const utterance = await utteranceOf(inputs, speech).catch((error: unknown) => {
    if (error instanceof SpeechError) return fail(notTheDeployment(error), false)
    throw error
  })
  if ('message' in utterance) return utterance
  said = utterance.said
  const context: Context = {
    inputs,
    report,
    signal,
    sessions,
    stopper,
    agent,
    deploymentId,
    utterance,
    speech,
    fail,
    unconfirmed: 0,
  }
  try {
    return await log.group(`Hold a conversation turn with deployment ${deploymentId}`, async () => {
      const end = Date.now() + windowMs
      let tried = 0
      while (tried < MOST_TRIES && Date.now() < end) {
        if (tried > 0) {
          await sleep(Math.min(pauseBeforeTry(tried), Math.max(0, end - Date.now())), signal)
          if (signal.aborted) throw new CancelledError('cancelled during the conversation check')
        }
        tried++
        const result = await tryOnce(context)
        if (result !== 'again') return result
      }
      if (context.unconfirmed > 0) {
        return fail(
          `no session could be confirmed to run on deployment ${deploymentId} within ${seconds(windowMs)} (${tried} tried; the records of ${context.unconfirmed} could not be read or named no deployment): none was judged. The service's session records are at fault, not the deployment: not rolled back`,
          false,
        )
      }
      return fail(
        `no session ran on deployment ${deploymentId} within ${seconds(windowMs)} (${tried} tried): the previous deployment still took them (conversation-seconds)`,
      )
    })
  } finally {
    clients.dispose()
  }
}

interface Context {
  inputs: Inputs
  report: RunReport
  signal: AbortSignal
  sessions: SessionService
  stopper: SessionService
  agent: string
  deploymentId: string
  utterance: Awaited<ReturnType<typeof utteranceOf>>
  fail: Judging['fail']
  /** the speech service that hears the answer of a call (speech-api-key), or none */
  speech: Speech | undefined
  /** sessions whose deployment could not be confirmed */
  unconfirmed: number
}

/** One session: started, checked to run on this deployment, the turn held, judged; 'again' to try another. */
async function tryOnce(c: Context): Promise<AfterReadyFailure | undefined | 'again'> {
  const { inputs, report, signal, sessions, stopper, agent, deploymentId, utterance, fail } = c
  const started = await startBotSession(c)
  if ('failure' in started) return fail(started.failure.message, started.failure.rollBack)
  if (!('started' in started)) return 'again'
  const session = started.started
  const stop = stopOnce(stopper, agent, session.sessionId)
  try {
    if (session.problem) return fail(session.problem, false)
    if ((await whereItRuns(c, session.sessionId)).where === 'elsewhere') return 'again'
    const outcome = await converse(session, c).catch((error: unknown) => {
      if (error instanceof SpeechError) return error
      throw error
    })
    if (signal.aborted) throw new CancelledError('cancelled during the conversation check')
    if (outcome instanceof SpeechError) return fail(notTheDeployment(outcome), false, { sessionId: session.sessionId })
    await session.goodbye()
    // Judged only on this run's deployment: a record that could not be read before may say so now.
    const after = await whereItRuns(c, session.sessionId, true)
    if (after.where !== 'here') return 'again'
    // stopped before it is judged: its lines are whole once it has ended
    await stop()
    return await judge(outcome, session.sessionId, after.record, {
      sessions,
      agent,
      deploymentId,
      inputs,
      report,
      fail,
      signal,
      said: utterance.said,
    })
  } finally {
    await session.goodbye()
    await stop()
  }
}

/** Connects over the session's transport, and holds the turn. */
async function converse(session: BotSession, c: Context): Promise<TurnOutcome> {
  const windowMs = c.inputs['conversation-seconds'] * 1000
  const connecting = Date.now()
  const opened = await session.open(windowMs)
  if ('refused' in opened) {
    const rollBack = opened.rollBack ? {} : { rollBack: false as const }
    return { kind: 'failed', why: opened.refused, heard: '', botSaid: '', ...rollBack }
  }
  log.info(
    `Connected to the bot of session ${session.sessionId} over ${session.transport} (${opened.where}) in ${Date.now() - connecting} ms`,
  )
  // a SmallWebRTC bot that raised leaves its connection open: its lines say it ended (bot-exit.ts)
  const watched = { transport: session.transport, sessionId: session.sessionId, ...c }
  const outcome = await holdWatched(opened.link, watched, () =>
    holdTurn(opened.link, c.utterance.utterance, windowMs, c.signal),
  )
  if (outcome.kind !== 'answered' || !c.speech) return outcome
  // what the caller heard: the answer's audio transcribed, after the answer's own time was taken
  const heard = await heardAnswer(c.speech, opened.link, outcome.answerAt)
  if (heard.noWords) log.info(`The bot's answer: ${heard.noWords}`)
  return {
    ...outcome,
    botSaid: heard.text,
    callerHeard: heard.text,
    ...(heard.noWords ? { noWords: heard.noWords } : {}),
  }
}

/** The speech service's trouble, said as not the deployment's. */
function notTheDeployment(error: SpeechError): string {
  return `${error.message}. The speech service is at fault, not the deployment: not rolled back`
}
