export const id = 890;
export const ids = [890];
export const modules = {

/***/ 59059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ow: () => (/* binding */ changeLines),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   qv: () => (/* binding */ changeCells)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

// A configuration change in words: as log lines, and as the cells of the summary's and the comment's tables.
const FIELD_LABELS = {
    image: 'Image',
    buildId: 'Build',
    nodeType: 'Node type',
    secretSet: 'Secret set',
    minAgents: 'Min agents',
    maxAgents: 'Max agents',
    enableNoiseSuppression: 'Noise suppression',
    agentProfile: 'Agent profile',
    maxSessionDuration: 'Max session duration (s)',
    imagePullSecretSet: 'Image pull secret set',
    audioFilter: 'Audio filter',
    architecture: 'Architecture',
    websocketAuth: 'WebSocket auth',
};
function describeValue(value) {
    if (value === undefined)
        return '(not set)';
    if (value === null)
        return 'off';
    if (typeof value === 'boolean')
        return value ? 'on' : 'off';
    return String(value);
}
/** One change as the cells of a table row, escaped: field, before, after. */
function changeCells(change, cell = _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD) {
    return [FIELD_LABELS[change.field], cell(describeFrom(change)), cell(describeValue(change.to))];
}
/** A value the record does not report (websocket-auth) is not "not set": nobody can tell. */
function describeFrom(change) {
    return change.unreported ? '(not reported)' : describeValue(change.from);
}
/** The changes as plain lines for the log: "image: a → b". */
function changeLines(changes) {
    return changes.map((c) => `${FIELD_LABELS[c.field]}: ${describeFrom(c)} → ${describeValue(c.to)}`);
}


/***/ }),

/***/ 65468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ setFinalOutputs),
/* harmony export */   J9: () => (/* binding */ setConversationAndScenarioOutputs),
/* harmony export */   fy: () => (/* binding */ setOutsideOutput),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   uL: () => (/* binding */ setDeploymentOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46058);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27194);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);



/**
 * An output whose value the action itself writes (true, updated, a count, a digest it computed): set as it
 * is. Replacing secrets in it would turn `ready` into *** for a workflow whose secrets hold a value such
 * as DEBUG=true, and later steps that test `ready == 'true'` would silently stop working.
 */
function setOutput(name, value) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value);
}
/** An output whose value came from outside (the service's words and ids, a bot): secrets replaced. */
function setOutsideOutput(name, value) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(value));
}
/** Outputs known once the write is answered: set at once, so that a failed wait still tells them. */
function setDeploymentOutputs(report) {
    setOutput('operation', report.operation ?? '');
    setOutsideOutput('deployment-id', report.deploymentId ?? '');
    setOutsideOutput('previous-deployment-id', report.previousDeploymentId ?? '');
    setOutsideOutput('service-id', report.serviceId ?? '');
}
/** Outputs known at the end of the step. */
function setFinalOutputs(report) {
    setOutput('agent-name', report.agentName);
    setOutput('status', report.status ?? '');
    setOutput('ready', String(report.ready ?? false));
    setOutput('agent-ready', String(report.agentReady ?? false));
    setOutput('agent', agentJson(report.agent));
    setOutput('rolled-back', String(report.rolledBack ?? false));
    setOutsideOutput('superseded-by', report.supersededBy ?? '');
    setOutput('image-digest', report.imageCheck?.digest ?? '');
    setOutput('smoke-test', report.smoke?.result ?? '');
    setConversationAndScenarioOutputs(report);
    setOutput('watch', report.watch?.result ?? '');
    setOutput('watched-sessions', report.watch ? String(report.watch.seen) : '');
    setOutput('failed-sessions', report.watch ? String(report.watch.failures.length) : '');
}
/** The conversation's and the scenarios' outputs, the deploy step's and the check action's alike. */
function setConversationAndScenarioOutputs(report) {
    const conversation = report.conversation;
    setOutput('conversation-test', conversation?.result ?? '');
    setOutput('response-ms', conversation?.responseMs === undefined ? '' : String(conversation.responseMs));
    // The bot's words are data from outside: bounded, control characters made visible, secrets replaced.
    setOutsideOutput('bot-said', (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .commandText */ .jt)((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shortened */ .vI)(conversation?.botSaid ?? '', 2000)));
    const scenarios = report.scenarios;
    setOutput('scenarios', scenarios?.result ?? '');
    setOutput('scenario-pass-rate', scenarios?.passRate === undefined ? '' : String(scenarios.passRate));
    setOutput('turn-p50-ms', scenarios?.p50Ms === undefined ? '' : String(scenarios.p50Ms));
    setOutput('turn-p95-ms', scenarios?.p95Ms === undefined ? '' : String(scenarios.p95Ms));
}
/**
 * The record as JSON, secrets replaced in its text values only (its keys and its true and false are
 * written by JSON, not by the service); a record that cannot be serialised is left out with a warning.
 */
function agentJson(agent) {
    if (!agent)
        return '';
    try {
        return JSON.stringify(agent, (_key, value) => (typeof value === 'string' ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(value) : value));
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .commandText */ .jt)(`The 'agent' output is left empty: the record could not be written as JSON (${error.message})`));
        return '';
    }
}


/***/ }),

/***/ 44169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ log),
/* harmony export */   f: () => (/* binding */ failWith)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46058);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);


/** The step's log: info lines made plain; warnings and debug lines are commands whose data core escapes. */
const log = {
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(message)),
    warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message)),
    notice: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message)),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message)),
    group: (name, work) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(name), work),
};
/** The step fails with this message, an error annotation, secrets and control characters made harmless. */
function failWith(message) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message));
}


/***/ }),

/***/ 93973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DT: () => (/* binding */ revisionOf),
/* harmony export */   DY: () => (/* binding */ deploymentState),
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   JW: () => (/* binding */ agentSchema),
/* harmony export */   P7: () => (/* binding */ describeAgent),
/* harmony export */   RC: () => (/* binding */ requestedDeploymentId),
/* harmony export */   YQ: () => (/* binding */ manifestSpecOf),
/* harmony export */   hi: () => (/* binding */ describeRevision)
/* harmony export */ });
/* unused harmony exports failureOf, describeErrors, describeHealth */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63619);
/* harmony import */ var _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15195);
/* harmony import */ var _output_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52952);



// Records carry more fields than the references list, and any of them may be missing or null on some
// installations or versions (`deployment` included): loose objects keep what they do not know, and
// nothing is required but the record being an object. The meaning is decided below, not by the schema.
const manifestSpec = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    image: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    platformNodeType: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    envFromSecretNames: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    imagePullSecretName: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    maxSessionDurationSeconds: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td,
    autoScaling: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ minReplicas: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td, maxReplicas: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td })),
    noiseSuppressionModels: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ enabled: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z })),
    /** the architecture the deployment runs (amd64, arm64), where the manifest reports it */
    arch: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
});
const deploymentError = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ code: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2, message: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2 });
const health = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ready: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z,
    state: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    restartCount: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td,
    replicasStarted: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td,
    reason: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    lastExitCode: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td,
    lastTerminationReason: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    message: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    /** the service's own label for what is wrong ("Out of memory"), since mid-2026 */
    headline: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
});
const condition = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    type: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    status: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    reason: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    message: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
});
const revision = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    deploymentID: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    phase: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    readyReplicas: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optNumber */ .td,
    phaseStartedAt: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    health: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(health),
    hasInfrastructureIssue: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z,
});
const agentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    ready: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z,
    available: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z,
    desiredDeploymentId: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    reconciledDeploymentId: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    /** deprecated: desiredDeploymentId */
    activeDeploymentId: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    /** deprecated: ready */
    activeDeploymentReady: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z,
    updatedAt: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    createdAt: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    region: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    agentProfile: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
    /** the audio filter (tel, pro, or null for none); absent or null on older installations */
    krispViva: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ audioFilter: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2 })),
    /** an agent the service deploys itself from a GitHub repository (its GitHub integration) */
    git: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ repoFullName: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2, branch: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2, autoDeploy: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optBoolean */ ._Z })),
    currentRevision: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(revision),
    previousRevision: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(revision),
    deployment: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
        id: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
        serviceId: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
        /** when the deployment was made (agent-api.md 2.2): whether another deployment is newer than a run's */
        createdAt: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
        /** the cloud build this deployment runs (its manifest image is then redacted) */
        buildId: _loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .optString */ .$2,
        manifest: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ spec: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(manifestSpec) })),
    })),
    errors: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(deploymentError)),
    /** Degraded or Progressing, with a reason and a message, since mid-2026 */
    conditions: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(condition)),
});
/** The deployment the record names as requested: desiredDeploymentId, else the deprecated field. */
function requestedDeploymentId(agent) {
    return agent.desiredDeploymentId ?? agent.activeDeploymentId ?? agent.deployment?.id ?? undefined;
}
function manifestSpecOf(agent) {
    return agent.deployment?.manifest?.spec ?? undefined;
}
/** The revision the record reports for this deployment, current or previous. */
function revisionOf(agent, deploymentId) {
    return [agent.currentRevision, agent.previousRevision].find((r) => r?.deploymentID === deploymentId) ?? undefined;
}
/**
 * The meaning of an agent record for one deployment: ready only when the record names it as the
 * requested deployment, the platform has rolled it out (reconciledDeploymentId, wherever the record
 * carries that field; null means "not yet") and `ready` is true. Until the rollout, `ready` describes
 * the previous deployment, so it proves nothing on its own. No deprecated field is required.
 */
function deploymentState(agent, deploymentId) {
    const requestedId = requestedDeploymentId(agent);
    if (requestedId !== deploymentId)
        return { kind: 'not-requested', requestedId };
    const failure = failureOf(agent, deploymentId);
    if (failure)
        return { kind: 'failed', failure };
    const rolledOut = !('reconciledDeploymentId' in agent) || agent.reconciledDeploymentId === deploymentId;
    // `ready`, else the deprecated activeDeploymentReady; where both are given both must say so (older
    // installations set `ready` for the agent while the new deployment still starts).
    const flags = [agent.ready, agent.activeDeploymentReady].filter((flag) => typeof flag === 'boolean');
    const ready = flags.length > 0 && flags.every(Boolean);
    return rolledOut && ready ? { kind: 'ready' } : { kind: 'starting' };
}
/** The failure of this deployment: its revision Failed, or (older installations) errors reported. */
function failureOf(agent, deploymentId) {
    const own = revisionOf(agent, deploymentId);
    if (own?.phase === 'Failed') {
        const output = (0,_output_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .lastLines */ .w$)(own.health?.message ?? '', 20);
        const headline = own.health?.headline ?? undefined;
        return {
            infrastructure: own.hasInfrastructureIssue === true,
            summary: describeHealth(own),
            output,
            ...(headline ? { headline } : {}),
        };
    }
    if (agent.errors && agent.errors.length > 0 && requestedDeploymentId(agent) === deploymentId) {
        return { infrastructure: false, summary: describeErrors(agent.errors), output: [] };
    }
    return undefined;
}
/** The failure as the step's error message says it: the service's headline first, in its words. */
function describeFailure(failure) {
    const whose = failure.infrastructure
        ? `the platform reports an infrastructure issue (a problem of the service, not of the agent's code; retry later or contact the service)${failure.summary ? `: ${failure.summary}` : ''}`
        : `the service reports ${failure.summary}`;
    const output = failure.output.length ? `. Its last output:\n${failure.output.join('\n')}` : '';
    return failure.headline ? `${failure.headline} (${whose})${output}` : `${whose}${output}`;
}
function describeErrors(errors) {
    return errors.map((entry) => `${entry.code ?? 'error'}: ${entry.message ?? '(no message)'}`).join('; ');
}
/** "CrashLoopBackOff, last exit code 1 (Error), 3 restarts": what health says, in one line. */
function describeHealth(rev) {
    const health = rev.health;
    const parts = [];
    if (health?.reason)
        parts.push(health.reason);
    if (health?.lastExitCode !== undefined && health?.lastExitCode !== null) {
        parts.push(`last exit code ${health.lastExitCode}${health.lastTerminationReason ? ` (${health.lastTerminationReason})` : ''}`);
    }
    else if (health?.lastTerminationReason) {
        parts.push(`terminated: ${health.lastTerminationReason}`);
    }
    if (health?.restartCount)
        parts.push(`${health.restartCount} restart${health.restartCount === 1 ? '' : 's'}`);
    if (health?.state && !health.reason)
        parts.push(`container ${health.state}`);
    if (parts.length === 0)
        parts.push(`phase ${rev.phase ?? 'unknown'}`);
    return parts.join(', ');
}
/** What a revision shows right now: "Out of memory; phase Validating, health: running" (the headline first). */
function describeRevision(rev) {
    if (!rev)
        return 'no revision reported';
    const headline = rev.health?.headline ? `${rev.health.headline}; ` : '';
    const health = rev.health ? `, health: ${describeHealth(rev)}` : '';
    const infra = rev.hasInfrastructureIssue ? ', the platform reports an infrastructure issue' : '';
    return `${headline}phase ${rev.phase ?? 'unknown'}${health}${infra}`;
}
/** One line a person can read: which deployment is requested, which rolled out, how ready. */
function describeAgent(agent, deploymentId) {
    const requested = requestedDeploymentId(agent) ?? '(none named)';
    const parts = [`requested deployment ${requested}`];
    if ('reconciledDeploymentId' in agent)
        parts.push(`rolled out: ${agent.reconciledDeploymentId ?? 'none yet'}`);
    const flags = [
        typeof agent.ready === 'boolean' ? `ready: ${agent.ready}` : undefined,
        typeof agent.activeDeploymentReady === 'boolean' && !('reconciledDeploymentId' in agent)
            ? `deployment ready: ${agent.activeDeploymentReady}`
            : undefined,
    ].filter(Boolean);
    parts.push(...flags);
    const rev = deploymentId ? revisionOf(agent, deploymentId) : agent.currentRevision;
    if (rev)
        parts.push(describeRevision(rev));
    if (agent.errors?.length)
        parts.push(`errors: ${describeErrors(agent.errors)}`);
    return parts.join(', ');
}


/***/ }),

/***/ 34413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ AgentService)
/* harmony export */ });
/* unused harmony export agentPath */
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22325);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65607);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);
/* harmony import */ var _secret_sets_secret_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9180);
/* harmony import */ var _agent_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93973);
/* harmony import */ var _log_pages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19297);






/** The service's agent operations, with typed answers. */
class AgentService {
    http;
    /** the secret sets the agent's writes wait for */
    secretSets;
    constructor(http) {
        this.http = http;
        this.secretSets = new _secret_sets_secret_store_js__WEBPACK_IMPORTED_MODULE_2__/* .SecretStore */ .G(http);
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
            const error = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
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
    /**
     * Deletes the agent and everything it runs: true when it was deleted, false when the service says there
     * is no such agent (already gone). Safe to send again, so it is retried like a read.
     */
    async deleteAgent(name) {
        const answer = await this.http.send('DELETE', agentPath(name));
        if (answer.status === 404 && !/^\s*</.test(answer.text))
            return false;
        if (answer.status < 200 || answer.status > 299)
            throw explainedError(answer);
        return true;
    }
    /** The last `limit` log lines of one deployment, oldest first. */
    getLogs(name, deploymentId, limit) {
        return (0,_log_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .readLogs */ .o)(this.http, name, { deploymentId }, limit);
    }
    dispose() {
        this.http.dispose();
    }
}
function agentPath(name) {
    return `/agents/${(0,_ids_js__WEBPACK_IMPORTED_MODULE_5__/* .pathSegment */ .pn)(name)}`;
}
const AGENT_FIELDS = ['name', 'deployment', 'desiredDeploymentId', 'activeDeploymentId'];
function agentFrom(answer) {
    if (answer.status < 200 || answer.status > 299)
        throw explainedError(answer);
    const json = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, 'an agent record');
    const parsed = _agent_record_js__WEBPACK_IMPORTED_MODULE_3__/* .agentSchema */ .JW.safeParse(json);
    // Any field of a record may be missing, but JSON with none of an agent's fields is something else.
    if (parsed.success && !AGENT_FIELDS.some((field) => field in parsed.data)) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.status} to ${answer.request} with JSON that is not an agent record (none of ${AGENT_FIELDS.join(', ')}): ${(0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStart */ .ld)(answer.text)}`);
    }
    if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(top level)').join(', ');
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.status} to ${answer.request} with JSON that is not an agent record (missing or wrong: ${fields}): ${(0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStart */ .ld)(answer.text)}`);
    }
    return parsed.data;
}
function explainedError(answer) {
    const error = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    if (answer.status === 401) {
        error.message += '. The API key was refused: use a private API key of the account (a public key cannot deploy)';
    }
    return error;
}


/***/ }),

/***/ 57938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ progressingNote),
/* harmony export */   l: () => (/* binding */ degradedNote)
/* harmony export */ });
// The record's conditions (since mid-2026): `Degraded` on an agent that is available is a warning, never a
// failure (the service's CLI says "Degraded · Available"); `Progressing` is progress. Other types are
// not read; a record without conditions reads as before.
function active(agent, type) {
    return (agent.conditions ?? []).find((condition) => condition.type === type && condition.status === 'True');
}
/** "OOMKilled: a replica restarted after running out of memory": the condition in the service's words. */
function said(condition) {
    return [condition.reason, condition.message].filter((part) => part).join(': ') || '(no reason given)';
}
/** The agent is available but the service says it is degraded: what it says, or undefined. */
function degradedNote(agent) {
    const degraded = active(agent, 'Degraded');
    return degraded && agent.available === true ? `Degraded · Available: ${said(degraded)}` : undefined;
}
/** The rollout under way, as the service says it: "progressing (NewReplicaSetCreated: …)", or undefined. */
function progressingNote(agent) {
    const progressing = active(agent, 'Progressing');
    return progressing ? `progressing (${said(progressing)})` : undefined;
}


/***/ }),

/***/ 19297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ readLogPage),
/* harmony export */   o: () => (/* binding */ readLogs)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63619);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22325);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65607);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);




const logsSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    total: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())), relation: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())) }))),
    logs: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
        log: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
        timestamp: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
        deploymentId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    })))),
});
/** One page of the logs (`retried`: read again on a transient failure, as a session's record is). */
async function readLogPage(http, name, of, page, retried = false) {
    const query = new URLSearchParams({
        ...of,
        limit: String(page.limit),
        ...(page.offset ? { offset: String(page.offset) } : {}),
        order: page.order,
    });
    const answer = await http.send('GET', `/agents/${(0,_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .pathSegment */ .pn)(name)}/logs?${query}`, undefined, { once: !retried });
    if (answer.status < 200 || answer.status > 299)
        throw (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    const parsed = logsSchema.safeParse((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, 'logs'));
    if (!parsed.success) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.request} with JSON that is not logs: ${(0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStart */ .ld)(answer.text)}`);
    }
    // a line from another deployment is not this one's
    const deploymentId = 'deploymentId' in of ? of.deploymentId : undefined;
    const lines = (parsed.data.logs ?? [])
        .filter((line) => !deploymentId || !line.deploymentId || line.deploymentId === deploymentId)
        .slice(0, page.limit)
        .map((line) => ({ log: line.log ?? '', timestamp: line.timestamp ?? undefined }));
    const total = parsed.data.total;
    return total?.relation === 'eq' && typeof total.value === 'number' ? { lines, total: total.value } : { lines };
}
/** The last `limit` log lines of one deployment or one session of the agent, oldest first (one page, newest first). */
async function readLogs(http, name, of, limit, retried = false) {
    return (await readLogPage(http, name, of, { limit, order: 'desc' }, retried)).lines.reverse();
}


/***/ }),

/***/ 65607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ headerValue),
/* harmony export */   cg: () => (/* binding */ serviceError),
/* harmony export */   hi: () => (/* binding */ answerJson),
/* harmony export */   ld: () => (/* binding */ bodyStart),
/* harmony export */   qr: () => (/* binding */ parsedAnswer)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23945);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76886);




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
function headerValue(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** The start of a body, on one line, for messages about answers that are not what was expected. */
function bodyStart(text, length = 200) {
    const flat = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text).replace(/\s+/g, ' ').trim();
    if (!flat)
        return '(empty body)';
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(flat, length);
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
    if (answer.status >= 300 && answer.status < 400) {
        const location = headerValue(answer.headers.location);
        said += `; it points to ${location ?? '(no Location header)'}, and redirects are not followed (the key is not sent on to another address): check api-url`;
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7(`The service answered ${status} to ${answer.request}: ${said}`, answer.status, words, code, (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .retryAfterMs */ .Vs)(headerValue(answer.headers['retry-after'])));
}
/** A successful answer's JSON, or a plain message saying what came instead. */
function answerJson(answer, expected) {
    try {
        return JSON.parse(answer.text);
    }
    catch {
        const what = /^\s*</.test(answer.text) ? 'an HTML page' : 'a body that is not JSON';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.status} to ${answer.request} with ${what}, not ${expected}: ${bodyStart(answer.text)}`);
    }
}
/** The answer's JSON in the shape expected, or the service's own words when it refused. */
function parsedAnswer(answer, schema, expected) {
    if (answer.status < 200 || answer.status > 299)
        throw serviceError(answer);
    const result = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .safeParse */ .xL(schema, answerJson(answer, expected));
    if (!result.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.status} to ${answer.request} with JSON that is not ${expected}: ${bodyStart(answer.text)}`);
    }
    return result.data;
}


/***/ }),

/***/ 5050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oc: () => (/* binding */ AnswerTooLargeError),
/* harmony export */   c0: () => (/* binding */ readBoundedBody),
/* harmony export */   fX: () => (/* binding */ readBoundedBytes)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44261);

/**
 * An answer larger than the bound: `head` holds its first bytes, up to the bound, as text; `found`, what the
 * caller looked for past it (`FindPast`), when it came.
 */
class AnswerTooLargeError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx {
    head;
    found;
    constructor(message, head, found) {
        super(message);
        this.head = head;
        this.found = found;
    }
}
/** the tail kept between chunks, so that a match split across two is found */
const TAIL_CHARS = 1024;
// One way to read an answer's body, for the service and the upload host alike.
/**
 * HttpClient's readBody never settles when the connection breaks mid-answer, and reads without limit:
 * this one settles, and stops reading past `maxBytes`, so memory stays bounded whatever is sent. Past the
 * bound it fails with what came within it (an error's status and code are in its first bytes).
 */
async function readBoundedBody(response, maxBytes, request, findPast) {
    return (await readBoundedBytes(response, maxBytes, request, findPast)).toString('utf8');
}
/** The same, as the bytes that came (a digest is of the bytes, not of their text). */
function readBoundedBytes(response, maxBytes, request, findPast) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let head = '';
        let tail = '';
        let past = 0;
        let done = false;
        const cut = (found) => {
            if (done)
                return;
            done = true;
            // Rejected before the connection is cut: cutting it says "aborted" at once, and the first word stands.
            reject(new AnswerTooLargeError(`The answer to ${request} is larger than the ${maxBytes >= 1 << 20 ? `${maxBytes / (1 << 20)} MiB` : `${maxBytes / 1024} KiB`} the action reads; it was cut off`, head, found));
            response.message.destroy();
        };
        const lookFor = (bytes) => {
            past += bytes.length;
            const text = tail + bytes.toString('latin1');
            const found = findPast?.pattern.exec(text)?.[1];
            if (found !== undefined || !findPast || past > findPast.mostBytes)
                return cut(found);
            tail = text.slice(-TAIL_CHARS);
        };
        response.message.on('data', (chunk) => {
            if (done)
                return;
            if (size > maxBytes)
                return lookFor(chunk);
            if (size + chunk.length > maxBytes) {
                const within = maxBytes - size;
                chunks.push(chunk.subarray(0, within));
                const whole = Buffer.concat(chunks);
                head = whole.toString('utf8');
                chunks.length = 0;
                size = maxBytes + 1;
                tail = whole.subarray(-TAIL_CHARS).toString('latin1');
                const inHead = findPast?.pattern.exec(head)?.[1];
                return inHead !== undefined ? cut(inHead) : lookFor(chunk.subarray(within));
            }
            size += chunk.length;
            chunks.push(chunk);
        });
        response.message.on('end', () => (size > maxBytes ? cut() : resolve(Buffer.concat(chunks))));
        response.message.on('error', reject);
        response.message.on('aborted', () => reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })));
    });
}


/***/ }),

/***/ 44261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   qx: () => (/* binding */ UnexpectedAnswerError),
/* harmony export */   yI: () => (/* binding */ AmbiguousWriteError)
/* harmony export */ });
/** What the service answered with an unsuccessful status, in its own words. */
class ServiceError extends Error {
    status;
    serviceMessage;
    code;
    retryAfterMs;
    name = 'ServiceError';
    constructor(message, status, 
    /** The service's `error` or `message` text, when its body carried one. */
    serviceMessage, code, 
    /** how long the service asked to be left alone (Retry-After), when it said */
    retryAfterMs) {
        super(message);
        this.status = status;
        this.serviceMessage = serviceMessage;
        this.code = code;
        this.retryAfterMs = retryAfterMs;
    }
}
/** The request never got an answer that can be trusted: network error, time limit, cut connection. */
class NetworkError extends Error {
    name = 'NetworkError';
    /** true when the request cannot have reached the service (connection refused, name not found) */
    notSent;
    constructor(message, options = {}) {
        super(message);
        this.notSent = options.notSent ?? false;
    }
}
/** An answer came but not in the shape the action needs (HTML from a proxy, other JSON). */
class UnexpectedAnswerError extends Error {
    name = 'UnexpectedAnswerError';
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


/***/ }),

/***/ 76886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ isTransientStatus),
/* harmony export */   E6: () => (/* binding */ isNotSentError),
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Mq: () => (/* binding */ saysNotProcessed),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY)
/* harmony export */ });
// When a request to the service is sent again, and how long to wait first.
const DEFAULT_RETRY = {
    maxAttempts: 5,
    requestTimeoutMs: 15_000,
    budgetMs: 45_000,
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
    // An agent record or a page of 50 log lines is a few kilobytes; 4 MiB leaves room for far larger.
    maxAnswerBytes: 4 * 1024 * 1024,
};
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
// Answers that say the request was not acted on, so a write may be sent again as it is.
const NOT_PROCESSED_STATUSES = new Set([408, 429, 503]);
// Errors raised before the request could reach the service.
const NOT_SENT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);
function isTransientStatus(status) {
    return TRANSIENT_STATUSES.has(status);
}
/** An answer with this status says the request was not acted on: a write may be sent again as it is. */
function saysNotProcessed(status) {
    return NOT_PROCESSED_STATUSES.has(status);
}
/** A network error with this code was raised before the request could reach the service. */
function isNotSentError(code) {
    return code !== undefined && NOT_SENT_ERRORS.has(code);
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


/***/ }),

/***/ 34797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ ServiceHttp)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44942);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(83916);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29834);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37575);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65607);
/* harmony import */ var _bounded_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5050);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44261);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76886);








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
        this.policy = options.policy ?? _retry_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_RETRY */ .vI;
        this.signal = options.signal;
        this.wait = options.wait ?? ((ms) => (0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .sleep */ .yy)(ms, this.signal));
        // Proxies (https_proxy, HTTPS_PROXY, http_proxy, no_proxy) are honoured by HttpClient, as in other actions.
        this.client = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq(_version_js__WEBPACK_IMPORTED_MODULE_6__/* .USER_AGENT */ ._O, [], {
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
        const abortable = !options.write;
        for (let attempt = 1;; attempt++) {
            if (this.signal?.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc(`cancelled before ${request} was sent`);
            const outcome = await this.attempt(method, path, body, request, abortable, options.findPast).catch((error) => {
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr)
                    return error;
                throw error;
            });
            const lost = outcome instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr;
            if (!lost && !(0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .isTransientStatus */ .Dm)(outcome.status))
                return outcome;
            const failure = lost ? outcome : (0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .serviceError */ .cg)(outcome);
            const maybeProcessed = lost ? !outcome.notSent : !(0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .saysNotProcessed */ .Mq)(outcome.status);
            if (options.write && maybeProcessed) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AmbiguousWriteError */ .yI(`${request}: ${failure.message}; the write may have been processed`, failure);
            }
            if (options.once)
                throw failure;
            const reason = lost ? outcome.message : `the service answered ${outcome.status}`;
            const delay = lost ? undefined : (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .retryAfterMs */ .Vs)((0,_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .headerValue */ .Z)(outcome.headers['retry-after']));
            // Retry-After may lengthen the wait, never shorten it: 0 or a date in the past must not collapse the backoff.
            const wait = Math.max(delay ?? 0, (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .backoffDelay */ .EY)(attempt, this.policy));
            const elapsed = Date.now() - started;
            if (attempt >= this.policy.maxAttempts) {
                throw withGaveUp(failure, `gave up after ${attempt} attempts in ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(elapsed)}`);
            }
            if (elapsed + wait > this.policy.budgetMs) {
                const asked = delay !== undefined ? ` (the service asked to wait ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(delay)})` : '';
                throw withGaveUp(failure, `gave up after ${attempt} attempt${attempt > 1 ? 's' : ''} in ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(elapsed)}: a retry${asked} would pass the ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(this.policy.budgetMs)} retry budget`);
            }
            this.log.info(`Retrying ${request} (${attempt}/${this.policy.maxAttempts - 1}) in ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(wait)}: ${reason}`);
            await this.wait(wait);
        }
    }
    /**
     * One request, bounded by requestTimeoutMs. `abortable`: a cancel of the run ends the wait for its answer
     * at once (reads, and the one-try offer; never a write, whose outcome must be known). What is left of the
     * request is destroyed with the client's sockets when the client is disposed.
     */
    async attempt(method, path, body, request, abortable, findPast) {
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
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr(`no complete answer within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(this.policy.requestTimeoutMs)}`));
            }, this.policy.requestTimeoutMs);
        });
        const signal = abortable ? this.signal : undefined;
        let onAbort;
        const cancelled = new Promise((_, reject) => {
            onAbort = () => {
                response?.message.destroy();
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc(`cancelled while ${request} was unanswered`));
            };
            signal?.addEventListener('abort', onAbort, { once: true });
        });
        try {
            return await Promise.race([
                (async () => {
                    response = await this.client.request(method, url, body === undefined ? null : JSON.stringify(body), headers);
                    const text = await (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedBody */ .c0)(response, this.policy.maxAnswerBytes, request, findPast);
                    return { status: response.message.statusCode ?? 0, text, headers: response.message.headers, request };
                })(),
                deadline,
                cancelled,
            ]);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr || error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx || error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc)
                throw error;
            const code = error.code;
            const what = code ? `${code}` : error.message;
            // Named by method, path and host, never by the whole URL: it could carry what should not be shown.
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr(`${request} to ${new URL(this.baseUrl).host} failed (${what})`, {
                notSent: (0,_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .isNotSentError */ .E6)(code),
            });
        }
        finally {
            clearTimeout(timer);
            if (onAbort)
                signal?.removeEventListener('abort', onAbort);
        }
    }
}
function withGaveUp(error, note) {
    error.message = `${error.message} (${note})`;
    return error;
}


/***/ }),

/***/ 15195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ optString),
/* harmony export */   _Z: () => (/* binding */ optBoolean),
/* harmony export */   m7: () => (/* binding */ opt),
/* harmony export */   td: () => (/* binding */ optNumber)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63619);

// The service's records: any field may be missing or null on some installation or version, so every
// field is optional and nullable. The common fields' schemas are built once and shared by every record:
// zod builds each schema when its module loads, and one per field (the agent's record alone had 43)
// took about 9 ms of every run's start.
/** A field that may be missing or null. */
const opt = (schema) => zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(schema));
const optString = opt(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
const optNumber = opt(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig());
const optBoolean = opt(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY());


/***/ }),

/***/ 52952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hh: () => (/* binding */ cutLine),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   w$: () => (/* binding */ lastLines)
/* harmony export */ });
/* unused harmony export MAX_LINE_LENGTH */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27194);

/** The longest line shown from a program's output; past it the line is cut, saying how much was left out. */
const MAX_LINE_LENGTH = 1000;
/**
 * The last `count` non-empty lines of a program's output (a crashed agent's health message, a
 * deployment's logs), each at most MAX_LINE_LENGTH characters: a bounded excerpt, whatever came in.
 */
function lastLines(text, count) {
    return text
        .split(/\r\n|\r|\n/)
        .filter((line) => line.trim() !== '')
        .slice(-count)
        .map(cutLine);
}
/**
 * One line of a program's output, at most MAX_LINE_LENGTH characters, saying how much was left out. Known
 * secrets are replaced first: cut first, a secret spanning the cut would show its first characters, which
 * no later replacement (nor the runner's masking) recognises.
 */
function cutLine(line) {
    return cutText(line, MAX_LINE_LENGTH);
}
/** Text from outside at most `max` characters, its known secrets replaced first, saying how much was left out. */
function cutText(text, max) {
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(text, max, (left) => ` (${left} more characters)`);
}


/***/ }),

/***/ 9180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ isConcurrentChange),
/* harmony export */   G: () => (/* binding */ SecretStore)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63619);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23945);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22325);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65607);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);
/* harmony import */ var _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15195);





// Writing secret sets (service-facts.md, "Writing secret sets"): PUT adds or overwrites the keys it
// carries (202, then the set is provisioned in the background), a key is removed by its own DELETE, and
// a read lists key names only: values never come back.
const setSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    region: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    status: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    errorMessage: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    secrets: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ fieldName: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }))),
});
const written = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ status: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2, region: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2 });
const listed = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    sets: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
        name: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        type: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
        region: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
        status: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
        errorMessage: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    })),
});
class SecretStore {
    http;
    constructor(http) {
        this.http = http;
    }
    /** The set, or undefined when the service says it does not exist (404). */
    async readSet(name) {
        const answer = await this.http.send('GET', setPath(name));
        if (answer.status === 404 && !/^\s*</.test(answer.text))
            return undefined;
        return storedSet((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, setSchema, 'a secret set'));
    }
    /**
     * A set's provisioning status, read once, for a write that waits for it; `unreadable` when the service
     * will not say (no such set, or an image pull secret set, which some installations refuse to read by name).
     */
    async provisioning(name) {
        const answer = await this.http.send('GET', setPath(name), undefined, { once: true });
        if (answer.status < 200 || answer.status > 299)
            return { unreadable: (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer).message };
        const parsed = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .safeParse */ .xL(setSchema, (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, 'a secret set'));
        if (!parsed.success)
            return { unreadable: `not a secret set status: ${(0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStart */ .ld)(answer.text)}` };
        return storedSet(parsed.data);
    }
    /**
     * Adds or overwrites these keys (the same body twice stores the same values: safe to send again).
     * `region` only for a new set: a set's region is fixed when it is made. Returns the set's region.
     */
    async putSecrets(name, secrets, region) {
        const answer = await this.http.send('PUT', setPath(name), { secrets, ...(region ? { region } : {}) });
        return (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, written, 'the answer to a secret set write').region ?? undefined;
    }
    /** Every set, with its type, region and status (GET /secrets). */
    async listSets() {
        const answer = await this.http.send('GET', '/secrets');
        return (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, listed, 'the list of secret sets').sets.map((set) => ({
            name: set.name,
            ...(set.type ? { type: set.type } : {}),
            ...(set.region ? { region: set.region } : {}),
            ...(set.status ? { status: set.status } : {}),
            ...(set.errorMessage ? { errorMessage: set.errorMessage } : {}),
        }));
    }
    /**
     * Writes an image pull secret set: the registry's host and the base64 of user:password (the documented
     * body). `region` only for a new set.
     */
    async putImagePullSecret(name, host, secretValue, region) {
        const body = { isImagePullSecret: true, host, secretValue, ...(region ? { region } : {}) };
        (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(await this.http.send('PUT', setPath(name), body), written, 'the answer to an image pull secret set write');
    }
    /**
     * Where a set is: its region (when the service says); `missing` when the service says there is no such
     * set ("Set not found"); `unreadable` when it will not say (an installation without this read). Image
     * pull secret sets that cannot be read by name (400) are looked for in the list of sets.
     */
    async locate(name) {
        const answer = await this.http.send('GET', setPath(name));
        if (answer.status === 400) {
            const listed = (await this.listSets()).find((set) => set.name === name);
            if (!listed)
                return { missing: true };
            return listed.region ? { region: listed.region } : {};
        }
        if (answer.status === 404) {
            const error = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
            return /set not found/i.test(error.serviceMessage ?? '') ? { missing: true } : { unreadable: error.message };
        }
        const set = storedSet((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, setSchema, 'a secret set'));
        return set.region ? { region: set.region } : {};
    }
    /** Removes a whole set; true when it was there, false when it was already gone. */
    async deleteSet(name) {
        const answer = await this.http.send('DELETE', setPath(name));
        if (answer.status === 404)
            return false;
        if (answer.status >= 200 && answer.status <= 299)
            return true;
        throw (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    }
    /** Removes one key; a key already gone is not an error. */
    async deleteKey(name, key) {
        const answer = await this.http.send('DELETE', `${setPath(name)}/${(0,_ids_js__WEBPACK_IMPORTED_MODULE_5__/* .pathSegment */ .pn)(key)}`);
        if (answer.status === 404 || (answer.status >= 200 && answer.status <= 299))
            return;
        throw (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    }
}
/** A 409 that says another change to the set was under way: the write may be sent again. */
function isConcurrentChange(error) {
    return error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.status === 409;
}
function storedSet(set) {
    return {
        region: set.region ?? undefined,
        status: set.status ?? undefined,
        errorMessage: set.errorMessage ?? undefined,
        keys: (set.secrets ?? []).map((secret) => secret.fieldName),
    };
}
function setPath(name) {
    return `/secrets/${(0,_ids_js__WEBPACK_IMPORTED_MODULE_5__/* .pathSegment */ .pn)(name)}`;
}


/***/ }),

/***/ 37575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yt: () => (/* binding */ ACTION_VERSION),
/* harmony export */   _O: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony export ACTION_NAME */
// Kept in step with package.json by test/version.test.ts; sent in the User-Agent of every request.
const ACTION_NAME = 'agent-deploy-action';
const ACTION_VERSION = '1.0.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;


/***/ }),

/***/ 29834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mu: () => (/* binding */ raceAbort),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   ix: () => (/* binding */ megabytes),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

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
/** Settles as soon as the signal fires, with CancelledError, whatever the promise is doing. */
function raceAbort(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted) {
        // The promise was made and may still fail (a request refused as cancelled): handled here, it can never
        // become an unhandled rejection, which would end the process with a stack trace and no summary.
        promise.catch(() => undefined);
        return Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc(String(signal.reason ?? 'cancelled')));
    }
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc(String(signal.reason ?? 'cancelled')));
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
/** "4.2 s" under ten seconds, "42 s" from there. */
function seconds(ms) {
    return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}
/** "12.3 kB" under a megabyte, "123.4 MB" from there. */
function megabytes(bytes) {
    return bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
}


/***/ }),

/***/ 1937:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


// @actions/exec in the bundle (src/vendor/lazy-module.cjs): @actions/core imports it at its top for
// platform.getDetails(), which the action never calls; loading it loaded child_process and @actions/io on
// every run. Its code stays in the bundle, run the first time a name is read.
module.exports = (__webpack_require__(43148).lazyModule)(
  () => __webpack_require__(81260),
  ['exec', 'getExecOutput'],
)


/***/ }),

/***/ 43148:
/***/ ((module) => {


// A module whose exports load the real one on first use: put in a package's place in the
// bundle (tsconfig.json "paths", which ncc applies to every import, the dependencies' included) where a
// dependency loads it at its top but the action needs it on few runs or late. Each name is a getter that
// loads the real module the first time any is read, and reads it there: the module the action then uses is
// the real one, never a copy. test/project/exec-lazy.test.ts checks that every name the real module
// has is given.

/**
 * @param {() => Record<string, unknown>} load
 * @param {string[]} names
 */
function lazyModule(load, names) {
  /** @type {Record<string, unknown> | undefined} */
  let real
  const exports = {}
  for (const name of names) {
    Object.defineProperty(exports, name, {
      enumerable: true,
      get() {
        real ??= load()
        return real[name]
      },
    })
  }
  return exports
}

module.exports = { lazyModule }


/***/ }),

/***/ 66392:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


// Put in undici's place in the bundle (tsconfig.json "paths", which ncc applies to every import): the
// @actions packages import undici at their top (ProxyAgent in @actions/http-client; ProxyAgent and fetch
// in @actions/github), so every run loaded all of undici (0.9 MB of a 1.3 MB chunk, about a sixth of a
// run's CPU) though only GitHub's requests use it (fetch, and ProxyAgent behind a proxy). Here the real
// undici is a chunk of its own, loaded by __preload(): src/github/octokit.ts awaits it before it loads
// @actions/github, whose proxy set-up makes a ProxyAgent as its module loads; fetch loads it itself. A
// new import of undici in a dependency needs its name here: test/project/undici-lazy.test.ts fails first.
/** @type {typeof import('undici/index.js') | undefined} */
let undici
async function __preload() {
  if (!undici) {
    const loaded = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19))
    undici = loaded.default ?? loaded
  }
}
module.exports = {
  __preload,
  get ProxyAgent() {
    if (!undici) throw new Error('undici is not loaded: await its __preload() first (src/vendor/undici-lazy.cjs)')
    return undici.ProxyAgent
  },
  get fetch() {
    /** @type {typeof import('undici/index.js').fetch} */
    const fetch = async (...args) => {
      await __preload()
      if (!undici) throw new Error('undici could not be loaded')
      return undici.fetch(...args)
    }
    return fetch
  },
}


/***/ })

};

//# sourceMappingURL=890.index.js.map