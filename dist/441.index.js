export const id = 441;
export const ids = [441];
export const modules = {

/***/ 64046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ holdWatched)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29834);
/* harmony import */ var _awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38349);




// A SmallWebRTC bot that raises at its start leaves its peer connection open and silent: the base image
// logs the exception and its stop line, and closes no connection (daily-co/pipecat-cloud-images,
// pipecat-base/app.py, `run_bot`: `except Exception` logs, `finally` completes the session; the
// SmallWebRTCConnection the offer made stays up). Nothing on the link says the bot is gone, so the check
// would wait out its whole window (issue 61 §2: 23 s, against 1.4 s over the WebSocket, which closes). While
// such a link waits for the bot's bot-ready, the session's own lines are read every second; once they say its
// bot ran and ended (the exception, or the stop after the bot's start), the link ends, and the verdict reads
// the lines as it does for any link that ended (transport-fault.ts).
/** How often the lines are read while the bot is not ready. */
const READ_EVERY_MS = 1000;
const RAISED = /Exception running bot\(\):/;
/** Whether the link has brought the bot's RTVI bot-ready. */
function botReady(link) {
    return link
        .since(0)
        .events.some((event) => event.kind === 'frame' && event.frame.kind === 'message' && event.frame.data.includes('"bot-ready"'));
}
/**
 * Reads the session's lines every second until the bot is ready, the link ends or `signal` fires; ends the
 * link when they say the bot already ended. Resolves when it stops; never throws.
 */
async function endWithBot(link, sessions, agent, sessionId, signal) {
    for (;;) {
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .sleep */ .yy)(READ_EVERY_MS, signal).catch(() => undefined);
        if (signal.aborted || link.ended || botReady(link))
            return;
        let lines;
        try {
            lines = (await sessions.wholeLog(agent, sessionId)).lines;
        }
        catch (error) {
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`The log lines of session ${sessionId} could not be read while the bot was awaited: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
            continue;
        }
        if (signal.aborted || link.ended || botReady(link))
            return;
        if (lines.some((line) => RAISED.test(line)) || (0,_awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .framingComplete */ .mf)(lines, 2)) {
            link.end('the bot’s session ended while its WebRTC connection stayed open, before the bot was ready');
            return;
        }
    }
}
/** Holds the link with `hold`; over SmallWebRTC, with the session's lines read until the bot is ready (endWithBot). */
async function holdWatched(link, w, hold) {
    if (w.transport !== 'webrtc')
        return hold();
    const held = new AbortController();
    const exit = endWithBot(link, w.sessions, w.agent, w.sessionId, AbortSignal.any([held.signal, w.signal]));
    try {
        return await hold();
    }
    finally {
        held.abort();
        await exit;
    }
}


/***/ }),

/***/ 64273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ whereItRuns)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);


/**
 * Whether the session runs on this run's deployment, as its record says: 'elsewhere' (another deployment,
 * or a record that cannot be read: never judged, stopped, another tried) or 'here', with the record (the
 * judging takes the bot's start time from it); 'unknown' while the record names no deployment yet (before
 * the bot connects), unless `after` (the turn was held).
 */
async function whereItRuns(c, sessionId, after = false) {
    let record;
    try {
        record = await c.sessions.read(c.agent, sessionId);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc)
            throw error;
        c.unconfirmed++;
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Session ${sessionId}: its record could not be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}), so which deployment it runs on is not known: stopped, not judged; trying another`);
        return { where: 'elsewhere' };
    }
    const where = record.deploymentId;
    if (where === c.deploymentId)
        return { where: 'here', record };
    if (!where && !after)
        return { where: 'unknown' };
    if (!where)
        c.unconfirmed++;
    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Session ${sessionId} ${where ? `runs on deployment ${where}, not this run's` : 'names no deployment in its record'}: stopped, not judged; trying another`);
    return { where: 'elsewhere' };
}


/***/ }),

/***/ 35279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NK: () => (/* binding */ heardAnswer),
/* harmony export */   l3: () => (/* binding */ heardOnceSaid),
/* harmony export */   qm: () => (/* binding */ spokenTurn)
/* harmony export */ });
/* unused harmony exports ANSWER_QUIET_MS, NO_AUDIO_MS, answerAudio */
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29834);
/* harmony import */ var _transports_audio_loudness_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90471);
/* harmony import */ var _transports_audio_resample_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61111);
/* harmony import */ var _transports_bot_link_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43915);
/* harmony import */ var _speech_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58565);





// A call heard as its caller hears it (issue 62): the words of a typed turn spoken before the call starts,
// and the bot's answer (its first sound after the caller's speech, until its audio has been silent 0.7 s, or
// it sent none for 1.5 s, or the window ended) sent to the speech service and transcribed. The answer's time stays the bot's: the
// transcription's round trip comes after the turn.
/** How long the bot is quiet before its answer is taken as said: silence in its audio. */
const ANSWER_QUIET_MS = 700;
/**
 * How long the bot sends no audio at all before its answer is taken as said: a bot that sends nothing between
 * its sentences is quiet only by the clock, and a machine that stalls delivers audio late, in a burst. Longer
 * than any stall (as the turn's own 1.5 s), so that a late frame is never taken for the answer's end.
 */
const NO_AUDIO_MS = 1500;
/** The words spoken by the speech service, at the 16 kHz a Pipecat pipeline hears: the caller's audio. */
async function spokenTurn(speech, text) {
    const spoken = await speech.speak(text);
    return (0,_transports_audio_resample_js__WEBPACK_IMPORTED_MODULE_1__/* .resample */ .c)(spoken.pcm, spoken.sampleRate, _transports_bot_link_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_RATE */ .ST);
}
/** The bot's answer as the call carried it: PCM 16-bit mono, its rate, and how long it sounds. */
function answerAudio(link, from) {
    const kept = [];
    let sampleRate = 0;
    let quietMs = 0;
    let lastLoudAt = 0;
    for (const event of link.since(0).events) {
        if (event.kind !== 'frame' || event.frame.kind !== 'audio' || event.at < from)
            continue;
        const { audio } = event.frame;
        sampleRate ||= event.frame.sampleRate;
        if (event.frame.sampleRate !== sampleRate)
            continue;
        const ms = (audio.length / 2 / sampleRate) * 1000;
        const loud = (0,_transports_audio_loudness_js__WEBPACK_IMPORTED_MODULE_3__/* .hasSound */ .C)(audio);
        // quiet in the audio itself, or a gap in it (a bot that sends nothing between its sentences)
        if (lastLoudAt && (event.at - lastLoudAt >= NO_AUDIO_MS + ms || quietMs >= ANSWER_QUIET_MS))
            break;
        quietMs = loud ? 0 : quietMs + ms;
        if (loud)
            lastLoudAt = event.at;
        kept.push(audio);
    }
    const most = Math.floor((_speech_client_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_AUDIO_MS */ ._2 / 1000) * (sampleRate || 8000)) * 2;
    return { pcm: Buffer.concat(kept).subarray(0, most), sampleRate: sampleRate || 8000 };
}
/** What the caller heard of the answer, or why no words came of audio that had sound. */
async function heardAnswer(speech, link, from) {
    const { pcm, sampleRate } = answerAudio(link, from);
    const text = await speech.transcribe(pcm, sampleRate);
    if (text)
        return { text };
    const sent = (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .YA)((pcm.length / 2 / sampleRate) * 1000);
    return { text, noWords: `the speech service heard no words in the ${sent} of the bot's answer it was sent` };
}
/**
 * The answer that began at `from`, once it is whole (0.7 s of quiet after its last sound, the link's end, or
 * 60 s), as the speech service heard it (no text when `signal` ended the wait).
 */
async function heardOnceSaid(speech, link, from, signal) {
    for (;;) {
        if (signal.aborted)
            return { text: '' };
        const { last, quietMs } = soundSince(link, from);
        const now = Date.now();
        if (link.ended || quietMs >= ANSWER_QUIET_MS || now - last >= NO_AUDIO_MS || now - from >= _speech_client_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_AUDIO_MS */ ._2)
            break;
        await link.next(last + NO_AUDIO_MS, signal);
    }
    return heardAnswer(speech, link, from);
}
/** When the link's audio last had sound, from `from` on, and how much silent audio came after it. */
function soundSince(link, from) {
    let last = from;
    let quietMs = 0;
    for (const event of link.since(0).events) {
        if (event.kind !== 'frame' || event.frame.kind !== 'audio' || event.at < from)
            continue;
        if ((0,_transports_audio_loudness_js__WEBPACK_IMPORTED_MODULE_3__/* .hasSound */ .C)(event.frame.audio)) {
            last = event.at;
            quietMs = 0;
        }
        else
            quietMs += (event.frame.audio.length / 2 / event.frame.sampleRate) * 1000;
    }
    return { last, quietMs };
}


/***/ }),

/***/ 58565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _2: () => (/* binding */ MOST_AUDIO_MS),
/* harmony export */   iy: () => (/* binding */ speechClient),
/* harmony export */   pj: () => (/* binding */ SpeechError)
/* harmony export */ });
/* unused harmony export MOST_SPEECH_REQUESTS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44942);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44169);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27194);
/* harmony import */ var _service_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5050);
/* harmony import */ var _service_http_one_exchange_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21172);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29834);
/* harmony import */ var _wav_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64629);








// The caller's side of a call, spoken and heard by the team's own speech service (issue 62): an
// OpenAI-compatible API (OpenAI, Groq, a self-hosted server). `POST {speech-url}/audio/transcriptions`,
// multipart with `file` (a WAV) and `model`, answers `{"text": …}`; `POST {speech-url}/audio/speech`, JSON
// `{model, input, voice, response_format: "wav"}`, answers the audio. Bearer authentication, the key sent to
// speech-url's host only (a redirect is an answer, never followed with it). One attempt a request, as the
// judge's: the speech service's trouble is never the deployment's (SpeechError), and is said in its words.
/** The most audio one request carries: an answer longer is cut here. */
const MOST_AUDIO_MS = 60_000;
/** The most requests one run sends the speech service. */
const MOST_SPEECH_REQUESTS = 40;
/** the whole exchange, from sending to the answer's last byte */
const SPEECH_TIMEOUT_MS = 30_000;
const MOST_TRANSCRIPT_BYTES = 256 * 1024;
/** 60 s of 48 kHz 16-bit audio, and its header */
const MOST_SPEECH_BYTES = 6 * 1024 * 1024;
/** The speech service failed or answered what cannot be used: not the deployment's fault. */
class SpeechError extends Error {
}
/** The speech service of speech-api-key, or undefined without a key. */
function speechClient(inputs) {
    const key = inputs['speech-api-key'];
    return key ? new SpeechService(inputs, key) : undefined;
}
class SpeechService {
    inputs;
    key;
    host;
    client = new _actions_http_client__WEBPACK_IMPORTED_MODULE_1__/* .HttpClient */ .Qq('agent-deploy-action', undefined, {
        socketTimeout: SPEECH_TIMEOUT_MS,
        allowRetries: false,
        allowRedirects: false,
    });
    sent = 0;
    constructor(inputs, key) {
        this.inputs = inputs;
        this.key = key;
        this.host = new URL(inputs['speech-url']).host;
    }
    async transcribe(pcm, sampleRate) {
        const began = Date.now();
        const text = await this.transcribed(pcm, sampleRate);
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.debug(`${this.named} transcribed ${(0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .seconds */ .YA)((pcm.length / 2 / sampleRate) * 1000)} of audio in ${Date.now() - began} ms`);
        return text;
    }
    async transcribed(pcm, sampleRate) {
        const most = Math.floor((MOST_AUDIO_MS / 1000) * sampleRate) * 2;
        const form = multipart({ model: this.inputs['speech-to-text-model'] }, (0,_wav_js__WEBPACK_IMPORTED_MODULE_7__/* .writeWav */ .so)(pcm.subarray(0, most), sampleRate));
        const bytes = await this.send('/audio/transcriptions', form.body, form.type, MOST_TRANSCRIPT_BYTES);
        let text;
        try {
            text = JSON.parse(bytes.toString('utf8'))?.text;
        }
        catch {
            throw new SpeechError(`${this.named}'s transcript is not JSON: ${(0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shortened */ .vI)(bytes.toString('utf8'), 200)}`);
        }
        if (typeof text !== 'string')
            throw new SpeechError(`${this.named} answered without a transcript ("text"): ${(0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shortened */ .vI)(bytes.toString('utf8'), 200)}`);
        return text.trim();
    }
    async speak(text) {
        const began = Date.now();
        const spoken = await this.spoken(text);
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .R.debug(`${this.named} spoke ${text.length} characters in ${Date.now() - began} ms`);
        return spoken;
    }
    async spoken(text) {
        const body = Buffer.from(JSON.stringify({
            model: this.inputs['text-to-speech-model'],
            input: text,
            voice: this.inputs['text-to-speech-voice'],
            response_format: 'wav',
        }));
        const bytes = await this.send('/audio/speech', body, 'application/json', MOST_SPEECH_BYTES);
        const wav = (0,_wav_js__WEBPACK_IMPORTED_MODULE_7__/* .readWav */ .Pd)(bytes);
        if ('problem' in wav)
            throw new SpeechError(`${this.named}'s speech for ${JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shortened */ .vI)(text, 60))} is not usable: ${wav.problem}`);
        return { pcm: wav.pcm, sampleRate: wav.sampleRate };
    }
    get named() {
        return `the speech service (${this.host})`;
    }
    /** One POST, its answer's bytes when it is a 2xx; else a SpeechError in the service's words. */
    async send(path, body, type, most) {
        if (++this.sent > MOST_SPEECH_REQUESTS)
            throw new SpeechError(`${this.named} was asked ${MOST_SPEECH_REQUESTS} times this run, the most`);
        const base = this.inputs['speech-url'];
        const headers = { authorization: `Bearer ${this.key}`, 'content-type': type };
        const what = `POST ${new URL(base).pathname.replace(/\/$/, '')}${path}`;
        try {
            const answer = await (0,_service_http_one_exchange_js__WEBPACK_IMPORTED_MODULE_5__/* .oneExchange */ .K)(this.client, { method: 'POST', url: `${base}${path}`, body, headers }, most, this.named, SPEECH_TIMEOUT_MS);
            if (answer.status < 200 || answer.status > 299)
                throw new SpeechError(`${this.named} answered ${answer.status} to ${what}: ${refusalOf(answer.bytes)}`);
            return answer.bytes;
        }
        catch (error) {
            if (error instanceof SpeechError)
                throw error;
            if (error instanceof _service_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__/* .AnswerTooLargeError */ .Oc)
                throw new SpeechError((0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(error.message));
            throw new SpeechError(`${this.named} could not be reached (${(0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(error.message)})`);
        }
    }
}
/** A refusal in the service's own words: `{"error": {"message"}}`, else the start of the body. */
function refusalOf(bytes) {
    const text = bytes.toString('utf8');
    try {
        const message = JSON.parse(text)?.error?.message;
        if (typeof message === 'string')
            return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shortened */ .vI)(message, 300);
    }
    catch {
        // not JSON: shown as it came
    }
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shortened */ .vI)(text, 300) || '(no body)';
}
/** A multipart/form-data body: the fields, then the WAV as `file`. */
function multipart(fields, wav) {
    const boundary = `agent-deploy-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex')}`;
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="answer.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), wav, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
}


/***/ }),

/***/ 43392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ notTaken),
/* harmony export */   y: () => (/* binding */ transportFault)
/* harmony export */ });
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27194);
/* harmony import */ var _session_transports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38598);
/* harmony import */ var _session_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77794);



const DOCS = '(see docs/conversation-test.md, "Which transport your bot maps")';
const PHONE_DOCS = '(see docs/conversation-test.md, "Phone bots")';
/** A phone bot maps only its providers: one input is the fix (issue 61 §2). */
const PHONE_FIX = `the phone provider a phone bot maps (${_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .PHONE_PROVIDERS */ .oi.join(', ')}) to place a call to it`;
const WEBSOCKET_ENTRY = `add a "websocket" entry to its transport params (FastAPI WebSocket params with the ProtobufFrameSerializer) beside the ones it has ${DOCS}`;
const BUILDS_ITS_OWN = `a bot that builds its transport itself takes only the sessions of that transport: build it with create_transport from transport_params, as Pipecat's quickstart does, or leave the turn and the scenarios off and use smoke-test ${DOCS}`;
/** The line that says so, cut for a message, known secrets replaced before the cut (secrets.ts). */
const quoted = (line) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)((0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(line).trim(), 200);
/** What the lines say of a bot that takes no session of `transport`, when they say it; never the deployment's fault. */
function transportFault(lines, transport) {
    // Pipecat names the transport it missed (runner/utils.py, `_get_transport_params`): only this check's is a
    // setting, and a crash of another kind, when the lines hold one, decides first (issue 61 §6)
    const crash = crashLine(lines);
    const ownCrash = !crash || crash.includes('Missing transport params');
    const missing = ownCrash
        ? lines.find((line) => line.includes(`Missing transport params for '${transport}'`))
        : undefined;
    if (missing && (0,_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .isCall */ .nT)(transport)) {
        return {
            why: `the bot's code maps no "${transport}" transport (its session said: ${quoted(missing)}): set session-transport to the phone provider your bot maps (the keys of its transport_params: ${_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .PHONE_PROVIDERS */ .oi.join(', ')}), or add a "${transport}" entry (FastAPI WebSocket params) ${PHONE_DOCS}`,
            rollBack: false,
        };
    }
    if (missing && transport === 'webrtc') {
        return {
            why: `the bot's code maps no "webrtc" transport (its session said: ${quoted(missing)}): set session-transport: websocket for a bot that maps "websocket", ${PHONE_FIX}, or add a "webrtc" entry to its transport params, as Pipecat's quickstart does ${DOCS}`,
            rollBack: false,
        };
    }
    if (missing) {
        return {
            why: `the bot's code maps no "websocket" transport (its session said: ${quoted(missing)}): set session-transport: webrtc for a bot that maps "webrtc", ${PHONE_FIX}, or ${WEBSOCKET_ENTRY}`,
            rollBack: false,
        };
    }
    const parsesPhone = lines.some((line) => line.includes('parse_telephony_websocket'));
    // the base image logs a bot's exception as one line, str(e) (pipecat-base/app.py): a KeyError on 'text' at
    // the bot's start over the WebSocket is starlette's receive_text given Pipecat's binary frames
    const readsText = !(0,_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .isCall */ .nT)(transport) && lines.some((line) => /Exception running bot\(\): 'text'\s*$/.test(line));
    if (readsText ||
        (parsesPhone &&
            lines.some((line) => /KeyError: 'text'|WebSocketRunnerArguments|SmallWebRTCRunnerArguments/.test(line)))) {
        return {
            why: `the bot reads every session as a phone call (its session said: ${quoted((0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .errorLine */ .BP)(lines) ?? '')}): it calls parse_telephony_websocket first and takes only a phone provider's stream. Set session-transport to the provider it takes (${_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .PHONE_PROVIDERS */ .oi.join(', ')}) to place a call to it ${PHONE_DOCS}, or call it only for the phone entry and ${WEBSOCKET_ENTRY}`,
            rollBack: false,
        };
    }
    const foreign = lines.find((line) => /'(SmallWebRTC|WebSocket|Daily)RunnerArguments' object has no attribute/.test(line));
    if (foreign)
        return { why: `the bot's session raised at its start: ${quoted(foreign)}: ${BUILDS_ITS_OWN}`, rollBack: false };
    return undefined;
}
/** The exception that ended the bot: a traceback's exception line, or the base image's `Exception running bot():`. */
function crashLine(lines) {
    const raised = lines.find((line) => line.includes('Exception running bot():'));
    if (raised)
        return raised;
    return lines.some((line) => line.includes('Traceback (most recent call last)')) ? (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .errorLine */ .BP)(lines) : undefined;
}
/**
 * A session the bot never took: the transport's fault from its lines, else its own exception (the bot's
 * fault), else, when the lines are not whole, nothing (their silence is no evidence), else, over WebRTC with nothing in its lines, the one setting that may be wrong; else `why` as it
 * is, at fault as `rollBack` says (a link the service refused is not the deployment's).
 */
function notTaken(why, lines, transport, rollBack = true, 
/** what is missing of the lines (awaited-lines.ts): then their silence decides nothing */
missing) {
    const fault = transportFault(lines, transport);
    if (fault)
        return fault;
    const error = (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .errorLine */ .BP)(lines);
    if (error)
        return { why: `the bot raised: ${error} (${why})`, rollBack: true };
    if (missing) {
        return {
            why: `${why}; ${missing}, so whether the bot's code, a setting or the deployment is at fault cannot be told: not rolled back`,
            rollBack: false,
        };
    }
    if (transport === 'webrtc' && why.includes('no RTVI bot-ready')) {
        return {
            why: `${why}. A bot that maps no "webrtc" transport never answers over it: set session-transport: websocket for a bot built for the WebSocket endpoint ${DOCS}`,
            rollBack,
        };
    }
    return { why, rollBack };
}


/***/ }),

/***/ 65783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ paceCallerAudio),
/* harmony export */   lx: () => (/* binding */ CHUNK_MS)
/* harmony export */ });
/* unused harmony export TRAILING_SILENCE_MS */
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29834);
/* harmony import */ var _loudness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90471);


// The caller's audio as a client or a phone provider streams it: 20 ms chunks at real-time pace (a chunk
// late is sent at once, catching up), then a second of silence, since a bot's VAD hears the end of speech in
// audio, never in its absence. The turn's sentence and the speech service's words alike.
/** one chunk of the caller's audio */
const CHUNK_MS = 20;
/** the caller's silence after their words */
const TRAILING_SILENCE_MS = 1000;
/**
 * Sends `speech` (PCM 16-bit mono at `rate`) with `send`, paced, then the silence. Before each chunk, `goOn`
 * is asked whether to send it, told whether it is the last that carries sound (the first, when none does);
 * false, or `signal`, ends the stream there.
 */
async function paceCallerAudio(speech, rate, send, signal, goOn = () => true) {
    const bytes = (rate * CHUNK_MS * 2) / 1000;
    const chunks = [];
    for (let at = 0; at < speech.length; at += bytes)
        chunks.push(speech.subarray(at, at + bytes));
    const lastLoud = Math.max(chunks.findLastIndex((chunk) => (0,_loudness_js__WEBPACK_IMPORTED_MODULE_0__/* .hasSound */ .C)(chunk)), 0);
    const silence = Buffer.alloc(bytes);
    for (let i = 0; i < TRAILING_SILENCE_MS / CHUNK_MS; i++)
        chunks.push(silence);
    const start = Date.now();
    for (const [index, chunk] of chunks.entries()) {
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_1__/* .sleep */ .yy)(Math.max(0, start + index * CHUNK_MS - Date.now()), signal);
        if (signal.aborted || !goOn(index === lastLoud))
            return;
        send(chunk);
    }
}


/***/ }),

/***/ 90471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ hasSound)
/* harmony export */ });
// Whether a chunk of audio carries sound or silence: how the turn finds the bot's answer, and a call that
// ended without a sound is told from one that ended after the bot spoke.
/** The mean absolute sample above which a frame carries sound, not silence (16-bit PCM). */
const LOUD = 300;
/** Whether 16-bit PCM has sound in it. */
function hasSound(pcm) {
    let sum = 0;
    const samples = Math.floor(pcm.length / 2);
    for (let i = 0; i < samples; i++)
        sum += Math.abs(pcm.readInt16LE(i * 2));
    return samples > 0 && sum / samples > LOUD;
}


/***/ }),

/***/ 61111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ resample),
/* harmony export */   y: () => (/* binding */ halfRate)
/* harmony export */ });
// PCM 16-bit mono from one rate to another, by linear interpolation: a recording to the 16 kHz a Pipecat
// pipeline hears at, a call's 8 kHz to and from it. Shared by every transport (audio/ holds the codecs).
/**
 * PCM 16-bit mono at another rate, by linear interpolation between neighbouring samples (a caller's
 * recording made at 8 to 48 kHz, sent at the 16 kHz a Pipecat pipeline takes). Good enough for speech a
 * bot's VAD and speech-to-text must hear; no filter: a 48 kHz recording loses what lies above 8 kHz.
 */
function resample(pcm, from, to) {
    if (from === to)
        return pcm;
    const inCount = Math.floor(pcm.length / 2);
    const outCount = Math.floor((inCount * to) / from);
    const out = Buffer.alloc(outCount * 2);
    for (let i = 0; i < outCount; i++) {
        const at = (i * from) / to;
        const left = Math.min(Math.floor(at), inCount - 1);
        const right = Math.min(left + 1, inCount - 1);
        const part = at - left;
        const value = pcm.readInt16LE(left * 2) * (1 - part) + pcm.readInt16LE(right * 2) * part;
        out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), i * 2);
    }
    return out;
}
/** 16 kHz 16-bit PCM at 8 kHz: each pair of samples averaged (a low-pass good enough for speech). */
function halfRate(pcm) {
    const out = Buffer.alloc(Math.floor(pcm.length / 4) * 2);
    for (let i = 0; i < out.length / 2; i++)
        out.writeInt16LE((pcm.readInt16LE(i * 4) + pcm.readInt16LE(i * 4 + 2)) >> 1, i * 2);
    return out;
}


/***/ }),

/***/ 43915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R5: () => (/* binding */ BotEvents),
/* harmony export */   ST: () => (/* binding */ INPUT_RATE),
/* harmony export */   oR: () => (/* binding */ MOST_FRAME_BYTES)
/* harmony export */ });
/* unused harmony export MOST_RECEIVED_BYTES */
// What a turn, a scenario and the check hold a bot by, whichever transport carries it: the bot's frames as
// events, each with the time it came (an RTVI message, its audio as 16-bit PCM, a transcription), and the
// caller's side (an RTVI message, 16 kHz audio, the goodbye that lets the bot close first). The generic
// WebSocket transport (websocket/), SmallWebRTC (webrtc/); the turn never knows which.
/**
 * The rate Pipecat's pipeline takes input audio at, whatever a frame says (its input transport does not
 * resample): 16 kHz, 640 bytes a 20 ms.
 */
const INPUT_RATE = 16_000;
/** The most of one message from the bot the check reads (a WebSocket frame, a data channel message). */
const MOST_FRAME_BYTES = 1024 * 1024;
/** The most the check reads from the bot in all. */
const MOST_RECEIVED_BYTES = 16 * 1024 * 1024;
/** how long the bot has to close the link itself after disconnect-bot */
const BOT_CLOSES_MS = 1000;
/** The events of a link, kept with their times, and the waiters on the next one. */
class BotEvents {
    events = [];
    waiters = [];
    received = 0;
    ended;
    endedOnSetting = false;
    /**
     * Counts what the bot sent: past 16 MiB in all, the link ends (true), and the caller closes what carries it.
     */
    pastTheBound(bytes) {
        this.received += bytes;
        if (this.received <= MOST_RECEIVED_BYTES)
            return false;
        this.end('the bot sent more than 16 MiB: the check stopped reading');
        return true;
    }
    since(from) {
        return { events: this.events.slice(from), next: this.events.length };
    }
    async next(deadline, signal) {
        if (this.ended)
            return;
        await new Promise((resolve) => {
            const done = () => {
                clearTimeout(timer);
                signal.removeEventListener('abort', done);
                this.waiters = this.waiters.filter((waiter) => waiter !== done);
                resolve();
            };
            const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
            signal.addEventListener('abort', done, { once: true });
            this.waiters.push(done);
        });
    }
    /**
     * After disconnect-bot: lets the bot close first, as Pipecat ends its pipeline and closes the link itself
     * (a client that closes at once makes it log an ERROR in the very lines the check reads). Ends within a
     * second, or at once when the run is cancelled.
     */
    async letBotClose(signal) {
        const deadline = Date.now() + BOT_CLOSES_MS;
        while (!this.ended && !signal.aborted && Date.now() < deadline)
            await this.next(deadline, signal);
    }
    /** A frame from the bot. */
    frame(frame) {
        this.push({ kind: 'frame', frame, at: Date.now() });
    }
    /** The link is over (the first reason stands); `onSetting` when the check's setting is what is wrong. */
    end(why, onSetting = false) {
        if (this.ended)
            return;
        this.ended = why;
        this.endedOnSetting = onSetting;
        this.push({ kind: 'ended', why, at: Date.now() });
    }
    push(event) {
        this.events.push(event);
        for (const waiter of this.waiters.splice(0))
            waiter();
    }
}


/***/ }),

/***/ 80345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ startBotSession)
});

// EXTERNAL MODULE: ./src/session-transports.ts
var session_transports = __webpack_require__(38598);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/after-ready/transports/audio/loudness.ts
var loudness = __webpack_require__(90471);
// EXTERNAL MODULE: ./src/after-ready/transports/audio/resample.ts
var resample = __webpack_require__(61111);
;// CONCATENATED MODULE: ./src/after-ready/transports/audio/mulaw.ts
// G.711 µ-law (PCMU, 8 kHz): the codec the WebRTC link offers alone (Pipecat's aiortc follows the client's
// codec order, so a PCMU-only offer is answered with PCMU both ways: service-facts.md, "SmallWebRTC
// sessions"), and the encoding of a Twilio, Plivo or Telnyx call ("Phone providers over the generic
// WebSocket endpoint"). The caller's 16 kHz PCM goes out at 8 kHz; the bot's comes back as 16-bit PCM at 8 kHz.

const BIAS = 0x84;
const CLIP = 32635;
/** One 16-bit sample as a µ-law byte (ITU-T G.711). */
function encodeSample(sample) {
    const sign = sample < 0 ? 0x80 : 0;
    let magnitude = Math.min(Math.abs(sample), CLIP) + BIAS;
    let exponent = 7;
    for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1)
        exponent--;
    const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
    magnitude = ~(sign | (exponent << 4) | mantissa);
    return magnitude & 0xff;
}
/** One µ-law byte as a 16-bit sample. */
function decodeSample(byte) {
    const inverted = ~byte & 0xff;
    const exponent = (inverted >> 4) & 0x07;
    const magnitude = ((((inverted & 0x0f) << 3) + BIAS) << exponent) - BIAS;
    return inverted & 0x80 ? -magnitude : magnitude;
}
/** 16-bit PCM as µ-law, sample by sample, at its own rate. */
function mulawFromPcm(pcm) {
    const out = Buffer.alloc(Math.floor(pcm.length / 2));
    for (let i = 0; i < out.length; i++)
        out[i] = encodeSample(pcm.readInt16LE(i * 2));
    return out;
}
/** 16 kHz 16-bit PCM as 8 kHz µ-law. */
function mulawFrom16k(pcm) {
    return mulawFromPcm((0,resample/* halfRate */.y)(pcm));
}
/** µ-law bytes as 16-bit PCM, little-endian, at their own 8 kHz. */
function pcmFromMulaw(mulaw) {
    const out = Buffer.alloc(mulaw.length * 2);
    for (let i = 0; i < mulaw.length; i++)
        out.writeInt16LE(decodeSample(mulaw[i]), i * 2);
    return out;
}

// EXTERNAL MODULE: ./src/after-ready/transports/bot-link.ts
var bot_link = __webpack_require__(43915);
// EXTERNAL MODULE: ./node_modules/ws/wrapper.mjs
var wrapper = __webpack_require__(52977);
;// CONCATENATED MODULE: ./src/after-ready/transports/websocket/open-socket.ts



/**
 * Opens the socket: `{ socket }` once open, or why it was not (in words), whatever way it fails: refused,
 * reset, TLS refused, a name not found, closed mid-handshake, never a byte (the handshake's own timeout).
 * ws reports most of these with the socket already CLOSING, never CONNECTING. `made` is given the socket
 * as soon as it exists, so that a close meanwhile can end it; a cancel ends it at once (issue 61 §6: SIGTERM
 * waited for the handshake's timeout, 8 to 58 s, and GitHub kills a cancelled step about 10 s after).
 */
function openSocket(url, token, timeoutMs, listener, made, 
/** a cancel: the opening socket is ended at once (the endpoint may hold the upgrade for long) */
signal) {
    let opened = false;
    return new Promise((settle) => {
        const cancelled = () => {
            socket.terminate();
            resolve('cancelled while the connection was opening');
        };
        const resolve = (why) => {
            signal?.removeEventListener('abort', cancelled);
            settle(why);
        };
        const socket = new wrapper/* default */.Ay(url, {
            ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
            handshakeTimeout: timeoutMs,
            maxPayload: bot_link/* MOST_FRAME_BYTES */.oR,
            followRedirects: false,
            perMessageDeflate: false,
        });
        made(socket);
        if (signal?.aborted)
            return cancelled();
        signal?.addEventListener('abort', cancelled, { once: true });
        socket.on('unexpected-response', (_request, response) => {
            const status = `${response.statusCode ?? 0}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
            let text = '';
            response.on('data', (chunk) => {
                if (text.length < 400)
                    text += chunk.toString('utf8');
            });
            response.on('end', () => resolve(`the endpoint refused the connection (${status}${text ? `: ${(0,secrets/* shortened */.vI)(text, 200)}` : ''})`));
            response.on('error', () => resolve(`the endpoint refused the connection (${status})`));
            setTimeout(() => resolve(`the endpoint refused the connection (${status})`), 1000).unref();
        });
        socket.on('open', () => {
            opened = true;
            resolve(undefined);
        });
        socket.on('error', (error) => {
            if (!opened)
                resolve(`the connection did not open (${(0,secrets/* shortened */.vI)(error.message, 200)})`);
            else
                listener.failed(error);
        });
        socket.on('message', (data, isBinary) => listener.message(data, isBinary));
        socket.on('close', (code, reason) => {
            if (!opened)
                resolve(`the connection closed before it opened (code ${code})`);
            listener.closed(code, reason.toString('utf8'));
        });
    });
}
/** Closes a socket (cut off after half a second when the other side does not answer the close). */
function closeSocket(socket) {
    if (!socket || socket.readyState === wrapper/* default */.Ay.CLOSED)
        return;
    socket.removeAllListeners('close');
    socket.on('error', () => undefined);
    if (socket.readyState === wrapper/* default */.Ay.OPEN) {
        socket.close(1000, 'done');
        setTimeout(() => socket.terminate(), 500).unref();
    }
    else if (socket.readyState === wrapper/* default */.Ay.CONNECTING)
        socket.terminate();
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/after-ready/transports/phone/providers.ts

const hex = (bytes) => (0,external_node_crypto_.randomBytes)(bytes).toString('hex');
/** A number no one has: the 555-01xx range is fictional. */
const NUMBERS = { from: '+15555550100', to: '+15555550101' };
const twilio = {
    encoding: 'mulaw',
    ids: () => ({ streamSid: `MZ${hex(16)}`, callSid: `CA${hex(16)}`, accountSid: `AC${hex(16)}` }),
    handshake: ({ streamSid, callSid, accountSid }) => [
        { event: 'connected', protocol: 'Call', version: '1.0.0' },
        {
            event: 'start',
            sequenceNumber: '1',
            start: {
                accountSid,
                streamSid,
                callSid,
                tracks: ['inbound'],
                mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
                customParameters: {},
            },
            streamSid,
        },
    ],
    media: ({ streamSid }, payload, sequence) => ({
        event: 'media',
        sequenceNumber: String(sequence),
        media: { track: 'inbound', chunk: String(sequence), timestamp: String(sequence * 20), payload },
        streamSid,
    }),
    dtmf: ({ streamSid }, digit, sequence) => ({
        event: 'dtmf',
        streamSid,
        sequenceNumber: String(sequence),
        dtmf: { track: 'inbound_track', digit },
    }),
    stop: ({ streamSid, callSid, accountSid }, sequence) => ({
        event: 'stop',
        sequenceNumber: String(sequence),
        stop: { accountSid, callSid },
        streamSid,
    }),
    botAudio: 'media',
    botClear: 'clear',
};
const telnyx = {
    encoding: 'mulaw',
    ids: () => ({ stream_id: (0,external_node_crypto_.randomUUID)(), call_control_id: `v3:${hex(24)}` }),
    handshake: ({ stream_id, call_control_id }) => [
        { event: 'connected', version: '1.0.0' },
        {
            event: 'start',
            sequence_number: '1',
            start: {
                call_control_id,
                client_state: '',
                ...NUMBERS,
                // what the caller's audio is: the bot reads it with this encoding (and answers in PCMU)
                media_format: { encoding: 'PCMU', sample_rate: 8000, channels: 1 },
            },
            stream_id,
        },
    ],
    media: ({ stream_id }, payload, sequence) => ({
        event: 'media',
        sequence_number: String(sequence),
        media: { track: 'inbound', chunk: String(sequence), timestamp: String(sequence * 20), payload },
        stream_id,
    }),
    dtmf: ({ stream_id }, digit, sequence) => ({
        event: 'dtmf',
        sequence_number: String(sequence),
        dtmf: { digit },
        stream_id,
    }),
    stop: ({ stream_id, call_control_id }, sequence) => ({
        event: 'stop',
        sequence_number: String(sequence),
        stop: { call_control_id },
        stream_id,
    }),
    botAudio: 'media',
    botClear: 'clear',
};
const plivo = {
    encoding: 'mulaw',
    ids: () => ({ streamId: (0,external_node_crypto_.randomUUID)(), callId: (0,external_node_crypto_.randomUUID)(), accountId: `MA${hex(9).toUpperCase()}` }),
    handshake: ({ streamId, callId, accountId }) => [
        {
            event: 'start',
            sequenceNumber: 0,
            start: {
                callId,
                streamId,
                accountId,
                tracks: ['inbound'],
                mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000 },
            },
            extra_headers: '{}',
        },
    ],
    media: ({ streamId }, payload, sequence) => ({
        event: 'media',
        sequenceNumber: sequence,
        streamId,
        media: { track: 'inbound', timestamp: String(sequence * 20), chunk: sequence, payload },
    }),
    dtmf: ({ streamId }, digit, sequence) => ({
        event: 'dtmf',
        sequenceNumber: sequence,
        streamId,
        dtmf: { track: 'inbound', digit },
    }),
    stop: ({ streamId }, sequence) => ({ event: 'stop', sequenceNumber: sequence, streamId }),
    botAudio: 'playAudio',
    botClear: 'clearAudio',
};
const exotel = {
    encoding: 'pcm16',
    ids: () => ({ stream_sid: hex(16), call_sid: hex(16), account_sid: 'acme-test' }),
    handshake: ({ stream_sid, call_sid, account_sid }) => [
        { event: 'connected' },
        {
            event: 'start',
            sequence_number: 1,
            stream_sid,
            start: {
                stream_sid,
                call_sid,
                account_sid,
                ...NUMBERS,
                custom_parameters: {},
                media_format: { encoding: 'base64', sample_rate: '8000', bit_rate: '128kbps' },
            },
        },
    ],
    media: ({ stream_sid }, payload, sequence) => ({
        event: 'media',
        sequence_number: sequence,
        stream_sid,
        media: { chunk: sequence, timestamp: String(sequence * 20), payload },
    }),
    dtmf: ({ stream_sid }, digit, sequence) => ({
        event: 'dtmf',
        sequence_number: sequence,
        stream_sid,
        dtmf: { duration: '200', digit },
    }),
    stop: ({ stream_sid, call_sid, account_sid }, sequence) => ({
        event: 'stop',
        sequence_number: sequence,
        stream_sid,
        stop: { call_sid, account_sid, reason: 'callended' },
    }),
    botAudio: 'media',
    botClear: 'clear',
};
const PROTOCOLS = { twilio, telnyx, plivo, exotel };

;// CONCATENATED MODULE: ./src/after-ready/transports/phone/call-link.ts








// A phone call to the bot in its provider's own protocol, over the session's wsUrl (service-facts.md,
// "Phone providers over the generic WebSocket endpoint"): the handshake as text messages, then the caller's
// audio as 20 ms chunks at 8 kHz and real-time pace, without a break, as a provider streams a call (silence
// while the caller says nothing: Plivo's bot reads a second message before it starts), keys as the provider's
// dtmf event, `stop` at the end. What comes back is audio alone (`media`, Plivo's `playAudio`) and `clear`
// when the bot is interrupted: no RTVI, no words. The limits are the other links': a message over 1 MiB
// (open-socket.ts), or 16 MiB in all, ends it.
const CHUNK_MS = 20;
/** 8 kHz 16-bit: 160 samples a chunk */
const CHUNK_BYTES = 320;
/** The most silence sent at once to catch up after the event loop was held up: the rest is let go. */
const MOST_CATCH_UP = 5;
class CallLink extends bot_link/* BotEvents */.R5 {
    provider;
    speaksRtvi = false;
    protocol;
    ids;
    socket;
    sequence = 1;
    soundCame = false;
    /** until when the caller's side of the call has been sent (the wall clock) */
    sentUntil = 0;
    ticker;
    constructor(provider) {
        super();
        this.provider = provider;
        this.protocol = PROTOCOLS[provider];
        this.ids = this.protocol.ids();
    }
    /** Opens the call: the socket (open-socket.ts), the provider's handshake, then the caller's line, silent. */
    async open(url, token, timeoutMs, signal) {
        const why = await openSocket(url, token, timeoutMs, {
            message: (data, isBinary) => this.take(data, isBinary),
            failed: (error) => this.finish(/max payload/i.test(error.message)
                ? 'the bot sent a message over 1 MiB, the most the check reads'
                : `the call failed (${error.message})`),
            closed: (code, reason) => this.finish(`the bot ended the call${this.soundCame ? '' : ' without a sound'} (code ${code}${reason ? `: ${(0,secrets/* shortened */.vI)(reason, 200)}` : ''})`),
        }, (socket) => {
            this.socket = socket;
        }, signal);
        if (why)
            return why;
        for (const message of this.protocol.handshake(this.ids))
            this.sendJson(message);
        // the line's audio from the first moment, as a provider streams it: the bot's parser reads a second
        // message after Plivo's one-message handshake, and a key pressed first would be read there and lost
        this.sendChunk(Buffer.alloc(CHUNK_BYTES));
        this.sentUntil = Date.now() + CHUNK_MS;
        this.ticker = setInterval(() => this.keepTheLineOpen(), CHUNK_MS);
        return undefined;
    }
    /** A call carries no RTVI: the turn and the scenarios never send any over it. */
    sendRtvi() { }
    /** 16 kHz PCM as the provider's 8 kHz chunks, sent at once: the turn paces them. */
    sendAudio(pcm) {
        const narrow = (0,resample/* halfRate */.y)(pcm);
        for (let at = 0; at < narrow.length; at += CHUNK_BYTES) {
            this.sendChunk(narrow.subarray(at, at + CHUNK_BYTES));
            this.sentUntil = Math.max(this.sentUntil, Date.now()) + CHUNK_MS;
        }
    }
    sendDtmf(key) {
        this.sendJson(this.protocol.dtmf(this.ids, key, this.nextSequence()));
    }
    /** Hangs up as a provider does: `stop`, then the socket closed (the bot's pipeline ends with it). */
    async goodbye() {
        if (this.socket?.readyState === 1 && !this.ended)
            this.sendJson(this.protocol.stop(this.ids, this.nextSequence()));
        this.close();
    }
    close() {
        this.finish('closed by the check');
    }
    finish(why, onSetting = false) {
        clearInterval(this.ticker);
        closeSocket(this.socket);
        this.end(why, onSetting);
    }
    /** Silence for every 20 ms the caller has not spoken: a call's audio never pauses. */
    keepTheLineOpen() {
        const now = Date.now();
        if (now - this.sentUntil > MOST_CATCH_UP * CHUNK_MS)
            this.sentUntil = now - MOST_CATCH_UP * CHUNK_MS;
        while (this.sentUntil + CHUNK_MS <= now) {
            this.sendChunk(Buffer.alloc(CHUNK_BYTES));
            this.sentUntil += CHUNK_MS;
        }
    }
    sendChunk(pcm) {
        const payload = this.protocol.encoding === 'mulaw' ? mulawFromPcm(pcm) : pcm;
        this.sendJson(this.protocol.media(this.ids, payload.toString('base64'), this.nextSequence()));
    }
    nextSequence() {
        this.sequence += 1;
        return this.sequence;
    }
    sendJson(message) {
        if (this.socket?.readyState === 1)
            this.socket.send(JSON.stringify(message));
    }
    take(data, isBinary) {
        if (this.pastTheBound(data.length))
            this.finish('the bot sent more than 16 MiB: the check stopped reading');
        else if (isBinary) {
            this.finish(`the bot answered the call with binary messages, not ${session_transports/* PROVIDER_NAMES */.xd[this.provider]}'s JSON events: a bot on the generic WebSocket transport (Pipecat's protobuf frames) takes session-transport: websocket`, true);
        }
        else
            this.event(data.toString('utf8'));
    }
    /** One of the bot's events: its audio, or its clear (an interruption); anything else is nothing to a call. */
    event(text) {
        let message;
        try {
            message = JSON.parse(text);
        }
        catch {
            return;
        }
        if (message?.event === this.protocol.botClear)
            this.frame({ kind: 'interruption' });
        else if (message?.event === this.protocol.botAudio && typeof message.media?.payload === 'string') {
            const bytes = Buffer.from(message.media.payload, 'base64');
            const audio = this.protocol.encoding === 'mulaw' ? pcmFromMulaw(bytes) : bytes;
            if ((0,loudness/* hasSound */.C)(audio))
                this.soundCame = true;
            this.frame({ kind: 'audio', audio, sampleRate: 8000, channels: 1 });
        }
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/service/http/errors.ts
var http_errors = __webpack_require__(44261);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/after-ready/session-start.ts
var session_start = __webpack_require__(31757);
// EXTERNAL MODULE: ./src/addresses.ts
var addresses = __webpack_require__(83523);
;// CONCATENATED MODULE: ./src/after-ready/transports/webrtc/ice-servers.ts


// Which of the service's ICE servers the link passes to werift, which reads only the first STUN and the
// first TURN URL it is given (service-facts.md): the first STUN, and TURN over TCP (else TLS, else UDP),
// so that a runner whose network lets no UDP out still reaches the bot through TURN's TCP. A server on a
// link-local address (169.254.169.254: a cloud runner's metadata service) is never given (docs/security.md).
/** The servers werift is given: one STUN, one TURN (with its credentials), from what the start answered. */
function chooseIceServers(servers) {
    const all = servers
        .flatMap((server) => urlsOf(server).map((url) => ({ ...server, urls: url })))
        .filter((server) => !(0,addresses/* isLinkLocal */._)(hostOf(server.urls)));
    const stun = all.find((server) => /^stuns?:/i.test(server.urls));
    const turns = all.filter((server) => /^turns?:/i.test(server.urls));
    const turn = turns.find((server) => /^turn:.*[?&]transport=tcp/i.test(server.urls)) ??
        turns.find((server) => /^turns:/i.test(server.urls)) ??
        turns[0];
    return [stun, turn].filter((server) => server !== undefined);
}
/** The ICE servers in words, their credentials left out. */
function describeServers(servers) {
    const urls = servers.flatMap(urlsOf);
    return urls.length > 0 ? urls.map((url) => (0,secrets/* shortened */.vI)(url, 100)).join(', ') : 'none (host candidates only)';
}
const urlsOf = (server) => (Array.isArray(server.urls) ? server.urls : [server.urls]);
/** The host of an ICE URL (`turn:host:port?transport=tcp`, `stun:[fe80::1]:3478`). */
function hostOf(url) {
    const rest = url.replace(/^[a-z]+:/i, '').replace(/\?.*$/, '');
    const bracketed = /^\[([^\]]*)\]/.exec(rest);
    return bracketed?.[1] ?? rest.replace(/:\d+$/, '');
}

// EXTERNAL MODULE: ./src/after-ready/transports/rtvi.ts
var rtvi = __webpack_require__(38356);
;// CONCATENATED MODULE: ./src/after-ready/transports/webrtc/peer-connection.ts
/** One peer connection as aiortc takes it: audio and data bundled, PCMU alone, bound where ice-addresses says. */
function peerConnection(werift, options) {
    return new werift.RTCPeerConnection({
        iceServers: options.iceServers,
        // one ICE transport for the audio and the data channel (aiortc bundles them): no second one gathered
        bundlePolicy: 'max-bundle',
        ...(options.addresses.length > 0
            ? {
                iceUseIpv4: false,
                iceUseIpv6: false,
                iceAdditionalHostAddresses: options.addresses,
                // the sockets bound there too, not on every interface
                iceInterfaceAddresses: { udp4: options.addresses[0] },
            }
            : {}),
        codecs: {
            audio: [
                new werift.RTCRtpCodecParameters({ mimeType: 'audio/PCMU', clockRate: 8000, channels: 1, payloadType: 0 }),
            ],
            video: [],
        },
    });
}
/** Every local candidate gathered (bounded: what came by then is offered), or the run cancelled. */
async function gathered(pc, timeoutMs, signal) {
    if (pc.iceGatheringState === 'complete')
        return;
    await new Promise((resolve) => {
        const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        signal.addEventListener('abort', done, { once: true });
        pc.iceGatheringStateChange.subscribe((state) => {
            if (state === 'complete')
                done();
        });
    });
}

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
;// CONCATENATED MODULE: ./src/after-ready/transports/webrtc/werift-fixes.ts

/** more records than a DTLS handshake sends in epoch 0, its flights' retransmissions included */
const HANDSHAKE_RECORDS = 1000;
/**
 * werift 0.25 sends its DTLS Finished in epoch 1 with the record number the handshake's records reached in
 * epoch 0 (`flight5.js`/`flight6.js` reset the counter to 0 only after building it), so a later record of
 * epoch 1 repeats that number, and the bot's OpenSSL (aiortc) drops it as a replay: SCTP sends its message
 * again after werift's 1 s RTO. Against a real Pipecat bot that was the eighth record, a typed turn sent at
 * once after bot-ready, answered a second late. Once connected, the counter moves past every number the
 * handshake can have used (DTLS numbers may skip; they must not repeat).
 */
function skipHandshakeSequenceNumbers(pc) {
    for (const transport of pc.dtlsTransports) {
        const context = transport.dtls?.dtls;
        if (context && typeof context.recordSequenceNumber === 'number')
            context.recordSequenceNumber += HANDSHAKE_RECORDS;
    }
}
/** the most DTLS records kept from before the DTLS transport starts: a ClientHello's flight is one or two */
const MOST_EARLY_RECORDS = 8;
/** DTLS records that came before their transport started, by transport */
const earlyRecords = new WeakMap();
let replaying = false;
/** RFC 7983: a first byte of 20 to 63 is DTLS */
const isDtls = (data) => data.length > 0 && (data[0] ?? 0) >= 20 && (data[0] ?? 0) <= 63;
/**
 * werift 0.25 hands a DTLS record to its DTLS socket only once `RTCDtlsTransport.start()` made it, and starts
 * it only when its own ICE has seen the nomination answered; aiortc sends its ClientHello the moment its
 * own ICE completes, often before (against a real Pipecat bot: 1 run in 3 here, 4 in 6 before, 5 ms too
 * soon). The record was dropped and the bot's OpenSSL sent it again a second later: connecting took 1.1 s
 * instead of 0.1. Records that come before the start are kept (a few) and handed to the socket once made,
 * as if they had come just then. Call it before the answer is set, while the transports are new.
 */
function keepEarlyDtlsRecords(werift, pc) {
    replayOnStart(werift);
    for (const transport of pc.dtlsTransports) {
        if (transport.state !== 'new' || earlyRecords.has(transport))
            continue;
        const kept = [];
        earlyRecords.set(transport, kept);
        transport.iceTransport.connection.onData.subscribe((data) => {
            if (transport.state === 'new' && isDtls(data) && kept.length < MOST_EARLY_RECORDS)
                kept.push(data);
        });
    }
}
/** `start()` makes its DTLS socket before its first await: the records kept go to it right after. */
function replayOnStart(werift) {
    if (replaying)
        return;
    replaying = true;
    const prototype = werift.RTCDtlsTransport.prototype;
    const start = prototype.start;
    prototype.start = function () {
        const started = start.call(this);
        const kept = earlyRecords.get(this) ?? [];
        earlyRecords.delete(this);
        const socket = this.dtls?.transport?.socket;
        for (const record of kept)
            socket?.onData?.(record);
        return started;
    };
}
/** Who is told of a failed socket: the link whose negotiation made it. */
const socketOwner = new external_node_async_hooks_.AsyncLocalStorage();
let listening = false;
/**
 * werift 0.25's UDP transport (`common/src/transport.js`, UdpTransport) never listens for its socket's
 * 'error' event: a bind the address refuses, or any later error of the socket, would end the whole step as
 * an uncaught exception, with no outputs and no session stopped. Each socket now gets a listener that tells
 * the link whose negotiation made it (`whileNegotiating`), which ends with the error in words.
 */
function listenForSocketErrors(werift) {
    if (listening)
        return;
    listening = true;
    const transport = werift.UdpTransport.prototype;
    const init = transport.init;
    transport.init = function () {
        const tell = socketOwner.getStore();
        this.socket.on('error', (error) => tell?.(`a socket of the peer connection failed (${error.message})`));
        return init.call(this);
    };
}
/** Runs a link's negotiation so that a socket it makes that fails is reported to `failed`. */
function whileNegotiating(werift, failed, negotiate) {
    listenForSocketErrors(werift);
    return socketOwner.run(failed, negotiate);
}

;// CONCATENATED MODULE: ./src/after-ready/transports/webrtc/webrtc-link.ts







// The bot over SmallWebRTC, as Pipecat's own clients hold it (service-facts.md, "SmallWebRTC sessions";
// pipecat-ai/pipecat src/pipecat/transports/smallwebrtc/connection.py): werift (pure TypeScript, loaded
// only here) makes one peer connection with one audio transceiver (sendrecv, PCMU alone, which aiortc
// follows) and the one data channel, which the client creates; every candidate is gathered before the
// offer (aiortc never trickles either). RTVI goes over the data channel as JSON text, `label: "rtvi-ai"`
// (anything else is not RTVI); the caller's audio goes as RTP at the pace it is given; the bot's comes back
// as 16-bit PCM. No `ping:` is ever sent (after one, Pipecat drops the bot's audio 3 s after the last).
// The limits are the WebSocket link's: a message over 1 MiB, or 16 MiB of messages in all, ends it.
const SAMPLES_PER_PACKET = 160;
/** The most ICE candidates taken from the bot's answer: werift checks every pair, and 45,000 never ended. */
const MOST_CANDIDATES = 64;
class WebRtcLink extends bot_link/* BotEvents */.R5 {
    speaksRtvi = true;
    pc;
    channel;
    track;
    werift;
    sequence = Math.floor(Math.random() * 0xffff);
    timestamp = Math.floor(Math.random() * 0xffffffff);
    /**
     * Connects: undefined once the data channel is open, else why not (in words). Whatever stops it (an
     * answer werift cannot take, the window, a cancel), the peer connection is closed with its sockets and
     * timers, so that the step can end; a cancel is thrown on.
     */
    async connect(options) {
        try {
            const why = await this.negotiate(options);
            if (why)
                this.close();
            return why;
        }
        catch (error) {
            this.close();
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            return `the bot's answer to the offer could not be taken (${(0,secrets/* shortened */.vI)((0,errors/* errorMessage */.gJ)(error), 200)})`;
        }
    }
    async negotiate(options) {
        const werift = await __webpack_require__.e(/* import() */ 784).then(__webpack_require__.bind(__webpack_require__, 61784));
        this.werift = werift;
        let failed = () => undefined;
        const socketFailed = new Promise((resolve) => {
            failed = resolve;
        });
        const onSocketError = (why) => {
            failed(why);
            // after the connection is up, the link ends with it
            if (this.channel?.readyState === 'open' && !this.ended) {
                this.end(why);
                this.close();
            }
        };
        return whileNegotiating(werift, onSocketError, () => this.offerAndAnswer(werift, options, socketFailed));
    }
    async offerAndAnswer(werift, options, socketFailed) {
        const pc = peerConnection(werift, options);
        this.pc = pc;
        const track = new werift.MediaStreamTrack({ kind: 'audio' });
        this.track = track;
        const transceiver = pc.addTransceiver(track, { direction: 'sendrecv' });
        transceiver.onTrack.subscribe((remote) => remote.onReceiveRtp.subscribe((rtp) => this.audio(rtp.payload)));
        const channel = pc.createDataChannel('chat', { ordered: true });
        this.channel = channel;
        channel.onMessage.subscribe((data) => this.message(data));
        pc.connectionStateChange.subscribe((state) => {
            if (state === 'connected')
                skipHandshakeSequenceNumbers(pc);
            if (state === 'failed' || state === 'closed')
                this.end(`the peer connection ${state}`);
        });
        const opened = new Promise((resolve) => channel.stateChanged.subscribe((state) => {
            if (state === 'open')
                resolve();
            if (state === 'closed')
                this.end('the bot closed the data channel');
        }));
        const offer = await pc.createOffer();
        // a socket that cannot bind leaves setLocalDescription waiting for good: its error ends the wait
        const problem = await Promise.race([
            pc.setLocalDescription(offer).then(() => gathered(pc, options.timeoutMs, options.signal)),
            socketFailed,
        ]);
        if (options.signal.aborted)
            throw new errors/* CancelledError */.cc('cancelled while ICE gathered its candidates');
        if (problem)
            return problem;
        const sdp = pc.localDescription?.sdp ?? '';
        const answer = await options.offer({ sdp, type: 'offer', pc_id: null, restart_pc: false });
        if ('refused' in answer)
            return answer.refused;
        const candidates = answer.sdp.match(/^a=candidate:/gm)?.length ?? 0;
        if (candidates > MOST_CANDIDATES) {
            return `the bot's answer names ${candidates} ICE candidates; the check takes at most ${MOST_CANDIDATES} (aiortc gathers a few per interface)`;
        }
        keepEarlyDtlsRecords(werift, pc);
        await pc.setRemoteDescription({ sdp: answer.sdp, type: 'answer' });
        return Promise.race([within(opened, options.timeoutMs, options.signal), socketFailed]);
    }
    sendRtvi(type, data) {
        if (this.channel?.readyState === 'open')
            this.channel.send((0,rtvi/* rtviMessage */.pI)(type, data));
    }
    sendDtmf(key) {
        this.sendRtvi('dtmf', (0,rtvi/* dtmfData */.Mm)(key));
    }
    sendAudio(pcm) {
        const { werift, track } = this;
        if (!werift || !track || this.ended)
            return;
        const payload = mulawFrom16k(pcm);
        for (let at = 0; at < payload.length; at += SAMPLES_PER_PACKET) {
            const chunk = payload.subarray(at, at + SAMPLES_PER_PACKET);
            const header = new werift.RtpHeader({
                payloadType: 0,
                sequenceNumber: this.sequence,
                timestamp: this.timestamp >>> 0,
            });
            this.sequence = (this.sequence + 1) & 0xffff;
            this.timestamp = (this.timestamp + chunk.length) >>> 0;
            track.writeRtp(new werift.RtpPacket(header, Buffer.from(chunk)));
        }
    }
    async goodbye(signal) {
        if (this.channel?.readyState === 'open' && !this.ended) {
            this.sendRtvi('disconnect-bot', {});
            await this.letBotClose(signal);
        }
        this.close();
    }
    /** Closes the peer connection: its sockets and timers with it. */
    close() {
        const pc = this.pc;
        this.pc = undefined;
        if (pc)
            void pc.close().catch(() => undefined);
        this.end('closed by the check');
    }
    message(data) {
        const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
        if (size > bot_link/* MOST_FRAME_BYTES */.oR) {
            this.end('the bot sent a data channel message over 1 MiB, the most the check reads');
            this.close();
            return;
        }
        if (this.pastTheBound(size)) {
            this.close();
            return;
        }
        const text = typeof data === 'string' ? data : data.toString('utf8');
        let label;
        try {
            label = JSON.parse(text)?.label;
        }
        catch {
            label = undefined;
        }
        // not RTVI (Pipecat's own signalling, a ping): never taken for the bot's words
        if (label === 'rtvi-ai')
            this.frame({ kind: 'message', data: text });
    }
    audio(payload) {
        if (this.ended)
            return;
        this.frame({ kind: 'audio', audio: pcmFromMulaw(payload), sampleRate: 8000, channels: 1 });
    }
}
/** undefined when `opened` settles within the time; else why not. */
async function within(opened, timeoutMs, signal) {
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(`no connection within ${timeoutMs / 1000} s`), timeoutMs);
        signal.addEventListener('abort', () => resolve('cancelled'), { once: true });
    });
    try {
        return await Promise.race([opened.then(() => undefined), late]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/after-ready/transports/webrtc/webrtc-session.ts







// A SmallWebRTC session for a check after ready (session-transport: webrtc): started with the public key
// and the service's ICE servers (their credentials masked at once), then the offer through the session
// proxy. The first offer may come before the bot's session is registered: a 404 ("not yet ready") or a
// 5xx is tried again with a growing pause while the window lasts, as Pipecat's own client does; an offer
// whose answer was lost is never sent again (a second offer without the answer's pc_id is refused).
const FIRST_PAUSE_MS = 500;
/**
 * A TURN username this long is taken for a credential (a provider's token, or TURN REST's `expiry:user`) and
 * masked with the credential; a shorter one is a name ("user", "webrtc"), and masking it would take that word
 * out of everything shown, a bot's words included (issue 61 §6: "Berlin, dear ***.").
 */
const SECRET_USERNAME_LENGTH = 12;
/** Starts the session, with conversation-body; its ICE servers' credentials masked and never shown. */
function startWebrtcSession(c) {
    const begin = () => c.sessions.startWebrtc(c.agent, c.inputs['conversation-body']);
    return (0,session_start/* startCheckSession */.V$)(c, begin, (session) => session.iceServers.flatMap((server) => [
        server.credential,
        server.username && server.username.length >= SECRET_USERNAME_LENGTH ? server.username : undefined,
    ]));
}
/** The link to the bot, connected within the window; or why not, and whether the deployment is at fault. */
async function openWebrtc(c, session, windowMs) {
    const deadline = Date.now() + windowMs;
    const link = new WebRtcLink();
    const servers = chooseIceServers(session.iceServers);
    const addresses = c.inputs['ice-addresses'] ?? [];
    let offered = false;
    const why = await link.connect({
        offer: async (offer) => {
            const answer = await offerWithin(c, session.sessionId, offer, deadline);
            offered = 'sdp' in answer;
            return answer;
        },
        iceServers: servers,
        addresses,
        timeoutMs: Math.max(1000, deadline - Date.now()),
        signal: c.signal,
    });
    if (!why)
        return { link };
    if (c.signal.aborted)
        throw new errors/* CancelledError */.cc('cancelled while connecting to the bot over WebRTC');
    if (!offered)
        return { refused: why, rollBack: false, link };
    return {
        refused: `ICE did not connect to the bot within ${(0,time/* seconds */.YA)(windowMs)} (${why}; servers tried: ${describeServers(servers)}; local addresses: ${addresses.length > 0 ? addresses.join(', ') : 'every interface of the runner'}). A runner needs outbound UDP to the service's media, or TCP/TLS to its TURN server; a self-hosted runner behind a firewall can name its own address in ice-addresses`,
        rollBack: false,
        link,
    };
}
/** The offer, tried again on 404 and 5xx while time is left; the bot's answer, or the refusal in its words. */
async function offerWithin(c, sessionId, offer, deadline) {
    let pause = FIRST_PAUSE_MS;
    for (let tried = 1;; tried++) {
        try {
            return await c.sessions.offer(c.agent, sessionId, offer);
        }
        catch (error) {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            const status = error instanceof http_errors/* ServiceError */._7 ? error.status : 0;
            const again = status === 404 || status >= 500;
            // an answer that came whole but is not an answer (a gateway's HTML page with a 200): not lost
            if (error instanceof http_errors/* UnexpectedAnswerError */.qx)
                return {
                    refused: `the session proxy answered the offer with what is not the bot's answer: ${(0,errors/* errorMessage */.gJ)(error)}`,
                };
            if (!(error instanceof http_errors/* ServiceError */._7))
                return {
                    refused: `the answer to the offer was lost (${(0,errors/* errorMessage */.gJ)(error)}): a second offer without its pc_id would be refused, so none was sent`,
                };
            if (!again || Date.now() + pause >= deadline)
                return { refused: `the bot's session refused the offer (${tried} sent): ${(0,errors/* errorMessage */.gJ)(error)}` };
            runner_log/* log */.R.info(`The offer to session ${sessionId} was answered ${status}; trying again in ${(0,time/* seconds */.YA)(pause)}`);
            await (0,time/* sleep */.yy)(pause, c.signal);
            pause *= 2;
        }
    }
}

// EXTERNAL MODULE: ./node_modules/protobufjs/light.js
var light = __webpack_require__(6212);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/after-ready/transports/websocket/frames.ts



// Pipecat's protobuf frame serializer, as its own WebSocket clients speak it (service-facts.md, "Talking to
// a Pipecat bot over it"; Pipecat's src/pipecat/frames/frames.proto, package pipecat): every WebSocket
// message is one binary Frame, whose oneof holds audio (PCM 16-bit little-endian), a transcription, text,
// an RTVI message as JSON, or an interruption. protobufjs reads and writes it from the schema below, the
// proto's own fields and numbers; nothing else of Pipecat's is needed.
const root = light_default().Root.fromJSON({
    nested: {
        pipecat: {
            nested: {
                TextFrame: {
                    fields: { id: { type: 'uint64', id: 1 }, name: { type: 'string', id: 2 }, text: { type: 'string', id: 3 } },
                },
                AudioRawFrame: {
                    fields: {
                        id: { type: 'uint64', id: 1 },
                        name: { type: 'string', id: 2 },
                        audio: { type: 'bytes', id: 3 },
                        sample_rate: { type: 'uint32', id: 4 },
                        num_channels: { type: 'uint32', id: 5 },
                        pts: { type: 'uint64', id: 6, options: { proto3_optional: true } },
                    },
                },
                TranscriptionFrame: {
                    fields: {
                        id: { type: 'uint64', id: 1 },
                        name: { type: 'string', id: 2 },
                        text: { type: 'string', id: 3 },
                        user_id: { type: 'string', id: 4 },
                        timestamp: { type: 'string', id: 5 },
                    },
                },
                MessageFrame: { fields: { data: { type: 'string', id: 1 } } },
                InterruptionFrame: { fields: { id: { type: 'uint64', id: 1 } } },
                Frame: {
                    oneofs: { frame: { oneof: ['text', 'audio', 'transcription', 'message', 'interruption'] } },
                    fields: {
                        text: { type: 'TextFrame', id: 1 },
                        audio: { type: 'AudioRawFrame', id: 2 },
                        transcription: { type: 'TranscriptionFrame', id: 3 },
                        message: { type: 'MessageFrame', id: 4 },
                        interruption: { type: 'InterruptionFrame', id: 5 },
                    },
                },
            },
        },
    },
});
const Frame = root.lookupType('pipecat.Frame');
/** One binary message as a frame; undefined when the bytes are not a Pipecat frame. */
function decodeFrame(bytes) {
    let decoded;
    try {
        decoded = Frame.toObject(Frame.decode(bytes), { longs: String, bytes: Buffer, oneofs: true });
    }
    catch {
        return undefined;
    }
    const which = decoded.frame;
    const body = (typeof which === 'string' ? decoded[which] : undefined);
    if (which === 'audio' && body) {
        return {
            kind: 'audio',
            audio: Buffer.isBuffer(body.audio) ? body.audio : Buffer.alloc(0),
            sampleRate: Number(body.sample_rate ?? 0),
            channels: Number(body.num_channels ?? 1),
        };
    }
    if (which === 'message' && body)
        return { kind: 'message', data: String(body.data ?? '') };
    if (which === 'text' && body)
        return { kind: 'text', text: String(body.text ?? '') };
    if (which === 'transcription' && body)
        return { kind: 'transcription', text: String(body.text ?? '') };
    if (which === 'interruption')
        return { kind: 'interruption' };
    return bytes.length === 0 ? undefined : { kind: 'unknown' };
}
/** A chunk of the caller's audio: PCM 16-bit little-endian, mono, at INPUT_RATE. */
function audioFrame(pcm) {
    return Frame.encode(Frame.create({
        audio: { id: 0, name: 'InputAudioRawFrame', audio: pcm, sample_rate: bot_link/* INPUT_RATE */.ST, num_channels: 1 },
    })).finish();
}
/**
 * One RTVI message (protocol 2.1.0) inside a message frame. Every client message carries an id: Pipecat's
 * RTVI.Message model requires one, and a message without it is answered with an RTVI error and dropped.
 */
function rtviFrame(type, data) {
    return Frame.encode(Frame.create({ message: { data: (0,rtvi/* rtviMessage */.pI)(type, data) } })).finish();
}

;// CONCATENATED MODULE: ./src/after-ready/transports/websocket/websocket-link.ts






// One WebSocket connection to the bot, with the limits of the check: a frame over 1 MiB or more than
// 16 MiB in all ends it, and so does a message that is not one of Pipecat's protobuf frames (a telephony
// serializer's JSON, say). What arrives is kept as events, each with the time it came, for the turn to
// wait on; nothing from the bot is ever run or trusted beyond its shape.
/** The bot over the generic WebSocket transport: Pipecat's protobuf frames, RTVI inside message frames. */
class WebsocketLink extends bot_link/* BotEvents */.R5 {
    speaksRtvi = true;
    socket;
    /** Opens the connection: undefined once open, or why not, in words (open-socket.ts). */
    open(url, token, timeoutMs, signal) {
        return openSocket(url, token, timeoutMs, {
            message: (data, isBinary) => this.take(data, isBinary),
            failed: (error) => this.end(/max payload/i.test(error.message)
                ? 'the bot sent a frame over 1 MiB, the most the check reads'
                : `the connection failed (${error.message})`),
            closed: (code, reason) => this.end(`the bot closed the connection (code ${code}${reason ? `: ${(0,secrets/* shortened */.vI)(reason, 200)}` : ''})`),
        }, (socket) => {
            this.socket = socket;
        }, signal);
    }
    send(bytes) {
        if (this.socket?.readyState === wrapper/* default */.Ay.OPEN)
            this.socket.send(bytes);
    }
    sendRtvi(type, data) {
        this.send(rtviFrame(type, data));
    }
    sendAudio(pcm) {
        this.send(audioFrame(pcm));
    }
    sendDtmf(key) {
        this.sendRtvi('dtmf', (0,rtvi/* dtmfData */.Mm)(key));
    }
    /**
     * Tells the bot the call is over (RTVI disconnect-bot) and lets it close first: Pipecat ends its pipeline
     * and closes the socket itself, and a client that closes at once makes the bot log an ERROR ("Cannot call
     * \"send\" once a close message has been sent") in the very lines the check reads. A bot that has not
     * closed within a second, or a cancelled run, is closed on.
     */
    async goodbye(signal) {
        if (this.socket?.readyState === wrapper/* default */.Ay.OPEN && !this.ended) {
            this.socket.send(rtviFrame('disconnect-bot', {}));
            await this.letBotClose(signal);
        }
        this.close();
    }
    /** Closes the connection (cut off after half a second when the bot does not answer the close). */
    close() {
        closeSocket(this.socket);
        this.end('closed by the check');
    }
    take(data, isBinary) {
        if (this.pastTheBound(data.length)) {
            this.socket?.terminate();
            return;
        }
        const frame = isBinary ? decodeFrame(data) : undefined;
        if (!frame) {
            const what = isBinary
                ? 'binary messages that are not Pipecat protobuf frames'
                : `text messages (${JSON.stringify((0,secrets/* shortened */.vI)(data.toString('utf8'), 80))})`;
            this.end(`the bot answers in a format that is not Pipecat's protobuf frames: it sent ${what}, as a telephony serializer (Twilio, Telnyx, Plivo, Exotel) does. The check speaks what Pipecat's own WebSocket clients speak: give the websocket transport the ProtobufFrameSerializer`);
            this.socket?.terminate();
            return;
        }
        this.frame(frame);
    }
}

;// CONCATENATED MODULE: ./src/after-ready/transports/websocket/ws-url.ts


// Where the session token may go: the wsUrl the service answered a start with, on the service's own host
// or one of its subdomains (a host that merely ends with the same letters, notlocalhost for localhost, is
// another host), over wss, or ws to this machine only, so the token never crosses a network in clear.
/** wss (ws to this machine only), on the service's own host or one of its subdomains. */
function checkedWsUrl(wsUrl, apiUrl) {
    let address;
    try {
        address = new URL(wsUrl);
    }
    catch {
        return {
            problem: `the service answered the start with a wsUrl that is not an address (${JSON.stringify((0,secrets/* shortened */.vI)(wsUrl, 80))})`,
        };
    }
    const host = address.hostname.toLowerCase();
    const own = new URL(apiUrl).hostname.toLowerCase();
    if (address.protocol !== 'wss:' && !(address.protocol === 'ws:' && (0,addresses/* isLoopback */.U)(host))) {
        return {
            problem: `the service's wsUrl uses ${address.protocol}//${address.host}: only wss is taken (ws only to this machine), so the session token never crosses a network in clear`,
        };
    }
    if (host !== own && !host.endsWith(`.${own}`)) {
        return {
            problem: `the service's wsUrl leads to ${address.host}, which is not the service's host (${own}) nor one of its subdomains: the session token is not sent there`,
        };
    }
    return { address };
}

;// CONCATENATED MODULE: ./src/after-ready/transports/websocket/websocket-session.ts


async function websocketSession(c, transport, connection, where) {
    const started = await (0,session_start/* startWebsocketSession */.CR)(c);
    if (!('started' in started))
        return started;
    const session = started.started;
    // the service's answer, or this configuration, is at fault: not the deployment
    const url = checkedWsUrl(session.wsUrl, c.inputs['api-url']);
    return {
        started: {
            sessionId: session.sessionId,
            transport,
            ...('problem' in url ? { problem: url.problem } : {}),
            open: async (windowMs) => {
                if ('problem' in url)
                    return { refused: url.problem, rollBack: false };
                if (session.body)
                    url.address.searchParams.set('body', session.body);
                const refused = await connection.open(url.address.toString(), session.token, windowMs, c.signal);
                // a token refused before the upgrade is the service's doing, not the bot's
                if (refused)
                    return { refused, rollBack: false };
                return { link: connection, where: where(url.address.host) };
            },
            goodbye: () => connection.goodbye(c.signal),
        },
    };
}

;// CONCATENATED MODULE: ./src/after-ready/transports/bot-session.ts





// A session with the bot for a turn or a scenario, over the transport session-transport names: SmallWebRTC
// (webrtc/), the generic WebSocket (websocket/), or a phone provider's call on that same endpoint (phone/).
// The turn, the scenarios and the check hold what comes back by BotLink and never know which one carries it.
/** Starts a session on the transport the inputs name (the service's refusal as the check's failure). */
async function startBotSession(c) {
    const transport = c.inputs['session-transport'];
    if (transport === 'webrtc')
        return webrtcSession(c);
    if (transport === 'websocket')
        return websocketSession(c, transport, new WebsocketLink(), (host) => host);
    return websocketSession(c, transport, new CallLink(transport), (host) => `${(0,session_transports/* aCall */.Ax)(transport)}, ${host}`);
}
async function webrtcSession(c) {
    const started = await startWebrtcSession(c);
    if (!('started' in started))
        return started;
    const session = started.started;
    let link;
    return {
        started: {
            sessionId: session.sessionId,
            transport: 'webrtc',
            open: async (windowMs) => {
                const opened = await openWebrtc(c, session, windowMs);
                link = opened.link;
                if ('refused' in opened)
                    return opened;
                return { link: opened.link, where: 'SmallWebRTC' };
            },
            goodbye: async () => link?.goodbye(c.signal),
        },
    };
}


/***/ }),

/***/ 38356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mm: () => (/* binding */ dtmfData),
/* harmony export */   Ni: () => (/* binding */ clientReadyData),
/* harmony export */   S2: () => (/* binding */ sendTextData),
/* harmony export */   pI: () => (/* binding */ rtviMessage)
/* harmony export */ });
/* harmony import */ var _service_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37575);

// RTVI's client messages (protocol 2.1.0), as Pipecat's own clients send them over every transport that
// carries RTVI (the WebSocket's message frames, SmallWebRTC's data channel): a phone call carries none.
let sent = 0;
/**
 * One RTVI client message as JSON text, with its id: Pipecat's RTVI.Message model requires one, and a
 * message without it is answered with an RTVI error and dropped.
 */
function rtviMessage(type, data) {
    sent++;
    return JSON.stringify({ label: 'rtvi-ai', type, id: `${type}-${sent}`, data });
}
/** RTVI client-ready's data, naming this action as the client (the bot answers bot-ready). */
function clientReadyData() {
    const about = { library: 'agent-deploy-action', library_version: _service_version_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_VERSION */ .Yt, platform: 'node' };
    return { version: '2.1.0', about };
}
/** RTVI dtmf's data for one key: `buttons` for Pipecat's RTVI 2.1.0, `button` for the bots before it. */
function dtmfData(key) {
    return { buttons: [key], button: key };
}
/** RTVI send-text's data: a typed turn the bot takes at once, answered aloud unless `audioResponse` is false. */
function sendTextData(content, audioResponse) {
    return { content, options: { run_immediately: true, audio_response: audioResponse } };
}


/***/ }),

/***/ 21172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ oneExchange)
/* harmony export */ });
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _bounded_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5050);


// One exchange with a service that is not the agent service (the scenarios' judge, the speech service): one
// attempt, its whole answer within `timeoutMs` from sending to the last byte (an answer that trickles is
// cut), read to `mostBytes` at most. What loses a race may still fail later: handled, never unhandled.
async function oneExchange(client, request, mostBytes, 
/** the service, as a bounded read's message names it */
what, timeoutMs) {
    let response;
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
            // rejected before the answer is cut: cutting it says "connection cut" at once, and the first word stands
            reject(new Error(`no whole answer within ${timeoutMs / 1000} s`));
            response?.message.destroy();
        }, timeoutMs);
    });
    try {
        const headers = { ...request.headers, 'content-length': String(request.body.length) };
        const sent = client.request(request.method, request.url, node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable.from([request.body]), headers);
        sent.catch(() => undefined);
        response = await Promise.race([sent, timeout]);
        const read = (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedBytes */ .fX)(response, mostBytes, what);
        read.catch(() => undefined);
        const bytes = await Promise.race([read, timeout]);
        return { status: response.message.statusCode ?? 0, bytes };
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ })

};

//# sourceMappingURL=441.index.js.map