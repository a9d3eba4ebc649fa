export const id = 463;
export const ids = [463];
export const modules = {

/***/ 57427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ checkedDeployment)
/* harmony export */ });
/**
 * How a check's message names the deployment it checked: the new one when this run made one, else the one
 * that serves (the check action makes none; a deploy that found the agent unchanged, or whose update the
 * service answered with the running deployment, checks what ran before it).
 */
function checkedDeployment(report) {
    const made = (report.operation === 'created' || report.operation === 'updated') &&
        report.deploymentId !== undefined &&
        report.deploymentId !== report.previousDeploymentId;
    return made ? 'the new deployment' : 'the deployment that serves';
}


/***/ }),

/***/ 90463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readBaseline: () => (/* reexport */ readBaseline),
  runChecks: () => (/* binding */ runChecks)
});

// EXTERNAL MODULE: ./src/after-ready/session-check.ts
var session_check = __webpack_require__(297);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/service/http/transport.ts
var transport = __webpack_require__(34797);
// EXTERNAL MODULE: ./src/service/sessions/sessions.ts + 1 modules
var sessions_sessions = __webpack_require__(72206);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/after-ready/watch-sessions.ts
var watch_sessions = __webpack_require__(80693);
;// CONCATENATED MODULE: ./src/after-ready/watch.ts







// The new deployment's real callers, watched for watch-minutes once the deploy and its checks passed (the
// service has no traffic split: every new caller reaches it). The sessions list, filtered by this
// deployment and paged, is read at a modest pace (every 10 s, or a tenth of the window, never more than
// once a second); each session that ended is judged once (watch-sessions.ts). Reaching watch-max-failed
// fails at once; a window in which no read of the list succeeded fails without a rollback (nothing was
// watched), one in which some failed is never called quiet in silence. Only a window that ended passes.
const MINUTE_MS = 60_000;
/** how far the service's clock may be from the runner's */
const CLOCK_ALLOWANCE_MS = 5_000;
/** How often the list is read: every 10 s, or a tenth of the window when that is shorter, at most once a second. */
function readEveryMs(windowMs) {
    return Math.max(1_000, Math.min(10_000, windowMs / 10));
}
/** Watches the callers; the failure (a breach, too few callers, a list never read), or undefined. */
async function watchPhase(inputs, report, signal, progress = async () => undefined) {
    const minutes = inputs['watch-minutes'];
    const windowMs = minutes * MINUTE_MS;
    const deploymentId = report.deploymentId ?? '';
    const agent = inputs['agent-name'];
    const started = Date.now();
    const end = started + windowMs;
    const own = new Set(report.ownSessions ?? []);
    // Every read ends with the window (the last list read, one pace after it): a transport whose retries
    // stop then, so that a service that answers slowly or not at all cannot make a 3 s watch take a minute.
    const http = new transport/* ServiceHttp */.K(inputs['api-url'], inputs['api-key'], runner_log/* log */.R, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(windowMs + readEveryMs(windowMs))]),
    });
    const sessions = new sessions_sessions/* SessionService */.Q(http, http);
    const watch = new watch_sessions/* WatchedSessions */.I(sessions, agent, deploymentId, own, end, signal);
    // A deployment this run did not make (a re-run over it) had callers before: the window is the watch's own.
    const since = report.operation === 'unchanged' ? started - CLOCK_ALLOWANCE_MS : 0;
    const reads = { tried: 0, failed: 0 };
    const state = (result) => {
        report.watch = { result, seen: watch.seen, failures: watch.failures, minutes, watchedMs: Date.now() - started };
    };
    try {
        return await runner_log/* log */.R.group(`Watch the callers of deployment ${deploymentId}`, async () => {
            runner_log/* log */.R.info(`Watching the callers of deployment ${deploymentId} for ${(0,time/* seconds */.YA)(windowMs)} (a read every ${(0,time/* seconds */.YA)(readEveryMs(windowMs))})`);
            await progress(`watching callers, 0 of ${minutes} minutes`);
            let lastSaid = started;
            for (;;) {
                const limit = AbortSignal.timeout(Math.max(readEveryMs(windowMs), end - Date.now()));
                await readOnce(watch, sessions, { agent, deploymentId, since }, reads, { signal, limit });
                state('watching');
                if (watch.failures.length >= inputs['watch-max-failed']) {
                    state('failed');
                    return breach(watch, deploymentId, inputs['watch-max-failed']);
                }
                if (Date.now() - lastSaid >= MINUTE_MS) {
                    lastSaid = Date.now();
                    runner_log/* log */.R.info(`Callers of deployment ${deploymentId}: ${watch.line()}`);
                    await progress(`watching callers, ${Math.round((Date.now() - started) / MINUTE_MS)} of ${minutes} minutes`);
                }
                if (Date.now() >= end)
                    break;
                await (0,time/* sleep */.yy)(Math.min(readEveryMs(windowMs), end - Date.now()), signal);
                if (signal.aborted)
                    throw new errors/* CancelledError */.cc('cancelled while callers were watched');
            }
            runner_log/* log */.R.info(`Callers of deployment ${deploymentId} after ${(0,time/* seconds */.YA)(windowMs)}: ${watch.line()}`);
            return windowEnded(watch, inputs, reads, deploymentId, state);
        });
    }
    catch (error) {
        // Only a window that ended says passed: a cancelled watch says so.
        if (error instanceof errors/* CancelledError */.cc)
            state('cancelled');
        throw error;
    }
    finally {
        http.dispose();
    }
}
/** One read of the list; a failed read is counted and said, and the watch goes on. */
async function readOnce(watch, sessions, of, reads, 
/** the run's signal, and the read's own limit (the window's end, or one pace for the last) */
{ signal, limit }) {
    const { agent, deploymentId, since } = of;
    reads.tried++;
    try {
        const listed = await (0,time/* raceAbort */.Mu)(sessions.list(agent, deploymentId, 'all'), AbortSignal.any([signal, limit]));
        await watch.take(listed.filter((s) => !since || (s.createdAt !== undefined && Date.parse(s.createdAt) >= since)));
    }
    catch (error) {
        if (signal.aborted)
            throw new errors/* CancelledError */.cc('cancelled while callers were watched');
        reads.failed++;
        reads.last = limit.aborted ? 'no answer in time' : (0,errors/* errorMessage */.gJ)(error);
        runner_log/* log */.R.warning(`The sessions of deployment ${deploymentId} could not be read (${reads.last}); still watching`);
    }
}
function breach(watch, deploymentId, most) {
    const first = watch.failures[0];
    return {
        message: `${watch.failures.length} of ${watch.seen} caller sessions on deployment ${deploymentId} failed (watch-max-failed: ${most})${first ? `: session ${first.id}: ${first.why}` : ''}`,
        rollBack: true,
    };
}
/** The window ended: passed, quiet, too few callers, or a list that could never be read. */
function windowEnded(watch, inputs, reads, deploymentId, state) {
    const minutes = inputs['watch-minutes'];
    if (reads.failed === reads.tried) {
        state('unread');
        return {
            message: `The callers of deployment ${deploymentId} were not watched: none of ${reads.tried} reads of the sessions list in ${minutes} min succeeded (${reads.last ?? 'no answer'}). The service's list is at fault, not the deployment: not rolled back`,
            rollBack: false,
        };
    }
    const unread = reads.failed > 0 ? ` (${reads.failed} of ${reads.tried} reads of the sessions list failed)` : '';
    const least = inputs['watch-min-sessions'];
    const seen = watch.seen;
    if (seen < least) {
        state('failed');
        return {
            message: `Only ${seen} caller session${seen === 1 ? '' : 's'} reached deployment ${deploymentId} in ${minutes} min${unread}, fewer than watch-min-sessions (${least}): the deployment was not proven on real callers`,
            rollBack: false,
        };
    }
    if (seen > 0)
        return void state('passed');
    state('quiet');
    if (unread) {
        runner_log/* log */.R.warning(`No caller was seen on deployment ${deploymentId} in ${minutes} min, but ${reads.failed} of ${reads.tried} reads of the sessions list failed: callers may have come unseen (watch: quiet)`);
    }
    else {
        runner_log/* log */.R.notice(`No caller reached deployment ${deploymentId} in ${minutes} min: nothing was proven on real callers (watch: quiet)`);
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
        const listed = await (0,time/* raceAbort */.Mu)(new sessions_sessions/* SessionService */.Q(http, http).list(agent, deploymentId, 'all'), signal);
        const recent = listed.filter((session) => session.createdAt && Date.parse(session.createdAt) >= since);
        const failed = recent.filter((s) => (0,watch_sessions/* failedCompletion */.m)(s.completionStatus) || (s.endedAt && s.botStartSeconds === undefined));
        return { deploymentId, seen: recent.length, failed: failed.length };
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        runner_log/* log */.R.debug(`The previous deployment's sessions could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/after-ready/checks.ts


// The checks after ready, in one chunk of the bundle: the session check and the watch, and what they
// share with the conversation (session-start.ts, session-lines.ts, the sessions API), which is loaded from
// here only when it is on (its WebSocket and protobuf code stay out of every other run) and so finds them
// already loaded rather than carrying copies of its own.

const CHECKS = [
    { on: (inputs) => inputs['smoke-test'], what: 'a session check', run: session_check/* smokeTestPhase */.fh },
    {
        on: (inputs) => inputs['conversation-test'],
        what: 'a conversation check',
        run: async (inputs, report, signal) => (await Promise.all(/* import() */[__webpack_require__.e(632), __webpack_require__.e(441), __webpack_require__.e(177)]).then(__webpack_require__.bind(__webpack_require__, 17177))).conversationPhase(inputs, report, signal),
    },
    {
        on: (inputs) => inputs.scenarios !== undefined,
        what: 'the scenarios',
        run: async (inputs, report, signal) => (await Promise.all(/* import() */[__webpack_require__.e(632), __webpack_require__.e(441), __webpack_require__.e(993)]).then(__webpack_require__.bind(__webpack_require__, 97993))).scenarioPhase(inputs, report, signal),
    },
    { on: (inputs) => inputs['watch-minutes'] > 0, what: 'the watch of callers', run: watchPhase },
];
/** Each check the inputs ask for, in order; the first failure, or undefined. */
async function runChecks(inputs, report, signal, progress) {
    for (const check of CHECKS.filter((each) => each.on(inputs))) {
        report.checking = check.what;
        const failure = await check.run(inputs, report, signal, progress);
        report.checking = undefined;
        if (failure)
            return failure;
    }
    return undefined;
}


/***/ }),

/***/ 297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ao: () => (/* binding */ MOST_TRIES),
/* harmony export */   fh: () => (/* binding */ smokeTestPhase),
/* harmony export */   qY: () => (/* binding */ stopOnce),
/* harmony export */   tp: () => (/* binding */ pauseBeforeTry)
/* harmony export */ });
/* unused harmony export stopQuietly */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29834);
/* harmony import */ var _awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38349);
/* harmony import */ var _check_failure_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57427);
/* harmony import */ var _session_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77794);
/* harmony import */ var _session_start_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31757);







// One session tried on the new deployment once it is ready (smoke-test): started through the public
// endpoint, watched for smoke-seconds through its record and its own log lines, and stopped whatever
// happens. It passes when it ran on the deployment this run made, did not end in an error, and printed
// no traceback or error line. A session that lands on the previous deployment (it still serves for a
// while after a rollout) is stopped and not counted, and another is tried, a second or more later, until
// the window ends or MOST_TRIES were started.
/** How often the session's record and log lines are read while it is watched. */
const READ_EVERY_MS = 500;
/** The most sessions one check starts: each is a session the organization pays for. */
const MOST_TRIES = 10;
/** The pause before the next start: a second, growing by half each time, at most three. */
function pauseBeforeTry(tried) {
    return Math.min(3_000, 1_000 * 1.5 ** (tried - 1));
}
/** The failure, or undefined when the session passed. */
async function smokeTestPhase(inputs, report, signal) {
    const deploymentId = report.deploymentId ?? '';
    const agent = inputs['agent-name'];
    const clients = (0,_session_start_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionClients */ .zh)(inputs, signal);
    const { sessions } = clients;
    const windowMs = inputs['smoke-seconds'] * 1000;
    try {
        return await _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.group(`Try a session on deployment ${deploymentId}`, async () => {
            const end = Date.now() + windowMs;
            const elsewhere = [];
            let tried = 0;
            while (tried < MOST_TRIES && Date.now() < end) {
                if (tried > 0) {
                    await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .yy)(Math.min(pauseBeforeTry(tried), Math.max(0, end - Date.now())), signal);
                    if (signal.aborted)
                        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc('cancelled while a session was tried');
                    if (Date.now() >= end)
                        break;
                }
                tried++;
                report.ownSessions ??= [];
                const begin = async () => ({ sessionId: await sessions.start(agent) });
                const started = await (0,_session_start_js__WEBPACK_IMPORTED_MODULE_3__/* .startSession */ .J0)(sessions, agent, deploymentId, begin, report.ownSessions);
                if ('failure' in started) {
                    report.smoke = { result: 'failed', ...(deploymentId ? { deploymentId } : {}) };
                    return started.failure;
                }
                if (!('started' in started))
                    continue;
                const id = started.started.sessionId;
                const watched = await watchedWhole(clients, agent, id, deploymentId, end, signal);
                if (watched.kind === 'elsewhere') {
                    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Session ${id} ran on deployment ${watched.deploymentId}, not this run's: stopped, not counted; trying another`);
                    elsewhere.push(id);
                    continue;
                }
                return judge(watched, id, deploymentId, report, windowMs);
            }
            report.smoke = { result: 'failed', deploymentId, elsewhere: elsewhere.length, tried };
            const why = elsewhere.length > 0
                ? `${elsewhere.length} landed on the previous deployment, which still served`
                : 'none could be started';
            return {
                message: `No session ran on deployment ${deploymentId} of agent '${agent}' within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .YA)(windowMs)}: ${tried} ${tried === 1 ? 'session was' : 'sessions were'} tried (at most ${MOST_TRIES}, a second or more apart), ${why} (smoke-seconds)`,
                rollBack: true,
            };
        });
    }
    finally {
        clients.dispose();
    }
}
/** The session watched, then stopped whatever happens; one that passed its window judged by its whole lines. */
async function watchedWhole(clients, agent, id, deploymentId, end, signal) {
    const { sessions } = clients;
    const stop = stopOnce(clients.stopper, agent, id);
    try {
        const watched = await watch(sessions, agent, id, deploymentId, end, signal);
        if (watched.kind !== 'passed')
            return watched;
        // stopped, then its lines awaited until whole: an error that comes late still fails it
        await stop();
        return linesVerdict(watched, await (0,_awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .awaitSessionLines */ .oG)(sessions, agent, id, { signal }));
    }
    finally {
        await stop();
    }
}
/** Reads the session's record and lines until the window ends, an error shows, or it runs elsewhere. */
async function watch(sessions, agent, id, deploymentId, end, signal) {
    let record = {};
    let cutSaid = false;
    for (;;) {
        // the verdict rests on a record read once the window is over, however long the reads before it took
        const readAt = Date.now();
        record = await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .raceAbort */ .Mu)(sessions.read(agent, id), signal);
        if (record.deploymentId && record.deploymentId !== deploymentId) {
            return { kind: 'elsewhere', deploymentId: record.deploymentId };
        }
        const whole = await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .raceAbort */ .Mu)(sessions.wholeLog(agent, id), signal);
        if (!cutSaid)
            cutSaid = (0,_awaited_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .sayCut */ .iK)(id, whole);
        const read = (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionLines */ .ks)(whole.lines);
        const lines = read.shown;
        const error = (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .errorLine */ .BP)(read.all);
        if (error)
            return { kind: 'failed', why: error, lines };
        if (record.endedAt && (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .endedInError */ .gU)(record.completionStatus)) {
            return { kind: 'failed', why: `the session ended on its own (${record.completionStatus})`, lines };
        }
        if (record.endedAt || readAt >= end)
            break;
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .yy)(Math.min(READ_EVERY_MS, Math.max(0, end - Date.now())), signal);
        if (signal.aborted)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc('cancelled while a session was tried');
    }
    if (!record.deploymentId)
        return { kind: 'failed', why: 'the service never said which deployment ran it', lines: [] };
    if (record.botStartSeconds === undefined) {
        return {
            kind: 'failed',
            why: 'the bot did not start within the window (raise smoke-seconds for a slow bot)',
            lines: [],
        };
    }
    return { kind: 'passed', record };
}
/** A session that passed its window, judged by its whole lines: an error in them fails it; lines never whole decide nothing. */
function linesVerdict(watched, read) {
    const error = (0,_session_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .errorLine */ .BP)(read.all);
    if (error)
        return { kind: 'failed', why: error, lines: read.shown };
    if (!read.missing)
        return watched;
    return {
        kind: 'failed',
        why: `it ran without an error in its record, but ${read.missing}, so it cannot be judged. The service's log store is at fault, not the deployment: not rolled back`,
        lines: read.shown,
        rollBack: false,
    };
}
function judge(watched, id, deploymentId, report, windowMs) {
    if (watched.kind === 'failed') {
        report.smoke = { result: 'failed', sessionId: id, deploymentId, lines: watched.lines };
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Session ${id} failed: ${watched.why}`);
        return {
            message: `A session on ${(0,_check_failure_js__WEBPACK_IMPORTED_MODULE_6__/* .checkedDeployment */ .n)(report)} failed: ${watched.why}\n(session ${id} on deployment ${deploymentId}; its last log lines are in the job summary)`,
            rollBack: watched.rollBack ?? true,
        };
    }
    const started = watched.record.botStartSeconds;
    report.smoke = {
        result: 'passed',
        sessionId: id,
        deploymentId,
        ...(started !== undefined ? { botStartSeconds: started } : {}),
    };
    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Session ${id} ran on deployment ${deploymentId} for ${(0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .YA)(windowMs)} without an error (the bot started in ${started} s)`);
    return undefined;
}
async function stopQuietly(sessions, agent, id) {
    try {
        await sessions.stop(agent, id);
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Stopped session ${id}`);
    }
    catch (error) {
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.warning(`Session ${id} could not be stopped (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}): it ends at the agent's session limit`);
    }
}
/**
 * The session's stop, sent once however often it is called: before a verdict that waits for its lines (they
 * are whole once it ended), and again in a `finally` that stops it whatever happened.
 */
function stopOnce(sessions, agent, id) {
    let stopping;
    return () => {
        stopping ??= stopQuietly(sessions, agent, id);
        return stopping;
    };
}


/***/ }),

/***/ 31757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ startWebsocketSession),
/* harmony export */   J0: () => (/* binding */ startSession),
/* harmony export */   V$: () => (/* binding */ startCheckSession),
/* harmony export */   zh: () => (/* binding */ sessionClients)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83916);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(22325);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);
/* harmony import */ var _report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78260);
/* harmony import */ var _service_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5050);
/* harmony import */ var _service_http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44261);
/* harmony import */ var _service_http_transport_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34797);
/* harmony import */ var _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72206);








// One session started for a check after ready, through the public endpoint. The service's refusal is shown
// in its words; a 401 there is the key's fault, never the deployment's (no rollback). A start whose answer
// was lost (the connection reset after the service may have made the session) is looked up in the
// sessions list: a session that may be this check's is named, never stopped (it may be a caller's), and
// another start is tried.
/** How far the service's clock may be from the runner's when a lost start is looked up. */
const CLOCK_ALLOWANCE_MS = 5_000;
function sessionClients(inputs, signal) {
    const http = new _service_http_transport_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceHttp */ .K(inputs['api-url'], inputs['api-key'], _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R, { signal });
    const publicHttp = new _service_http_transport_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceHttp */ .K(inputs['api-url'], inputs['public-api-key'] ?? '', _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R, { signal });
    const stopHttp = new _service_http_transport_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceHttp */ .K(inputs['api-url'], inputs['api-key'], _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R);
    return {
        sessions: new _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_5__/* .SessionService */ .Q(http, publicHttp),
        stopper: new _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_5__/* .SessionService */ .Q(stopHttp, publicHttp),
        dispose: () => {
            for (const client of [http, publicHttp, stopHttp])
                client.dispose();
        },
    };
}
/**
 * One start (`begin`: a Daily room, or the WebSocket transport) and what became of it: the session, a lost
 * answer (looked up, said, another start to try), or the refusal as the check's failure.
 */
async function startSession(sessions, agent, deploymentId, begin, 
/** the step's own sessions (report.ownSessions): a watch of callers never counts them */
own) {
    const sentAt = Date.now();
    try {
        const started = await begin();
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Started session ${started.sessionId}`);
        own?.push(started.sessionId);
        return { started };
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .CancelledError */ .cc)
            throw error;
        if (error instanceof _service_http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AmbiguousWriteError */ .yI) {
            await lookUpLostStart(sessions, agent, deploymentId, sentAt, error);
            return { lost: true };
        }
        if (error instanceof _service_http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx)
            return { failure: await oddStart(sessions, agent, deploymentId, error) };
        if (error instanceof _service_http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7 && error.status === 401) {
            return {
                failure: {
                    message: `The service refused public-api-key for a session start on agent '${agent}' (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}): check that public-api-key is a public key of the service's organization (not the private api-key, nor a revoked key). A key problem is not the deployment's: deployment ${deploymentId} is ready and was not rolled back`,
                    rollBack: false,
                },
            };
        }
        return {
            failure: {
                message: `The service refused to start a session on agent '${agent}': ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}`,
                rollBack: true,
            },
        };
    }
}
/**
 * A start answered with what is not a started session: the service's doing, never the deployment's (no
 * rollback), and no other start is tried. The session it named, when its id is one, is stopped.
 */
async function oddStart(sessions, agent, deploymentId, error) {
    let stopped = '';
    // an answer too large to read names its session past the part read, when it does (sessions.ts, START_SEND)
    const found = error instanceof _service_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .AnswerTooLargeError */ .Oc && error.found && (0,_ids_js__WEBPACK_IMPORTED_MODULE_7__/* .isId */ .eQ)(error.found) ? error.found : undefined;
    const sessionId = error instanceof _service_sessions_sessions_js__WEBPACK_IMPORTED_MODULE_5__/* .OddStartError */ .i ? error.sessionId : found;
    if (sessionId) {
        try {
            await sessions.stop(agent, sessionId);
            stopped = ` Session ${sessionId} it started was stopped.`;
        }
        catch (stopError) {
            if (stopError instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .CancelledError */ .cc)
                throw stopError;
            stopped = ` Session ${sessionId} it started could not be stopped (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(stopError)}): it ends at the agent's session limit.`;
        }
    }
    return {
        message: `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)}.${stopped} The service's answer is not the deployment's fault: deployment ${deploymentId} is ready and was not rolled back`,
        rollBack: false,
    };
}
/** The sessions that may be the lost start's, said; none is stopped, for it may be a caller's. */
async function lookUpLostStart(sessions, agent, deploymentId, sentAt, error) {
    const lost = `The answer to a session start was lost (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error)})`;
    let since;
    try {
        since = (await sessions.active(agent, deploymentId))
            .filter((entry) => entry.createdAt && Date.parse(entry.createdAt) >= sentAt - CLOCK_ALLOWANCE_MS)
            .map((entry) => entry.id);
    }
    catch (readError) {
        if (readError instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .CancelledError */ .cc)
            throw readError;
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.warning(`${lost}, and the sessions list could not be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(readError)}): a session may be running on deployment ${deploymentId}; it ends at the agent's session limit. Trying another start`);
        return;
    }
    if (since.length === 0) {
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`${lost}; no session started on deployment ${deploymentId} since: trying another start`);
        return;
    }
    _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.warning(`${lost}: ${since.length === 1 ? 'session' : 'sessions'} ${since.join(', ')} started on deployment ${deploymentId} since, and may be this check's. ${since.length === 1 ? 'It is' : 'They are'} not stopped (a caller's session looks the same) and end at the agent's session limit. Trying another start`);
}
/**
 * A session of a check after ready (conversation-test, the scenarios), counted among the step's own; the
 * credentials its answer carries (`secretsOf`) masked at once and never shown, whatever quotes them back.
 */
async function startCheckSession(c, begin, secretsOf) {
    c.report.ownSessions ??= [];
    const started = await startSession(c.sessions, c.agent, c.deploymentId, begin, c.report.ownSessions);
    if ('started' in started) {
        for (const secret of secretsOf(started.started)) {
            if (!secret)
                continue;
            (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .hideSecret */ .DL)(secret);
        }
    }
    return started;
}
/** A session on the generic WebSocket transport, with conversation-body; its token, a credential for the bot's endpoint. */
function startWebsocketSession(c) {
    const begin = () => c.sessions.startWebsocket(c.agent, c.inputs['conversation-body']);
    return startCheckSession(c, begin, (session) => [session.token]);
}


/***/ })

};

//# sourceMappingURL=463.index.js.map