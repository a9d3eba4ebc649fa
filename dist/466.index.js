export const id = 466;
export const ids = [466];
export const modules = {

/***/ 73466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkAgent: () => (/* binding */ checkAgent)
});

// EXTERNAL MODULE: ./src/after-ready/after-ready.ts
var after_ready = __webpack_require__(62448);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/service/agents/agent-record.ts
var agent_record = __webpack_require__(93973);
// EXTERNAL MODULE: ./src/service/http/transport.ts
var transport = __webpack_require__(34797);
// EXTERNAL MODULE: ./src/service/sessions/sessions.ts + 1 modules
var sessions_sessions = __webpack_require__(72206);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/after-ready/watch-sessions.ts
var watch_sessions = __webpack_require__(80693);
;// CONCATENATED MODULE: ./src/after-ready/callers.ts






// A deployment's callers over the last minutes, read once (the check action's callers-minutes): the same
// judgement as the watch after a deploy (watch-sessions.ts), over sessions that already happened: an error
// completion, a bot that never started, an exception in its lines; another deployment's sessions never
// judged, the step's own never counted, nor those of earlier runs (`earlierOwn`: the check reads them from
// GitHub, only when a session in the window is not this run's). A deployment younger than the window: since it started.
const MINUTE_MS = 60_000;
/** how long the failed callers' log lines may be read, in all */
const LOG_READS_MS = 20_000;
/** The deployment's callers since the window began (or since the deployment started), judged as the watch judges them. */
async function readCallers(inputs, report, deploymentId, minutes, signal, 
/** the sessions earlier runs held with the agent since a time: never callers */
earlierOwn) {
    return runner_log/* log */.R.group(`Read the callers of deployment ${deploymentId} over the last ${minutes} min`, async () => {
        const http = new transport/* ServiceHttp */.K(inputs['api-url'], inputs['api-key'], runner_log/* log */.R, { signal });
        try {
            const sessions = new sessions_sessions/* SessionService */.Q(http, http);
            const started = Date.parse((0,agent_record/* revisionOf */.DT)(report.agent ?? {}, deploymentId)?.phaseStartedAt ?? '') || 0;
            const windowStart = Date.now() - minutes * MINUTE_MS;
            const since = Math.max(windowStart, started);
            const listed = await (0,time/* raceAbort */.Mu)(sessions.list(inputs['agent-name'], deploymentId, 'all'), signal);
            const recent = listed.filter((s) => !s.createdAt || Date.parse(s.createdAt) >= since);
            const own = new Set(report.ownSessions ?? []);
            if (earlierOwn && recent.some((s) => !own.has(s.id))) {
                for (const id of await (0,time/* raceAbort */.Mu)(earlierOwn(since), signal))
                    own.add(id);
            }
            const watched = new watch_sessions/* WatchedSessions */.I(sessions, inputs['agent-name'], deploymentId, own, Date.now() + LOG_READS_MS, signal);
            await watched.take(recent);
            runner_log/* log */.R.info(watched.line());
            const window = started > windowStart
                ? `since it started, ${Math.round((Date.now() - started) / MINUTE_MS)} min ago`
                : `in the last ${minutes} min`;
            return { seen: watched.seen, failures: watched.failures, minutes, window };
        }
        finally {
            http.dispose();
        }
    });
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/ids.ts
var src_ids = __webpack_require__(22325);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/own-sessions-notice.ts
var own_sessions_notice = __webpack_require__(83714);
// EXTERNAL MODULE: ./src/github/refusals.ts
var refusals = __webpack_require__(91062);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
;// CONCATENATED MODULE: ./src/github/earlier-sessions.ts






// The check's own sessions of earlier runs (docs/check.md, "Its own sessions"). The service cannot tell who
// started a session: its list carries no body, no key and no caller. So each run of the check names the
// sessions it held in one notice of its job (the runner makes it an annotation of the job's check run), and
// a later run of the same workflow reads the notices of that workflow's runs in the callers' window back:
// GET the workflow's runs (actions: read), each run's jobs, each job's annotations (checks: read). Only
// notices of this exact form, naming this agent, and ids of a session's shape are taken.
/** the newest runs read; a window with more is read as far as this and said to be */
const MAX_RUNS = 20;
/** The sessions earlier runs of this workflow held with the agent, since `sinceMs`; or why they cannot be read. */
async function earlierOwnSessions(token, agent, sinceMs, env = process.env) {
    const repo = (0,run_context/* repositoryOf */._)(env);
    const workflow = /^[^/]+\/[^/]+\/\.github\/workflows\/([^@/]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
    if (!repo || !workflow)
        return { problem: '(GITHUB_REPOSITORY or GITHUB_WORKFLOW_REF is not set): this is not a workflow run' };
    if (!token)
        return { problem: "(no token): 'github-token' is empty" };
    try {
        const octokit = await (0,github_octokit/* gitHubClient */.XB)(token, env);
        const { data } = await octokit.rest.actions.listWorkflowRuns({
            ...repo,
            workflow_id: workflow,
            created: `>=${new Date(sinceMs).toISOString()}`,
            per_page: MAX_RUNS + 1,
        });
        const runs = data.workflow_runs.filter((run) => String(run.id) !== env.GITHUB_RUN_ID).slice(0, MAX_RUNS);
        if (data.total_count > MAX_RUNS + 1)
            runner_log/* log */.R.info(`Read the sessions of the newest ${MAX_RUNS} runs of ${workflow}`);
        const ids = new Set();
        for (const run of runs)
            for (const id of await sessionsOfRun(octokit, repo, run.id, agent))
                ids.add(id);
        return { ids };
    }
    catch (error) {
        return {
            problem: (0,refusals/* gitHubRefusal */.CP)(error, "the token may not read this workflow's runs or their annotations: give the job 'actions: read' and 'checks: read'"),
        };
    }
}
async function sessionsOfRun(octokit, repo, runId, agent) {
    const { data } = await octokit.rest.actions.listJobsForWorkflowRun({ ...repo, run_id: runId, per_page: 100 });
    const ids = [];
    const prefix = `${(0,own_sessions_notice/* NOTICE */.X)(agent)} `;
    for (const job of data.jobs) {
        const { data: annotations } = await octokit.rest.checks.listAnnotations({
            ...repo,
            check_run_id: job.id,
            per_page: 50,
        });
        for (const annotation of annotations) {
            if (annotation.annotation_level !== 'notice' || !annotation.message?.startsWith(prefix))
                continue;
            ids.push(...annotation.message.slice(prefix.length).split(' ').filter(src_ids/* isId */.eQ));
        }
    }
    return ids;
}

// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/service/agents/agent-service.ts
var agent_service = __webpack_require__(34413);
// EXTERNAL MODULE: ./src/service/agents/conditions.ts
var conditions = __webpack_require__(57938);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
;// CONCATENATED MODULE: ./src/github/incident.ts


// The incident of an agent, kept as one GitHub issue (issue 46, `incident-issue`): a failing check opens it,
// or comments on the open one (at most once an hour while the failure is the same, at once when it
// changes); a healthy check closes it, saying how long it lasted. An incident is an open issue with the
// label agent-incident (only people with triage access can set a label) whose body carries the agent's
// marker, and that the token's own identity opened (a person's post-mortem that quotes the marker is never
// touched). Open incidents are read oldest first, so many newer ones of other agents do not hide the
// agent's own. Two runs that open one at once find each other: the later closes its own as a duplicate of
// the earlier, so one agent has one open incident. "The failure changed" when the checks that fail change
// (their kinds, not their numbers). A refusal (no `issues: write`) is a warning naming the permission; the
// check's own verdict stands. Called by the check action (src/check/check-report.ts).
const INCIDENT_LABEL = 'agent-incident';
const QUIET_MS = 60 * 60 * 1000;
const MOST_PAGES = 20;
const TITLE_LIMIT = 200;
const BODY_LIMIT = 60_000;
const PERMISSION_HINT = "the job's token needs 'issues: write' (permissions: issues: write) for the incident issue; the check's verdict stands";
const incidentMarker = (agent) => `<!-- agent-incident: ${encodeURIComponent(agent)} -->`;
const failureMarker = (signature) => `<!-- agent-incident-failure: ${encodeURIComponent(signature)} -->`;
/** Opens, comments on or closes the agent's incident as the finding says. */
async function keepIncident(octokit, repo, finding) {
    const now = finding.now ?? Date.now();
    try {
        const { open, cut } = await openIncidents(octokit, repo, finding);
        if (!finding.failing)
            return await incident_close(octokit, repo, open, finding, now);
        const first = open[0];
        if (!first && cut)
            return {
                did: 'refused',
                warning: `The incident issue was not kept: more than ${MOST_PAGES * 100} issues labelled ${INCIDENT_LABEL} are open, and the agent's may be beyond them; none was opened`,
            };
        if (!first)
            return await openNew(octokit, repo, finding, finding.failing);
        return await followUp(octokit, repo, first, finding, finding.failing, now);
    }
    catch (error) {
        return { did: 'refused', warning: `The incident issue was not kept ${(0,refusals/* gitHubRefusal */.CP)(error, PERMISSION_HINT)}` };
    }
}
/** The agent's open incidents that the token's identity opened, oldest first; `cut` when more were open than read. */
async function openIncidents(octokit, repo, finding) {
    const marker = incidentMarker(finding.agent);
    const found = [];
    for (let page = 1; page <= MOST_PAGES; page++) {
        const { data } = await octokit.rest.issues.listForRepo({
            ...repo,
            state: 'open',
            labels: INCIDENT_LABEL,
            sort: 'created',
            direction: 'asc',
            per_page: 100,
            page,
        });
        for (const issue of data)
            if (!issue.pull_request && issue.user?.login === finding.me && issue.body?.includes(marker))
                found.push(issue);
        if (data.length < 100)
            return { open: found.sort((a, b) => a.number - b.number), cut: false };
    }
    return { open: found.sort((a, b) => a.number - b.number), cut: true };
}
async function openNew(octokit, repo, finding, failing) {
    const title = (0,secrets/* shortened */.vI)(`${finding.agent}: ${oneLine(failing.title)}`, TITLE_LIMIT);
    const body = bounded(`${incidentMarker(finding.agent)}\n${failureMarker(failing.signature)}\n**${finding.agent} is failing**: ${failing.headline}\n\n${failing.details}\n\n[The check's run](${finding.runUrl})`);
    const { data } = await octokit.rest.issues.create({ ...repo, title, body, labels: [INCIDENT_LABEL] });
    // another run may have opened one at the same moment: the oldest stays, the others close
    const { open } = await openIncidents(octokit, repo, finding);
    const oldest = open[0];
    if (oldest && oldest.number !== data.number) {
        await octokit.rest.issues.createComment({
            ...repo,
            issue_number: data.number,
            body: `Duplicate of #${oldest.number}: another check opened it at the same time.`,
        });
        await octokit.rest.issues.update({
            ...repo,
            issue_number: data.number,
            state: 'closed',
            state_reason: 'not_planned',
        });
        return { issue: oldest.number, did: 'commented' };
    }
    return { issue: data.number, did: 'opened' };
}
/** A comment on the open incident: at once when the failure changed, else at most one an hour. */
async function followUp(octokit, repo, issue, finding, failing, now) {
    const last = await lastFailure(octokit, repo, issue);
    if (last.signature === failing.signature && now - last.at < QUIET_MS)
        return { issue: issue.number, did: 'quiet' };
    const changed = last.signature !== failing.signature ? 'The failure changed' : 'Still failing';
    const body = bounded(`${failureMarker(failing.signature)}\n**${changed}**: ${failing.headline}\n\n${failing.details}\n\n[The check's run](${finding.runUrl})`);
    await octokit.rest.issues.createComment({ ...repo, issue_number: issue.number, body });
    return { issue: issue.number, did: 'commented' };
}
/** The failure last written to the incident (its newest marked comment, else its body), and when. */
async function lastFailure(octokit, repo, issue) {
    const read = (text) => {
        const found = /<!-- agent-incident-failure: ([^ ]*) -->/.exec(text ?? '')?.[1];
        return found === undefined ? undefined : decodeURIComponent(found);
    };
    let last = { signature: read(issue.body) ?? '', at: Date.parse(issue.created_at) };
    for (let page = 1; page <= MOST_PAGES; page++) {
        const { data } = await octokit.rest.issues.listComments({
            ...repo,
            issue_number: issue.number,
            per_page: 100,
            page,
        });
        for (const comment of data) {
            const signature = read(comment.body);
            if (signature !== undefined)
                last = { signature, at: Date.parse(comment.created_at) };
        }
        if (data.length < 100)
            break;
    }
    return last;
}
async function incident_close(octokit, repo, open, finding, now) {
    if (open.length === 0)
        return { did: 'none' };
    for (const issue of open) {
        const lasted = describeLength(now - Date.parse(issue.created_at));
        await octokit.rest.issues.createComment({
            ...repo,
            issue_number: issue.number,
            body: `**Healthy again**: ${finding.agent} passed every check. The incident lasted ${lasted}.\n\n[The check's run](${finding.runUrl})`,
        });
        await octokit.rest.issues.update({
            ...repo,
            issue_number: issue.number,
            state: 'closed',
            state_reason: 'completed',
        });
    }
    return { did: 'closed' };
}
function describeLength(ms) {
    const minutes = Math.max(0, Math.round(ms / 60_000));
    if (minutes < 60)
        return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days ${hours % 24} h`;
}
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const bounded = (text) => (0,secrets/* shortened */.vI)((0,secrets/* redact */.E$)(text), BODY_LIMIT, (left) => `\n\n(${left} more characters cut)`);

// EXTERNAL MODULE: ./src/github/token-identity.ts
var token_identity = __webpack_require__(71149);
// EXTERNAL MODULE: ./src/report/conversation-summary.ts
var conversation_summary = __webpack_require__(53350);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/scenario-summary.ts
var scenario_summary = __webpack_require__(59451);
// EXTERNAL MODULE: ./src/report/summary.ts + 1 modules
var summary = __webpack_require__(24658);
;// CONCATENATED MODULE: ./src/check/check-report.ts











// What people read of a check: the summary opens with Healthy or Failing in one line, then each check, the
// callers (failed ones with their exception lines) and the response time; the incident issue says the
// same, escaped and with known secrets replaced.
async function writeCheckSummary(report, result) {
    const headline = result.health === 'healthy' ? 'Healthy' : `Failing: ${result.failures.join('; ')}`;
    core/* summary */.z.addHeading(`Agent check: ${(0,report_escape/* escapeHtml */.ZD)(report.agentName)}`, 3);
    core/* summary */.z.addRaw(`<p><strong>${(0,report_escape/* escapeHtml */.ZD)(headline)}</strong></p>`, true);
    const rows = [['Deployment', report.deploymentId ?? '(none)']];
    if (report.smoke)
        rows.push(['Session check', (0,summary/* sessionText */.aG)(report.smoke)]);
    if (report.conversation?.responseMs !== undefined)
        rows.push(['Response time', `${report.conversation.responseMs} ms`]);
    if (result.callers)
        rows.push(['Callers', `${result.callers.seen} ${result.callers.window}, ${result.callers.failures.length} failed`]);
    core/* summary */.z.addTable([
        [
            // a header cell without text is left unclosed by @actions/core's summary (<th></tr>)
            { data: 'Check', header: true },
            { data: 'Result', header: true },
        ],
        ...rows.map(([field, value]) => [field, (0,report_escape/* escapeHtml */.ZD)(value)]),
    ]);
    if (result.callers && result.callers.failures.length > 0) {
        core/* summary */.z.addHeading('Failed callers', 4);
        core/* summary */.z.addTable([
            ['Session', 'Completion', 'Why'].map((data) => ({ data, header: true })),
            ...result.callers.failures
                .slice(0, 20)
                .map((f) => [(0,report_escape/* escapeHtml */.ZD)(f.id), (0,report_escape/* escapeHtml */.ZD)(f.completion), (0,report_escape/* escapeHtml */.ZD)(f.why)]),
        ]);
    }
    (0,conversation_summary/* addConversation */.r)(report);
    (0,scenario_summary/* addScenarios */.t3)(report);
    await core/* summary */.z.write();
}
/** Opens, comments on or closes the agent's incident issue; its number when one is open after. */
async function keepIncidentFor(inputs, own, result) {
    const env = process.env;
    const where = (0,run_context/* repositoryOf */._)(env);
    if (!where || !own.githubToken) {
        runner_log/* log */.R.warning('The incident issue was not kept: GITHUB_REPOSITORY is not set');
        return undefined;
    }
    const runUrl = (0,run_context/* runPageUrl */.g)(env) ?? '';
    const octokit = await (0,github_octokit/* gitHubClient */.XB)(own.githubToken, env);
    const failing = result.health === 'failing'
        ? {
            title: (0,report_escape/* commandText */.jt)(result.failures[0] ?? 'failing').slice(0, 300),
            headline: (0,report_escape/* escapeForComment */.yp)(result.failures[0] ?? 'failing').slice(0, 300),
            details: result.failures.map((failure) => `- ${(0,report_escape/* escapeForComment */.yp)(failure)}`).join('\n'),
            signature: result.kinds.join(' + '),
        }
        : undefined;
    let me;
    try {
        me = await (0,token_identity/* tokenIdentity */.s)(octokit, own.githubToken);
    }
    catch (error) {
        runner_log/* log */.R.warning(`The incident issue was not kept ${(0,refusals/* gitHubRefusal */.CP)(error, 'the token could not say who it is')}`);
        return undefined;
    }
    const outcome = await keepIncident(octokit, where, {
        agent: inputs['agent-name'],
        me,
        runUrl,
        ...(failing ? { failing } : {}),
    });
    if (outcome.warning)
        runner_log/* log */.R.warning(outcome.warning);
    else
        runner_log/* log */.R.info(`Incident issue: ${outcome.did}${outcome.issue ? ` (#${outcome.issue})` : ''}`);
    return outcome.did === 'closed' ? undefined : outcome.issue;
}

;// CONCATENATED MODULE: ./src/check/check-result.ts
/** The agent does not exist: nothing serves, and no incident is kept (docs/check.md). */
const agentMissing = (result) => result.kinds.includes('missing');
/** A failure of the run: its line, and its kind (`heading`: the line up to its first colon). */
function addFailure(result, line, kind = 'heading') {
    result.failures.push(line);
    result.kinds.push(kind === 'heading' ? (line.split(':')[0] ?? line) : kind);
}

;// CONCATENATED MODULE: ./src/check/check-run.ts














// The check of the deployment an agent serves now, without a write of any kind: the agent's record
// (ready? degraded?), then the checks after ready on that deployment (the deploy step's own code: a
// session, a turn, the scenarios), then its callers over the last callers-minutes. Failing or healthy,
// in one line; the incident issue kept when asked.
async function checkAgent(inputs, own) {
    const name = inputs['agent-name'];
    const report = { agentName: name, startedAt: Date.now() };
    const cancelled = new AbortController();
    const cancel = () => cancelled.abort();
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    const signal = cancelled.signal;
    const http = new transport/* ServiceHttp */.K(inputs['api-url'], inputs['api-key'], runner_log/* log */.R, { signal });
    const result = { health: 'healthy', failures: [], kinds: [] };
    try {
        await checkPhases(inputs, own, report, result, http, signal);
    }
    catch (error) {
        addFailure(result, error instanceof errors/* CancelledError */.cc
            ? `Cancelled during ${report.checking ?? 'the check'}: its sessions were stopped`
            : (0,errors/* errorMessage */.gJ)(error));
    }
    finally {
        http.dispose();
        process.off('SIGINT', cancel);
        process.off('SIGTERM', cancel);
    }
    (0,own_sessions_notice/* announceOwnSessions */.$)(name, report.ownSessions ?? []);
    result.health = result.failures.length > 0 ? 'failing' : 'healthy';
    if (own.incidentIssue && agentMissing(result))
        runner_log/* log */.R.info(`No incident issue is kept for an agent that does not exist (not deployed yet, or deleted)`);
    const keep = own.incidentIssue && !signal.aborted && !agentMissing(result);
    const incident = keep ? await keepIncidentFor(inputs, own, result) : undefined;
    setCheckOutputs(report, result, incident);
    await writeCheckSummary(report, result);
    if (result.health === 'failing')
        (0,runner_log/* failWith */.f)(`Failing: ${result.failures.join('; ')}`);
}
async function checkPhases(inputs, own, report, result, http, signal) {
    const name = inputs['agent-name'];
    const agent = await runner_log/* log */.R.group('Read the agent', () => (0,time/* raceAbort */.Mu)(new agent_service/* AgentService */.N(http).getAgent(name), signal));
    if (!agent) {
        addFailure(result, `Agent '${name}' does not exist`, 'missing');
        return;
    }
    report.agent = agent;
    runner_log/* log */.R.info(`Agent '${name}': ${(0,agent_record/* describeAgent */.P7)(agent)}`);
    const deploymentId = agent.reconciledDeploymentId ?? agent.activeDeploymentId ?? undefined;
    if (deploymentId)
        report.deploymentId = deploymentId;
    const ready = agent.ready === true && deploymentId !== undefined;
    if (!ready) {
        addFailure(result, `Agent '${name}' is not ready: ${(0,agent_record/* describeAgent */.P7)(agent)}`, 'not ready');
        return;
    }
    const degraded = (0,conditions/* degradedNote */.l)(agent);
    if (degraded)
        addFailure(result, `Agent '${name}' is degraded: ${degraded}`, 'degraded');
    const failure = await (0,after_ready/* afterReady */.i)(inputs, report, signal);
    if (failure)
        addFailure(result, failure.message);
    if (own.callersMinutes > 0) {
        report.checking = 'the read of the callers';
        const earlier = (sinceMs) => earlierSessionsOrWarn(own.githubToken, name, sinceMs);
        result.callers = await readCallers(inputs, report, deploymentId, own.callersMinutes, signal, earlier);
        report.checking = undefined;
        const failed = result.callers.failures.length;
        if (failed >= own.callersMaxFailed)
            addFailure(result, `${failed} of ${result.callers.seen} caller sessions on deployment ${deploymentId} failed ${result.callers.window} (callers-max-failed: ${own.callersMaxFailed}): ${result.callers.failures
                .slice(0, 3)
                .map((f) => `session ${f.id}: ${f.why}`)
                .join('; ')}`, 'callers');
    }
}
/** The check's sessions of earlier runs, never callers; none, with a warning, when GitHub cannot say. */
async function earlierSessionsOrWarn(token, agent, sinceMs) {
    const earlier = await earlierOwnSessions(token, agent, sinceMs);
    if ('ids' in earlier)
        return earlier.ids;
    runner_log/* log */.R.warning(`The sessions this check held in earlier runs could not be read from GitHub ${earlier.problem}; any of them in the window counts as a caller`);
    return new Set();
}
function setCheckOutputs(report, result, incident) {
    (0,outputs/* setOutput */.uH)('health', result.health);
    (0,outputs/* setOutput */.uH)('deployment-id', report.deploymentId ?? '');
    (0,outputs/* setOutput */.uH)('callers', result.callers ? String(result.callers.seen) : '');
    (0,outputs/* setOutput */.uH)('failed-callers', result.callers ? String(result.callers.failures.length) : '');
    (0,outputs/* setOutput */.uH)('incident', incident === undefined ? '' : String(incident));
    (0,outputs/* setConversationAndScenarioOutputs */.J9)(report);
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ NO_ANSWER),
/* harmony export */   XB: () => (/* binding */ gitHubClient)
/* harmony export */ });
/* unused harmony export GITHUB_LIMITS */
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44169);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29834);


const GITHUB_LIMITS = { requestTimeoutMs: 15_000, maxAnswerBytes: 4 * 1024 * 1024 };
/** What a bounded request throws: octokit passes the message on (as a status-500 RequestError). */
const NO_ANSWER = 'GitHub did not answer';
/** A client for the token, talking to GITHUB_API_URL when the runner names one (GitHub Enterprise). */
async function gitHubClient(token, env = process.env, limits = GITHUB_LIMITS) {
    // undici, which @actions/github's proxy set-up uses as it loads, is a chunk of its own in the bundle
    // (src/vendor/undici-lazy.cjs), loaded here rather than on every run. Outside the bundle: undici itself.
    const undici = (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 66392, 23)));
    await undici.__preload?.();
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(2), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    // @actions/github's defaults carry the proxy-aware fetch (https_proxy, no_proxy): it is wrapped, not replaced.
    const { defaults } = await __webpack_require__.e(/* import() */ 2).then(__webpack_require__.bind(__webpack_require__, 54002));
    const proxied = defaults.request?.fetch ?? fetch;
    const octokitLog = { debug: _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug, info: _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.debug, warn: _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.warning, error: _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.warning };
    return getOctokit(token, {
        ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
        log: octokitLog,
        // @octokit/request logs its deprecation warnings to request.log, else to the console (stderr)
        request: { ...defaults.request, fetch: boundedFetch(limits, proxied), log: octokitLog },
    });
}
/** fetch with a time limit over the whole exchange, and the answer read up to a size. */
function boundedFetch(limits, inner) {
    return async (input, init) => {
        const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        try {
            const response = await inner(input, { ...init, signal });
            const body = await readBounded(response, limits.maxAnswerBytes);
            const empty = [101, 204, 205, 304].includes(response.status);
            return new Response(empty ? null : body, {
                status: response.status,
                statusText: response.statusText,
                headers: response.headers,
            });
        }
        catch (error) {
            if (timeout.aborted)
                throw new Error(`${NO_ANSWER} within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(limits.requestTimeoutMs)}`);
            throw error;
        }
    };
}
async function readBounded(response, maxBytes) {
    const chunks = [];
    let size = 0;
    const reader = response.body?.getReader();
    if (!reader)
        return new Uint8Array();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.length;
        if (size > maxBytes) {
            await reader.cancel();
            throw new Error(`GitHub's answer is larger than the ${maxBytes / (1 << 20)} MiB the action reads; it was cut off`);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks);
}


/***/ }),

/***/ 91062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ UnexpectedGitHubAnswer),
/* harmony export */   CP: () => (/* binding */ gitHubRefusal),
/* harmony export */   F5: () => (/* binding */ shapeOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27194);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);



/** GitHub answered, but not in the shape its API documents: what was expected and what came. */
class UnexpectedGitHubAnswer extends Error {
    name = 'UnexpectedGitHubAnswer';
}
/** A value as a short description for a message: its JSON, cut. */
function shapeOf(value) {
    const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(text, 120);
}
/**
 * Why GitHub did not do what was asked, as "(GitHub's words): the real cause": no answer (network, time
 * limit), the token refused, a permission missing (403, and the 404 GitHub gives for what a token may not
 * see), the content refused (422: too long, invalid), or GitHub's own failure.
 */
function gitHubRefusal(error, permissionHint) {
    const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
    const status = typeof error?.status === 'number' ? error.status : 0;
    const cause = (() => {
        if (error instanceof UnexpectedGitHubAnswer)
            return "GitHub's answer was not what its API documents";
        if (message.startsWith(_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ANSWER */ .Dn) || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed/.test(message)) {
            return 'GitHub could not be reached';
        }
        if (status === 401)
            return 'GitHub refused the token (401): check github-token';
        if (status === 403 || status === 404)
            return permissionHint;
        if (status === 422)
            return 'GitHub refused the content (422)';
        if (status >= 500)
            return `GitHub failed (${status}); this is GitHub's problem, not the deploy's`;
        return 'GitHub refused it';
    })();
    return `(${message}): ${cause}`;
}


/***/ }),

/***/ 47068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ repositoryOf),
/* harmony export */   g: () => (/* binding */ runPageUrl)
/* harmony export */ });
// Where the workflow runs, as the runner's environment says: the repository (GITHUB_REPOSITORY) and the
// page of this run, for the GitHub deployment's log, the pull request comment and the incident issue.
/** The repository the workflow runs in; undefined outside a workflow. */
function repositoryOf(env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    return owner && repo ? { owner, repo } : undefined;
}
/** The page of this workflow run; undefined when the runner does not say which run this is. */
function runPageUrl(env) {
    const where = repositoryOf(env);
    if (!where || !env.GITHUB_RUN_ID)
        return undefined;
    return `${env.GITHUB_SERVER_URL || 'https://github.com'}/${where.owner}/${where.repo}/actions/runs/${env.GITHUB_RUN_ID}`;
}


/***/ }),

/***/ 71149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ tokenIdentity)
/* harmony export */ });
/* unused harmony export WORKFLOW_BOT */
/* harmony import */ var _refusals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91062);

// Who a token acts as on GitHub: the pull-request comment edits only its own comment, and the incident
// touches only issues its identity opened.
/**
 * Who the token is. An installation token ("ghs_…": the workflow's GITHUB_TOKEN, or another GitHub App's)
 * may not read /user; GraphQL's viewer names the app's bot (`<slug>[bot]`). Where that is refused too,
 * the token is taken for the workflow's, which writes as github-actions[bot]. For any other token, GET
 * /user says whose it is.
 */
async function tokenIdentity(octokit, token) {
    try {
        if (token.startsWith('ghs_')) {
            const answer = await octokit.graphql('query { viewer { login } }');
            const login = answer?.viewer?.login;
            if (typeof login === 'string')
                return login;
            throw new _refusals_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedGitHubAnswer */ .$4(`GitHub's answer to the GraphQL query { viewer { login } } (who the token is) did not name a login: expected {"viewer":{"login":"…"}}, got ${(0,_refusals_js__WEBPACK_IMPORTED_MODULE_0__/* .shapeOf */ .F5)(answer)}`);
        }
        return (await octokit.rest.users.getAuthenticated()).data.login;
    }
    catch (error) {
        const status = error.status;
        // A refusal (or GraphQL's own error answer) means the token cannot say who it is
        if (status === 401 || status === 403 || status === 404 || error.name === 'GraphqlResponseError')
            return WORKFLOW_BOT;
        throw error;
    }
}
const WORKFLOW_BOT = 'github-actions[bot]';


/***/ })

};

//# sourceMappingURL=466.index.js.map