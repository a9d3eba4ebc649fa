import * as core from '@actions/core'
import { isCall, transportName } from '../session-transports.js'
import { escapeHtml } from './escape.js'
import type { RunReport } from './run-report.js'

// The turn held with the new deployment, in the job summary: a transcript (what the caller said, what the
// bot heard, what it answered), the response time and how long the bot took to start; for a failure, why,
// and the session's last log lines. Everything from the bot is data: escaped, secrets replaced.

/** The transcript's rows, in order. */
export function conversationRows(conversation: NonNullable<RunReport['conversation']>): [string, string][] {
  const rows: [string, string][] = [['Result', conversation.result]]
  if (conversation.why) rows.push(['What went wrong', conversation.why])
  if (conversation.said) rows.push(['The caller said', conversation.said])
  if (conversation.greeting) rows.push(['The bot greeted', conversation.greeting])
  if (conversation.callerHeard !== undefined) {
    rows.push(['What the caller heard', conversation.callerHeard || '(no words)'])
  } else if (conversation.transport && isCall(conversation.transport)) {
    rows.push(['What a call shows', "the bot's audio and its timing (no words come back over a call)"])
  } else {
    rows.push(['The bot heard', conversation.heard || '(it reported no transcription)'])
    rows.push(['The bot said', conversation.botSaid || '(it reported no words)'])
  }
  if (conversation.responseMs !== undefined) rows.push(['Response time', `${conversation.responseMs} ms`])
  if (conversation.transport) rows.push(['Transport', transportName(conversation.transport)])
  if (conversation.botStartSeconds !== undefined) rows.push(['The bot started in', `${conversation.botStartSeconds} s`])
  if (conversation.sessionId)
    rows.push(['Session', `${conversation.sessionId} on deployment ${conversation.deploymentId ?? ''}`])
  return rows
}

/** The conversation's section of the summary, when a turn was tried. */
export function addConversation(report: RunReport): void {
  const conversation = report.conversation
  if (!conversation) return
  core.summary.addHeading('Conversation', 4).addTable([
    [
      { data: 'Turn', header: true },
      { data: 'What was seen', header: true },
    ],
    ...conversationRows(conversation).map(([field, value]) => [field, escapeHtml(value)]),
  ])
  if (conversation.lines && conversation.lines.length > 0) {
    core.summary.addHeading(`Last log lines of session ${escapeHtml(conversation.sessionId ?? '')}`, 4)
    core.summary.addRaw(`<pre>${escapeHtml(conversation.lines.join('\n'), true)}</pre>`, true)
  }
}
