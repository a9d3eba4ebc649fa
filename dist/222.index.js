export const id = 222;
export const ids = [222];
export const modules = {

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

/***/ 15222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentOnPullRequest: () => (/* binding */ commentOnPullRequest)
});

// UNUSED EXPORTS: MAX_COMMENT_PAGES

// EXTERNAL MODULE: ./src/pull-request-event.ts
var pull_request_event = __webpack_require__(94401);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/changes.ts
var report_changes = __webpack_require__(59059);
// EXTERNAL MODULE: ./src/report/secret-rows.ts
var secret_rows = __webpack_require__(47616);
// EXTERNAL MODULE: ./src/report/summary.ts + 1 modules
var summary = __webpack_require__(24658);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(90687);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(47068);
;// CONCATENATED MODULE: ./src/github/comment-body.ts







// What the pull-request comment says: found again by its hidden first line, every value escaped (and an
// @mention in it broken, so that text from the service pings nobody), and kept under GitHub's limit.
/** GitHub refuses a comment body longer than this. */
const COMMENT_LIMIT = 65_536;
const FAILURE_SHOWN = 4_000;
const VALUE_SHOWN = 500;
/** Text cut at `max` characters, saying how much was left out. */
function cut(text, max) {
    // Replace, then cut: a secret across the cut shows none of its characters (comments are not masked).
    return (0,secrets/* shortened */.vI)(text, max, (left) => ` (${left} more characters cut; the job summary has the run)`);
}
const commentValue = (text) => (0,report_escape/* escapeForComment */.yp)(cut(text, VALUE_SHOWN));
/** The hidden first line that names the agent; agent names are [a-z0-9-], so it cannot end early. */
function commentMarker(agentName) {
    return `<!-- agent-deploy-action: agent=${agentName} -->`;
}
/** The comment: what the run planned or did, and each field's change, every value escaped. */
function commentBody(report, failure, env) {
    const planned = report.status === 'planned';
    const rows = [['Operation', report.operation ?? '(none)']];
    if (!planned) {
        rows.push(['Deployment', report.deploymentId || '(none)']);
        rows.push(['Status', report.status ?? '(none)']);
    }
    rows.push(['Previous deployment', report.previousDeploymentId || '(none)']);
    if (report.deployFile)
        rows.push(['Deploy file', report.deployFile]);
    if (report.build)
        rows.push(...(0,summary/* buildRows */.kO)(report.build));
    if (failure)
        rows.push(['Failure', cut(failure, FAILURE_SHOWN)]);
    // The verdict first, then the changes, then the details: the same order as the job summary.
    const head = [
        commentMarker(report.agentName),
        `<h3>Agent ${(0,report_escape/* escapeHtml */.ZD)(report.agentName)}: ${heading(report)}</h3>`,
        `<p><strong>${(0,report_escape/* escapeForComment */.yp)((0,verdict/* verdict */.W)(report, failure))}</strong></p>`,
    ];
    const details = `<table>${rows.map(([field, value]) => `<tr><th align="left">${field}</th><td>${(0,report_escape/* escapeForComment */.yp)(value)}</td></tr>`).join('')}</table>`;
    const lines = [...head, ...changeTables(report)];
    lines.push(details);
    const run = (0,run_context/* runPageUrl */.g)(env);
    const commit = env.GITHUB_SHA ? ` for commit ${(0,report_escape/* escapeHtml */.ZD)(env.GITHUB_SHA.slice(0, 7))}` : '';
    lines.push(`<sub>Updated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${commit}${run ? ` by <a href="${(0,report_escape/* escapeHtml */.ZD)(run)}">this run</a>` : ''}.</sub>`);
    const body = lines.join('\n\n');
    if (body.length <= COMMENT_LIMIT)
        return body;
    // Many long changes can still pass the limit: then the table goes, and the comment says where to look.
    return [
        ...head,
        '<p>The list of changes is too long for a comment (GitHub takes 65,536 characters); the job summary has it.</p>',
        details,
        lines.at(-1),
    ].join('\n\n');
}
/** What the comment is about: a plan, a deploy, or the preview agent's removal. */
function heading(report) {
    if (report.operation === 'deleted')
        return report.previewOf !== undefined ? 'preview removed' : 'deleted';
    if (report.status === 'planned')
        return report.operation === 'would-delete' ? 'what a delete would do' : 'what a deploy would do';
    return report.previewOf !== undefined
        ? `preview of pull request #${report.previewOf}`
        : 'deployed by this pull request';
}
/** The changes: each field old → new, then the secret set's keys, each with what happens to it. */
function changeTables(report) {
    const tables = [];
    const changes = report.changes ?? [];
    if (changes.length > 0) {
        const rows = changes.map((change) => `<tr>${(0,report_changes/* changeCells */.qv)(change, commentValue)
            .map((cell) => `<td>${cell}</td>`)
            .join('')}</tr>`);
        tables.push(`<table><tr><th>Field</th><th>Before</th><th>After</th></tr>${rows.join('')}</table>`);
    }
    else if (report.operation === 'unchanged') {
        tables.push('<p>No field changes: the agent already runs this configuration.</p>');
    }
    if (report.secrets) {
        const rows = (0,secret_rows/* secretKeyRows */.X)(report.secrets).map(([key, change]) => `<tr><td>${(0,report_escape/* escapeForComment */.yp)(key)}</td><td>${(0,report_escape/* escapeForComment */.yp)(change)}</td></tr>`);
        tables.push(`<p><strong>${(0,report_escape/* escapeForComment */.yp)((0,secret_rows/* secretSetTitle */.N)(report.secrets))}</strong></p><table><tr><th>Key</th><th>What happens</th></tr>${rows.join('')}</table>`);
    }
    return tables;
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/refusals.ts
var refusals = __webpack_require__(91062);
// EXTERNAL MODULE: ./src/github/token-identity.ts
var token_identity = __webpack_require__(71149);
;// CONCATENATED MODULE: ./src/github/pull-request-comment.ts







const PERMISSION_HINT = "the workflow's token needs 'pull-requests: write' (permissions: pull-requests: write); on a pull request from a fork the token is read-only, and no comment can be posted";
/** The pull request this run is for, from the event the runner wrote; undefined when it is not one. */
function pullRequestNumber(env) {
    return (0,pull_request_event/* readPullRequestEvent */.$f)(env).pullRequest?.number;
}
/** Posts the comment, or edits the one this action left for the same agent; returns its address. */
async function commentOnPullRequest(request) {
    const env = process.env;
    const event = env.GITHUB_EVENT_NAME || '(unknown)';
    const number = pullRequestNumber(env);
    if (number === undefined) {
        request.notice(pull_request_event/* PULL_REQUEST_EVENTS */.m_.has(event)
            ? `pr-comment is true, but the pull request's number could not be read from the event: no comment was posted`
            : `pr-comment is true, but this run is for the '${event}' event, not a pull request: no comment was posted`);
        return undefined;
    }
    const where = (0,run_context/* repositoryOf */._)(env);
    if (!where) {
        request.warn('No pull request comment was posted: GITHUB_REPOSITORY is not set');
        return undefined;
    }
    const { owner, repo } = where;
    const marker = commentMarker(request.report.agentName);
    const body = (0,report_escape/* redact */.E$)(commentBody(request.report, request.failure, env));
    try {
        const octokit = await (0,github_octokit/* gitHubClient */.XB)(request.token, env);
        const me = await (0,token_identity/* tokenIdentity */.s)(octokit, request.token);
        const earlier = await ownComment(octokit, { owner, repo, issue_number: number }, marker, me);
        const written = earlier
            ? await octokit.rest.issues.updateComment({ owner, repo, comment_id: earlier, body })
            : await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
        return written.data.html_url;
    }
    catch (error) {
        request.warn(`No comment was posted on pull request #${number} ${(0,refusals/* gitHubRefusal */.CP)(error, PERMISSION_HINT)}`);
        return undefined;
    }
}
/** Pages of 100 comments read at most when looking for the earlier one: a bound on a hostile thread. */
const MAX_COMMENT_PAGES = 10;
/**
 * The comment this action wrote earlier for the agent: it starts with the marker *and* was written by
 * the identity the token acts as. Anyone can post a comment that starts with the marker; such a comment
 * is never edited (a new one is posted instead).
 */
async function ownComment(octokit, where, marker, me) {
    const comments = [];
    let pages = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 })) {
        comments.push(...page.data);
        if (++pages >= MAX_COMMENT_PAGES)
            break;
    }
    return comments.find((comment) => comment.user?.login === me && comment.body?.startsWith(marker))?.id;
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

//# sourceMappingURL=222.index.js.map