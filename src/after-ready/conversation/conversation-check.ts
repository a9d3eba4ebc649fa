import { isLoopback } from '../../addresses.js'
import { CancelledError, errorMessage } from '../../errors.js'
import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import { maskSecret } from '../../report/workflow-commands.js'
import { registerSecret } from '../../secrets.js'
import { lastLines } from '../../service/output-lines.js'
import type { SessionService, WebsocketSession } from '../../service/sessions/sessions.js'
import { seconds, sleep } from '../../time.js'
import type { AfterReadyFailure } from '../after-ready.js'
import { MOST_TRIES, pauseBeforeTry, stopQuietly } from '../session-check.js'
import { errorLine } from '../session-lines.js'
import { sessionClients, startSession } from '../session-start.js'
import { BotConnection } from './connection.js'
import { rtviFrame } from './frames.js'
import { holdTurn, type TurnOutcome } from './turn.js'
import { utteranceOf } from './utterance.js'

// One conversational turn with the new deployment (conversation-test), once it is ready: a session on the
// generic WebSocket transport started with the public key, its wsUrl checked (the service's own host or
// a subdomain; wss, or ws to this machine only), the turn held (turn.ts), the socket closed and the
// session stopped through the private API whatever happens, then judged with its own log lines. A session
// that lands on the previous deployment is ended, not judged, and another is tried while the window lasts.

const LINES = 50

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
    return { message: `The conversation with the new deployment failed: ${why}`, rollBack }
  }
  const context: Context = { inputs, report, signal, sessions, stopper, agent, deploymentId, utterance, fail }
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
}

/** One session: started, checked to run on this deployment, the turn held, judged; 'again' to try another. */
async function tryOnce(c: Context): Promise<AfterReadyFailure | undefined | 'again'> {
  const { inputs, report, signal, sessions, stopper, agent, deploymentId, utterance, fail } = c
  report.ownSessions ??= []
  const begin = () => sessions.startWebsocket(agent, inputs['conversation-body'])
  const started = await startSession(sessions, agent, deploymentId, begin, report.ownSessions)
  if ('failure' in started) return fail(started.failure.message, started.failure.rollBack)
  if (!('started' in started)) return 'again'
  const session = started.started
  // The session token is a credential for the bot's endpoint: never shown, whatever quotes it back.
  if (session.token) {
    maskSecret(session.token)
    registerSecret(session.token)
  }
  const connection = new BotConnection()
  try {
    const url = checkedWsUrl(session.wsUrl, inputs['api-url'])
    if ('problem' in url) return fail(url.problem)
    const where = (await sessions.read(agent, session.sessionId).catch(() => ({ deploymentId: undefined })))
      .deploymentId
    if (where && where !== deploymentId) {
      log.info(
        `Session ${session.sessionId} runs on deployment ${where}, not this run's: stopped, not judged; trying another`,
      )
      return 'again'
    }
    const outcome = await converse(connection, session, url.address, inputs, utterance.utterance, signal)
    if (signal.aborted) throw new CancelledError('cancelled during the conversation check')
    connection.close(rtviFrame('disconnect-bot', {}))
    return await judge(outcome, session.sessionId, {
      sessions,
      agent,
      deploymentId,
      inputs,
      report,
      fail,
      said: utterance.said,
    })
  } finally {
    connection.close(rtviFrame('disconnect-bot', {}))
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
  if (refused) return { kind: 'failed', why: refused, heard: '', botSaid: '' }
  log.info(`Connected to the bot of session ${session.sessionId} (${address.host})`)
  return holdTurn(connection, utterance, windowMs, signal)
}

/** wss (ws to this machine only), on the service's own host or one of its subdomains. */
export function checkedWsUrl(wsUrl: string, apiUrl: string): { address: URL } | { problem: string } {
  let address: URL
  try {
    address = new URL(wsUrl)
  } catch {
    return {
      problem: `the service answered the start with a wsUrl that is not an address (${JSON.stringify(wsUrl.slice(0, 80))})`,
    }
  }
  const host = address.hostname.toLowerCase()
  const own = new URL(apiUrl).hostname.toLowerCase()
  if (address.protocol !== 'wss:' && !(address.protocol === 'ws:' && isLoopback(host))) {
    return {
      problem: `the service's wsUrl uses ${address.protocol}//${address.host}: only wss is taken (ws only to this machine), so the session token never crosses a network in clear`,
    }
  }
  if (host !== own && !host.endsWith(`.${own}`)) {
    return {
      problem: `the service's wsUrl leads to ${address.host}, which is not the service's host (${own}) nor one of its subdomains: the session token is not sent there`,
    }
  }
  return { address }
}

interface Judging {
  sessions: SessionService
  agent: string
  deploymentId: string
  inputs: Inputs
  report: RunReport
  said: string
  fail: (why: string, rollBack?: boolean, more?: Partial<NonNullable<RunReport['conversation']>>) => AfterReadyFailure
}

/** Passed, or the one line that names what went wrong; the session's own lines decide too. */
async function judge(outcome: TurnOutcome, sessionId: string, j: Judging): Promise<AfterReadyFailure | undefined> {
  const lines = await logLines(j.sessions, j.agent, sessionId)
  const record = await j.sessions.read(j.agent, sessionId).catch(() => ({ botStartSeconds: undefined }))
  const more = {
    sessionId,
    heard: outcome.heard,
    botSaid: outcome.botSaid,
    ...(outcome.kind === 'answered' && outcome.greeting ? { greeting: outcome.greeting } : {}),
    lines,
    ...(record.botStartSeconds !== undefined ? { botStartSeconds: record.botStartSeconds } : {}),
  }
  if (lines.some((line) => line.includes('Missing transport params'))) {
    return j.fail(
      'the bot\'s code does not take the WebSocket transport (its session ended with ValueError: Missing transport params): add a "websocket" entry to its transport params, with the ProtobufFrameSerializer (see docs/conversation-test.md)',
      true,
      more,
    )
  }
  const error = errorLine(lines)
  if (error)
    return j.fail(`the bot raised: ${error}${outcome.kind === 'failed' ? ` (${outcome.why})` : ''}`, true, more)
  if (outcome.kind === 'failed') return j.fail(outcome.why, true, more)
  const expect = j.inputs['conversation-expect']
  if (expect && !outcome.botSaid.toLowerCase().includes(expect.toLowerCase())) {
    return j.fail(
      `the bot's answer does not contain "${expect}": it said "${outcome.botSaid || '(no words reported)'}"`,
      true,
      { ...more, responseMs: outcome.responseMs },
    )
  }
  const most = j.inputs['max-response-ms']
  if (most !== undefined && outcome.responseMs > most) {
    return j.fail(`the bot answered after ${outcome.responseMs} ms, over max-response-ms (${most} ms)`, true, {
      ...more,
      responseMs: outcome.responseMs,
    })
  }
  j.report.conversation = {
    result: 'passed',
    deploymentId: j.deploymentId,
    said: j.said,
    ...more,
    responseMs: outcome.responseMs,
  }
  delete j.report.conversation.lines
  log.info(
    `The bot answered in ${outcome.responseMs} ms: "${outcome.botSaid}"${outcome.heard ? ` (it heard "${outcome.heard}")` : ''}`,
  )
  return undefined
}

async function logLines(sessions: SessionService, agent: string, id: string): Promise<string[]> {
  try {
    return lastLines((await sessions.logLines(agent, id, LINES)).join('\n'), LINES)
  } catch (error) {
    log.debug(`The session's log lines could not be read: ${errorMessage(error)}`)
    return []
  }
}
