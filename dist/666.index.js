export const id = 666;
export const ids = [666];
export const modules = {

/***/ 9795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ko: () => (/* binding */ BotConnection)
});

// UNUSED EXPORTS: MOST_FRAME_BYTES, MOST_RECEIVED_BYTES

// EXTERNAL MODULE: ./node_modules/ws/wrapper.mjs
var wrapper = __webpack_require__(2977);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
;// CONCATENATED MODULE: ./src/after-ready/conversation/bot-link.ts
/** The events of a link, kept with their times, and the waiters on the next one. */
class BotEvents {
    events = [];
    waiters = [];
    ended;
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
    /** A frame from the bot. */
    frame(frame) {
        this.push({ kind: 'frame', frame, at: Date.now() });
    }
    /** The link is over (the first reason stands). */
    end(why) {
        if (this.ended)
            return;
        this.ended = why;
        this.push({ kind: 'ended', why, at: Date.now() });
    }
    push(event) {
        this.events.push(event);
        for (const waiter of this.waiters.splice(0))
            waiter();
    }
}

// EXTERNAL MODULE: ./src/after-ready/conversation/frames.ts
var conversation_frames = __webpack_require__(8229);
;// CONCATENATED MODULE: ./src/after-ready/conversation/connection.ts




// One WebSocket connection to the bot, with the limits of the check: a frame over 1 MiB or more than
// 16 MiB in all ends it, and so does a message that is not one of Pipecat's protobuf frames (a telephony
// serializer's JSON, say). What arrives is kept as events, each with the time it came, for the turn to
// wait on; nothing from the bot is ever run or trusted beyond its shape.
const MOST_FRAME_BYTES = 1024 * 1024;
const MOST_RECEIVED_BYTES = 16 * 1024 * 1024;
/** how long the bot has to close the connection itself after disconnect-bot */
const BOT_CLOSES_MS = 1000;
/** The bot over the generic WebSocket transport: Pipecat's protobuf frames, RTVI inside message frames. */
class BotConnection extends BotEvents {
    received = 0;
    socket;
    /** Opens the connection: resolves once open, or with why it was not (in words). */
    async open(url, token, timeoutMs) {
        return new Promise((resolve) => {
            const socket = new wrapper/* default */.Ay(url, {
                ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
                handshakeTimeout: timeoutMs,
                maxPayload: MOST_FRAME_BYTES,
                followRedirects: false,
                perMessageDeflate: false,
            });
            this.socket = socket;
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
            socket.on('open', () => resolve(undefined));
            socket.on('error', (error) => {
                if (socket.readyState === wrapper/* default */.Ay.CONNECTING)
                    resolve(`the connection did not open (${error.message})`);
                else if (/max payload/i.test(error.message))
                    this.end('the bot sent a frame over 1 MiB, the most the check reads');
                else
                    this.end(`the connection failed (${error.message})`);
            });
            socket.on('message', (data, isBinary) => this.take(data, isBinary));
            socket.on('close', (code, reason) => this.end(`the bot closed the connection (code ${code}${reason.length ? `: ${(0,secrets/* shortened */.vI)(reason.toString('utf8'), 200)}` : ''})`));
        });
    }
    send(bytes) {
        if (this.socket?.readyState === wrapper/* default */.Ay.OPEN)
            this.socket.send(bytes);
    }
    sendRtvi(type, data) {
        this.send((0,conversation_frames/* rtviFrame */.dX)(type, data));
    }
    sendAudio(pcm) {
        this.send((0,conversation_frames/* audioFrame */._x)(pcm));
    }
    /**
     * Tells the bot the call is over (RTVI disconnect-bot) and lets it close first: Pipecat ends its pipeline
     * and closes the socket itself, and a client that closes at once makes the bot log an ERROR ("Cannot call
     * \"send\" once a close message has been sent") in the very lines the check reads. A bot that has not
     * closed within a second, or a cancelled run, is closed on.
     */
    async goodbye(signal) {
        if (this.socket?.readyState === wrapper/* default */.Ay.OPEN && !this.ended) {
            this.socket.send((0,conversation_frames/* rtviFrame */.dX)('disconnect-bot', {}));
            const deadline = Date.now() + BOT_CLOSES_MS;
            while (!this.ended && !signal.aborted && Date.now() < deadline)
                await this.next(deadline, signal);
        }
        this.close();
    }
    /** Closes the connection (cut off after half a second when the bot does not answer the close). */
    close() {
        const socket = this.socket;
        if (socket && socket.readyState !== wrapper/* default */.Ay.CLOSED) {
            socket.removeAllListeners('close');
            socket.on('error', () => undefined);
            if (socket.readyState === wrapper/* default */.Ay.OPEN) {
                socket.close(1000, 'done');
                setTimeout(() => socket.terminate(), 500).unref();
            }
            else if (socket.readyState === wrapper/* default */.Ay.CONNECTING)
                socket.terminate();
        }
        this.end('closed by the check');
    }
    take(data, isBinary) {
        this.received += data.length;
        if (this.received > MOST_RECEIVED_BYTES) {
            this.end('the bot sent more than 16 MiB: the check stopped reading');
            this.socket?.terminate();
            return;
        }
        const frame = isBinary ? (0,conversation_frames/* decodeFrame */.O2)(data) : undefined;
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


/***/ }),

/***/ 8229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ni: () => (/* binding */ clientReadyData),
/* harmony export */   O2: () => (/* binding */ decodeFrame),
/* harmony export */   S2: () => (/* binding */ sendTextData),
/* harmony export */   ST: () => (/* binding */ INPUT_RATE),
/* harmony export */   _x: () => (/* binding */ audioFrame),
/* harmony export */   dX: () => (/* binding */ rtviFrame)
/* harmony export */ });
/* unused harmony export rtviMessage */
/* harmony import */ var protobufjs_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6212);
/* harmony import */ var protobufjs_light_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(protobufjs_light_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _service_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7575);


// Pipecat's protobuf frame serializer, as its own WebSocket clients speak it (service-facts.md, "Talking to
// a Pipecat bot over it"; Pipecat's src/pipecat/frames/frames.proto, package pipecat): every WebSocket
// message is one binary Frame, whose oneof holds audio (PCM 16-bit little-endian), a transcription, text,
// an RTVI message as JSON, or an interruption. protobufjs reads and writes it from the schema below, the
// proto's own fields and numbers; nothing else of Pipecat's is needed.
const root = protobufjs_light_js__WEBPACK_IMPORTED_MODULE_0___default().Root.fromJSON({
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
/**
 * The rate Pipecat's pipeline takes input audio at, whatever a frame says (its input transport does not
 * resample): 16 kHz, 640 bytes a 20 ms.
 */
const INPUT_RATE = 16_000;
/** A chunk of the caller's audio: PCM 16-bit little-endian, mono, at INPUT_RATE. */
function audioFrame(pcm) {
    return Frame.encode(Frame.create({
        audio: { id: 0, name: 'InputAudioRawFrame', audio: pcm, sample_rate: INPUT_RATE, num_channels: 1 },
    })).finish();
}
let sent = 0;
/**
 * One RTVI message (protocol 2.1.0) inside a message frame. Every client message carries an id: Pipecat's
 * RTVI.Message model requires one, and a message without it is answered with an RTVI error and dropped.
 */
function rtviFrame(type, data) {
    return Frame.encode(Frame.create({ message: { data: rtviMessage(type, data) } })).finish();
}
/** One RTVI client message as JSON text, with its id: what every transport carries. */
function rtviMessage(type, data) {
    sent++;
    return JSON.stringify({ label: 'rtvi-ai', type, id: `${type}-${sent}`, data });
}
/** RTVI client-ready's data, naming this action as the client (the bot answers bot-ready). */
function clientReadyData() {
    const about = { library: 'agent-deploy-action', library_version: _service_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_VERSION */ .Yt, platform: 'node' };
    return { version: '2.1.0', about };
}
/** RTVI send-text's data: a typed turn the bot takes at once, answered aloud unless `audioResponse` is false. */
function sendTextData(content, audioResponse) {
    return { content, options: { run_immediately: true, audio_response: audioResponse } };
}


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ hasSound),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   d$: () => (/* binding */ TurnState)
/* harmony export */ });
/* unused harmony export rtviErrorText */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);

// What the bot has said and done in one turn, from the frames and RTVI messages it sends (Pipecat's
// processors/frameworks/rtvi/observer.py names them): whether a greeting is under way (bot-llm-started,
// bot-tts-started, its speech), when the bot reported hearing the caller (user-stopped-speaking or a final
// user-transcription after the caller spoke; user-llm-text for a typed turn: Pipecat puts it in the
// context and reports it so), and its first audio with sound after that: before it, the bot's audio and
// words are not an answer, whatever they are (a greeting still under way, a bot that never listens).
/** The most of the bot's words kept (a bot can stream megabytes of text); every way out cuts again. */
const MOST_WORDS = 64 * 1024;
/** the most of the bot's words a message quotes */
const QUOTED = 300;
/** The bot's words in a message: secrets replaced, then cut. */
const quoted = (text) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(text, QUOTED);
/** Words added to words, kept to MOST_WORDS. */
const bounded = (words, more) => words.length >= MOST_WORDS ? words : `${words}${more.slice(0, MOST_WORDS - words.length)}`;
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
/** An RTVI error's words: `data.error` as Pipecat sends it (a string), else its JSON, never "[object Object]". */
function rtviErrorText(data) {
    const said = data?.error ?? data?.message ?? data ?? {};
    return typeof said === 'string' ? said : JSON.stringify(said);
}
class TurnState {
    ready = false;
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
        if (frame.kind === 'audio' && hasSound(frame.audio))
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
        this.lastBotAudioAt = at;
        this.lastActivityAt = at;
        if (!this.callerFrom)
            return;
        if (this.heardAt && at >= this.heardAt && at >= this.endOfSpeech)
            this.firstSoundAt ||= at;
        else if (!this.heardAt)
            this.unheardSound = true;
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


/***/ }),

/***/ 1298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ checkedWsUrl)
/* harmony export */ });
/* harmony import */ var _addresses_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3523);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);


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
            problem: `the service answered the start with a wsUrl that is not an address (${JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(wsUrl, 80))})`,
        };
    }
    const host = address.hostname.toLowerCase();
    const own = new URL(apiUrl).hostname.toLowerCase();
    if (address.protocol !== 'wss:' && !(address.protocol === 'ws:' && (0,_addresses_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopback */ .U)(host))) {
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


/***/ }),

/***/ 4273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ whereItRuns)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4169);


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


/***/ })

};

//# sourceMappingURL=666.index.js.map