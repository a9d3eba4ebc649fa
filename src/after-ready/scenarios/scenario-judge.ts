import { HttpClient } from '@actions/http-client'
import { unjudgedWhy } from '../../scenarios/judge-reach.js'
import { redact, shortened } from '../../secrets.js'
import { AnswerTooLargeError } from '../../service/http/bounded-body.js'
import { oneExchange } from '../../service/http/one-exchange.js'
import type { Judge } from './scenario-match.js'

// The judge of eval: criteria, as Pipecat's EvalJudge asks one (pipecat-ai/pipecat,
// src/pipecat/evals/judge.py: JUDGE_SYSTEM_INSTRUCTION, JUDGE_ASK_TEMPLATE, _parse_verdict): the scenario's
// judge when it is OpenAI (api.openai.com) or names an OpenAI-compatible `endpoint` (checked with the
// scenario: https, or http to this machine), asked with judge-api-key (masked, sent to that host only).
// Without a key, or with another judge service, an eval: is not judged; nor when the judge cannot be
// reached or answers nothing readable: a judge's trouble is not the deployment's.

const SYSTEM =
  "You are a strict but fair judge evaluating a conversation between a user and a bot under test. The 'user' messages are the user; the 'assistant' messages are the bot's replies. Judge only the bot's most recent reply — which may have arrived as several consecutive 'assistant' messages — against the given criterion, using the earlier turns only as context. The reply may still be streaming in. " +
  'Respond ONLY with a JSON object on a single line containing two fields: {"verdict": "yes" | "no" | "continue", "reason": "<one short sentence>"}. ' +
  'Use "yes" if the reply satisfies the criterion. Use "continue" if the bot has not given its answer yet: it says it is checking, looking something up, fetching, working on something, or that it will report back. A greeting or an obviously incomplete fragment is also "continue". ' +
  'Use "no" only when the bot has given its answer and that answer fails the criterion. If the bot has not answered yet, always use "continue", never "no". Do not include any other text, explanation, or markdown.'
const ASK = (criterion: string) =>
  `Does the bot's most recent reply satisfy this criterion?\n\nCriterion: ${criterion}\n\nAnswer yes, no, or continue.`
const MOST_ANSWER_BYTES = 256 * 1024
/** the whole exchange with the judge, from sending to the answer's last byte */
export const JUDGE_TIMEOUT_MS = 30_000

/** The judge of a scenario's eval: criteria. */
export function judgeFor(key: string | undefined, judge: Record<string, unknown>, timeoutMs = JUDGE_TIMEOUT_MS): Judge {
  const why = unjudgedWhy(key, judge)
  if (why || !key) return async () => ({ unjudged: why ?? 'no judge-api-key' })
  const endpoint = typeof judge.endpoint === 'string' ? judge.endpoint.replace(/\/+$/, '') : 'https://api.openai.com/v1'
  const extra = typeof judge.extra === 'object' && judge.extra !== null ? judge.extra : {}
  // The key goes to the judge's host only: a redirect is an answer, never followed with it.
  const client = new HttpClient('agent-deploy-action', undefined, {
    socketTimeout: timeoutMs,
    allowRetries: false,
    allowRedirects: false,
  })
  return async (criterion, reply) => {
    const body = JSON.stringify({
      ...extra,
      model: typeof judge.model === 'string' ? judge.model : 'gpt-4o',
      max_tokens: 200,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'assistant', content: reply },
        { role: 'user', content: ASK(criterion) },
      ],
    })
    const url = `${endpoint}/chat/completions`
    try {
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
      const what = `the judge (${new URL(url).host})`
      const request = { method: 'POST', url, body: Buffer.from(body), headers }
      const { status, bytes } = await oneExchange(client, request, MOST_ANSWER_BYTES, what, timeoutMs)
      const text = bytes.toString('utf8')
      if (status < 200 || status > 299) return { unjudged: `the judge answered ${status}: ${shortened(text, 300)}` }
      return verdictOf(text)
    } catch (error) {
      if (error instanceof AnswerTooLargeError) return { unjudged: redact(error.message) }
      return { unjudged: `the judge could not be reached (${redact((error as Error).message)})` }
    }
  }
}

/** The verdict in the judge's answer, code fences or not. */
function verdictOf(text: string): Awaited<ReturnType<Judge>> {
  let content = ''
  try {
    content = String(JSON.parse(text)?.choices?.[0]?.message?.content ?? '')
  } catch {
    return { unjudged: `the judge's answer is not JSON: ${shortened(text, 200)}` }
  }
  const cleaned = content
    .trim()
    .replace(/^```(?:json)?\s*|\s*```$/gm, '')
    .trim()
  // As Pipecat's _parse_verdict: the first JSON object, whatever surrounds it; a verdict other than the
  // three the prompt names is a no. Prose without that object is no verdict at all: never a yes.
  const parsed = firstJsonObject(cleaned)
  if (parsed) {
    const verdict = String(parsed.verdict ?? '')
      .trim()
      .toLowerCase()
    const reason = shortened(String(parsed.reason ?? '').trim() || '(no reason given)', 300)
    return verdict === 'yes' || verdict === 'continue' ? { verdict, reason } : { verdict: 'no', reason }
  }
  return { unjudged: `the judge answered without the JSON verdict its prompt asks for: ${shortened(cleaned, 200)}` }
}

/** The first JSON object in `text` (from its first '{' to the brace that closes it), or undefined. */
function firstJsonObject(text: string): Record<string, unknown> | undefined {
  const start = text.indexOf('{')
  if (start === -1) return undefined
  let depth = 0
  let quoted = false
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '\\') i++
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) {
      try {
        const value: unknown = JSON.parse(text.slice(start, i + 1))
        return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
