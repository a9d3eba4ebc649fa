// @ts-check
import { replyTo } from './bot-brain.js'
import { hearWords, sayWords } from './spoken-words.js'
// The turns of the double's Pipecat bot (bot-pipeline.js says from which of Pipecat's files): its greeting,
// its VAD on the caller's 16 kHz audio, an interruption, and an answer in Pipecat's order, spoken at
// real-time pace in 40 ms frames of 1920 bytes at 24 kHz.

export const ANSWER = 'Yes, I can hear you. How can I help?'
export const HEARD = 'Hello, can you hear me?'
export const GREETING = 'Hi! Thanks for calling. How can I help you today?'
/** Pipecat's input rate: 32 bytes of 16-bit PCM a millisecond */
const BYTES_PER_MS = 32
const VAD_START_MS = 200
const SILENCE_ENDS_TURN_MS = 400
const OUT_RATE = 24_000
const FRAME_MS = 40
const ANSWER_FRAMES = 10
const LATE_GREETING_MS = 1_800
/**
 * How long a function the model calls runs: as long as a real one's request (a weather API), and long
 * enough that a scenario's interruption, sent 50 ms after the model starts, arrives while it runs however
 * slow the machine (at 150 ms, a third of this machine's pace left the call to finish first).
 */
const FUNCTION_MS = 1_000
/** the pause of a paused-greeting, between its first sentence and the rest: longer than the caller's 1.5 s of quiet */
const PAUSED_GREETING_MS = 1_800

/** @param {Buffer} pcm */
export function loud(pcm) {
  let sum = 0
  for (let i = 0; i + 1 < pcm.length; i += 2) sum += Math.abs(pcm.readInt16LE(i))
  return pcm.length > 0 && sum / (pcm.length / 2) > 300
}

/** @param {number} ms */
function tone(ms) {
  const samples = Math.round((OUT_RATE * ms) / 1000)
  const pcm = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / OUT_RATE)), i * 2)
  return pcm
}

/** The words as 40 ms frames of the bot's voice, at least `least` of them. */
function spokenFrames(/** @type {string} */ text, /** @type {number} */ least) {
  const pcm = sayWords(text, OUT_RATE, least * FRAME_MS)
  const size = (OUT_RATE * FRAME_MS * 2) / 1000
  const frames = []
  for (let at = 0; at < pcm.length; at += size) {
    const audio = Buffer.alloc(size)
    pcm.copy(audio, 0, at, Math.min(pcm.length, at + size))
    frames.push({ audio: { id: 0, name: 'TTSAudioRawFrame', audio, sampleRate: OUT_RATE, numChannels: 1 } })
  }
  return frames
}

/** One 40 ms frame of the bot's voice (1920 bytes at 24 kHz), made once: every bot sends the same. */
const VOICE_FRAME = {
  audio: { id: 0, name: 'TTSAudioRawFrame', audio: tone(FRAME_MS), sampleRate: OUT_RATE, numChannels: 1 },
}

/** @param {(frame: Record<string, unknown>) => void} sent */
export function rtviOf(sent) {
  return (/** @type {string} */ type, /** @type {unknown} */ data = undefined, /** @type {string} */ id = '') =>
    sent({
      message: {
        data: JSON.stringify({
          label: 'rtvi-ai',
          type,
          ...(id ? { id } : {}),
          ...(data === undefined ? {} : { data }),
        }),
      },
    })
}

/**
 * @typedef {ReturnType<typeof conversationState>} Conversation
 * @param {{ traits: Set<string>, sent: (frame: Record<string, unknown>) => void, rtvi: ReturnType<typeof rtviOf>, ws: import('ws').WebSocket, crash: (lines: string[], reason: string) => void, socket: NonNullable<import('./bot.js').BotSession['socket']>, token: string, transport: 'websocket' | 'webrtc' | 'phone' }} bot
 *   token: the session's token, which a leaky bot says (as a bot that reads out its own credentials would)
 *   transport: which transport carries the bot (a message's largest size differs)
 */
export function conversationState(bot) {
  return {
    ...bot,
    /** the caller's input is dropped (Pipecat's mute-until-first-bot-complete, or a bot that never listens) */
    muted: false,
    parsed: false,
    /** the caller spoke words (a speech service's): the bot's voice says its words from then on */
    wordsHeard: false,
    /** counts turns and interruptions: an answer of an older turn stops speaking */
    turn: 0,
    botSpeaking: false,
    vad: {
      speaking: false,
      audioMs: 0,
      silentMs: 0,
      started: false,
      seen: /** @type {{ at: number, audioMs: number }[]} */ ([]),
      /** the caller's audio since they started speaking (at most 60 s), for the words it carries */
      utterance: /** @type {Buffer[]} */ ([]),
      utteranceBytes: 0,
    },
    /** what earlier turns told the bot (a name), for answers that depend on them */
    memory: new Map(),
    calls: 0,
    /** a function call in progress: an interruption stops it, cancelled */
    /** @type {{ id: string, name: string } | undefined} */
    pendingCall: undefined,
  }
}

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The bot's voice: TTS started, its first audio, TTS stopped, then bot-started-speaking and the rest. */
async function voice(/** @type {Conversation} */ c, /** @type {string} */ text, least = ANSWER_FRAMES) {
  const turn = c.turn
  c.rtvi('bot-tts-started')
  for (const piece of text.split(' ')) c.rtvi('bot-tts-text', { text: `${piece} ` })
  // over a call, the voice says its words (spoken-words.js): what a speech service on the caller's side hears
  // (and over the other transports once its caller spoke words: the rest of the suite's answers stay short)
  const spoken =
    (c.transport === 'phone' || c.wordsHeard) && !c.traits.has('mumbles') ? spokenFrames(text, least) : undefined
  const frames = spoken?.length ?? least
  let next = 0
  const audio = () => c.sent(spoken?.[next++] ?? VOICE_FRAME)
  audio()
  c.rtvi('bot-tts-stopped')
  c.rtvi('bot-started-speaking')
  c.botSpeaking = true
  for (let i = 1; i < frames && c.turn === turn; i++) {
    await pause(FRAME_MS)
    // a frame kind of a newer Pipecat, which this proto does not know (field 6), amid the answer
    if (c.traits.has('newer') && i === 2 && c.ws.readyState === c.ws.OPEN)
      c.ws.send(Buffer.from([0x32, 0x02, 0x08, 0x01]))
    if (c.turn === turn) audio()
  }
  c.botSpeaking = false
  c.rtvi('bot-stopped-speaking')
}

/**
 * `mib` MiB of words, each message under the 1 MiB a WebSocket frame may carry, or (webrtc) under the 64 KiB
 * an SCTP message may (aiortc's and werift's max message size).
 * @param {Conversation} c @param {number} mib
 */
function manyWords(c, mib) {
  const size = c.transport === 'webrtc' ? 12_000 : 200_000
  for (let sent = 0; sent < mib * 1024 * 1024; sent += size * 5) c.rtvi('bot-llm-text', { text: 'blah '.repeat(size) })
}

/** After bot-ready: a greeting (the caller muted until it is spoken), or a bot that streams without listening. */
export async function greet(/** @type {Conversation} */ c) {
  if (c.traits.has('huge')) {
    const audio = Buffer.alloc(2 * 1024 * 1024, 1)
    c.sent({ audio: { id: 0, name: 'TTSAudioRawFrame', audio, sampleRate: OUT_RATE, numChannels: 1 } })
  }
  if (c.traits.has('deaf')) {
    c.muted = true
    c.rtvi('bot-started-speaking')
    while (c.ws.readyState === c.ws.OPEN) {
      c.sent(VOICE_FRAME)
      await pause(FRAME_MS)
    }
    return
  }
  if (c.traits.has('quiet-greeting')) {
    // a greeting of audio alone (a recording the bot plays: no RTVI speaking, model or voice events): a
    // first sound 0.9 s after bot-ready, 0.7 s without one, then 3 s more, the caller muted throughout:
    // quiet for less than the caller's 1.5 s since its last sound, though 1.5 s after bot-ready comes in
    // the middle of it (issue 55 §8)
    c.muted = true
    const play = async (/** @type {number} */ frames) => {
      for (let i = 0; i < frames; i++) {
        c.sent(VOICE_FRAME)
        await pause(FRAME_MS)
      }
    }
    await pause(900)
    await play(5)
    await pause(700)
    await play(75)
    c.muted = false
    return
  }
  if (c.traits.has('mute-until-greeted')) {
    // pipecat-examples' inbound phone bots: a greeting on connect with Pipecat's stock
    // MuteUntilFirstBotCompleteUserMuteStrategy, its first sound 1.8 s after the call is up (a real model and
    // voice are no faster) and 4 s long: the caller is muted all through their speech, never heard, never
    // answered (issue 61 §2)
    c.muted = true
    await pause(LATE_GREETING_MS)
    await voice(c, GREETING, 100)
    c.muted = false
    return
  }
  if (!c.traits.has('greets') && !c.traits.has('late-greeting') && !c.traits.has('paused-greeting')) return
  c.muted = true
  c.rtvi('bot-llm-started')
  if (c.traits.has('late-greeting')) await pause(LATE_GREETING_MS)
  if (c.traits.has('paused-greeting')) {
    // its first sentence spoken, then its model pauses (a tool, a slow provider) for longer than 1.5 s,
    // still under way, before the rest: the caller is muted until the whole greeting is spoken
    const [first, ...rest] = GREETING.split('! ')
    c.rtvi('bot-llm-text', { text: `${first}! ` })
    await voice(c, `${first}!`, 3)
    await pause(PAUSED_GREETING_MS)
    for (const piece of rest.join('! ').split(' ')) c.rtvi('bot-llm-text', { text: `${piece} ` })
    c.rtvi('bot-llm-stopped')
    await voice(c, rest.join('! '), 3)
    c.muted = false
    return
  }
  for (const piece of GREETING.split(' ')) c.rtvi('bot-llm-text', { text: `${piece} ` })
  c.rtvi('bot-llm-stopped')
  await voice(c, GREETING, 5)
  c.muted = false
}

/** The caller spoke or typed over the bot: Pipecat interrupts, every time. */
export function interrupt(/** @type {Conversation} */ c) {
  c.turn++
  c.sent({ interruption: { id: 0 } })
  c.rtvi('bot-interrupted')
  if (c.pendingCall) {
    const { id, name } = c.pendingCall
    c.pendingCall = undefined
    c.rtvi('llm-function-call-stopped', { tool_call_id: id, function_name: name, cancelled: true })
  }
}

/**
 * One chunk of the caller's audio, heard at 16 kHz whatever its frame says. The VAD counts audio time, as
 * Pipecat's does (frames that arrive late or in a burst are the same audio, whatever the machine's pace): a
 * turn starts after 200 ms of sound and ends after 400 ms of silence. Audio sent at another rate sounds
 * longer or shorter than it was (socket.input.loudMs says how long), as it would to Pipecat.
 */
export function takeAudio(/** @type {Conversation} */ c, /** @type {Buffer} */ pcm) {
  if (c.muted) return
  const vad = c.vad
  const ms = pcm.length / BYTES_PER_MS
  if (vad.speaking || loud(pcm)) keepUtterance(vad, pcm)
  if (loud(pcm)) {
    if (!vad.speaking) {
      Object.assign(vad, { speaking: true, audioMs: 0, started: false, silentMs: 0, utterance: [], utteranceBytes: 0 })
      keepUtterance(vad, pcm)
    }
    vad.audioMs += ms
    vad.silentMs = 0
    if (!vad.started && vad.audioMs >= VAD_START_MS) {
      vad.started = true
      c.rtvi('user-started-speaking')
      interrupt(c)
    }
    return
  }
  if (!vad.speaking) return
  vad.silentMs += ms
  if (vad.silentMs < SILENCE_ENDS_TURN_MS) return
  vad.speaking = false
  if (!vad.started) return
  // words spoken by the double's speech service are heard as said (spoken-words.js); a real recording as HEARD
  const words = hearWords(Buffer.concat(vad.utterance), 16_000)
  if (words) c.wordsHeard = true
  const heard = words || HEARD
  c.socket.heard = heard
  c.rtvi('user-transcription', { text: heard, user_id: '', timestamp: new Date().toISOString(), final: true })
  c.rtvi('user-llm-text', { text: heard })
  c.rtvi('user-stopped-speaking')
  answerTurn(c, heard, true)
}

/** 60 s of the caller's 16 kHz audio at most */
const MOST_UTTERANCE_BYTES = 60 * 1000 * BYTES_PER_MS

function keepUtterance(/** @type {Conversation['vad']} */ vad, /** @type {Buffer} */ pcm) {
  if (vad.utteranceBytes + pcm.length > MOST_UTTERANCE_BYTES) return
  vad.utterance.push(Buffer.from(pcm))
  vad.utteranceBytes += pcm.length
}

/**
 * A function call before the answer, as the observer reports it: in progress, the model's turn ends, the
 * function runs (FUNCTION_MS), stopped (not cancelled), and the model starts again with its result. False
 * when an interruption cut it off (interrupt() reported it cancelled).
 */
async function calls(
  /** @type {Conversation} */ c,
  /** @type {{ name: string, args: Record<string, unknown> }} */ call,
  /** @type {number} */ turn,
) {
  const id = `call_${++c.calls}`
  c.pendingCall = { id, name: call.name }
  c.rtvi('llm-function-call-in-progress', { tool_call_id: id, function_name: call.name, arguments: call.args })
  c.rtvi('bot-llm-stopped')
  await pause(FUNCTION_MS)
  if (c.turn !== turn) return false
  c.pendingCall = undefined
  c.rtvi('llm-function-call-stopped', { tool_call_id: id, function_name: call.name, cancelled: false })
  c.rtvi('bot-llm-started')
  return true
}

/** The answer to what the caller said: words, then (unless text only) speech. */
export function answerTurn(/** @type {Conversation} */ c, /** @type {string} */ heard, /** @type {boolean} */ spoken) {
  if (c.traits.has('silent') || c.traits.has('telephony')) return
  const turn = c.turn
  if (c.traits.has('raises')) {
    return void setTimeout(
      () =>
        c.crash(
          [
            'Traceback (most recent call last):',
            '  File "/app/bot.py", line 61, in on_user_turn',
            '    reply = await llm.generate(messages, model=os.environ["LLM_MODEL"])',
            "openai.NotFoundError: Error code: 404 - The model 'gpt-9' does not exist",
          ],
          'Internal error',
        ),
      50,
    )
  }
  if (c.traits.has('rtvi-error'))
    return c.rtvi('error', { error: 'TTS service error: voice "ava-x" not found', fatal: true })
  if (c.traits.has('error-object'))
    return c.rtvi('error', { error: { code: 'quota_exceeded', message: 'Quota exceeded' }, fatal: true })
  const reply = replyTo(c, heard)
  setTimeout(
    async () => {
      if (c.turn !== turn) return
      c.rtvi('bot-llm-started')
      if (reply.call && !(await calls(c, reply.call, turn))) return
      // verbose: 4 MiB of words before its answer, each message under the 1 MiB a WebSocket frame may
      // carry, or (webrtc) under the 64 KiB an SCTP message may (aiortc's and werift's max message size)
      if (c.traits.has('verbose')) manyWords(c, 4)
      // leaky: its session's token said across the 2,000th character of its answer
      const words = c.traits.has('leaky') ? `${'a'.repeat(1995)} ${c.token} ${reply.words}` : reply.words
      for (const piece of words.split(' ')) c.rtvi('bot-llm-text', { text: `${piece} ` })
      // a long answer goes on until it ends or the caller cuts in (the pipeline stops sending it)
      for (let i = 0; reply.long && i < 60 && c.turn === turn; i++) {
        await pause(50)
        if (c.turn === turn) c.rtvi('bot-llm-text', { text: 'and then the story went on, ' })
      }
      if (c.turn !== turn) return
      c.rtvi('bot-llm-stopped')
      c.rtvi('metrics', { ttfb: [{ processor: 'OpenAILLMService#0', value: 0.3 }] })
      if (spoken && !c.traits.has('text-only')) await voice(c, reply.words)
    },
    c.traits.has('slow') ? 2_500 : 300,
  )
}
