export const id = 808;
export const ids = [808];
export const modules = {

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubDeployment: () => (/* binding */ GitHubDeployment)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6702);


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
        const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
        const sha = env.GITHUB_SHA;
        if (!owner || !repo || !sha) {
            request.warn('No GitHub deployment was recorded: GITHUB_REPOSITORY and GITHUB_SHA are not set (not running in a workflow?)');
            return undefined;
        }
        const logUrl = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
        try {
            const octokit = await (0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubClient */ .X)(request.token, env);
            const created = await octokit.rest.repos.createDeployment({
                owner,
                repo,
                ref: sha,
                environment: request.environment,
                auto_merge: false,
                required_contexts: [],
                description: request.description.slice(0, 140),
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
                        log_url: logUrl,
                        description: description.slice(0, 140),
                        ...(request.environmentUrl ? { environment_url: request.environmentUrl } : {}),
                    });
                }
                catch (error) {
                    request.warn(`The GitHub deployment status '${state}' could not be posted (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error)}): ${PERMISSION_HINT}`);
                }
            };
            const deployment = new GitHubDeployment(deploymentId, post);
            await deployment.status('in_progress', request.description);
            return deployment;
        }
        catch (error) {
            request.warn(`No GitHub deployment was recorded (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error)}): ${PERMISSION_HINT}`);
            return undefined;
        }
    }
    status(state, description) {
        return this.post(state, description);
    }
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=808.index.js.map