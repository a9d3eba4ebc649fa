import { CancelledError } from '../../errors.js'
import type { Inputs } from '../../inputs/inputs.js'
import type { RunReport } from '../../report/run-report.js'
import { log } from '../../report/runner-log.js'
import type { Scenario } from '../../scenarios/scenario.js'
import type { SessionService } from '../../service/sessions/sessions.js'
import { awaitSessionLines, startsOf } from '../awaited-lines.js'
import { holdWatched } from '../bot-exit.js'
import { stopOnce } from '../session-check.js'
import { type Confirming, whereItRuns } from '../session-confirm.js'
import { type CallSpeech, speaksTurns } from '../speech/call-scenarios-speech.js'
import { heardOnceSaid } from '../speech/caller-speech.js'
import { type Speech, SpeechError } from '../speech/speech-client.js'
import { notTaken } from '../transport-fault.js'
import { paceCallerAudio } from '../transports/audio/caller-pace.js'
import { hasSound } from '../transports/audio/loudness.js'
import { type BotLink, INPUT_RATE } from '../transports/bot-link.js'
import { startBotSession } from '../transports/bot-session.js'
import { withoutHangUps } from '../transports/phone/hang-up-lines.js'
import { clientReadyData, sendTextData } from '../transports/rtvi.js'
import type { BotSession } from '../transports/session-context.js'
import { ScenarioEvents } from './scenario-events.js'
import type { Judge } from './scenario-match.js'
import { type RunResult, runTurns } from './scenario-turns.js'

// One run of a scenario: a session of its own, started and connected exactly as conversation-test does
// (the public key, the generic WebSocket transport, wsUrl checked, every client message with an id), on
// the new deployment only (a session that lands elsewhere is stopped and another tried), RTVI
// client-ready and the bot's bot-ready within 10 s (Pipecat's harness waits as long), the turns, then
// disconnect-bot, the bot let close first, and the session stopped whatever happens, a cancel included.

const BOT_READY_MS = 10_000
const FAR = 24 * 60 * 60 * 1000

export interface RunContext extends Confirming {
  inputs: Inputs
  report: RunReport
  signal: AbortSignal
  stopper: SessionService
  judgeOf: (scenario: Scenario) => Judge
  /** over a call with speech-api-key: the speech service, and the user turns spoken */
  callSpeech?: CallSpeech
}

/** A failure that is not the bot's (the service's answer, this configuration): no rollback. */
export type NotTheBot = { notTheBot: string }

/** One run: its result, 'again' when its session ran elsewhere, or a failure that is not the bot's. */
export async function scenarioRun(scenario: Scenario, c: RunContext): Promise<RunResult | 'again' | NotTheBot> {
  const { signal, stopper, agent } = c
  const started = await startBotSession(c)
  if ('failure' in started)
    return started.failure.rollBack ? failedRun(started.failure.message) : { notTheBot: started.failure.message }
  if (!('started' in started)) return 'again'
  const session = started.started
  const goodbye = () => session.goodbye()
  // before an untaken run's lines are awaited, and in any case at the end
  const stop = stopOnce(stopper, agent, session.sessionId)
  try {
    if (session.problem) return { notTheBot: session.problem }
    if ((await whereItRuns(c, session.sessionId)).where === 'elsewhere') return 'again'
    const opened = await session.open(BOT_READY_MS)
    if ('refused' in opened) return byLines(failedRun(opened.refused), session, c, stop, opened.rollBack)
    log.info(
      `Scenario ${scenario.name}: connected to the bot of session ${session.sessionId} over ${session.transport} (${opened.where})`,
    )
    const watched = { transport: session.transport, sessionId: session.sessionId, ...c }
    const result = await holdWatched(opened.link, watched, () => converse(scenario, opened.link, c)).catch(
      (error: unknown) => {
        if (error instanceof SpeechError)
          return { notTheBot: `${error.message}. The speech service is at fault, not the deployment` }
        throw error
      },
    )
    if ('notTheBot' in result) return result
    if (signal.aborted) throw new CancelledError('cancelled during the scenarios')
    await goodbye()
    if ((await whereItRuns(c, session.sessionId, true)).where !== 'here') return 'again'
    return result.failure ? byLines(result, session, c, stop, !opened.link.endedOnSetting) : result
  } finally {
    await goodbye()
    await stop()
  }
}

/**
 * A failed run, judged by its session's own lines as the turn is (transport-fault.ts), whatever carried it and
 * however far it got: a bot whose code maps no such transport is a setting (not rolled back), its exception is
 * quoted, and lines that never came are said, never read as the absence of an error.
 */
async function byLines(
  result: RunResult,
  session: BotSession,
  c: RunContext,
  stop: () => Promise<void>,
  /** whether the failure alone is the deployment's fault (a link the service refused is not) */
  rollBack = true,
): Promise<RunResult | NotTheBot> {
  if (c.signal.aborted) throw new CancelledError('cancelled during the scenarios')
  await session.goodbye()
  await stop()
  const read = await awaitSessionLines(c.sessions, c.agent, session.sessionId, {
    starts: startsOf(session.transport),
    signal: c.signal,
  })
  const fault = notTaken(result.failure ?? '', withoutHangUps(read.all), session.transport, rollBack, read.missing)
  return fault.rollBack ? { ...result, failure: fault.why } : { notTheBot: fault.why }
}

function failedRun(why: string): RunResult {
  return { status: 'failed', turns: [], failure: why }
}

/** client-ready, bot-ready, the turns, with the connection's frames fed to the scenario's events as they come. */
async function converse(scenario: Scenario, connection: BotLink, c: RunContext): Promise<RunResult> {
  const events = new ScenarioEvents(scenario.botAudio)
  const pumping = new AbortController()
  const pumped = pump(connection, events, scenario, AbortSignal.any([pumping.signal, c.signal]), c.callSpeech?.speech)
  try {
    // a call carries no RTVI: the bot is ready when the call is up
    if (connection.speaksRtvi) {
      connection.sendRtvi('client-ready', clientReadyData())
      const ready = await events.next((e) => e.type === 'bot_ready', Date.now() + BOT_READY_MS, c.signal)
      if (!ready)
        return failedRun(
          events.over ??
            `the bot was not ready within ${BOT_READY_MS / 1000} s: no RTVI bot-ready came after client-ready`,
        )
    }
    const spoken = speaksTurns(scenario, c.inputs['session-transport']) ? c.callSpeech?.spoken : undefined
    const io = {
      // over a call, the words spoken by the speech service, before the call (call-scenarios-speech.ts)
      sendText: (content: string, audioResponse: boolean) => {
        const audio = spoken?.get(content)
        if (audio)
          void paceCallerAudio(
            audio,
            INPUT_RATE,
            (chunk) => connection.sendAudio(chunk),
            c.signal,
            () => !connection.ended,
          )
        else connection.sendRtvi('send-text', sendTextData(content, audioResponse))
      },
      // one message a key (RTVI dtmf, or the phone provider's event)
      sendDtmf: (keys: string) => {
        for (const key of keys) connection.sendDtmf(key)
      },
    }
    return await runTurns(scenario, events, io, c.judgeOf(scenario), c.signal)
  } finally {
    pumping.abort()
    await pumped
  }
}

/** The link's events fed to the scenario's as they come: RTVI messages; over a call, the bot's sound and its clear. */
async function pump(
  connection: BotLink,
  events: ScenarioEvents,
  scenario: Scenario,
  stop: AbortSignal,
  /** the speech service that hears each response: over a call, and for judge.modality audio */
  speech?: Speech,
): Promise<void> {
  const call = !connection.speaksRtvi
  const hear = (at: number) => (speech ? () => heardOnceSaid(speech, connection, at, stop) : undefined)
  events.hearsAudio = !call && scenario.botAudio && speech !== undefined
  let cursor = 0
  while (!stop.aborted) {
    const { events: arrived, next } = connection.since(cursor)
    cursor = next
    for (const event of arrived) {
      if (event.kind === 'ended') events.end(event.why)
      else if (event.frame.kind === 'message') takeMessage(events, event.frame.data, event.at)
      else if (event.frame.kind === 'interruption' && call) events.callCleared(event.at)
      else if (event.frame.kind === 'audio' && hasSound(event.frame.audio)) {
        const heard = hear(event.at)
        if (call) events.callSound(event.at, heard)
        else if (scenario.botAudio) {
          events.answered(event.at)
          if (heard && events.hearsAudio) events.heardSound(event.at, heard)
        }
      }
    }
    if (connection.ended) return
    await connection.next(Date.now() + FAR, stop)
  }
}

/** One message frame: an RTVI message, or nothing (anything else is ignored, never trusted). */
function takeMessage(events: ScenarioEvents, data: string, at: number): void {
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    return
  }
  if (typeof message === 'object' && message !== null && (message as { label?: unknown }).label === 'rtvi-ai')
    events.take(message as { type?: unknown; data?: unknown }, at)
}
