export const id = 177;
export const ids = [177];
export const modules = {

/***/ 17177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  conversationPhase: () => (/* binding */ conversationPhase)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/session-transports.ts
var session_transports = __webpack_require__(38598);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/after-ready/bot-exit.ts
var bot_exit = __webpack_require__(64046);
// EXTERNAL MODULE: ./src/after-ready/check-failure.ts
var check_failure = __webpack_require__(57427);
// EXTERNAL MODULE: ./src/after-ready/session-check.ts
var session_check = __webpack_require__(297);
// EXTERNAL MODULE: ./src/after-ready/session-confirm.ts
var session_confirm = __webpack_require__(64273);
// EXTERNAL MODULE: ./src/after-ready/session-start.ts
var session_start = __webpack_require__(31757);
// EXTERNAL MODULE: ./src/after-ready/speech/caller-speech.ts
var caller_speech = __webpack_require__(35279);
// EXTERNAL MODULE: ./src/after-ready/speech/speech-client.ts
var speech_client = __webpack_require__(58565);
// EXTERNAL MODULE: ./src/after-ready/transports/bot-session.ts + 13 modules
var bot_session = __webpack_require__(80345);
// EXTERNAL MODULE: ./src/after-ready/awaited-lines.ts
var awaited_lines = __webpack_require__(38349);
// EXTERNAL MODULE: ./src/after-ready/session-lines.ts
var session_lines = __webpack_require__(77794);
// EXTERNAL MODULE: ./src/after-ready/transport-fault.ts
var transport_fault = __webpack_require__(43392);
// EXTERNAL MODULE: ./src/after-ready/transports/phone/hang-up-lines.ts
var hang_up_lines = __webpack_require__(69388);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/after-ready/transports/audio/loudness.ts
var loudness = __webpack_require__(90471);
;// CONCATENATED MODULE: ./src/after-ready/conversation/turn-state.ts


// What the bot has said and done in one turn, from the frames and RTVI messages it sends (Pipecat's
// processors/frameworks/rtvi/observer.py names them): whether a greeting is under way (bot-llm-started,
// bot-tts-started, its speech), when the bot reported hearing the caller (user-stopped-speaking or a final
// user-transcription after the caller spoke; user-llm-text for a typed turn: Pipecat puts it in the
// context and reports it so), and its first audio with sound after that: before it, the bot's audio and
// words are not an answer, whatever they are (a greeting still under way, a bot that never listens).
/**
 * A call (issue 61 §2): the bot cannot have heard the end of the caller's speech before its VAD says so, 0.2 s
 * of quiet at Pipecat's default (audio/vad/vad_analyzer.py, VAD_STOP_SECS): a sound that begins sooner is no answer.
 */
const HEAR_END_MS = 200;
/** A call: once the bot sounded over the caller (or as they stopped), an answer begins after this much quiet. */
const ANSWER_QUIET_MS = 1000;
/** The most of the bot's words kept (a bot can stream megabytes of text); every way out cuts again. */
const MOST_WORDS = 64 * 1024;
/** the most of the bot's words a message quotes */
const QUOTED = 300;
/** The bot's words in a message: secrets replaced, then cut. */
const quoted = (text) => (0,secrets/* shortened */.vI)(text, QUOTED);
/** Words added to words, kept to MOST_WORDS. */
const bounded = (words, more) => words.length >= MOST_WORDS ? words : `${words}${more.slice(0, MOST_WORDS - words.length)}`;
/** The most of an RTVI error's words a failure quotes (a 900 KB object put an 830 KB line in the log). */
const MOST_ERROR_CHARS = 300;
/**
 * An RTVI error's words: `data.error` as Pipecat sends it (a string), else its JSON, never "[object Object]";
 * at most 300 characters, known secrets replaced before the cut, as every text of the bot's.
 */
function rtviErrorText(data) {
    const said = data?.error ?? data?.message ?? data ?? {};
    const text = typeof said === 'string' ? said : JSON.stringify(said);
    return (0,secrets/* shortened */.vI)(text, MOST_ERROR_CHARS, (left) => ` (${left} more characters)`);
}
class TurnState {
    ready = false;
    /** whether the bot reports hearing the caller (RTVI); over a call, its first sound after the caller's speech is the answer */
    reportsHearing = true;
    speaking = false;
    llmActive = false;
    ttsActive = false;
    /** the last bot-stopped-speaking */
    stoppedAt = 0;
    /** the last time the bot did anything of an answer: a start, words, audio with sound */
    lastActivityAt = 0;
    lastBotAudioAt = 0;
    /** 0 while the greeting may go on; the time the caller's turn began once it is the caller's turn */
    callerFrom = 0;
    typed = false;
    /** the end of the caller's speech (or the send of a typed turn) */
    endOfSpeech = 0;
    /** when the bot reported hearing the caller's turn */
    heardAt = 0;
    firstSoundAt = 0;
    /** a call: the bot sounded while the caller spoke, or before it could have heard them stop */
    soundOverCaller = false;
    /** the bot's audio with sound after the caller spoke, before it reported hearing them */
    unheardSound = false;
    heard = '';
    greeting = { llm: '', tts: '' };
    answer = { llm: '', tts: '' };
    error;
    ended;
    apply(event) {
        if (event.kind === 'ended') {
            this.ended ??= event.why;
            return;
        }
        const frame = event.frame;
        if (frame.kind === 'audio' && (0,loudness/* hasSound */.C)(frame.audio))
            this.botSound(event.at);
        else if (frame.kind === 'transcription' && frame.text && this.callerFrom)
            this.heard ||= frame.text.slice(0, MOST_WORDS);
        else if (frame.kind === 'message')
            this.message(frame.data, event.at);
    }
    /** Whether the bot is in the middle of saying something (its model or its voice at work). */
    get active() {
        return this.speaking || this.llmActive || this.ttsActive;
    }
    botSound(at) {
        const quietFor = at - this.lastBotAudioAt;
        this.lastBotAudioAt = at;
        this.lastActivityAt = at;
        if (!this.callerFrom)
            return;
        if (!this.reportsHearing) {
            this.callSound(at, quietFor);
            return;
        }
        if (this.heardAt && at >= this.heardAt && at >= this.endOfSpeech)
            this.firstSoundAt ||= at;
        else if (!this.heardAt)
            this.unheardSound = true;
    }
    /**
     * A call shows no report of hearing: an answer is a sound that begins once the bot could have heard the
     * caller stop, and, when it was sounding over them (a greeting not done, a bot muted until it is, audio
     * it streams without listening), only after it went quiet: never the tail of what was already going on.
     */
    callSound(at, quietFor) {
        if (this.firstSoundAt)
            return;
        if (!this.endOfSpeech || at < this.endOfSpeech + HEAR_END_MS) {
            this.soundOverCaller = true;
            return;
        }
        if (this.soundOverCaller && quietFor < ANSWER_QUIET_MS)
            return;
        this.firstSoundAt = at;
    }
    message(data, at) {
        let message;
        try {
            message = JSON.parse(data);
        }
        catch {
            return;
        }
        const text = typeof message.data?.text === 'string' ? message.data.text : '';
        const words = !this.callerFrom ? this.greeting : this.heardAt ? this.answer : undefined;
        switch (message.type) {
            case 'bot-ready':
                this.ready = true;
                break;
            case 'bot-started-speaking':
                this.speaking = true;
                this.lastActivityAt = at;
                break;
            case 'bot-stopped-speaking':
                this.speaking = false;
                this.stoppedAt = at;
                break;
            case 'bot-llm-started':
            case 'bot-llm-stopped':
                this.llmActive = message.type === 'bot-llm-started';
                this.lastActivityAt = at;
                break;
            case 'bot-tts-started':
            case 'bot-tts-stopped':
                this.ttsActive = message.type === 'bot-tts-started';
                this.lastActivityAt = at;
                break;
            case 'bot-llm-text':
                if (words)
                    words.llm = bounded(words.llm, text);
                break;
            case 'bot-tts-text':
                if (words)
                    words.tts = bounded(words.tts, text);
                break;
            case 'user-transcription':
                if (text && message.data?.final !== false)
                    this.heardTurn(text, at);
                break;
            case 'user-stopped-speaking':
                if (!this.typed)
                    this.heardTurn('', at);
                break;
            case 'user-llm-text':
                if (this.typed && text)
                    this.heardTurn(text, at);
                break;
            case 'error':
            case 'error-response':
                this.error ??= `the bot reported an error over RTVI (${message.type}): ${rtviErrorText(message.data)}`;
                break;
        }
    }
    /** The bot's own report that it took the caller's turn: counted only once the caller spoke. */
    heardTurn(text, at) {
        if (!this.callerFrom || at < this.callerFrom)
            return;
        if (text)
            this.heard = text.slice(0, MOST_WORDS);
        this.heardAt ||= at;
    }
    said(words) {
        return (words.llm || words.tts).replace(/\s+/g, ' ').trim();
    }
}

;// CONCATENATED MODULE: ./src/after-ready/conversation/judging.ts







/** Passed, or the one line that names what went wrong; the session's own lines decide too. */
async function judge(outcome, sessionId, 
/** the session's record, read once the turn was held (it confirmed the deployment) */
record, j) {
    const transport = j.inputs['session-transport'];
    // the session is stopped: its lines are awaited until whole (awaited-lines.ts)
    const read = await (0,awaited_lines/* awaitSessionLines */.oG)(j.sessions, j.agent, sessionId, {
        starts: (0,awaited_lines/* startsOf */.jb)(transport),
        signal: j.signal,
    });
    // the verdict leaves out the bot's failed hang-up of the check's own call; what is shown stays whole
    const all = (0,hang_up_lines/* withoutHangUps */.$)(read.all);
    const lines = read.shown;
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
    };
    const fault = (0,transport_fault/* transportFault */.y)(all, transport);
    if (fault)
        return j.fail(fault.why, fault.rollBack, more);
    if (outcome.kind === 'failed') {
        const taken = (0,transport_fault/* notTaken */.h)(outcome.why, all, transport, outcome.rollBack ?? true, read.missing);
        return j.fail(taken.why, taken.rollBack, more);
    }
    const error = (0,session_lines/* errorLine */.BP)(all);
    if (error)
        return j.fail(`the bot raised: ${error}`, true, more);
    if (read.missing) {
        // never the absence of lines read as the absence of an error
        return j.fail(`the bot answered in ${outcome.responseMs} ms, but ${read.missing}: an error in them cannot be ruled out. The service's log store is at fault, not the deployment: not rolled back`, false, { ...more, responseMs: outcome.responseMs });
    }
    const words = wordsFault(outcome, j.inputs['conversation-expect']);
    if (words)
        return j.fail(words.why, words.rollBack, { ...more, responseMs: outcome.responseMs });
    const most = j.inputs['max-response-ms'];
    if (most !== undefined && outcome.responseMs > most) {
        return j.fail(`the bot answered after ${outcome.responseMs} ms, over max-response-ms (${most} ms)`, true, {
            ...more,
            responseMs: outcome.responseMs,
        });
    }
    j.report.conversation = { result: 'passed', transport, deploymentId: j.deploymentId, said: j.said, ...more };
    j.report.conversation.responseMs = outcome.responseMs;
    delete j.report.conversation.lines;
    const what = outcome.callerHeard !== undefined
        ? outcome.noWords
            ? ` with sound: ${outcome.noWords}`
            : `: the caller heard "${quoted(outcome.callerHeard)}"`
        : (0,session_transports/* isCall */.nT)(transport)
            ? ' with sound (a call carries no words)'
            : `: "${quoted(outcome.botSaid)}"${outcome.heard ? ` (it heard "${quoted(outcome.heard)}")` : ''}`;
    runner_log/* log */.R.info(`The bot answered in ${outcome.responseMs} ms${what}`);
    return undefined;
}
/** conversation-expect against what the bot said (or, over a call with a speech service, what the caller heard). */
function wordsFault(outcome, expect) {
    if (!expect)
        return undefined;
    if (outcome.noWords) {
        // audio with sound and no words heard: the bot's voice or the speech service, which cannot be told
        return {
            why: `${outcome.noWords}, so conversation-expect ("${expect}") cannot be compared: whether the bot's voice or the speech service is at fault cannot be told: not rolled back`,
            rollBack: false,
        };
    }
    if (outcome.botSaid.toLowerCase().includes(expect.toLowerCase()))
        return undefined;
    const heardBy = outcome.callerHeard !== undefined ? 'the caller heard' : 'it said';
    return {
        why: `the bot's answer does not contain "${expect}": ${heardBy} "${quoted(outcome.botSaid) || '(no words reported)'}"`,
        rollBack: true,
    };
}

// EXTERNAL MODULE: ./src/after-ready/transports/audio/caller-pace.ts
var caller_pace = __webpack_require__(65783);
// EXTERNAL MODULE: ./src/after-ready/transports/bot-link.ts
var bot_link = __webpack_require__(43915);
// EXTERNAL MODULE: ./src/after-ready/transports/rtvi.ts
var rtvi = __webpack_require__(38356);
;// CONCATENATED MODULE: ./src/after-ready/conversation/turn.ts





// One turn with the bot, as Pipecat's own WebSocket clients and release evaluations hold one: RTVI
// client-ready, wait for bot-ready; let a greeting finish (one under way from bot-llm-started or
// bot-tts-started until the bot stops speaking; none when 1.5 s pass with nothing of it); then the caller's
// sentence as raw 16 kHz audio in 20 ms frames at real-time pace and a second of silence (or a typed turn,
// RTVI send-text); then, once the bot reported hearing that turn (turn-state.ts), its first audio with
// sound, timed from the end of the caller's speech, and its words (bot-llm-text, else bot-tts-text) until it
// stops speaking. RTVI disconnect-bot ends it (conversation-check.ts). An RTVI error, or a closed
// connection, ends it with what the bot said. A phone call carries no RTVI: the bot is ready when the call
// is up, a greeting is its audio before the caller speaks, and the answer is a sound that begins once the
// bot could have heard the end of the caller's speech, after a second of quiet when it was sounding over
// them (turn-state.ts; no words, no report of hearing come back over a call).
const QUIET_MS = 1500;
const TICK_MS = 100;
/** The events of the connection, applied to the turn's state as they come; waits on a condition. */
class Listener {
    connection;
    state;
    signal;
    cursor = 0;
    constructor(connection, state, signal) {
        this.connection = connection;
        this.state = state;
        this.signal = signal;
    }
    pump() {
        const { events, next } = this.connection.since(this.cursor);
        this.cursor = next;
        for (const event of events)
            this.state.apply(event);
    }
    /** True once `done` holds; false when the deadline passes, the bot errs or leaves, or the run is cancelled. */
    async until(done, deadline) {
        for (;;) {
            this.pump();
            if (this.state.error || this.state.ended || this.signal.aborted)
                return false;
            if (done())
                return true;
            if (Date.now() >= deadline)
                return false;
            await this.connection.next(Math.min(deadline, Date.now() + TICK_MS), this.signal);
        }
    }
    failed(why) {
        const state = this.state;
        return {
            kind: 'failed',
            why: state.error ?? state.ended ?? why,
            heard: state.heard,
            botSaid: state.said(state.answer),
            // a link that ended on the check's setting is no fault of the deployment's
            ...(!state.error && state.ended && this.connection.endedOnSetting ? { rollBack: false } : {}),
        };
    }
}
/** Holds one turn; the outcome, never a throw for what the bot does. */
async function holdTurn(connection, utterance, windowMs, signal) {
    const listener = new Listener(connection, new TurnState(), signal);
    const state = listener.state;
    const window = (0,time/* seconds */.YA)(windowMs);
    state.reportsHearing = connection.speaksRtvi;
    if (connection.speaksRtvi)
        connection.sendRtvi('client-ready', (0,rtvi/* clientReadyData */.Ni)());
    else
        state.ready = true;
    if (!(await listener.until(() => state.ready, Date.now() + windowMs))) {
        return listener.failed(`the bot was not ready within ${window}: no RTVI bot-ready came after client-ready`);
    }
    await greetingDone(listener, windowMs);
    if (state.error || state.ended)
        return listener.failed('');
    state.callerFrom = Date.now();
    state.typed = utterance.kind === 'text';
    await speak(connection, utterance, state, () => listener.pump(), signal);
    if (state.error || state.ended)
        return listener.failed('');
    if (!(await listener.until(() => state.firstSoundAt > 0, state.endOfSpeech + windowMs))) {
        return listener.failed(noAnswer(state, window));
    }
    // Its whole answer: until it stops speaking, or 1.5 s without its audio.
    await listener.until(() => (state.stoppedAt > state.firstSoundAt && !state.speaking) || Date.now() - state.lastBotAudioAt >= QUIET_MS, state.endOfSpeech + windowMs);
    if (state.error)
        return listener.failed('');
    // RTVI disconnect-bot is sent as the connection closes (conversation-check.ts), whatever the outcome.
    return {
        kind: 'answered',
        responseMs: state.firstSoundAt - state.endOfSpeech,
        botSaid: state.said(state.answer),
        heard: state.heard,
        greeting: state.said(state.greeting),
        answerAt: state.firstSoundAt,
    };
}
/** Why no answer counted, in words that point where to look. */
function noAnswer(state, window) {
    if (!state.reportsHearing && state.soundOverCaller) {
        return `the bot was sounding while the caller spoke or as they stopped (a greeting not done, a bot muted until it is, or audio it streams without listening), and no sound began after a second of quiet within ${window} of the end of their speech: it never answered them (a call shows nothing else: no words, no report of hearing)`;
    }
    if (!state.reportsHearing) {
        return `the bot sent no audio with sound within ${window} of the end of the caller's speech (a call shows nothing else: no words, no report of hearing)`;
    }
    const turn = state.typed ? 'the typed turn (RTVI send-text)' : "the caller's speech";
    if (!state.heardAt) {
        if (state.typed) {
            return `the bot never took the typed turn: no RTVI user-llm-text came within ${window} of its send-text${state.unheardSound ? ' (it spoke, but not in answer to it)' : ''}`;
        }
        if (state.unheardSound) {
            return `the bot spoke but never reported hearing the caller (no RTVI user-stopped-speaking or user-transcription within ${window} of the end of their speech): what it said was no answer. A bot muted until its greeting ends, or one that streams audio without listening, does this`;
        }
        return `the bot never heard speech: it reported no user-stopped-speaking or user-transcription within ${window} of the end of the caller's speech (its VAD heard none: is the recording speech?)`;
    }
    const heard = state.heard ? ` (it heard "${quoted(state.heard)}")` : '';
    const text = state.said(state.answer);
    if (text) {
        return `the bot answered in text ("${quoted(text)}") but sent no audio within ${window} of the end of ${turn}${heard}: look at its text-to-speech`;
    }
    return `the bot did not answer within ${window} of the end of ${turn}${heard}`;
}
/**
 * A greeting first: one under way (the bot's model or voice started, or its audio came) is let finish,
 * until the bot stops speaking; none is under way when 1.5 s pass with nothing of it.
 */
async function greetingDone(listener, windowMs) {
    const state = listener.state;
    const readyAt = Date.now();
    await listener.until(() => !state.active &&
        ((state.stoppedAt > 0 && state.stoppedAt >= state.lastActivityAt) ||
            Date.now() - Math.max(readyAt, state.lastActivityAt) >= QUIET_MS), readyAt + windowMs);
}
/** The caller's turn: 16 kHz audio at real-time pace, then a second of silence; or a typed turn. */
async function speak(connection, utterance, state, pump, signal) {
    if (utterance.kind === 'text') {
        connection.sendRtvi('send-text', (0,rtvi/* sendTextData */.S2)(utterance.text, true));
        state.endOfSpeech = Date.now();
        return;
    }
    // The end of the caller's speech: the last chunk that carries the sentence, before the trailing silence.
    await (0,caller_pace/* paceCallerAudio */.Pn)(utterance.pcm, bot_link/* INPUT_RATE */.ST, (chunk) => connection.sendAudio(chunk), signal, (lastLoud) => {
        pump();
        if (state.error || state.ended)
            return false;
        if (lastLoud)
            state.endOfSpeech = Date.now() + caller_pace/* CHUNK_MS */.lx;
        return true;
    });
}

// EXTERNAL MODULE: ./src/inputs/conversation-inputs.ts
var conversation_inputs = __webpack_require__(40394);
// EXTERNAL MODULE: ./src/wav.ts
var src_wav = __webpack_require__(64629);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
// EXTERNAL MODULE: ./src/after-ready/transports/audio/resample.ts
var resample = __webpack_require__(61111);
;// CONCATENATED MODULE: ./src/after-ready/conversation/sentence.ts
// Generated by scripts/sentence-module.js from assets/hello-can-you-hear-me.wav (see assets/README.md): do not edit.
// The action's own sentence, "Hello, can you hear me?": a WAV file, PCM 16-bit, mono, 16 kHz.
const SENTENCE_TEXT = 'Hello, can you hear me?';
const SENTENCE_WAV_BASE64 = 'UklGRhACAQBXQVZFZm10IBAAAAABAAEAgD4AAAB9AAACABAAZGF0YewBAQAAAP//AAAAAAAAAAABAAAAAQAAAAAAAAABAAAAAAAAAAAA//8AAAAAAAD//wAAAAAAAAAA//8BAAAAAAD//wEAAAABAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAA//8BAAEAAAAAAAAAAAAAAP//AAD//wAAAAABAAAA/////wAAAAAAAAAAAQAAAAAAAQAAAAEAAAAAAAAAAAAAAAEAAQABAAAAAAABAP//AAD//wAAAQAAAAAAAAD//wAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAA//8AAP//AAAAAAAAAAAAAP//AAABAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAD//wAA//8BAAAAAQAAAAAAAAAAAAAA//8BAP//AQAAAAEA//8AAAAAAAAAAAEAAAAAAP//AAAAAAAAAAD//wEA//8BAP//AQD+/wMA/f8DAP3/AgD+/wMA/v8CAP7/AQAAAAAAAgD7/xkAAQBOAHkAf//z/usA7QD1/1IBLwG9ADMA7/9KAHv/V/+8ACsAQP4k/9H/PwDBAEv/f/5V/nj+fP/7AOgAv/+MADUBYQE7AWQB5wBCAHj/w/4C/1H/QQAZAUUBQgDh//T/xABZAJoA//9T/9H/JwBoAH4AWv8e/lv/if6b/nn/7P+oAFoBWgDQAEUAhv8uAaoCcwGJ/+D/SP/N/z0AxwDO/k/+nP89AJz/qf/S/zH/5v9xAIUAlP9YAJwBOQEn/2L/av+z/7YBgQEaAEEAOwCy/4z/6AApARsAOABfAF8ADwD9/3f/Wv8S/xz/a/71/T8AHQL/AGf/tv5H/xYAAADz/tP+hABaAIsAjQEHARAA1wCFAhgBcQHDAZAB5wDO//H/Z/4x/Zf+SQAs/2z+bf+e/4/+3P+CAKH/wP7yAD0CTQEVAOr/HgHA/uD+gQDj/xkABQFKAewA3gBz/yIAMAD4/j4AMQDG/3oA3wAE/9b+kv/G/tv+2f+QANQAvv8aAQkCqADNALYAcf5T/Tj/lwFXAZcAfwFkAWb/Uf+sAMEAmP9s/wUA7/7U/28AlwFV/4P9ef3D/Uf+KgDkATQCAgKbAPr+uP8TApb/pf9S/2sANAF8/7j/QQHcALf/MQDE/8f/0QA3AQ0Bzv9//6MBngCH/yD/SQCs/+f93f87/Ub9bwD/AFwA3v+xAeX/IP+mABICDADi/dUAegIN//n/BAJlAC7+JP92AQ3/GABTAgAD8QASAJP/5wAdAfr/qP6S/Lf7Gv1V/9H+BQAgAJz/qf+Y/5ICFwM8AcwBgAJEAe0AcgOSAFH+Dv/M/5P+0Pw1/lAC3f/I/58AQQARAGX/4/9U/Tb+mv4PATT/AgD7AMP//v9TAHQBtwLdACgBJQIbASQDlALZ/7X/tv9S/Hj9/f/RAP/+cf3J/Jv/NP8h/ln/dgDrAL8BRwLX//n/4gCRAYEAewC//+AAGgGDAasBNv/A/fr/vAD2/4kA0v9r/34AgwCF/q7/PP66/UT/MAE7Ak4A1gCgAVf/n/y4/cb+SgAFAgQAPP8e/0sAdAIkApkCogNvADj/zv9CALAAdgBT/Qj9HwABACkBuAHT/yj/WP/C/8v9xfw7AMn/+QD7/lkATgGhAkECw/8FADb/HgHRALAAtQH6/lP7I/2I/4kBZv+yANgBVwGuAOoAAQFE/10AWwHqAMb/Pf9wAfwBB/+8/Rr8Yv1D/zwAwP+vANkAcAA1AYACoQK0AAYAJABMADP+pQBZAET/Fv+B/tD9Uf7o/6UBhAGi/Vz+yf9JAHIAwQHyAk0Em/+Q/WsAPwKWAEf/IAAX/5UB0v6m/fz/Xf4JAKv/Tf7QAT4DvgFtAiACJv/t/If9Ov8rAT//N//VA2gC9v8k/5cAyvy9/Zr/f/88/S3+JQMpAokBcQJIAeT8Af95AYj/RP2FAHcBYgFS/9H8q/zx/7ICvAGU/Qz+zv/bAVUFZQEOAnMCXAGDA0wCLQBN/6/+7v0W/Cz/FvwD/fsCff9S/qT+efyBAYAFhALGAMQBMgFJAd8B/P5L+xH71/4+AXYCk/8pAZ4B8P1k/uf8sP54AP4AggIWAS/+HP9gAJMAIAC5/0f+aP9AATMCzATHAX//5/2GAYkD9f7h/eQBMwEZAc3/iwB8ACz/if/iAbkBf/zE/tH+2f1k/cj+pv/FANkBrAO3/83+xP/C/gz8NPtP/3QCgAGmAiUFCwHwAdgAkv0A+uMALAIYAVH+ivxDAjz9APpkAekBG/08AA8FCwm+Ad8BvgIlAED9GQIzAsj6tPxt/1L+cfy3/l8AIgDZ/1sIKQYk/zoBYwdVAZf7k/tv/5D/Rf0sAacCBv7h+tL9Of4wAMj9kgCy/9b+kQDQAm7+AQBF/kX8qv0N+4X+4P7lA54DoQPn/W4BwAXMAAf8+QAfAb//awGlAIcFIATgAMEBWgL0/wEEy/5K/30FDgYPAO4CdQY+BLAAtfsg+hT8Cvp7/DYCs/x9+hT2dPIA8xf5oviY9hj4tftNAHoC9QCfCfMOnA9RD1gMnwqaCKMIlgX4ARD8W/x1/a79yv1IAf3+bf2C/fn9jP/s/CX9h/yZ/Un/2P7q+2j4FPya/gX9sAG0Ajn/kwK6AqsAwPwE/GAA4v8V/+H/lQMVBHQEZQA5/Hr+EAEwAUUC2wL7BTgDDQACA+kEngNFAYwC9v5q//L+fv+6/uYAMf9y+xv8tP7LAkf+afx9/tr8EPum/yH+1f1+/UH9p/02+3j+RwL+AAz/XQIHAiUBjwKeAwkB9QG+AnYAbwCpA3sGsQJsAbgCaALf/gz/9gKLAo/9Zv+1AwcB0P8QAqn90fwL/pz6pfpf/EkA6AIaBCv/0/6z/gj7EQLnBUv9efzZ/hP7ePxY/Wf7Zf8F/+T7Zf8yANABkAPAAbX+hgFhAgEB3AODBuAFkgQq//j7KwAnAGgAMQAGAML/o/+z/8j/GwBoAPQAOwFsARgBuQAWAMz/i//J/ykAxgAMAfcAaQCw/9D+7/03/QX9qv1D/2UBCANOA1YCSgHGAJEAawBGAZ0DWQaZB7MHBAheCCcG8wA9/Nv7u/5YAdYBDAIQAmcAKfx79331y/Rb9Qn2YPqoAKUH3QulCggGZv+n/wEE6goDDvoQjhfkGzUbcBI0DjoK1QQW+v/0YP1/B6sKCwBF+B7z5u9i6GvihuQy6ofwrfEJ+C3+kQFX/SH2F/Np9Kz7rwJ5Ca0LagxcDA0LTweKAWz+jv3Q/ZT9oP+iA48FDAKA+wP3EPZS9jj2Ivf5+TL97f40/y3/+f7e/Uf8m/vb/GD/2QFkA9cDXQNXAgcB1f/6/qL+1f5o/w4AgQCWAEQAmv/V/k7+LP52/gj/qf8oAHEAcAAxANb/jv+C/6r/5v8lAFwAcwBYAAsAu/+Y/7b/EgCXADMBtAHVAXQBwAAAAIT/ef/U/3sAFwFZARQBWAA9/9z9n/z6+0H8vf1YACcDoQTuAyoCFAH0AOQANQFUA1oHcAo1CzMLsAtUCmgE0Pyj+bP8dAFWAyMD0gKBAQH9Nvb28SPw6PCO8fT1I/7gBw4Q5g8CC80Axv4LBLkNohMhFlIf+CVpKG0cpxQ1ELQJDfyk7z752AdbENYC2/UK74jq8uFJ1jjZeN+p6PfqGfIG/FUB0v4B9CPvrO5y90wBmQqUD2UQcRGcD/QLVARj/kX8h/xs/Jj9igLnBsAENfx69Aryx/IQ81bzEfax+gD+C/8N//b+Af7/+4T6UPtQ/tkBSgQPBYQEMgO2AVMALP9y/mT+7v60/1UAhgBGAIn/nf7n/b/9If7P/mz/y//1//f/3//H/73/1/8QADUARgAhAAsACgAtAHsACgHOAWcCkwL/AewA6v9n/5X/LwAMAcwBHQKEARwAY/6M/Ar7J/qM+sf8ugDnBOcGmgXDAgsB/ABAAQ4CtQX6Cy8Q0RCpEAUSXhB/B9r7Fve6+9ECcgUUBSQF7wL2+9fw4uqN6JXpR+qr7zT8AwpVFyUYIhJBA8L98QSaEnMeBCEjLnY45z1VL+Ug7xrCEKb/puju8QEHChjuCUfyy+dR4GjXtcKEwpHLTtrS37fm0fYoAAQBLvGx5wflYe8b/0gN1halF3EZGBj2E8sIt/6l+jH6//nk+o0B4AgMCNT8iPBP6/HrXOxu7JXvOvYJ/Ev+kv68/tf9BPs0+Hn4cPyvAYkFOgcLB48FagMeAS7/3/12/fT9Fv8oALAAdwCP/0b+Gv2N/L38cf0t/sr+Yv/m/zAAJgAHAPv/AQDr/8v/7P9TANYAbAEcAtgCUgMgA0MCBAHw/2L/mf99AMQBpQKeAqEB6f+x/WD7lvnl+Ln5nPxWAQsG5gcCBvQCXwFNASUBNgK+BuQNfRL9EtcSHhQWEgEI8vox9un7uAPBBS0FcAXhAyD8XPD66ePnp+l76djvC/zCCgsY3RmDE84Dlv6UBQwUSh4OIf4sHTiKPUsu9x+tGisS+gCW6dfwwwZ6F+MJnfIS6Rnjvdrvx4nGE9Ak3c/iD+e+9U3/cAA48wLp7ucl8Kn+3AlyEpETsxSzE98P3gf0/kH7uPov+777XwBQBpAGFv7t8zrvDfDe8JfwlfLU99v8xv6j/pT+P/5b/Cb6Ffr2/NcAqAPdBM0EzgNTArgAV/9R/vD9Sf4h/+v/TAA3AMH/9f4d/q79zP0x/p7+D/+T/wYANAAnAA0AAQD5/9n/xP/p/1IA4ABaAcgBNwJoAhgCTAFnANH/tP8LALYAigEDAt0B9wCW//79m/y7+3/7RPy8/mgCXwWMBZ8D8QGaAYEBEQGQAswGTgv/DCUNvg09DtYKpgKP+wL7NP/rAuEDhwQbBBoBFPq38wLxYvDL8W/z8vkdAZ4KzBFlEvQLRwEnAVYI+hI1FnMYJCFEKD8nHRmsEoEQyQvM/GDw+/kJCXMNtP/U9PvvDe275E3b9NyX4jvp0Ors8D361P4K/GTzMvDc8bz4UP+PBDsIWgptDRAOsQttBZoAov41/sD98f7wAooFPQMF/rf6NvpS+S72BvSH9VD5I/xC/ev9h/69/SL8SfvM+xX9Pf5k/+AAUgI7AyEDMgLzAOb/Xf88/3b/2P9JAIkAcADx/1D/yv5L/gj+Gv6A/hT/kv/f//T////+/w8ALwBtAOAAUgGbAXgBGgGlABQAoP9i/4P/1v8lAEMAIgDU/1P/uf4P/tX9Sv6Y/zYBawIqA24DewNJA8QCQwIzAvEC4AOPBFgFjQbIBrsEWwET//7+zv4y/Rb8Qf0v/1L/vv3B/AT8c/rT91v36fnW/VoAdQEJA6UENweFB5EGBwQeBNoGiQqiDOwMpA47DwYOvgjwBn8GDgWO/wv8MP8mA80CgvwW+pL5T/mq9NbxY/L38+30BfUq+MX6c/zB+r35nvlC+w/9v/1u/r//OQO4BfMF6AR6BDMEaQMpAtUBjgIAA6ACVgLTAhMD6AH4/5b+BP4X/tb9e/23/SX+d/6c/mv+EP6u/VD9JP1H/Zv9FP6K/gD/YP+M/6//mv95/2//dv+a/+T/OQCFAMUA5wDpAMgAigBEAA0A6v/j//H/BQAZABwAAADH/3v/Lf/8/vL+E/9d/77/JwB+ALgA1ADeANMAxADRAC0BtQE7Ap8C7wIfAyADygJDArcBQQHpAL8A0gANASABrADe/xX/sP7f/Yn8RvtI+wX8lfxl/Kj8Sf2S/cT8NPya/D79Qv00/Rb/1AFGBGwErwQWBbcG9QaNBowFMgYJCH0JDgrlCQ0LjwroCHAFEwXABHgDa/81/iIA+gEUAEP8BfsL+2T6jPb19Lf0Evaq9XP26vcF+lD6UPnG+Fz5/vpM+1P7l/t2/mQBNAPiAgwDzwM/BGcDjALPAnIDlgN5AzYEEwX0BIUDJwJlAe0A+f/v/lj+jP7x/iD/6v6M/hr+ov0Y/an8kvy5/Aj9fP0h/sn+OP9O/0b/RP9R/2X/lP/j/0UApQD0AB0BFAHgAJoAVgAjAAIA+f///wMA+P/V/6D/XP8T/+P+3/4N/13/v/8fAGUAjgChALIAsgC1AOYAaQEbAsMCQAOXA7IDgAP7AnUCCQKsAUUBGAFZAegBDwJBAez/5P5x/pP98/uC+qT6uvtd/CD8ePwp/Rz9jPvU+pT7x/xv/Cz8Yv5EAlwFRQUDBScFQweYBygHjgW4BiMJHgt6C3ELWw3qDDkKOQV5BRQGlARb/pn8OgCrA/gACfvq+bP6Yfom9czyg/J/9C/05/Tg9m35Ivqn+DX4yvjv+uP6c/p6+hj+MQJPBK0DhgP4BOAF1QTqAuICxwMQBLQDaQSjBb8FIgR+AsIBRgHt/0D+Xf2u/Vb+kP5M/vn9zP2I/fv8U/z8+wr8X/zd/JP9XP4C/1n/i/+r/8L/xP/W/wMARQCRANkAFQErAR4B9wDIAJMAVwAmAP3/1P+b/1//L/8B/9v+0f71/jL/ev/D/wMAJQAhABwANABgAJ8ABwG7AYwCPwO8AxQEEwSVA9ECVAI/Aj8C+gG4AQICzAIbAxICMgCm/gn+OP2e+yr6c/rM+1T8xvs5/Df9zPwN+rH4Jfpa/O771foq/TsCcAYRBiMF6ASDBxQImwfkBTIHSAqWDDQNEg3eD4sPGwxxBcQFZQcMBgv+2PrZ/wMFbAI/+pH4D/qy+if0bvCu74Tyo/Ld8kv1evgl+lL4x/c4+Pv6yvqd+RX5XP3mAnMFVwTQA1gGKgjBBoADwALOA2wE0QMyBJIFHwa3BBQDTQKmAdn/hP1H/KL8gf3G/Xb9SP2e/db9Xv1f/Kb7j/vn+1X8//zk/cH+Y//i/0IAZwBBAA8ACwAtAFwAiADFAAkBPgFGATQBDAHJAHoAHAC3/1r/EP/W/rT+tP7S/hj/YP+V/7f/2P/l/8L/h/95/77/PwDjAMIBtQKLAxEEXwSNBDAENgNCAioCswIeA+ICvAJLAy0E7gPyAUr/w/0s/R38WvrP+SP7TfzP+2D7p/xN/a/6sPa09vr5KPxR+kv6n/53BegHdgbWBPkFaQg9CEIHRQb0CfsMbw88Dg0RjhONEWsJEATHB3gJmQO8+Cj7tQP0Bzz+wPbA96X78/cF7z/s8+1v8T/wR/Ih9W75G/nN92/3hvlR+5H53/dn+YgAmgUnBvkD5wXbCZQKdwbsAjEDsQSMBHIDSgQMBiUGfgRIA6YCKgFK/uP7SPsJ/Ij8U/wy/Ov85P0K/g394ftl+4L7s/vr+5X8rf3S/r//hgD/AAkBvwB0AEgAJgANACsAiQACAWEBjgGcAYABJgGPAOD/Of+w/lr+Sf52/sr+O/+p/+//8//M/4v/PP/n/sf+Gv/F/7YA5QEqAxYEYARgBIEEWwR/AzoC2gG7AgkEfgRBBDUE0ATZBBgD/v+K/ZX8yPtl+tb5avvk/DX8pPrQ+4z9F/vm9CrzTvfe+5/67/ix/MAEaQmsBzoFKQU6CC4IigdZBokKmw4iEWEQ4BJUF0wV4AtKA6cHmAsNBqX34PdkA8sKrAA29eL1wPtr+cTtqOgv6hzvV+7w763yF/ha+T74fvc2+Xb7evnb9pv3qf8IBtQG4QNxBk4MDA6ZCDQDQwOVBS0FxALBAu4EZAZ5BT4EPAOyAa/+3fuI+pv6sPpw+qP6C/y1/VP+cv1E/LX7k/tI+/r6Vvty/Dn+zv/tAJAB1AGxASABUwCv/3v/tP8rANUAmgE/AmwCBQIuATMAMP8//qL9lf0Z/t7+lf8mAIIAcwDi/wj/Uv4C/iv+s/7C/0YBJwOrBEAF7QSDBFIEzwOeAo0BKAIYBJ0FBwYGBkAGIQZWBC0BRf7V/Iz71fkd+Zj7av7H/T360vm7/KP8t/WP7/TxQPni+9T48fk9AYgJigmeBkMEvwarB2QHngZxCUAPJRIYE0ET2hlnGrcSgwSeBNUMEgxx+ynyMv6EDJ4IZvY98mr5lv208M7lduRg64LtB+1h77b0cfnw+Jb4mviK+xL6/fZz9V383QSRB5UEhwUdDbMRHA20BAIDDwbDBuAC2wAuA5EGvQYoBYcDPQL5/838RvpD+SP5JfmM+dj60vwN/rL9c/zA+7j7hvvX+s/6FPwX/qj/rQBvAQQCAgJrAcIAXQBAAEgAjAAVAaAB1gGPAQgBVgCZ/+L+YP5I/oT+Bf9y/6b/kv9E/9X+Yv4L/jb+vv6h/+MAnQJYBC4F3QRnBGgEVAR5A6QCKgPsBMAGtwf3B+YHdweFBaYCzv8Y/lr8JPoS+dD7fv/8/hX6IPiQ+y79FvYW7XztEvaJ+3z4zPeF/lIJAQooB2AFZwfcB3IGCAfjCg8S5ROvFMMVVR9lIVEXJQXLAyIPXhBS/aXtWvoqDsUOrPco7qr1x/6w8lTiF92D5OrqA+un7HbwT/eb+Df51Pcr+kL5kvY59Ib6sgRECrEI3gWRDGcUBxOFB7cAYQMPCHkFpv+G/gYDbAbqBHoA2fwB+zH5jfYS9BLzifMM9Y/2W/j4+YX62/ls+dP5nvrb+h37ifwy/9ABawM6BAEFpAW4BTcFdAQRBA4EFATcA2oDzQIMAvkAvf+i/sv9M/2y/Ej8J/wj/OT7SPuJ+lX6zfph+/P7CP0W/7MBoANfBLcEegU6BkUG9gVWBnUHAgnaCtgMMg7FDYwLbwlOCOMGggOP/pv7hf6JA+gCdv0p+lP+cwJ1/bHxBe3E8s35rfiT9Qn6yQNOChcJ+gcuB6YHDAT5A8sGPg18EFAQahKgGWAkSyBzEBMAkgabEQQNxPQ761n+VxONDm311+0+91UAHPJS4U/bceNm63Puxu8r8oL4JftA/Gv5LPqF+Xf3p/Tu+eIE2womCOME9QqPEuwQkQW8/X7+MQLJABz8CfpV/HX/4f9s/T/68vdo9t/0f/MX89TzKvW39hX56/vC/cT9fv35/fD+U/8e/2b/sQBSAqcDcgTxBC8FAwWRBO4DPgORAtABKQHQAJMAXgAbANP/lf9e/x3/pf7r/S39Zfyf+/D6ffpn+rn6Wftv/OX9Uv/I/z7/EP/p/9IAogC7/3oAOARyCJsKLQskDLQNKA6LDAUKlQe3BaYE8QSLBpEI8QjIBnkDtgJoA4D/F/Sb6gTt2vY4+tzzp/IQ/WwLoQzIBf3/xQFxBEgEawWkB5YPoRRdHDMgSiiXKjMiVRGWBoUOERJmBpTt5u+0BcMVGwcS8Xbu7PW+9vXkMdmA1BLbmN+s5tftm/SB+s/6C/zk/B4Cmv+X98DxGfolCXwOaAkxBq4N0hQ7EpUHW/8X/BH6Pfcp9dD0kfUe9tj2KfhU+RH5P/a98tfxXPQb93n3ifeI+ov/LwM+BCQEWwSwBC8EXwPOAoQCVQJDAnAC0gL8AqgCqgF0AKr/EP91/u79uP0Y/uP+yv+MAE0B8AEeAtUBYgHoAFwAsf/C/h7+GP5m/pf+Zf7T/WH98PxG/D/7ePp9+tH6nvvf/aoB2QSzBaQFfQeUChoLFQgHBS0F7QdcCkIL9Ao4C14MuQxUCq8FkACY+zD1U/C88Y/3dfnx9E71+P7gCkAJff/G+Kv8yQJaA10DHgSvDIIURR+oI+sm2CXYHyYV2gqMDg8PDwer8n3yuwKUEGIHqPSL8NXyUPPp5Q3eWdjr2QLcvOIt7R32Y/2e/O78fP6wBqcHP/949b33+wOACkQJxAaZCu8N3gyLCD4EJ/9u+ILyIPBU8Wbz+vM586fzQvfm+xL9TvrJ9934RfuE/P38m/5RAbUDZAX/BkoIMAjBBuEEWQNeAmUBMQAD/1/+Uv5R/gL+dP3f/Fj8B/z5+1X8E/0y/nv/7wBnApIDWwSgBIQEEQSAA+UCdwJlAmkCAgLsAIf/Vf44/Z37TfkG9xf2MfdY+Qr7bvyH/j4B5AJ5A3QEuwXzBGQCZwKXB7wN8g/lDh8PdRIuFZETigwXA9D73fi/9h/08PJl9rb4Z/jB+tQD9wqwApf1hvD5+rgB1wGf/30ErBLYH8ktvy8gMaYr9SZvG0cSuxMNEcMFwO8t9HUFPBJ/Aw3xBO3g7Njpl9u61rHPAc9rz07ZEujo9RcBBgAJ/4UBnw3RDzUFr/gu+LIAPgQVBQkHTgv1CgAI+QV2BSsCDPqg8EnqselI7X3wePCZ8MD0D/sH/wAAgQAgAXUAFf8G/ygB7gIuA/sCqgM9BXUGgQY6BXYD3wGFAEn/O/5n/c/8Wfwk/F38wPwV/Wz90f1N/t3+kP86AMkASQG6ARYCYAK5AiIDZANGA9ICTAKnAcsAsP9l/gT9ufsY+4L7nfzA/R3+w/3b/Rb/UgCP/yf9svuG/H3+lwBDBH0J6Qy9DSQP9xJrFYkSpAqGAqn9u/ze/Cf7ivdk92L8lQBJArACnwX+AJL2ve5s8+/82vzN+r37ewrmGKYnpS34LIIqhCUMI+oXtRW5EdQMi/tj8sz9kArNCnD31+/+6obpLeB72tnXzdK30iXUkeE475AABQc7BUQDogiQEbQNSQRH/Kv81vuN+1X/twXUCNAFsgJkAcMBDgAU+/nyFuyC6j3tG/Bf8g72KfsC/0MBJASjB7IIOQaxAnkAqP9k/0//Mv9H/+z/9gADAs0CBQOxApEBSQAg/1r+2v1b/QX95Pwp/bX9Xv7//n//4P9VAOUAkwFXAh0DoQOQAy0DlQLuARIBpv/K/V/8HPyz/O79iv89AV4CpQKUAqICuAGq/zH8sfcT9Bn0E/gp/KD+JQLOCKgP0BOJFucYYxfTD3sGXwH1/9H/rv1q+lz3ufpUA+gJbwkzBGwCv/vi8rbrJ/Eh+JT1WvKN9qwLih3mLesz5jNyMZwt3S7tJPMgKhrzE38BoPPw/FYI8wlE9HHpR+Ib3lTWqdAD0kHMg8zQzE3ZqOms/o8NPgzmCNUJTxPgETwJDAEV/WH5cfQA+C8APwc0BzoESQHv//T/t/2p9m/tFOjU55jpSewl8u/5nf9dAqwFawqGDY4MuQgGBPz/Ov3S+zb7EvvF+1f9Qf8jAQoDhgTGBKoDGQKmAG3/Nf4t/Wf8A/wj/KL8fv1Z/kz/NAAFAb4BegImA2kDTAPBAgYCDQHy/97+uf2O/OH7cvwR/un/gwHzAvYDNwTWAxcDmAHd/lL7ivew9Jj0/fdw/Ev/xAHJBkMNuBGGE6oUzxNRDhkGlwBK/5v/r/6x/DH68fr7AAQIigqLBUAC3v159zjvme6Q9u330/Un9NQBUhNoIn8s7SwtLegn/iiHIw8dZRlsE54K4vdv+DYCpwpyAKnvcepI5DLhd9j/16nVKdL20m7WueQJ9DMGFgy8CCgI9QxdE6YN9QU8AMz8L/hG9XL6iAG6BZgEHwKyAMwA/gA0/g73VO/o6znsZ+2q7+P0Hvvh/hoBpgQ/CasLWQoGB3wDjABr/iv9S/zL+/H76Pws/pP/ggHKAtcCNgKMAf4AYACl/+L+Rv7t/eD9/P1F/rD+Mf+1/xUAgAARAZUBDAJAAk8CKQKzAQIBLAB6/+r+WP6W/QT9ZP0J/wABZQJfAy4EbgSsA3MC9wDc/sP7LPgH9ZTzTvUx+lH/LgLEBEQK0hCmFEEVRhWmE2INcwTE/i7+df9E/4b9e/th/CcDEQqEDLEGHgID/Tr0+urL6N/yrfUA9FXykP8vFSUmLzQnNZA1VS/iLZ4pAyDcHB0VLg4T+bDzmf+3C3cIEPNi6/PjJ+D81urRRNFjyj/Kscqb16Lp8v6CDXQLewppDikYPhY/DG4Ee/42+fDyf/XY/M4CNgPuAN7/ogCFAo4B/frL8VjsVuuq62fs1vAR95r63vw9AXQHzwtMDCkKLgdWBAgCNwBp/sn84fuc+777i/wh/sf/iwCGAHgAugAIAQcBvABQAO//qP94/1P/QP8//0T/VP93/8//OwB5AJcAnQCeAJQAfABZACUA4v98/y//CP8e/2n/w//o/9f/NABmAdECnQPAA40D7gKjAREAp/45/S37zfi29rj1Wffq+8sAiQNHBREJtQ0lEDMQPhBfD4IK5QLs/c/9EgBJAbAARv8i/xoEDAkhDBAHXgB7+8r0d+3356TvmfXJ9vL0QPzED4wfjS3KL5IvIisoJ90lKRyxGIcSyQ2G/ojzq/ycB2MLKvpo8NvqauZl4IjYWdgR0knQ0s9I17LmYfgACdgKgwmdDKMVYxc1D4EIcgKz/G/1TfR5+Y7+DQB4/pD9pP6UAQcDnv+X+FLzdPF48Kbvg/Hq9Wj58vps/VsCYgezCUUJjQebBeYDdgLuADb/zv3//HX8OvzR/Pb9uf7D/sT+KP/E/z8AgAC4AN8A+ADpALQAXADt/4v/Mf/q/tH+C/93/9n/OQC5ACkBUAEiAcsAUAC+/zX/2v7C/sL+7v4w/23/1P+LAHIB+gHRAaQBJAIUA4kDmQNgA8cCKAFT/9v9d/w4+2j5e/cS9nf2wfmo/9QECgdICNQL9Q9SEQ0QyQ5oDEkG8v49/NX+0wInBC4DmwHdAuYI2wwbC+kBwfu19K3rCuQN5urx5PT19B33RAlWHiQulzd9NQk0giyhK/cjnBviF+IQdQh89Lf17AGFDQIGXvNw7TzmFOM22GbUo9BQyjbJWcmb1sXnSv7/Ct8KqQvKERwdABv6EcUIMQI0+27z3vOK+DH9Iv2K+1r79/0QAm0D1/4l9zPzx/HU77Dv6/Lx9pX4mvlu/TkDsAc0CY8I8QZqBT4ESAPFASoA8f4D/iD9uPwc/Z39g/0C/b387Px+/Tf+//7U/68AiwE8AoECagIBAmkBjgCP/6/+Hf7y/Rn+gP5H/xsAxQBpAcAByAGAAfIANwBp/7L+Jf7f/df9Kv7R/pP/UQAJAbgBQwKqAucCxwJKAu0BHgJ4Aj0CigHFANP/ef4w/WL8uvuf+l/5ivgF+eT7tgC0BBAGFwdFCUgMhA0qDL8KMQl7BdX/9vwV/zwDgAU6BeIDggNdB8YK0Aq+A778VPda71/oH+Wm7kv10/bL9rX/ZRMeIgYvJzANLzcqTiXaIqEYnRXiDycL/PzL8kj8eQe7DAb9cPN+7uLpGOQp2xPaVdMp0HzORtP84WLzOwW/CLoIOQ2aFswbCBUIDl4HDgGc+D/0+PbR+jX8ifp3+dX6+f6OAqgBVfxf93712fSF877zafYN+cj56vqV/l0DdAbeBhsGDAUgBI8D5QLXAeYAJgB4/9n+x/4k/w3/Y/6E/fL8vvy8/OD8V/0O/ub+4//jALoBLAJCAhkCrQEHAToAYv+r/h/+2v3q/Tn+t/5T/xUA0wB5AfUBUQJVAgoCdQGIAK3/9P5N/rD9av2L/f39rv7E/wkBGwLWAj4DbwNqA1AD/wJCAg0BJQAfAKQAzQB1AAYAg/97/kD9h/w3/Jz7YPol+dj4APvQ/7sE0AYoB9YI7AsfDQ8MMQvmCS4H6AGC/bj+5QMGCH4IvQauBNQGNQpkC1YEofry82PsOuVv30LoCPPM9/j37f0SE30l0DT+N5k16jB5KWAnmBw3FwYS4gyJAMbwgvjdBYsPNgLh89vuPOmv5LbZ8NbF0HPKLsj1yOrWSukF/uYHBgeKC3EVJCC1HXUVlw4yB5b+U/aj9db4/vq5+Vv3RPfK+hMAoALk/mv4CPXZ9IL0c/Nz9CL30/hy+an7ZwBFBfwGCwZuBF4DLgOWAqQBygA4AKP/Lf+W/30A6QBFAEH/fv4K/o/9Bv29/LH8+fyc/Zb+nv92ABwBhAGyAbwBkAEhAWkAlf8N/8L+c/4k/vz9GP5X/rD+Hv+U//7/UQCuABEBYQGSAZwBlgF8ATkB0QBIAMH/PP/p/r7+p/6t/uD+S//x/8MAgwEvAqICyQKKAh8CtwFsARUBZQBm/8z+Jv/7/6MAygCZADQAYf+L/jX+Kf6u/WD85foq+tf70f/qA1UFNQWxBZgHAgorCqwI7gcRB5IDjv84/3gD9gdOCd4HHAXrBOUGfwgHBQH8hfX17n3p5+Ks5ODv9PZs+uz6PwhjGj4pfDLjME4vlCh4JOseqBQvEaIL2wfy+dfyEf1dCHgNtv4F9tLxGO155+vdJ9tQ1NzOuszMzrfc6e0H/xsF9ARiDPkWdh5kGvQT8g7DByP/ifiN+M36+vqX+Cn2jvaU+lf/QABo/Hv4Tfck9x72LPan+Df7gfuO+8/9TQKhBcQFygRVA0ECeAGSAIf/wP5a/h/+F/7Z/kEAVAGMARUBmAAsAMH/G/9t/s/9ef1//cH9Pf7T/pL/MgCJAM4ABQE7ARsBxQBmAB0A3/+C/yb/1f6Y/nH+Uf45/m7+hP6S/tT+PP+0/xgAiwAOAW4BkgGcAbcB7AHsAbABSgHoAKMAbQAtAMn/c/8z//D+yP7R/iP/n/8MAF4A0gB6ARkCiAKWAkUCnAHUACAAov9r/z3/6v6d/hT/cAACAvwC4gJaAqwBkgAr//n9Fv3v+3v6aPnQ+YX8HAHpBOIFYAXUBsUJ9QqoCbUIRAiyBZEBywAgBaIKTQz5CT8GYAQkBl0G8QEH9zfvTel64zvfEePi8Sb6d/0JAOMP1SQtM0s6PzU/MXYohCTUHIETqxCgChAEtfJw8ykBcg7ICgz6yfTI7vPrOOE/2/HV2M3BydzFCs8b3szzvgCTAscG2RAJH3Ag1hvRFQMQPAfx/Jz5Q/qG+/34CvUv80X2LfyP/2z9hfnv95D3JfZM9Uf37vlF+pb5aPvK/wwEGwYpBgkF2wP4AhwCwQBk/2n+h/3I/N38F/60/6cA3wDrAP4A6gCIAPL/O/+C/ur9kv2O/dz9Y/73/oL/8f9aANwANQFEARQB2QClAE8A6P+S/1T/F/++/lr+HP4e/kD+YP5q/oX+3v5g/93/PgCsABgBWwFsAXYBmgGrAZYBSgHvAK4AfQBSAAAAs/+B/1P/Jf8E/xf/dv/Y/x4AdgDyAIoBAgIzAhoCuAElAX0A5P96/z7/Pv9D/0v/1v/+ADMCoAIdAlwBjAB7/zj+Xv3N/BX8Ufss+3/8jv90A+gFswUSBXoGawhSCKAGBAZvBRcDnwBkAvAHxgstCx8I2gS+BG0FQQOF+wDy0+x95+TjUeP+7Wv56/0RANMHDBsiKXwyPDCLK0ElJh9dG54R/A4PCsQFKfhc8pv9/gkZDVf+sPeT8iTw5Ojc4YbeZ9ZI0sDMM9Kt3SnwPf4kAUYEyQtaGRwdnRqLFdwQagmT/wX7evqL+1r53/WC81n1wfod/+X+JvzE+of6WPn89+H44fol+/T5XPph/QUBcQMpBLsDKgPPAn0CowGQALr/C/9Q/gL+d/6O/2YAmgCLAIQAeQA0AL//H/+K/hz+6f31/TD+iv7t/nH/DwCaAPUAFAEZARIB4gCnAFkACQCy/0n/7f6x/pD+fv5//or+q/7m/jz/ov8HAH4A8gBKAZYBvgHKAa0BhgFMAQMBqgAyALL/Tf8R/9r+qf6a/t7+Rv+5/0YA8wCaAQ8CUgJgAisCxAEwAY4ACwCv/6P/nv+F/5b/SwBcAeIBTQFAAGX/jP6H/cX8r/yr/HP8Rfxw/ccAFgWeBxAHlAU5Bu4HyQf2BT8F/gTOAmEAZgLICFEOug4yCzgHyQWvBiEEF/w+8Ezp1uMX347ePeiN9xr9+/+gBkkbgC0YOAY4ETGDK1wjJiCeFfcRXQ3tB/75jfDj+zoJ9g4a/2/2YfAp7lTm790K2rHRz83DxgTMONfT7LL8bgFEBGcMURxvISQg5xmiFbQMkQHK+iD5Hfp6973zVPAZ8iT4Qv5b/xD95vsr/AP74PjT+Gz6Tfpk+IP3iPmk/fsArALfAtgCKwOpA4IDygIRAkkBJAAy/x3/x/9PAEYABwDc/7f/bv8M/4v++v15/T/9SP2Q/Qf+q/58/1QAEAGZAesBDwLzAZwBKgGBAL//BP9g/uL9of2V/aT93f1m/hX/uf9MAN8AhQHxASsCOQIkAukBcAHJAAwAYP/X/m/+Ev7l/Qv+hv4l/9b/nABvAR0CewKmAqMCZQL2AWoB6QCGAFoANQDr/7T/4v9lAHcAqf+Q/sf9Gv16/GT89fyO/dr9Nf6P/0sC1AUgCIcHawXABKwFoQXKA64CxgL2ASoARQGqBqUMcw74CxMIsgX0BVwE2v5p9BLtCejl4/rhvuaT9F386f9fAngQPyKaLb8xzStIKM4g6x1MFhwQ7w0UCWoBS/Pc92YDVg0zBb/4dfRB8M3tVOR04eHaA9ag0CTPNdiv5iz5Mv+xAYgGRxMUHfcc/xlJFQwQqgXE/YH6bvpm+a/1QvLG8X72rfwzAJ7/8P3V/bT96vt2+tf6QfuP+V/3evcx+pX9/f8JAYoBPAJRAxoEMQT1A4IDugJ/AYIAWgCCADsAi//S/lD+3f2C/Uj9G/0G/Qj9S/3g/af+nP+dAIQBKwJ/Aq8CnAJAAqsB3ADj/+D+EP6A/S39Ev04/aH9Ov7//v//JQENArYCKANLAzID1wJCAlYBJAD//hH+bf0O/fj8Gf1z/R7+Jv9NAGIBWQIVA3UDiwOSA40DYgPxAlQCiQFxAHL/D//H/vH9b/wK+1j6D/o9+k77Df3I/ggAOQFLA40GJQpYCycJMAZIBX8FEgSyARABcQGCAFD/OALFCHYO7Q52CwAH1wTTBI8BvPnZ7inpu+Rj4VHh0urh+X//QgK5CEgbniq0MzMzGC2OKG8hmh7fFAMSRw5pCaL83fI//KEHfQyu/Qf1zO/k7dfnG+Am3bbV7dGdy1LPQdk36+351P3BADcIfRcfHpYdFRk/FZ8OggQY/qD7qvvj+NP0r/ER8/r4Vf+1AWEAOv+j/zD/Fv2G+/36c/kO9tvzwvTk9+z63/xX/icAZALQBH4GNAcsB5AGWgWEAw0CEQHd/z3+rPyh+yb7B/s9+7z7Zvwt/SL+UP+UAMsBpgI3A6QDtwNxA9wC+wHvAMT/qv7E/Rf9uvyo/Ov8hv1m/nD/mQCPAU8C1gIOAwEDoQIFAiIBFgAE/xH+Tf3C/I38nfzs/Iz9Yf50/58AvwGyAnkDHQSfBNwEqwT1A4MCAgG2/2r+uPzo+pn5zviX+DH5Afuh/UEAYwIRBOsFugiKCysM3gmXBrYEjQOOAXL/Af9B/0P+P/10/9QEwwkCC5wIrQSwAnwCswAd+zPz+u5468voMujv79776wDUAhAH0hS/IOIoOSluJcohBB1SG10UcBJZD00L/v9y96P9YgVvB3/6HvMC73XtFemi4z7iyNxz2ljWKNrq4mnwDfvZ/In/5gXLEVgWVhUoElEPawqbArf+c/2H/Y37gPjj9rr4v/27ApkEQgPCAZEB/ACq/gH8Lvry97H0ZfL/8tD1rPjg+vP8bP94AncFrwexCI4IrgcQBgYE9AEjAGX+jvzj+vr56vl/+nf7tvwZ/oP/9ABcApQDUgSLBFUEpwOXAlsBDgDC/oP9bfzG+5z76fuo/MX9AP9lAPoBXgNyBBEFIgWlBJ0DNAKdAAr/dP0G/P/6evpy+gD7P/zu/db/tgGEAygFjgaJB60Hvga2BEQC8P94/cH6Ufh99mP1avX29hv6D/4AAiUFywenCkMO6BBKEOAMNAl3BlMDtf+O/QT9v/uE+Qr5n/xtAtwGcQcdBfsBwgEJAsP/ffmo883wmewI6r3r2vbI/9oC5gMnCrEYtSJSKssoaiZuIqMfqR1WF/8WtRKNDRr/gPmX/9UFJQMF9PTtX+n96H/jaODv3pHawdjz1YDcluV784T7t/zg/r8FiBGIFNcSiQ4EDIQHVwHG/sL+ef/i/F36OfrL/SQDSQe9B3MFfgPKAkQB0P34+eT21PNH8IfuC/B/86H2KvlH/EMAdgQOCEEK5gpECrAIYAaNA6kA//11+0r57ffQ96z4Nfor/HD+2gAFA9sEGgaeBlcGXgXoAw0C/f/q/Rn8t/rs+c75Tvp7+xr9/f7lAJQCBwQGBYEFYgWtBHcD2QH8/x/+dfwe+0n6DvqN+rr7YP1e/3kBgwNQBbEGSgfSBnYFjANQAcn+I/zD+fr31fax9tP3Y/rp/aABwgQtB8AJ4QwtD98ObAyfCeoGigMKAOX9Bv2R+zP5Afje+en9xwE7A/0Bu//E/6UAFABu/PH4Qvfn80Pxc/Fc+WgAygL3Ag8GFhAtGFAf3h+tHqUczhraGmQWGBZiE30PuARA/AT/jgIqAu/1zu4S6xfq/uet5FblMeKI4e3f2+Nn62r0Wvzs/P79XQHtCXEO7gy/CSYHbwVZAV//p//QAOP/5/3Z/WMAfwStBykIOgYhBAYDuAEN/2X7HviC9dryHfGe8UX0J/eA+fX7Nf/jAhcGIQjXCFkIDQc0BeECXAAB/gL8YfpM+TX5LvrL+6j9oP+oAXoD3ASZBbQFKAUHBHoCmACk/u78pPvb+oH6xPqw+yv94v65AMgCmATXBVYGIgZRBfADCwLT/5z9qvs6+nP5bfkr+qH7qv3//04CdQRcBpwHqAeJBrYEdQLV/wD9Y/pN+M32TPYc91r53/wHAc4EkgccCkUNMBDNEMgO5AveCPkEzQD2/aD82PoW+PP1hvbU+R3+xQCwAM7+wv43AJgAdv5k+3L6E/ej8w/yI/jw/5YCGAPiA4cMzxQtHdggJiDPH1Id9B5SGysa7BgCFYkMJf+N/sQAVwLS92zsYeh85bjliOGL4lfh4N/I3yfhR+ne8C76E/3X/Mf+igRtDH0McwmeBW0EiwLM/7f/7AC/ASgAdf9wAWgFDQlkCvgISQZKBCID/AAe/dH4hfXQ8pzwDPDY8cb0SPei+df86QC3BFUHfgh/CJMH8wXNA08By/6O/KD6Vfn/+MH5Uvs7/Vb/ggGNAxkFAwY7BrgFiwTVAr8Amv6u/DP7PPre+Tb6O/vQ/Lv+rwBpAuoD8ARdBS4FdARAA50Byf/w/Vj8Nvut+sD6a/uv/Fr+LgAGArsDHQXQBaoFugQuA0sBOf86/Wv7Cfo4+Sn5G/oy/EH/owJOBTcHQAmaCy4NxQwEC9EI9wVaAgP/Bv3i+yj62Pd19jD36/lN/Un/5f7//dr+QQCUAMT+JP4Q/Wb6sfck+FL+GgJ3A30CYAX1Cw8SZxhOGeYZjhgtGZAZAhdgF8QUFBFbBj//7v/HAK/9D/Jd7Ffp9Oi35zHmH+ik5jLnT+e761XyIvg1/aH8AP3n/oUExQfGBQYDAQEXAcb/X/+jAEUCdwKeAYICTwVtCPoJXwlNBxYFnAM1Aqr/J/zv+Jj2y/TI81H0S/Zc+AL66/uk/qQB5QMoBXsFAAX4A5kC/ABF/4/9KPxF+wH7bft0/AH+rP9CAbAC1AOFBLYESgRIA9kBOgCe/iT9/ftT+0X7tvuf/On9hv9pAR4DawQ7BXgFDwUGBIACtgDf/iD9uPvt+sv6SvtP/Lj9aP88AQgDfQRBBUIFkgRBA5QBv/8T/pj8Zfu/+sP61fsp/kIBKQQxBtcHAwocDNkM3Av2CXoH9AMrAFn9pPvO+Tz3zfT283j1svi8+6r89fvL/B//SAELAXAAzgD1/kr8lPog/0cDOwSZA6gDTgl6DrMV6xj4GWYaMRrfHJwaCBtKGeoVCw3zAXUAov8R/sTyJ+rE5iDlf+VB4x7m5+WT5onnuOrP8c32avxC/JP7UPxKAIwEFwN8AEL+5P7x/gr/mADrAoEEOwTnBIIHrgo4DGALAwlUBjgElQI+AMX8PvnR9lv1r/Qa9dP24Phz+uz7Hv7DAMEChQNtA8wCyQGVAFv/If76/CT80PsT/PX8T/7W/0oBewJ9AxwENwTAA8UCawHY/1D+Cv0m/K/7uvtR/Gr92P5SAKEByQKPA8sDnAMIAxUC0gBw/y3+LP2J/Fn8ovxO/UX+b//AAPoB4QJBAzsDzQILAiUBMwA8/2H+x/20/VH+2f/zAUwDeQQYBukHBAkbCZMIUwfkBNYBRf+M/dn7fPnp9in1QPVI9+n5VPtU+yH8dP7NAMUB+gEJAwQCwv+J/XD/GwP6A1MD9QEzBWMJCQ9OE3QUthWhFXAYEhjJF5AXvxSzDi4ExwCt/0H+GfYH7a7pu+eT6Cjnculy6gPrgezz7v/0Hfl7/X/9Sfwx/Hf+7wHTAJL+k/xI/d/9Vf5qAP0CygS5BGEFegfrCeYK8AmvBxgFBAOIAZb/HP20+tv4E/jy93j40/l/+6r8av1q/s//3QAZAbAA7P8l/3r+Dv7T/bz9z/0w/uH+0//YAMABXgKgApACNAKfAdIA5//7/jX+s/2G/bL9Kf7j/rn/swCsAWACywLVAnACsQGxAJz/q/7l/Vn9D/0m/a/9hv6W/6oAkwEkAmECZgJJAvoBbQGuAN3/Qf9r/5YACAL6AqgD1wSnBh0IqwiXCNoH7wXxAjsAaP6v/DL6Evdr9HHzz/R094350fmH+i39BQDuAcYCugRUBNwBEv8OAP8DvgQXBPIBkATKCJoONRTrFSgYWxjOGyIc4Bv6G9MY3BKmBpYBo/+o/TH1JOoh5o3jlORa48TlA+ie6N7qIO3A82j46/x3/Z77APsv/D8A5P9s/en6hftQ/Vb+mwBuA/sFdAbiBsEIJgskDOAKMggxBdECOAGP/yr9kvr0+GP4Yvjo+DL6rfuM/Ov8nP2w/on/of8w/6z+Qf4P/gT+Kv5x/tb+V//+/68ATwG+AecBuAFXAdcAPwCm/xb/wf6S/pf+3P5M/9T/WQDKABYBOgEwAegAfAAHAIn/F/+4/o3+nP7d/k3/1v9cAMwAIwFnAZkBswGbAVQB9gChALYAaAFWAscCBQPIA/EEzwUhBicGqAUXBNwBBQDT/nT9Rvuh+HL2t/XR9tT4E/op+g/7Wf38/6kBswKVBEgEdAIiAEsBTQSvBNEDwgHjAwoH6AtnEAcSFxReFIgXBxjwFzwYpBXxEIgGtgHF/+D9Ovdv7dnpgOdv6MnnfOnu60rsju5W8LX1ovnl/OX9wPtI+/X7Qf8+/wX9UPup+539iP6PABMDLQW4Bd4FWQc9CQ8KDgnHBkcEXQI/ARwAQ/4r/NT6afp5+sb6k/uX/CP9M/13/Tv+/P4j/8r+b/5A/lT+kv7d/iL/bf/F/yMAjQDiABsBGQHiAJgAUAAUANb/p/+H/4L/lf/N/woASwB7AIoAcwBEAA0Axv9+/y3/2P6t/s7+JP+S/wIAawDDAB0BfwHeARwCGQLKAWABWwEDAvYCaANfA60DmASABegF/gWxBXIENwIDAJP+bf2W+/L4QPat9CT1Mfcg+ZH5+PkM/Or+XgGHAr8EwwU1BIgB8AB7BKIFRwXsAl0DwgbFCvAQSRPcFXMW0BglG0YajhseGY4VMgvZAqEAPf61+RTuQ+hM5UHlluWn5VTppunp677tWvLO9+f6if1e+1H6Z/ps/Tf/z/zW+kb6fvwE/tD/eQIDBUsGWAacB8MJGgtoCigIjQVjAxECAgFL/wb9Vfuo+p76xfpK+x78nvyQ/Kb8Xv0s/m3+Nf71/eb9G/5w/uD+Nf9//8j/LQCTANcAAAH7ANQAmQBiADUAEADs/9L/zf/k/wAAGwAnACEACADq/8v/pf9v/zv/JP81/1//o//5/0oAiwDOACoBjAHVAewBzgGOAZIBEgLEAgkD6QIKA5sDHQRHBEkE/QPSAvIAOP8+/m/95/u5+Z73kfY69/f4Y/qg+lj7Yf2t/4IBxgL0BAwFgwNZAS0CCAVLBY4EgAIlBL4G/QpCD8EQuRLkEuYVThZnFo0WCRSID68FogGX/7/94fYh7krrJuk46l/piOtz7evtAfDV8QT3APrc/PP8K/ur+mz7ef7u/R/8jPqH+4j9qf6nANMCvQQLBXcF5waGCAEJ1QfWBecDnwLxAQMBcf+0/a/8bfxV/Fb8s/wj/SL91vzt/IX9Bv4Z/uv93P0I/mD+zf4y/37/vf/y/zIAagCQAJkAhwBiAEAAKgAdABIABwD9/wAA/v/x/+b/4P/S/7b/jf9n/2H/eP+m/+j/IgBaAJ0ABgGCAf4BWgJ7AmUCTAKcAlQD0QOUAz4DcgPFA80DvgN8A4sCtQDC/qL9+vy7+8n5m/cg9kb2B/gQ+q36/vqk/Ez/qgHwAhkFBQYKBX4C9QH5BAYGzAU/A9IDeAZACqMPmBEkFFQU/RbLGDYYLBnEFoMTZQmTAmUAAP47+YHu7Okq54jnsuck6Ibrkuvs7anvTPTW+C/7F/3O+h36NfoH/Tb+1fsu+vT5b/zp/aD//gEMBBUFRAWpBqEIvwkdCUcHTgXiAzwDnQItASL/i/35/Nn8pvyK/KL8lfw6/Bf8jfw0/YL9df1o/an9Kv69/jX/eP+p/9z/FwBCAFsAYgBTADUAEgAEAAcADwAMAAEAAAAAAAEAAAAAAP//AQABAAAAAAAAAAEAAAAAAAAAAAD/////AAAAAAEAAAAAAP//AAAAAAAAAAAAAAAAAQABAAAAAAAAAAEAAAAAAAAAAAABAAAAAAAAAAAAAAABAAAAAAAAAP//AAAAAP//AAAAAAAAAAD//wAAAQAAAAAA//8AAAAA//8AAAAAAAABAAAAAAD//wEAAAABAAAAAAAAAAEAAAAAAAAAAAD//wAA//8BAAAAAQAAAAAAAAAAAAAAAQAAAP//AAAAAP//AAAAAAAA//8AAAEAAQAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAQABAAAA//8AAAAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAP//AAABAAAAAAAAAP//AAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAAAQAAAP//AAAAAAEAAAABAAAAAQAAAAEAAAD//wAAAQAAAP//AAAAAAAA//8AAAEA//8AAAAAAAAAAAAAAAAAAAAAAAD//wAAAAD//wAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAQD//wEAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAAAAP//AQAAAAAAAAAAAP//AAAAAP//AAAAAP//AAAAAAAA//8AAAEAAAAAAAEAAAAAAAAA//8AAAAAAAABAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAEAAAABAAAAAAD/////AAAAAAAAAQAAAAAA//8BAAAAAAABAAAAAAAAAAAA//8BAAEAAAAAAAAAAAAAAAAAAAABAAAAAAD//wEAAAAAAAAAAAD//wAAAAAAAAEAAAAAAAAAAAAAAP//AAAAAAAAAAABAAAAAAAAAAAAAAAAAP//AAD//wAAAAD//wAA//8AAAAAAAAAAAEAAQAAAAAAAAAAAAEAAAAAAAAAAQABAAAAAAAAAAAAAAAAAAAAAQABAP//AQD//wEAAQD/////AAAAAAAAAAD//wEAAQAAAAAA//8AAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAQAAAAAAAAAAAP//AAABAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAABAAAAAAAAAAAAAAAAAP//AQAAAAEAAAABAAAAAAAAAAAAAAABAAEAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAA//8AAAAAAAAAAAAA//8AAP//AQAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAQAAAP//AAAAAAEAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAABAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAQABAAAAAAAAAAAAAAD//wAAAAD//wEAAAAAAAAAAAAAAAAAAAABAAAAAAD//wAA//8AAAEAAAAAAAAAAAD//wAAAAAAAAAAAQAAAAAAAAAAAAAA//8AAP//AQAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAP////8AAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAP//AAAAAAAA//8BAAEAAAAAAAEA//8BAAAAAAAAAAAAAAAAAP//AAABAP//AAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAQAAAAAAAQD//wEAAAD//wAAAAAAAAAAAQAAAAEAAAD//wAA//8AAAAAAAAAAP//AAAAAAAAAAABAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAD//wEAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAD//wAAAAAAAAAAAAAAAAAA//8AAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAABAAEAAAABAAAAAAD/////AAD/////AAABAAAAAAAAAAAAAQAAAAAAAAD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAA//8AAP////8AAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/////wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAA//8AAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA//8BAAAAAAABAP//AAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAEA/////wAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAQAAAAEAAAD//wAAAAD//wAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAAAAAAAAAAA/////wAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAEA//8AAAEAAAAAAAEAAAABAAAAAAAAAP//AAABAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAP//AQABAAAAAAAAAP////8AAAAAAAAAAAAAAAABAAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD///////8AAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAABAAAAAAAAAP//AAAAAAEA//8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AQAAAAEAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAD//wAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAEAAQAAAAAAAAAAAP//AQAAAAAAAAABAP//AAAAAAAAAAAAAAAAAAAAAAEAAAD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAD//wAA//8AAP//AAD//wAAAAAAAAAAAQAAAAAAAAD//wAAAQD//wAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAABAAAAAAD//wAA//8AAAAAAAAAAAAAAAAAAP////8AAAAAAAAAAAAAAAAAAP//AAAAAAAA//8AAAAAAAAAAAEAAAAAAP//AAABAAAAAAD//wAAAAAAAAAAAAAAAAAAAAD//wAAAQAAAAAAAAAAAAAA//8AAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAAAAQAAAAEAAAAAAAEAAAAAAAAAAAABAAAAAQAAAP//AAAAAP//AAD//wAAAAABAAAAAAABAP////8BAAEAAAABAP//AQAAAAAAAAAAAAEAAAABAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAABAAAAAAABAP//AAAAAAAAAQAAAAAAAAAAAP//AAAAAAAAAQAAAAEAAAAAAAAA//8AAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAP//AQAAAAAAAAAAAAAAAAD//////////wAAAAAAAAAAAAD//wAA//8AAAEAAAAAAAAAAAAAAAAAAAABAP//AAAAAAAAAQABAAAAAAD//wAAAQAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAABAAAAAAAAAAAAAQAAAP//AQABAAEA/////wAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAAAAAAEAAQAAAP//AAD//wAAAAD//wAAAAAAAAAA//8AAAAAAAAAAP//AAD//wAAAAABAAAAAAABAAAAAQABAAAAAAAAAAAAAAAAAAAA//8AAAAA//8AAAAAAAABAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAD//wAAAQAAAP//AAAAAAAAAAAAAAAAAAD//wEAAAD//wAAAAD//wEAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAD//wAAAAABAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAQAAAAAA//8AAAAA//8AAAEAAQAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAD//wAA//8AAAAAAAAAAAAA//8AAAAAAAAAAP//AAAAAP//AAAAAAAAAAD//wAA//8AAAAAAQD//wAAAQAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wEAAAABAAAAAQAAAAAAAAAAAAAA//8AAAEAAAAAAAAAAAAAAAAAAAD//wAAAQD//wAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AQAAAAAAAAAAAAEAAAAAAAAAAAAAAP//AQAAAAAAAAAAAAEAAQAAAP//AAAAAAAAAAABAP////8AAAEAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAA//8BAAAAAAAAAP//AAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAP//AAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAA//8AAAEAAAAAAAAAAQD//wAAAQABAAAA//8AAAEAAQAAAAAAAAAAAAEAAQAAAAAAAAABAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAAAAAAAAAAAQAAAP//AAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AQD//wAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAD//wEAAAAAAAEA//8AAP//AQABAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAP//AAAAAAAA//8AAAAAAAD//wEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAQAAAAAAAAD//wAAAAAAAAEAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAEAAQABAAAAAAAAAAAAAAD//wAAAAABAAAAAAAAAAAAAAABAP//AAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAQABAAAAAAABAAAAAAD//wAAAAAAAAAAAAAAAAAAAAD//wAA//8AAAEAAAAAAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAEAAAAAAAAA/////wAAAQAAAAAAAQABAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAABAP//AAD//wAA//8BAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAP//AQAAAAAAAAD/////AAAAAAAAAAAAAP//AQAAAP////8AAP////8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AAABAAEAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAA//8AAAAA//8AAAAA//8AAAAAAAAAAAAA/////wAAAQAAAAEAAAAAAAAAAAAAAAAA//8BAAAAAAAAAAAA//8AAAAAAQAAAAAAAAABAAAAAAAAAAAAAAABAAAA//8AAAAAAAABAAAAAAAAAAAAAAABAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAD/////AAAAAAAA//8AAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAP//AAAAAP//AQAAAAAAAAAAAAAAAAABAAAA//8AAAAA//8AAAAAAAAAAP//AQD//wAAAAAAAAAAAAAAAAAAAQAAAAEAAAAAAAEAAQAAAAAAAAAAAAAAAQD//wAAAAAAAAAAAQABAAAAAAABAAAAAAAAAP//AAAAAAAAAAAAAAEAAAD//wAAAQAAAAAA//8AAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAABAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAP//AAD/////AAAAAAAAAAABAAAAAAABAAAAAAAAAAAA//8BAP//AAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAP//AQABAAAAAAAAAAAAAAAAAAEAAAAAAAAA//8AAP//AAABAP//AAABAAAAAAAAAAAA//8AAAAA//8AAAAAAAAAAAEAAAAAAAAAAAABAAAAAAAAAAEAAAABAP//AAAAAAAAAAD//wAAAAABAAAAAQAAAAAAAAAAAAAAAAAAAAAA//8BAAEA//8AAAAAAAD//wAAAAD//wAAAAABAAEAAAAAAAAAAAD//wAAAQD//wEA//8AAAAAAAAAAAAAAQAAAAAAAAAAAP//AAD/////AAAAAAAAAAD//wAAAAAAAAAAAAD//wEAAQABAAEAAAAAAAAAAAD//wAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAEA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAEA//8AAAEAAQAAAAAAAAAAAP//AAAAAP//AAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8BAAAAAAD//wAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAP////8BAP//AAAAAP//AQAAAAAAAQAAAAEAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8BAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAQD/////AAAAAAEAAAABAAEAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAABAAAA//8AAP//AAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAP//AQAAAAAAAAAAAP////8AAP//AAAAAAAA//8AAAAAAAD//wAA//8AAAAA//8AAAEAAAAAAAAA//8AAAAAAAAAAP//AAAAAAAAAAAAAAAAAQABAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAP//AAABAAAAAAAAAAAAAAABAAAAAAAAAAAA//8AAP//AAAAAAAAAAAAAAAAAAABAAEA//8AAAAAAAAAAAAAAAAAAAAAAAD//wEA//8AAAAA//8AAAAAAAAAAAAAAAAAAAAA//8AAAAA//8AAAEAAAAAAAAAAAAAAP//AAAAAAAA//8AAAAAAAD//wAAAAAAAAAA//8AAAEAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAAAAAAAAAAAQAAAAAAAQAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAP//AAAAAAEAAAD//wAAAAAAAAAAAAAAAAEAAAD///////8BAAAAAAABAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAD//wAAAAD//wAAAAABAP//AAD//wAAAQAAAAAAAAAAAAAAAAABAAEAAQAAAAAAAAAAAAAAAAABAAEAAAAAAAEAAQAAAP////8BAAAAAAAAAAEA//8AAAAAAAD//wEAAAAAAAAA//8BAAAAAAAAAAEAAAAAAAAAAQAAAP//AAD//wAA//8AAP//AQAAAAAAAAAAAAEA//////////8AAAEAAQAAAP//AAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAD//wAAAAABAAAAAQAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAABAAAA//8AAAEAAAAAAAAA//8AAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAP//AQAAAP///////wEAAAABAAAAAQAAAP//AQAAAAAAAQAAAAAA/////wEAAAAAAP//AAAAAAEAAAAAAAEAAQD//wAAAQAAAAAAAAAAAP//AAAAAP//AAABAAAAAQAAAAEAAAAAAAAAAAABAP//AAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAEA//8AAAAAAQAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAQAAAP//AAD/////AQAAAP//AAAAAAAAAAAAAAAA//8AAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAD//wAA/////wAAAAAAAAAAAAD//wAAAAD/////AAAAAAAA//8AAAAAAAD//wAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAAEAAAAAAAAAAQAAAAEAAAAAAAAA//8AAAAAAAAAAP//AAABAAAAAAAAAAAA//8AAAAAAAAAAAAA//8AAAEAAAAAAAAAAAABAAAAAAABAP//AAD//wAAAAD/////AAAAAAAA//8AAAAAAAAAAP//AQAAAAAAAAAAAAAAAAD//wAAAQAAAAAAAAAAAAAAAQABAAAA/////wAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAP////8BAAAA/////wAAAAD///////8AAAAAAAAAAP//AAD/////AAABAAAAAAAAAAEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAQAAAAEAAAABAAAAAQD//wAAAAAAAAEAAAABAP7/AgD+/wMA/P8EAPz/BAD8/wQA/P8EAPz/AwD9/wIA/v8BAAAA/v8EAPr/BwD3/wwA8v8PAO7/FQDq/xgA5f8cAOD/IwDY/z4AYABgAD0AZwBXAOYANP7R8gf8ugXqBPkF3gRTAbn7cf7iASUDewPiAxMB+P7b/kQBewQBBXwDgwOyAAn+mwEYA4YCwfZl9WkCVwOaAkkE3gKP++j50QGjAisC9QIDATH/eP5e/2IDZAT5BJAB4v9HABYBIgK5B4sH2wPP/dXoIvvgCagGhAj3A+P82/Js+24EBwfhCBgDqP09+uj6LQEgCfQHCgSr/S/x7/kLAq4E4QbeBXUAfviJ+9UAQwSRBjkFIwAe/Qv72P2MBJ4G5QPD/+f9i/3O/p8EdAYcBIz+DP3O/Gb/egQeBaEE//4C/ab97f/2AlUEagNgAML9VP1b/wcDjgMyA34ABf+v/+kAaQC0Am0DwP8K/63+yALtA50CnAE8Ad/+jAEEAjUDlwCZA1ABxAGw+4Dwe/R495sGoQnOBr78KvYC98n92wbxC4EGd/+v/bf+KgTJBogKiwvrACsASQMv+zkCd/qV/gMHIfxl+538XwAABOECVQn/+WDxFf6LAJkEbgHr/NX7yP8NBb8HSwTI/qb6e/o8+4b/mQSsBBX/Kvyp/in/lwKRB5oEmwFcAFj/2ANM/2f8SwArA3oEMwTFAOUC+v5W/8kEEASbArX/tgE5AbMD4wIdBMICjgI+BIMBkgRrA5sAmv8K/y3/bf8eAHcAjP+vAJH+yv4MA8gBvAFSAe3/X/80/xAEQwVmAYIAzP+dAckAfgAyAjUDJAKxAW0CGP/oAVMEZQS5AqEAhv/P/YT/5QEpAEYBtwFMAU8Bev25AcgEzQHrAFUA8f/r//8A2wMhATL/L/x4/8QDE/9o/oICMP81+UH+6gCM/o7+mv72+Jj9pgLlAVMDQgPM/qj6DwFCCGgHLv1p/fUGZgT3AIADwAZwAcH8nQNyAob+0gMHAYX8z/8C/5/9nf04AKUAbQCN/uL9OP+AAdEChwCCAoYCMPzT/UAEwQHKAeUEYACu/r0CzQIrAdb/HANW//f9wwDi/w/7mvnz/9wCXQIkAVkB//ln+boC3AaJBUMCk/7A/Jf+mAEEBJ0D5v9W/sX+6QQACJkAWv+T/KT7QwH1Av0A+f1L/dP7wAHYAsIAw/8T+yUAQAHlAID/LwIvBQgBDwamBVj/Wv1q/ecC6QRnA/AArfxq/F3/8wC3AX8DHgF8+rj6EgCCADMEuQMb/Sz6wf32BPEGVwJP/ar8gAQ7BN380f9aAS4D1f/LA8MG0P2PAF8EqwfDAT39fQTSAnn+0PvV/m0EigN2//H+fwDo/7P+9f/1AFQDcAGh/p392QCuAxP9LQFtCK8DtfuZ/sT+hAIcCBUEqwAJ/yn8af04B/UKtwVs/q7+HvxUAPAL+gly/+T6i/u3/BEEkQYWAQ7+2PoC+yn+jgKUAr/8pAB7/1j8jv8XA5cAEgAUBIcAxf4ZBJUCIwC/Bm4D1wFfAVv9Yv+FB3cJMQF7AMb/b/xtAz0CY/4iAjb+qv3T/EH7k/3x/yQAcADMAoUAlPsM/7EGrgX8AcAGqATD/y8CRQICBTgCQwDxAekAUwCQANX+cgEKAyv/if7c/mv+BAD4/6T8jf0o/zIBlwAMAFH+b/wN/ZAErQRy/kcEngQgAHMAaQMaB1cDsQCsA1AA7gCs/5gCqwIa/C7/2v6E/Az/OACi+8P9FQGL/kD/BgAdAwv+2/gVAgADSf/GAIoCYgM3A0sCVf95ACsG5wakBHb/3P0ZAUwDWgIN/40AMP5e/9T/Lf3w+4v7nQDOAnv/p/xr/R794P73AOwBVP7Y/fEB8QGz/5kC+AM9/68AUARYBT4A9f+c/rz/+wIv/2H/yP4y/+n+X//M/pr9jwIJAtP8oP1PAp8Do/9HAGwDXAAt/9UBJAWyBDH/YgIpBe/+CgFaBfEEFgSKAS8CrAHWAOsAGwEeAnADVAHE/1ICAgLpAKn+aAFpAlkAoP86AfQDvf9N/k0B1v9WAQACNgHzAaT91AHRBCkDpAPb/Gn+UwVkA60CL/5j/eMCvP92Aj0F0P8A/mD/Wf77/xACkfwv/mIBAgCp/qH8ngDbApEAcgHn/w/+0f/hAhUEBwUoAq39iv6bAYAGoQOIAgwB2/3AARgAoQGTBL4ChgA4/gYBKgCo/ir/YQECAjD9vf2e/if9qQPdBFr/OwDb/Bf9GgKwAVYB1gPsAWwAwf9I/rP+rv6GA4UI+gL3+4X5rPwzAYwFsQXU97f7RwJ1AEgBwf+jAFkA4wCQALcATgA/AO7/3P+9/7H/lv9w/3H/h//i/yEAYQBUAGUAZgCwAOAAHgH9AMsAdAB1AOIAqAE6AjYCgQF9APH/XABsAQACNwE3/yz96Pu4+4z8Mv6a/4v/9v3Y/BP+RAFrBPAFWgZpBtEFQQSWAvcB0AEGAb3/M/7U/AD7+/iW96/4Kv05BL0KsgyyCZUFsAYQDXMVxRpnG94VtApY/rv4gf06BYEGTv1j8IrmWOPi5ars0/Q7+gL5RvQD8wH3W/4/BJQHJwhdB1MGnATbAXj+WPxI/GD9q/2L/J76yfgv9w73hPo/AKQE6QRiAkAAPgDaAaoD5wTzBGgDuACC/tf9ff4s/zf/wv46/vz9Ev5Z/pD+uv7g/vz+Bf8E//7+Dv8y/3P/v/8KAEQAWABvAI4AtADEAJ0ATgDw/5f/Xv8//y7/J/8u/0n/fv/S/zAAkgDRAOoA7ADeAMwArQBxABkAsP9P/yL/Jv9P/2r/fP+f//n/gADoABAB8gDIAMcAFgG3AWUChgL8AUEB9wBsAYQCXgNDA0ECQAFiACj/fv3u+6L7WfzJ/LD8yfya/BP7dPnO+2MDtAv0DtcLbgZiAlMBiAMWCAMMHAriAYX2oO9h70v0XPrM/kMBIQS5CTYNyAziCZMOQBotJ3sssSs5JIkTqf4C8nv5uAiqDWH+a+mr2fnSq9Gr2CjmlPFW9QfzIvQI+IT8iP29/90EZA1QFAcU3grW/Mjy//CY9aT6Tv56/kL6UfP07yr0Zfz4ARADSQQSB9YIVwc3BAwCLwEgAbgB1wI1AzMBTf1d+vz5zfvc/fX+4/4f/pH9j/3d/QX+Gv5D/pD+5/5Z/8j/FgBKAGEAmwD4ACEBHQHgAHQA+P+C/xz/0/6y/rb+3f4a/2//1P9AAJUA3QAbAUYBTwEoAdkAeADv/2v/9f62/rL++P6A//H/DAD1/+j/KADeAMABcgKYAjYCmgFiAakBDgJDAtIClwOcBHMFugSlAaT9v/uA/ccADwJLAET8E/cf8mTxYve/AA0GOgV4BGAHSgqTCC8FTgUPCcIN5RDsEXELqPwr6hvhWOa89roGcAwkBzv+Gv4/BFMNphEUHJsqijl0PA02SSyKGDf9oenq9LwMKxb4AMHlENJKyCbC6cT50yvjpexL8tL9DAUvAy/3qPBS98AJ9BteIWUXwwQn9iXvou1D7l7xYfXc91j48/px/kn9vvbu83v7ZwizELQQLg0vCDgCJ/4L/t7/MACe/pT9Mv7c/un9jfu1+br5qvs9/tL/xf+n/p39Lf1o/RX+0P5u/9r/OAC1ADUBhAFxARUB0wCkAEsAyP8y/8P+c/46/j7+kv4j/6j/HACyAEcBtgHcAccBggEbAZYA8f9r/xT/6P6r/nT+cP7H/lj/6/+GACYBxQFOAoUCYQLYAeUAKACdAKACTAUHB3AGxgMWAXoA7QEbA6QCBwKTAm4Ca/+a+kn2ZfIe79Pw7/qLB+wL9AWq/q/9OgGnBKkIZA5pE70T1xBVDNcDvfUs50fjIO2vAcoRGxQgB1H6NvrpBAEQyxclJgE2Kj/hOOwwDiXcD0vzoOgX/PETcRNw+OHgwNLkyjTCmsZz1Rzlr+5+91cDIQau/IjtYuvw9zkMwBiWGEkNnf+X9kDx2+0p7AHwt/Zy/DEASAMbA039W/Zb98gBhQypD9UMcgm3BtUCUf69+3b71/tw/CH+DgDw/0L9Nvo6+b36WP05/9H/mP89/wL/jP77/aT95P28/tf/zQBdAYABRAHsALwAvgClAEoAz/9l/yH/6P6p/oj+r/4k/7P/QQDCACoBVgE3AQMBzgCNAC0Avf9r/2H/aP9M/wH/uf66/if/BwAlAQcCQQLfAToBuQBjADUALACxAEUCkAQLBhYFNQLT/8z/cQEXA1kESAWUBBoBkvyn+eT3CPW+8gf2NP/pBsAG6wAv/HD7Yv1sATEI1Q6SET0PPwsoBgX/FvW/7enuUfrPCv0TLRD0Agz8yP6JByIOGBhHJvowRTC/JwohDBVYAWfu+fLjBiQTeQbV8GHitNoj0w7OzNVO43jv2fWI/h4E/QBz9PXrxfBj/7ENaRIjDnMEXPyX9qHySO/I7xL1LfxOAc8DMwQbAU37Qvjv/EYGSgzDC6kIkQaBBJwApfwW+8n77PwU/pb/WgDj/gL8JvrB+uH8u/6V/7L/gv8j/63+N/4U/lX+8/7O/6YAKgEdAcUAdwBMAFoAcwBPAPH/lv9c/yb/3v60/uf+Xv/U/0sA3gBDAVQBHwHcAKUAXwD//6z/qP+9/7n/cf8O/9j+AP+p/5QAfAHtAfEBqAE2AbYAWQBVAOMAXwKOBAsGCQU0Auz/1f8yAZcC1APRBBoEwgCb/Pf5/vfY9AnzPfeVAFYHDgYRAOv7q/vS/VMCKwlJD0IRkg6fChMFgv2V84HtIPAi/TANTxTrDXwAUPuS/6II/A4tGjEo5zHoLt8m0h89Ejb9Ie0d9ksK1hJ1AqDtNuBP2VPRm84i2B3mU/Gs95MAlgR9/x7yCOwZ89ACdA8XEhwMcQIj+6715fE37yvx9faF/dQBMwRDBFgAY/qi+LT+qAfyC5wKxwfGBaYDBQCp/JL7RvxX/Y3+2f8qAHz+8fuU+lH7Kf2w/lj/XP82/xP/7/6+/sX+CP+h/1AA1AACAd8AmQBNAB8A+//l/73/fv8x//v+7/4S/0H/iP/1/1sAqADPAOQA8ADSAIUATQAxABwA8f+z/3j/Sv8y/1b/zf9pAOAA/QDJAIgAZABoAH0AqgAvAT4ClQP+A8cCuwCt/x8ANQFVAogDFwSTAi7/SvxI+3D6rPgD+J37lwGMBEsCaP4K/Jn7Pv2RAT8HLgtsC80IkQWzASX99/el9X/4rwEuCwYO6ge+/1L9XgAiBXIJQBJnG28fCRuwFbcQZQhI+/bzCfxrCOAKV/8Y9NHt6elE5PziLumm8jb5rPwBAeUBl/3Y9UXzVPhEATsH7AcLBRYB3P3K+un3Hval9wH84ACqAzQEOgPnACX+c/0iAAAExQXyBOgDoQOxAgMAN/1V/Ez9ov6H/yEASQCG/1D+s/33/Zv+C/9Q/6n/EgA4APr/jP9L/2b/vv8VAFAAbgB9AHIASQATAOj/zP+n/4X/gP+e/7f/u//D/+n/IAA/AEMAUQBtAIgAfABVADIAEQDg/6r/if+O/6j/x/8EAFcAlgCPADQAxP+d/97/SgClAPQAXQG3AYsBzAAFAL//+f+UAIYBtgIAA5MBAP8n/cT8ofwv/F/8Wv7MAI0BOgAr/rj8g/yI/TEAuAN+BsgGyAQUAqj/5v07/Kv7Of0RAm0HdQkwBm4B/v8pAYoDNQaSC0ERwhM6EXINvAptBqr/Hfpj/OQCHAZQATT6zfUq85nvguxP7pDz3/iX++H9mP/i/iL7pfdn+Mn8ngG5A7MDngIxAUv/zfy1+uz5SPv2/Y4AGAJzAtoBawDW/lb+hP9gAZcC0wLjAhYDuAJJAWz/ZP52/hD/pP8bAFsAIABz/7r+dP6C/qX+1v4q/5j/5v/+/9//rP+G/4P/of/W/wMAFAASAAcA+f/g/8X/t/+z/7//x//R/+//AAABAPT/8P8EAAwADQAIAN7/uf+V/1r/Tv80/+3+9P4a/y//T/8G/4z+hv6f/uT+Wv+P/5b/rf/D//T/FgD8/yAAjQAMAT8BMgEfARsB6QDCAOgArwE5ArMBIgFyAPj/OgAMAXoBFgHQAFAB/AG0AS4BcgGuAjsEewUmBxMIHgiOB9cHBApHDKcOJA/3DoUOsA7rD0IPlg6ADQcO6Q0fDAcLAAnMBggCZP/w/54AK/87+oL3cPUX9I/yuvGd8pvx3/AV8OPwmPH38Nvw7PAB82D1p/eK+OH31Pd5+B76fvv2/Gb+3v55/gj+kP46/xz/ov7d/rj/JQC//wP/Yf7j/ar9BP7G/kH/Jf+x/lX+Tf6V/gT/ev/x/2cAzwADAQwBEgE7AZIBDAKQAvMCDwPuArQChgKIAqMCwgLUAs4CoAJNAuwBkAFOASYBGQEOAfEAsABGAM3/Zf8Z//T+6/7d/r/+hP4v/sr9cP06/S/9Ov1Y/Xr9hf1r/S/9+/wC/VX90/1V/rz+9P4A//7+HP9x/+L/VwDKAD0BmAG0AXkB+wCgANUAiAEnAjQCzQE1AXsA0v/Q/5kARgEVAakA9AC6AdIBMgE7ATACzwMtBb0GIQhXCAQIuweKCd8LTA6TD1UPIQ+zDvwP6A8XDxUO5Q2RDs0MoAu1CbQHoAOi/7r/awAOAIL79ff19Tv07PJp8UryvfHe8P/vSvBi8dTws/CJ8DTylfTy9mn48fe49xz4pvke+4/8Jf7p/rT+If58/j7/Uv/W/uL+rf9OABoAZv+2/iL+zP0C/rb+Tv9b/+z+c/5F/nP+2P5N/7f/JACQANYA5QDaAOwAKQGTARcCkALNAsEChAJIAjICRgJuAowClAJ9AkUC8wGXAUcBGgEIAf0A7gDLAIUAKAC+/2H/Kv8O/wT/+f7h/q3+V/76/a79f/1w/X/9o/3H/dL9sP1x/UD9RP2P/Qz+jv7s/h7/JP8Z/zT/gv/s/1wAzAA6AZIBqQFjAeQAiwDAAHIBCwIVAqgBDQFcAL//wP+BAC0B/QCUAOIAqwG7AR4BKQEqAtkDLgXKBgcIMAjQB7EHqQntC1sOWw8gD90OmQ7vD5wP1Q7BDeMNTw58DFoLUwlQB90Cef/V/4UArP/V+sP3vPUx9LTyjvGA8rHx5fAA8KzwffHl8MbwwfC38gT1Xvdq+OX3yvdW+PD5TfvV/FD+7P6N/hr+of5P/zX/u/7v/sX/RwDy/zr/kv4I/sL9Dv7G/lH/RP/R/mj+Uv6K/vP+Z//Y/0wAtwD3AAIBAwEaAWcB2wFiAs8CAAPtArACfQJtAoECpAK/AsECogJgAgACmQFOASIBEQEJAfcAxwBxAAIAjP81/wf/9v7m/tL+p/5c/vb9mP1X/Tj9Ov1T/Xf9if16/UX9Bf3w/Cz9pf0q/pv+4f74/vH+AP9J/7z/NwCrABwBfgGrAYIBFQGvAMAAYQEUAkEC4AFNAaQA8//N/3kAQQE4Ab4A5QCjAeQBSAEwAQ8CpwMTBYgG/wc+CPMHnQdJCbILCQ54Dy4PBg+UDssP3g/+DhIOxg1+DssMlgu0CbAHrgOr/7z/awASAIn7BPgB9k/07vJ18VvyvvHz8P3vaPBr8enwyfCP8FTym/QY92v4+/fE9yL4vPkZ+5b8Hf7f/p/+Df5x/in/M/+x/sL+kv8oAOf/N/+T/gL+q/3l/Z7+Ov9A/9X+a/5O/oD+5/5g/9r/VgDCAAgBHgEbATkBgQH1AXgC6QIaAwUDzwKdApMCpQK/AtMC1QKxAmgCCAKpAWEBMQEdARAB7QCwAEwA2/9w/yH//v7o/tf+r/5y/h3+uv1n/Tn9MP0+/Vj9cP1s/UP9EP3v/BD9cv3v/WX+t/7d/uP+8P4p/4v/BAB8AOsATgGFAYEBNQHTALgAKgHhAT4CCAKJAfEASgDp/0gAHQFoAfcAwQBGAcwBdAECAYUBxgI3BF4F0wZ3B0EH2QZwB6oJxQugDb4Ndw0SDX8NYA6GDdcMGgzDDCIMogpiCYsHBQW2AHH/HgCgACL+DPoG+EX2QvWu877zB/Q7837yI/JD8zLz6vKM8j3zTPVj9z/5U/n3+O343vku+1j8xP3B/vj+eP5i/vD+Qv/q/qn+Jf/g/wkAmf/9/nf+Cv73/Wv+D/9d/zL/2f6i/q/+6f5E/6j/FQCCANsABQEFAQcBLAF8AegBVgKdAqYCgAJRAjYCPgJHAlkCZwJXAicC3QGJAUIBEgH1AOkA0wCmAF4AAwCr/2D/Mv8e/w3/+P7G/oH+Mv7r/br9qv21/cr92/3W/bv9jf1u/Xz9yf0x/o/+0f73/v/+CP8q/3j/3f9DAKUA+AAsATgBCgG+AJAA0ABlAdkB0QFsAecAXADz/w4AtgA5AQcBpwDUAFQBXgHuAAoB3AEXAyUERAUpBiIG0QXIBTsHJwnkCqcLWgsVC+kKxAuUC+wKUwpiCp0KTQluCPkGOAUEAp3/3f9qAMn/dPwK+mb4SfdG9of1CPaQ9Qn1dPQA9Xv1IfXg9M30N/b899H5lPpJ+hj6cfqC+2z8kP2j/i7/AP+y/gL/ZP9F/+L+BP+s/x4A+P+A/wT/lv5S/nz+/v5u/33/RP8M//j+Dv9C/4j/3f8+AJ0A2ADpAOMA7AARAVYBsgEEAisCIgL/Ad0BzAHMAdUB5AHnAdMBoQFhASQB9ADXAMQAswCUAGIAIwDh/53/cP9O/0b/Lf8V/9v+rf7I/qn+eP51/nH+u/40/yn/6f6r/o/+//6Y/73/0v/I/7//yf+6/5f/zv8sAIQAUgCR/8n+uP5y/z0ANgDv/mL9ufzk/bX/1QBz/wT9RPsJ/Uv+d/8EAysCEf5x+8D+ZgRHBn0DggCHAd8EfwYfBf0DSQbBCdwJZAUUAhwF9ApyDKcHZAR5BVoG1QIAAVAHYQ2uB5z4T/P9/gQMEQkS+onynPeF/qX90vlC+q/7APnq8zr0wfmc/XD7wfb79SH5M/yh+5T56flu/ZYAVP+F+5L6h/4tA88DMgGT/3MAdQFeASkCkgSNBR0D0f9w/2cC8wRCBO8BmgB+ALkAywDqACEB3ADo//D+nf75/jP/Pv8e/6z+af5F/jj+KP5S/rD+8v7a/pb+Z/6E/uX+Ov9y/4n/bf9F/z7/aP/J/ygARgAUANH/vP/3/10ArwC8AJAAXQBFAHUA4gBNAXkBSAHYAK8ABwGbAe8B1AGZAVwBKQEGAQ0BYAG1AZ4B5QD6/2r/s/9KAGIA7f86/17+Yv3S/Jj9e/8nAMj9K/rV+Tf9KwBx/6n8fPv6/Aj+4P3K/h4B5gHj/xL+5P9EBBoGHARyAaICswYHCiYI0gNXAhYGcgsiDOUH+ANpBDwFHwT7A9cInQvOBGj4lPU3AJ4KVAfl+l/0Uvfg+5v7xfrZ+zn8+fdl8w/01PkF/qD8MvjM9T/44Pxg/3T9svoa+9T+qwFOAREAUQAxAaEBKwFuAkwFaAbOAyIA+P8SA7kFPgUVA1gBvQDBAAcBPQGEAUMBMQD4/k3+cf4R/2b//P5S/gT+K/5X/ln+RP5d/pf+3P4H/xj/HP8k/y//Uf+h/wMARwA4AOL/l/+o//P/TgB6AFUABwC9/5j/s//v/yMAOQAWANH/rf/Z/zcAfgCYAJsAqADGAOIA+AAvAX0BtAHFAcEBvgGmAV8BMQGMARkCKwJiAQ8AJf9e/2kACwFnALv+Rv2C/HX8Lf10/mf/MP7h+pH4JPpN/nIAlf7K+577dP19/v/+0ABOAxUDUQAA/1sCuAfrCW4HIAO0AfcEFAvyDS4LRgWiAjgERAa4Bj4IGAukCM7+0PU5+bkEqQqOA3/4ZfQn9xj5D/nS+g79svuO9YHxS/M4+Rv9tvzb+Mz1Ffco/JYAEADZ/Ir7Av6nAOIB+AL0BD8FRQIP/yYAFAWjCJwH+AOEAR4B4wHXAp0DtAO/AvEAZP/L/i//yf/e/zP/Df5y/a79Pf46/qP9Lf1G/cH9Nv6d/s/+uP6J/or+w/49/8X/KgBEACIA8f/i/xAAQQBJAEUAVQBXADIA3/+o/5H/pP+8/87/+f8jAA0Atv94/6P/MwD3ALAB3wGXATUBAgFUAScCFQPXA9kD9QLhAZ4BbAI+AyMDJQIpAbIAwAC3AP7/iP4w/cP8H/1l/VL9Pv1K/Jn5KPYU9i37AgEcAan7DPe99x/7+f24AKoEEwc/BEj/Mf5uBGMLWg7OCzUIEgeHCggRPROkDlMGfAXBCcgN0QxjDaUPbgrX+/Xvp/d9CBcQNASP9TfwNvKt8o/xqvUe+jn58PBe7Hbuy/T291H2lfIX8IDzQvt7AtQBRvws+Kv50P3kAI0EYAm9C3MHVgBw/ocDOAnhCQoHNgU5BRgF5QP8ApMCxAFPACn/SP8yALsA3v+q/Tz7AvqQ+k38mv2+/R39dvwL/NP7C/zB/M39m/4I/zL/Pv9U/2b/b/+X/wQAkwDwAOQAkQAvAOr/2v/w/xMADADr/67/af83/1P/u/8RADkAKAAqAFAAogAIAW8BAAKyAkgDcgNOAyYDGwMHA0sDCwRNBS4GiAVGA4gAF/9z/0IB1wLFApkAnv3E+8f6vvlT+Zr6//uw+o/3Yvdr+2r+E/sn9Ebyjff+/tsC9ATSBqAFCAAE+ir9LAcNEgMWfhO3DugJDQx5EfcVwhGRCt4K6BBfFsESTRFmEV4L5/o77LT0CgkBFRkIuPX/7sDugO0b6HTso/N89ePu0ehE7S3zJfaF8SjrO+d46YT0hwDsBjQDJ/2L+uH6sPsB/v0EdQykDWgItwRJB68LtwqTBQ4CvwL0BEgGPQe7B08GKwI7/VH6efpS/AP+lf6n/TL8PfvP+oX67vlt+ZH5hvrP+wv9C/61/tH+h/5S/of+M/8OAO0AeQG3Ab4B2QHYAWYB1gBtAEwANQALANn/wv+o/1D/mv7q/Z79mv3Q/Sn+1/63/4gACAEcAcoAXgCJAIoBSQMfBbgGqwduBz4G7gRsBNQEbAV4BTsFOQWdBQgGkgXtArT9Yvh19tP4NfwB/r3+t/4/+9ryC+xW7QH1bfna9lb0Xvi2AAsEUQKu/0D+iPw3+CP8mgk+G2YlTyJiGsgNkQiCDBAYRSDiGbcVLBkCJHQkRBmTFTkScwhP7/3iyPa6Erwc2AbX8izsjOl94p7Yht6G5k7n7eCM33TsafZE+IDup+Gn2TnZlubK9xQE3QUMBCkFiQTlALT+OgM3CeMHuQIwBL0OaxjqF5cQpwlSBZQBb/4e/+IC6gUHBb8Baf9w/pr9Xftn+I319fM29Cj2Hfkp+/D7lvvg+h/6nvkp+lD7xPwU/p7/TwGeAk0DZgMrA7ECNQL7ASsCkAK+AqQCVgK+AdMAq/+7/hH+qf2E/ZP93f0j/hH+tP1O/Rb9Lv2Y/X3+4P9eAb0CDQRHBfQFvAXwBEUERgQRBdwGXAmWCxYMpAoKCD0F8QKwAVkBbwAB/jv8uv1qAY0C5P6E+UL11vAK6wjppu+3+lT/uPpe9XT3tfwO/ZL5yfdz+un7iv1DBkIUPCLFI9AcjxL6B5wH6w7VHpEkeB2WGSodlieHIkcXrhMiEMUFfuwZ57f8CRUwGLv/KPFC7TfqNOE+2KDgpOYY5Nrcat2v7Dr2pfgh8ZPmV98G3Qjo9fUtALEDxAQBCEYHxAMaAx4IqAzeCG0C9wLcC+YTiRSjEBsNfwnkA4/+bv1kANEC7gFQ/4b90fwr/Pf6SfkW9/r07fOT9Gf2jPg++ir7N/uw+lH6lfqe+//8Tv5s/1sAPwEVArsC+gLWApECXwJCAiYCDALWAYoBBAFKAHT/q/4z/vD90/28/Zf9YP0a/e/8C/2a/WH+Y/9+AHcBhwK4AwAFugWuBUsFMAUEBqEHywmvC4YMlwtECb8GpASgA3sDhAO5AlAAEP5W/t8AJgF+/MX1bfHI747t+Owt8sv7K/8E+XDynPMr+eT61fj59yz8Lf+MAcoIFxRuH1ofeBjDD1kIKwowEaAffCU7H2oaTBssJEEgqRW/ETUPhAh98jvqRfseEMUU3P9U8v/vWe0W5gncYuHt5rjjlt0Z3YnpcfMr+Jz1Lu3o5d/g6eb08dv5O/3w/mIEQAdDBiMG6gmhDecJIQJf/xcFcQyNDwwPMA4KDZ4JRAWYAmQCNQJUANj9gvzW/AL+J/8s/7X9Rfvb+MH3q/cU+Mr4s/mz+nf7Bfyt/I39PP5b/hr+A/5e/gX/sv9KAL4ADwEbAe4AxQCkAIkAYwAnAOT/r/+F/2v/Uf81/y3/Pf+B/+b/VwDYAE4BiAFxASwBOgHbAeoC2wN6BAAFmgXfBbEFiAVGBV4EdgKUAPv/0AAvAjUDLAO4ARL/ePwA+0H6ufi69q715fUN9kr2C/kQ/s0AQ/2O9n/zgPYQ+ib7jPzJAH0GGAjeCMIM2BKBFn8RXwtABvQFQAvREn0bXxtYGEkWMBc1GMYQAwwVCn8Hxf6U8lP2BgOCDeII3Pti90b1HPPB69vnTOpU6STnAeRd6BLxEffj+kX4ifN37fnrBfGz9aj3OPc4+tH/NQOBBKAGsgr0C4MH+AF1AOYCFQZIB1YHeAeYB4AHLwf8Bg4GHgSbAWL/4P0w/YP9kf5e/wf/Cf5v/Xr9kP0Z/W/8C/zS+977P/z3/M/9d/7h/if/Wv91/4j/q//P/8f/q/+f/8P/9f/4/+3/9/8HABEADwATAEEAZgBnAEcAKwA8AFwAggCsAOQAPQG7AWQCHgO1A+4D2wN3A9sCQQLjASICiAJVApMBMAGuAVwCJgLLAP7+5fyy+h75yvhz+Rj6l/oD++/6Qfpx+gb8QP1C+8b2KfQM9i763fw+/y0D+wfbCTgIjQitC00PCA49CYMG3AULCmIP/RXtGcAXuhUAFJEU5hCMCq8IEQcLBHH6CPZL/ZkG3AnXACL6efgv95zz6OxH7Nvr6OnX56Dnh+3f8hr4ZPoI+ef1DfKp8x73yfiI93/2qfnF/bkAzwIdBuAJVgp9B2kE/gMqBaMF2ATZA3UDogNOBF4FGQa4BZkEQgP8AYsAaf8R/x//2v4C/mv9l/0l/n/+d/5G/gj+2v3C/dD9D/5Q/oL+s/7g/hP/T/+F/7P/wf/A/8D/x//e/+3/9P/3////CgAGAAsAGwAzAEEAPwBEAF0AigC5AOMABgEjAS8BSQF9AbIBzwHGAbcBowGMAaEB+QFTAi0CaAGeADYA+v9X/1/+nf0O/Wr80fvy+9n8v/0S/p79s/x/+6n6xfpi+/P6O/ld+NL5Ff1w//sAQwMRBowHxwVQBEYFgwddCPYFsgTKBHQHQwuODggSsBGEEPkO0A1nDAkI/wX0BJkDhv99+qL8qQGVBcMCPf2m+4T6YvlS9bryWvLA8Lzvke6u8DP0Z/e7+qD7O/sm+fr4LfuD/NP7pPmv+fX7FP54//0AzgMGBhoGSgXaBDcFaAXUBLADdgJ7ASUBnQFVAp0CawIzAjICFAKiASQB0QB1ALn/z/5D/ir+PP5C/jj+Tf5x/qD+3v4v/3L/o//A/8//1P/O/7//s/+j/4X/c/9r/3n/ev+Q/7v/5f8BAP//AAD//wAAAAAAAP//AAAAAP//AAD//wAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAEAAAD//wAAAAAAAAAAAAABAP//AAAAAAAAAAAAAAAAAAD//wAAAAAAAAEAAAABAAAAAQAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP//AQAAAP//AAABAAAAAAAAAAEAAAAAAAAAAAAAAP//AAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAABAP//AAAAAP//AAAAAAAAAAD//wAAAAAAAAAAAQAAAP//AAAAAP//AAAAAP//AAD+/wEA/f8CAP3/BQDa/xX/Yv/NAAoBkwDe/3UAtQCc/yn/mv+0AE8BpABO/oH++/+WAMsAGf/X/eP+LwAeABL/QP+dAGoApv+c/nf/7gHxAokBiv/C//7/YACWASkCHwFc/8P9+v1ZANUB8gAb/zb///6w/i8ABAH7/6f/xv+h/w//7/5yAP0AlQA5APb/wv9P/9z/agGOAYEBk//E/jMAWAGdAYsAYv9Y/6b/Vf9CAJEAKgAJ/qj+YgCZ/9z/sgBkAZ7/9v6v/z0AQAEEAbH/6f5O/8j+9P+JAGsADQCO/mD/1AD7ANv/YwAiAqACcgEGAJ//zgCwAEMAfQDT/zr/Qf4u/4YA8f+q/or+LP/b/+L/f/8i/8H+6/6iADYBIACq/gL/cgA7AU8CXQGI/2H+mAABAuMBgAHlANwArACDANf/5v+BAAcBmABf/m39Uv73//oAY/+M/ZT+8v92/x0Aj/9M/6T/LQABAAkAgv+4AMoB4v/2/4cARQEvAS8BKgExAQgBYgExAZkAB/9S/Qj/8wDyAI//bv2C/er/WgDT/4P/LP76/XAABAFUAOz/RP5U/90BDgNtAL/+bQAXAL4ABwOuAigA1f7+AKUBN//b/4YAAQB1/qH+LP+W/mQA3QAp/2v9DP9KASQB6AAz/qH9PP+FAC4DeADO/fj+rQB9ArwAbf/H/44AZQHCAFYAfgDzABIALwCkAGYAYP9n/0IADABm/wL/wP9I/9T+K/94AIMALP+X/qf/qQA2AO8AjAAB/8D/cAGTAUcA/P7A/qEB8gE+/z//LQBEAVQB5gACAMj//f+6/qr/kAHdAOr+qv3A/QL/tv8TAJMAwv/r/o3/8P+/AMAB7gAjAdb/Hv/3AAsDbQLa/qP++QC0Aez+Cv4oAfH/gP7bADABpv/U/Fj9XQDMAm4BYv7b/rz/MwB2AO39h/2bAEoDqAEz/X7+w/93A0YEEQCx/uv/PwEhAEoAEQDIAKgC/AAz/pj8fv11AZ4CdwAx/xf/tPx6+94AVgSI/6L9Jv45ALkA7wBhAk0B4AAJ/fP+UQFdA4UDpP8B/sf9OQHZAlwA+f7s/4n+U/9jAjQC5f1q/fMAaADa/A38qP9NAicBvP6V/dn/AgIFAMMAIQP8AQ797v3WA2MFKgLj/e784f5FANP/2gC9AQ0Bdv4y/kv+S/7oAuYFwAE6+/j4b/8/BGECgv9w/b37P/1CAi8BGQB+ABb/i/0KAJUBqAHdBJ4E0P/M+wb+4wH+BGQEwv9C/Zv8a/+cAQEBxv/Y/Xb8Bv4kArQCuP6l/UgBEgDx/bn9awFgAgH+fvzZ/ecAGQLyAkkC8P7i+9r/dwRkBMAAUv+HAfcA+/2y/rMCoATDACr7XfzL/54CWgK0/yv+9/16/Z/9TP9yAgECav8EAOL/5/xI/f8BFgQQAfL96v+0/5j+3QCxAWQBzP4s/wUAfADFAkb/GgCiAVkCvgLP/bP7Ef/aAvcDbgDp/Cv+r/5JAhsBkv6U/Gf9uAKXAWj+/frh/4EEwwKD/xX8pf3SAKkCqgL+/1r/XAD5/5D/wP/yAfcCnwK5/+f9r/4r/2cB2wMEALf9OP5q/4b/f/zaAOQB+/6W/sT9qv23/2sBDAV7AV79JP2n/2cDGQJCBFgB5fqB+oUAlAbHBGL+1Pwd+zX/7wWnBJ/+F/wBALsDHv8h+8z/HASMAGf9iv5q/h/9sf6dBSEFu/7M+S38TgBNBF4G4AFv+ir77wBoBFMCY/xQ/q0ELwQo/H/6mQC7BCkCwACL/3r/mfyg/S0D6QGBAVP+2fzC/3z/3v9qBB4C2/xj/IABXgTE/5z8O/9YBKgD0Ppf+UACmALZ/zz8y/6XAbT+ff5m/ncDVAVi/xf9kv5UALgDygI8A2L/x/yK/+wArgQeATP9LAAXAeYAKgHv/rf9Jv/AAjcB2/u++ZH8JwIaAR77sQA8Amb+K/6TAMsChwE7AB0A0gJiApwAdPw0AWcE2wKg/f3+DgJs/+n/qwDiAHUANACq/eT+IP4j/38CIv7v+yH9Lv++A+j/a/1o/G7+MQPoAiT+AAETAwsDa/4jADoFPwEuA7sB1P9T/df7NQG3By0BHvyG9uP8sAS1ASYBbfwU/Vv9wvyJAooEYP4b/MT9qgSbBDj67v2EA4wDOwFh/ocByAFHALgBOwMF/9X/QAE6AV/+tP+gAb4CiwHc+uX5m/81CRIC5PcK91cBegVXAEP6bP1qAVn+K//PAEYEGQB3+3T/Yge7AhT9X/vw/x8EZwT5/tX+AgC8/FQDCgdCApn9Cv+p/icESgC0AIwAAP4q/+39Jf8hA7MBCvxi+6b7xgPmARf+B/6n/nsA3/7X/9wARP9JAGcBcACxANv+5P9nA8z+Sf8s/zABHwRW/v78wgKtArD9nP6JAZQEI/52/ncARgA8As8BOQB5/9H+JQEsAfH+zgCA/gwA7gES/+r+dADEAFAALfyr/r//g/8jABz+Pf5TAEX+FP7B/mEAjwJX/dr9igDzAB8DpAJP/sT/sP/8AjsEO//iAGQCL/7s/0MCXwPfBAT+HPuv/tgCdAXv//r2fv5yBEEBLABD/zL/8f4u/zT/bP9h/3X/ev+x/+H/fgCwAS0D4wOPAwcDTgNGBEcFEAaDBjgG0gRHA5oC7QIaAx4C+f/+/VD9g/1T/Or42/VA9vz4+vlI+Iv2k/Y19qD1NPh1/qsDkAK2/tP+8gOYCnsNug34DUgPOxNHFZYUGxLCENsSfRIKEZIR3RHUDX4BIfk6/SMFlAXo+c7v2u0u7hHucexN7W7uzuvH6S3qou2i8ObwXvEZ85P4MP+/AZ7/K/w5/wwHZAt+C2UKjwq8CY4HUQfRCZALbQk+Bd0C0QKVAp8A1/0o/Bn8qPxc/LL6q/jb92L4bPl9+pP7UfxG/Nz7Nfy//Zz/wgAmAXUB3gEuAjoCDgLxAQMCEQLqAXQBtgDj/yj/mf5N/jT+Qf40/hP+//0K/kv+rv7+/nD/fgAOAm0DywNpA2IDFAQeBSUGGAefB+cGGgWLAzMDwQPGAzQCnf+2/Wr9aP1A+0j36/Qe9nH4d/i39tz1wfW09Gf0x/cQ/xUEAAI3/gb/aAWEDPoOYg+FD54RIxaIF3EWqBMmE0UV9hOcEnYTqBPyDHH+Yfgn/xwH2QN69brsFezo7ATsQOr56x/sE+mZ55jo7eyv78TvV/C08tv5DQH2Aeb9wvs1ATUJtQxGDI4LrQskCu8HlQitC6IMQwnbBPACDgNwAv//Gf2A+4r7+/tG+1X5ZvfD9nL3i/jA+Q77u/tz+zD7D/wj/jAAVQHTASYClgIKA2gDqQPVA8gDcwPXAh8CawG2AP3/OP9r/oz9rfz2+4/7gPu2+/r7Q/y8/FL92v1d/mz/qAFSBMsFngUqBc0FRgfBCB8KIAvqCv4IXAb0BEQFowVPBAUBi/0b/Fj8zPrI9YLw0O/A8xz2GfQC8bzwfPAt76DxQPr5A8AE+P5L/dUD2Q7wFMQV0RVZF6IddyHBIPMcaxqLHSUdkBpFGxMcDha7Ajj1sftCCJYI7/VJ5tLj0ORP5InhGOO55LDgit3j3ZjjvehG6VjpMevx8yH/OgP8/sP5Nf7iCWAR+REdEB4QZw91DI4Lzw7XEV4PDAm2BCsEEQR/ARz9+vl2+Tn65vlR99XzTvIy8/v0ffa698H4JvkM+cr5KPxb/40BlgKDA1UEDgW0BUIGngbvBvkGhwaGBRQElwJ0AXQAnv/O/rz9iPxA+0762PnK+Q/6ZfrI+k377Pul/Gj9Tv7c/2QCCAVvBm4GQAbjBkYIvQlXC4MMCgx8CZMGXQW3BRQGmgQbAWb9zPvh+3L6RPXi71fvJvNH9VTzm/BQ8L/vx+228Gv6kQRNBbX+Hv0tBHwPFRagFkQXBRkoHzYjvCFgHiIcHh+pHsEbvRykHQwXjgJ99Ir7wgg3CTT1geQ+4r3jGONi32DhXuNp3x/cFtwh4jrn7OcM6BLqw/Mm/28Dwv40+Uv+Sgp5EgoTBBH8ELUPrgw7DPMP4RLADx8J9wSsBFcEUQHT/M75Pvnz+Xz50/Zv877xSfKZ82/1dPe5+Hj4wfe6+Kb79P4ZAU4CawOsBMQFeAYCB8EHXQiLCFsIvwfDBnQF+AN7AiwBAwDC/iz9gvvX+VL4K/dS9tD1/vWV9lL3CvjU+Bj6m/vV/OL9KQBeAyYH9QlCCnIJrAmgC9sNtw8iETcR0w7dCscHXQctCBUHBwO0/WP6Bfpe+d7zyusu6OjrZvCn7+TriOp56qbnQOhF8tIBmwi6AaD78ACBDyQcIx+1H4QgFScdL/YvqizIJsIo3ytvJy4mxigNJ+sSdPW98dwD0hAtAdfi09bX11DZyNVz0+DXO9Y+0MDNiNFA2/beLN/43wfnPPdMA+0C+PkI+LUFlRVRG68YRBZ3FvgTHhH/EiMYnRhtEF8IkwbXBl0Efv4N+Qj3tffB9yf1i/Dw7Grs7+0N8F3yQvSj9OXzGPTq9ln7N/9aAboCZgQvBrMHDglZCpILhgzaDJMMzwuZCjsJ+wfABnIFvQN3AR//IP2L+136V/lJ+Cj3IfZD9b/0vvRn9Wf2b/dr+Ij5/Pqk/OL9Cv8MAV4EUwicCosK9gmXCjsMCg74D+IR3RElD+4KEAgvCEUJvwc4A9T9Jvtb+9/5+fLw6proe+yV7/ztVev36IDo1Oby5u7vRwB7CEQC7/pf/jgOJBxPILIgqyDCJ50wXzIUL3UoPyqeLagpRyiEKmUp1BW19m7wfwIuEW4DmOMe1dLVXtey1O3RAtZN1XjOM8zLz4zZT94U3uXet+US94wELQPK+eP3sgX0FTwbkRk2GDAYkRSCEM0S/RijGdsRNAkkBmkGaASj/qf4LfbI9mH3QfV/8F3snOsz7Yrv0/HB83r05fO+8wD2Nvo9/qMADgKPAzAFoQa3BxIJnQrrC4gMbgzpC08LhQqHCZcIzAfGBl4FowPTAT0Apv6+/MD6CfnG9+z2/fX79Bj0WvOv8kXyl/K881f13/YG+Df58frY/IT+9f+tAkwH4QsSDn4N5AwMDlQQvhIKFdgWWBY4EgQNHQp3CngLIwkvA578j/nD+bj3x+6B5Frijej97CXqReVl5NjjZd+v4drwLgRrCcj++vg2AoUVkCOqJVcmtChqMsw74DpuNe0v9DPcNf0v2y9nMgIuKhF57/PwxghdFBX7A9iczaTPeNA9y9vKA9EUzfLFpsNvyiLWsNn+2QTbDOYj+joG9AIC+Hb5pwvvGwkg8xzZGzAb7BVrEoAWWx3tG5oRFwiXBecF/QKF/LP2sfQ99dv0kPHL7Lbpl+kf617tO/C68h7z8/Eg8nz1Zfpa/pgAAAJzA/QEcAbrB2oJzArcC2UMawzyC1ALrQryCWkJ+QguCNgGIwWDAzUCEQH4/wb/Ff73/Jr7NPo1+Zz4PfjF9y/3nPYo9sj1n/Xw9cX2+fdP+Yr6lfu4/AT+Wf/3ANgD8QdBC+ALxwq4CrYMQA8WEWESxxIIETYN2gnnCF4JZAh6BPT+Vvvn+g361fNs6knm9Opk8HfvIOpa5+bnHebB5v3vt//hB0ABk/pX/0MOGRxjH+gfISHKJxgxETIELtInMClULZIpGSgUKjsolBQS9tjw5gIqEeUC3+NB1ovWTNg81TvTLdjF1qDQuM0w0QrbjN824N7g7uco+CMEewPD+q758gYIFfUZpRgbGNsXFBPjDoAR3BdVGMIQZQg1BQoF/AIt/mT5Gfcc9yT36PT28APuou3C7k7wP/Jw9Ir1//SP9GD2GPqm/eb/LgFgApMDlASOBbAGAAgjCcMJxglUCccIWQj/B5sHIgeXBvYFEQXnA6kCwgEEAUIAaP+I/rT9hfwr+/D5Efl0+OP3ZvcB95T2B/Zq9Qr1TvU09on34fgQ+ij7XPyh/fH+sACOA60HZgu3DPELqAtRDegP9BF0E0sUPxO3D7gLwQnOCUwJJQbDACD8m/r4+Qz1VOtz5BLnH+4x77/pUOWi5cPk4eOR66/7wwfSA+r6pv1ADJsc9SEgIpMjkCmzNFQ3AjO2KwArLzHNLqgrMy2ELAccP/rU7fz+hxG2CAvnJdTP0n3U99GszmXU1dSvzSfJ0sqt1Ujc2N1s3qriPPJiATwFQP3x99QChxMZHHwbnBkRGsoWkRGqEfAXSRuiFA8Ldga8BfIDRP87+lX3yPaS9mz0cvAr7VPsH+1x7nvwEPN49P3zaPMO9dP4kPwB/8UASgJ3A2AEZwWiBuQHDQndCfoJggnXCDoIzgeEBy4HswbvBe0EAAQpA3QCpQHlAEEAsv8k/3H+0f09/Zn8vvvn+kb66/m1+XH5EfmJ+PX3lPez92L4X/lm+m37SfwH/QT+Nv+fAL4C3gX/CHkKEwq2CdYK1Ax1DqwPkBAWEHsNKQowCNsHUwcuBVcBfv3A+xD7j/fD717pkuq08LTyfu7w6b7p0OnV6Iftrvn8BEoEzvwx/a0HSBV2G5YbAh0fISkqJi7vKhMl2iLqJ50nQiQaJVklCRstAOTw7vueDEkKDPBO3bLalNtB2nTXh9tp3aHXC9Px0traw+HY467km+ZO8Uz+3gNW/6750/8EDZEVkRYzFb4VrBPLDmwNKRKiFpUTiguJBf0DUgOTAJr8q/mm+Fz46/bT88zwwO+q8P/xHvMH9Xj2Wvam9Xf2dfnW/Dr/iQBsAUICJgMSBBAFEgb/BowHiwckB50GOAbjBXEF+QSgBFMEzgPuAvUBYwFLAUUBCgGVAAgAeP/3/qP+mf6J/gn+Ff0V/Gb7//qW+in6uflM+d34RfjO94n32ver+MT5Cvsl/AD9uv2m/vP//AH6BIsI+gopC4UKDQviDKsO4A8HEZoRKRDZDLAJMgi9BzgGDwP4/k78c/tB+TnyoOn85kTsSvFd7wTqROco6H/nnOhD8af/DgdvASX8aQGQD4cbDx4kH3Ih9yjjMdUxpyz2JRwoKi1CKm0oLymDJtsS3PW78XQDiBDKAS3kn9cv17LXgtTS0+XZUdhh0aPNp9CX2s3fzOGl4lPo0vYQAqUCnft2+loGYhN4GCwYRBg0GHwTqA5IEOAW8hilEvUJaAVmBNUCIf8k+834H/hq9w/1ZPG37pHu0u8Q8VryMPRw9U71+fSC9vL5j/2j/8kAEAJKAxoEygTMBf0GCgh1CBoIPweHBvIFcAX4BG8E2QMqA0sCXAGqAEEAJwAQAOH/4/8HABUAAgDq/wgAKQAnABMACQDz/6r/CP9N/qj9B/2J/Br8r/tI+8D68fk8+eX4SPnT+YL6gvtX/Af9nf13/pj/JgGAA3QGuAgsCaMI7Qh1Ch8MFg3lDZIO1g1vC64IEQdlBlkFLgMWAJX9d/zY+qL1Q+7a6ofud/PS8gLuIevl60rrauvb8Y395wRbAdP8KQCoCo8VkhikGcEbKSEzKSUqUSZaIG8gniViJEQiUSKuIKcTKfts8/7/tgwRBZPsgN/t3f/d0duM2sbfBeAR2jPWFNcO35/k7+YN6CDrrPX+/6kCxf1W+6ED+Q7LE98TShTGFO0QHwzjDEgS0xRlEGYJ+wRiA+YBMf9j/K36zvnH+LD23fPa8bDxlPJ/8470HPZP9z/33PYD+Oj69P3j//gA3QHIAo4DVQQ9BUMG/gYcB8wGPQaYBfoEXwSmAwADYwKkAbQAx/8j/7z+eP5S/lL+bP6a/rz+4f4+/+r/ogAjAWwBiwG+AfYB9AHSAaIBTAG4AM//tP6//f78S/ya+/D6T/qh+cr4Bfjn9234Z/mJ+ov7VfwL/d39Af+YAAIDOQbiCO0Jggl7CfwK0Az3De4O0Q+1D4wNegosCA8HWwbEBAMCNP8q/d369fV67j7qpO198zTzP+2N6GLphurt6kDwFPu6A58BR/xg/wUKNxUaGdwZTR1tI6IrkiyfJ3MhWyHzJxIofSXeJEciZhV3/Hnyk/6pDFkHxu4O34nb3dqp2LbXGN4N4Hfa/tRM1PnbzOIy5y7pL+tq9Hv/PQUbAtb9AwNUDQcUPxXIFUwXChQPDeIItAumEIgQlgqZAx//ffx0+q34Svd09hj2H/Ut8x3xz/Ay8tHzFvXi9lj5ZfvR+7b72Pwy/8UBvwMIBcIF+wXEBZYFogUIBmUGTwaTBV0EMwNtAqYByQANAHz//f5R/pj9Bf28/Lb8z/zn/CX9jv0E/mv+0v5l/ygA0AAqAXoB0wFCApACtgLHAssCqwJeAuoBaQH/AKYALQCR/+j+Mf51/Y/8y/ts+377o/up+1r72PqS+s36h/uc/Eb+AAAWAT8BJwEWAjkENwamBzQJ2wqgC+0KiAniCCMJognOCVkJBQi8BV4Czv0t+Uv3sPnX/Ib79PRE70Tuwu848H/xK/f2/MT9GvpA+d3/MQfeC2MNGxCZFjUcfCAQHqMYKxa6GLEfnCCCHv0chBjPDbP7efXF/oYJSAfo9UrpBuT+4R7gkd9R5rHqNek85C3gQeN56GDvovPn9Gb4d/7sBVQHyAO4ArAGaAwpDj0Ozw9gEHEMCAVgAM0A3gPlBJYCaP45+vz2A/V/9AX1L/aT91/45PfC9oD2//cZ+uH7ff1f/ycBEwLoAZwB6wHPAtIDkgTgBKYE7QMOA0YCwwGSAWwBQAHoAFkAuv81/9P+pv6Y/pL+lf6c/pj+iP57/pb+w/76/iv/T/9y/5D/w//x/ysAYQCBAJcAsgDeAB0BWAFxAWgBWAFOAWABfQGbAbQBoQFrAewAYAD1/7D/l/+E/0f/y/4H/vv8/fth+037uvtn/P/8Qf3Y/D78N/xg/Uz/JAEGA0wFQAfnBxMHQAb+BjIJsguLDTEOHw1bCoEG6wJzADsASAJcBH0C2vui9NTx7/J28xPzxfRI+Zz8PPpX93L4Sf6oA2sF4QgMDmYWaRsNHJ8YKBJGEbIVCx4NIlIfBR1hF3UNhv0i9Fr7FAd2C/f+MPBh57PiQ+BB3iHkMuwc8NztPefU5NPl7Ovz8xL5YvxV/rADOAh0CDUFnQMeB/kKzAvSCkwL6AvGCCkCwPtI+YT6T/zu/M/7Ivmz9dvynPEl8in0Yveu+qn8q/yk+3z75vz2/vkA3AKCBJUFfQVuBDUDdwJSAmsCiAJiAs0B5QDO/7P+4f2M/aD9+v1N/mr+Vv4//lX+hf7S/jn/tv80AJAAswCvAKsAsgC+ALUArACeAJgAgwBFAPT/q/+H/3b/df9m/1b/VP9b/1z/T/9U/3j/0P8wAJEA1gAGATMBSAFTAWoBpQEFAl8CegIsAn0BtQACAGb/Ev/4/v/+/P6C/oL9O/wv+/36zfsZ/Xn+0f8LAYoB5gAdAIoA4QJDBh4JrArzCgAKFggXBvoENwVPBscHOgg7Bo4BifwP+v356/mc+EX4zPpb/Uf93/kj+OH5TvzB/mYA7gVDDK0RNRMFEBsMzwd4CZkPAxf1GlYYiRWPDykHMPyd9Yf73AR1CoUDofhh8KjqxedX5YrpA/Fm9/j4y/TW8HTt2+4u9KL6LAAQAl4EiQa5B5sFTgLrATEEoQaDBhkFaAQaBDECFv6++U33Avcf+H/5ePpX+kT57vcF9+D2rfe4+fj8JwDYAb0B5ABuALUAVwEhAhYD7gMoBGYDEgKsAKL/Hf/4/vb+/v7c/pv+Q/7t/cn95f1H/sr+Rf+k/+D//f8RACEAOQBSAGUAaQBZAC0A8P+4/6H/p/+n/5//lf+Q/63/z//y/w8APwBvAIUAiAB9AHEAegCLAHUAOwDv/7X/l/+F/37/jf+g/7b/wv/m/y4AmgAeAacBBwIwAh4C5wGvAaMB0QH8Af4BlgGyAFz/3/2u/EX8t/yS/Uz+lP6A/hr+Uf26/GH98P+BA4gG/AdFCM8HEwc6BvMFtwZWCAQKzgoTCj8HAQMQ/xb9yPw1/PH6DPtI/db/i/7Y+jz3iPfG+Q38q//IBKEMAhGsEZMN7wegBLQETAzZFHAbAxs9FhsR7wd6/uH0x/Z/AAYKjQqQAD/3Uu576aDk8OS+6170hfsi+9f3IPJy7kzvw/Nn+w8AwwM2BtYIDAlXBaQBUACnAmMERQQuA/0CDgNcAXj9IPkK9tv0MfWq9n34y/kk+tT5OPl2+Aj42/iB+xH/EgJyA4wDDwN9AtwBagGPAT0C8AIRA3gCVQH4/8X+7/2F/W39lf3d/SP+Sv5W/mn+mP7h/jj/mP/2/1EAlgDGANYAxACSAFQAFADR/5L/aP9a/2L/Y/9U/zj/Kv9D/3b/xP8NAFEAiwCsALIAoACLAIUAigCJAHMARQAPANz/qf96/1j/Tf9r/6L/9v9SAKcA7gAgATwBRQFXAYgB3AEtAmQCSwLYAQwB+v/g/gz+s/3n/Xr++/7p/iP+Lf2T/I78Gv2G/gsB7QMLBncGqQWtBGkE6ATtBXIHBwkQCs4JTwh4Bd8Brv6S/Sr+4f4C/jv9o/3e/vj9ZfqF91/32frL/TUB3wTxCb8NZw3eCh8GKgSLBG0KgxLJF1oYPRMKD/4HdAAV+OX2f/7KBuAJqALh+hbzRO436R3nNOs78vr58vsa+wP3ifNQ8lL0Xvko/bkAmwOPBzcJRwe0A3kBEAJxAr8BZwCtANQBFQIVAMT8f/kl9871n/Wk9lL4K/q1+5n8Tfwn+z36z/qf/BP/QQHHAr8DAQR6A1ICOQG5AMwAFgFAATkB1gAmAET/f/7y/Zf9l/3U/T3+pP71/ij/TP9v/5f/w//v/yQATABgAGcAYgBXADQAAQDT/67/lP98/3j/jf+x/8//3//u/wIAGAAoADMAWACJAKMAmgB2AEUADwDY/63/kf+K/57/vP/o/w8ANABOAGUAiwDAAAsBbgH2AYcC1wLIAk8CjwGpAMv/Mv/7/hf/XP+J/03/dv4I/Y773vqb+z39SP+WAfYDlAWIBTsEDQM/A+sEagcICuoLngyvC34JdgYDA+b/Pf4F/94AVAFv/4f99PwO/V36rPbD9IP3rfyrAI8E3gebDP4Nrwz+CFcFUgUlCPwQ6BhuHb8aTxT2Dq4GdP619YD3eQA7CcAJtwCc+ILwTuun5LDia+em7yT4rfq6+uD2h/Mr8tDzTfhL+yb/IQOTCC0Legn0BXcDdgNxAiAA3f0q/hEAFQH7/3z9lfq09xL1fvNr89D0PPcv+sf87P1r/Sf8pPtU/NT9c/9AAUIDugQBBRsEwgKJAaYAKwD0//L/6v/V/5D/Dv9p/tX9gf1x/aT9Bf5//vj+Xv+r/9v/8v/+/xgAPQBYAF0ATwA6AC4AGgD1/9X/wf/F/8j/yP/O/9f/7v8IAB0AKgAsADEANAA1ACoADQDs/9b/zf/C/7//wP/S/+L/7f/2/wYANACAAOkAXAHLARICLAIKAqoBKAGvAGYAWABzAIUAawD8/zz/OP4P/QD8jvsy/NP9tf8lAQoClwKvAjACZAF1ARwDDAb7COQKgwutCrQIEgbAA9UBiwA+AIIBIgMhA3MAb/25+3D77flc93/27vhF/vUByQSHBjUJngpYCUMHjAQxBdEHnw4RFsAZnBg5ErgNZAfXADH5TPcT/qgFUQn6Aib8TfVe8K3q5+WX59jsHvWR+YP7ePq790P2vPVd+BL6PfwY/88DhQhHCb4HVAUCBRkEjAEH/iz87fxy/jH/sv6Q/dz7nPkg9zL1ZfQS9TH3TPoy/dL++P6X/lP+W/5k/tj+HgD3AYsDNgT7AzIDJQIEAfj/Nf/b/tz+Cf8u/yT/5f6S/jr+AP7t/RT+b/7y/nn/6/81AFUAVQBEAC0AFAAEAAMAEwAiACUACwDr/8v/tf+d/5H/n//D//z/PwBtAHwAcwBXAEMAIgAAAOb/4f/y////+//l/87/uf+y/67/0f8bAJkALAG0ARICMgIfAuMBnQFeATcBRAF5AZgBcAHcANn/jv5A/Tj8kft5+z/83f3I/wwBUAEBAcgAvQDHAFYBPQOYBjoKsQxUDUwMBgo5B78ERAOBAjYCrgIcBBgFjwNA/1D7a/ll+eH34PUP9gD6SwATBKgGoQf/CZ0KDAkBB9IEwQZnCskSqxpBHtMbBBSqDnEHXQDO9yL29/2kBq4KmAMC/Hz0vu4H6PDhXOP96FXy4Pej+mH6o/cq9kD1mPcH+cH6z/33ArwIKgryCPQGyQbsBZcCEP44+3f76PzH/bP9LP0U/P/5K/eM9PDy7PK19Ab4mvsW/gv/Lv8p/wX/qf6l/pj/dgFQA10EggQCBA8DywF2AFL/oP5f/nb+tf7W/r7+eP4q/vH90v3d/Sf+rf5O/+L/SgCEAJMAfwBcADIADQD0//D//P8GAP//4/+2/5D/cP9e/1//ev++/xcAYQCEAIwAfwBsAFQAMgAWAAgADQAYABYAAgDo/8D/o/+J/4H/pf/q/1cA2wBcAa4B1AHKAaABYwEeAf0ABQEyAVoBTwHuACUADv/i/ej8SPwX/Iz8w/1z/8QAPAEDAcIAsAC0AAcBVwLvBP8HYQpHC7AK4Qh7Bj0E3AIgAscB+QEUAw0EYQMNAHP8dPpV+qn50Peo9zH6kv8HAzkFTwbrBxwJswdABhwEOwUYCFwOnBXQGMYXPBGpDPIG8gD3+Ur3fP3GBB0JzQNh/SH3O/LM7Dzn7Oc/7Bn07Ph++237Q/nf9+z2xvjl+Wr7xP0UAvEGcAikB9oFwAUaBY0CsP4k/Db8Z/0x/iL+wP3l/EP74viZ9h31/PRg9hf5Fvw8/iL/V/9V/zb/4P7Q/pL/GgGkApEDyANzA7oCqQGGAJT/8P6r/rH+2/78/u/+vf5//k3+Lf4y/mv+1/5X/8//KQBeAGwAYQBPADkAIgARAAcACwAPAAEA5P++/6v/oP+Z/5b/p//U/w4ATgByAHkAcABnAFsAOgATAPj/7v/x//D/4v/M/7z/pv+S/5L/tP8EAH0ADgGVAfIBEAL9AcUBhAFEASQBNQFpAYkBWQHJAMv/i/5V/WP82/vi+7D8Qf4KAB8BOQHaAKQApgDPAJYBpgPhBh0KBww4DNYKiAjkBdkDvwJBAioC3wI1BIoEOwLU/bf6l/mj+df3dva/94P88wGKBIgGkgfMCU0Jkwd4BYwEbgcVDPUUhhoFHMYWDhDxCs4D5/wR9qT5wAE6CcMH6P9I+Znyou0r5kDkR+cW73r2Bfqo+3X54/cG9j73+/hN+nf8CADqBQIJKgkKBzwGHAY7BGQAifx2+1r8kf3U/Zz9/Pyl+1z5y/bB9OrznPQF9136TP3V/kr/Yv9W/wb/rv7//kYAEQJ0AwYE2AM3A0ICFQHx/yD/tv6l/sD+3f7e/r3+hP5N/i3+Kv5U/qT+DP+A/9z/HQA9AE8AUwBFADEAFwAWABkAHAAMAPX/4//S/8L/rv+v/8b/6/8TADAARQBCADYAKAAaAAkA8//n/+X/7v/o/9f/xP+3/7r/yf/r/yEAdADXADUBeQGUAZABdQFGARcB+QAAARgBLAESAakA7P/x/vj9L/2y/Jb8IP1a/tr/3wANAb4AigCGAJoAEwGfAkYFHgj2CVUKYgmDB1EFewNzAvoB1QFCAlwD7wN5Auz+6vuW+rL6evkN+HL46/vAAFoDMwX/BfQHFAivBvoEoAOdBesIERC1FeEXvxSUDnwKegTt/k/4N/nm/54G5QdwAdH7sfWY8YfrNeg06qDv3fZA+l38JPtn+QX49ff5+cb6lvwB/7gDXgf4B6YGOQVTBSoEZAHK/Rv8i/ys/TP+FP6f/az89frQ+Ov23fUX9sT3hfo2/eL+bv+G/37/UP/8/hb//v9uAbECUwNNA9sCHQImASgAY//2/tL+4P77/gf/+P7Q/qH+ff5v/oT+xv4e/33/2P8WADsASABJADkAIwASAA0AFAAYABMAAgDv/9r/y/+3/7P/x//m/xIAMgBGAEYAMAAdAP3/5v/W/8n/zv/a/8//wf+v/6f/sv/N/wsAUACsAAwBZAGVAZgBgQFdAUMBLAEnATQBPAErAeIAUwBa/0r+cP3q/M38AP3f/R//dABFASkBowBXAJcAHAEKAr0DdwY7CbAKeArXCIoGDAQ5AqYBtgEDAmkCKgNpA+0BH/5j+sj4TfnB+ff4jflo/JwB5wQ/BrIGxQckCUUIkAdbBsIHwgoMEKEWLRkUGNQRCw0UCGkCNfw++M38CgPHB/8Dxf1J+FPzu+5S6AznJelF74D0h/c4+Sn4yPfl9iL4E/k8+SD6iPxyAY4E3gWVBXkG2AcpByIEMwA0/r399/0w/pT+QP+f/wT/Xv0X+8T4Jffe9sv3jPk/+6L8uP2i/ir/8v5u/jv+k/41/+v/kgBAAc8BAQLyAZsBEAF3AOf/mP9g/0v/Rf9E/0X/Qv8v/wr/8P7c/uj+/v4d/0n/ff+u/9X/8P8JABUAGQAgACEAKQAvACwAMQAxACYAEQDy/9//2v/g/+n/6//t//X//P8DAAwAFAAoAEoAagCRAKoAtAC4AK4AngB6AF0AUgBWAGwAfQB1AFAAFQDI/3L/Ev/R/sr+AP9z/wMAmAAMAU0BfwGgAZEBVgFGAbcBpAKrA3wEJwWoBdUFNQXEA/kBTgBf/zv/sv+EAPkA1wBLAJv/UP4x/N75N/mf+ur8df40/w0BoAM8BsYGeAZRBhUHGwgBCH0I4QjICiwNUBD4EsQSShCTC2YILwWtAaD9uPuR/jcCUQRvAZz9FPo199rzUO9W7XHtaPAC8zP1ufYj96v3xvcA+Y35ffn8+Iv5yfvP/VP/HwDkAWgELgY0BsAE4gJ5AY0A3/95/4n/KwDlAFMBPQGKAEH/3v3O/D/8F/zs+/D7aPwq/dr9Lf5Z/n3+qP63/qP+kP6X/sr+Gf+C/+L/MwB6AJsAnwCIAGkAQgAVAPb/4f/W/8n/vv+w/5z/hv9r/0z/Jf8E//D+6/7t/vj+Av8V/zb/V/92/5b/t//f/xUARgBtAJQAtQDaAAABGQEjAScBKwEoARcB8ADBAJMAcwBXAD8AKgAVAAIA8f/W/7r/lv98/4b/pv/u/0QAvwAvAXgBrwG/AbABiAF+AaQB7QEyAmICmgLvAjcDFQOJArABvwAQADH/N/6E/Vz9yP1s/g3/TP8G/w/+//w//KL7BPvX+jL8Hf8PAh4ExQSyBYUHqwicCPoHSQhACdAKlQtTDCkNOA7uD1ER3hINEp4PrgtvCCYGLgMgAFD9TP6rALkCZgEQ/jr7mfhq9mXyUO+D7RTuku/g8Eny4/La81/0wvUP98n3oPcH9733qfjc+Z76hPtT/R0AnALvA1UEFATRA0sDogLVAWEBYgG6AT0CrALjArUCRQLAAWAB9wAyAFv/uf5g/j/+Gv7t/fH9J/5m/o7+mv6U/n7+af5U/kv+T/5j/o7+z/4H/zD/af+b/8H/2//q//z/BAAJABAAFwAgACsAKwAxADQAMgA1ADMALAAtACQAFAAGAAEAAAAAAP//AAAAAAAAAAAAAAAAAAD//wAAAAD//wAAAAD/////AAAAAAAAAAAAAAAA//8AAAEA////////AAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAD//wEA//8BAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAABAP////8AAAAA/////wAAAAAAAP////8BAAAAAAD/////AAAAAP//AAD//wEAAAAAAAAAAAABAAAAAQAAAAAA//8AAP//AQD//wIA9//h/97/3f/Y/9T/3//z/wEACwASABkAEAD1/8v/n/92/07/Lv8i/yv/PP9Y/4D/pf+2/6n/iP9f/y//9v7Q/tz+D/9V/6T/CgCNAPwAJAEFAbIAPACw/zb/9P7r/hH/gP9OAE8BMgLnAo4D7wOOA2YCSwHzAP4AuwBuAD0BTgOTBU0HuQieCu8L3gtwCgoJagiaB+EGJQahBpEHMQmqC+wNYw99DpkNcQy5CjUHFQNtAY8Asv8+/Sn95P+4AgoDjACB/6T+J/07+YD1tPN68qHxl/Dk8SP0pvZX+Ej53fkr+W74kPf79qz1MPTw8yD1DveA+B76S/x5/m7/Mv/i/uz+sv6v/Xz8/ftN/Of8k/1v/nP/UADNAPwA/gDGAFYAzf9U//7+0v7t/lT/0v86AI4A2AAPARsB/ADNAJwAbQBJAD4AVAB5AJwAvADZAOcA2wC9AJAAYgA1AA0A8//t//L//f8LACAAOgBFAEMAOgAsABUA/P/e/8f/uf+0/7f/w//b//X/BwARABEAAgDk/7f/hv9a/zP/F/8W/yn/Sf9t/5D/r/+4/6b/fP9M/x3/9f7p/gn/Sv+X//j/bgDkACYBHAHXAGsA6P9q/xz/Bv8c/3T/LwAsARcCzQJ5AwEE2QPSAp0BHAEnAfgAjAD4ANMCIQX8BmAIMgrYCy4MDAt0CcEI/Ac7B10GdAZgB6QICAtbDVgP/g7vDf4MdguqCDYE4wHbAC0ABf60/O3+5QFrA1QBo//s/r79u/pe9iL0q/Lb8a7wAvE385b1z/fU+LL5ZvmT+M/3HPc59o30wvNv9Ej29/dg+V77qv06/1j/7/7a/tn+Kf7k/AX8Efyp/FL9D/4F//3/pADsAP0A3ACDAP//e/8W/9v+3/4m/57/FAByAL4A+AAQAQYB4QCsAHoAVQBKAFcAeACgAMcA5QDzAO4A1ACuAH4ATQAjAAcA+//9/wkAHwA2AEgAUwBVAEwAOQAgAPv/3v/E/7L/qf+r/7n/zf/i//X/AAAAAPb/2/+v/3//Uv8q/xL/DP8a/zr/Yf+G/6f/tv+n/4L/U/8h//n+6v4C/z3/iP/k/1kA0wAhASIB5AB/APv/d/8b//n+Cf9O/+7/5QDfAaQCTwPtAwcEOQP1ATIBKwEhAbcAwAA0An0EiAbxB5wJhgtbDLULDAocCWwIqQfQBmMGMAcfCDQKkQzbDnoPWA6RDS0MJwrsBZQCSwGPACf/zfzR/bMAMgNiAv//Ov8//kf88fe/9CjzDvIg8W7wKPJ69OT2Yvg7+Zn5xPgD+Df3jPYo9cPz1/NK9UL3tPhn+qz8r/5x/xn/zv7a/oj+bv1B/OT7VfwN/c79s/63/4kA+QAcAQ0BygBNAMH/S//8/uL+Ef+C/wQAbgC/AAcBOQE8ARUB3QCrAHsAWQBTAGsAkgC6ANsA8QD0AOUAxACaAGoANgAKAO//4f/i/+//BAAgADIAPAA5ADUALwAcAAEA4f/Q/83/x//D/87/6P8AAA8AGAAfABgA/f/R/6H/cf9D/yL/Ef8W/yn/R/9u/5f/rP+j/4H/Uv8d/+P+vP6//u3+Mv+C/+n/aQDfABYB/wCvADoAr/8x/+3+4v4J/3H/NQA2ASMC3AKGAwEExwO1AokBEwEgAfAAlgAZAf4CSQUXB4QIWwr2CzQMDAt+CcwIBQhIB3kGkwaBB8QIMQuADXAPDw8BDhUNegugCCoE3wHfAC0AAP66/Pf+5wFfAzwBpf/n/rL9mvpC9g30kfLC8Y3w/PAv85P1xffC+KT5TfmC+LH3AvcW9mn0rPNa9Dr25fdf+WT7q/00/1D/7v7a/tL+Gv7Y/AP8FPyp/Fj9IP4f/xgAvAAEARgB9wCaABMAlf84//z+/f5K/83/RQCfAOgAKQFKAToBBwHPAJ8AdgBbAF0AewCiAMQA3ADpAOUAzwCpAHoASgAaAPb/5f/l/+n/8v8DAB0AMwA3ADEAKgAkABMA9f/Z/8//zP/G/8T/z//r/wMADwAYABkADgDu/8D/jf9d/zD/Ef8K/xb/M/9U/3v/nv+q/5j/c/8//wn/1P66/tD+C/9W/6//IACgAP4ADwHZAHYA+f9z/w7/5v7z/jX/0f/HAMMBjQJAA+EDAQQ2A/cBNwExASMBugDKAEICmASgBhgIugmgC1wMowsECg4JbAiPB8oGcwZXB18IgArqDAgPcA8vDmcN9wuzCVsFRgIjAW8A1P65/C/+HgFQA+sBz/8N/wb+ofsm93b02PL98dDwoPCU8uX0SPdt+HD5WPmV+MD3C/dT9rL0r/MF9Mf1gffm+Mb6G/3q/j3/2P63/sz+Q/4N/RP8//uE/Cf94P3S/s//hQDeAPYA4gCWABkAmP8z//L+5P4b/4r/AABhALAA6wAOAQoB4wC0AIgAYwBQAFcAcACSALgA2QDrAOsA1gCvAIQAUwArABAAAAD8/wUAFwAvAEgAWQBcAE8ANwAeAP7/2/+//6r/ov+o/7j/yP/j//f/AgD+/+j/x/+b/23/Qf8i/xD/Ff8s/1P/dv+U/6T/nv+F/1f/J//2/uP+9f4s/3T/x/85ALIACwEcAegAiQANAIT/Gv/w/gP/QP/N/70AygGeAkkD6AMoBIUDQAJPASgBLwHUALQA5QE0BFwG/Ad/CYALigwlDIsKVQm3CNwHHQd6BisHHwgGCokMyg7RD7QO3g2WDJgKsAbSAoUBiwB0/9X8nf1KADgDmgL1/3T/BP50/Cv2HvQk8wbyXfHo7ynyqvM29n/2cfcm+Gj5Efz4/Jz8Kvnu9u/2wfkW/qoAtgErAq0AVf4y/Uz99/2I/VT8Z/uF++z7Ovsk+VL39PZB+PL6+Px3/bf9JP1c/HH8//2RAMYC6wMKBOwDwwMcBI4E2QT5BCYFVAU3BdQEUQSyAyoDygJgAhoC1AF9AR4BwgBnABcA1/+1/6//sf+r/53/lv+f/7f/2f/x/wQAEQAjAD8AZgCEAH4AYABCAEEALgD4/6D/VP/1/nv+Cv6T/Rz9l/zV+yf76frk+uH6ofo0+qX5Qflu+ZP6bfwz/sb+Cv4z/Zv92f/3AmoFQAY4BjAGrQb5BtoGbAdsCDUITQdUB+wIDAqpBQH9X/d0+8oE7wiwBC39H/i99B70bvi8ApcKfAmCAPX5Af29BSAOgw4MDPkK2xK2G/kcsxKdBjIHuQ6AF7EarB/bG0oJae0/45v4hBWTHHYEZ+ug32/iruVb7Fj3N/wG9HvjFt9P5mXylPVP8mzv9/P0/c0DuAB19iHzZ/pbBnMM+Qs/CNQC6fsR+Iz9IwklD+AHQvve9Pf2I/zm/vb9HvzM+Uf3Hfbl9mj4g/nO+Q76mPqM+3j8dfxZ/Ej9zv9yAoQDugLcAQkCQwPkBOcF7AVfBYAE7QMdBGIEagQjBHcDpAL6AZoBkgFxAUsB/QCcAEMA2f+y/y0AywDHAAgAOv8r/6P/KgAfAK//Lv/B/gv+aP18/eL9Gv7K/Rn9Q/yN+2v7Ifw5/RT+EP4w/T/8cvxI/jgBYQM/A2YBPwCLAXIEHAcHCFsHGgZHBSkFwAUFBrIFkQQ3A8UCAAM8AjL+E/dD85/4MAJkBPj5Xe0n6WzvLPhh/X4A6wCK+inv3O1D/GEQsBbgDSwETAUFEaUYfRlfFKoWEyEWKo8nphjYEAwRfRd4GWcglCh9Hl3+Ct/V6XUNXSL1C8vnL9iO3Nvlv+ai7LHuuOn72sXT/due5Sfq2OTe5Jrr5vaM+a7vvOYl7YwDChMHEJ0Bp/rU/3gIAg8kFPMWtxGRBhkBOwc0EUcTOgyVBIMCMAR/BNYBLP+D/h3/D//e/G75//bR9n74ZfpA+xr6f/Y89Sz3Rfpy/BL8gPoX+jL7wvxw/mX/uP/O//j/TgAKAdwBogIGA+wChQI2AjICagKvAtACdwKDAW4AuP/U/z0AKgBJ/w/+O/0a/VX9nv2Z/UT9/fwJ/WH94f2E/oL/YgAVAZ4B6wFsAu4CJQSHBrIIBQmSB4oFhgX7B9gKAQwFC7UHpgNyATID/gYTCAkER/1O+Sb6DvyD+kr2f/OX9Sn4HPVU7Dvnluu99Kj47PZQ81/vSOod63D4jwpdFO8Gn/CT8FEHYB3xIJMVzRB1E3sbUR1YG5EePSRbLJYmLx5UGGcWAxRqDzofhi4+JF72ydRD7e0aGSko//vWJ9Nb5YvxR+s06t7mseAP1wnUj90h4z7mleJU5hrs5un24oHcuepiA84P/v+O6ALpwQC9FR4VEQoOBW0HVQpFDYwSvxa7FBIPBwypDYkPrw4BDUQNLQ42DIAGRQEWAYAF7AgGBtj+yvmE+Un87f7J/hH81/iZ9vX23PjQ+Uj6Dfop+VT4Q/hk+QP7IPw4/Mb7iPv4+9/84v1+/p/+hv5+/sn+QP+d/9D/4v/2/w8AIAA3AIMA/ABkAY0BdwF1AdgBpgKfA1sEeQQZBNoDXwS5BSsHtQdSB2YGngWUBTkGOQfPB3QHzwUaA3MAtv/vAQIFYgRJ/vj2rfR7+A/9y/yH96nxCO+o79/wnvGG8kXzgPGx7Qrsvu7o8Qjzxva7/hMBi/Uz6eby/A7/H14Sm/r19w4LEB9SIQgd1hj2GNca2RkBHvIhjigLJkIevBtzGS0VaQizEKUpNC9mCa3Wqd5iEKQu4wyK2aXQ5+WW+LrvL+dp5S/j990t1wLcfODG5Mbl/OWO6ObkO+B83eLqqADTB276guUB5lH+NRRoEgoD/vzVA/ALGQ4OD+MRuBKUD0cMWAw3DlwPxw8kEAwPGQvoBYgD/AVACsIKlAWX/pX7sP26AAUBqv7l+/T5EPkp+RP69Pr2+hf6FfmG+PH4/PnE+kr7c/tb+zj7XvsU/BH91v0G/sz9yf1I/vT+fv/Q//L/HABHAK4AYAENAm0CPgIgAqoCpwO1BDcFEgXNBNcERAUWBu8GdAduB6EGawXJBEIFSQbJBiAGaAQtAUD+Xv5CAZwDaAEX+3D1z/Ry+H779Pkh9UzxVvBS8A/wKPHg86j0fvFb7kXv7/E58l70Mf3xBML+Pu9h7bEC7xmBGrMGP/umA+QV7h82HlAbfxjCGsUZmhpBHqMjoSepH28bxRncFxgNHgjtHLUtIB3H6nDX8PqhJFoeA+xh0kDeZvXg9XHpreYN5WXi29nx2ifhA+Wh5s/kUuer5criFuBy5nv3PgNh/djpwOO+9W8NXhJpBPL6ff9qCD0OzA0aDk8QpA81DLkKIQ2fDwMQTA+GDgYMCAhOBb0GRQpXC28HOwGh/an+wQG7AmUA8fzL+mr6w/oH+xL75vpi+o35v/hx+BP5P/oR+/z6X/oL+nP6Vvtq/B79Wf1Q/XH9If4T/8r//P8vANkA0QGRAscCqgLiAroDzQSbBdwFpQVOBUEFzgXHBocHcgeFBmEFqQSOBNoEVAVzBVYEqgFj/vX8hf4xASYBpfya9vvzOfaZ+bn5TPYU87vxWPBm7zHxu/SK9W/ydPAY8jbzpvEC9Gj+FQcDAfLxkO9YAusWVhkzCuj/DgUHE4YdnR3DG+0YqhpIGn8Zixw7IcElNR/yGvcZyBclDh8GBRheKlog5/Im2Yz1qR23Hx3zSNZ63fbzHPhj6z3nf+Uk5GbcR9xE4q3l9ebB5Bzn4eWG4/7haucj9ZH+sPt57Mjl5vLTCK8QNgU9+cL7Swd1DXQM/gsgDjgOHgvECYEMtA/mD5gOOQ1YCxoJEwfdB34KKguuB1wCav9HALQCgANyARX+lvvk+oH7QPxZ/If7LPr7+Kj4Kfn0+W36bvok+u/5F/qx+oX7PvzR/Ej9r/37/WP+LP8/ADYB0AEsAoAC9wKEA0kEBgW0BTUGQwb1BawF6AWeBkYHVQeaBksFDgR3A9EDtgTWBCgD2v/b/Dn8If4bAO3+V/qo9Zr0uvZZ+Fb3WPUG9H7yHPCY76HyBvaE9fbyGPMX9enztfG59v0CaAgN/s3x5/XtCGsXNRWxCHkDQwlQFT4cDBxQGlIZeRvkGEcYOhu6IW8jxhtDGV8YQBVICXEI7RxEKIUT/Ods4KwCzSElE6DnENgo5mj5XPVD6gPoROcZ5MXcEuD/5ebon+cz5Wnn4uXg5BjlnuyW9xf8TvZ26tzpgvhVCuoMTgC69vz7dwhADtkLqgnWCmQLrAmNCdwMuQ/MDg8MkQr+CdMI7wcMCbUKvgmMBVABYACAAnUEtANeAAP9qftg/In9m/2F/AP76PmE+cT5X/rT+tf6g/oz+lf66vqa+zT8w/xx/eP9EP5C/gn/WABoAeIB9wFQAuMChAMTBLIEaQXOBa4FPgX7BDgF0AVNBkQGdwUZBJwCBgKoAswDzwNmAYj9G/sH/Mb+if9q/Mv3jfWH9u33i/eM9mn2wfUw8+/wVPL79XP3T/Zt9q/3CfZZ8hj18gA3CtAEw/ZT81MBaBJ7FroMggTSBQkPMhejGCUYrhbPGDUXQRRlFb8aPSBIG/oWYhWLE7YKCARmEwwkxBvo9MzekPbbGfsbi/Xc28Ti0vYd++vvweso6hXo7OE/4n7pIOxh68rnD+l56T/oc+h77Gj2+fvJ+Pvtyukm9eUGwgwbApf2xPc1BBgN7Au/BygHaQgXCCYI6grODSwNLwptCIwIgAjaB0EIfwnjCGgFogHbAA0D8wQDBLQArf3H/Kb9qv6e/nX99vvt+qv6Fvum++L7t/tl+zf7T/ux+1b8FP3L/Sb+Kf4z/rD+s//RAJ4B1QHUAfoBggJFA/4DgwSyBJgESAQGBA0EdQQLBRUFRwTNAnAB/AC/AbkCbAIbANL8DvsF/EH+lP7U+zf40vaU9yP4w/fn9334afct9MryTfVK+Nj47/hL+sP5R/V286D7Ogh3Csz+VvQF+moKtBRsEOoGXwSwCfkRiRS3FBMU1RUxFusRpBBME5EaQxo8FZQTuBEODE8Bwwj8HHwhRAXz4WDpIA0ZIVEH7+OI33HxEP9P93DvVO3566vn7OR06+jvru9Y6xnqWuwg7Fjsh+2U9Pv6qvp/8qPrIPLhAWcLTARh93b1OABjCu4KfAbNBJsFvgURBvMIFgyuC1kIMQa0BrkH3QfIB4kHAQdNBdsC1gHpAnQEKQShAbr+kf1Z/p//t/9+/tf80Pu6+z383vwj/dj8Qfze+w784PzS/V/+aP5P/nv+Ff/v/88AdwGvAZoBmQESAvgC4wMhBLQDEQPLAhgDtwNXBCgE8AIzAREAZADAAV8C1ADB/Xj7xPub/UP+kvwr+hH5+vhd+KT3p/i6+nb69fZK9K/1Cfm5+l/7evzX+1v3ZPQZ+6MHmQuQASf2LfnbB4USyQ/oBukDCAi+DnEQ7hDcEcQTzhONDt8M1w/UFsoWNhLLEJAOgAhs/8cInxveHK7/a+K97qAQ5R1wAZrjLuTz9usAGPj38ZvvWO4C6sjpyfCc89/x3Owx7Vfv/O+p76jwCvfL+8j60PMH7/T0rwLNCSYCWPa59REBqArMCRcEzQEtA5sE3wVtCFwK0wgtBcQDggV7B3gHigbcBfgETwMAAk4CqAMeBLECPACs/sz+wf9JAM//p/6q/ST9G/2q/Uv+ef7x/ZD9ov0C/oz+/P5B/17/oP8PAH4ArQC5AP4AlgE3AoICPwKxAXoBuwFPAt0CwgK7AVgAcf/H//AAawE8APj9Q/wx/EH9zf0h/e77/vr0+ZH4Pvh9+hT9d/xC+MH1s/c/+t77wf1P/8X8s/au9f3+TAr4CUX+q/aY/X4KFxD6CvsEDAWFCYANYw3qDT8PVxLzEJ4Lzgl4DUQUIxPGDwgOpAtKBNX9igqDGwEYmfh84qz02xSWGqP7oeOs6GT74gHf+H7zdfEI8Bvs6O3g9MD2iPMk7v/utfFW8zHz6PNm+JT7C/oz8/nwTfmNBRQIw/1/9DX42wMpCgkH1QGeAPABJwNiBZUIKgnFBSEChgKrBW4HYQbpBB8EggPGAi0CngKeA7ADJwL9/+7+mP/4AIIBoAD9/u39+/3i/sn/9P9X/47+Qf6m/mn/8f8pACAA/v/e/9j/GgC6AG4BsQEuAUYAyv8wAC0B7QGHAR0Ao/44/iH/WQB5AOv+6fwD/In8TP1Z/eH8i/zc+zr6uPi3+c78ff5J/Mb46ffr+Sj8IP5RAEYAj/ui9vf5AwXTC98FC/uT+W8DtQwcDT8HywSsBlMKPwvxCogMJg8BEZEM9Ac3CB8OCBJ+D1ANJQsZBz7/8wA7EesZUQqR7I/pmgNIGVQNnO+N5hfzUQHp/qj3ifS88iLwV+7N83n4evd68lvv1fEp9Lr1E/V+9oj5+/r59/Py3vRJ/jcGqQJZ+OX02vxZBgkIvwLR/mL/rAGSA8oFTwfoBX8C/AA1A1MG6QYeBXkD+QIIAwgDTQPXA/ID5wJKAVMAywAAAoUCuwFRAFn/Zv8eANEA8wBYAHj/BP9J/wAAkACbADkAtv9a/4T/LwDKANcARgB///r+Kf/m/5AAZwBA/9/9aP0k/i//TP88/sz8D/wq/Iz82Pwl/Uz9Y/xX+gH5nvoP/nn/7fy5+UH5Y/ux/b//bAGhAO77jfgW/dwGzwomBLb7z/ywBckLZgo/BsYFjweyCREJswmTC4IO1w4oCqIGPwdCDd8Pkw0mC3kIjASP/q8DdxH1FGYDH+yN8B4I+RXkBaLumeu795cBnv2X+Az2mvMV8TTxTfcn+rz30fLW8PnzDfaD95X2ovev+WH6sfd39Mr39v9eBPX+BfcS91n/+gURBUsAKv4i/yUBUwOcBQEGhQOJAL8A3ANQBt8FxQNoAmEC/AJ7A9QD3ANYAzkCOwEoAQQC0wKmAngBUQAEAIYANwF7AQ4BRgCi/5T/BgCUAMgAcADN/0n/RP+4/0oAcAD+/zP/l/6X/iv/z//M/+n+sP0h/Z/9iP7D/hb+C/1d/DH8XPzG/IP96v0D/e76uPlp+7n+EgDB/f76gfpW/Kv+1AATAqkAevyV+mv/RAcYCcQCGv2E/6oGUgoHCLAFPgYNCH8ISgeACJoKyQ1nDAgIFgW+BpIMeg2EC6UIWQapAtj+JQZsEJsPIv3k7cT3ZAs3Ecj+Se8Z8WD7CQHS/Lv57fY89LjyqPRB+rj6rfd+8wbzFPYL+B/51/df+Mn5N/r892z2WfquAPQBNvwB97r5FQHPBGgClv61/Sj/QgFWA9sEEwRnAbD/QwFaBMEFcwRlApABIgIdA78DwAM6A2QCowFsAd8BmQLFAhICAwFrAJMAKQGTAXABzAAaAL3/8f9uAM0ArAAgAPz/AQD+/wIA//8BAAAAAAD//wEAAAAAAAAAAQD//wAAAAAAAAAAAAAAAP////8AAAAAAAABAAAAAAAAAAAAAAABAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAQAAAP//AQAAAP//AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAP//AAAAAP//AAABAAAAAAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAQAAAAAA//8AAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAP//AAAAAP//AAD//wAAAAAAAAAAAQAAAAEAAAD//wAAAAAAAAAAAAABAAAA//8AAAAAAAD//wAAAAAAAAAA//8BAAAAAAABAAAAAAAAAAAA//8AAAEA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAABAAAAAQAAAAEAAAABAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAAABAP//AAAAAAAAAAD//wAAAQAAAAAAAAD/////AAAAAAEAAQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAQABAAAAAAAAAP//AAAAAAAAAAD//wAAAAAAAAAAAQAAAAAAAAAAAAEAAAD//wAAAAAAAAAAAQAAAAEAAAAAAAEAAAAAAAAAAQAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAEAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAD//wAAAAD//wAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAQAAAP////8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP////8AAAAAAAAAAAEAAAAAAAAAAQAAAAEAAAD//wEAAAAAAP//AQABAAAA/////wEAAQAAAP///////wAAAAAAAAAAAAD//wAAAAAAAAAAAQABAAEAAAD//wAAAAAAAAAA//8AAAEAAQAAAAAAAAAAAAAAAAAAAAAA/////wAAAAAAAAAAAAAAAAAAAAAAAAAA/////wAAAAABAAEAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP////8AAAAAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAAAAAD//wAAAAABAAAAAAD//wAAAAAAAAAAAAAAAP//AQAAAAAA/////wEAAAAAAAAAAAAAAP//AAAAAAAAAAAAAP//AQABAAAAAAAAAAAAAAAAAAEAAAAAAAAA//8AAAAA//8AAAAAAAD//wAAAAD//wAAAAAAAP//AAABAAAA//8AAAAAAAABAAAAAAAAAAAAAAD/////AAAAAAAAAAABAAAAAAAAAAEA//8BAP//AAAAAAAAAAD/////AAAAAAAAAAABAAAAAAAAAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAA//8BAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAQD//wAAAAAAAP////8AAAAAAAAAAAEAAAAAAAEAAAAAAAAAAAD//wAAAAD//wAAAQAAAP//AAAAAAAAAAAAAP//AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8BAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAQABAAAA//8AAAAAAAAAAAAAAAAAAP//AAABAAAAAAAAAAAAAAAAAP//AQABAAAAAAABAAAAAAABAAAAAAD//wAAAAAAAAAAAAABAAAAAAAAAP//AQAAAAAAAAAAAP//AAAAAAAAAQAAAAAA//8AAAEAAAD/////AAD//wAAAAD//wAAAAAAAAEAAAABAP///////wAAAAAAAAEAAAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAP//AAAAAAEAAAAAAAEAAAAAAP//AAAAAAAAAAAAAAAAAAABAAAAAAD/////AAAAAAAAAAAAAP////8AAAEAAAAAAAAAAQAAAAAA//8AAAEAAAAAAAAAAQAAAAEAAAAAAAAAAAABAAAAAAABAAAAAAAAAAAAAAD//wAA//8AAAAAAAAAAAEAAAD//wAAAAD//wAAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAAAAAAAAAAAAABAAAAAAAAAAAAAAABAP//AAD//wAAAAD//wAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAD/////AAAAAAAAAQD/////AAAAAP//AAAAAAEAAAABAAAAAQABAAAAAQAAAAAAAAAAAAAAAAABAAEAAAAAAAAAAAABAAAAAAAAAAAAAQAAAP//AAAAAAEAAAAAAAEAAAAAAAAAAQABAAAAAAABAAAAAAAAAAAAAAABAP//AAAAAAAAAQAAAP//AAAAAP//AAABAAAAAAAAAAEAAAAAAAAAAAD//wEA//8AAAAAAAAAAAAA//8AAAAAAAABAAAAAAAAAAAAAQAAAP//AAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAQABAAAAAAAAAAEAAQAAAAAA//8AAAAA//8AAP//AAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAQAAAP////8AAAAAAQAAAAAAAAAAAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAAEA//8BAAAAAAAAAAAAAQAAAAAAAQAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAA/////wAAAAAAAAAAAAD//wAA//8AAAAAAQD//wAAAAAAAAAAAAABAP//AAAAAAAAAQAAAAAAAAAAAAAAAQD//wEAAAAAAAAAAAAAAAAAAAAAAAEA//8AAP//AQAAAAAAAQAAAP//AAAAAAAAAAAAAAAAAAD//wAAAQABAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAP//AQABAAAAAAAAAAEAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAD//wAA//8AAAAAAAAAAAAAAAABAAEA/////wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wEAAAAAAP//AAABAAEAAAABAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAP//AQD//wAAAAAAAAEA/////wAAAAD/////AAAAAP//AAD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAP////8AAAAAAAAAAP//AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAABAAAA//8AAAAA//8AAAAAAQAAAAAAAAAAAAAAAAD//wEAAQAAAAAAAAAAAAEAAAD//wAA//8AAAAA//8AAP//AQD/////AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP////8AAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAD//wAA//8AAAEAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAA//8AAAAAAAAAAAEAAAD//wAAAAAAAAEAAAD//wAAAAAAAAAAAAAAAAAAAQABAP//AQAAAAAAAAAAAP//AQD//wEAAAAAAP///////wAAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAP//AAAAAAAAAAAAAAAA//8AAAAAAAD//wEAAAD//wAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAQAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAEAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAP//AAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAP//AAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAAAAAAAAAAAAAAEA//8AAAAAAAAAAAEAAAAAAAAAAAAAAAAA//8AAAAAAQAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAQAAAP///////wAAAAAAAAEA//8AAAAAAAAAAAAA/////wAA//8AAAEAAAAAAAAAAQD//wAAAAAAAAAAAAAAAP//AAABAAAAAAAAAAAAAAD//wEAAAD//wAAAAAAAAEA/////wAAAAABAAAA//8AAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAD//wAAAAAAAP//AAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAP//AAABAAAA//8AAAAAAAD//wEAAAAAAAAA//8AAAAAAAABAP//AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAP//AQD//wAAAAAAAAAAAAD//wAAAAAAAP//AQD//wAAAQABAAAAAAAAAAAAAAAAAP////8AAAAAAAD/////AAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAD//wAAAAABAAAAAAD//////////wEAAQAAAAAAAAABAAAAAAAAAAAAAQD//wAAAAAAAAAAAQAAAAAAAAAAAAEAAQD//wAAAAABAAAAAAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAQD//wAAAAD//wAAAAAAAAAA//8AAAAA//8AAAEAAAAAAAEAAAAAAAAAAQABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQABAAAA//8AAAEA//8AAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAQAAAP//AAAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAD//wAA//8AAAAAAAD//wAAAAD//wAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAQAAAAEA//8AAAAA//8BAAAA//8AAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAP//AAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAEA//8BAAAAAAAAAAAAAQD//wAAAAAAAAAAAAABAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/////wAAAAD//wEAAAAAAAEAAQAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAP//AAAAAAAAAQAAAAAAAAAAAAEA//8BAAAAAAAAAP//AAAAAAAAAAD//wAAAAD//wAAAAABAAAAAAABAAAAAAAAAAAAAAD//wAA/////wAAAAABAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAABAAAA//8AAAAA//8AAAAAAAAAAAAAAAD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAA//8AAAAAAAD//wAAAAAAAAAAAAAAAAAAAAABAAAAAAD//wEAAAAAAAEAAQD//wAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAD//wAA//8AAAAAAQD//wAAAAD/////AAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAP//AAAAAP//AAABAAEAAAAAAP//AAAAAAEAAQAAAP//AAABAAAA//8BAP////8AAP//AAAAAAAAAQAAAAAAAAD//////////wAAAAAAAAAAAQAAAAAAAAD//wEAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAA//8AAAEA//8AAAAAAAAAAAAAAAAAAAAAAQAAAAAA//8BAAAAAAABAAAA//8AAAEAAAAAAAEA//8BAAAA//8AAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAP//AAD//wAAAAAAAAAAAAAAAAAAAAAAAP//AAABAAAA//8AAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AQAAAAAAAAAAAAEA//8AAAAA////////AAAAAAAAAQAAAAAAAAD//wAAAQAAAAAAAAD//wEAAAAAAAAAAAD//wAA//8BAAEAAQAAAAAA//8AAAAAAAAAAAAA//8AAP//AAAAAAAAAAD//wEAAQD//wAAAAD//wAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEA//8AAAAAAAAAAAAAAAAAAAAA////////AQD//wAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAD//wEAAAAAAAAAAAAAAAAAAAAAAAAAAQABAAAAAAABAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAA//8AAAAA//////////8AAAAAAAD//wAAAQAAAP//AAAAAAAAAAABAAAAAAAAAAAA//8AAAEAAAAAAAAAAAAAAAAAAAD//wAAAAAAAP//AAAAAAAAAAAAAAAAAQABAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAAAAAAA//8BAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAQAAAP//AAAAAP//AAAAAAAAAAABAAAAAAAAAAAA/////wAAAAAAAAAAAAAAAAAAAAD//wAA//8AAP//AAAAAP////8AAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAP//AAD//wAAAQD//wAA//8AAAAAAAABAP//AAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAQABAAEA//8AAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAQD//wAAAQD//wAAAAAAAAAAAAAAAAAAAQD//wAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAA//8AAAAAAAAAAAEAAQAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAQAAAAAAAAAAAAEAAAAAAAAAAQABAP////8BAAAAAAAAAAAAAQABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQABAAAAAAABAAAAAAABAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA/////wEAAAAAAAAAAQD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAA//8AAAAAAQAAAAAAAQABAP//AQAAAAAAAQAAAAAA//8AAAAAAAAAAAAAAAD//wAAAAD//wAA//8AAAAAAAAAAAAAAAABAAEA//8AAP//AAAAAAEAAQAAAAAAAAAAAAEA/////wEAAQABAAAAAAABAAAAAAAAAAAAAAAAAP//AAD//wAAAAD//wAAAAAAAP//AAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAEA/////wAAAQD//wAA//8AAAEAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAP//AQAAAAEA//8AAP//AAAAAP//AAAAAAAAAQAAAAAA//8AAAAAAAAAAP//AAABAAAAAAAAAAAAAAAAAAAA//8AAAAAAAD//wAAAAAAAAAAAAD//wAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAAAAAAAAAP//AAAAAAAAAQAAAAAAAAD//wAAAQAAAAAA//8AAAAAAAD//wAA/////wEAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAEAAAAAAAAAAQAAAAEAAAABAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAABAAAAAQAAAAAAAAABAAAAAAD/////AAAAAP//AAAAAAEAAAAAAP//AAAAAAAAAAAAAAAAAAAAAP//AQAAAAEAAAD//wAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAD//wEAAAABAAEAAAAAAP//AQAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAAA//8AAP//AAABAAAAAAAAAAAAAAABAAAAAAAAAAAA//8AAAAAAAAAAAAA//8BAP//AAAAAAAAAQAAAAAA//8AAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAD//wAAAAAAAAAAAAAAAAEA//8BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAABAAAAAAAAAAAAAAAAAAEAAAAAAAAA//8AAP//AAAAAP//AAD//wAAAAAAAAAAAAAAAAEA//8AAAAAAQAAAAAAAAAAAAAA//8AAAAAAAABAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAD//wAA//8AAP//AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAA//8AAAAAAQD//wAA//8AAAAAAAAAAP//AAAAAAAA/////wAA//8AAAAAAAAAAAAAAAABAAAAAQABAAAAAAABAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8BAP//AAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAEAAAAAAAAAAAAAAP//AAAAAAAA//8AAAAAAAABAAEAAAAAAAAA//8AAAEA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAAD//wAAAAAAAAEAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAQAAAAAA//8AAAAAAAAAAP//AAAAAAAAAAAAAAAAAQAAAAAAAAAAAP//AAAAAAAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAEAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAD//wEAAAAAAAAA//8BAAAAAAD//wAAAQD//wAAAQAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAQAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAEAAAAAAAAA//8AAAAAAAAAAAAAAAD//wAAAAAAAAEAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAD//wAA//8AAAAAAAAAAAAAAAAAAAAAAAABAAAAAQABAAAAAAAAAAEAAAAAAAAAAAABAAAAAAAAAP//AAAAAAAAAAABAAEAAAAAAAAAAAAAAAEAAQAAAAAAAAAAAAAAAAAAAP//AAABAAAAAAAAAAAA//8AAAAA//8AAP//AAD//wAAAAAAAAAAAQAAAAAAAQAAAAAAAAD//wAA//8AAAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAAAAAAAAEAAAABAP//AAAAAAAA//8AAAAA//8AAAAAAAAAAAAA//8AAAAA//8AAAAA//8BAP//AAAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAAAAAAAAAQD//wAAAAAAAAAAAAAAAP//AAD//wEAAAAAAAAAAAAAAAAAAQABAAAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAA/////wAAAAAAAP//AAABAAAAAAAAAAAAAAABAAAAAAD/////AQD//wAAAQAAAAAAAAAAAAAAAAABAAAAAQAAAAEAAAAAAAAAAQAAAP//AAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAAAAAAAAAAAAAP//AAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP//AAD//wAAAAD//wAAAAAAAP//AQD//wAAAAABAAAAAAAAAAAAAAAAAAEAAAABAAAAAAD//wAAAAAAAAEAAAD//wAA//8AAAAA/////wAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAQABAAAAAAAAAAAAAAAAAAAAAAD/////AAD//wAAAAD//wAAAAAAAAAAAAD///////8AAP///////wAA//8AAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAA//8AAAAAAAAAAAAAAAABAAAAAAAAAP//AQABAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAQD//wAAAAAAAAAAAAABAAEAAAAAAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAP//AAAAAAEAAAAAAAAAAAD//wEA//8AAAAAAAAAAAAAAAABAAEA//8AAAAAAAAAAAAAAAD//wAAAQAAAAAAAAABAAAA/////wAAAAAAAAAAAAAAAAAAAQAAAAEA//8AAAAAAAAAAP//AQAAAP//AAD//wAAAAAAAAAAAAABAAAAAAABAAAAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAQD//wAAAQAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/////AQAAAAEAAAAAAAAA//8AAAAAAAABAAAA//8AAAAA//8AAAAAAAAAAAAA//8AAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAEAAQAAAAAAAAAAAAAAAQAAAP//AAD//wAAAAD//wAA/////wAAAQAAAAEAAAAAAAAA//8AAAAA//8BAAAAAAABAAAAAAAAAAAA//8AAAAAAAAAAAAA//8AAAEAAAAAAAAA/////wEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAA//8AAAEA//8AAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAABAAAAAAAAAAAAAAD//wAAAAABAAAA//8AAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAEAAAABAAAAAAD//wAAAAAAAAEAAAAAAAAAAAAAAAAAAQABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAP//AAABAAAAAAAAAAAA//8BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAQAAAAAAAAAAAAAAAQD//wEA//8BAAAAAAAAAAAAAAAAAAEAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAD//wAAAAD//wAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAA//8AAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAEA//8AAAAAAAAAAAAAAQD/////AAABAAAAAAAAAAAAAAAAAP////8BAAAAAAAAAAAAAQAAAAEAAQD//wAAAAD//wAA/////wAAAAABAAAAAAAAAAAAAAAAAAEAAAABAAAAAAD/////////////AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAA//8AAAAA//8AAAEAAAAAAAAAAAAAAP////8AAAAAAAABAAAAAAAAAAEAAAABAAAAAAAAAAEAAAAAAAAAAQABAAAAAQAAAP//AAD//wAAAAAAAAEAAAD//wAA//8AAAEAAAAAAAAAAQABAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AAD//wAAAAAAAAEA/////wEA//8AAAEAAAAAAAAAAAAAAAEAAAAAAAEAAAABAAAAAAAAAAAA//8AAAAAAQAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAABAAAAAAD//wAAAAAAAAAA//8AAAAAAAAAAAEAAAAAAAEAAAAAAP//AAAAAAAAAAABAAAAAAD//wAA//8BAAAAAAD//wAAAAABAAAAAQAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAABAAAAAQAAAAAAAAABAAAAAAAAAAAA/////wAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAABAAAAAQABAP//AAAAAAAAAAAAAAAAAAAAAP///////wEAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAP//AQAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAEAAAABAAAAAAABAAAAAAAAAAAAAAABAP//AAAAAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAAAAAEAAAAAAAAAAAAAAAAAAQAAAP////8AAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAAA//8AAAEAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8BAAAAAAAAAAAA//8AAAEAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAD//wEAAAAAAAAA//8AAAAAAAD//wAAAAAAAAAAAAABAAAA//8AAAAA//8AAAAAAQAAAAAAAAAAAAAA//8BAAAAAAAAAAAAAAABAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAQD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAA//8AAAEAAAAAAAAAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAAAAAAAAAAAAAAAAAAA/////wAA//8AAAEAAQAAAAAA//8AAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAD//wAAAAAAAAAAAAAAAP//AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAAAAAP//AAAAAAAA//8AAP//AAABAAEAAAAAAAAAAAAAAP//AQAAAAAAAAAAAAAAAQD//wEAAQAAAAAA//8AAAAAAAAAAAAA/////wAAAAAAAAEAAAAAAP//AQAAAAAAAQAAAAAAAAAAAAAA/////wAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAAAAAQAAAAAAAQABAAAAAAAAAP//AQD//wAAAQAAAAAAAAAAAP//AAD//wAAAAAAAAAAAAAAAAEAAAAAAP//AAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAP//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAA/////wAAAAAAAAAAAAD//wAAAAAAAP////8AAAEAAQAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAAAAAAA//8AAAAAAAD//wEAAAAAAAEAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AAAAAAAAAAAAAAAAAAAAAAAA//8AAAAAAAAAAP//AAAAAAAAAAABAP//AAAAAAAA//8AAAAAAAAAAAAAAAABAAAA//8AAAAAAAABAAEAAAD//wAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAD//wAA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAAAAABAAAAAAABAAAAAAABAAAAAAAAAAEAAAD//wAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAP////8BAAEAAAAAAAEA//8BAAAAAAD//wEAAQD//wEAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAP//AAAAAAAAAAD//wEAAAABAAAAAQAAAAAA//8AAAAAAAAAAAAAAAABAAAAAQAAAP//AAD//wAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAAA/////wAAAAAAAAAA//8AAAAAAAAAAAEAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAQAAAP//AQAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAP//AQABAAEAAAD//wAAAAAAAAEAAAAAAAEAAAAAAAEA//8AAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAAAAAAAAAEAAAAAAAAAAAD//wAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD//wAAAAAAAAEAAQAAAAAAAAAAAAAAAAAAAAAA//8AAAEAAQAAAAEAAAAAAAAAAAAAAAEAAAABAAEAAAAAAAAA/////wAAAAAAAAAAAAAAAP//AAD//wAAAAAAAAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAA//8AAP//AAAAAAAAAAAAAAAAAQABAAAAAAAAAAAAAAAAAAAAAAAAAAEA//8AAAAAAAD//wEAAAD//wEA//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAEAAAD//wAAAAAAAAAAAQAAAAAAAQAAAAAAAAD/////AQD/////AAABAAAAAAAAAP//AAAAAP//AAAAAAAAAAAAAAEA//8AAP////8AAP//AAAAAAAAAAAAAAAAAAAAAAAA//8AAAAA//8AAP//AAAAAAAAAAAAAAAAAQAAAAAA//8AAAAAAAAAAAAAAAD/////AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

;// CONCATENATED MODULE: ./src/after-ready/conversation/utterance.ts








// What the caller says (conversation-say): the action's own recorded sentence, a WAV file of the workspace
// (checked before anything was sent, read again here the same way) resampled to the 16 kHz a Pipecat
// pipeline hears at, or a typed turn (over a call, spoken by the speech service).
async function utteranceOf(inputs, speech) {
    const say = inputs['conversation-say'];
    // over a call, typed words are spoken by the speech service, before the call starts (issue 62)
    if (say?.kind === 'text' && speech && (0,session_transports/* isCall */.nT)(inputs['session-transport']))
        return { utterance: { kind: 'audio', pcm: await (0,caller_speech/* spokenTurn */.qm)(speech, say.text) }, said: say.text };
    if (say?.kind === 'text')
        return { utterance: { kind: 'text', text: say.text }, said: say.text };
    const wav = say ? await (0,conversation_inputs/* readRecording */.SS)(say.path, (0,workspace_files/* workspaceDir */.zf)()) : (0,src_wav/* readWav */.Pd)(Buffer.from(SENTENCE_WAV_BASE64, 'base64'));
    if ('problem' in wav)
        throw new Error(wav.problem);
    return {
        utterance: { kind: 'audio', pcm: (0,resample/* resample */.c)(wav.pcm, wav.sampleRate, bot_link/* INPUT_RATE */.ST) },
        said: say ? `the recording ${say.path}` : `"${SENTENCE_TEXT}" (the action's own recording)`,
    };
}

;// CONCATENATED MODULE: ./src/after-ready/conversation/conversation-check.ts















// One conversational turn with the new deployment (conversation-test), once it is ready: a session started
// with the public key on the transport session-transport names (bot-session.ts: SmallWebRTC, or the generic
// WebSocket with its wsUrl checked), the turn held (turn.ts), the link closed and the session stopped
// through the private API whatever happens, then judged with its own log lines. A session
// that lands on the previous deployment is ended, not judged, and another is tried while the window lasts.
async function conversationPhase(inputs, report, signal) {
    const deploymentId = report.deploymentId ?? '';
    const agent = inputs['agent-name'];
    const clients = (0,session_start/* sessionClients */.zh)(inputs, signal);
    const { sessions, stopper } = clients;
    const windowMs = inputs['conversation-seconds'] * 1000;
    const transport = inputs['session-transport'];
    // the caller's side of a call, heard and spoken by the team's speech service (speech-api-key)
    const speech = (0,session_transports/* isCall */.nT)(transport) ? (0,speech_client/* speechClient */.iy)(inputs) : undefined;
    let said;
    const fail = (why, rollBack = true, more = {}) => {
        report.conversation = { result: 'failed', transport, deploymentId, ...(said ? { said } : {}), why, ...more };
        return { message: `The conversation with ${(0,check_failure/* checkedDeployment */.n)(report)} failed: ${why}`, rollBack };
    };
    const utterance = await utteranceOf(inputs, speech).catch((error) => {
        if (error instanceof speech_client/* SpeechError */.pj)
            return fail(notTheDeployment(error), false);
        throw error;
    });
    if ('message' in utterance)
        return utterance;
    said = utterance.said;
    const context = {
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
    };
    try {
        return await runner_log/* log */.R.group(`Hold a conversation turn with deployment ${deploymentId}`, async () => {
            const end = Date.now() + windowMs;
            let tried = 0;
            while (tried < session_check/* MOST_TRIES */.ao && Date.now() < end) {
                if (tried > 0) {
                    await (0,time/* sleep */.yy)(Math.min((0,session_check/* pauseBeforeTry */.tp)(tried), Math.max(0, end - Date.now())), signal);
                    if (signal.aborted)
                        throw new errors/* CancelledError */.cc('cancelled during the conversation check');
                }
                tried++;
                const result = await tryOnce(context);
                if (result !== 'again')
                    return result;
            }
            if (context.unconfirmed > 0) {
                return fail(`no session could be confirmed to run on deployment ${deploymentId} within ${(0,time/* seconds */.YA)(windowMs)} (${tried} tried; the records of ${context.unconfirmed} could not be read or named no deployment): none was judged. The service's session records are at fault, not the deployment: not rolled back`, false);
            }
            return fail(`no session ran on deployment ${deploymentId} within ${(0,time/* seconds */.YA)(windowMs)} (${tried} tried): the previous deployment still took them (conversation-seconds)`);
        });
    }
    finally {
        clients.dispose();
    }
}
/** One session: started, checked to run on this deployment, the turn held, judged; 'again' to try another. */
async function tryOnce(c) {
    const { inputs, report, signal, sessions, stopper, agent, deploymentId, utterance, fail } = c;
    const started = await (0,bot_session/* startBotSession */.k)(c);
    if ('failure' in started)
        return fail(started.failure.message, started.failure.rollBack);
    if (!('started' in started))
        return 'again';
    const session = started.started;
    const stop = (0,session_check/* stopOnce */.qY)(stopper, agent, session.sessionId);
    try {
        if (session.problem)
            return fail(session.problem, false);
        if ((await (0,session_confirm/* whereItRuns */.t)(c, session.sessionId)).where === 'elsewhere')
            return 'again';
        const outcome = await converse(session, c).catch((error) => {
            if (error instanceof speech_client/* SpeechError */.pj)
                return error;
            throw error;
        });
        if (signal.aborted)
            throw new errors/* CancelledError */.cc('cancelled during the conversation check');
        if (outcome instanceof speech_client/* SpeechError */.pj)
            return fail(notTheDeployment(outcome), false, { sessionId: session.sessionId });
        await session.goodbye();
        // Judged only on this run's deployment: a record that could not be read before may say so now.
        const after = await (0,session_confirm/* whereItRuns */.t)(c, session.sessionId, true);
        if (after.where !== 'here')
            return 'again';
        // stopped before it is judged: its lines are whole once it has ended
        await stop();
        return await judge(outcome, session.sessionId, after.record, {
            sessions,
            agent,
            deploymentId,
            inputs,
            report,
            fail,
            signal,
            said: utterance.said,
        });
    }
    finally {
        await session.goodbye();
        await stop();
    }
}
/** Connects over the session's transport, and holds the turn. */
async function converse(session, c) {
    const windowMs = c.inputs['conversation-seconds'] * 1000;
    const connecting = Date.now();
    const opened = await session.open(windowMs);
    if ('refused' in opened) {
        const rollBack = opened.rollBack ? {} : { rollBack: false };
        return { kind: 'failed', why: opened.refused, heard: '', botSaid: '', ...rollBack };
    }
    runner_log/* log */.R.info(`Connected to the bot of session ${session.sessionId} over ${session.transport} (${opened.where}) in ${Date.now() - connecting} ms`);
    // a SmallWebRTC bot that raised leaves its connection open: its lines say it ended (bot-exit.ts)
    const watched = { transport: session.transport, sessionId: session.sessionId, ...c };
    const outcome = await (0,bot_exit/* holdWatched */.m)(opened.link, watched, () => holdTurn(opened.link, c.utterance.utterance, windowMs, c.signal));
    if (outcome.kind !== 'answered' || !c.speech)
        return outcome;
    // what the caller heard: the answer's audio transcribed, after the answer's own time was taken
    const heard = await (0,caller_speech/* heardAnswer */.NK)(c.speech, opened.link, outcome.answerAt);
    if (heard.noWords)
        runner_log/* log */.R.info(`The bot's answer: ${heard.noWords}`);
    return {
        ...outcome,
        botSaid: heard.text,
        callerHeard: heard.text,
        ...(heard.noWords ? { noWords: heard.noWords } : {}),
    };
}
/** The speech service's trouble, said as not the deployment's. */
function notTheDeployment(error) {
    return `${error.message}. The speech service is at fault, not the deployment: not rolled back`;
}


/***/ })

};

//# sourceMappingURL=177.index.js.map