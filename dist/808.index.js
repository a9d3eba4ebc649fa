export const id = 808;
export const ids = [808];
export const modules = {

/***/ 59808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubDeployment: () => (/* binding */ GitHubDeployment)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);
/* harmony import */ var _refusals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91062);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47068);




const PERMISSION_HINT = "the workflow's token needs 'deployments: write' (permissions: deployments: write)";
/**
 * A GitHub deployment for the commit being deployed, and its statuses. Every failure on the GitHub side
 * is a warning: it never fails the agent's deploy.
 */
class GitHubDeployment {
    id;
    post;
    constructor(id, post) {
        this.id = id;
        this.post = post;
    }
    /** Records the deployment; undefined (after a warning) when GitHub refuses or cannot be reached. */
    static async start(request) {
        const env = process.env;
        const where = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryOf */ ._)(env);
        const sha = env.GITHUB_SHA;
        if (!where || !sha) {
            request.warn('No GitHub deployment was recorded: GITHUB_REPOSITORY and GITHUB_SHA are not set (not running in a workflow?)');
            return undefined;
        }
        const { owner, repo } = where;
        const logUrl = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_3__/* .runPageUrl */ .g)(env);
        try {
            const octokit = await (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(request.token, env);
            const created = await octokit.rest.repos.createDeployment({
                owner,
                repo,
                ref: sha,
                environment: request.environment,
                auto_merge: false,
                required_contexts: [],
                description: (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .jt)(request.description).slice(0, 140),
                ...(request.transient ? { transient_environment: true, production_environment: false } : {}),
            });
            if (!('id' in created.data)) {
                request.warn(`No GitHub deployment was recorded: GitHub answered ${created.status}: ${JSON.stringify(created.data)}`);
                return undefined;
            }
            const deploymentId = created.data.id;
            const post = async (state, description) => {
                try {
                    await octokit.rest.repos.createDeploymentStatus({
                        owner,
                        repo,
                        deployment_id: deploymentId,
                        state,
                        ...(logUrl ? { log_url: logUrl } : {}),
                        description: (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .jt)(description).slice(0, 140),
                        ...(request.environmentUrl ? { environment_url: request.environmentUrl } : {}),
                    });
                }
                catch (error) {
                    request.warn(`The GitHub deployment status '${state}' could not be posted ${(0,_refusals_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubRefusal */ .CP)(error, PERMISSION_HINT)}`);
                }
            };
            const deployment = new GitHubDeployment(deploymentId, post);
            await deployment.status('in_progress', request.description);
            return deployment;
        }
        catch (error) {
            request.warn(`No GitHub deployment was recorded ${(0,_refusals_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubRefusal */ .CP)(error, PERMISSION_HINT)}`);
            return undefined;
        }
    }
    status(state, description) {
        return this.post(state, description);
    }
    /**
     * Marks the environment's deployments inactive (the agent behind them was deleted), so that GitHub no
     * longer shows them as live. Returns how many; a refusal is a warning.
     */
    static async markInactive(request) {
        const env = process.env;
        const where = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryOf */ ._)(env);
        if (!where) {
            request.warn('No GitHub deployment was marked inactive: GITHUB_REPOSITORY is not set');
            return 0;
        }
        const { owner, repo } = where;
        try {
            const octokit = await (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(request.token, env);
            const listed = await octokit.rest.repos.listDeployments({
                owner,
                repo,
                environment: request.environment,
                per_page: 30,
            });
            for (const deployment of listed.data) {
                await octokit.rest.repos.createDeploymentStatus({
                    owner,
                    repo,
                    deployment_id: deployment.id,
                    state: 'inactive',
                    description: (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .commandText */ .jt)(request.description).slice(0, 140),
                });
            }
            return listed.data.length;
        }
        catch (error) {
            request.warn(`The GitHub deployments of '${request.environment}' could not be marked inactive ${(0,_refusals_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubRefusal */ .CP)(error, PERMISSION_HINT)}`);
            return 0;
        }
    }
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


/***/ })

};

//# sourceMappingURL=808.index.js.map