export const id = 860;
export const ids = [860];
export const modules = {

/***/ 1860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentOnPullRequest: () => (/* binding */ commentOnPullRequest)
/* harmony export */ });
/* unused harmony exports commentMarker, commentBody */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(665);



const PERMISSION_HINT = "the workflow's token needs 'pull-requests: write' (permissions: pull-requests: write)";
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** The hidden first line that names the agent; agent names are [a-z0-9-], so it cannot end early. */
function commentMarker(agentName) {
    return `<!-- agent-deploy-action: agent=${agentName} -->`;
}
/** The pull request this run is for, from the event the runner wrote; undefined when it is not one. */
function pullRequestNumber(env) {
    if (!PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH)
        return undefined;
    try {
        const event = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
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
        // Loaded only when asked for: the GitHub client is a large part of the bundle.
        const { getOctokit } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 5564));
        const octokit = getOctokit(request.token, env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {});
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
        request.warn(`No comment was posted on pull request #${number} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}): ${PERMISSION_HINT}. On a pull request from a fork the token is read-only, and no comment can be posted`);
        return undefined;
    }
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
        `<h3>Agent ${(0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(report.agentName)}: ${planned ? 'what a deploy would do' : 'deployed by this pull request'}</h3>`,
        `<table>${rows.map(([field, value]) => `<tr><th align="left">${field}</th><td>${(0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(value)}</td></tr>`).join('')}</table>`,
    ];
    const changes = report.changes ?? [];
    if (changes.length > 0) {
        lines.push(`<table><tr><th>Field</th><th>Before</th><th>After</th></tr>${changes
            .map((change) => `<tr>${(0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .changeCells */ .qv)(change)
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
    const commit = env.GITHUB_SHA ? ` for commit ${(0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(env.GITHUB_SHA.slice(0, 7))}` : '';
    lines.push(`<sub>Updated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${commit}${run ? ` by <a href="${(0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(run)}">this run</a>` : ''}.</sub>`);
    return lines.join('\n\n');
}


/***/ })

};

//# sourceMappingURL=860.index.js.map