export const id = 10;
export const ids = [10];
export const modules = {

/***/ 38349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qu: () => (/* binding */ framed),
/* harmony export */   iK: () => (/* binding */ sayCut),
/* harmony export */   jb: () => (/* binding */ startsOf),
/* harmony export */   mf: () => (/* binding */ framingComplete),
/* harmony export */   oG: () => (/* binding */ awaitSessionLines)
/* harmony export */ });
/* unused harmony exports LINES_WAIT_MS, QUIET_MS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29834);
/* harmony import */ var _session_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77794);




// A verdict that rests on a session's own lines waits for them (issue 61 §1). The service keeps them in a
// search store: they come late, by an amount nothing documents. They are complete when the base image's
// framing is (daily-co/pipecat-cloud-images, pipecat-base/app.py, `run_bot`: every session logs `Starting
// bot session …` first and `Stopping bot session …` last, in its `finally`): a stop after the last start,
// and as many starts as the session must have (a SmallWebRTC session whose connection was made logs one for
// the wait and one for the bot; the wait's own stop may or may not come, service-facts.md and app.py
// differ). A session without that framing (an image of its own) is complete once the service says it ended
// and its lines have stopped growing for QUIET_MS; one that ended before its bot started, with no line, has
// none to wait for. Bounded by LINES_WAIT_MS: lines that never come are said,
// never read as evidence.
/** How long a verdict waits for a session's lines to be complete, from the moment the session is stopped. */
const LINES_WAIT_MS = 30_000;
/** How long the lines of a session without the base image's framing must stay the same, once it ended. */
const QUIET_MS = 5_000;
/** How often the lines are read again while they are awaited. */
const READ_EVERY_MS = 500;
const STARTING = /Starting bot session with metadata/;
const STOPPING = /Stopping bot session with metadata/;
const WAITS_FOR_WEBRTC = /Will wait for the webrtc_connection/;
/** Whether the lines carry the base image's framing at all (an image of its own may not). */
function framed(lines) {
    return lines.some((line) => STARTING.test(line));
}
/** Whether the base image's framing says the lines are whole: at least `starts` starts, and a stop after the last. */
function framingComplete(lines, starts = 1) {
    // a session that waited for its WebRTC connection logs a second start for its bot
    const least = lines.some((line) => WAITS_FOR_WEBRTC.test(line)) ? Math.max(starts, 2) : starts;
    let count = 0;
    let lastStart = -1;
    let lastStop = -1;
    lines.forEach((line, i) => {
        if (STARTING.test(line)) {
            count++;
            lastStart = i;
        }
        else if (STOPPING.test(line))
            lastStop = i;
    });
    return count >= least && lastStop > lastStart;
}
/** The starts a session's whole lines hold: a SmallWebRTC session logs the wait for its connection, then the bot. */
function startsOf(transport) {
    return transport === 'webrtc' ? 2 : 1;
}
/** The session's lines once complete, or what came within the bound, saying what is missing. */
async function awaitSessionLines(sessions, agent, id, wait) {
    const began = Date.now();
    const bound = wait.waitMs ?? LINES_WAIT_MS;
    let read = { lines: [] };
    let problem;
    let sameSince = began;
    for (let reads = 0;; reads++) {
        const before = read.lines;
        try {
            read = await (0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .raceAbort */ .Mu)(sessions.wholeLog(agent, id), wait.signal);
            problem = undefined;
        }
        catch (error) {
            if (wait.signal.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc('cancelled while the session’s lines were awaited');
            problem = (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error);
        }
        if (framingComplete(read.lines, wait.starts))
            return whole(read, reads, began, id);
        const now = Date.now();
        if (read.lines.length !== before.length || read.lines.at(-1) !== before.at(-1))
            sameSince = now;
        // the record matters only to the rules that rest on it: no line at all, or lines quiet for QUIET_MS
        const quiet = read.lines.length > 0 && now - sameSince >= QUIET_MS;
        const record = read.lines.length === 0 || quiet ? await recordOf(sessions, agent, id, wait.signal) : undefined;
        // a session that ended before its bot ever started (a link refused before the upgrade) logs nothing
        if (record?.endedAt && record.botStartSeconds === undefined && read.lines.length === 0)
            return whole(read, reads, began, id);
        if (record?.endedAt && quiet)
            return whole(read, reads, began, id);
        if (now - began >= bound)
            return { ...(0,_session_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionLines */ .ks)(read.lines), missing: missing(read, problem, bound) };
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .sleep */ .yy)(Math.min(READ_EVERY_MS, Math.max(0, began + bound - now)), wait.signal);
        if (wait.signal.aborted)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc('cancelled while the session’s lines were awaited');
    }
}
function whole(read, reads, began, id) {
    if (reads > 0)
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`The lines of session ${id} were complete after ${(0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(Date.now() - began)}`);
    sayCut(id, read);
    return (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionLines */ .ks)(read.lines);
}
/** Says that a session's lines were not all read (the bound, a store that refused to page deep); true when it did. */
function sayCut(id, read) {
    if (read.cut)
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Session ${id} logged more than could be read: ${read.cut}`);
    return Boolean(read.cut);
}
async function recordOf(sessions, agent, id, signal) {
    try {
        return await (0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .raceAbort */ .Mu)(sessions.read(agent, id), signal);
    }
    catch {
        if (signal.aborted)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .cc('cancelled while the session’s lines were awaited');
        return undefined;
    }
}
function missing(read, problem, bound) {
    if (problem && read.lines.length === 0)
        return `its log lines could not be read within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(bound)} (${problem})`;
    if (read.lines.length === 0)
        return `its log lines did not come within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(bound)}`;
    return `its log lines were not complete within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(bound)} (${read.lines.length} came, and no "Stopping bot session" line after the last start)`;
}


/***/ }),

/***/ 77794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ errorLine),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   gU: () => (/* binding */ endedInError),
/* harmony export */   ks: () => (/* binding */ sessionLines)
/* harmony export */ });
/* unused harmony export SHOWN_SESSION_LINES */
/* harmony import */ var _service_output_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52952);
/* harmony import */ var _service_sessions_session_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95946);


// What a session's own log lines say of an error: a Python traceback (its exception line, such as
// `KeyError: 'OPENAI_API_KEY'`), or a line logged at ERROR or CRITICAL (Python's logging, loguru's
// `| ERROR |`, `level=error`). Text from the agent is data: it is shown escaped, never acted on.
/** How many of a session's lines the summary shows: the last. */
const SHOWN_SESSION_LINES = 50;
/** A session's lines as read: all of them (MOST_SESSION_LINES at most), cut to the line length, and the last few to show. */
function sessionLines(read) {
    const all = (0,_service_output_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lastLines */ .w$)(read.join('\n'), _service_sessions_session_log_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_SESSION_LINES */ .tq);
    return { all, shown: all.slice(-SHOWN_SESSION_LINES) };
}
const TRACEBACK = /Traceback \(most recent call last\)/;
const ERROR_LINE = /(^|[\s|[])(ERROR|CRITICAL|FATAL)([\s|\]:]|$)|\blevel=(error|fatal|critical)\b/;
/** The line that names the error, or undefined when the lines hold none. */
function errorLine(lines) {
    const start = lines.findIndex((line) => TRACEBACK.test(line));
    if (start !== -1) {
        // The exception line is the first after the traceback's frames that is not indented.
        const exception = lines.slice(start + 1).find((line) => line.trim() !== '' && !/^\s/.test(stripPrefix(line)));
        return (exception ? stripPrefix(exception) : lines[start]) ?? '';
    }
    const found = lines.find((line) => ERROR_LINE.test(line));
    return found === undefined ? undefined : messageOf(found);
}
/** The base image's loguru line (`time | LEVEL | name:function:line | <session id> - message`, pipecat-base/app.py) as its message; any other line as it is. */
function messageOf(line) {
    return /^\d{4}-\d{2}-\d{2} [\d:.]+ \| [A-Z]+ *\| [^|]* \| \S+ - (.*)$/.exec(line)?.[1] ?? line;
}
/** A line without a logger's time stamp before it ("2026-11-25 10:00:00.123 | "), when it has one. */
function stripPrefix(line) {
    // One space after the stamp (and its bar): the indentation of a traceback's frames is kept.
    return line.replace(/^\d{4}-\d{2}-\d{2}[T ][\d:.,]+Z? (\| )?/, '');
}
/** A completion status that says the session ended in an error (HTTP_ERROR), not a normal end. */
function endedInError(status) {
    return status !== undefined && /ERROR|FAIL|CRASH/i.test(status);
}


/***/ }),

/***/ 69388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ withoutHangUps)
/* harmony export */ });
/* harmony import */ var _session_transports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38598);

// The bot's failed hang-up of a call, left out of every verdict on a call's lines (the turn's, the
// scenarios', the callers' and the watch's). A phone serializer hangs up at the end of the pipeline by calling
// its provider's REST API for the call it was given (`auto_hang_up`, on by default: pipecat-ai/pipecat
// src/pipecat/serializers/twilio.py, telnyx.py, plivo.py, `_hang_up_call`), and the check's call ids are made
// up, so the provider refuses and the bot logs an ERROR ("Failed to terminate Twilio call CA…: Status 404,
// Response: …", or "Failed to hang up Twilio call: …" when it cannot reach it). The check's own earlier call
// read among the callers is such a session too. Exotel's serializer hangs up nothing.
//
// Only the whole line is left out: the serializer's own logger (`pipecat.serializers.<provider>:_hang_up_call`)
// at ERROR, the message alone (the base image's `| <session id> - ` before it, or loguru's default ` - `), and
// the lines of its body that follow without a logger's prefix (a provider's answer over several lines). A line
// that only contains these words is the bot's, and judged.
const STAMP = /^\d{4}-\d{2}-\d{2}[T ][\d:.,]+Z? \| /;
const providers = _session_transports_js__WEBPACK_IMPORTED_MODULE_0__/* .PHONE_PROVIDERS */ .oi.filter((p) => p !== 'exotel');
const HANG_UP = new RegExp(`^\\d{4}-\\d{2}-\\d{2}[T ][\\d:.,]+Z? \\| ERROR +\\| pipecat\\.serializers\\.(${providers.join('|')}):_hang_up_call:\\d+ (?:\\| \\S+ )?- Failed to (?:terminate (\\w+) call \\S+: Status \\d{3}, Response: .*|hang up (\\w+) call: .*)$`);
/** Whether the line is a phone serializer's failed hang-up, whole, and of the provider it names. */
function isHangUp(line) {
    const match = HANG_UP.exec(line);
    if (!match)
        return false;
    const provider = match[1];
    return (match[2] ?? match[3]) === _session_transports_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd[provider];
}
/** The session's lines without a phone serializer's failed hang-up (and its body's further lines); any other line kept. */
function withoutHangUps(lines) {
    const kept = [];
    let inHangUp = false;
    for (const line of lines) {
        if (isHangUp(line))
            inHangUp = true;
        else if (!inHangUp || STAMP.test(line) || line.includes('Traceback (most recent call last)')) {
            inHangUp = false;
            kept.push(line);
        }
    }
    return kept;
}


/***/ }),

/***/ 80693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ WatchedSessions),
/* harmony export */   m: () => (/* binding */ failedCompletion)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29834);
/* harmony import */ var _awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38349);
/* harmony import */ var _session_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77794);
/* harmony import */ var _transports_phone_hang_up_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69388);






// The callers seen in a watch, each judged once it ended: an error completion (HTTP_ERROR, a 5xx), a bot
// that never started, or a traceback or error line in its own log lines, which are read for a failed
// completion too (its exception is the line people need). A session of another deployment, which a list
// filtered by deployment should never carry, is never judged; the step's own sessions are not callers; a
// session still waiting for its bot is not counted until it starts or ends. Log reads are bounded: 200 a
// watch, none past the window's end, each cut off at it. A session's lines come late (issue 61 §1): one
// that ended normally is judged once its lines are whole (awaited-lines.ts); until then it waits, read again
// at the next pass, and one still waiting when the window ends is said, never taken as passed.
/** The most ended sessions whose log lines are read in one watch: past it, completions alone judge. */
const MOST_LOG_READS = 200;
/** A completion that says the session failed: HTTP_ERROR and its kin, or a 5xx code. */
function failedCompletion(status) {
    return (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .endedInError */ .gU)(status) || /^5\d\d$/.test(status ?? '');
}
class WatchedSessions {
    sessions;
    agent;
    deploymentId;
    own;
    end;
    signal;
    judged = new Map();
    running = new Set();
    starts = [];
    others = new Set();
    /** sessions that ended normally whose lines are not whole yet */
    awaiting = new Set();
    cold = 0;
    logReads = 0;
    constructor(sessions, agent, deploymentId, own, 
    /** the end of the window: no log read starts after it, and none runs past it */
    end, signal) {
        this.sessions = sessions;
        this.agent = agent;
        this.deploymentId = deploymentId;
        this.own = own;
        this.end = end;
        this.signal = signal;
    }
    get failures() {
        return [...this.judged.values()].filter((failure) => failure !== undefined);
    }
    get seen() {
        return this.judged.size + this.running.size;
    }
    async take(listed) {
        this.running.clear();
        for (const session of listed) {
            if (this.own.has(session.id) || this.judged.has(session.id))
                continue;
            if (session.deploymentId && session.deploymentId !== this.deploymentId) {
                if (!this.others.has(session.id))
                    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`Session ${session.id} is of deployment ${session.deploymentId}: not judged`);
                this.others.add(session.id);
                continue;
            }
            if (!session.endedAt) {
                // a caller whose bot has not started is not yet served: counted once it starts or ends
                if (session.botStartSeconds !== undefined)
                    this.running.add(session.id);
                continue;
            }
            const verdict = await this.judge(session);
            if (verdict === 'awaiting') {
                this.awaiting.add(session.id);
                continue;
            }
            this.awaiting.delete(session.id);
            if (session.botStartSeconds !== undefined)
                this.starts.push(session.botStartSeconds);
            if (session.coldStart)
                this.cold++;
            this.judged.set(session.id, verdict);
        }
    }
    async judge(session) {
        const completion = session.completionStatus ?? '(none)';
        const failed = failedCompletion(session.completionStatus)
            ? `it ended with ${completion}`
            : session.botStartSeconds === undefined
                ? 'its bot never started'
                : undefined;
        const lines = await this.linesOf(session.id);
        // a call's refused hang-up is of the call (the check's own earlier one among them), never a failed caller
        const error = lines && (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .errorLine */ .BP)((0,_transports_phone_hang_up_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutHangUps */ .$)(lines));
        if (failed)
            return { id: session.id, completion, why: error ? `${failed}: ${error}` : failed };
        if (error)
            return { id: session.id, completion, why: error };
        // none yet, or the base image's framing not whole: its lines are still coming
        return lines && (lines.length === 0 || ((0,_awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .framed */ .Qu)(lines) && !(0,_awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .framingComplete */ .mf)(lines))) ? 'awaiting' : undefined;
    }
    /** The session's lines, when they can be read within the bounds. */
    async linesOf(id) {
        const left = this.end - Date.now();
        if (this.logReads >= MOST_LOG_READS || left <= 0)
            return undefined;
        this.logReads++;
        try {
            const read = this.sessions.wholeLog(this.agent, id);
            const whole = await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .raceAbort */ .Mu)(read, AbortSignal.any([this.signal, AbortSignal.timeout(left)]));
            return (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionLines */ .ks)(whole.lines).all;
        }
        catch (error) {
            if (this.signal.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc('cancelled while callers were watched');
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`The log lines of session ${id} could not be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}`);
            return undefined;
        }
    }
    /** "12 seen, 1 failed, 2 running; bot start median 1.2 s, slowest 3.4 s; 3 cold starts" */
    line() {
        const sorted = [...this.starts].sort((a, b) => a - b);
        const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
        const starts = median === undefined ? '' : `; bot start median ${median} s, slowest ${sorted.at(-1)} s`;
        const awaiting = this.awaiting.size > 0 ? `, ${this.awaiting.size} ended whose log lines have not all come` : '';
        return `${this.seen} seen, ${this.failures.length} failed, ${this.running.size} running${awaiting}${starts}; ${this.cold} cold start${this.cold === 1 ? '' : 's'}`;
    }
}


/***/ }),

/***/ 95946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dZ: () => (/* binding */ readSessionLog),
/* harmony export */   tq: () => (/* binding */ MOST_SESSION_LINES)
/* harmony export */ });
/* unused harmony exports LOG_PAGE, MOST_LOG_PAGES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _agents_log_pages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19297);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);



// A session's own log lines read whole (issue 61 §1), oldest first, page by page: the store gives what it
// gives (a page may hold fewer lines than asked: the next starts after what came), and may refuse to page
// deep (what came before is kept, and the cut said). Oldest first, so that lines that come late are added
// at the end, and a page read again starts where the last one did.
/** The lines asked for in one page: moderate, as a search store wants (service-facts.md, "Logs"). */
const LOG_PAGE = 100;
/** The most lines read of one session: every session a check holds logs far fewer (a short turn, about 95). */
const MOST_SESSION_LINES = 5000;
/** The most pages read for one session's lines, whatever each page holds. */
const MOST_LOG_PAGES = 60;
/** Every line of the session, oldest first, within MOST_SESSION_LINES and MOST_LOG_PAGES. */
async function readSessionLog(http, agent, id) {
    const lines = [];
    for (let page = 0; page < MOST_LOG_PAGES; page++) {
        if (lines.length >= MOST_SESSION_LINES) {
            return { lines, cut: `only the first ${MOST_SESSION_LINES} lines are read` };
        }
        let read;
        try {
            const limit = Math.min(LOG_PAGE, MOST_SESSION_LINES - lines.length);
            read = await (0,_agents_log_pages_js__WEBPACK_IMPORTED_MODULE_0__/* .readLogPage */ ._)(http, agent, { sessionId: id }, { limit, offset: lines.length, order: 'asc' }, true);
        }
        catch (error) {
            // the first page's failure is the read's; a deeper one is the store's bound, and what came is kept
            if (page === 0) {
                if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx)
                    return { lines: [] };
                throw error;
            }
            return { lines, cut: `the service refused the lines past the first ${lines.length} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)})` };
        }
        lines.push(...read.lines.map((line) => line.log));
        if (read.lines.length === 0 || (read.total !== undefined && lines.length >= read.total))
            return { lines };
    }
    return { lines, cut: `only the first ${lines.length} lines are read (${MOST_LOG_PAGES} pages)` };
}


/***/ }),

/***/ 72206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* reexport */ OddStartError),
  Q: () => (/* binding */ SessionService)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 3 modules
var schemas = __webpack_require__(63619);
// EXTERNAL MODULE: ./src/ids.ts
var ids = __webpack_require__(22325);
// EXTERNAL MODULE: ./src/service/http/answers.ts
var answers = __webpack_require__(65607);
// EXTERNAL MODULE: ./src/service/loose-fields.ts
var loose_fields = __webpack_require__(15195);
// EXTERNAL MODULE: ./src/service/sessions/session-log.ts
var session_log = __webpack_require__(95946);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 2 modules
var api = __webpack_require__(62306);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js + 1 modules
var parse = __webpack_require__(23945);
// EXTERNAL MODULE: ./src/service/http/errors.ts
var errors = __webpack_require__(44261);
// EXTERNAL MODULE: ./src/service/ids.ts
var service_ids = __webpack_require__(13317);
;// CONCATENATED MODULE: ./src/service/sessions/start-answers.ts





// What a session start answers (service-facts.md, "Sessions", "SmallWebRTC sessions"): a session id of the
// shape every id has (src/ids.ts: never '.' or '..', which in /sessions/{id} name another resource), and
// the transport's fields. An answer of another shape is the service's doing (OddStartError), with the
// session it named when its id is one, so that it is stopped.
const started = schemas/* looseObject */._H3({ sessionId: schemas/* string */.YjP() });
/** The most ICE servers a start's answer may name (the OpenAPI example names two; werift reads two). */
const MOST_ICE_SERVERS = 32;
/**
 * A start's answer that is not a started session (no sessionId, one that is not an id, a field of another
 * shape): the service's doing, never the deployment's. `sessionId`: the session it did start, when its id
 * is one, to be stopped.
 */
class OddStartError extends errors/* UnexpectedAnswerError */.qx {
    sessionId;
    constructor(message, sessionId) {
        super(message);
        this.sessionId = sessionId;
    }
}
const startedWebsocket = schemas/* looseObject */._H3({
    sessionId: schemas/* string */.YjP(),
    wsUrl: schemas/* string */.YjP(),
    token: loose_fields/* optString */.$2,
    body: loose_fields/* optString */.$2,
});
const iceServer = schemas/* looseObject */._H3({
    urls: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]),
    username: loose_fields/* optString */.$2,
    credential: loose_fields/* optString */.$2,
});
const startedWebrtc = schemas/* looseObject */._H3({
    sessionId: schemas/* string */.YjP(),
    iceConfig: (0,loose_fields/* opt */.m7)(schemas/* looseObject */._H3({ iceServers: (0,loose_fields/* opt */.m7)(schemas/* array */.YOg(iceServer).check(api/* _maxLength */.Eb(MOST_ICE_SERVERS))) })),
});
/** A start's answer in `schema`, its sessionId an id (ids.ts); else an OddStartError naming the session it may have started. */
function startedAnswer(answer, schema, expected) {
    if (answer.status < 200 || answer.status > 299)
        throw (0,answers/* serviceError */.cg)(answer);
    const json = (0,answers/* answerJson */.hi)(answer, expected);
    const id = parse/* safeParse */.xL(started, json);
    const sessionId = id.success && (0,service_ids/* isId */.eQ)(id.data.sessionId) ? id.data.sessionId : undefined;
    const result = parse/* safeParse */.xL(schema, json);
    if (result.success && sessionId)
        return result.data;
    const why = id.success && !sessionId ? ` (its sessionId is not an id: ${service_ids/* ID_SHAPE */.Iu})` : '';
    throw new OddStartError(`The service answered ${answer.status} to ${answer.request} with JSON that is not ${expected}${why}: ${(0,answers/* bodyStart */.ld)(answer.text)}`, sessionId);
}

;// CONCATENATED MODULE: ./src/service/sessions/sessions.ts






// Sessions (service-facts.md, "Sessions"): a start through the public endpoint with a *public* key, and
// a session's record, its stop and its own log lines with the private one. Each key goes only where it
// belongs: the start never carries the private key, no other call the public one. What a start answers:
// start-answers.ts.

const offerAnswer = schemas/* looseObject */._H3({ sdp: schemas/* string */.YjP(), type: schemas/* string */.YjP(), pc_id: loose_fields/* optString */.$2 });
/**
 * A start is a write, never sent twice; an answer past the bound is read on (64 MiB at most, nothing kept) for
 * the session it started, so that its id can be stopped (issue 61 §6: it was in the part never read).
 */
const START_SEND = {
    write: true,
    findPast: { pattern: /"sessionId"\s*:\s*"([^"\\]{1,200})"/, mostBytes: 64 * 1024 * 1024 },
};
const record = schemas/* looseObject */._H3({
    sessionId: loose_fields/* optString */.$2,
    deploymentId: loose_fields/* optString */.$2,
    createdAt: loose_fields/* optString */.$2,
    endedAt: loose_fields/* optString */.$2,
    botStartSeconds: loose_fields/* optNumber */.td,
    coldStart: loose_fields/* optBoolean */._Z,
    // an HTTP code or a word (HTTP_COMPLETED, HTTP_ERROR, WS_CONNECTION_CLOSED)
    completionStatus: (0,loose_fields/* opt */.m7)(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
});
const listed = schemas/* looseObject */._H3({
    total_count: loose_fields/* optNumber */.td,
    sessions: schemas/* array */.YOg(record),
});
/** The most sessions one list read asks for, and the most pages read. */
const PAGE = 50;
const MOST_PAGES = 20;
class SessionService {
    http;
    publicHttp;
    constructor(
    /** with the private key: read, stop, log lines */
    http, 
    /** with the public key: the start only */
    publicHttp) {
        this.http = http;
        this.publicHttp = publicHttp;
    }
    /** Starts one session with a Daily room; its id. Never sent twice: a second start is a second session. */
    async start(agent) {
        const answer = await this.publicHttp.send('POST', `/public/${(0,ids/* pathSegment */.pn)(agent)}/start`, {
            createDailyRoom: true,
        }, START_SEND);
        return startedAnswer(answer, started, 'a started session').sessionId;
    }
    /** Starts one session on the generic WebSocket transport (public key); never sent twice. */
    async startWebsocket(agent, body) {
        const answer = await this.publicHttp.send('POST', `/public/${(0,ids/* pathSegment */.pn)(agent)}/start`, { transport: 'websocket', ...(body ? { body } : {}) }, START_SEND);
        const data = startedAnswer(answer, startedWebsocket, 'a started WebSocket session');
        return {
            sessionId: data.sessionId,
            wsUrl: data.wsUrl,
            ...(data.token ? { token: data.token } : {}),
            ...(data.body ? { body: data.body } : {}),
        };
    }
    /** Starts one session on SmallWebRTC (public key), asking for the service's ICE servers; never sent twice. */
    async startWebrtc(agent, body) {
        const answer = await this.publicHttp.send('POST', `/public/${(0,ids/* pathSegment */.pn)(agent)}/start`, { transport: 'webrtc', enableDefaultIceServers: true, ...(body ? { body } : {}) }, START_SEND);
        const data = startedAnswer(answer, startedWebrtc, 'a started SmallWebRTC session');
        const iceServers = (data.iceConfig?.iceServers ?? []).map((server) => ({
            urls: server.urls,
            ...(server.username ? { username: server.username } : {}),
            ...(server.credential ? { credential: server.credential } : {}),
        }));
        return { sessionId: data.sessionId, iceServers };
    }
    /** One offer through the session proxy (public key), one attempt: the caller decides what is tried again. */
    async offer(agent, sessionId, offer) {
        const path = `/public/${(0,ids/* pathSegment */.pn)(agent)}/sessions/${(0,ids/* pathSegment */.pn)(sessionId)}/api/offer`;
        const answer = await this.publicHttp.send('POST', path, offer, { once: true });
        const data = (0,answers/* parsedAnswer */.qr)(answer, offerAnswer, "the bot's answer to the offer");
        return { sdp: data.sdp, type: data.type, ...(data.pc_id ? { pc_id: data.pc_id } : {}) };
    }
    /** The session's record; a transient failure (a 5xx, a reset) is tried again, as every read is. */
    async read(agent, id) {
        return view((0,answers/* parsedAnswer */.qr)(await this.http.send('GET', sessionPath(agent, id)), record, 'a session'));
    }
    /** The sessions running on a deployment (the sessions list, `status=active`). */
    async active(agent, deploymentId) {
        return this.list(agent, deploymentId, 'active');
    }
    /**
     * A deployment's sessions from the sessions list, read page by page (the service's default page is 10,
     * and its order is not documented), each once; `pages` bounds the reads.
     */
    async list(agent, deploymentId, status, pages = MOST_PAGES) {
        const found = new Map();
        for (let page = 0; page < pages; page++) {
            const query = new URLSearchParams({
                deploymentId,
                status,
                limit: String(PAGE),
                offset: String(page * PAGE),
            });
            const answer = await this.http.send('GET', `/agents/${(0,ids/* pathSegment */.pn)(agent)}/sessions?${query}`);
            const data = (0,answers/* parsedAnswer */.qr)(answer, listed, 'the sessions list');
            for (const entry of data.sessions) {
                if (entry.sessionId && !found.has(entry.sessionId)) {
                    const createdAt = entry.createdAt ? { createdAt: entry.createdAt } : {};
                    found.set(entry.sessionId, { id: entry.sessionId, ...view(entry), ...createdAt });
                }
            }
            if (data.sessions.length < PAGE || found.size >= (data.total_count ?? 0))
                break;
        }
        return [...found.values()];
    }
    /** Stops the session; one already ended or gone is not an error. */
    async stop(agent, id) {
        const answer = await this.http.send('DELETE', sessionPath(agent, id));
        if (answer.status === 404 || (answer.status >= 200 && answer.status <= 299))
            return;
        throw (0,answers/* serviceError */.cg)(answer);
    }
    /** The session's own log lines, oldest first, read whole page by page (session-log.ts); a transient failure is tried again. */
    wholeLog(agent, id) {
        return (0,session_log/* readSessionLog */.dZ)(this.http, agent, id);
    }
}
function view(data) {
    return {
        ...(data.deploymentId ? { deploymentId: data.deploymentId } : {}),
        ...(typeof data.botStartSeconds === 'number' ? { botStartSeconds: data.botStartSeconds } : {}),
        ...(data.endedAt ? { endedAt: data.endedAt } : {}),
        ...(data.completionStatus !== undefined && data.completionStatus !== null
            ? { completionStatus: String(data.completionStatus) }
            : {}),
        ...(typeof data.coldStart === 'boolean' ? { coldStart: data.coldStart } : {}),
    };
}
function sessionPath(agent, id) {
    return `/agents/${(0,ids/* pathSegment */.pn)(agent)}/sessions/${(0,ids/* pathSegment */.pn)(id)}`;
}


/***/ })

};

//# sourceMappingURL=10.index.js.map