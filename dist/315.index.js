export const id = 315;
export const ids = [315];
export const modules = {

/***/ 7794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ errorLine),
/* harmony export */   g: () => (/* binding */ endedInError)
/* harmony export */ });
// What a session's own log lines say of an error: a Python traceback (its exception line, such as
// `KeyError: 'OPENAI_API_KEY'`), or a line logged at ERROR or CRITICAL (Python's logging, loguru's
// `| ERROR |`, `level=error`). Text from the agent is data: it is shown escaped, never acted on.
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
    return lines.find((line) => ERROR_LINE.test(line));
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

/***/ 6315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBaseline: () => (/* binding */ readBaseline),
/* harmony export */   watchPhase: () => (/* binding */ watchPhase)
/* harmony export */ });
/* unused harmony exports failedCompletion, readEveryMs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4169);
/* harmony import */ var _service_http_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4797);
/* harmony import */ var _service_output_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2952);
/* harmony import */ var _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9396);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9834);
/* harmony import */ var _session_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7794);







// The new deployment's real callers, watched for watch-minutes once the deploy and its checks passed (the
// service has no traffic split: every new caller reaches it). The sessions list, filtered by this
// deployment and paged, is read at a modest pace (every 10 s, or a tenth of the window, never more than
// once a second); each session that ended is judged once (an error completion, a bot that never
// started, a traceback or error line in its own log lines). Reaching watch-max-failed fails at once;
// sessions the step started itself are not callers.
const LINES = 50;
/** The most ended sessions whose log lines are read in one watch: past it, completions alone judge. */
const MOST_LOG_READS = 200;
const MINUTE_MS = 60_000;
/** A completion that says the session failed: HTTP_ERROR and its kin, or a 5xx code. */
function failedCompletion(status) {
    return (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .endedInError */ .g)(status) || /^5\d\d$/.test(status ?? '');
}
/** How often the list is read: every 10 s, or a tenth of the window when that is shorter, at most once a second. */
function readEveryMs(windowMs) {
    return Math.max(1_000, Math.min(10_000, windowMs / 10));
}
class Watch {
    sessions;
    agent;
    own;
    judged = new Map();
    running = new Set();
    starts = [];
    cold = 0;
    logReads = 0;
    constructor(sessions, agent, own) {
        this.sessions = sessions;
        this.agent = agent;
        this.own = own;
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
            if (!session.endedAt) {
                this.running.add(session.id);
                continue;
            }
            if (session.botStartSeconds !== undefined)
                this.starts.push(session.botStartSeconds);
            if (session.coldStart)
                this.cold++;
            this.judged.set(session.id, await this.judge(session));
        }
    }
    async judge(session) {
        const completion = session.completionStatus ?? '(none)';
        if (failedCompletion(session.completionStatus))
            return { id: session.id, completion, why: `it ended with ${completion}` };
        if (session.botStartSeconds === undefined)
            return { id: session.id, completion, why: 'its bot never started' };
        if (this.logReads >= MOST_LOG_READS)
            return undefined;
        this.logReads++;
        try {
            const lines = (0,_service_output_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .lastLines */ .w$)((await this.sessions.logLines(this.agent, session.id, LINES)).join('\n'), LINES);
            const error = (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .errorLine */ .B)(lines);
            return error ? { id: session.id, completion, why: error } : undefined;
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc)
                throw error;
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`The log lines of session ${session.id} could not be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}`);
            return undefined;
        }
    }
    /** "12 seen, 1 failed, 2 running; bot start median 1.2 s, slowest 3.4 s; 3 cold starts" */
    line() {
        const sorted = [...this.starts].sort((a, b) => a - b);
        const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
        const starts = median === undefined ? '' : `; bot start median ${median} s, slowest ${sorted.at(-1)} s`;
        return `${this.seen} seen, ${this.failures.length} failed, ${this.running.size} running${starts}; ${this.cold} cold start${this.cold === 1 ? '' : 's'}`;
    }
}
/** Watches the callers; the failure (a breach, or too few callers), or undefined. */
async function watchPhase(inputs, report, signal, progress = async () => undefined) {
    const windowMs = inputs['watch-minutes'] * MINUTE_MS;
    const deploymentId = report.deploymentId ?? '';
    const agent = inputs['agent-name'];
    const http = new _service_http_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttp */ .K(inputs['api-url'], inputs['api-key'], _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R, { signal });
    const watch = new Watch(new _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_3__/* .SessionService */ .Q(http, http), agent, new Set(report.ownSessions ?? []));
    const sessions = new _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_3__/* .SessionService */ .Q(http, http);
    const most = inputs['watch-max-failed'];
    const started = Date.now();
    const end = started + windowMs;
    try {
        return await _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.group(`Watch the callers of deployment ${deploymentId}`, async () => {
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Watching the callers of deployment ${deploymentId} for ${(0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .seconds */ .YA)(windowMs)} (a read every ${(0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .seconds */ .YA)(readEveryMs(windowMs))})`);
            let lastSaid = started;
            for (;;) {
                try {
                    await watch.take(await (0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .raceAbort */ .Mu)(sessions.list(agent, deploymentId, 'all'), signal));
                }
                catch (error) {
                    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc || signal.aborted)
                        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc('cancelled while callers were watched');
                    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.warning(`The sessions of deployment ${deploymentId} could not be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}); still watching`);
                }
                report.watch = {
                    result: 'passed',
                    seen: watch.seen,
                    failures: watch.failures,
                    minutes: inputs['watch-minutes'],
                };
                if (watch.failures.length >= most)
                    return breach(watch, report, deploymentId, most);
                if (Date.now() - lastSaid >= MINUTE_MS) {
                    lastSaid = Date.now();
                    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Callers of deployment ${deploymentId}: ${watch.line()}`);
                    await progress(`watching callers, ${Math.round((Date.now() - started) / MINUTE_MS)} of ${inputs['watch-minutes']} minutes`);
                }
                if (Date.now() >= end)
                    break;
                await (0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .sleep */ .yy)(Math.min(readEveryMs(windowMs), end - Date.now()), signal);
                if (signal.aborted)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc('cancelled while callers were watched');
            }
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Callers of deployment ${deploymentId} after ${(0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .seconds */ .YA)(windowMs)}: ${watch.line()}`);
            return quietOrEnough(watch, inputs, report, deploymentId);
        });
    }
    finally {
        http.dispose();
    }
}
function breach(watch, report, deploymentId, most) {
    const failures = watch.failures;
    report.watch = { ...(report.watch ?? { minutes: 0, seen: 0 }), result: 'failed', seen: watch.seen, failures };
    const first = failures[0];
    return {
        message: `${failures.length} of ${watch.seen} caller sessions on deployment ${deploymentId} failed (watch-max-failed: ${most})${first ? `: session ${first.id}: ${first.why}` : ''}`,
        rollBack: true,
    };
}
function quietOrEnough(watch, inputs, report, deploymentId) {
    const least = inputs['watch-min-sessions'];
    const seen = watch.seen;
    if (seen < least) {
        report.watch = { result: 'failed', seen, failures: watch.failures, minutes: inputs['watch-minutes'] };
        return {
            message: `Only ${seen} caller session${seen === 1 ? '' : 's'} reached deployment ${deploymentId} in ${inputs['watch-minutes']} min, fewer than watch-min-sessions (${least}): the deployment was not proven on real callers`,
            rollBack: false,
        };
    }
    if (seen === 0) {
        report.watch = { result: 'quiet', seen: 0, failures: [], minutes: inputs['watch-minutes'] };
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.notice(`No caller reached deployment ${deploymentId} in ${inputs['watch-minutes']} min: nothing was proven on real callers (watch: quiet)`);
    }
    return undefined;
}
/**
 * The previous deployment's callers over the same length of time before this deploy, read once before the
 * write: to compare with. Completions alone judge them (their log lines are not read); undefined when the
 * list cannot be read.
 */
async function readBaseline(http, agent, deploymentId, minutes, signal) {
    const since = Date.now() - minutes * MINUTE_MS;
    try {
        const listed = await (0,_time_js__WEBPACK_IMPORTED_MODULE_6__/* .raceAbort */ .Mu)(new _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_3__/* .SessionService */ .Q(http, http).list(agent, deploymentId, 'all'), signal);
        const recent = listed.filter((session) => session.createdAt && Date.parse(session.createdAt) >= since);
        const failed = recent.filter((s) => failedCompletion(s.completionStatus) || (s.endedAt && s.botStartSeconds === undefined));
        return { deploymentId, seen: recent.length, failed: failed.length };
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc)
            throw error;
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`The previous deployment's sessions could not be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}`);
        return undefined;
    }
}


/***/ }),

/***/ 9396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ SessionService)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2226);
/* harmony import */ var _agents_agent_service_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4413);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5607);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4261);




// Sessions (service-facts.md, "Sessions"): a start through the public endpoint with a *public* key, and
// a session's record, its stop and its own log lines with the private one. Each key goes only where it
// belongs: the start never carries the private key, no other call the public one.
const opt = (schema) => zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .nullable */ .mee(schema));
const started = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ sessionId: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() });
const startedWebsocket = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    sessionId: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    wsUrl: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    token: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    body: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
});
const record = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    sessionId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    deploymentId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    createdAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    endedAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    botStartSeconds: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()),
    coldStart: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()),
    // an HTTP code or a word (HTTP_COMPLETED, HTTP_ERROR, WS_CONNECTION_CLOSED)
    completionStatus: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()])),
});
const listed = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    total_count: opt(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()),
    sessions: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(record),
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
        const answer = await this.publicHttp.send('POST', `/public/${encodeURIComponent(agent)}/start`, {
            createDailyRoom: true,
        }, { write: true });
        return (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedAnswer */ .qr)(answer, started, 'a started session').sessionId;
    }
    /** Starts one session on the generic WebSocket transport (public key); never sent twice. */
    async startWebsocket(agent, body) {
        const answer = await this.publicHttp.send('POST', `/public/${encodeURIComponent(agent)}/start`, { transport: 'websocket', ...(body ? { body } : {}) }, { write: true });
        const data = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedAnswer */ .qr)(answer, startedWebsocket, 'a started WebSocket session');
        return {
            sessionId: data.sessionId,
            wsUrl: data.wsUrl,
            ...(data.token ? { token: data.token } : {}),
            ...(data.body ? { body: data.body } : {}),
        };
    }
    /** The session's record; a transient failure (a 5xx, a reset) is tried again, as every read is. */
    async read(agent, id) {
        return view((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedAnswer */ .qr)(await this.http.send('GET', sessionPath(agent, id)), record, 'a session'));
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
            const answer = await this.http.send('GET', `/agents/${encodeURIComponent(agent)}/sessions?${query}`);
            const data = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedAnswer */ .qr)(answer, listed, 'the sessions list');
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
        throw (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .serviceError */ .cg)(answer);
    }
    /** The session's own log lines, oldest first; none when the answer is not logs (the watch reads again). */
    async logLines(agent, id, limit) {
        try {
            return (await (0,_agents_agent_service_js__WEBPACK_IMPORTED_MODULE_0__/* .readLogs */ .o_)(this.http, agent, { sessionId: id }, limit)).map((line) => line.log);
        }
        catch (error) {
            if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnexpectedAnswerError */ .qx)
                return [];
            throw error;
        }
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
    return `/agents/${encodeURIComponent(agent)}/sessions/${encodeURIComponent(id)}`;
}


/***/ })

};

//# sourceMappingURL=315.index.js.map