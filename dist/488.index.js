export const id = 488;
export const ids = [488];
export const modules = {

/***/ 5448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ refuseRegionMove),
/* harmony export */   HN: () => (/* binding */ planDeployment)
/* harmony export */ });
/* unused harmony export desiredConfig */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _inputs_across_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64114);
/* harmony import */ var _service_agents_agent_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20662);



/**
 * The given inputs over the current configuration (nothing current when the agent is created). What
 * runs is an image or a build, never both: a build given (cloud-build, build-id) replaces the image, an
 * image given replaces the build, and neither given keeps what runs now.
 */
function desiredConfig(inputs, current = {}, creating = false, buildId) {
    const runs = buildId !== undefined
        ? { buildId }
        : inputs.image !== undefined
            ? { image: inputs.image }
            : { image: current.image, buildId: current.buildId };
    return (0,_service_agents_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutUndefined */ .r$)({
        ...runs,
        nodeType: inputs['node-type'] ?? current.nodeType,
        secretSet: inputs['secret-set'] ?? current.secretSet,
        minAgents: inputs['min-agents'] ?? current.minAgents,
        maxAgents: inputs['max-agents'] ?? current.maxAgents,
        enableNoiseSuppression: inputs['enable-noise-suppression'] ?? current.enableNoiseSuppression,
        architecture: inputs.architecture ?? current.architecture,
        // 'off' is sent as null; a filter not given is kept, as every other field
        audioFilter: inputs['audio-filter'] === undefined
            ? current.audioFilter
            : inputs['audio-filter'] === 'off'
                ? null
                : inputs['audio-filter'],
        // Sent only when the step or the file names it: a run that names nothing changes nothing.
        websocketAuth: inputs['websocket-auth'],
        agentProfile: inputs['agent-profile'] ?? current.agentProfile,
        maxSessionDuration: inputs['max-session-duration'] ?? current.maxSessionDuration,
        // A build needs no image pull secret set.
        imagePullSecretSet: runs.buildId !== undefined ? undefined : (inputs['image-pull-secret-set'] ?? current.imagePullSecretSet),
        region: creating ? inputs.region : undefined,
    });
}
/**
 * An agent cannot move region: refused before anything is written (the build, the secret set, the
 * agent), so that no phase writes in one region for an agent in another.
 */
function refuseRegionMove(inputs, agent) {
    if (inputs.region !== undefined && agent?.region && agent.region !== inputs.region) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PlanError */ .W6(`Input 'region' is '${inputs.region}', but agent '${inputs['agent-name']}' exists in region '${agent.region}': an agent cannot move region by an update. Deploy it under another name, or leave 'region' out. Nothing was written`);
    }
}
/** Create, update or leave alone: the one place that decides. `agent` is undefined when it does not exist. */
function planDeployment(inputs, agent, buildId, 
/** the secrets input changed the set's values: an agent that exists is redeployed to get them */
newValues = false) {
    const name = inputs['agent-name'];
    if (!agent) {
        const desired = desiredConfig(inputs, {}, true, buildId);
        if (!inputs.image && buildId === undefined) {
            const file = inputs['config-file'];
            const problem = `Agent '${name}' does not exist, and creating it needs an image: ${file
                ? `give input 'image' (or image in ${file}), cloud-build: true to build one from the repository (${file}'s [build] keys say how), or build-id`
                : "input 'image' is required to create an agent (or cloud-build: true, or build-id)"}`;
            // A dry run still shows the rest of the plan (the service's own templates carry no image).
            if (!inputs['dry-run'])
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PlanError */ .W6(problem);
            return { kind: 'create', desired, refused: problem };
        }
        return { kind: 'create', desired };
    }
    refuseRegionMove(inputs, agent);
    const current = (0,_service_agents_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .readCurrent */ .cA)(agent);
    const desired = desiredConfig(inputs, current.config, false, buildId);
    const from = (name) => inputs[name] === undefined ? `${name} of the agent as it runs now` : (0,_inputs_across_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .originOf */ .yv)(name, inputs.origins);
    const scaling = (0,_inputs_across_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .scalingProblem */ .Ht)(desired.minAgents, desired.maxAgents, from('min-agents'), from('max-agents'));
    if (scaling)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PlanError */ .W6(scaling);
    if (!desired.image && desired.buildId === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PlanError */ .W6(`Agent '${name}' reports no image that can be sent back (manifest image: ${current.unusableImage}; an agent deployed from a build has its image redacted, and a record without a deployment has none): input 'image' is required`);
    }
    const changes = (0,_service_agents_agent_config_js__WEBPACK_IMPORTED_MODULE_1__/* .changesFrom */ .Kr)(current, desired);
    const forced = inputs.force || newValues;
    if (changes.length === 0 && !forced)
        return { kind: 'unchanged', desired, current: current.config };
    if (current.secretSets.length > 1 && inputs['secret-set'] === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PlanError */ .W6(`Agent '${name}' has ${current.secretSets.length} secret sets (${current.secretSets.join(', ')}), and an update carries only one: sending it would remove the others. Name the one set the agent should keep with input 'secret-set', or merge them into one set first`);
    }
    return { kind: 'update', desired, current: current.config, changes, forced, ...(newValues ? { newValues } : {}) };
}


/***/ }),

/***/ 76802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ supersededMessage),
/* harmony export */   df: () => (/* binding */ READS_IN_A_ROW),
/* harmony export */   qh: () => (/* binding */ ReplacementWatch)
/* harmony export */ });
/* unused harmony export startedAt */
/* harmony import */ var _service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93973);

// When has another deployment replaced this run's? Reads lag behind writes (service-facts.md): a read may
// still name the deployment this run replaced, or whatever a lagging cache holds, and a hostile or broken
// read may name an id that is no deployment of the agent at all. One read proves nothing. Another
// deployment replaced this run's only when all of these hold (docs/failures-and-rollback.md):
//   1. it is neither this run's nor the one this run replaced (known before the write: it is never newer);
//   2. the record says it started after this run's: its `deployment.createdAt` or its revision's
//      `phaseStartedAt`, later than this run's own (from the write's answer or any read; the write's
//      `updatedAt` when neither tells). A deployment the record gives no time for is not proven newer;
//   3. READS_IN_A_ROW reads in a row name it.
// Anything less is a stale read: the run goes on as if it had not been seen.
/** How many reads in a row must name the newer deployment before the run calls itself superseded. */
const READS_IN_A_ROW = 3;
/** The deployment and the time it started, as far as one record tells; undefined when it does not. */
function startedAt(agent, deploymentId) {
    const times = [(0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .revisionOf */ .DT)(agent, deploymentId)?.phaseStartedAt ?? undefined];
    if (agent.deployment?.id === deploymentId)
        times.push(agent.deployment.createdAt ?? undefined);
    const parsed = times.map((time) => (time ? Date.parse(time) : Number.NaN)).filter((time) => Number.isFinite(time));
    // a Failed revision's phase started when it failed: the earliest time the record gives is its start
    return parsed.length > 0 ? Math.min(...parsed) : undefined;
}
/** Watches the reads of one run's deployment for another that replaced it; one per run, shared by every read. */
class ReplacementWatch {
    ownId;
    previousId;
    ownSince;
    writtenAt;
    streak = { id: '', reads: 0 };
    /** `written`: the write's answer (or the record the run found), which names this run's deployment. */
    constructor(ownId, previousId, written) {
        this.ownId = ownId;
        this.previousId = previousId;
        this.ownSince = written ? startedAt(written, ownId) : undefined;
        const at = written?.updatedAt ? Date.parse(written.updatedAt) : Number.NaN;
        this.writtenAt = Number.isFinite(at) ? at : undefined;
    }
    /** One read: the id of the deployment that replaced this run's, once proven; undefined until then. */
    observe(agent) {
        this.ownSince ??= startedAt(agent, this.ownId);
        const named = (0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .requestedDeploymentId */ .RC)(agent);
        if (!named || named === this.ownId || named === this.previousId || !this.newer(agent, named)) {
            this.streak = { id: '', reads: 0 };
            return undefined;
        }
        this.streak = { id: named, reads: this.streak.id === named ? this.streak.reads + 1 : 1 };
        return this.streak.reads >= READS_IN_A_ROW ? named : undefined;
    }
    /** Whether the last read named a candidate that more reads may prove (or disprove). */
    get pending() {
        return this.streak.reads > 0;
    }
    newer(agent, named) {
        const since = this.ownSince ?? this.writtenAt;
        const started = startedAt(agent, named);
        return since !== undefined && started !== undefined && started > since;
    }
}
/** What a superseded deployment says, wherever it was found. */
function supersededMessage(name, deploymentId, by) {
    return `Deployment ${deploymentId} of agent '${name}' was superseded: the agent runs deployment ${by} now, which another run or a person deployed meanwhile. Nothing was rolled back over it`;
}


/***/ }),

/***/ 65158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ waitForDeployment)
/* harmony export */ });
/* unused harmony exports NOT_FOUND_GRACE_MS, pollDelay */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/* harmony import */ var _service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93973);
/* harmony import */ var _service_agents_conditions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57938);
/* harmony import */ var _service_http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44261);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29834);
/* harmony import */ var _superseded_replaced_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76802);






/** Reads lag behind writes by seconds; an agent missing for longer than this was deleted. */
const NOT_FOUND_GRACE_MS = 10_000;
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
    let seen = '';
    let lastProblem;
    let reads = 0;
    let pauseUntil = 0;
    let missingSince;
    const warnOnce = warnOncePer(log);
    // Reads keep to a schedule counted from the start, so a slow answer does not push every later read back.
    const delay = options.pollDelay ?? pollDelay;
    let nextRead = started + delay(0);
    log.info(`Waiting up to ${(0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .seconds */ .YA)(options.timeoutMs)} for deployment ${deploymentId} to be rolled out and ready`);
    for (;;) {
        // The last read falls on the deadline, so that what the timeout reports is fresh.
        await sleepUntil(Math.min(nextRead, deadline), signal);
        reads++;
        try {
            agent = await (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .raceAbort */ .Mu)(service.getAgent(name, { once: true }), signal);
            lastProblem = undefined;
            if (!agent) {
                lastProblem = `agent '${name}' was not found`;
                missingSince ??= Date.now();
                if (Date.now() - missingSince >= (options.notFoundGraceMs ?? NOT_FOUND_GRACE_MS)) {
                    return vanished(name, deploymentId, { agent, reads, waitedMs: Date.now() - started, lastProblem });
                }
                warnOnce(`Reading agent '${name}' while waiting: the service says no such agent; still waiting`);
            }
            else {
                missingSince = undefined;
                const result = judgeRead(agent, { name, deploymentId, options, reads, started });
                if (typeof result !== 'string')
                    return result;
                // Said once per change of what the reads show, not once per read.
                if (result !== seen)
                    log.info(result);
                seen = result;
            }
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CancelledError */ .cc)
                throw error;
            lastProblem = (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error);
            warnOnce(`Reading agent '${name}' while waiting failed (${lastProblem}); still waiting`);
            // A service that asks for a pause (429 or 503 with Retry-After) gets it, within the deadline.
            if (error instanceof _service_http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.retryAfterMs)
                pauseUntil = Date.now() + error.retryAfterMs;
        }
        if (Date.now() >= deadline)
            break;
        nextRead += delay(nextRead - started);
        // After a read slower than the schedule, read again at once rather than fall behind for good.
        nextRead = Math.max(nextRead, Date.now(), pauseUntil);
    }
    return timedOut(name, deploymentId, { agent, reads, waitedMs: Date.now() - started, lastProblem });
}
/** One record read: the end of the wait, or the line that says where it stands. */
function judgeRead(agent, at) {
    const { name, deploymentId, options } = at;
    options.onRead?.(agent);
    options.log.debug(`read ${at.reads}: ${(0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .describeAgent */ .P7)(agent, deploymentId)}`);
    const so = { waitedMs: Date.now() - at.started, reads: at.reads };
    const result = replacedBy(agent, deploymentId, options.replacement, name, so) ?? verdict(agent, name, deploymentId, so);
    if (typeof result === 'object' && result.status === 'ready') {
        options.log.info(`Deployment ${deploymentId} is rolled out and ready after ${(0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .seconds */ .YA)(result.waitedMs)}`);
    }
    return result;
}
/** One warning per distinct problem; its repeats go to debug, so a long wait cannot flood the annotations. */
function warnOncePer(log) {
    const warned = new Set();
    return (problem) => {
        ;
        (warned.has(problem) ? log.debug : log.warning)(problem);
        warned.add(problem);
    };
}
/**
 * Superseded: reads in a row name a deployment newer than this run's (replaced.ts). Another run or a person
 * deployed meanwhile; waiting longer, or rolling back, would only undo their deploy. A single read that names
 * another deployment is a stale read: the wait goes on.
 */
function replacedBy(agent, deploymentId, replacement, name, so) {
    const by = replacement?.observe(agent);
    if (!by)
        return undefined;
    return { status: 'superseded', agent, ...so, supersededBy: by, message: (0,_superseded_replaced_js__WEBPACK_IMPORTED_MODULE_2__/* .supersededMessage */ .G2)(name, deploymentId, by) };
}
/** One record's verdict: ready or failed ends the wait; anything else is a line saying where it stands. */
function verdict(agent, name, deploymentId, so) {
    const state = (0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .deploymentState */ .DY)(agent, deploymentId);
    if (state.kind === 'ready')
        return { status: 'ready', agent, ...so };
    if (state.kind === 'failed') {
        const message = `Deployment ${deploymentId} of agent '${name}' failed: ${(0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(state.failure)}`;
        return { status: 'failed', agent, ...so, message };
    }
    return progressLine(agent, state, deploymentId);
}
/** What a read that is neither ready nor failed shows: a lagging record, or the rollout under way. */
function progressLine(agent, state, deploymentId) {
    return state.kind === 'not-requested'
        ? `The service still names deployment ${state.requestedId ?? '(none)'} as requested (reads lag behind writes); waiting for ${deploymentId}`
        : `Deployment ${deploymentId} is not rolled out and ready yet: ${(0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .describeRevision */ .hi)((0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .revisionOf */ .DT)(agent, deploymentId))}${progressing(agent)}`;
}
function progressing(agent) {
    const note = (0,_service_agents_conditions_js__WEBPACK_IMPORTED_MODULE_5__/* .progressingNote */ .k)(agent);
    return note ? `; ${note}` : '';
}
/** The agent stayed missing past the read-lag grace: it is gone, and waiting longer cannot help. */
function vanished(name, deploymentId, last) {
    const message = `Agent '${name}' was not found while waiting for deployment ${deploymentId}: the service has answered "no such agent" for longer than reads lag behind writes (${last.reads} read${last.reads === 1 ? '' : 's'} in ${(0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .seconds */ .YA)(last.waitedMs)}). It may have been deleted meanwhile`;
    return { status: 'failed', agent: undefined, waitedMs: last.waitedMs, reads: last.reads, message };
}
/** The timeout, saying how long it waited and what it last saw. */
function timedOut(name, deploymentId, last) {
    const { agent, reads, waitedMs, lastProblem } = last;
    const lastSeen = agent ? (0,_service_agents_agent_record_js__WEBPACK_IMPORTED_MODULE_0__/* .describeAgent */ .P7)(agent, deploymentId) : 'no agent record could be read';
    const message = `Deployment ${deploymentId} of agent '${name}' was not ready after waiting ${(0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .seconds */ .YA)(waitedMs)} (${reads} read${reads === 1 ? '' : 's'}). ` +
        `Last seen: ${lastSeen}${lastProblem ? `; last read: ${lastProblem}` : ''}`;
    return { status: 'timed-out', agent, waitedMs, reads, message };
}
/** Sleeps until `time`; its abort listener is removed when it wakes, so a long wait adds none. */
async function sleepUntil(time, signal) {
    await (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .sleep */ .yy)(Math.max(0, time - Date.now()), signal);
    if (signal?.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CancelledError */ .cc(String(signal.reason ?? 'cancelled'));
}


/***/ }),

/***/ 63115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ applyPlan)
});

// EXTERNAL MODULE: ./src/service/secret-sets/secret-sets.ts
var secret_sets = __webpack_require__(36996);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/report/changes.ts
var changes = __webpack_require__(59059);
// EXTERNAL MODULE: ./src/service/agents/agent-config.ts
var agent_config = __webpack_require__(20662);
// EXTERNAL MODULE: ./src/service/agents/agent-record.ts
var agent_record = __webpack_require__(93973);
// EXTERNAL MODULE: ./src/deploy/write/write-context.ts
var write_context = __webpack_require__(12486);
;// CONCATENATED MODULE: ./src/deploy/write/answer-check.ts




// A write's answer is believed only when it names a deployment that runs what was asked (in the fields
// it reports). Anything else is read back for a short while, since a service may answer before its
// record is complete, and then fails saying what the answer lacked: never a `ready` for a
// configuration that was not deployed.
/** What the answer lacks: '' when it names a deployment running the requested configuration. */
function lacking(agent, applied) {
    if (!(0,agent_record/* requestedDeploymentId */.RC)(agent))
        return 'named no deployment';
    // Only what the answer reports can be compared: a field it leaves out (a record without its manifest) is no evidence.
    const missing = (0,agent_config/* changesFrom */.Kr)((0,agent_config/* readCurrent */.cA)(agent), applied.plan.desired).filter((change) => change.to !== undefined && change.from !== undefined);
    if (missing.length === 0)
        return '';
    const lines = (0,changes/* changeLines */.Ow)(missing.map((change) => ({ ...change, from: change.to, to: change.from })));
    return `named deployment ${(0,agent_record/* requestedDeploymentId */.RC)(agent)}, which does not run what was asked (asked → reported: ${lines.join('; ')})`;
}
/** The applied write as answered, or as read back when the answer was incomplete; else a clear failure. */
async function confirmAnswer(ctx, applied) {
    if (applied.operation === 'unchanged')
        return applied;
    const problem = lacking(applied.agent, applied);
    if (!problem)
        return applied;
    const write = applied.operation === 'created' ? 'create' : 'update';
    ctx.log.info(`The answer to the ${write} of agent '${ctx.name}' ${problem}; reading the agent back to learn more`);
    const found = await ctx.settle((agent) => agent !== undefined && lacking(agent, applied) === '');
    if (found && lacking(found, applied) === '') {
        ctx.log.info(`Reading agent '${ctx.name}' back shows deployment ${(0,agent_record/* requestedDeploymentId */.RC)(found)} running the requested configuration`);
        return { ...applied, agent: found };
    }
    const nowSays = found ? lacking(found, applied) || 'runs the requested configuration' : 'finds no such agent';
    if (!(0,agent_record/* requestedDeploymentId */.RC)(applied.agent)) {
        throw new write_context/* WriteOutcomeError */.YS(`The service's answer to the ${write} of agent '${ctx.name}' named no deployment, and reading the agent back ${found ? `still ${nowSays}` : nowSays}. The ${write} may have been carried out: read the agent before deploying again`, 'unknown');
    }
    throw new write_context/* WriteOutcomeError */.YS(`The service's answer to the ${write} of agent '${ctx.name}' ${problem}, and reading the agent back ${found ? `still ${nowSays}` : nowSays}: the requested configuration was not deployed`, 'failed');
}

// EXTERNAL MODULE: ./src/service/agents/refusals.ts
var refusals = __webpack_require__(79449);
;// CONCATENATED MODULE: ./src/service/agents/request-body.ts

/**
 * The whole configuration as a request body: an update never relies on the service to keep fields
 * it was not sent. `serviceName` and `region` go only into a create, `forceRedeploy` only into a
 * forced update.
 */
function requestBody(config, write) {
    const creating = 'create' in write;
    const autoScaling = (0,agent_config/* withoutUndefined */.r$)({ minAgents: config.minAgents, maxAgents: config.maxAgents });
    return (0,agent_config/* withoutUndefined */.r$)({
        serviceName: creating ? write.create : undefined,
        // exactly one of the two; a build needs no image pull secret set
        image: config.buildId === undefined ? config.image : undefined,
        buildId: config.buildId,
        nodeType: config.nodeType,
        imagePullSecretSet: config.buildId === undefined ? config.imagePullSecretSet : undefined,
        secretSet: config.secretSet,
        autoScaling: Object.keys(autoScaling).length > 0 ? autoScaling : undefined,
        enableNoiseSuppression: config.enableNoiseSuppression,
        region: creating ? config.region : undefined,
        agentProfile: config.agentProfile,
        maxSessionDuration: config.maxSessionDuration,
        forceRedeploy: !creating && write.forced ? true : undefined,
        architecture: config.architecture,
        krispViva: config.audioFilter === undefined ? undefined : { audioFilter: config.audioFilter },
        websocketAuth: config.websocketAuth,
    });
}

// EXTERNAL MODULE: ./src/service/http/errors.ts
var errors = __webpack_require__(44261);
// EXTERNAL MODULE: ./src/deploy/plan.ts
var deploy_plan = __webpack_require__(5448);
;// CONCATENATED MODULE: ./src/deploy/write/write-create.ts






/** One create: done, or (after a race or a lost answer) the next plan. */
async function createRound(ctx, plan, createMaybeMade) {
    const { name, log } = ctx;
    try {
        const body = requestBody(plan.desired, { create: name });
        log.info(`Creating agent '${name}'`);
        log.debug(`POST /agents ${JSON.stringify(body)}`);
        const agent = await ctx.provisioned(() => ctx.service.createAgent(body));
        return { done: { operation: 'created', plan, agent, before: undefined } };
    }
    catch (error) {
        if ((0,refusals/* isAlreadyExists */.x)(error))
            return afterCreateRace(ctx, plan, error, createMaybeMade);
        if (error instanceof errors/* ServiceError */._7 && error.status === 404)
            throw (0,write_context/* missingSetError */.VI)(error, plan.desired);
        if (error instanceof errors/* AmbiguousWriteError */.yI)
            return afterLostCreate(ctx, plan, error);
        throw error;
    }
}
/** "Already exists": someone else created the agent meanwhile, or our own unanswered create did. */
async function afterCreateRace(ctx, plan, error, createMaybeMade) {
    const { name, log } = ctx;
    log.info(`Agent '${name}' was created by someone else meanwhile (the service said: ${error.serviceMessage ?? error.status}); continuing as an update`);
    const agent = await ctx.settle((found) => found !== undefined);
    if (!agent)
        throw new Error(`${error.message}, yet reading agent '${name}' finds no such agent`);
    if (createMaybeMade && (0,agent_config/* runsConfig */.x2)(agent, plan.desired)) {
        log.info(`Agent '${name}' exists with the requested configuration: the earlier create went through`);
        return { done: { operation: 'created', plan, agent, before: undefined } };
    }
    return { next: (0,deploy_plan/* planDeployment */.HN)(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent };
}
/** The create's answer was lost: read the agent to find out whether it was made. */
async function afterLostCreate(ctx, plan, error) {
    const { name, log } = ctx;
    log.info(`The answer to the create was lost (${error.cause.message}); reading agent '${name}' to find out whether it was made`);
    const agent = await (0,write_context/* readAfterLostWrite */.ir)(ctx, 'create', error, (found) => found !== undefined);
    if (agent && (0,agent_config/* runsConfig */.x2)(agent, plan.desired)) {
        log.info(`Agent '${name}' exists with the requested configuration: the create went through`);
        return { done: { operation: 'created', plan, agent, before: undefined } };
    }
    if (agent) {
        log.info(`Agent '${name}' exists with another configuration: someone else created it; continuing as an update`);
        return { next: (0,deploy_plan/* planDeployment */.HN)(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent };
    }
    log.info(`Agent '${name}' does not exist: the create did not go through; sending it again`);
    return { next: plan, before: undefined, createMaybeMade: true };
}

;// CONCATENATED MODULE: ./src/deploy/write/write-update.ts






/** One update: done, or (after the agent vanished, a lost answer or a rival deployment) the next plan. */
async function updateRound(ctx, plan, before) {
    const { name, log } = ctx;
    const previousId = (0,agent_record/* requestedDeploymentId */.RC)(before);
    try {
        const body = requestBody(plan.desired, { forced: plan.forced });
        log.info(`Updating agent '${name}' (now running deployment ${previousId ?? '(unknown)'})${plan.forced ? ': forceRedeploy asks for a new deployment' : ''}`);
        log.debug(`POST /agents/${name} ${JSON.stringify(body)}`);
        const agent = await ctx.provisioned(() => ctx.service.updateAgent(name, body));
        return { done: { operation: 'updated', plan, agent, before } };
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.status === 404)
            return afterUpdateNotFound(ctx, plan, error);
        if (error instanceof errors/* AmbiguousWriteError */.yI)
            return afterLostUpdate(ctx, plan, before, error);
        throw error;
    }
}
/** 404 to an update: the agent is gone (create it), or a set the request names is missing. */
async function afterUpdateNotFound(ctx, plan, error) {
    const again = await ctx.service.getAgent(ctx.name);
    if (again)
        throw (0,write_context/* missingSetError */.VI)(error, plan.desired);
    ctx.log.info(`Agent '${ctx.name}' no longer exists (the update was answered 404 and a read finds no agent); creating it`);
    return { next: { kind: 'create', desired: plan.desired }, before: undefined };
}
/** The update's answer was lost: read the agent to find out whether it made a deployment. */
async function afterLostUpdate(ctx, plan, before, error) {
    const { name, log } = ctx;
    const previousId = (0,agent_record/* requestedDeploymentId */.RC)(before);
    log.info(`The answer to the update was lost (${error.cause.message}); reading agent '${name}' to find out whether it made a deployment`);
    // An update that needs no new deployment (scaling only) keeps the deployment id: then the
    // configuration alone tells whether it went through. A forced one must show a new id.
    const wentThrough = (found) => (0,agent_config/* runsConfig */.x2)(found, plan.desired) && (!plan.forced || (0,agent_record/* requestedDeploymentId */.RC)(found) !== previousId);
    const agent = await (0,write_context/* readAfterLostWrite */.ir)(ctx, 'update', error, (found) => found !== undefined && ((0,agent_record/* requestedDeploymentId */.RC)(found) !== previousId || wentThrough(found)));
    if (!agent) {
        throw new write_context/* WriteOutcomeError */.YS(`${error.message}, and agent '${name}' can no longer be read (the service answers 404): what the update did is unknown`, 'unknown');
    }
    const nowId = (0,agent_record/* requestedDeploymentId */.RC)(agent);
    if (wentThrough(agent)) {
        log.info(`Agent '${name}' now names deployment ${nowId} with the requested configuration: the update went through`);
        return { done: { operation: 'updated', plan, agent, before } };
    }
    if (nowId === previousId) {
        log.info(`Agent '${name}' still runs deployment ${previousId}: the update did not go through; sending it again`);
        return { next: plan, before };
    }
    log.info(`Agent '${name}' now names deployment ${nowId} with another configuration: someone else deployed meanwhile; planning again`);
    return { next: (0,deploy_plan/* planDeployment */.HN)(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent };
}

;// CONCATENATED MODULE: ./src/deploy/write/apply.ts





// Each round sends at most one write; a round ends in a result, an error, or a new plan after a race.
const MAX_ROUNDS = 4;
/**
 * Carries out a plan: exactly one agent and, per run, at most one deployment, even when answers are lost
 * or another run races this one.
 */
async function applyPlan(service, inputs, firstPlan, agentBefore, options) {
    const ctx = writeContext(service, inputs, options);
    let plan = firstPlan;
    let before = agentBefore;
    let createMaybeMade = false;
    for (let round = 1; round <= MAX_ROUNDS; round++) {
        let result;
        if (plan.kind === 'unchanged') {
            if (!before)
                throw new Error('internal: an unchanged plan without the agent it was made from');
            return { operation: 'unchanged', plan, agent: before, before };
        }
        else if (plan.kind === 'create') {
            result = await createRound(ctx, plan, createMaybeMade);
        }
        else {
            if (!before)
                throw new Error('internal: an update plan without the agent it was made from');
            result = await updateRound(ctx, plan, before);
        }
        if ('done' in result)
            return confirmAnswer(ctx, result.done);
        plan = result.next;
        before = result.before;
        createMaybeMade ||= result.createMaybeMade === true;
    }
    throw new Error(`Gave up on agent '${ctx.name}' after ${MAX_ROUNDS} attempts to write it: other runs kept changing it, or its answers kept being lost`);
}
function writeContext(service, inputs, options) {
    const name = inputs['agent-name'];
    const reads = options.settleReads ?? 3;
    const delayMs = options.settleDelayMs ?? 1000;
    const wait = options.wait ?? ((ms) => (0,time/* sleep */.yy)(ms));
    return {
        service,
        inputs,
        ...(options.buildId !== undefined ? { buildId: options.buildId } : {}),
        newValues: options.newValues === true,
        name,
        log: options.log,
        async settle(check) {
            let agent;
            for (let read = 1; read <= reads; read++) {
                agent = await service.getAgent(name);
                if (check(agent) || read === reads)
                    return agent;
                await wait(delayMs);
            }
            return agent;
        },
        provisioned: (write) => (0,secret_sets/* whenSecretSetsReady */.PU)(service.secretSets, write, {
            log: options.log,
            limitMs: Math.min(inputs['wait-timeout'] * 1000, secret_sets/* SECRET_SET_WAIT_MAX_MS */.Ss),
            wait: options.wait ?? ((ms) => (0,time/* sleep */.yy)(ms, options.signal)),
            signal: options.signal,
        }),
    };
}


/***/ }),

/***/ 12486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VI: () => (/* binding */ missingSetError),
/* harmony export */   YS: () => (/* binding */ WriteOutcomeError),
/* harmony export */   ir: () => (/* binding */ readAfterLostWrite)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/**
 * After a lost answer: reads the agent to find out what the write did. Reads that fail leave the write's
 * outcome unknown, and the error says so (never "nothing was deployed").
 */
async function readAfterLostWrite(ctx, write, lost, check) {
    try {
        return await ctx.settle(check);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
            throw error;
        throw new WriteOutcomeError(`${lost.message}; reading agent '${ctx.name}' to find out failed too (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}). The ${write} may have been carried out: read the agent before deploying again`, 'unknown');
    }
}
/** A 404 to a write that names sets: say which ones to check. */
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
/**
 * The write's outcome is not what the step can report as a deployment: `unknown` when it may have been
 * carried out (a lost answer, an answer naming no deployment), `failed` when the service answered that
 * it runs something other than what was asked.
 */
class WriteOutcomeError extends Error {
    status;
    name = 'WriteOutcomeError';
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}


/***/ }),

/***/ 20662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kr: () => (/* binding */ changesFrom),
/* harmony export */   O2: () => (/* binding */ diffConfig),
/* harmony export */   cA: () => (/* binding */ readCurrent),
/* harmony export */   kt: () => (/* binding */ currentConfig),
/* harmony export */   r$: () => (/* binding */ withoutUndefined),
/* harmony export */   x2: () => (/* binding */ runsConfig)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_SESSION_DURATION, COMPARED_FIELDS, looksLikeImageReference */
/* harmony import */ var _architectures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77075);
/* harmony import */ var _agent_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93973);


const ARCHITECTURES_KNOWN = new Set(_architectures_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHITECTURES */ .X);
/** The service applies this session length when none is set, and then reports none. */
const DEFAULT_MAX_SESSION_DURATION = 7200;
/** The fields that can be compared with what the service reports back. */
const COMPARED_FIELDS = [
    'image',
    'buildId',
    'nodeType',
    'secretSet',
    'minAgents',
    'maxAgents',
    'enableNoiseSuppression',
    'agentProfile',
    'maxSessionDuration',
    'imagePullSecretSet',
    'audioFilter',
    'architecture',
    'websocketAuth',
];
/** The configuration an agent runs now, from its record (a missing deployment record tells nothing). */
function readCurrent(agent) {
    const spec = (0,_agent_record_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestSpecOf */ .YQ)(agent);
    const image = spec?.image ?? undefined;
    const buildId = agent.deployment?.buildId ?? undefined;
    // Deployed from a build, the manifest's image is redacted, whatever it looks like: never sent back.
    const usable = image !== undefined && buildId === undefined && looksLikeImageReference(image);
    const secretSets = spec?.envFromSecretNames ?? [];
    return {
        config: withoutUndefined({
            image: usable ? image : undefined,
            buildId,
            nodeType: spec?.platformNodeType ?? undefined,
            // More than one set (made by other means) reads as the list, so it never equals a single set.
            secretSet: secretSets.length > 0 ? secretSets.join(', ') : undefined,
            minAgents: spec?.autoScaling?.minReplicas ?? undefined,
            maxAgents: spec?.autoScaling?.maxReplicas ?? undefined,
            enableNoiseSuppression: spec?.noiseSuppressionModels?.enabled ?? undefined,
            agentProfile: agent.agentProfile ?? undefined,
            maxSessionDuration: spec?.maxSessionDurationSeconds ?? undefined,
            imagePullSecretSet: spec?.imagePullSecretName ?? undefined,
            audioFilter: agent.krispViva ? (agent.krispViva.audioFilter ?? null) : undefined,
            architecture: reportedArchitecture(agent),
            websocketAuth: reportedWebsocketAuth(agent),
        }),
        unreportedPullSecret: !spec || spec.imagePullSecretName === undefined || spec.imagePullSecretName === null,
        unusableImage: usable
            ? undefined
            : buildId !== undefined
                ? `redacted (deployed from build ${buildId})`
                : (image ?? '(none reported)'),
        secretSets,
        unreportedAudioFilter: !agent.krispViva,
        unreportedArchitecture: reportedArchitecture(agent) === undefined,
        unreportedWebsocketAuth: reportedWebsocketAuth(agent) === undefined,
    };
}
/**
 * How WebSocket callers are authenticated, where the record says so. Its place in the record is not
 * documented: the request's own name, at the top level or in the manifest's spec, is taken when it is
 * `token` or `none`.
 */
function reportedWebsocketAuth(agent) {
    const record = agent;
    const spec = (0,_agent_record_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestSpecOf */ .YQ)(agent);
    for (const value of [record.websocketAuth, spec?.websocketAuth]) {
        if (value === 'token' || value === 'none')
            return value;
    }
    return undefined;
}
/** The architecture the deployment runs: the manifest's spec.arch where reported, else the node type's alias. */
function reportedArchitecture(agent) {
    const spec = (0,_agent_record_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestSpecOf */ .YQ)(agent);
    const arch = spec?.arch ?? undefined;
    return arch && ARCHITECTURES_KNOWN.has(arch) ? arch : _architectures_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHITECTURE_OF_NODE_TYPE */ .e[spec?.platformNodeType ?? ''];
}
function currentConfig(agent) {
    return readCurrent(agent).config;
}
/** Field by field, what would change. `skip`: fields the record does not report, so cannot compare. */
function diffConfig(current, desired, skip = []) {
    return COMPARED_FIELDS.filter((field) => !skip.includes(field) && !sameValue(field, current[field], desired[field])).map((field) => ({ field, from: current[field], to: desired[field] }));
}
function sameValue(field, a, b) {
    // Not named by the run: left as the agent has it (never sent, so never a change).
    if (field === 'websocketAuth' && b === undefined)
        return true;
    if (field === 'maxSessionDuration')
        return (a ?? DEFAULT_MAX_SESSION_DURATION) === (b ?? DEFAULT_MAX_SESSION_DURATION);
    return a === b;
}
/** Does the record report this configuration? (used to recognise our own write) */
function runsConfig(agent, desired) {
    const current = readCurrent(agent);
    return diffConfig(current.config, desired, unreported(current)).every((change) => change.to === undefined);
}
/**
 * What differs between the record and the desired configuration, in the fields the record reports; and
 * websocket-auth named by the run where the record does not say: it is sent, since nothing else can tell.
 */
function changesFrom(current, desired) {
    const changes = diffConfig(current.config, desired, unreported(current));
    if (current.unreportedWebsocketAuth && desired.websocketAuth !== undefined)
        changes.push({ field: 'websocketAuth', from: undefined, to: desired.websocketAuth, unreported: true });
    return changes;
}
function unreported(current) {
    const skip = [];
    if (current.unreportedPullSecret)
        skip.push('imagePullSecretSet');
    if (current.unreportedAudioFilter)
        skip.push('audioFilter');
    if (current.unreportedArchitecture)
        skip.push('architecture');
    if (current.unreportedWebsocketAuth)
        skip.push('websocketAuth');
    return skip;
}
/**
 * Could this be sent back as `image`? A redacted image (an agent deployed from a build) is not a
 * reference: references are made of these characters only.
 */
function looksLikeImageReference(image) {
    return /^[A-Za-z0-9][A-Za-z0-9._\-/:@+]*$/.test(image);
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 79449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ notReadySecretSet),
/* harmony export */   x: () => (/* binding */ isAlreadyExists)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44261);

// What a refused write means, told from the service's words: the status alone does not say.
/**
 * Creating a name that exists ("Service already exists"), told by the message and never by the status:
 * a 409 means a secret set is not ready.
 */
function isAlreadyExists(error) {
    return error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.status < 500 && /already exists/i.test(error.serviceMessage ?? '');
}
/**
 * A write refused because a secret set is still being provisioned (409 "Secret set 'x' is not yet
 * ready. Retry once it has been provisioned."), told by its words: any other 409 (another deployment in
 * progress, say) is the service's own refusal, shown as it is and not resent. The set's name when the
 * message gives it, else '' (which set is then unknown).
 */
function notReadySecretSet(error) {
    if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) || error.status !== 409)
        return undefined;
    const words = error.serviceMessage ?? '';
    if (!/secret set/i.test(words) || !/not (yet )?ready|provision/i.test(words))
        return undefined;
    return /set '([^']+)'/i.exec(words)?.[1] ?? '';
}


/***/ }),

/***/ 36996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ waitUntilProvisioned),
/* harmony export */   PU: () => (/* binding */ whenSecretSetsReady),
/* harmony export */   Ss: () => (/* binding */ SECRET_SET_WAIT_MAX_MS),
/* harmony export */   XM: () => (/* binding */ provisioningDelay),
/* harmony export */   ZJ: () => (/* binding */ SecretSetError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29834);
/* harmony import */ var _agents_refusals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79449);



/** Secret sets are provisioned in seconds as a rule; waiting longer than this helps nobody. */
const SECRET_SET_WAIT_MAX_MS = 300_000;
/** The pause before reading a set's status again, or (when it cannot be read) sending the write again. */
function provisioningDelay(attempt) {
    return Math.min(5_000, 1_000 * attempt);
}
/** A secret set that will never be provisioned, or that did not become ready in time. */
class SecretSetError extends Error {
    name = 'SecretSetError';
}
/**
 * Reads a set this run wrote until it is ready (`read`: by name, or from the list of sets, which image
 * pull secret sets need); `failed`, or `limitMs` without it, ends the step in the service's words. `what`
 * names the set in every line: "Secret set 'x'".
 */
async function waitUntilProvisioned(read, what, limitMs, log, signal) {
    const deadline = Date.now() + limitMs;
    for (let attempt = 1;; attempt++) {
        const status = await (0,_time_js__WEBPACK_IMPORTED_MODULE_1__/* .raceAbort */ .Mu)(read(), signal);
        if (status?.status === 'ready')
            return log.info(`${what} is provisioned (ready)`);
        if (status?.status === 'failed') {
            throw new SecretSetError(`${what} failed to provision after this run wrote it: the service says "${status.errorMessage ?? '(no errorMessage)'}". Nothing was deployed`);
        }
        if (Date.now() >= deadline) {
            throw new SecretSetError(`${what} was still ${status?.status ?? 'not readable'} ${(0,_time_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(limitMs)} after this run wrote it. Nothing was deployed`);
        }
        log.info(`${what} is ${status?.status ?? 'not readable yet'}; waiting for it to be provisioned`);
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_1__/* .sleep */ .yy)(Math.min(provisioningDelay(attempt), Math.max(0, deadline - Date.now())), signal);
    }
}
/**
 * Sends a write, and while the service answers that a secret set it names is still being provisioned
 * (409), waits for the set and sends it again: a pipeline that creates its secret set and then deploys
 * works. The set's status is read where the service answers it (image pull sets may not be readable):
 * `failed` ends at once, naming the set and the service's errorMessage.
 */
async function whenSecretSetsReady(sets, write, options) {
    let deadline;
    let attempt = 0;
    for (;;) {
        try {
            return await write();
        }
        catch (error) {
            const set = (0,_agents_refusals_js__WEBPACK_IMPORTED_MODULE_0__/* .notReadySecretSet */ .j)(error);
            if (set === undefined)
                throw error;
            deadline ??= Date.now() + options.limitMs;
            attempt++;
            const what = set ? `secret set '${set}'` : 'a secret set the request names';
            if (Date.now() >= deadline) {
                throw new SecretSetError(`${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}. Waited ${(0,_time_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(options.limitMs)} for ${what} to be provisioned; it is still not ready`);
            }
            options.log.info(`The service says ${what} is not ready yet (it is being provisioned); waiting for it`);
            await waitForSet(sets, set, deadline, attempt, options);
            options.log.info(`Sending the write again now that ${what} may be ready`);
        }
    }
}
/** Reads the set's status until it is ready or failed; returns at once when the status cannot be read. */
async function waitForSet(sets, set, deadline, attempt, options) {
    for (let read = attempt;; read++) {
        await options.wait(Math.max(0, Math.min(provisioningDelay(read), deadline - Date.now())));
        if (options.signal?.aborted)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc('cancelled while waiting for a secret set');
        if (!set || Date.now() >= deadline)
            return;
        let status;
        try {
            status = await sets.provisioning(set);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc)
                throw error;
            options.log.debug(`Reading secret set '${set}' failed (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}); sending the write again instead`);
            return;
        }
        if ('unreadable' in status) {
            // Image pull sets and some installations do not answer this read: the write itself is the check.
            options.log.debug(`Secret set '${set}' cannot be read by name (${status.unreadable}); sending the write again`);
            return;
        }
        if (status.status === 'failed') {
            throw new SecretSetError(`Secret set '${set}' failed to provision, so it will never be ready: the service says "${status.errorMessage ?? '(no errorMessage)'}". Fix or re-create the set, then deploy again`);
        }
        if (status.status === 'ready')
            return;
        options.log.info(`Secret set '${set}' is ${status.status ?? 'in an unknown state'}; waiting`);
    }
}


/***/ })

};

//# sourceMappingURL=488.index.js.map