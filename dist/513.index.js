export const id = 513;
export const ids = [513];
export const modules = {

/***/ 9513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 10 modules
var schemas = __webpack_require__(8050);
;// CONCATENATED MODULE: ./src/agent-record.ts

// Records may carry more fields than the reference lists (region, errors, ...): loose objects keep
// what they do not know and never reject it. Only what the action reads is required.
const manifestSpec = schemas/* looseObject */._H3({
    image: schemas/* optional */.lqM(schemas/* string */.YjP()),
    platformNodeType: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* string */.YjP())),
    envFromSecretNames: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* array */.YOg(schemas/* string */.YjP()))),
    autoScaling: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* looseObject */._H3({
        minReplicas: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* number */.aig())),
        maxReplicas: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* number */.aig())),
    }))),
    noiseSuppressionModels: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* looseObject */._H3({ enabled: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* boolean */.zMY())) }))),
});
const deploymentError = schemas/* looseObject */._H3({
    code: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* string */.YjP())),
    message: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* string */.YjP())),
});
const agentSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    ready: schemas/* boolean */.zMY(),
    activeDeploymentId: schemas/* string */.YjP(),
    activeDeploymentReady: schemas/* boolean */.zMY(),
    updatedAt: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* string */.YjP())),
    deployment: schemas/* looseObject */._H3({
        id: schemas/* string */.YjP(),
        serviceId: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* string */.YjP())),
        manifest: schemas/* looseObject */._H3({ spec: manifestSpec }),
    }),
    errors: schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* array */.YOg(deploymentError))),
});
/** The meaning of an agent record for the deployment this run made. */
function deploymentState(agent, deploymentId) {
    if (agent.activeDeploymentId !== deploymentId) {
        return { kind: 'not-active', activeDeploymentId: agent.activeDeploymentId };
    }
    if (agent.errors && agent.errors.length > 0)
        return { kind: 'failed', errors: agent.errors };
    if (agent.activeDeploymentReady && agent.ready)
        return { kind: 'ready' };
    return { kind: 'starting' };
}
function describeErrors(errors) {
    return errors.map((entry) => `${entry.code ?? 'error'}: ${entry.message ?? '(no message)'}`).join('; ');
}
/** One line a person can read: which deployment is active and how ready it is. */
function describeAgent(agent) {
    const errors = agent.errors?.length ? `, errors: ${describeErrors(agent.errors)}` : '';
    return `active deployment ${agent.activeDeploymentId} (deployment ready: ${agent.activeDeploymentReady}, agent ready: ${agent.ready}${errors})`;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/version.ts
// Kept in step with package.json by test/version.test.ts; sent in the User-Agent of every request.
const ACTION_NAME = 'agent-deploy-action';
const ACTION_VERSION = '1.0.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;

;// CONCATENATED MODULE: ./src/http.ts



const DEFAULT_RETRY = {
    maxAttempts: 5,
    requestTimeoutMs: 15_000,
    budgetMs: 45_000,
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
};
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
// Answers that say the request was not acted on, so a write may be sent again as it is.
const NOT_PROCESSED_STATUSES = new Set([408, 429, 503]);
// Errors raised before the request could reach the service.
const NOT_SENT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);
function isTransientStatus(status) {
    return TRANSIENT_STATUSES.has(status);
}
/**
 * Delay before retry number `retry` (1 for the first): exponential, with "equal jitter" so that many
 * runs failing together do not come back together, and never below half the step.
 */
function backoffDelay(retry, policy, random = Math.random) {
    const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return Math.round(step / 2 + (random() * step) / 2);
}
/** `Retry-After` in seconds or as an HTTP date, as milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header, now = Date.now()) {
    if (!header)
        return undefined;
    const value = header.trim();
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
/** A write whose outcome is unknown: the service may or may not have acted on it. */
class AmbiguousWriteError extends Error {
    cause;
    name = 'AmbiguousWriteError';
    constructor(message, cause) {
        super(message);
        this.cause = cause;
    }
}
/** Waits `ms`, or less when the signal fires first: a cancelled run does not sit out its backoff. */
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    });
}
/** The HTTP rules of the action: one base address, the key, time limits, retries, and answers read whole. */
class ServiceHttp {
    baseUrl;
    apiKey;
    log;
    client;
    policy;
    wait;
    signal;
    constructor(baseUrl, apiKey, log, options = {}) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.log = log;
        this.policy = options.policy ?? DEFAULT_RETRY;
        this.signal = options.signal;
        this.wait = options.wait ?? ((ms) => sleep(ms, this.signal));
        // Proxies (https_proxy, HTTPS_PROXY, http_proxy, no_proxy) are honoured by HttpClient, as in other actions.
        this.client = new lib/* HttpClient */.Qq(USER_AGENT, [], {
            allowRetries: false,
            allowRedirects: false,
            keepAlive: true,
            socketTimeout: this.policy.requestTimeoutMs,
        });
    }
    /** Lets the process end: keep-alive sockets would otherwise hold it open. */
    dispose() {
        this.client.dispose();
    }
    /** Sends once or more, retrying what is transient; any answer that arrives is returned as it is. */
    async send(method, path, body, options = {}) {
        const request = `${method} ${new URL(this.baseUrl).pathname}${path}`;
        const started = Date.now();
        for (let attempt = 1;; attempt++) {
            if (this.signal?.aborted)
                throw new errors/* CancelledError */.cc(`cancelled before ${request} was sent`);
            const outcome = await this.attempt(method, path, body, request).catch((error) => {
                if (error instanceof errors/* NetworkError */.Dr)
                    return error;
                throw error;
            });
            const lost = outcome instanceof errors/* NetworkError */.Dr;
            if (!lost && !isTransientStatus(outcome.status))
                return outcome;
            const failure = lost ? outcome : serviceError(outcome);
            const maybeProcessed = lost ? !outcome.notSent : !NOT_PROCESSED_STATUSES.has(outcome.status);
            if (options.write && maybeProcessed) {
                throw new AmbiguousWriteError(`${request}: ${failure.message}; the write may have been processed`, failure);
            }
            if (options.once)
                throw failure;
            const reason = lost ? outcome.message : `the service answered ${outcome.status}`;
            const delay = lost ? undefined : retryAfterMs(headerValue(outcome.headers['retry-after']));
            const wait = delay ?? backoffDelay(attempt, this.policy);
            const elapsed = Date.now() - started;
            if (attempt >= this.policy.maxAttempts) {
                throw withGaveUp(failure, `gave up after ${attempt} attempts in ${seconds(elapsed)}`);
            }
            if (elapsed + wait > this.policy.budgetMs) {
                const asked = delay !== undefined ? ` (the service asked to wait ${seconds(delay)})` : '';
                throw withGaveUp(failure, `gave up after ${attempt} attempt${attempt > 1 ? 's' : ''} in ${seconds(elapsed)}: a retry${asked} would pass the ${seconds(this.policy.budgetMs)} retry budget`);
            }
            this.log.info(`Retrying ${request} (${attempt}/${this.policy.maxAttempts - 1}) in ${seconds(wait)}: ${reason}`);
            await this.wait(wait);
        }
    }
    async attempt(method, path, body, request) {
        const url = `${this.baseUrl}${path}`;
        const headers = {
            authorization: `Bearer ${this.apiKey}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        };
        let response;
        let timer;
        // HttpClient's own limit covers a silent socket; this one also covers an answer that trickles in.
        const deadline = new Promise((_, reject) => {
            timer = setTimeout(() => {
                response?.message.destroy();
                reject(new errors/* NetworkError */.Dr(`no complete answer within ${seconds(this.policy.requestTimeoutMs)}`));
            }, this.policy.requestTimeoutMs);
        });
        try {
            return await Promise.race([
                (async () => {
                    response = await this.client.request(method, url, body === undefined ? null : JSON.stringify(body), headers);
                    const text = await readWhole(response);
                    return { status: response.message.statusCode ?? 0, text, headers: response.message.headers, request };
                })(),
                deadline,
            ]);
        }
        catch (error) {
            if (error instanceof errors/* NetworkError */.Dr)
                throw error;
            const code = error.code;
            const what = code ? `${code}` : error.message;
            throw new errors/* NetworkError */.Dr(`the request failed (${what})`, {
                notSent: code !== undefined && NOT_SENT_ERRORS.has(code),
            });
        }
        finally {
            clearTimeout(timer);
        }
    }
}
/** HttpClient's readBody never settles when the connection breaks mid-answer: this one does. */
function readWhole(response) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        response.message.on('data', (chunk) => chunks.push(chunk));
        response.message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.message.on('error', reject);
        response.message.on('aborted', () => reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })));
    });
}
function headerValue(value) {
    return Array.isArray(value) ? value[0] : value;
}
function withGaveUp(error, note) {
    error.message = `${error.message} (${note})`;
    return error;
}
function seconds(ms) {
    return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}
const REASONS = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    408: 'Request Timeout',
    409: 'Conflict',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
};
/** The start of a body, on one line, for messages about answers that are not what was expected. */
function bodyStart(text, length = 200) {
    const flat = text.replace(/\s+/g, ' ').trim();
    if (!flat)
        return '(empty body)';
    return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
/** The service's own words from an error answer: `error` or `message` in JSON, else the start of the body. */
function serviceError(answer) {
    const status = `${answer.status}${REASONS[answer.status] ? ` ${REASONS[answer.status]}` : ''}`;
    let words;
    let code;
    try {
        const parsed = JSON.parse(answer.text);
        const text = [parsed.error, parsed.message, parsed.detail].find((v) => typeof v === 'string' && v);
        if (text)
            words = text;
        if (typeof parsed.code === 'string' || typeof parsed.code === 'number')
            code = String(parsed.code);
    }
    catch {
        // not JSON: shown below as it is
    }
    let said;
    if (words)
        said = `"${words}"${code ? ` (code ${code})` : ''}`;
    else if (/^\s*</.test(answer.text))
        said = `an HTML page, not the service's JSON (a proxy or gateway may have answered): ${bodyStart(answer.text)}`;
    else
        said = bodyStart(answer.text);
    return new errors/* ServiceError */._7(`The service answered ${status} to ${answer.request}: ${said}`, answer.status, words, code, retryAfterMs(headerValue(answer.headers['retry-after'])));
}
/** A successful answer's JSON, or a plain message saying what came instead. */
function answerJson(answer) {
    try {
        return JSON.parse(answer.text);
    }
    catch {
        const what = /^\s*</.test(answer.text) ? 'an HTML page' : 'a body that is not JSON';
        throw new errors/* UnexpectedAnswerError */.qx(`The service answered ${answer.status} to ${answer.request} with ${what}, not an agent record: ${bodyStart(answer.text)}`);
    }
}

;// CONCATENATED MODULE: ./src/agent-service.ts



/** The service's agent operations, with typed answers. */
class AgentService {
    http;
    constructor(http) {
        this.http = http;
    }
    /**
     * The agent, or undefined when the service says no agent has that name. `once`: no retries, for the
     * readiness wait, which reads again on its own schedule.
     */
    async getAgent(name, options = {}) {
        const answer = await this.http.send('GET', agentPath(name), undefined, options);
        if (answer.status === 404) {
            // The service says "no such agent" in JSON; an HTML 404 comes from something else at that address.
            if (!/^\s*</.test(answer.text))
                return undefined;
            const error = serviceError(answer);
            error.message += `. Check api-url: it should be the service's base address, such as https://api.example.com/v1`;
            throw error;
        }
        return agentFrom(answer);
    }
    async createAgent(body) {
        return agentFrom(await this.http.send('POST', '/agents', body, { write: true }));
    }
    async updateAgent(name, body) {
        return agentFrom(await this.http.send('POST', agentPath(name), body, { write: true }));
    }
    dispose() {
        this.http.dispose();
    }
}
function agentPath(name) {
    return `/agents/${encodeURIComponent(name)}`;
}
function agentFrom(answer) {
    if (answer.status < 200 || answer.status > 299)
        throw explainedError(answer);
    const parsed = agentSchema.safeParse(answerJson(answer));
    if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(top level)').join(', ');
        throw new errors/* UnexpectedAnswerError */.qx(`The service answered ${answer.status} to ${answer.request} with JSON that is not an agent record (missing or wrong: ${fields}): ${bodyStart(answer.text)}`);
    }
    return parsed.data;
}
function explainedError(answer) {
    const error = serviceError(answer);
    if (answer.status === 401) {
        error.message += '. The API key was refused: use a private API key of the account (a public key cannot deploy)';
    }
    return error;
}
/** Creating a name that exists: 400 with "already exists" in the message, or 409 on some installations. */
function isAlreadyExists(error) {
    if (!(error instanceof errors/* ServiceError */._7))
        return false;
    return error.status === 409 || (error.status === 400 && /already exists/i.test(error.serviceMessage ?? error.message));
}

// EXTERNAL MODULE: ./src/inputs.ts
var src_inputs = __webpack_require__(8422);
;// CONCATENATED MODULE: ./src/plan.ts

/** The fields the service reports back, so the ones that can be compared. */
const COMPARED_FIELDS = [
    'image',
    'nodeType',
    'secretSet',
    'minAgents',
    'maxAgents',
    'enableNoiseSuppression',
];
class PlanError extends Error {
    name = 'PlanError';
}
/** The configuration an agent runs now, read from its active deployment's manifest. */
function currentConfig(agent) {
    const spec = agent.deployment.manifest.spec;
    const secretNames = spec.envFromSecretNames ?? [];
    return withoutUndefined({
        image: spec.image,
        nodeType: spec.platformNodeType ?? undefined,
        secretSet: secretNames[0],
        minAgents: spec.autoScaling?.minReplicas ?? undefined,
        maxAgents: spec.autoScaling?.maxReplicas ?? undefined,
        enableNoiseSuppression: spec.noiseSuppressionModels?.enabled ?? undefined,
    });
}
/** The given inputs over the current configuration (nothing current when the agent is created). */
function desiredConfig(inputs, current = {}) {
    return withoutUndefined({
        image: inputs.image ?? current.image,
        nodeType: inputs['node-type'] ?? current.nodeType,
        secretSet: inputs['secret-set'] ?? current.secretSet,
        minAgents: inputs['min-agents'] ?? current.minAgents,
        maxAgents: inputs['max-agents'] ?? current.maxAgents,
        enableNoiseSuppression: inputs['enable-noise-suppression'] ?? current.enableNoiseSuppression,
        imagePullSecretSet: inputs['image-pull-secret-set'],
    });
}
/** Field by field, what would change; the image pull secret set cannot be compared (never echoed). */
function diffConfig(current, desired) {
    return COMPARED_FIELDS.filter((field) => current[field] !== desired[field]).map((field) => ({
        field,
        from: current[field],
        to: desired[field],
    }));
}
/** Create, update or leave alone: the one place that decides. `agent` is undefined when it does not exist. */
function planDeployment(inputs, agent) {
    if (!agent) {
        if (!inputs.image) {
            throw new PlanError(`Agent '${inputs['agent-name']}' does not exist, and creating it needs an image: input 'image' is required to create an agent`);
        }
        return { kind: 'create', desired: desiredConfig(inputs) };
    }
    const current = currentConfig(agent);
    const desired = desiredConfig(inputs, current);
    const scaling = (0,src_inputs/* scalingProblem */.Ht)(desired.minAgents, desired.maxAgents, 'given or current');
    if (scaling)
        throw new PlanError(scaling);
    if (!desired.image) {
        throw new PlanError(`Agent '${inputs['agent-name']}' reports no image in its manifest: input 'image' is required`);
    }
    const changes = diffConfig(current, desired);
    if (changes.length === 0 && !inputs.force)
        return { kind: 'unchanged', desired, current };
    return { kind: 'update', desired, current, changes, forced: changes.length === 0 };
}
/**
 * The whole configuration as a request body: an update never relies on the service to keep fields
 * it was not sent. `serviceName` goes only into a create.
 */
function requestBody(config, createName) {
    const autoScaling = withoutUndefined({ minAgents: config.minAgents, maxAgents: config.maxAgents });
    return withoutUndefined({
        serviceName: createName,
        image: config.image,
        nodeType: config.nodeType,
        imagePullSecretSet: config.imagePullSecretSet,
        secretSet: config.secretSet,
        autoScaling: Object.keys(autoScaling).length > 0 ? autoScaling : undefined,
        enableNoiseSuppression: config.enableNoiseSuppression,
    });
}
/** Does the manifest the service reports carry this configuration? (used to recognise our own write) */
function runsConfig(agent, desired) {
    return diffConfig(currentConfig(agent), desired).every((change) => change.to === undefined);
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

;// CONCATENATED MODULE: ./src/apply-plan.ts




// Each round sends at most one write; a round ends in a result, an error, or a new plan after a race.
const MAX_ROUNDS = 4;
/**
 * Carries out a plan: exactly one agent and, per run, at most one deployment, even when answers are lost
 * or another run races this one.
 */
async function applyPlan(service, inputs, firstPlan, agentBefore, options) {
    const name = inputs['agent-name'];
    const { log } = options;
    let plan = firstPlan;
    let before = agentBefore;
    // set once a create may have gone through unanswered: an "already exists" after it may be our own agent
    let createMaybeMade = false;
    const settle = (check) => settleRead(service, name, check, options.settleReads ?? 3, options.settleDelayMs ?? 1000, options.wait ?? ((ms) => sleep(ms)));
    for (let round = 1; round <= MAX_ROUNDS; round++) {
        if (plan.kind === 'unchanged') {
            if (!before)
                throw new Error('internal: an unchanged plan without the agent it was made from');
            return { operation: 'unchanged', plan, agent: before, before };
        }
        if (plan.kind === 'create') {
            try {
                const body = requestBody(plan.desired, name);
                log.info(`Creating agent '${name}'`);
                log.debug(`POST /agents ${JSON.stringify(body)}`);
                const agent = await service.createAgent(body);
                return { operation: 'created', plan, agent, before: undefined };
            }
            catch (error) {
                if (isAlreadyExists(error)) {
                    log.info(`Agent '${name}' was created by someone else meanwhile (the service said: ${error.serviceMessage ?? error.status}); continuing as an update`);
                    const agent = await settle((found) => found !== undefined);
                    if (!agent)
                        throw new Error(`${error.message}, yet reading agent '${name}' finds no such agent`);
                    if (createMaybeMade && runsConfig(agent, plan.desired)) {
                        log.info(`Agent '${name}' exists with the requested configuration: the earlier create went through`);
                        return { operation: 'created', plan, agent, before: undefined };
                    }
                    before = agent;
                    plan = planDeployment(inputs, agent);
                    continue;
                }
                if (error instanceof errors/* ServiceError */._7 && error.status === 404)
                    throw missingSetError(error, plan.desired);
                if (!(error instanceof AmbiguousWriteError))
                    throw error;
                log.info(`The answer to the create was lost (${error.cause.message}); reading agent '${name}' to find out whether it was made`);
                const agent = await settle((found) => found !== undefined);
                if (agent && runsConfig(agent, plan.desired)) {
                    log.info(`Agent '${name}' exists with the requested configuration: the create went through`);
                    return { operation: 'created', plan, agent, before: undefined };
                }
                if (agent) {
                    log.info(`Agent '${name}' exists with another configuration: someone else created it; continuing as an update`);
                    before = agent;
                    plan = planDeployment(inputs, agent);
                    continue;
                }
                log.info(`Agent '${name}' does not exist: the create did not go through; sending it again`);
                createMaybeMade = true;
                continue;
            }
        }
        // plan.kind === 'update'
        if (!before)
            throw new Error('internal: an update plan without the agent it was made from');
        const previousId = before.activeDeploymentId;
        try {
            const body = requestBody(plan.desired);
            log.info(`Updating agent '${name}': a new deployment replaces ${previousId}`);
            log.debug(`POST /agents/${name} ${JSON.stringify(body)}`);
            const agent = await service.updateAgent(name, body);
            return { operation: 'updated', plan, agent, before };
        }
        catch (error) {
            if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
                const again = await service.getAgent(name);
                if (again)
                    throw missingSetError(error, plan.desired);
                log.info(`Agent '${name}' no longer exists (the update was answered 404 and a read finds no agent); creating it`);
                plan = { kind: 'create', desired: plan.desired };
                before = undefined;
                continue;
            }
            if (!(error instanceof AmbiguousWriteError))
                throw error;
            log.info(`The answer to the update was lost (${error.cause.message}); reading agent '${name}' to find out whether it made a deployment`);
            const agent = await settle((found) => found !== undefined && found.activeDeploymentId !== previousId);
            if (!agent) {
                throw new Error(`${error.message}, and agent '${name}' can no longer be read`);
            }
            if (agent.activeDeploymentId === previousId) {
                log.info(`Agent '${name}' still runs deployment ${previousId}: the update did not go through; sending it again`);
                continue;
            }
            if (runsConfig(agent, plan.desired)) {
                log.info(`Agent '${name}' now runs deployment ${agent.activeDeploymentId} with the requested configuration: the update went through`);
                return { operation: 'updated', plan, agent, before };
            }
            log.info(`Agent '${name}' now runs deployment ${agent.activeDeploymentId} with another configuration: someone else deployed meanwhile; planning again`);
            before = agent;
            plan = planDeployment(inputs, agent);
        }
    }
    throw new Error(`Gave up on agent '${name}' after ${MAX_ROUNDS} attempts to write it: other runs kept changing it, or its answers kept being lost`);
}
/** Reads until `check` holds or the reads run out; returns the last record read (undefined: no agent). */
async function settleRead(service, name, check, reads, delayMs, wait) {
    let agent;
    for (let read = 1; read <= reads; read++) {
        agent = await service.getAgent(name);
        if (check(agent) || read === reads)
            return agent;
        await wait(delayMs);
    }
    return agent;
}
function missingSetError(error, desired) {
    const named = [
        desired.secretSet === undefined ? undefined : `secret-set '${desired.secretSet}'`,
        desired.imagePullSecretSet === undefined ? undefined : `image-pull-secret-set '${desired.imagePullSecretSet}'`,
    ].filter(Boolean);
    error.message += named.length
        ? `. Something the request names was not found: check that ${named.join(' and ')} exist${named.length === 1 ? 's' : ''} in the account`
        : '. Something the request names was not found';
    return error;
}

;// CONCATENATED MODULE: ./src/report.ts


/** Outputs known once the write is answered: set at once, so that a failed wait still tells them. */
function setDeploymentOutputs(report) {
    core/* setOutput */.uH('operation', report.operation ?? '');
    core/* setOutput */.uH('deployment-id', report.deploymentId ?? '');
    core/* setOutput */.uH('previous-deployment-id', report.previousDeploymentId ?? '');
    core/* setOutput */.uH('service-id', report.serviceId ?? '');
}
/** Outputs known at the end of the step. */
function setFinalOutputs(report) {
    core/* setOutput */.uH('status', report.status ?? '');
    core/* setOutput */.uH('ready', String(report.ready ?? false));
    core/* setOutput */.uH('agent-ready', String(report.agentReady ?? false));
    core/* setOutput */.uH('agent', report.agent ? JSON.stringify(report.agent) : '');
    core/* setOutput */.uH('rolled-back', String(report.rolledBack ?? false));
}
const FIELD_LABELS = {
    image: 'Image',
    nodeType: 'Node type',
    secretSet: 'Secret set',
    minAgents: 'Min agents',
    maxAgents: 'Max agents',
    enableNoiseSuppression: 'Noise suppression',
};
function describeValue(value) {
    if (value === undefined)
        return '(not set)';
    if (typeof value === 'boolean')
        return value ? 'on' : 'off';
    return String(value);
}
/** The changes as plain lines for the log: "image: a → b". */
function changeLines(changes) {
    return changes.map((c) => `${FIELD_LABELS[c.field]}: ${describeValue(c.from)} → ${describeValue(c.to)}`);
}
function escapeHtml(value) {
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A short table a person reads at a glance; a summary that cannot be written is only a warning. */
async function writeSummary(report) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const desired = report.desired ?? {};
    const scaling = desired.minAgents === undefined && desired.maxAgents === undefined
        ? '(service default)'
        : `${describeValue(desired.minAgents)} to ${describeValue(desired.maxAgents)}`;
    const rows = [
        ['Agent', report.agentName],
        ['Operation', report.operation ?? '(none)'],
        ['Deployment', report.deploymentId || '(none)'],
        ['Previous deployment', report.previousDeploymentId || '(none)'],
        ['Image', describeValue(desired.image)],
        ['Node type', describeValue(desired.nodeType)],
        ['Scaling (agents)', scaling],
        ['Secret set', describeValue(desired.secretSet)],
        ['Noise suppression', describeValue(desired.enableNoiseSuppression)],
        ['Status', report.status ?? '(none)'],
        ['Time taken', seconds(Date.now() - report.startedAt)],
    ];
    if (report.rollbackNote)
        rows.push(['Rollback', report.rollbackNote]);
    if (report.githubDeploymentId !== undefined)
        rows.push(['GitHub deployment', String(report.githubDeploymentId)]);
    try {
        core/* summary */.z.addHeading(`Agent deploy: ${escapeHtml(report.agentName)}`, 3).addTable([
            [
                { data: 'Field', header: true },
                { data: 'Value', header: true },
            ],
            ...rows.map(([field, value]) => [field, escapeHtml(value)]),
        ]);
        if (report.changes && report.changes.length > 0) {
            core/* summary */.z.addHeading('Changes', 4).addTable([
                [
                    { data: 'Field', header: true },
                    { data: 'Before', header: true },
                    { data: 'After', header: true },
                ],
                ...report.changes.map((c) => [
                    FIELD_LABELS[c.field],
                    escapeHtml(describeValue(c.from)),
                    escapeHtml(describeValue(c.to)),
                ]),
            ]);
        }
        await core/* summary */.z.write();
    }
    catch (error) {
        core/* warning */.$e(`The job summary could not be written: ${error.message}`);
    }
}

;// CONCATENATED MODULE: ./src/wait.ts



/**
 * The time from one readiness read to the next, by time spent waiting. Deployments that become ready
 * within minutes are noticed within about a second, with one read a second at most; past that the
 * reads thin out, since a slow deployment gains little from being noticed a second sooner.
 */
function pollDelay(elapsedMs) {
    if (elapsedMs < 120_000)
        return 1_000;
    if (elapsedMs < 300_000)
        return 2_000;
    return 5_000;
}
/**
 * Reads the agent until the deployment this run made is active and ready, the service reports errors
 * for it, or the time is up. A failed read does not end the wait.
 */
async function waitForDeployment(service, name, deploymentId, options) {
    const { log, signal } = options;
    const started = Date.now();
    const deadline = started + options.timeoutMs;
    let agent;
    let state;
    let lastProblem;
    let reads = 0;
    let pauseUntil = 0;
    // Reads keep to a schedule counted from the start, so a slow answer does not push every later read back.
    let nextRead = started + pollDelay(0);
    log.info(`Waiting up to ${seconds(options.timeoutMs)} for deployment ${deploymentId} to be active and ready`);
    for (;;) {
        // The last read falls on the deadline, so that what the timeout reports is fresh.
        await sleepUntil(Math.min(nextRead, deadline), signal);
        reads++;
        try {
            agent = await raceAbort(service.getAgent(name, { once: true }), signal);
            lastProblem = undefined;
            if (!agent) {
                lastProblem = `agent '${name}' was not found`;
                log.warning(`Reading agent '${name}' while waiting: the service says no such agent; still waiting`);
            }
            else {
                const previous = state;
                state = deploymentState(agent, deploymentId);
                log.debug(`read ${reads}: ${describeAgent(agent)}`);
                if (state.kind === 'ready') {
                    log.info(`Deployment ${deploymentId} is active and ready after ${seconds(Date.now() - started)}`);
                    return { status: 'ready', agent, waitedMs: Date.now() - started, reads };
                }
                if (state.kind === 'failed') {
                    const message = `Deployment ${deploymentId} of agent '${name}' failed: the service reports ${describeErrors(state.errors)}`;
                    return { status: 'failed', agent, waitedMs: Date.now() - started, reads, message };
                }
                if (previous?.kind !== state.kind) {
                    log.info(state.kind === 'not-active'
                        ? `The service still shows deployment ${state.activeDeploymentId} as active (reads lag behind writes); waiting for ${deploymentId}`
                        : `Deployment ${deploymentId} is active, not ready yet`);
                }
            }
        }
        catch (error) {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            lastProblem = (0,errors/* errorMessage */.gJ)(error);
            log.warning(`Reading agent '${name}' while waiting failed (${lastProblem}); still waiting`);
            // A service that asks for a pause (429 or 503 with Retry-After) gets it, within the deadline.
            if (error instanceof errors/* ServiceError */._7 && error.retryAfterMs)
                pauseUntil = Date.now() + error.retryAfterMs;
        }
        if (Date.now() >= deadline)
            break;
        nextRead += pollDelay(nextRead - started);
        // After a read slower than the schedule, read again at once rather than fall behind for good.
        nextRead = Math.max(nextRead, Date.now(), pauseUntil);
    }
    const waitedMs = Date.now() - started;
    const lastSeen = agent ? describeAgent(agent) : 'no agent record could be read';
    const message = `Deployment ${deploymentId} of agent '${name}' was not ready after waiting ${seconds(waitedMs)} (${reads} read${reads === 1 ? '' : 's'}). ` +
        `Last seen: ${lastSeen}${lastProblem ? `; last read: ${lastProblem}` : ''}`;
    return { status: 'timed-out', agent, waitedMs, reads, message };
}
function sleepUntil(time, signal) {
    return raceAbort(new Promise((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, time - Date.now()));
        signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }), signal);
}
/** Settles as soon as the signal fires, with CancelledError, whatever the promise is doing. */
function raceAbort(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.reject(new errors/* CancelledError */.cc(String(signal.reason ?? 'cancelled')));
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(new errors/* CancelledError */.cc(String(signal.reason ?? 'cancelled')));
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
        });
    });
}

;// CONCATENATED MODULE: ./src/deploy-step.ts









const log = {
    info: (message) => core/* info */.pq(message),
    warning: (message) => core/* warning */.$e(message),
    debug: (message) => core/* debug */.Yz(message),
};
/** The step once its inputs are valid: read, plan, deploy, wait, report. */
async function deploy(inputs) {
    const name = inputs['agent-name'];
    const report = { agentName: name, startedAt: Date.now() };
    const cancelled = new AbortController();
    const cancel = (signal) => cancelled.abort(signal);
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    const signal = cancelled.signal;
    const service = new AgentService(new ServiceHttp(inputs['api-url'], inputs['api-key'], log, { signal }));
    let github;
    let failure;
    try {
        const before = await core/* group */.Os('Read the agent', async () => {
            const agent = await raceAbort(service.getAgent(name), signal);
            core/* info */.pq(agent ? `Agent '${name}' exists: ${describeAgent(agent)}` : `Agent '${name}' does not exist yet`);
            return agent;
        });
        report.agent = before;
        const plan = planDeployment(inputs, before);
        report.desired = plan.desired;
        logPlan(name, plan);
        if (inputs['dry-run']) {
            reportPlanOnly(report, plan, before);
        }
        else {
            if (inputs.environment)
                github = await startGitHubDeployment(inputs, plan, report);
            failure = await carryOut(service, inputs, plan, before, report, signal, github);
        }
    }
    catch (error) {
        failure = failureMessage(error, report);
        core/* debug */.Yz(error instanceof Error ? (error.stack ?? error.message) : (0,errors/* errorMessage */.gJ)(error));
        await github?.status('failure', failure);
    }
    finally {
        service.dispose();
        process.off('SIGINT', cancel);
        process.off('SIGTERM', cancel);
    }
    if (report.status)
        setFinalOutputs(report);
    await writeSummary(report);
    if (failure)
        core/* setFailed */.C1(failure);
}
function recordApplied(report, applied) {
    report.operation = applied.operation;
    report.deploymentId = applied.agent.activeDeploymentId;
    report.previousDeploymentId = applied.before?.activeDeploymentId;
    report.serviceId = applied.agent.deployment.serviceId ?? undefined;
    // What the service says the deployment runs, with its defaults filled in, over what was asked for.
    report.desired = { ...applied.plan.desired, ...currentConfig(applied.agent) };
    report.changes = applied.plan.kind === 'update' ? applied.plan.changes : undefined;
    report.agent = applied.agent;
    const verb = { created: 'Created', updated: 'Updated', unchanged: 'Left unchanged' }[applied.operation];
    core/* info */.pq(`${verb} agent '${report.agentName}': deployment ${report.deploymentId}`);
}
/** Where the deployment stands: from the record in hand when it already tells, else by waiting. */
async function settle(service, inputs, agent, deploymentId, signal) {
    const state = deploymentState(agent, deploymentId);
    if (state.kind === 'ready')
        return { status: 'ready', agent };
    if (state.kind === 'failed') {
        return {
            status: 'failed',
            agent,
            message: `Deployment ${deploymentId} of agent '${inputs['agent-name']}' failed: the service reports ${describeErrors(state.errors)}`,
        };
    }
    if (!inputs['wait-for-ready']) {
        core/* info */.pq(`Not waiting for deployment ${deploymentId} to be ready (wait-for-ready is false)`);
        return { status: 'pending', agent };
    }
    const result = await core/* group */.Os('Wait for the deployment', () => waitForDeployment(service, inputs['agent-name'], deploymentId, {
        timeoutMs: inputs['wait-timeout'] * 1000,
        log,
        signal,
    }));
    return { status: result.status, agent: result.agent ?? agent, message: result.message };
}
/** Deploys the configuration read before the update again, and waits for it. */
async function rollBack(service, inputs, applied, failed, report, signal) {
    report.rolledBack = false;
    if (applied.operation !== 'updated' || !applied.before) {
        const why = applied.operation === 'created'
            ? 'this run created the agent, so there is no previous configuration to go back to'
            : 'this run made no deployment';
        report.rollbackNote = `not rolled back: ${why}`;
        return { ...failed, message: `${failed.message}. Not rolled back: ${why}` };
    }
    return core/* group */.Os('Roll back', async () => {
        const previous = { ...currentConfig(applied.before), imagePullSecretSet: inputs['image-pull-secret-set'] };
        const plan = {
            kind: 'update',
            desired: previous,
            current: applied.plan.desired,
            changes: diffConfig(applied.plan.desired, previous),
            forced: true,
        };
        core/* info */.pq(`Deploying the previous configuration of agent '${inputs['agent-name']}' again`);
        try {
            const restored = await raceAbort(applyPlan(service, inputs, plan, failed.agent, { log }), signal);
            const restoredId = restored.agent.activeDeploymentId;
            const outcome = await settle(service, inputs, restored.agent, restoredId, signal);
            if (outcome.status === 'ready') {
                report.rolledBack = true;
                report.rollbackNote = `previous configuration restored: deployment ${restoredId} is ready`;
                return {
                    ...failed,
                    agent: outcome.agent,
                    message: `${failed.message}. Rolled back: the previous configuration was restored as deployment ${restoredId}, which is active and ready`,
                };
            }
            report.rollbackNote = `restoring the previous configuration failed: deployment ${restoredId} is ${outcome.status}`;
            return {
                ...failed,
                agent: outcome.agent,
                message: `${failed.message}. Restoring the previous configuration failed too: ${outcome.message ?? `deployment ${restoredId} is ${outcome.status}`}`,
            };
        }
        catch (error) {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            report.rollbackNote = `restoring the previous configuration failed: ${(0,errors/* errorMessage */.gJ)(error)}`;
            return {
                ...failed,
                message: `${failed.message}. Restoring the previous configuration failed too: ${(0,errors/* errorMessage */.gJ)(error)}`,
            };
        }
    });
}
function logPlan(name, plan) {
    if (plan.kind === 'create') {
        core/* info */.pq(`Plan: create agent '${name}'`);
        for (const line of changeLines(diffConfig({}, plan.desired)))
            core/* info */.pq(`  ${line}`);
    }
    else if (plan.kind === 'unchanged') {
        core/* info */.pq(`Plan: nothing to change for agent '${name}' (set force: true to deploy anyway)`);
    }
    else {
        core/* info */.pq(plan.forced
            ? `Plan: update agent '${name}' with its current configuration (force is true)`
            : `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'})`);
        for (const line of changeLines(plan.changes))
            core/* info */.pq(`  ${line}`);
    }
    if (plan.desired.imagePullSecretSet !== undefined) {
        core/* info */.pq(`  Image pull secret set: ${plan.desired.imagePullSecretSet} (sent as given; the service does not report it back)`);
    }
}
function failureMessage(error, report) {
    if (!(error instanceof errors/* CancelledError */.cc))
        return (0,errors/* errorMessage */.gJ)(error);
    if (report.deploymentId) {
        return `Cancelled while waiting for deployment ${report.deploymentId} of agent '${report.agentName}': the deployment was made, and whether it becomes ready is unknown (${seconds(Date.now() - report.startedAt)} after the start)`;
    }
    if (!report.writeSent)
        return `Cancelled before anything was written: agent '${report.agentName}' was not changed`;
    return `Cancelled while the write to agent '${report.agentName}' was unanswered: whether a deployment was made is unknown; read the agent to find out`;
}
/** A dry run: what would be sent, and no write anywhere. */
function reportPlanOnly(report, plan, before) {
    report.operation = plan.kind === 'create' ? 'would-create' : plan.kind === 'update' ? 'would-update' : 'unchanged';
    report.status = 'planned';
    report.previousDeploymentId = before?.activeDeploymentId;
    report.deploymentId = plan.kind === 'unchanged' ? before?.activeDeploymentId : undefined;
    report.serviceId = before?.deployment.serviceId ?? undefined;
    report.changes = plan.kind === 'create' ? diffConfig({}, plan.desired) : plan.kind === 'update' ? plan.changes : [];
    report.ready = before ? deploymentState(before, before.activeDeploymentId).kind === 'ready' : false;
    report.agentReady = before?.ready ?? false;
    core/* info */.pq('Dry run: nothing was sent to the service or to GitHub');
    setDeploymentOutputs(report);
}
/** Records a GitHub deployment for the commit; undefined (after a warning) when GitHub refuses. */
async function startGitHubDeployment(inputs, plan, report) {
    const { GitHubDeployment } = await __webpack_require__.e(/* import() */ 386).then(__webpack_require__.bind(__webpack_require__, 1386));
    const github = await GitHubDeployment.start({
        token: inputs['github-token'] ?? '',
        environment: inputs.environment ?? '',
        environmentUrl: inputs['environment-url'],
        description: `Agent ${inputs['agent-name']}: ${plan.desired.image ?? ''}`,
        warn: (message) => core/* warning */.$e(message),
    });
    report.githubDeploymentId = github?.id;
    if (github)
        core/* setOutput */.uH('github-deployment-id', String(github.id));
    return github;
}
/** Writes, settles and tells GitHub; returns the failure message, if any. */
async function carryOut(service, inputs, plan, before, report, signal, github) {
    report.writeSent = plan.kind !== 'unchanged';
    const applied = await core/* group */.Os('Deploy', async () => {
        const done = await raceAbort(applyPlan(service, inputs, plan, before, { log }), signal);
        recordApplied(report, done);
        return done;
    });
    setDeploymentOutputs(report);
    let outcome = await settle(service, inputs, applied.agent, report.deploymentId ?? '', signal);
    if ((outcome.status === 'failed' || outcome.status === 'timed-out') && inputs['rollback-on-failure']) {
        outcome = await rollBack(service, inputs, applied, outcome, report, signal);
    }
    report.status = outcome.status;
    report.agent = outcome.agent;
    report.ready = outcome.status === 'ready';
    report.agentReady = outcome.agent.ready;
    const failure = outcome.message;
    await github?.status(failure ? 'failure' : 'success', failure ?? `Deployment ${report.deploymentId} is ${outcome.status}`);
    return failure;
}


/***/ })

};

//# sourceMappingURL=513.index.js.map