export const id = 607;
export const ids = [607,354];
export const modules = {

/***/ 4607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BUILD_LINES_SHOWN: () => (/* binding */ BUILD_LINES_SHOWN),
/* harmony export */   BuildFailedError: () => (/* binding */ BuildFailedError),
/* harmony export */   buildPollDelay: () => (/* binding */ buildPollDelay),
/* harmony export */   followBuild: () => (/* binding */ followBuild)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4169);
/* harmony import */ var _service_builds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4354);
/* harmony import */ var _service_output_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2952);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9834);





// Following a build on the service: its status read about every 2 s (never more than once a second), its
// log lines shown as they appear, each once, through the escaped log; the end told in the build's words.
/** How many of a failed build's last log lines go into the error and the job summary. */
const BUILD_LINES_SHOWN = 20;
function buildPollDelay(elapsedMs) {
    return elapsedMs < 120_000 ? 2_000 : 5_000;
}
/** A build that failed, timed out on the service, or did not finish within build-timeout. */
class BuildFailedError extends Error {
    lastLines;
    name = 'BuildFailedError';
    constructor(message, lastLines) {
        super(message);
        this.lastLines = lastLines;
    }
}
const cut = (line) => line.length > _service_output_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LINE_LENGTH */ .l
    ? `${line.slice(0, _service_output_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LINE_LENGTH */ .l)}… (${line.length - _service_output_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LINE_LENGTH */ .l} more characters)`
    : line;
/** Waits for the build to succeed; shows its lines and status changes as they come. */
async function followBuild(builds, first, timeoutMs, signal) {
    const started = Date.now();
    let build = first;
    let status = '';
    const lines = [];
    const showNew = async () => {
        const all = await builds.getBuildLogs(build.id).catch((error) => {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .c)
                throw error;
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug(`Reading the logs of build ${build.id} failed (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
            return lines;
        });
        // The reference has no paging: each read gives the lines so far, and only the new ones are shown.
        for (const line of all.slice(lines.length)) {
            lines.push(line);
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(cut(line));
        }
    };
    return _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.group(`Build ${first.id}`, async () => {
        for (;;) {
            if (build.status !== status)
                _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Build ${build.id} is ${build.status} (${(0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .YA)(Date.now() - started)})`);
            status = build.status;
            await showNew();
            if (build.status === 'success')
                return build;
            if (_service_builds_js__WEBPACK_IMPORTED_MODULE_1__.TERMINAL_BUILD_STATUSES.has(build.status)) {
                const last = lines.slice(-BUILD_LINES_SHOWN).map(cut);
                throw new BuildFailedError(`Build ${build.id} ${build.status === 'timeout' ? 'timed out on the service' : 'failed'}: ${build.errorMessage ?? '(the service gave no errorMessage)'}${last.length ? `. Its last log lines:\n${last.join('\n')}` : ''}`, last);
            }
            const elapsed = Date.now() - started;
            if (elapsed >= timeoutMs) {
                throw new BuildFailedError(`Build ${build.id} was still ${build.status} after ${(0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .YA)(elapsed)} (build-timeout is ${(0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .YA)(timeoutMs)}): it may still finish on the service; nothing was deployed`, lines.slice(-BUILD_LINES_SHOWN).map(cut));
            }
            await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .yy)(Math.min(buildPollDelay(elapsed), Math.max(1_000, timeoutMs - elapsed)), signal);
            if (signal.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CancelledError */ .c(String(signal.reason ?? 'cancelled'));
            build = await (0,_time_js__WEBPACK_IMPORTED_MODULE_4__/* .raceAbort */ .Mu)(builds.getBuild(build.id), signal);
        }
    });
}


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BuildService: () => (/* binding */ BuildService),
/* harmony export */   TERMINAL_BUILD_STATUSES: () => (/* binding */ TERMINAL_BUILD_STATUSES)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2226);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3945);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3884);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5756);



// The service's cloud build, as service-facts.md describes it: an upload address, a build made from an
// uploaded context (or found by its context hash), its record and its log lines.
const opt = (schema) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(schema));
const buildSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    region: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    contextHash: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    dockerfilePath: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    imageUri: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    errorMessage: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    contextSizeBytes: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    buildDurationSeconds: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const uploadSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    uploadId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    uploadUrl: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    uploadFields: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    expiresAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const created = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ build: buildSchema, contextHash: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), cached: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()) });
const one = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ build: buildSchema });
const list = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ builds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(buildSchema) });
const logs = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ logs: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())) });
const properties = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ properties: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ defaultRegion: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })) });
const TERMINAL_BUILD_STATUSES = new Set(['success', 'failed', 'timeout']);
class BuildService {
    http;
    constructor(http) {
        this.http = http;
    }
    /** The organization's default region (GET /properties), when the service names one. */
    async defaultRegion() {
        return (parsed(await this.http.send('GET', '/properties'), properties, 'properties').properties?.defaultRegion ??
            undefined);
    }
    async uploadTarget(region) {
        return parsed(await this.http.send('POST', '/builds/upload-url', { region }), uploadSchema, 'an upload address');
    }
    /** A new build of the uploaded context (201), or the successful one with the same hash (200 cached). */
    async createBuild(uploadId, region, dockerfilePath) {
        // Not a write of the agent: sending it twice at worst makes a second build, which the cache answers.
        const answer = await this.http.send('POST', '/builds', { uploadId, region, dockerfilePath });
        const body = parsed(answer, created, 'a build');
        return { build: body.build, cached: body.cached === true || answer.status === 200 };
    }
    async getBuild(id, options = {}) {
        return parsed(await this.http.send('GET', `/builds/${encodeURIComponent(id)}`, undefined, options), one, 'a build')
            .build;
    }
    /** The build's log lines so far (the first `limit`; the reference documents no paging). */
    async getBuildLogs(id, limit = 10_000) {
        const answer = await this.http.send('GET', `/builds/${encodeURIComponent(id)}/logs?limit=${limit}`, undefined, {
            once: true,
        });
        return parsed(answer, logs, 'build logs').logs ?? [];
    }
    /** A successful build of this context, region and Dockerfile, without uploading anything. */
    async findBuild(contextHash, region, dockerfilePath) {
        const query = new URLSearchParams({ contextHash, region, status: 'success', limit: '1' });
        const found = parsed(await this.http.send('GET', `/builds?${query}`), list, 'a list of builds').builds;
        // The lookup does not filter by Dockerfile: a build of another Dockerfile is another image.
        return found.find((build) => build.status === 'success' && (build.dockerfilePath ?? 'Dockerfile') === dockerfilePath);
    }
}
function parsed(answer, schema, expected) {
    if (answer.status < 200 || answer.status > 299)
        throw (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    const result = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .safeParse */ .xL(schema, (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, expected));
    if (!result.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.status} to ${answer.request} with JSON that is not ${expected}: ${(0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStart */ .ld)(answer.text)}`);
    }
    return result.data;
}


/***/ })

};

//# sourceMappingURL=607.index.js.map