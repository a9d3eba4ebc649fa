import { CancelledError } from '../../errors.js'
import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import type { SessionService, WebsocketSession } from '../../service/sessions/sessions.js'
import { seconds, sleep } from '../../time.js'
import { type AfterReadyFailure, checkedDeployment } from '../check-failure.js'
import { MOST_TRIES, pauseBeforeTry, stopQuietly } from '../session-check.js'
import { whereItRuns } from '../session-confirm.js'
import { sessionClients, startWebsocketSession } from '../session-start.js'
import { BotConnection } from './connection.js'
import { type Judging, judge } from './judging.js'
import { holdTurn, type TurnOutcome } from './turn.js'
import { utteranceOf } from './utterance.js'
import { checkedWsUrl } from './ws-url.js'

// One conversational turn with the new deployment (conversation-test), once it is ready: a session on the
// generic WebSocket transport started with the public key, its wsUrl checked (the service's own host or
// a subdomain; wss, or ws to this machine only), the turn held (turn.ts), the socket closed and the
// session stopped through the private API whatever happens, then judged with its own log lines. A session
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
  const utterance = await utteranceOf(inputs)
  const windowMs = inputs['conversation-seconds'] * 1000
  const fail = (why: string, rollBack = true, more: Partial<NonNullable<RunReport['conversation']>> = {}) => {
    report.conversation = { result: 'failed', deploymentId, said: utterance.said, why, ...more }
    return { message: `The conversation with ${checkedDeployment(report)} failed: ${why}`, rollBack }
  }
  const context: Context = {
    inputs,
    report,
    signal,
    sessions,
    stopper,
    agent,
    deploymentId,
    utterance,
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
  /** sessions whose deployment could not be confirmed */
  unconfirmed: number
}

/** One session: started, checked to run on this deployment, the turn held, judged; 'again' to try another. */
async function tryOnce(c: Context): Promise<AfterReadyFailure | undefined | 'again'> {
  const { inputs, report, signal, sessions, stopper, agent, deploymentId, utterance, fail } = c
  const started = await startWebsocketSession(c)
  if ('failure' in started) return fail(started.failure.message, started.failure.rollBack)
  if (!('started' in started)) return 'again'
  const session = started.started
  const connection = new BotConnection()
  const goodbye = () => connection.goodbye(signal)
  try {
    const url = checkedWsUrl(session.wsUrl, inputs['api-url'])
    // the service's answer, or this configuration, is at fault: not the deployment
    if ('problem' in url) return fail(url.problem, false)
    if ((await whereItRuns(c, session.sessionId)).where === 'elsewhere') return 'again'
    const outcome = await converse(connection, session, url.address, inputs, utterance.utterance, signal)
    if (signal.aborted) throw new CancelledError('cancelled during the conversation check')
    await goodbye()
    // Judged only on this run's deployment: a record that could not be read before may say so now.
    const after = await whereItRuns(c, session.sessionId, true)
    if (after.where !== 'here') return 'again'
    return await judge(outcome, session.sessionId, after.record, {
      sessions,
      agent,
      deploymentId,
      inputs,
      report,
      fail,
      said: utterance.said,
    })
  } finally {
    await goodbye()
    await stopQuietly(stopper, agent, session.sessionId)
  }
}

/** Connects to wsUrl (checked before) with the token, and holds the turn. */
async function converse(
  connection: BotConnection,
  session: WebsocketSession,
  address: URL,
  inputs: Inputs,
  utterance: Parameters<typeof holdTurn>[1],
  signal: AbortSignal,
): Promise<TurnOutcome> {
  if (session.body) address.searchParams.set('body', session.body)
  const windowMs = inputs['conversation-seconds'] * 1000
  const refused = await connection.open(address.toString(), session.token, windowMs)
  // a token refused before the upgrade is the service's doing, not the bot's
  if (refused) return { kind: 'failed', why: refused, heard: '', botSaid: '', rollBack: false }
  log.info(`Connected to the bot of session ${session.sessionId} (${address.host})`)
  return holdTurn(connection, utterance, windowMs, signal)
}
