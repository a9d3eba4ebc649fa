export const id = 590;
export const ids = [590];
export const modules = {

/***/ 62448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ afterReady)
/* harmony export */ });
// What is checked once the new deployment is ready, in one place: the session check (smoke-test), then
// one conversational turn (conversation-test), then the repository's scenarios (scenarios), then the
// watch of real callers (watch-minutes).
// One entry for the carry-out, one answer: what failed, and whether it is the deployment's fault (a
// rollback restores the previous one) or not (a key, the action's own limits: nothing to roll back).
/** Every check after ready that the inputs ask for, in order; the first failure, or undefined. */
async function afterReady(inputs, report, signal, 
/** a line for the GitHub deployment's status while callers are watched */
progress) {
    // the same inputs as each check's `on` in checks.ts: a run that asks for none loads nothing
    if (!inputs['smoke-test'] && !inputs['conversation-test'] && !inputs.scenarios && inputs['watch-minutes'] === 0)
        return undefined;
    // Loaded only when a check is on: one chunk for them all (checks.ts).
    const { runChecks } = await Promise.all(/* import() */[__webpack_require__.e(10), __webpack_require__.e(463)]).then(__webpack_require__.bind(__webpack_require__, 90463));
    return runChecks(inputs, report, signal, progress);
}


/***/ }),

/***/ 83714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ announceOwnSessions),
/* harmony export */   X: () => (/* binding */ NOTICE)
/* harmony export */ });
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);

// The notice a run writes of the sessions its checks held with the agent (the deploy step's gate, the check
// action's), which the runner makes an annotation of its job: a later run of the same workflow reads it back
// (earlier-sessions.ts) and never counts those sessions as callers. Apart from earlier-sessions.ts so that the
// deploy step names its sessions without loading GitHub's client.
const NOTICE = (agent) => `Sessions the agent check held with agent '${agent}':`;
/** The notice that names this run's own sessions, for later runs to read; nothing when it held none. */
function announceOwnSessions(agent, ids) {
    if (ids.length > 0)
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.notice(`${NOTICE(agent)} ${ids.join(' ')}`);
}


/***/ }),

/***/ 53350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ addConversation)
/* harmony export */ });
/* unused harmony export conversationRows */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46058);
/* harmony import */ var _session_transports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38598);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);



// The turn held with the new deployment, in the job summary: a transcript (what the caller said, what the
// bot heard, what it answered), the response time and how long the bot took to start; for a failure, why,
// and the session's last log lines. Everything from the bot is data: escaped, secrets replaced.
/** The transcript's rows, in order. */
function conversationRows(conversation) {
    const rows = [['Result', conversation.result]];
    if (conversation.why)
        rows.push(['What went wrong', conversation.why]);
    if (conversation.said)
        rows.push(['The caller said', conversation.said]);
    if (conversation.greeting)
        rows.push(['The bot greeted', conversation.greeting]);
    if (conversation.callerHeard !== undefined) {
        rows.push(['What the caller heard', conversation.callerHeard || '(no words)']);
    }
    else if (conversation.transport && (0,_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .isCall */ .nT)(conversation.transport)) {
        rows.push(['What a call shows', "the bot's audio and its timing (no words come back over a call)"]);
    }
    else {
        rows.push(['The bot heard', conversation.heard || '(it reported no transcription)']);
        rows.push(['The bot said', conversation.botSaid || '(it reported no words)']);
    }
    if (conversation.responseMs !== undefined)
        rows.push(['Response time', `${conversation.responseMs} ms`]);
    if (conversation.transport)
        rows.push(['Transport', (0,_session_transports_js__WEBPACK_IMPORTED_MODULE_1__/* .transportName */ .pQ)(conversation.transport)]);
    if (conversation.botStartSeconds !== undefined)
        rows.push(['The bot started in', `${conversation.botStartSeconds} s`]);
    if (conversation.sessionId)
        rows.push(['Session', `${conversation.sessionId} on deployment ${conversation.deploymentId ?? ''}`]);
    return rows;
}
/** The conversation's section of the summary, when a turn was tried. */
function addConversation(report) {
    const conversation = report.conversation;
    if (!conversation)
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading('Conversation', 4).addTable([
        [
            { data: 'Turn', header: true },
            { data: 'What was seen', header: true },
        ],
        ...conversationRows(conversation).map(([field, value]) => [field, (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(value)]),
    ]);
    if (conversation.lines && conversation.lines.length > 0) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading(`Last log lines of session ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(conversation.sessionId ?? '')}`, 4);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<pre>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(conversation.lines.join('\n'), true)}</pre>`, true);
    }
}


/***/ }),

/***/ 59451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KW: () => (/* binding */ transcriptText),
/* harmony export */   Ym: () => (/* binding */ percentile),
/* harmony export */   aM: () => (/* binding */ unjudgedReasons),
/* harmony export */   t3: () => (/* binding */ addScenarios)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46058);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);


// The scenarios in the job summary: one row a scenario (its runs, how many passed, its turns' p50 and p95
// and its slowest turn), the verdict against scenario-min-pass-rate, and each failed run's turns as a
// transcript. Everything from the bot is data: escaped, secrets replaced (escapeHtml does both).
const MOST_TRANSCRIPTS = 5;
function addScenarios(report) {
    const scenarios = report.scenarios;
    if (!scenarios)
        return;
    const rate = scenarios.passRate === undefined ? 'none judged' : `pass rate ${scenarios.passRate}`;
    const over = scenarios.transport === 'webrtc' ? ', over SmallWebRTC' : scenarios.transport ? ', over the WebSocket' : '';
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading('Scenarios', 4);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<p>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(`${scenarios.result}: ${rate} (at least ${scenarios.minPassRate} needed)${over}`)}</p>`, true);
    const byScenario = new Map();
    for (const run of scenarios.runs)
        byScenario.set(`${run.scenario} (${run.file})`, [...(byScenario.get(`${run.scenario} (${run.file})`) ?? []), run]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addTable([
        ['Scenario', 'Runs', 'Passed', 'p50', 'p95', 'Slowest turn'].map((data) => ({ data, header: true })),
        ...[...byScenario].map(([name, runs]) => row(name, runs)),
    ]);
    const unjudged = unjudgedReasons(scenarios.runs).slice(0, MOST_TRANSCRIPTS);
    if (unjudged.length > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<p>Not judged: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(unjudged.join('; '))}</p>`, true);
    const failed = scenarios.runs.filter((run) => run.status === 'failed').slice(0, MOST_TRANSCRIPTS);
    for (const run of failed) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(run.scenario)} #${run.repeat} failed`, 5);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<p>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(run.failure ?? '')}</p>`, true);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<pre>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(transcriptText(run), true)}</pre>`, true);
    }
}
function row(name, runs) {
    const turns = runs.flatMap((run) => run.turns.filter((t) => t.answerMs !== undefined).map((t) => ({ run, turn: t })));
    const times = turns.map(({ turn }) => turn.answerMs).sort((a, b) => a - b);
    const at = (share) => (times.length ? `${percentile(times, share)} ms` : '');
    const slowest = turns.sort((a, b) => b.turn.answerMs - a.turn.answerMs)[0];
    const passed = runs.filter((run) => run.status === 'passed').length;
    const skipped = runs.filter((run) => run.status === 'skipped').length;
    return [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(name),
        String(runs.length),
        `${passed}${skipped ? ` (${skipped} not judged)` : ''}`,
        at(0.5),
        at(0.95),
        slowest ? `turn #${slowest.turn.index}, ${slowest.turn.answerMs} ms` : '',
    ];
}
/** Each distinct reason an eval: was not judged (its criterion and why), in the runs' order. */
function unjudgedReasons(runs) {
    const reasons = runs.flatMap((run) => run.turns.flatMap((turn) => turn.expectations));
    return [...new Set(reasons.filter((e) => e.status === 'skipped').map((e) => e.reason ?? 'eval: not judged'))];
}
/** The nearest-rank percentile of sorted times (turn-p50-ms, turn-p95-ms and the summary's columns). */
function percentile(sorted, share) {
    return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}
/** A run's turns in words: what was sent, what each expectation found. */
function transcriptText(run) {
    return run.turns
        .map((turn) => {
        const sent = turn.sent === undefined ? '(waits)' : JSON.stringify(turn.sent);
        const time = turn.answerMs === undefined ? '' : `, answered in ${turn.answerMs} ms`;
        const lines = turn.expectations.map((e) => `  ${e.event}: ${e.status}${e.reason ? ` (${e.reason})` : ''}${e.matched ? `: ${JSON.stringify(e.matched.slice(0, 300))}` : ''}`);
        return [`turn #${turn.index} (line ${turn.line}) ${turn.status}: sent ${sent}${time}`, ...lines].join('\n');
    })
        .join('\n');
}


/***/ }),

/***/ 47616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ secretSetTitle),
/* harmony export */   X: () => (/* binding */ secretKeyRows)
/* harmony export */ });
// The secrets input in the summary and the pull-request comment: a table of its set's keys, each with
// what happens to it, right after the changes. Key names only, never a value.
/** The table's title: the set, new or not, and whether every value was written again. */
function secretSetTitle(secrets) {
    const notes = [...(secrets.exists ? [] : ['new']), ...(secrets.rewritten ? ['every value written again: force'] : [])];
    return `Secret set ${secrets.set}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}
/** One row per key: its name, and what happens to it (the same words for a plan and a deploy). */
function secretKeyRows(secrets) {
    return [
        ...secrets.added.map((key) => [key, 'new']),
        ...secrets.changed.map((key) => [
            key,
            secrets.unverified.includes(key) ? 'written again (no record of its value)' : 'new value',
        ]),
        ...secrets.removed.map((key) => [key, 'removed (secrets-prune)']),
        ...secrets.kept.map((key) => [key, 'kept, not listed in secrets']),
        ...secrets.unchanged.map((key) => [
            key,
            secrets.rewritten ? 'same value, written again' : 'same value',
        ]),
    ];
}


/***/ }),

/***/ 24658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kO: () => (/* binding */ buildRows),
  aG: () => (/* binding */ sessionText),
  Sy: () => (/* binding */ writeSummary)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/report/changes.ts
var changes = __webpack_require__(59059);
// EXTERNAL MODULE: ./src/report/conversation-summary.ts
var conversation_summary = __webpack_require__(53350);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/scenario-summary.ts
var scenario_summary = __webpack_require__(59451);
// EXTERNAL MODULE: ./src/report/secret-rows.ts
var secret_rows = __webpack_require__(47616);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(90687);
;// CONCATENATED MODULE: ./src/report/watch-summary.ts



// The watch of the new deployment's callers in the job summary: what was seen and what failed, beside the
// previous deployment's callers over as long before the deploy; and each failed session (its id, its
// completion, its exception or error line). Everything from the service is data: escaped, secrets replaced.
/** "2.0 s of 3 min" after a breach, "3 min" for a whole window: never a fraction of a minute. */
function watched(ms, minutes) {
    if (ms === undefined || ms >= minutes * 60_000 - 500)
        return `${minutes} min`;
    return `${ms < 60_000 ? (0,time/* seconds */.YA)(ms) : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`} of ${minutes} min`;
}
function watchRows(report) {
    const watch = report.watch;
    if (!watch)
        return [];
    const rows = [
        ['Result', watch.result],
        ['Watched', watched(watch.watchedMs, watch.minutes)],
        ['Caller sessions on the new deployment', `${watch.seen}, ${watch.failures.length} failed`],
    ];
    const before = report.watchBaseline;
    if (before) {
        rows.push([
            'Before this deploy (as long)',
            `${before.seen}, ${before.failed} failed, on deployment ${before.deploymentId} (completions alone)`,
        ]);
    }
    return rows;
}
function addWatch(report) {
    const watch = report.watch;
    if (!watch)
        return;
    core/* summary */.z.addHeading('Callers of the new deployment', 4).addTable([
        [
            { data: 'Watch', header: true },
            { data: 'What was seen', header: true },
        ],
        ...watchRows(report).map(([field, value]) => [field, (0,report_escape/* escapeHtml */.ZD)(value)]),
    ]);
    if (watch.failures.length === 0)
        return;
    core/* summary */.z.addHeading('Failed caller sessions', 4).addTable([
        [
            { data: 'Session', header: true },
            { data: 'Completion', header: true },
            { data: 'Why', header: true },
        ],
        ...watch.failures.map((failure) => [
            (0,report_escape/* escapeHtml */.ZD)(failure.id),
            (0,report_escape/* escapeHtml */.ZD)(failure.completion),
            (0,report_escape/* escapeHtml */.ZD)(failure.why),
        ]),
    ]);
}

;// CONCATENATED MODULE: ./src/report/summary.ts









/** The build: which, cached or built (and how long), and the context it was made from. */
function buildRows(build) {
    const made = build.id === undefined
        ? 'none yet (no build of this context exists)'
        : `${build.id} (${build.cached ? 'cached: no new build was made' : `built${build.durationMs === undefined ? '' : ` in ${(0,time/* seconds */.YA)(build.durationMs)}`}`})`;
    return [
        ['Build', made],
        [
            'Build context',
            `${(0,time/* megabytes */.ix)(build.contextBytes)} in ${build.fileCount} files (${(0,time/* megabytes */.ix)(build.archiveBytes)} compressed), hash ${build.contextHash}, region ${build.region}`,
        ],
    ];
}
/** The session tried on the new deployment, in words. */
function sessionText(smoke) {
    const which = smoke.sessionId ? `session ${smoke.sessionId} on deployment ${smoke.deploymentId}` : 'no session';
    const started = smoke.botStartSeconds !== undefined ? ` (the bot started in ${smoke.botStartSeconds} s)` : '';
    const elsewhere = smoke.elsewhere ? `; ${smoke.elsewhere} landed on the previous deployment and were not counted` : '';
    const tried = smoke.tried ? `; ${smoke.tried} started in all` : '';
    return `${which}: ${smoke.result}${started}${elsewhere}${tried}`;
}
/** What the image's registry said: the digest deployed and the platforms found, or why it was not read. */
function imageCheckRow(check) {
    if (check.notChecked)
        return ['Image check', `not checked: ${check.notChecked}; deployed as given`];
    return [
        'Image digest',
        `${check.digest ?? ''}${check.platforms ? ` (platforms: ${check.platforms.join(', ') || 'none'})` : ''}`,
    ];
}
/** The rows of a delete's table: there is no configuration to show. */
function deletionRows(report) {
    return [
        ['Agent', report.agentName],
        ...(report.previewOf !== undefined
            ? [['Preview of', `pull request #${report.previewOf}`]]
            : []),
        ['Operation', report.operation ?? '(none)'],
        ...(report.previousDeploymentId
            ? [
                ['Deployment it ran', report.previousDeploymentId],
                [
                    'Image it ran',
                    report.desired?.buildId
                        ? `the image of build ${report.desired.buildId}`
                        : (0,changes/* describeValue */.bp)(report.desired?.image),
                ],
                ['Region', report.region ?? '(not reported)'],
            ]
            : []),
        ['Status', report.status ?? '(none)'],
        ['Time taken', (0,time/* seconds */.YA)(Date.now() - report.startedAt)],
    ];
}
const notPlanned = ['Configuration', 'not planned: the run stopped before its plan was made'];
/** What the agent runs (or would): the plan's configuration. */
function configurationRows(report, desired) {
    const scaling = desired.minAgents === undefined && desired.maxAgents === undefined
        ? '(service default)'
        : `${(0,changes/* describeValue */.bp)(desired.minAgents)} to ${(0,changes/* describeValue */.bp)(desired.maxAgents)}`;
    return [
        ['Image', desired.buildId ? `the image of build ${desired.buildId}` : (0,changes/* describeValue */.bp)(desired.image)],
        ['Node type', (0,changes/* describeValue */.bp)(desired.nodeType)],
        ['Architecture', desired.architecture ?? "(the region's default)"],
        ['Scaling (agents)', scaling],
        ['Secret set', (0,changes/* describeValue */.bp)(desired.secretSet)],
        ['Noise suppression', (0,changes/* describeValue */.bp)(desired.enableNoiseSuppression)],
        ['Audio filter', (0,changes/* describeValue */.bp)(desired.audioFilter)],
        [
            'WebSocket auth',
            desired.websocketAuth === undefined ? '(not named: left as it is)' : (0,changes/* describeValue */.bp)(desired.websocketAuth),
        ],
        ['Region', report.region ?? '(service default)'],
        ['Agent profile', desired.agentProfile ?? '(service default)'],
        [
            'Max session duration',
            desired.maxSessionDuration === undefined ? '(service default, 7200 s)' : `${desired.maxSessionDuration} s`,
        ],
    ];
}
/** The rows of the summary's main table, as plain text (escaped when written). */
function summaryRows(report) {
    if (report.operation === 'deleted' || report.operation === 'would-delete')
        return deletionRows(report);
    const rows = [
        ['Agent', report.agentName],
        ...(report.deployFile ? [['Deploy file', report.deployFile]] : []),
        ['Operation', report.operation ?? '(none)'],
        ['Deployment', report.deploymentId || '(none)'],
        ['Previous deployment', report.previousDeploymentId || '(none)'],
        // A run that stopped before its plan has no configuration to show: "(not set)" would contradict the
        // deploy file's row above.
        ...(report.desired ? configurationRows(report, report.desired) : [notPlanned]),
        ['Status', report.status ?? '(none)'],
        ['Time taken', (0,time/* seconds */.YA)(Date.now() - report.startedAt)],
    ];
    if (report.keptDeployment) {
        rows.push([
            'New deployment',
            'none: the service kept the running deployment (nothing in the update needs a new one; set force: true to roll out a re-pushed tag)',
        ]);
    }
    if (report.linkedRepository) {
        rows.push([
            'Deployed from GitHub by the service',
            `${report.linkedRepository}: the next push there replaces this deployment`,
        ]);
    }
    if (report.promotion)
        rows.push(['Promoted from', promotedText(report.promotion)]);
    if (report.imageCheck)
        rows.push(imageCheckRow(report.imageCheck));
    if (report.degraded)
        rows.push(['Health', report.degraded]);
    const ready = report.agent?.currentRevision?.readyReplicas ?? undefined;
    const most = report.desired?.maxAgents;
    // More instances than max-agents is the service keeping spares, never a fault.
    if (ready !== undefined && most !== undefined && ready > most) {
        rows.push(['Ready instances', `${ready} (above max-agents ${most}: the service keeps spare instances)`]);
    }
    if (report.smoke)
        rows.push(['Session tried', sessionText(report.smoke)]);
    if (report.plannedChecks?.length)
        rows.push(['Checks once ready', report.plannedChecks.join('; ')]);
    if (report.build)
        rows.push(...buildRows(report.build));
    if (report.rollbackNote)
        rows.push(['Rollback', report.rollbackNote]);
    if (report.githubDeploymentId !== undefined)
        rows.push(['GitHub deployment', String(report.githubDeploymentId)]);
    if (report.commentUrl)
        rows.push(['Pull request comment', report.commentUrl]);
    return rows;
}
/**
 * The verdict first, in one line; then the changes; then the details a person looks up. A summary that
 * cannot be written is only a warning.
 */
async function writeSummary(report, failure) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const rows = summaryRows(report);
    try {
        core/* summary */.z.addHeading(`Agent deploy: ${(0,report_escape/* escapeHtml */.ZD)(report.agentName)}`, 3);
        core/* summary */.z.addRaw(`<p><strong>${(0,report_escape/* escapeHtml */.ZD)((0,verdict/* verdict */.W)(report, failure))}</strong></p>`, true);
        if (report.changes && report.changes.length > 0) {
            core/* summary */.z.addHeading('Changes', 4).addTable([
                [
                    { data: 'Field', header: true },
                    { data: 'Before', header: true },
                    { data: 'After', header: true },
                ],
                ...report.changes.map((change) => (0,changes/* changeCells */.qv)(change)),
            ]);
        }
        if (report.secrets) {
            core/* summary */.z.addHeading((0,report_escape/* escapeHtml */.ZD)((0,secret_rows/* secretSetTitle */.N)(report.secrets)), 4).addTable([
                [
                    { data: 'Key', header: true },
                    { data: 'What happens', header: true },
                ],
                ...(0,secret_rows/* secretKeyRows */.X)(report.secrets).map((row) => row.map((cell) => (0,report_escape/* escapeHtml */.ZD)(cell))),
            ]);
        }
        core/* summary */.z.addHeading('Details', 4).addTable([
            [
                { data: 'Field', header: true },
                { data: 'Value', header: true },
            ],
            ...rows.map(([field, value]) => [field, (0,report_escape/* escapeHtml */.ZD)(value)]),
        ]);
        if (report.buildLogs && report.buildLogs.length > 0) {
            core/* summary */.z.addHeading(`Last log lines of build ${(0,report_escape/* escapeHtml */.ZD)(report.build?.id ?? '')}`, 4);
            core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(report.buildLogs.join('\n'), true)}</pre>`, true);
        }
        (0,conversation_summary/* addConversation */.r)(report);
        (0,scenario_summary/* addScenarios */.t3)(report);
        addWatch(report);
        if (report.smoke?.lines && report.smoke.lines.length > 0) {
            core/* summary */.z.addHeading(`Last log lines of session ${(0,report_escape/* escapeHtml */.ZD)(report.smoke.sessionId ?? '')}`, 4);
            core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(report.smoke.lines.join('\n'), true)}</pre>`, true);
        }
        if (report.logs) {
            core/* summary */.z.addHeading(`Last log lines of deployment ${(0,report_escape/* escapeHtml */.ZD)(report.deploymentId ?? '')}`, 4);
            if ('problem' in report.logs)
                core/* summary */.z.addRaw(`<p>The logs could not be read: ${(0,report_escape/* escapeHtml */.ZD)(report.logs.problem)}</p>`, true);
            else if (report.logs.lines.length === 0)
                core/* summary */.z.addRaw('<p>(nothing printed yet)</p>', true);
            else
                core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(report.logs.lines.join('\n'), true)}</pre>`, true);
        }
        await core/* summary */.z.write();
    }
    catch (error) {
        core/* warning */.$e(`The job summary could not be written: ${error.message}`);
    }
}
/** "agent 'x-staging', deployment d (eu-central), commit abc1234; checks passed: conversation-test" */
function promotedText(p) {
    const checks = Object.keys(p.checks);
    return `agent '${p.agent}', deployment ${p.deploymentId ?? '(none)'}${p.region ? ` (${p.region})` : ''}, commit ${p.commit?.slice(0, 12) ?? '(unknown)'}; ${checks.length > 0 ? `checks passed: ${checks.join(', ')}` : 'it held no checks'}`;
}


/***/ }),

/***/ 90687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ verdict)
/* harmony export */ });
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27194);

// The verdict a person reads first, before any table: what happened, to which agent and deployment, and
// for a failure its reason in the service's words (the first line of the failure), with the rollback.
const FIRST_LINE_SHOWN = 600;
/** A mark to find the outcome at a glance, as GitHub's own checks show theirs. */
const MARKS = {
    ready: '✅',
    pending: '🕓',
    planned: '📝',
    'timed-out': '⏱️',
    superseded: '⏭️',
    failed: '❌',
    unknown: '⚠️',
    deleted: '🗑️',
};
/** What a dry run's operation means, in words. */
const PLANS = {
    'would-create': 'would be created',
    'would-update': 'would be updated',
    'would-delete': 'would be deleted, with everything it runs',
    unchanged: 'already runs this configuration, and would stay unchanged',
};
/** One line: a mark, the outcome, the agent and deployment, and why when it failed. Plain text, escaped where written. */
function verdict(report, failure) {
    // A deployment the service calls degraded is ready, and not a plain success.
    const mark = report.status === 'ready' && report.degraded ? '⚠️' : (MARKS[report.status ?? ''] ?? '⛔');
    return `${mark} ${outcome(report, failure)}`;
}
function outcome(report, failure) {
    const agent = `agent '${report.agentName}'`;
    const deployment = report.deploymentId ? `deployment ${report.deploymentId}` : 'no deployment';
    // What failed, in words first, without the rollback the message adds (said once, below); ids are in the table.
    const cause = report.failureBeforeRollback ?? failure;
    const why = cause ? `: ${firstLine(cause)}` : '';
    const rollback = report.rolledBack
        ? ' Rolled back: the previous configuration runs again, ready.'
        : report.rollbackNote
            ? ` Rollback: ${report.rollbackNote}.`
            : '';
    switch (report.status) {
        case 'ready':
            return `${readyOutcome(report, agent, deployment)}${checked(report)}${degraded(report)}`;
        case 'superseded':
            return `Superseded: ${deployment} of ${agent} was replaced by deployment ${report.supersededBy ?? '(unnamed)'}, which another run or a person deployed meanwhile; nothing was rolled back over it.${report.failureBeforeRollback ? ` Before that: ${firstLine(report.failureBeforeRollback)}.` : ''}`;
        case 'pending':
            return `Deployed, not waited for: ${agent} ${report.operation ?? 'deployed'}, ${deployment} (wait-for-ready is false).`;
        case 'deleted': {
            const closed = report.previewOf !== undefined ? ` (the preview of pull request #${report.previewOf}, now closed)` : '';
            return report.alreadyGone
                ? `Deleted: ${agent}${closed} was already gone; there was nothing to delete.`
                : `Deleted: ${agent}${closed} and everything it ran were removed.`;
        }
        case 'planned':
            return `Planned: ${agent} ${PLANS[report.operation ?? ''] ?? 'would be deployed'}; nothing was written (dry run).${report.planRefused ? ` A deploy would stop: ${firstLine(report.planRefused)}.` : ''}`;
        // The failure's own first line names the deployment and the agent, in the service's words.
        case 'timed-out':
            return `Timed out: ${cause ? firstLine(cause) : `${deployment} of ${agent} was not ready in time`}.${rollback}`;
        case 'failed':
            return `Failed: ${cause ? firstLine(cause) : `${deployment} of ${agent}`}.${rollback}`;
        case 'unknown':
            return `Unknown: a write to ${agent} was sent and what it did is not known${why}.`;
        default:
            return `Not deployed: ${agent} was not changed${why}.`;
    }
}
/** A ready deployment: made by this run, or found unchanged (and checked all the same). */
function readyOutcome(report, agent, deployment) {
    if (report.operation === 'unchanged')
        return `Unchanged: ${agent} already runs this configuration (${deployment}, ready); nothing was written.`;
    const made = `${agent} ${report.operation ?? 'deployed'}, ${deployment} is rolled out and ready`;
    if (report.conversation?.result === 'passed')
        return `Deployed, ready and answered in ${report.conversation.responseMs} ms: ${made}, and the bot answered the caller in ${report.conversation.responseMs} ms.${newValues(report)}`;
    if (report.smoke?.result === 'passed')
        return `Deployed, ready and answered: ${made}, and session ${report.smoke.sessionId} ran on it without an error (the bot started in ${report.smoke.botStartSeconds} s).${newValues(report)}`;
    return `Deployed and ready: ${made}.${newValues(report)}`;
}
/** What the checks found on a deployment this run did not make, and what the watch saw, in words. */
function checked(report) {
    const found = [];
    if (report.operation === 'unchanged') {
        if (report.smoke?.result === 'passed')
            found.push(`session ${report.smoke.sessionId} ran on it without an error`);
        if (report.conversation?.result === 'passed')
            found.push(`the bot answered the caller in ${report.conversation.responseMs} ms`);
    }
    const watch = report.watch;
    if (watch?.result === 'passed')
        found.push(`${watch.seen} caller session${watch.seen === 1 ? '' : 's'} in ${watch.minutes} min, ${watch.failures.length === 0 ? 'none' : watch.failures.length} failed`);
    if (watch?.result === 'quiet')
        found.push(`no caller came in ${watch.minutes} min (watch: quiet)`);
    return found.length > 0 ? ` Checked: ${found.join('; ')}.` : '';
}
function degraded(report) {
    return report.degraded ? ` The service says it is degraded: ${firstLine(report.degraded)}.` : '';
}
/** The failure's first line, without its pointer to the output that follows it (shown further down). */
function firstLine(text) {
    const line = text
        .split('\n')[0]
        ?.replace(/\.\s*Its last output:?\s*$/, '')
        .replace(/[.:\s]+$/, '') ?? '';
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(line, FIRST_LINE_SHOWN);
}
/** A deploy that rolled out new values of the secret set says so: it is why the deployment was made. */
function newValues(report) {
    const secrets = report.secrets;
    if (!secrets || !report.secretsWritten)
        return '';
    const keys = [...secrets.added, ...secrets.changed, ...secrets.removed];
    if (keys.length === 0)
        return '';
    return secrets.unverified.length === keys.length
        ? ` It runs with the values of secret set '${secrets.set}' written again (${keys.join(', ')}).`
        : ` It runs with the new values of secret set '${secrets.set}' (${keys.join(', ')}).`;
}


/***/ }),

/***/ 13317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* reexport safe */ _ids_js__WEBPACK_IMPORTED_MODULE_2__.Iu),
/* harmony export */   VJ: () => (/* binding */ checkedId),
/* harmony export */   eQ: () => (/* reexport safe */ _ids_js__WEBPACK_IMPORTED_MODULE_2__.eQ)
/* harmony export */ });
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22325);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27194);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);



// Ids from the service are taken only in the shape src/ids.ts gives.

/** The id as given, or a clear failure when it is not of the documented shape. */
function checkedId(value, what) {
    if (value === undefined || (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .isId */ .eQ)(value))
        return value;
    const shown = JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(value, 80));
    throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service named a ${what} ${shown}, which is not an id (expected ${_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .ID_SHAPE */ .Iu})`);
}


/***/ })

};

//# sourceMappingURL=590.index.js.map