export const id = 222;
export const ids = [222];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ gitHubClient)
/* harmony export */ });
// The GitHub client, made in one place for the deployment and the pull-request comment.
// Loaded only when asked for: the GitHub client is a large part of the bundle.
/** A client for the token, talking to GITHUB_API_URL when the runner names one (GitHub Enterprise). */
async function gitHubClient(token, env = process.env) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
    return getOctokit(token, env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {});
}


/***/ }),

/***/ 5222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentOnPullRequest: () => (/* binding */ commentOnPullRequest)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/report/changes.ts
var report_changes = __webpack_require__(9059);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
;// CONCATENATED MODULE: ./src/github/comment-body.ts


// What the pull-request comment says: found again by its hidden first line, every value escaped.
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
    if (failure)
        rows.push(['Failure', failure]);
    const lines = [
        commentMarker(report.agentName),
        `<h3>Agent ${(0,report_escape/* escapeHtml */.Z)(report.agentName)}: ${planned ? 'what a deploy would do' : 'deployed by this pull request'}</h3>`,
        `<table>${rows.map(([field, value]) => `<tr><th align="left">${field}</th><td>${(0,report_escape/* escapeHtml */.Z)(value)}</td></tr>`).join('')}</table>`,
    ];
    const changes = report.changes ?? [];
    if (changes.length > 0) {
        lines.push(`<table><tr><th>Field</th><th>Before</th><th>After</th></tr>${changes
            .map((change) => `<tr>${(0,report_changes/* changeCells */.qv)(change)
            .map((cell) => `<td>${cell}</td>`)
            .join('')}</tr>`)
            .join('')}</table>`);
    }
    else if (report.operation === 'unchanged') {
        lines.push('<p>No field changes: the agent already runs this configuration.</p>');
    }
    const run = env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    const commit = env.GITHUB_SHA ? ` for commit ${(0,report_escape/* escapeHtml */.Z)(env.GITHUB_SHA.slice(0, 7))}` : '';
    lines.push(`<sub>Updated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${commit}${run ? ` by <a href="${(0,report_escape/* escapeHtml */.Z)(run)}">this run</a>` : ''}.</sub>`);
    return lines.join('\n\n');
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/pull-request-comment.ts




const PERMISSION_HINT = "the workflow's token needs 'pull-requests: write' (permissions: pull-requests: write)";
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** The pull request this run is for, from the event the runner wrote; undefined when it is not one. */
function pullRequestNumber(env) {
    if (!PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH)
        return undefined;
    try {
        const event = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        const number = event?.pull_request?.number ?? event?.number;
        return Number.isSafeInteger(number) && number > 0 ? number : undefined;
    }
    catch {
        return undefined;
    }
}
/** Posts the comment, or edits the one this action left for the same agent; returns its address. */
async function commentOnPullRequest(request) {
    const env = process.env;
    const event = env.GITHUB_EVENT_NAME || '(unknown)';
    const number = pullRequestNumber(env);
    if (number === undefined) {
        request.notice(PULL_REQUEST_EVENTS.has(event)
            ? `pr-comment is true, but the pull request's number could not be read from the event: no comment was posted`
            : `pr-comment is true, but this run is for the '${event}' event, not a pull request: no comment was posted`);
        return undefined;
    }
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo) {
        request.warn('No pull request comment was posted: GITHUB_REPOSITORY is not set');
        return undefined;
    }
    const marker = commentMarker(request.report.agentName);
    const body = commentBody(request.report, request.failure, env);
    try {
        const octokit = await (0,github_octokit/* gitHubClient */.X)(request.token, env);
        const comments = await octokit.paginate(octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: number,
            per_page: 100,
        });
        const earlier = comments.find((comment) => comment.body?.startsWith(marker));
        const written = earlier
            ? await octokit.rest.issues.updateComment({ owner, repo, comment_id: earlier.id, body })
            : await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
        return written.data.html_url;
    }
    catch (error) {
        request.warn(`No comment was posted on pull request #${number} (${(0,errors/* errorMessage */.g)(error)}): ${PERMISSION_HINT}. On a pull request from a fork the token is read-only, and no comment can be posted`);
        return undefined;
    }
}


/***/ })

};

//# sourceMappingURL=222.index.js.map