export const id = 523;
export const ids = [523];
export const modules = {

/***/ 59537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ inPool)
/* harmony export */ });
// Work on a list of items a few at a time (the scenario runs, the agents of a fleet's rollback): `size`
// workers, each taking the next item in the list's order as it finishes one, and none taking another once
// `stopped()` says so (a cancel, a refusal).
/** `work` on every item, `size` at once; the results by item, undefined for an item never started. */
async function inPool(items, size, work, stopped = () => false) {
    const results = new Array(items.length).fill(undefined);
    let next = 0;
    const worker = async () => {
        while (next < items.length && !stopped()) {
            const at = next++;
            results[at] = await work(items[at]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 15523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SetRefused: () => (/* binding */ SetRefused),
  rollBackSet: () => (/* binding */ rollBackSet)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/pool.ts
var pool = __webpack_require__(59537);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/service/agents/agent-service.ts
var agent_service = __webpack_require__(34413);
// EXTERNAL MODULE: ./src/service/http/transport.ts
var transport = __webpack_require__(34797);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/deploy/plan.ts
var deploy_plan = __webpack_require__(5448);
// EXTERNAL MODULE: ./src/deploy/superseded/replaced.ts
var replaced = __webpack_require__(76802);
// EXTERNAL MODULE: ./src/deploy/wait.ts
var wait = __webpack_require__(65158);
// EXTERNAL MODULE: ./src/deploy/write/apply.ts + 4 modules
var apply = __webpack_require__(63115);
// EXTERNAL MODULE: ./src/service/agents/agent-config.ts
var agent_config = __webpack_require__(20662);
// EXTERNAL MODULE: ./src/service/agents/agent-record.ts
var agent_record = __webpack_require__(93973);
;// CONCATENATED MODULE: ./src/rollback/restore-agent.ts








// One agent of the set brought back to what served before its leg, through the deploy step's own write path
// (applyPlan: lost answers, races) and its wait. Never over a deployment that is not its leg's: a read that
// names the leg's deployment lets the write go; another deployment is believed only when READS_IN_A_ROW reads
// in a row name it (one read may be stale, as the deploy step's rule has it), and then the agent is left
// alone: already restored when it runs what served before (a re-run writes nothing), else someone deployed
// since. A write once sent is never cut by a cancel: its answer is awaited, and the agent is said as written.
/** The time between reads that would prove the agent runs another deployment than its leg's. */
const REREAD_MS = 1_000;
/** Reads that disagree among themselves this many times: nothing is written. */
const MOST_READS = 10;
/** Brings the agent back to its configuration from before its leg, or says why not. */
async function restoreAgent(services, target, log, signal) {
    const name = target.leg.record.agent;
    const found = await whoseDeployment(services.reads, target, log, signal);
    if ('left' in found)
        return { agent: name, kind: 'left', reason: found.left };
    if ('already' in found)
        return earlierRestore(services.reads, target, found, log, signal);
    const plan = (0,deploy_plan/* planDeployment */.HN)(target.inputs, found.agent, target.buildId);
    if (plan.kind === 'unchanged')
        return {
            agent: name,
            kind: 'left',
            reason: `its leg's deployment ${target.leg.record.deploymentId} runs the configuration that served before (a forced redeploy, or new secret values, which a rollback cannot give back)`,
        };
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('cancelled');
    const restored = await (0,apply/* applyPlan */.g)(services.writes, target.inputs, plan, found.agent, { log, buildId: target.buildId });
    const id = (0,agent_record/* requestedDeploymentId */.RC)(restored.agent) ?? '';
    const waited = signal.aborted ? undefined : await awaitReady(services.reads, target, id, log, signal);
    if (!waited)
        return {
            agent: name,
            kind: 'cancelled',
            deploymentId: id,
            reason: `written as deployment ${id}; its readiness was not awaited (cancelled)`,
        };
    if (waited.status === 'ready' && waited.agent && (0,agent_config/* runsConfig */.x2)(waited.agent, target.before))
        return {
            agent: name,
            kind: 'rolled-back',
            deploymentId: id,
            reason: `what served before its leg's deployment ${target.leg.record.deploymentId} is deployment ${id}, ready`,
        };
    const what = waited.status === 'ready'
        ? `deployment ${id} is ready, but the service reports another configuration than what served before`
        : (waited.message ?? `deployment ${id} is ${waited.status}`);
    return { agent: name, kind: 'failed', deploymentId: id, reason: `restoring failed: ${what}` };
}
/** The agent when it runs its leg's deployment; else why it is left alone. */
async function whoseDeployment(service, target, log, signal) {
    const { agent: name, deploymentId: own } = target.leg.record;
    let streak = { id: '', reads: 0 };
    for (let read = 1; read <= MOST_READS; read++) {
        if (read > 1)
            await (0,time/* sleep */.yy)(REREAD_MS, signal);
        const agent = await (0,time/* raceAbort */.Mu)(service.getAgent(name), signal);
        if (!agent)
            return { left: 'it no longer exists' };
        const named = (0,agent_record/* requestedDeploymentId */.RC)(agent) ?? '(none)';
        if (named === own)
            return { agent };
        streak = { id: named, reads: streak.id === named ? streak.reads + 1 : 1 };
        if (streak.reads >= replaced/* READS_IN_A_ROW */.df)
            return (0,agent_config/* runsConfig */.x2)(agent, target.before) ? { already: agent, id: named } : { left: someoneElse(named, own ?? '') };
        log.info(`a read names deployment ${named}, not its leg's ${own} (read ${read}; ${replaced/* READS_IN_A_ROW */.df} in a row decide): one read may be stale; reading again`);
    }
    return {
        left: `its reads disagree on which deployment it runs (${MOST_READS} reads, the last naming ${streak.id}): nothing was written; run the rollback again`,
    };
}
function someoneElse(named, own) {
    return `it runs deployment ${named}, not its leg's ${own}: another run or a person deployed since (${replaced/* READS_IN_A_ROW */.df} reads in a row), and it is not rolled back over that`;
}
/**
 * The agent runs what served before as another deployment than its leg's: an earlier run of the rollback (or a
 * person) restored it. Nothing is written; a restore still rolling out is awaited, so that a re-run after a
 * cancel finishes what the cancel left.
 */
async function earlierRestore(service, target, found, log, signal) {
    const { agent: name } = target.leg.record;
    const said = `it already runs what served before its leg (deployment ${found.id})`;
    const state = (0,agent_record/* deploymentState */.DY)(found.already, found.id);
    if (state.kind === 'ready')
        return { agent: name, kind: 'left', reason: `${said}, ready: nothing to write` };
    if (state.kind === 'failed')
        return {
            agent: name,
            kind: 'left',
            reason: `${said}, which failed: ${(0,agent_record/* describeFailure */.Ic)(state.failure)}; nothing written`,
        };
    const waited = await awaitReady(service, target, found.id, log, signal);
    if (!waited)
        return { agent: name, kind: 'cancelled', reason: `${said}; its readiness was not awaited (cancelled)` };
    return {
        agent: name,
        kind: 'left',
        reason: `${said}, ${waited.status === 'ready' ? 'now ready' : (waited.message ?? waited.status)}: nothing to write`,
    };
}
/** The wait for a deployment's readiness, as the deploy step waits; undefined when a cancel stopped it. */
function awaitReady(service, target, id, log, signal) {
    const timeoutMs = target.inputs['wait-timeout'] * 1000;
    return (0,wait/* waitForDeployment */.Kw)(service, target.leg.record.agent, id, { timeoutMs, log, signal }).catch((error) => {
        if (error instanceof errors/* CancelledError */.cc || signal.aborted)
            return undefined;
        throw error;
    });
}

// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __webpack_require__(18028);
;// CONCATENATED MODULE: ./src/rollback/rollback-plan.ts

// What the set's records say before anything is read from the service: whether the set failed (a leg not
// ready, a check that did not pass, a leg its own step rolled back, an expected agent without a record), and
// for each agent whether a rollback may touch it at all, and with what: the configuration that served before,
// read into the deploy step's own inputs by the deploy step's own checks (a record is untrusted text).
/** Why the set failed: one line a failed leg; empty when every leg passed. */
function failedLegs(legs, expected) {
    const failed = legs.flatMap(({ file, record }) => {
        const why = legFailure(record);
        return why ? [`${record.agent} (${file}): ${why}`] : [];
    });
    const recorded = new Set(legs.map((leg) => leg.record.agent));
    for (const agent of expected)
        if (!recorded.has(agent))
            failed.push(`${agent}: no release record (its leg did not finish, or its record was not collected)`);
    return failed;
}
function legFailure(record) {
    if (record.status !== 'ready')
        return record.failure ? `${record.status}: ${record.failure.split('\n')[0]}` : record.status;
    const checks = Object.entries(record.checks).filter(([, verdict]) => verdict !== 'passed');
    if (checks.length > 0)
        return checks.map(([check, verdict]) => `${check} ${verdict}`).join(', ');
    if (record.rolledBack)
        return 'its own step rolled back';
    return undefined;
}
/** The agent restorable; or why it is left as it is, before anything is read. */
function restorable(leg, given) {
    const r = leg.record;
    if (r.operation === 'created')
        return {
            left: 'its leg created it: there is nothing to go back to, and it is not deleted (delete it yourself if the set should not hold it)',
        };
    if (r.rolledBack)
        return { left: `its own step rolled it back already (deployment ${r.deploymentId ?? 'unknown'})` };
    if (r.status === 'superseded')
        return { left: 'another deployment replaced its leg’s during its own run' };
    if (r.operation !== 'updated' || !r.deploymentId)
        return { left: 'its leg made no deployment' };
    if (!r.before)
        return { left: 'its record holds no configuration from before its leg' };
    const before = r.before;
    if (before.secretSet?.includes(','))
        return {
            left: `what served before had several secret sets (${before.secretSet}), and a write can restore only one`,
        };
    if (!before.image && !before.buildId)
        return {
            left: 'what served before ran an image the service redacts (a build the record does not name): there is nothing to send back',
        };
    const raw = {
        'api-key': given.apiKey,
        'api-url': given.apiUrl,
        'agent-name': r.agent,
        'wait-timeout': String(given.waitTimeoutSeconds),
        ...rollback_plan_text('image', before.image),
        ...rollback_plan_text('build-id', before.buildId),
        ...rollback_plan_text('node-type', before.nodeType),
        ...rollback_plan_text('secret-set', before.secretSet),
        ...rollback_plan_text('min-agents', before.minAgents),
        ...rollback_plan_text('max-agents', before.maxAgents),
        ...rollback_plan_text('enable-noise-suppression', before.enableNoiseSuppression),
        ...rollback_plan_text('architecture', before.architecture),
        ...rollback_plan_text('audio-filter', before.audioFilter === null ? 'off' : before.audioFilter),
        ...rollback_plan_text('agent-profile', before.agentProfile),
        ...rollback_plan_text('max-session-duration', before.maxSessionDuration),
        ...rollback_plan_text('image-pull-secret-set', before.imagePullSecretSet),
        ...rollback_plan_text('websocket-auth', before.websocketAuth),
    };
    const parsed = (0,inputs/* parseInputs */.TL)(raw);
    if (!parsed.ok)
        return {
            left: `what its record says served before is not a configuration a deploy would send: ${parsed.problems.join('; ').replace(/Input '([^']+)'/g, "its '$1'")}`,
        };
    return { leg, inputs: parsed.inputs, before, ...(before.buildId ? { buildId: before.buildId } : {}) };
}
function rollback_plan_text(name, value) {
    return value === undefined ? {} : { [name]: String(value) };
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
;// CONCATENATED MODULE: ./src/rollback/rollback-report.ts




// What the rollback action says: the outputs (`rolled-back` and `left`, JSON lists with the reason for each),
// one line a agent in the log, and the summary (the set's verdict, then one row a agent). The step fails
// only when a rollback it tried failed, or when it was cancelled with agents written and not yet ready: a
// failed set is the matrix's verdict, not this step's.
const RESULT_WORDS = {
    'rolled-back': 'Rolled back',
    left: 'Left as it is',
    failed: 'Rollback failed',
    cancelled: 'Cancelled',
};
async function reportRollback(inputs, legs, failed, results) {
    const rolledBack = results.filter((result) => result.kind === 'rolled-back');
    const left = results.filter((result) => result.kind !== 'rolled-back');
    (0,outputs/* setOutsideOutput */.fy)('rolled-back', JSON.stringify(rolledBack.map(({ agent, deploymentId, reason }) => ({ agent, deploymentId, reason }))));
    (0,outputs/* setOutsideOutput */.fy)('left', JSON.stringify(left.map(({ agent, kind, reason, deploymentId }) => ({
        agent,
        status: kind,
        reason,
        ...(deploymentId ? { deploymentId } : {}),
    }))));
    for (const result of results)
        runner_log/* log */.R.info(`${result.agent}: ${RESULT_WORDS[result.kind].toLowerCase()}: ${result.reason}`);
    const headline = headlineOf(inputs, legs, failed, results);
    core/* summary */.z.addHeading('Fleet rollback', 3);
    core/* summary */.z.addRaw(`<p><strong>${(0,report_escape/* escapeHtml */.ZD)(headline)}</strong></p>`, true);
    if (failed.length > 0)
        core/* summary */.z.addList(failed.map((line) => (0,report_escape/* escapeHtml */.ZD)(line)));
    core/* summary */.z.addTable([
        ['Agent', 'Result', 'Deployment', 'Why'].map((data) => ({ data, header: true })),
        // an empty cell is left unclosed by @actions/core's summary (<td></tr>): a dash stands for none
        ...[...results]
            .sort((a, b) => a.agent.localeCompare(b.agent))
            .map((result) => [
            (0,report_escape/* escapeHtml */.ZD)(result.agent),
            RESULT_WORDS[result.kind],
            (0,report_escape/* escapeHtml */.ZD)(result.deploymentId ?? '–'),
            (0,report_escape/* escapeHtml */.ZD)(result.reason),
        ]),
    ]);
    await core/* summary */.z.write();
    const broken = results.filter((result) => result.kind === 'failed');
    const cancelled = results.filter((result) => result.kind === 'cancelled');
    if (broken.length > 0)
        (0,runner_log/* failWith */.f)(`Rolling back ${broken.map((r) => `'${r.agent}' failed (${r.reason})`).join('; ')}${saidRestored(rolledBack)}`);
    else if (cancelled.length > 0)
        (0,runner_log/* failWith */.f)(`Cancelled: ${cancelled.map((r) => `'${r.agent}' ${r.reason}`).join('; ')}${saidRestored(rolledBack)}`);
}
function saidRestored(rolledBack) {
    return rolledBack.length > 0
        ? `. Restored: ${rolledBack.map((r) => `'${r.agent}' (deployment ${r.deploymentId})`).join(', ')}`
        : '. No agent was restored';
}
function headlineOf(inputs, legs, failed, results) {
    const count = (kind) => results.filter((result) => result.kind === kind).length;
    if (failed.length === 0 && inputs.when === 'any-failed')
        return `The set passed (${legs.length} records): nothing rolled back`;
    const why = failed.length > 0 ? `${failed.length} leg${failed.length === 1 ? '' : 's'} failed` : 'when: always';
    return `${why}: ${count('rolled-back')} rolled back, ${count('left')} left as they are, ${count('failed')} failed${count('cancelled') > 0 ? `, ${count('cancelled')} cancelled` : ''}`;
}

;// CONCATENATED MODULE: ./src/rollback/rollback-run.ts









// The set judged, then each agent its leg moved brought back, `concurrency` at a time. Before any write, the
// agent of every record that would be restored is read: one this key's organization does not have (or has in
// another region than the record says) means a record of another organization, and the whole set is refused,
// nothing written. (An agent left alone is not read: a leg refused before any request names an agent that
// may never have existed.)
// A cancel (SIGINT, SIGTERM) starts no further agent; writes already sent are let finish and said.
/** The set refused before any write (a record of another organization, a cancel while the agents were read). */
class SetRefused extends Error {
    name = 'SetRefused';
}
async function rollBackSet(inputs, legs) {
    const failed = failedLegs(legs, inputs.expect);
    const results = [];
    if (failed.length === 0 && inputs.when === 'any-failed') {
        runner_log/* log */.R.info(`Every leg of the set passed (${legs.length} records): nothing is rolled back`);
        for (const { record } of legs)
            results.push({ agent: record.agent, kind: 'left', reason: 'the set passed' });
        return reportRollback(inputs, legs, failed, results);
    }
    runner_log/* log */.R.info(failed.length > 0
        ? `The set failed: ${failed.join('; ')}`
        : `when is always: every agent the set's legs moved goes back to what served before`);
    const cancelled = new AbortController();
    const cancel = () => cancelled.abort();
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    const reads = new transport/* ServiceHttp */.K(inputs.apiUrl, inputs.apiKey, runner_log/* log */.R, { signal: cancelled.signal });
    const writes = new transport/* ServiceHttp */.K(inputs.apiUrl, inputs.apiKey, runner_log/* log */.R);
    const services = { reads: new agent_service/* AgentService */.N(reads), writes: new agent_service/* AgentService */.N(writes) };
    try {
        const targets = [];
        for (const leg of legs) {
            const target = restorable(leg, inputs);
            if ('left' in target)
                results.push({ agent: leg.record.agent, kind: 'left', reason: target.left });
            else
                targets.push(target);
        }
        const foreign = await recordsOfOthers(services.reads, targets.map((target) => target.leg), inputs.concurrency, cancelled.signal);
        if (foreign.length > 0)
            throw new SetRefused(`${foreign.join('\n')}\nNothing was rolled back: remove such a record from the set, or give the api-key of its organization`);
        results.push(...(await restoreAll(services, targets, inputs.concurrency, cancelled.signal)));
    }
    finally {
        services.reads.dispose();
        services.writes.dispose();
        process.off('SIGINT', cancel);
        process.off('SIGTERM', cancel);
    }
    return reportRollback(inputs, legs, failed, results);
}
/** The agents restored, `concurrency` at a time; once cancelled, those not started are said as such. */
async function restoreAll(services, targets, concurrency, signal) {
    const results = await (0,pool/* inPool */.Q)(targets, concurrency, async (target) => {
        const name = target.leg.record.agent;
        const prefixed = {
            info: (message) => runner_log/* log */.R.info(`${name}: ${message}`),
            warning: (message) => runner_log/* log */.R.warning(`${name}: ${message}`),
            notice: (message) => runner_log/* log */.R.notice(`${name}: ${message}`),
            debug: (message) => runner_log/* log */.R.debug(`${name}: ${message}`),
        };
        try {
            return await restoreAgent(services, target, prefixed, signal);
        }
        catch (error) {
            if (error instanceof errors/* CancelledError */.cc || signal.aborted)
                return { agent: name, kind: 'cancelled', reason: 'cancelled before anything was written' };
            return { agent: name, kind: 'failed', reason: `restoring failed: ${(0,errors/* errorMessage */.gJ)(error)}` };
        }
    }, () => signal.aborted);
    return results.map((result, at) => result ?? { agent: targets[at]?.leg.record.agent ?? '', kind: 'cancelled', reason: 'not started (cancelled)' });
}
/** Each record whose agent this key's organization does not have, or has in another region: said in words. */
async function recordsOfOthers(service, legs, concurrency, signal) {
    const found = await (0,pool/* inPool */.Q)(legs, concurrency, async ({ file, record }) => {
        const agent = await (0,time/* raceAbort */.Mu)(service.getAgent(record.agent), signal).catch((error) => {
            if (error instanceof errors/* CancelledError */.cc || signal.aborted)
                throw error;
            throw new SetRefused(`Agent '${record.agent}' (${file}) could not be read before any write: ${(0,errors/* errorMessage */.gJ)(error)}. Nothing was rolled back: run the rollback again`);
        });
        if (!agent)
            return `Release record ${file}: agent '${record.agent}' does not exist in the organization of api-key (a record of another organization, or an agent deleted since)`;
        if (agent.region && record.region && agent.region !== record.region)
            return `Release record ${file}: agent '${record.agent}' of this organization is in region '${agent.region}', and the record says '${record.region}' (a record of another organization's agent)`;
        return '';
    }, () => signal.aborted).catch((error) => {
        if (error instanceof errors/* CancelledError */.cc || signal.aborted)
            throw cancelledWhileRead();
        throw error;
    });
    if (signal.aborted)
        throw cancelledWhileRead();
    return found.filter((problem) => Boolean(problem));
}
const cancelledWhileRead = () => new SetRefused('Cancelled while the agents were read, before any write: nothing was rolled back');


/***/ })

};

//# sourceMappingURL=523.index.js.map