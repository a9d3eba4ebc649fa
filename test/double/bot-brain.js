// @ts-check
// What the double's Pipecat bot answers, for the scenarios (issue 45): answers that depend on what was
// asked and on earlier turns, a function call reported as Pipecat's RTVI observer reports it
// (pipecat-ai/pipecat at acead05, src/pipecat/processors/frameworks/rtvi/observer.py and models.py:
// llm-function-call-in-progress with tool_call_id, function_name and arguments; llm-function-call-stopped
// with tool_call_id, function_name and cancelled, true when an interruption cut it off), a long answer
// that an interruption stops, and Pipecat's DTMFAggregator (src/pipecat/processors/aggregators/
// dtmf_aggregator.py): the first key interrupts the bot, '#' flushes at once, else 2 s without a key; the
// flush is a final transcription "DTMF: <keys>" that the bot answers as a user turn.

export const DTMF_IDLE_MS = 2_000
const KEYPAD = /^[0-9*#]$/

/**
 * The bot's reply to a user turn: its words, a function call it makes first, or a long story.
 * @param {{ memory: Map<string, string> }} c
 * @param {string} heard
 * @returns {{ words: string, call?: { name: string, args: Record<string, unknown> }, long?: boolean }}
 */
export function replyTo(c, heard) {
  const name = heard.match(/my name is (\w+)/i)
  if (name?.[1]) {
    c.memory.set('name', name[1])
    return { words: `Nice to meet you, ${name[1]}.` }
  }
  if (/what'?s my name|remind me/i.test(heard)) {
    const known = c.memory.get('name')
    return { words: known ? `Your name is ${known}.` : "I don't know your name yet." }
  }
  if (/capital of japan/i.test(heard)) return { words: 'The capital of Japan is Tokyo.' }
  if (/capital of germany/i.test(heard)) return { words: 'The capital of Germany is Berlin.' }
  const weather = heard.match(/weather in ([A-Za-z ]+)/i)
  if (weather?.[1]) {
    const location = weather[1].trim()
    return {
      words: `It is 68 degrees and sunny in ${location}.`,
      call: { name: 'get_current_weather', args: { location } },
    }
  }
  const order = heard.match(/order a (\w+) pizza with (\w+) and (\w+)/i)
  if (order?.[1] && order[2] && order[3]) {
    // arguments as a model sends them: an object and a list among them
    const args = { item: { name: 'pizza', size: order[1] }, toppings: [order[2], order[3]], quantity: 1 }
    return {
      words: `Your ${order[1]} pizza with ${order[2]} and ${order[3]} is on its way.`,
      call: { name: 'place_order', args },
    }
  }
  if (/story/i.test(heard)) return { words: 'Once upon a time, ', long: true }
  const keys = heard.match(/^DTMF: (.+)$/)
  if (keys?.[1]) return { words: `You pressed ${keys[1]}.` }
  return { words: 'Yes, I can hear you. How can I help?' }
}

/**
 * The buttons of an RTVI dtmf message as Pipecat's DTMFInputData validates them (protocol 2.1.0: a
 * non-empty list of keypad entries); a problem in pydantic's words otherwise.
 * @param {unknown} data
 * @returns {{ buttons: string[] } | { problem: string }}
 */
export function dtmfButtons(data) {
  const buttons = /** @type {{ buttons?: unknown } | undefined} */ (data)?.buttons
  if (!Array.isArray(buttons))
    return { problem: 'Invalid message: 1 validation error for DTMFInputData\nbuttons\n  Field required' }
  if (buttons.length === 0)
    return { problem: 'Invalid message: buttons List should have at least 1 item after validation' }
  const bad = buttons.find((key) => typeof key !== 'string' || !KEYPAD.test(key))
  if (bad !== undefined)
    return { problem: `Invalid message: buttons Input should be a valid KeypadEntry (got ${JSON.stringify(bad)})` }
  return { buttons }
}

/**
 * Pipecat's DTMFAggregator: keys gathered, the first one interrupting, flushed on '#' or after 2 s idle.
 * @param {(sequence: string) => void} flush
 * @param {() => void} interrupt
 */
export function dtmfAggregator(flush, interrupt) {
  let keys = ''
  /** @type {NodeJS.Timeout | undefined} */
  let idle
  const done = () => {
    clearTimeout(idle)
    const sequence = keys
    keys = ''
    if (sequence) flush(sequence)
  }
  return (/** @type {string} */ key) => {
    if (!keys) interrupt()
    keys += key
    clearTimeout(idle)
    if (key === '#') done()
    else idle = setTimeout(done, DTMF_IDLE_MS)
  }
}
