export const id = 498;
export const ids = [498];
export const modules = {

/***/ 2448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ afterReady),
/* harmony export */   n: () => (/* binding */ checkedDeployment)
/* harmony export */ });
/** Every check after ready that the inputs ask for, in order; the first failure, or undefined. */
async function afterReady(inputs, report, signal, 
/** a line for the GitHub deployment's status while callers are watched */
progress) {
    // the same inputs as each check's `on` in checks.ts: a run that asks for none loads nothing
    if (!inputs['smoke-test'] && !inputs['conversation-test'] && !inputs.scenarios && inputs['watch-minutes'] === 0)
        return undefined;
    // Loaded only when a check is on: one chunk for them all (checks.ts).
    const { runChecks } = await __webpack_require__.e(/* import() */ 149).then(__webpack_require__.bind(__webpack_require__, 4149));
    return runChecks(inputs, report, signal, progress);
}
/**
 * How a check's message names the deployment it checked: the new one after a deploy's write, the one that
 * serves for the check action (which makes none: its report has no operation).
 */
function checkedDeployment(report) {
    return report.operation === undefined ? 'the deployment that serves' : 'the new deployment';
}


/***/ }),

/***/ 3639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/inputs/read-inputs.ts + 4 modules
var read_inputs = __webpack_require__(8085);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(5468);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(4169);
// EXTERNAL MODULE: ./src/report/summary.ts + 2 modules
var summary = __webpack_require__(5831);
// EXTERNAL MODULE: ./src/service/agents/agent-record.ts
var agent_record = __webpack_require__(3973);
// EXTERNAL MODULE: ./src/service/agents/agent-service.ts
var agent_service = __webpack_require__(4413);
// EXTERNAL MODULE: ./src/service/http/transport.ts
var transport = __webpack_require__(4797);
// EXTERNAL MODULE: ./src/time.ts
var src_time = __webpack_require__(9834);
// EXTERNAL MODULE: ./src/service/builds/builds.ts
var builds = __webpack_require__(2692);
// EXTERNAL MODULE: ./src/service/regions.ts
var regions = __webpack_require__(7950);
// EXTERNAL MODULE: ./src/service/secret-sets/secret-sets.ts
var secret_sets = __webpack_require__(6996);
// EXTERNAL MODULE: ./src/service/secret-sets/secret-store.ts
var secret_store = __webpack_require__(9180);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/inputs/secret-lines.ts
var secret_lines = __webpack_require__(2023);
;// CONCATENATED MODULE: ./src/workflow-secrets/fingerprints.ts


// How the action knows whether a set holds the values a workflow last deployed, without reading a value
// (the service never returns one) and without storing one anywhere. Each key written from the workflow
// has a record next to it, a key whose *name* is the record: `ADA_FP_K<key tag>_<digest>`. The key tag
// is an unkeyed hash of the key's name (names are listed anyway); the digest is an HMAC of the set, the
// key and its value, keyed with the API key: anyone who can list the set's key names sees the record, but
// cannot test a guess of a value against it without the API key. A later run compares records and writes
// (and redeploys) only the keys whose record differs. One record per key, whoever wrote it: when another
// workflow writes a key, its record replaces the one before, so every writer of that key sees the change.
//
// Two earlier forms are recognized, then moved to this one:
// - the second, one record per writer (`ADA_FP_W<writer tag>_<HMAC of all its keys and values>`): it did
//   not notice another writer changing one of its keys, nor could it tell which value changed;
// - the first, one unkeyed fingerprint per key (`ADA_FP_<key tag>_<scrypt of the value>`): a short value
//   could be found from the name by trying every guess. Every such fingerprint is deleted once a record
//   of the new form is written.
const KEY_TAG_LENGTH = 8;
const DIGEST_LENGTH = 40;
const KEY_RECORD = new RegExp(`^${secret_lines/* RESERVED_KEY_PREFIX */.kU}K([0-9a-f]{${KEY_TAG_LENGTH}})_[0-9a-f]{${DIGEST_LENGTH}}$`);
/** What a record key holds: the service refuses empty values, and the name is the record. */
const RECORD_VALUE = 'written by agent-deploy-action: which value was deployed (a keyed digest)';
/** The record of one key's value in one set, keyed with the API key. */
function keyRecord(set, key, value, apiKey) {
    const digest = (0,external_node_crypto_.createHmac)('sha256', apiKey)
        .update(`agent-deploy-action/v3\0${set}\0${Buffer.byteLength(key)}:${key}\0`)
        .update(value)
        .digest('hex');
    return `${secret_lines/* RESERVED_KEY_PREFIX */.kU}K${keyTag(key)}_${digest.slice(0, DIGEST_LENGTH)}`;
}
/** The key tag of a record, or undefined for any other key. */
function keyRecordOwner(name) {
    return KEY_RECORD.exec(name)?.[1];
}
/** The tag of the key a record (or a first-form fingerprint) belongs to: an unkeyed hash of its name. */
function keyTag(key) {
    return (0,external_node_crypto_.createHash)('sha256').update(`agent-deploy-action/key\0${key}`).digest('hex').slice(0, KEY_TAG_LENGTH);
}
// The second form, recognized only: one record per writer of the set.
const WRITER_TAG_LENGTH = 8;
const WRITER_RECORD = new RegExp(`^${secret_lines/* RESERVED_KEY_PREFIX */.kU}W([0-9a-f]{${WRITER_TAG_LENGTH}})_[0-9a-f]{${DIGEST_LENGTH}}$`);
/** Who writes the set, as the runner names it: repository, workflow file, job and step. "local" elsewhere. */
function writerOf(env) {
    const workflow = (env.GITHUB_WORKFLOW_REF ?? '').replace(/@.*$/, '') || env.GITHUB_WORKFLOW || '';
    const parts = [env.GITHUB_REPOSITORY, workflow, env.GITHUB_JOB, env.GITHUB_ACTION].map((part) => part ?? '');
    return parts.some(Boolean) ? parts.join('\n') : 'local';
}
/** The tag that named whose record a key was: an unkeyed hash of the set and the writer's public names. */
function writerTag(set, writer) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`agent-deploy-action/writer\0${set}\0${writer}`)
        .digest('hex')
        .slice(0, WRITER_TAG_LENGTH);
}
/** The second form's record of one writer's values in one set, keyed with the API key. */
function writerRecordKey(set, writer, entries, apiKey) {
    const tag = writerTag(set, writer);
    const hmac = (0,external_node_crypto_.createHmac)('sha256', apiKey).update(`agent-deploy-action/v2\0${set}\0${tag}\0`);
    // Length-prefixed, in key order: no two lists of keys and values give the same text.
    for (const { key, value } of [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
        hmac.update(`${Buffer.byteLength(key)}:${key}${Buffer.byteLength(value)}:${value}`);
    }
    return `${secret_lines/* RESERVED_KEY_PREFIX */.kU}W${tag}_${hmac.digest('hex').slice(0, DIGEST_LENGTH)}`;
}
/** The writer tag of a second-form record, or undefined for any other key. */
function writerRecordOwner(name) {
    return WRITER_RECORD.exec(name)?.[1];
}
// The first form, recognized only.
const VALUE_TAG_BYTES = 16;
/** scrypt's cost in the first form: 4 MiB and about 12 ms a value. */
const SCRYPT = { N: 2 ** 12, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
const LEGACY = new RegExp(`^${secret_lines/* RESERVED_KEY_PREFIX */.kU}([0-9a-f]{${KEY_TAG_LENGTH}})_([0-9a-f]{${VALUE_TAG_BYTES * 2}})$`);
/** The first form's fingerprint key of one value of one key in one set. */
async function legacyFingerprint(set, key, value) {
    const salt = `agent-deploy-action/v1\0${set}\0${key}`;
    const tag = await new Promise((resolve, reject) => (0,external_node_crypto_.scrypt)(value, salt, VALUE_TAG_BYTES, SCRYPT, (error, derived) => (error ? reject(error) : resolve(derived))));
    return `${secret_lines/* RESERVED_KEY_PREFIX */.kU}${keyTag(key)}_${tag.toString('hex')}`;
}
/** The key tag of a first-form fingerprint, or undefined for any other key. */
function legacyOwner(name) {
    return LEGACY.exec(name)?.[1];
}

;// CONCATENATED MODULE: ./src/workflow-secrets/secrets-plan.ts

/** Compares the input's values with the set's records; reads nothing, sends nothing. */
async function planSecrets(options) {
    const { set, entries, prune, force, apiKey } = options;
    const stored = options.stored ?? [];
    const books = bookkeeping(stored);
    const keys = stored.filter((name) => !books.all.has(name));
    // The second form: this writer's record of exactly these values says every one is unchanged.
    const ownWriterRecord = writerRecordKey(set, options.writer, entries, apiKey);
    const writerRecorded = stored.includes(ownWriterRecord);
    const plan = {
        set,
        exists: options.stored !== undefined,
        ...{ added: [], changed: [], unchanged: [], removed: [], kept: [], unverified: [] },
        rewritten: force,
        pairs: [],
        deletions: [],
    };
    const puts = [];
    for (const entry of entries) {
        const wanted = keyRecord(set, entry.key, entry.value, apiKey);
        const state = !keys.includes(entry.key)
            ? 'added'
            : stored.includes(wanted) || writerRecorded
                ? 'unchanged'
                : books.keyRecords.has(keyTag(entry.key))
                    ? 'changed'
                    : await firstFormState(books.legacy, set, entry);
        if (state === 'unknown')
            plan.unverified.push(entry.key);
        plan[state === 'unknown' ? 'changed' : state].push(entry.key);
        const writes = state !== 'unchanged' || force;
        if (writes)
            plan.pairs.push({ secretKey: entry.key, secretValue: entry.value });
        if (writes || !stored.includes(wanted))
            puts.push({ secretKey: wanted, secretValue: RECORD_VALUE });
    }
    const listed = new Set(entries.map((entry) => entry.key));
    for (const key of keys.filter((name) => !listed.has(name)))
        (prune ? plan.removed : plan.kept).push(key);
    // Written or removed: no record of these keys stays true, whoever wrote it, until this run's are written.
    const touched = [...plan.pairs.map((pair) => pair.secretKey), ...plan.removed];
    const recordsOf = (key) => [
        ...(books.keyRecords.get(keyTag(key)) ?? []),
        ...(books.legacy.get(keyTag(key)) ?? []),
    ];
    // Another writer's second-form record does not say which keys it covers: any write makes it untrue.
    const otherWriters = books.writerRecords.filter((name) => writerRecordOwner(name) !== writerTag(set, options.writer));
    plan.deletions.push(...plan.removed, ...touched.flatMap(recordsOf), ...(touched.length > 0 ? otherWriters : []));
    const deleted = new Set(plan.deletions);
    const wanted = new Set(entries.map((entry) => keyRecord(set, entry.key, entry.value, apiKey)));
    const stale = [
        ...entries.flatMap((entry) => recordsOf(entry.key)),
        ...[...books.legacy.values()].flat(),
        ...books.writerRecords.filter((name) => writerRecordOwner(name) === writerTag(set, options.writer)),
    ].filter((name) => !deleted.has(name) && !wanted.has(name));
    if (puts.length > 0 || stale.length > 0)
        plan.record = { puts, deletions: [...new Set(stale)] };
    return plan;
}
/** The set's bookkeeping keys, by form: records by key tag, writers' records, first-form fingerprints. */
function bookkeeping(stored) {
    const keyRecords = new Map();
    const legacy = new Map();
    const writerRecords = [];
    const all = new Set();
    for (const name of stored) {
        const key = keyRecordOwner(name);
        const first = legacyOwner(name);
        if (key !== undefined)
            keyRecords.set(key, [...(keyRecords.get(key) ?? []), name]);
        else if (first !== undefined)
            legacy.set(first, [...(legacy.get(first) ?? []), name]);
        else if (writerRecordOwner(name) !== undefined)
            writerRecords.push(name);
        else
            continue;
        all.add(name);
    }
    return { keyRecords, legacy, writerRecords, all };
}
/** A key with only a first-form fingerprint: it tells; without one, nothing does. */
async function firstFormState(legacy, set, entry) {
    const fingerprints = legacy.get(keyTag(entry.key));
    if (!fingerprints)
        return 'unknown';
    return fingerprints.includes(await legacyFingerprint(set, entry.key, entry.value)) ? 'unchanged' : 'changed';
}
/** The plan without its values and record: what a report of the run may hold. */
function keyChanges(plan) {
    const { pairs: _values, deletions: _deletions, record: _record, ...changes } = plan;
    return changes;
}
/** Whether writing the set changes what a new deployment gets. */
function changesValues(plan) {
    return plan.added.length + plan.changed.length + plan.removed.length > 0 || plan.rewritten;
}

;// CONCATENATED MODULE: ./src/workflow-secrets/secrets-phase.ts









// The secrets input, before the agent is written: read the set (key names and region), compare this
// workflow's record in it with the input's values, and, when they differ, write the values (one PUT, sent
// again on a concurrent change), remove what is pruned, and wait until the set is provisioned. The deploy
// that follows then asks for a new deployment, so that the running agent gets the new values; once it is
// made, the new record is written (recordWrittenValues).
/** A concurrent change (409) is sent again this many times at most, a second or two apart. */
const CONFLICT_ATTEMPTS = 4;
/**
 * The set read and the write planned (nothing sent but reads), or undefined without the secrets input. A
 * set in another region than the agent is refused here, before a build or any write.
 */
async function readSecretsPhase(inputs, before, http, report, signal) {
    const entries = inputs.secrets;
    const set = inputs['secret-set'];
    if (!entries || !set)
        return undefined;
    return runner_log/* log */.R.group(`Secret set ${set}`, async () => {
        const stored = await (0,src_time/* raceAbort */.Mu)(new secret_store/* SecretStore */.G(http).readSet(set), signal);
        const region = await (0,src_time/* raceAbort */.Mu)((0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http)), signal);
        if (stored?.region && region && stored.region !== region) {
            throw new errors/* PlanError */.W6(`Secret set '${set}' is in region '${stored.region}', but agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'} in region '${region}': an agent can use only the sets of its own region, and a set cannot move. Nothing was written`);
        }
        const plan = await planSecrets({
            set,
            entries,
            stored: stored?.keys,
            prune: inputs['secrets-prune'],
            force: inputs.force,
            writer: writerOf(process.env),
            apiKey: inputs['api-key'],
        });
        // a set's region is given only when the write makes it
        const newSetRegion = stored === undefined ? region : undefined;
        report.secrets = keyChanges(plan);
        logSecretsPlan(plan, newSetRegion);
        return { plan, newSetRegion };
    });
}
/** The values written (not for a dry run, nor when none changed), and the set waited for until ready. */
async function writeSecretsPhase(inputs, read, http, report, signal) {
    if (!read || inputs['dry-run'] || !changesValues(read.plan))
        return;
    const { plan } = read;
    await runner_log/* log */.R.group(`Write secret set ${plan.set}`, async () => {
        const store = new secret_store/* SecretStore */.G(http);
        await writeSet(store, plan, read.newSetRegion, signal);
        report.secretsWritten = true;
        const limitMs = Math.min(inputs['wait-timeout'] * 1000, secret_sets/* SECRET_SET_WAIT_MAX_MS */.Ss);
        await (0,secret_sets/* waitUntilProvisioned */.GJ)(() => store.readSet(plan.set), `Secret set '${plan.set}'`, limitMs, runner_log/* log */.R, signal);
    });
}
/** One line per kind of change, key names only. */
function logSecretsPlan(plan, newRegion) {
    if (!plan.exists)
        runner_log/* log */.R.info(`Secret set '${plan.set}' does not exist yet: it is created in region '${newRegion ?? "the organization's default"}'`);
    const named = (keys) => keys.join(', ');
    if (plan.added.length > 0)
        runner_log/* log */.R.info(`  Added: ${named(plan.added)}`);
    const known = plan.changed.filter((key) => !plan.unverified.includes(key));
    if (known.length > 0)
        runner_log/* log */.R.info(`  Changed: ${named(known)}`);
    if (plan.unverified.length > 0) {
        runner_log/* log */.R.info(`  Written again: ${named(plan.unverified)} (the set holds no record of the value deployed: the API key changed, or the set was written by other means; whether the value differs is not known)`);
    }
    if (plan.unchanged.length > 0) {
        runner_log/* log */.R.info(`  ${plan.rewritten ? 'Written again (force is true)' : 'Unchanged'}: ${named(plan.unchanged)}`);
    }
    if (plan.removed.length > 0)
        runner_log/* log */.R.info(`  Removed (secrets-prune): ${named(plan.removed)}`);
    if (plan.kept.length > 0) {
        runner_log/* log */.R.info(`  Kept, not listed in secrets: ${named(plan.kept)} (secrets-prune: true would remove them)`);
    }
    if (!changesValues(plan))
        runner_log/* log */.R.info(`Secret set '${plan.set}': every value is as given; nothing to write`);
}
/**
 * Once a deployment was made with the values this run wrote (or when no value needed writing), the
 * workflow's record of them: from then on a run with the same values writes nothing. A run that stopped
 * before that point left the old record, so the next one writes the values again and redeploys. Not
 * recorded: only a warning (the next run redeploys once more).
 */
async function recordWrittenValues(http, plan, report, signal) {
    const made = report.deploymentId !== undefined && report.deploymentId !== report.previousDeploymentId;
    if (!plan.record || signal.aborted || (changesValues(plan) && !made))
        return;
    try {
        const store = new secret_store/* SecretStore */.G(http);
        if (plan.record.puts.length > 0)
            await putWithRetry(store, plan.set, plan.record.puts, undefined, signal);
        for (const key of plan.record.deletions)
            await (0,src_time/* raceAbort */.Mu)(store.deleteKey(plan.set, key), signal);
        runner_log/* log */.R.info(changesValues(plan)
            ? `Secret set '${plan.set}': recorded that deployment ${report.deploymentId} was made with these values (a keyed digest per key)`
            : `Secret set '${plan.set}': its records of these values are brought up to date (nothing else was written)`);
    }
    catch (error) {
        runner_log/* log */.R.warning(`The record of the values written to secret set '${plan.set}' could not be written (${(0,errors/* errorMessage */.gJ)(error)}): the next run writes these values again and redeploys`);
    }
}
/** One PUT, sent again while the service says another change to the set is under way (409). */
async function putWithRetry(store, set, pairs, region, signal) {
    for (let attempt = 1;; attempt++) {
        try {
            await (0,src_time/* raceAbort */.Mu)(store.putSecrets(set, pairs, region), signal);
            return;
        }
        catch (error) {
            if (!(0,secret_store/* isConcurrentChange */.C)(error) || attempt >= CONFLICT_ATTEMPTS)
                throw error;
            runner_log/* log */.R.info(`Secret set '${set}' was being changed by someone else (409); writing again (${attempt}/${CONFLICT_ATTEMPTS - 1})`);
            await (0,src_time/* sleep */.yy)((0,secret_sets/* provisioningDelay */.XM)(attempt), signal);
        }
    }
}
/** The values (one PUT), then each removal: keys pruned, and their first-form fingerprints. */
async function writeSet(store, plan, region, signal) {
    if (plan.pairs.length > 0) {
        await putWithRetry(store, plan.set, plan.pairs, region, signal);
        runner_log/* log */.R.info(`Wrote ${plan.pairs.length} value${plan.pairs.length === 1 ? '' : 's'} to secret set '${plan.set}'`);
    }
    for (const key of plan.deletions)
        await (0,src_time/* raceAbort */.Mu)(store.deleteKey(plan.set, key), signal);
    if (plan.removed.length > 0)
        runner_log/* log */.R.info(`Removed ${plan.removed.join(', ')} from secret set '${plan.set}'`);
}

;// CONCATENATED MODULE: ./src/deploy/architecture-check.ts




// An architecture the agent's region does not run would be refused by the service, after the secret set,
// the build and the rest were prepared: it is checked against the region's list before anything is
// written. Older installations list no architectures; then the service decides.
async function checkArchitecture(inputs, before, http) {
    const wanted = inputs.architecture;
    if (!wanted)
        return;
    const region = await (0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http));
    const supported = (await (0,regions/* listRegions */.O)(http))?.find((entry) => entry.code === region)?.supported_architectures;
    if (!region || !supported) {
        runner_log/* log */.R.debug(`The service lists no architectures for region ${region ?? '(unknown)'}: architecture ${wanted} is sent as given`);
        return;
    }
    if (!supported.includes(wanted)) {
        throw new errors/* PlanError */.W6(`Input 'architecture' is ${wanted}, but region '${region}' runs ${supported.join(', ')} only: build the image for ${supported.map((a) => `linux/${a}`).join(' or ')}, or choose another region. Nothing was written`);
    }
}

// EXTERNAL MODULE: ./src/after-ready/after-ready.ts
var after_ready = __webpack_require__(2448);
// EXTERNAL MODULE: ./src/service/agents/agent-config.ts
var agent_config = __webpack_require__(662);
;// CONCATENATED MODULE: ./src/service/agents/conditions.ts
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

// EXTERNAL MODULE: ./src/service/output-lines.ts
var output_lines = __webpack_require__(2952);
;// CONCATENATED MODULE: ./src/service/agents/deployment-logs.ts


/** How many of a failed deployment's last log lines are shown: enough for a traceback. */
const LOG_LINES_SHOWN = 50;
/**
 * Reads what a failing or slow deployment printed last. Never throws: a logs read that fails must not
 * hide the real error, so its failure is only described.
 */
async function readDeploymentLogs(service, agentName, deploymentId) {
    try {
        const logs = await service.getLogs(agentName, deploymentId, LOG_LINES_SHOWN);
        return { lines: (0,output_lines/* lastLines */.w$)(logs.map((line) => line.log).join('\n'), LOG_LINES_SHOWN) };
    }
    catch (error) {
        return { problem: (0,errors/* errorMessage */.gJ)(error) };
    }
}

// EXTERNAL MODULE: ./src/service/ids.ts
var ids = __webpack_require__(3317);
// EXTERNAL MODULE: ./src/service/http/errors.ts
var http_errors = __webpack_require__(4261);
;// CONCATENATED MODULE: ./src/deploy/wait.ts





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
    const seenOwn = { value: false };
    // Reads keep to a schedule counted from the start, so a slow answer does not push every later read back.
    const delay = options.pollDelay ?? pollDelay;
    let nextRead = started + delay(0);
    log.info(`Waiting up to ${(0,src_time/* seconds */.YA)(options.timeoutMs)} for deployment ${deploymentId} to be rolled out and ready`);
    for (;;) {
        // The last read falls on the deadline, so that what the timeout reports is fresh.
        await sleepUntil(Math.min(nextRead, deadline), signal);
        reads++;
        try {
            agent = await (0,src_time/* raceAbort */.Mu)(service.getAgent(name, { once: true }), signal);
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
                const result = judgeRead(agent, { name, deploymentId, options, seenOwn, reads, started });
                if (typeof result !== 'string')
                    return result;
                // Said once per change of what the reads show, not once per read.
                if (result !== seen)
                    log.info(result);
                seen = result;
            }
        }
        catch (error) {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            lastProblem = (0,errors/* errorMessage */.gJ)(error);
            warnOnce(`Reading agent '${name}' while waiting failed (${lastProblem}); still waiting`);
            // A service that asks for a pause (429 or 503 with Retry-After) gets it, within the deadline.
            if (error instanceof http_errors/* ServiceError */._7 && error.retryAfterMs)
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
    options.log.debug(`read ${at.reads}: ${(0,agent_record/* describeAgent */.P7)(agent, deploymentId)}`);
    const so = { waitedMs: Date.now() - at.started, reads: at.reads };
    const result = replacedBy(agent, deploymentId, options.previousId, at.seenOwn, name, so) ?? verdict(agent, name, deploymentId, so);
    if (typeof result === 'object' && result.status === 'ready') {
        options.log.info(`Deployment ${deploymentId} is rolled out and ready after ${(0,src_time/* seconds */.YA)(result.waitedMs)}`);
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
 * Superseded: the record names a deployment that is neither this run's nor (before this run's was ever
 * named) the one the write replaced. Another run or a person deployed meanwhile; waiting longer, or rolling
 * back, would only undo their deploy.
 */
function replacedBy(agent, deploymentId, previousId, seenOwn, name, so) {
    const named = (0,agent_record/* requestedDeploymentId */.RC)(agent);
    if (named === deploymentId)
        seenOwn.value = true;
    if (!named || named === deploymentId)
        return undefined;
    // before this run's was ever named, the one it replaced (or any, when that is not known) is a lagging read
    if (!seenOwn.value && (previousId === undefined || named === previousId))
        return undefined;
    return {
        status: 'superseded',
        agent,
        ...so,
        supersededBy: named,
        message: supersededMessage(name, deploymentId, named),
    };
}
/** What a superseded deployment says, wherever it was found. */
function supersededMessage(name, deploymentId, by) {
    return `Deployment ${deploymentId} of agent '${name}' was superseded: the agent runs deployment ${by} now, which another run or a person deployed meanwhile. Nothing was rolled back over it`;
}
/** One record's verdict: ready or failed ends the wait; anything else is a line saying where it stands. */
function verdict(agent, name, deploymentId, so) {
    const state = (0,agent_record/* deploymentState */.DY)(agent, deploymentId);
    if (state.kind === 'ready')
        return { status: 'ready', agent, ...so };
    if (state.kind === 'failed') {
        const message = `Deployment ${deploymentId} of agent '${name}' failed: ${(0,agent_record/* describeFailure */.Ic)(state.failure)}`;
        return { status: 'failed', agent, ...so, message };
    }
    return progressLine(agent, state, deploymentId);
}
/** What a read that is neither ready nor failed shows: a lagging record, or the rollout under way. */
function progressLine(agent, state, deploymentId) {
    return state.kind === 'not-requested'
        ? `The service still names deployment ${state.requestedId ?? '(none)'} as requested (reads lag behind writes); waiting for ${deploymentId}`
        : `Deployment ${deploymentId} is not rolled out and ready yet: ${(0,agent_record/* describeRevision */.hi)((0,agent_record/* revisionOf */.DT)(agent, deploymentId))}${progressing(agent)}`;
}
function progressing(agent) {
    const note = progressingNote(agent);
    return note ? `; ${note}` : '';
}
/** The agent stayed missing past the read-lag grace: it is gone, and waiting longer cannot help. */
function vanished(name, deploymentId, last) {
    const message = `Agent '${name}' was not found while waiting for deployment ${deploymentId}: the service has answered "no such agent" for longer than reads lag behind writes (${last.reads} read${last.reads === 1 ? '' : 's'} in ${(0,src_time/* seconds */.YA)(last.waitedMs)}). It may have been deleted meanwhile`;
    return { status: 'failed', agent: undefined, waitedMs: last.waitedMs, reads: last.reads, message };
}
/** The timeout, saying how long it waited and what it last saw. */
function timedOut(name, deploymentId, last) {
    const { agent, reads, waitedMs, lastProblem } = last;
    const lastSeen = agent ? (0,agent_record/* describeAgent */.P7)(agent, deploymentId) : 'no agent record could be read';
    const message = `Deployment ${deploymentId} of agent '${name}' was not ready after waiting ${(0,src_time/* seconds */.YA)(waitedMs)} (${reads} read${reads === 1 ? '' : 's'}). ` +
        `Last seen: ${lastSeen}${lastProblem ? `; last read: ${lastProblem}` : ''}`;
    return { status: 'timed-out', agent, waitedMs, reads, message };
}
/** Sleeps until `time`; its abort listener is removed when it wakes, so a long wait adds none. */
async function sleepUntil(time, signal) {
    await (0,src_time/* sleep */.yy)(Math.max(0, time - Date.now()), signal);
    if (signal?.aborted)
        throw new errors/* CancelledError */.cc(String(signal.reason ?? 'cancelled'));
}

;// CONCATENATED MODULE: ./src/deploy/settle.ts



/** Where the deployment stands: from the record in hand when it already tells, else by waiting. */
async function settle(service, inputs, agent, deploymentId, signal, onRead, 
/** the deployment the write replaced (wait.ts: a record that names another was superseded) */
previousId) {
    const state = (0,agent_record/* deploymentState */.DY)(agent, deploymentId);
    if (state.kind === 'ready')
        return { status: 'ready', agent };
    if (state.kind === 'failed') {
        return {
            status: 'failed',
            agent,
            message: `Deployment ${deploymentId} of agent '${inputs['agent-name']}' failed: ${(0,agent_record/* describeFailure */.Ic)(state.failure)}`,
        };
    }
    if (!inputs['wait-for-ready']) {
        runner_log/* log */.R.info(`Not waiting for deployment ${deploymentId} to be ready (wait-for-ready is false)`);
        return { status: 'pending', agent };
    }
    const result = await runner_log/* log */.R.group('Wait for the deployment', () => waitForDeployment(service, inputs['agent-name'], deploymentId, {
        timeoutMs: inputs['wait-timeout'] * 1000,
        log: runner_log/* log */.R,
        signal,
        ...(onRead ? { onRead } : {}),
        ...(previousId ? { previousId } : {}),
    }));
    return {
        status: result.status,
        agent: result.agent ?? agent,
        message: result.message,
        ...(result.supersededBy ? { supersededBy: result.supersededBy } : {}),
    };
}

// EXTERNAL MODULE: ./src/report/changes.ts
var report_changes = __webpack_require__(9059);
;// CONCATENATED MODULE: ./src/deploy/write/write-context.ts

/**
 * After a lost answer: reads the agent to find out what the write did. Reads that fail leave the write's
 * outcome unknown, and the error says so (never "nothing was deployed").
 */
async function readAfterLostWrite(ctx, write, lost, check) {
    try {
        return await ctx.settle(check);
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        throw new WriteOutcomeError(`${lost.message}; reading agent '${ctx.name}' to find out failed too (${(0,errors/* errorMessage */.gJ)(error)}). The ${write} may have been carried out: read the agent before deploying again`, 'unknown');
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
    const lines = (0,report_changes/* changeLines */.Ow)(missing.map((change) => ({ ...change, from: change.to, to: change.from })));
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
        throw new WriteOutcomeError(`The service's answer to the ${write} of agent '${ctx.name}' named no deployment, and reading the agent back ${found ? `still ${nowSays}` : nowSays}. The ${write} may have been carried out: read the agent before deploying again`, 'unknown');
    }
    throw new WriteOutcomeError(`The service's answer to the ${write} of agent '${ctx.name}' ${problem}, and reading the agent back ${found ? `still ${nowSays}` : nowSays}: the requested configuration was not deployed`, 'failed');
}

// EXTERNAL MODULE: ./src/service/agents/refusals.ts
var refusals = __webpack_require__(9449);
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

// EXTERNAL MODULE: ./src/inputs/across-inputs.ts + 1 modules
var across_inputs = __webpack_require__(4114);
;// CONCATENATED MODULE: ./src/deploy/plan.ts



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
    return (0,agent_config/* withoutUndefined */.r$)({
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
        throw new errors/* PlanError */.W6(`Input 'region' is '${inputs.region}', but agent '${inputs['agent-name']}' exists in region '${agent.region}': an agent cannot move region by an update. Deploy it under another name, or leave 'region' out. Nothing was written`);
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
                throw new errors/* PlanError */.W6(problem);
            return { kind: 'create', desired, refused: problem };
        }
        return { kind: 'create', desired };
    }
    refuseRegionMove(inputs, agent);
    const current = (0,agent_config/* readCurrent */.cA)(agent);
    const desired = desiredConfig(inputs, current.config, false, buildId);
    const from = (name) => inputs[name] === undefined ? `${name} of the agent as it runs now` : (0,across_inputs/* originOf */.yv)(name, inputs.origins);
    const scaling = (0,across_inputs/* scalingProblem */.Ht)(desired.minAgents, desired.maxAgents, from('min-agents'), from('max-agents'));
    if (scaling)
        throw new errors/* PlanError */.W6(scaling);
    if (!desired.image && desired.buildId === undefined) {
        throw new errors/* PlanError */.W6(`Agent '${name}' reports no image that can be sent back (manifest image: ${current.unusableImage}; an agent deployed from a build has its image redacted, and a record without a deployment has none): input 'image' is required`);
    }
    const changes = (0,agent_config/* changesFrom */.Kr)(current, desired);
    const forced = inputs.force || newValues;
    if (changes.length === 0 && !forced)
        return { kind: 'unchanged', desired, current: current.config };
    if (current.secretSets.length > 1 && inputs['secret-set'] === undefined) {
        throw new errors/* PlanError */.W6(`Agent '${name}' has ${current.secretSets.length} secret sets (${current.secretSets.join(', ')}), and an update carries only one: sending it would remove the others. Name the one set the agent should keep with input 'secret-set', or merge them into one set first`);
    }
    return { kind: 'update', desired, current: current.config, changes, forced, ...(newValues ? { newValues } : {}) };
}

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
        if (error instanceof http_errors/* ServiceError */._7 && error.status === 404)
            throw missingSetError(error, plan.desired);
        if (error instanceof http_errors/* AmbiguousWriteError */.yI)
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
    return { next: planDeployment(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent };
}
/** The create's answer was lost: read the agent to find out whether it was made. */
async function afterLostCreate(ctx, plan, error) {
    const { name, log } = ctx;
    log.info(`The answer to the create was lost (${error.cause.message}); reading agent '${name}' to find out whether it was made`);
    const agent = await readAfterLostWrite(ctx, 'create', error, (found) => found !== undefined);
    if (agent && (0,agent_config/* runsConfig */.x2)(agent, plan.desired)) {
        log.info(`Agent '${name}' exists with the requested configuration: the create went through`);
        return { done: { operation: 'created', plan, agent, before: undefined } };
    }
    if (agent) {
        log.info(`Agent '${name}' exists with another configuration: someone else created it; continuing as an update`);
        return { next: planDeployment(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent };
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
        if (error instanceof http_errors/* ServiceError */._7 && error.status === 404)
            return afterUpdateNotFound(ctx, plan, error);
        if (error instanceof http_errors/* AmbiguousWriteError */.yI)
            return afterLostUpdate(ctx, plan, before, error);
        throw error;
    }
}
/** 404 to an update: the agent is gone (create it), or a set the request names is missing. */
async function afterUpdateNotFound(ctx, plan, error) {
    const again = await ctx.service.getAgent(ctx.name);
    if (again)
        throw missingSetError(error, plan.desired);
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
    const agent = await readAfterLostWrite(ctx, 'update', error, (found) => found !== undefined && ((0,agent_record/* requestedDeploymentId */.RC)(found) !== previousId || wentThrough(found)));
    if (!agent) {
        throw new WriteOutcomeError(`${error.message}, and agent '${name}' can no longer be read (the service answers 404): what the update did is unknown`, 'unknown');
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
    return { next: planDeployment(ctx.inputs, agent, ctx.buildId, ctx.newValues), before: agent };
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
    const wait = options.wait ?? ((ms) => (0,src_time/* sleep */.yy)(ms));
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
            wait: options.wait ?? ((ms) => (0,src_time/* sleep */.yy)(ms, options.signal)),
            signal: options.signal,
        }),
    };
}

;// CONCATENATED MODULE: ./src/deploy/rollback.ts







/** Deploys the configuration read before the update again, and waits for it. */
async function rollBack(service, inputs, applied, failed, report, signal) {
    report.rolledBack = false;
    const previous = previousConfiguration(applied, inputs);
    if ('why' in previous) {
        report.failureBeforeRollback = failed.message;
        report.rollbackNote = `not rolled back: ${previous.why}`;
        return { ...failed, message: `${failed.message}. Not rolled back: ${previous.why}` };
    }
    return runner_log/* log */.R.group('Roll back', async () => {
        const changes = (0,agent_config/* diffConfig */.O2)(applied.plan.desired, previous.config);
        // The previous configuration differs from the failed one, so the service makes a new deployment
        // of it unasked; forceRedeploy is sent only when they are the same (installations that predate it
        // may refuse the field).
        const plan = {
            kind: 'update',
            desired: previous.config,
            current: applied.plan.desired,
            changes,
            forced: changes.length === 0,
        };
        runner_log/* log */.R.info(`Deploying the previous configuration of agent '${inputs['agent-name']}' again`);
        try {
            const restored = await (0,src_time/* raceAbort */.Mu)(applyPlan(service, inputs, plan, failed.agent, { log: runner_log/* log */.R, signal }), signal);
            const restoredId = (0,agent_record/* requestedDeploymentId */.RC)(restored.agent) ?? '';
            const outcome = await settle(service, inputs, restored.agent, restoredId, signal, (agent) => {
                report.agent = agent;
            });
            return judged(failed, outcome, restoredId, previous.config, report);
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
/**
 * What ran before this run's update, as a configuration to send again; or why it cannot be. The image
 * pull secret set is the one the record reported, where the installation reports it (a null counts as
 * not reported); elsewhere the input's, the only one known.
 */
function previousConfiguration(applied, inputs) {
    if (applied.operation !== 'updated' || !applied.before) {
        return {
            why: applied.operation === 'created'
                ? 'this run created the agent, so there is no previous configuration to go back to'
                : 'this run made no deployment',
        };
    }
    const before = (0,agent_config/* readCurrent */.cA)(applied.before);
    if (before.secretSets.length > 1) {
        return {
            why: `the previous configuration has ${before.secretSets.length} secret sets (${before.secretSets.join(', ')}), and a write can restore only one`,
        };
    }
    const pullSecret = before.unreportedPullSecret ? inputs['image-pull-secret-set'] : before.config.imagePullSecretSet;
    const config = { ...before.config };
    delete config.imagePullSecretSet;
    return { config: pullSecret === undefined ? config : { ...config, imagePullSecretSet: pullSecret } };
}
/** Rolled back only when the restored deployment is ready and the record reports the previous configuration. */
function judged(failed, outcome, restoredId, previous, report) {
    report.failureBeforeRollback = failed.message;
    if (outcome.status === 'ready' && (0,agent_config/* runsConfig */.x2)(outcome.agent, previous)) {
        report.rolledBack = true;
        report.rollbackNote = `previous configuration restored: deployment ${restoredId} is ready`;
        return {
            ...failed,
            agent: outcome.agent,
            message: `${failed.message}. Rolled back: the previous configuration was restored as deployment ${restoredId}, which is active and ready`,
        };
    }
    const what = outcome.status === 'ready'
        ? `deployment ${restoredId} is ready, but the service reports another configuration than the previous one`
        : (outcome.message ?? `deployment ${restoredId} is ${outcome.status}`);
    report.rollbackNote = `restoring the previous configuration failed: ${outcome.status === 'ready' ? what : `deployment ${restoredId} is ${outcome.status}`}`;
    return {
        ...failed,
        agent: outcome.agent,
        message: `${failed.message}. Restoring the previous configuration failed too: ${what}`,
    };
}

;// CONCATENATED MODULE: ./src/deploy/superseded.ts





// Before a rollback: does the agent still run this run's deployment? While this run waited or watched
// (minutes), another workflow or a person may have deployed; restoring this run's previous configuration
// would then undo their deploy without a word. The service's CLI calls this outcome superseded. A read
// that fails says nothing either way: the rollback goes ahead, as it would have.
/** The outcome when another deployment replaced this run's; undefined when it still runs (or cannot be read). */
async function supersededBeforeRollback(service, report, failed, signal) {
    const deploymentId = report.deploymentId ?? '';
    try {
        const agent = await (0,src_time/* raceAbort */.Mu)(service.getAgent(report.agentName), signal);
        const named = agent ? (0,agent_record/* requestedDeploymentId */.RC)(agent) : undefined;
        if (!agent || !named || named === deploymentId)
            return undefined;
        return superseded(report, { ...failed, agent }, named);
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        runner_log/* log */.R.debug(`The agent could not be read before the rollback: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}
/** The outcome and the report of a superseded run: what failed first, and which deployment replaced it. */
function superseded(report, failed, by) {
    const message = supersededMessage(report.agentName, report.deploymentId ?? '', by);
    report.supersededBy = by;
    report.rollbackNote = `not rolled back: deployment ${by} replaced this run's meanwhile`;
    if (failed.status !== 'superseded' && failed.message)
        report.failureBeforeRollback = failed.message;
    runner_log/* log */.R.warning(message);
    return {
        status: 'superseded',
        agent: failed.agent,
        message: failed.status !== 'superseded' && failed.message ? `${message}. Before that: ${failed.message}` : message,
        supersededBy: by,
    };
}

;// CONCATENATED MODULE: ./src/deploy/carry-out.ts













/** Writes, settles and tells GitHub; returns the failure message, if any. */
async function carryOut(service, inputs, plan, before, report, signal, github) {
    report.writeSent = plan.kind !== 'unchanged';
    const applied = await runner_log/* log */.R.group('Deploy', async () => {
        const done = await (0,src_time/* raceAbort */.Mu)(applyPlan(service, inputs, plan, before, {
            log: runner_log/* log */.R,
            signal,
            buildId: plan.desired.buildId,
            newValues: report.secretsWritten === true,
        }), signal);
        recordApplied(report, done);
        return done;
    });
    (0,outputs/* setDeploymentOutputs */.uL)(report);
    const onRead = (agent) => {
        report.agent = agent;
    };
    let outcome = await settle(service, inputs, applied.agent, report.deploymentId ?? '', signal, onRead, report.previousDeploymentId);
    if (outcome.status === 'superseded')
        outcome = superseded(report, outcome, outcome.supersededBy ?? '');
    if ((outcome.status === 'failed' || outcome.status === 'timed-out') && report.deploymentId) {
        await showDeploymentLogs(service, report, report.deploymentId);
    }
    if (outcome.status === 'ready')
        warnIfDegraded(outcome.agent, report);
    let rollBackOnFailure = inputs['rollback-on-failure'];
    if (outcome.status === 'ready') {
        const checked = await checkReady(inputs, report, outcome, signal, github);
        outcome = checked.outcome;
        rollBackOnFailure &&= checked.rollBack;
    }
    if ((outcome.status === 'failed' || outcome.status === 'timed-out') && rollBackOnFailure) {
        outcome =
            (await supersededBeforeRollback(service, report, outcome, signal)) ??
                (await rollBack(service, inputs, applied, outcome, report, signal));
    }
    report.status = outcome.status;
    report.agent = outcome.agent;
    report.ready = outcome.status === 'ready';
    report.agentReady = outcome.agent.ready === true;
    const failure = outcome.message;
    await github?.status(outcome.status === 'superseded' ? 'inactive' : failure ? 'failure' : 'success', failure ?? `Deployment ${report.deploymentId} is ${outcome.status}`);
    return failure;
}
/**
 * The checks after ready run on the deployment that serves, whether or not this run made it: a re-run of a
 * failed check finds the agent unchanged, and must not turn green without checking. Only a deployment this
 * run made is ever rolled back.
 */
async function checkReady(inputs, report, ready, signal, github) {
    const progress = async (text) => github?.status('in_progress', text);
    const failure = await (0,after_ready/* afterReady */.i)(inputs, report, signal, progress);
    if (!failure)
        return { outcome: ready, rollBack: true };
    const outcome = { status: 'failed', agent: ready.agent, message: failure.message };
    if (failure.rollBack && !madeDeployment(report) && inputs['rollback-on-failure']) {
        report.rollbackNote = `not rolled back: this run made no deployment (deployment ${report.deploymentId} ran before it)`;
        return { outcome, rollBack: false };
    }
    return { outcome, rollBack: failure.rollBack };
}
/** Available, but the service says degraded: a warning in its words, and a row of the summary. */
function warnIfDegraded(agent, report) {
    const note = degradedNote(agent);
    if (!note)
        return;
    report.degraded = note;
    runner_log/* log */.R.warning(`Agent '${report.agentName}' is ready, and the service says it is degraded: ${note}`);
}
/** This run made a deployment (a create, or an update the service did not answer with the running one). */
function madeDeployment(report) {
    return report.deploymentId !== undefined && report.deploymentId !== report.previousDeploymentId;
}
function recordApplied(report, applied) {
    // Ids become outputs and group titles: only the documented shape is taken.
    const deploymentId = (0,ids/* checkedId */.VJ)((0,agent_record/* requestedDeploymentId */.RC)(applied.agent), 'deployment id');
    const previousId = (0,ids/* checkedId */.VJ)(applied.before ? (0,agent_record/* requestedDeploymentId */.RC)(applied.before) : undefined, 'deployment id');
    const serviceId = (0,ids/* checkedId */.VJ)(applied.agent.deployment?.serviceId ?? undefined, 'service id');
    report.operation = applied.operation;
    report.deploymentId = deploymentId;
    report.previousDeploymentId = previousId;
    report.serviceId = serviceId;
    // What the service says the deployment runs, with its defaults filled in, over what was asked for.
    report.desired = { ...applied.plan.desired, ...(0,agent_config/* currentConfig */.kt)(applied.agent) };
    report.region = applied.agent.region ?? applied.plan.desired.region;
    report.changes = applied.plan.kind === 'update' ? applied.plan.changes : undefined;
    report.agent = applied.agent;
    const verb = { created: 'Created', updated: 'Updated', unchanged: 'Left unchanged' }[applied.operation];
    runner_log/* log */.R.info(`${verb} agent '${report.agentName}': deployment ${report.deploymentId ?? '(not named by the service)'}`);
    if (applied.operation === 'updated' && report.deploymentId === report.previousDeploymentId) {
        report.keptDeployment = true;
        runner_log/* log */.R.info(applied.plan.kind === 'update' && applied.plan.forced
            ? `The service kept deployment ${report.deploymentId} running even though forceRedeploy was sent: no new deployment was made`
            : `The service kept deployment ${report.deploymentId} running: nothing in this update needs a new deployment (a scaling-only change, or an image tag that is already deployed; the service compares tags, not the image behind them). To roll out a re-pushed tag, set force: true`);
    }
}
/** What the failed or slow deployment printed last: in a log group and in the summary. */
async function showDeploymentLogs(service, report, deploymentId) {
    const logs = await readDeploymentLogs(service, report.agentName, deploymentId);
    report.logs = logs;
    await runner_log/* log */.R.group(`Last log lines of deployment ${deploymentId}`, async () => {
        if ('problem' in logs)
            runner_log/* log */.R.info(`The deployment's logs could not be read: ${logs.problem}`);
        else if (logs.lines.length === 0)
            runner_log/* log */.R.info('The deployment has printed nothing yet');
        else
            for (const line of logs.lines)
                runner_log/* log */.R.info(line);
    });
}

// EXTERNAL MODULE: ./src/inputs/preview.ts
var preview = __webpack_require__(6725);
;// CONCATENATED MODULE: ./src/deploy/on-github.ts


// What the step tells GitHub: a deployment for the commit, and the plan or outcome on the pull request.
// Both are loaded only when asked for; a GitHub problem is only a warning.
/** The plan or the outcome on the pull request (pr-comment); a GitHub problem is only a warning. */
async function postPullRequestComment(inputs, report, failure) {
    const { commentOnPullRequest } = await __webpack_require__.e(/* import() */ 222).then(__webpack_require__.bind(__webpack_require__, 5222));
    const url = await commentOnPullRequest({
        token: inputs['github-token'] ?? '',
        report,
        failure,
        warn: runner_log/* log */.R.warning,
        notice: runner_log/* log */.R.notice,
    });
    if (!url)
        return;
    report.commentUrl = url;
    (0,outputs/* setOutsideOutput */.fy)('comment-url', url);
    runner_log/* log */.R.info(`Pull request comment: ${url}`);
}
/** The deleted agent's GitHub deployments marked inactive (environment). */
async function retireGitHubDeployments(inputs, report) {
    if (!inputs.environment)
        return;
    const { GitHubDeployment } = await __webpack_require__.e(/* import() */ 808).then(__webpack_require__.bind(__webpack_require__, 9808));
    const count = await GitHubDeployment.markInactive({
        token: inputs['github-token'] ?? '',
        environment: inputs.environment,
        description: `Agent ${report.agentName} was deleted`,
        warn: runner_log/* log */.R.warning,
    });
    if (count > 0)
        runner_log/* log */.R.info(`Marked ${count} GitHub deployment${count === 1 ? '' : 's'} of '${inputs.environment}' inactive`);
}
/** Records a GitHub deployment for the commit; undefined (after a warning) when GitHub refuses. */
async function startGitHubDeployment(inputs, plan, report, 
/** a preview: its environment is the pull request's own, transient */
preview) {
    const { GitHubDeployment } = await __webpack_require__.e(/* import() */ 808).then(__webpack_require__.bind(__webpack_require__, 9808));
    const github = await GitHubDeployment.start({
        token: inputs['github-token'] ?? '',
        environment: inputs.environment ?? '',
        environmentUrl: inputs['environment-url'],
        description: `Agent ${inputs['agent-name']}: ${plan.desired.image ?? ''}`,
        transient: preview,
        warn: runner_log/* log */.R.warning,
    });
    report.githubDeploymentId = github?.id;
    if (github)
        (0,outputs/* setOutput */.uH)('github-deployment-id', String(github.id));
    return github;
}

;// CONCATENATED MODULE: ./src/deploy/preview-owner.ts

// A preview writes and deletes only an agent it made itself. The service keeps no label an action could
// set, so the agent's own record decides: a preview's agent is made by the pull request's first preview
// run, after the pull request was opened. An agent of the same name created before that (someone's agent
// that happens to be called voice-bot-pr-5), or one the service's GitHub integration deploys (its own
// preview of the same pull request is named <project>-pr-<number> too), is another's: the preview fails,
// naming it, and nothing is written or deleted. docs/previews.md says so.
/** How far the service's clock may be from GitHub's. */
const CLOCK_ALLOWANCE_MS = 5_000;
/** Throws when the agent of the preview's name is not this preview's own; nothing when it is, or is absent. */
function checkPreviewOwner(agent, target, name) {
    const preview = target.preview;
    if (!agent || !preview)
        return;
    const write = target.remove ? 'delete' : 'deploy over';
    if (agent.git?.autoDeploy === true) {
        throw new errors/* PlanError */.W6(`Agent '${name}' is not this preview's: the service's GitHub integration deploys it from ${agent.git.repoFullName ?? 'a repository'} (its own preview of pull request #${preview.number} has the same name). A preview writes and deletes only an agent it made itself, so it does not ${write} it; nothing was changed. Turn one of the two previews off, or give this step another agent-name`);
    }
    const created = Date.parse(agent.createdAt ?? '');
    const opened = Date.parse(preview.openedAt ?? '');
    if (Number.isNaN(created) || Number.isNaN(opened))
        return;
    if (created < opened - CLOCK_ALLOWANCE_MS) {
        throw new errors/* PlanError */.W6(`Agent '${name}' is not this preview's: it was created at ${agent.createdAt}, before pull request #${preview.number} was opened (${preview.openedAt}). A preview writes and deletes only an agent it made itself, so it does not ${write} it; nothing was changed. Rename or delete that agent yourself, or give this step another agent-name`);
    }
}

;// CONCATENATED MODULE: ./src/deploy/delete-agent.ts









// delete: true, or a preview whose pull request was closed: the agent is read for the record, then
// deleted (DELETE is sent even when the read says it is gone, since reads lag behind a create); an agent
// already gone is not an error, and its GitHub deployments are marked inactive. A dry run reads the
// agent and says what it would delete.
/** The preview's own secret set, deleted after its agent; already gone is not an error. */
async function deletePreviewSet(store, set, signal) {
    const deleted = await (0,src_time/* raceAbort */.Mu)(store.deleteSet(set), signal);
    runner_log/* log */.R.info(deleted
        ? `Deleted secret set '${set}', the preview's own`
        : `Secret set '${set}', the preview's own, does not exist: nothing to delete`);
}
/** Deletes the agent the inputs name (for a preview, the pull request's own); never any other. */
async function deleteAgentPhase(service, inputs, target, report, signal) {
    const name = inputs['agent-name'];
    const why = target.reason === 'closed' ? `pull request #${target.preview?.number} was closed` : 'delete is true';
    const ignored = (0,preview/* ignoredByDelete */.XI)(inputs);
    if (target.reason === 'delete' && ignored.length > 0) {
        runner_log/* log */.R.warning(`Ignored by delete: ${ignored.join(', ')} (they only matter to a deploy)`);
    }
    await runner_log/* log */.R.group(`Delete agent ${name}`, async () => {
        // What it runs, for the record (a refused key fails here, before anything is deleted)
        const agent = await (0,src_time/* raceAbort */.Mu)(service.getAgent(name), signal);
        report.agent = agent;
        checkPreviewOwner(agent, target, name);
        report.region = agent?.region ?? undefined;
        report.previousDeploymentId = (0,ids/* checkedId */.VJ)(agent ? (0,agent_record/* requestedDeploymentId */.RC)(agent) : undefined, 'deployment id');
        report.desired = agent ? (0,agent_config/* currentConfig */.kt)(agent) : undefined;
        if (inputs['dry-run']) {
            report.operation = agent ? 'would-delete' : 'unchanged';
            report.status = 'planned';
            runner_log/* log */.R.info(agent
                ? `Dry run: agent '${name}' would be deleted (${why}), with everything it runs; nothing was sent`
                : `Dry run: agent '${name}' does not exist: there is nothing to delete`);
            const previewSet = target.preview?.secretSet;
            if (previewSet)
                runner_log/* log */.R.info(`Dry run: the preview's own secret set '${previewSet}' would be deleted too`);
            (0,outputs/* setDeploymentOutputs */.uL)(report);
            return;
        }
        runner_log/* log */.R.info(`Deleting agent '${name}' (${why})${report.previousDeploymentId ? `, which runs deployment ${report.previousDeploymentId}` : ''}`);
        report.writeSent = true;
        const deleted = await (0,src_time/* raceAbort */.Mu)(service.deleteAgent(name), signal);
        report.operation = 'deleted';
        report.status = 'deleted';
        report.alreadyGone = !deleted;
        runner_log/* log */.R.info(deleted ? `Deleted agent '${name}'` : `Agent '${name}' does not exist (already deleted): nothing to delete`);
        (0,outputs/* setDeploymentOutputs */.uL)(report);
        const previewSet = target.preview?.secretSet;
        if (previewSet)
            await deletePreviewSet(service.secretSets, previewSet, signal);
    });
    if (!inputs['dry-run'])
        await retireGitHubDeployments(inputs, report);
}

;// CONCATENATED MODULE: ./src/after-ready/planned-checks.ts
// What a deploy would check once ready, in words, for a dry run's plan: the session, the turn (what is
// said, what is expected, how fast), each scenario (parsed: a broken one fails the dry run), the watch of callers (its window and its limits). A dry run runs
// none of them; it says what would follow.
/** One line a check, in the order they would run; empty when none is on. */
function plannedChecks(inputs) {
    const checks = [];
    if (inputs['smoke-test'])
        checks.push(`a session tried on the new deployment (smoke-test, within ${inputs['smoke-seconds']} s)`);
    if (inputs['conversation-test']) {
        const say = inputs['conversation-say'];
        const said = !say
            ? "the action's recorded sentence"
            : say.kind === 'text'
                ? `"${say.text}" typed`
                : `the recording ${say.path}`;
        const expect = inputs['conversation-expect'] ? `, expecting "${inputs['conversation-expect']}"` : '';
        const fast = inputs['max-response-ms'] !== undefined ? `, within ${inputs['max-response-ms']} ms` : '';
        checks.push(`one conversational turn (conversation-test): ${said}${expect}${fast}, within ${inputs['conversation-seconds']} s`);
    }
    for (const scenario of inputs.scenarioFiles ?? []) {
        const repeat = inputs['scenario-repeat'] > 1 ? `, ${inputs['scenario-repeat']} times` : '';
        checks.push(`scenario ${scenario.name} (${scenario.file}, ${scenario.turns.length} turn${scenario.turns.length === 1 ? '' : 's'}${repeat})`);
    }
    if (inputs['watch-minutes'] > 0) {
        const least = inputs['watch-min-sessions'] > 0 ? `, at least ${inputs['watch-min-sessions']} callers` : '';
        checks.push(`the callers watched for ${inputs['watch-minutes']} min (watch-minutes): failing at ${inputs['watch-max-failed']} failed caller${inputs['watch-max-failed'] === 1 ? '' : 's'}${least}`);
    }
    return checks;
}

;// CONCATENATED MODULE: ./src/deploy/dry-run.ts






/** A dry run: what would be sent, and no write anywhere. */
function reportPlanOnly(inputs, report, plan, before) {
    report.operation = plan.kind === 'create' ? 'would-create' : plan.kind === 'update' ? 'would-update' : 'unchanged';
    report.status = 'planned';
    const running = (0,ids/* checkedId */.VJ)(before ? (0,agent_record/* requestedDeploymentId */.RC)(before) : undefined, 'deployment id');
    report.previousDeploymentId = running;
    report.deploymentId = plan.kind === 'unchanged' ? running : undefined;
    report.serviceId = (0,ids/* checkedId */.VJ)(before?.deployment?.serviceId ?? undefined, 'service id');
    report.region = before?.region ?? plan.desired.region;
    report.changes = plan.kind === 'create' ? (0,agent_config/* diffConfig */.O2)({}, plan.desired) : plan.kind === 'update' ? plan.changes : [];
    report.ready = before && running ? (0,agent_record/* deploymentState */.DY)(before, running).kind === 'ready' : false;
    report.agentReady = before?.ready ?? false;
    // The step then fails with it, as the deploy would (deploy-step.ts).
    if (plan.kind === 'create' && plan.refused)
        report.planRefused = plan.refused;
    report.plannedChecks = plannedChecks(inputs);
    if (report.plannedChecks.length > 0) {
        runner_log/* log */.R.info('Dry run: once the new deployment is ready, a deploy would check');
        for (const check of report.plannedChecks)
            runner_log/* log */.R.info(`  ${check}`);
    }
    runner_log/* log */.R.info(inputs['pr-comment']
        ? 'Dry run: nothing was sent to the service and no GitHub deployment was recorded; the plan goes to the pull request as a comment (pr-comment)'
        : 'Dry run: nothing was sent to the service or to GitHub');
    (0,outputs/* setDeploymentOutputs */.uL)(report);
}

;// CONCATENATED MODULE: ./src/deploy/failure.ts





// What the step says when it fails: the message, and the status a later step reads.
/**
 * The status of a run that failed before the deployment's fate was known (a later `if: failure()` step
 * still reads one): `not-deployed` only when nothing can have been deployed, `unknown` when a write may
 * have been carried out.
 */
function statusAfter(error, report) {
    if (report.deploymentId)
        return 'failed';
    if (error instanceof WriteOutcomeError)
        return error.status;
    // Before any write, or a write the service refused in its own words: nothing was deployed.
    if (!report.writeSent || error instanceof http_errors/* ServiceError */._7 || error instanceof secret_sets/* SecretSetError */.ZJ)
        return 'not-deployed';
    return 'unknown';
}
/** The failure in words; a cancel says what was already sent. */
function failureMessage(error, report) {
    if (!(error instanceof errors/* CancelledError */.cc))
        return (0,errors/* errorMessage */.gJ)(error);
    if (report.deploymentId && report.checking) {
        return `Cancelled during ${report.checking} on deployment ${report.deploymentId} of agent '${report.agentName}': the deployment is ready; the check's sessions were stopped, and the deployment was neither judged nor rolled back (${(0,src_time/* seconds */.YA)(Date.now() - report.startedAt)} after the start)`;
    }
    if (report.deploymentId) {
        return `Cancelled while waiting for deployment ${report.deploymentId} of agent '${report.agentName}': the deployment was made, and whether it becomes ready is unknown (${(0,src_time/* seconds */.YA)(Date.now() - report.startedAt)} after the start)`;
    }
    if (!report.writeSent && report.build?.id) {
        return `Cancelled while build ${report.build.id} was running: it may still finish on the service; agent '${report.agentName}' was not changed`;
    }
    if (!report.writeSent && report.uploadId) {
        return `Cancelled after the build context was uploaded (upload ${report.uploadId}): nothing was built from it by this run, and agent '${report.agentName}' was not changed`;
    }
    if (!report.writeSent && report.secretsWritten) {
        return `Cancelled after secret set '${report.secrets?.set}' was written: agent '${report.agentName}' was not changed, and runs with the values it had`;
    }
    if (!report.writeSent)
        return `Cancelled before anything was written: agent '${report.agentName}' was not changed`;
    return `Cancelled while the write to agent '${report.agentName}' was unanswered: whether a deployment was made is unknown; read the agent to find out`;
}

;// CONCATENATED MODULE: ./src/deploy/linked-repository.ts

// An agent the service deploys on its own from a GitHub repository (its GitHub integration, deploy on
// push): whatever this step deploys, the next push to that branch replaces. Said before the deploy, in a
// warning and in the summary; the deploy itself goes ahead, as asked.
/** Warns when the agent is linked to a repository that deploys it on push; the words go into the report. */
function warnIfDeployedFromGitHub(agent, report) {
    const git = agent?.git;
    if (git?.autoDeploy !== true)
        return;
    const where = `${git.repoFullName ?? '(a repository)'}, branch ${git.branch ?? '(not reported)'}`;
    report.linkedRepository = where;
    runner_log/* log */.R.warning(`Agent '${report.agentName}' is deployed by the service itself from GitHub (${where}) on every push: the next push there replaces what this step deploys. Unlink it on the service, or deploy only one way`);
}

;// CONCATENATED MODULE: ./src/deploy/named-sets.ts







/** Each set the inputs name and this run does not write: there, and in the agent's region; else refused. */
async function checkNamedSets(inputs, before, http, signal) {
    const named = namedSets(inputs);
    if (named.length === 0)
        return;
    const store = new secret_store/* SecretStore */.G(http);
    const region = await (0,src_time/* raceAbort */.Mu)((0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http)), signal);
    const agent = `agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'}`;
    for (const [input, name] of named) {
        const found = await (0,src_time/* raceAbort */.Mu)(store.locate(name), signal);
        const what = `${input === 'secret-set' ? 'Secret set' : 'Image pull secret set'} '${name}' (${(0,across_inputs/* originOf */.yv)(input, inputs.origins)})`;
        if ('unreadable' in found) {
            runner_log/* log */.R.debug(`${what} could not be read (${found.unreadable}): the create or update will say whether it exists`);
            continue;
        }
        if ('missing' in found) {
            throw new errors/* PlanError */.W6(`${what} does not exist: the service would refuse the deploy. Create it first (${input === 'secret-set' ? 'or give secrets to write it from the workflow' : 'or give registry-username and registry-password to write it from the workflow'}), or name another. Nothing was uploaded or written`);
        }
        if ('region' in found && found.region && region && found.region !== region) {
            throw new errors/* PlanError */.W6(`${what} is in region '${found.region}', but ${agent} in region '${region}': an agent can use only the sets of its own region. Nothing was uploaded or written`);
        }
        runner_log/* log */.R.debug(`${what} exists${'region' in found && found.region ? ` in region '${found.region}'` : ''}`);
    }
}
/** The sets named by the inputs that this run does not write itself. */
function namedSets(inputs) {
    const sets = [];
    const secretSet = inputs['secret-set'];
    if (secretSet && !inputs.secrets)
        sets.push(['secret-set', secretSet]);
    const pullSet = inputs['image-pull-secret-set'];
    const writesPullSet = inputs.image && inputs['registry-username'] && inputs['registry-password'];
    if (pullSet && !writesPullSet)
        sets.push(['image-pull-secret-set', pullSet]);
    return sets;
}

;// CONCATENATED MODULE: ./src/deploy/plan-log.ts



/** The input each field of the configuration comes from. */
const FIELD_INPUTS = {
    image: 'image',
    buildId: 'build-id',
    nodeType: 'node-type',
    secretSet: 'secret-set',
    minAgents: 'min-agents',
    maxAgents: 'max-agents',
    enableNoiseSuppression: 'enable-noise-suppression',
    agentProfile: 'agent-profile',
    maxSessionDuration: 'max-session-duration',
    imagePullSecretSet: 'image-pull-secret-set',
    audioFilter: 'audio-filter',
    architecture: 'architecture',
    websocketAuth: 'websocket-auth',
};
/**
 * Each change as a log line saying where its new value came from: a step input, the deploy file, or what
 * a preview sets itself (its own secret set, no warm agent). Without a deploy file, only the latter.
 */
function sourcedLines(changes, deployFile, labels) {
    return (0,report_changes/* changeLines */.Ow)(changes).map((line, i) => {
        const field = changes[i]?.field;
        const input = field === undefined ? undefined : FIELD_INPUTS[field];
        const label = input === undefined ? undefined : labels[input];
        if (label)
            return `${line} (${label})`;
        if (!deployFile || input === undefined)
            return line;
        return `${line} (${deployFile.fromFile.includes(input) ? deployFile.path : 'input'})`;
    });
}
/** The plan in the log: what will be created or changed, field by field, and where each value came from. */
function logPlan(name, plan, deployFile, labels = {}) {
    if (deployFile)
        logSources(deployFile, plan.kind === 'create');
    if (plan.kind === 'create') {
        runner_log/* log */.R.info(`Plan: create agent '${name}'`);
        for (const line of sourcedLines((0,agent_config/* diffConfig */.O2)({}, plan.desired), deployFile, labels))
            runner_log/* log */.R.info(`  ${line}`);
    }
    else if (plan.kind === 'unchanged') {
        runner_log/* log */.R.info(`Plan: nothing to change for agent '${name}' (set force: true to deploy anyway)`);
    }
    else {
        runner_log/* log */.R.info(plan.newValues
            ? `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'}), with forceRedeploy: a new deployment gets the secret set's new values`
            : plan.forced
                ? `Plan: update agent '${name}' with its current configuration (force is true)`
                : `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'})`);
        for (const line of sourcedLines(plan.changes, deployFile, labels))
            runner_log/* log */.R.info(`  ${line}`);
    }
    if (plan.kind !== 'create' &&
        plan.desired.imagePullSecretSet !== undefined &&
        !(plan.kind === 'update' && plan.changes.some((c) => c.field === 'imagePullSecretSet')) &&
        plan.current.imagePullSecretSet === undefined) {
        runner_log/* log */.R.info(`  Image pull secret set: ${plan.desired.imagePullSecretSet} (sent as given; this installation does not report it back, so it is not compared)`);
    }
}
/** Which inputs the deploy file gave, which step inputs won over it; the rest is the agent's current configuration. */
function logSources(deployFile, creating) {
    const list = (names) => (names.length > 0 ? names.join(', ') : 'none');
    runner_log/* log */.R.info(`Configuration from ${deployFile.path}: ${list(deployFile.fromFile)}`);
    if (deployFile.overridden.length > 0) {
        runner_log/* log */.R.info(`Step inputs given over ${deployFile.path} (an input wins): ${list(deployFile.overridden)}`);
    }
    if (deployFile.replaced.length > 0)
        runner_log/* log */.R.info(`The step ${deployFile.replacedBy === 'an image' ? 'gives an image' : 'asks for a build'}: ${deployFile.path}'s ${list(deployFile.replaced)} not used`);
    if (deployFile.contextFrom)
        runner_log/* log */.R.info(`Build context: ${deployFile.contextFrom}, as the service's CLI reads it`);
    // On a create there is no agent yet to keep anything from: the service's defaults apply.
    runner_log/* log */.R.info(creating
        ? "Anything neither gives is left to the service's defaults (the agent does not exist yet)"
        : 'Anything neither gives is kept from the agent as it runs now');
}

;// CONCATENATED MODULE: ./src/deploy/deploy-step.ts






















// The step once its inputs are valid, phase by phase: read the agent, plan, then a dry run or the deploy
// (write, wait, roll back: carry-out.ts), then outputs, comment and summary. Each phase is its own module.
/** The second line of a dry run's failure: what a deploy would have failed with, said as a plan's. */
const DRY_RUN_MARK = 'Dry run: a deploy would stop here; nothing was written';
/** The step once its inputs are valid: read, plan, deploy, wait, report; or delete the agent (target). */
async function deploy(inputs, deployFile, target = { remove: false }) {
    const report = {
        agentName: inputs['agent-name'],
        startedAt: Date.now(),
        deployFile: deployFile && describeDeployFile(deployFile),
        previewOf: target.preview?.number,
    };
    const cancelled = new AbortController();
    const cancel = (signal) => cancelled.abort(signal);
    process.once('SIGINT', cancel);
    process.once('SIGTERM', cancel);
    const signal = cancelled.signal;
    const http = new transport/* ServiceHttp */.K(inputs['api-url'], inputs['api-key'], runner_log/* log */.R, { signal });
    const service = new agent_service/* AgentService */.NO(http);
    const on = {};
    let failure;
    try {
        if (target.remove)
            await deleteAgentPhase(service, inputs, target, report, signal);
        else
            failure = await deployPhases({ inputs, deployFile, preview: target.preview !== undefined, target, http, service, report, signal }, on);
    }
    catch (error) {
        failure = failureMessage(error, report);
        if (inputs['dry-run'] && !target.remove)
            failure = `${failure}\n${DRY_RUN_MARK}`;
        report.status ??= statusAfter(error, report);
        runner_log/* log */.R.debug(error instanceof Error ? (error.stack ?? error.message) : (0,errors/* errorMessage */.gJ)(error));
        await on.github?.status('failure', failure);
    }
    finally {
        service.dispose();
        process.off('SIGINT', cancel);
        process.off('SIGTERM', cancel);
    }
    await finish(inputs, report, failure);
}
/** A deploy: read, build, secrets, plan, then a dry run or the write and the wait. The failure, if any. */
async function deployPhases(step, on) {
    const { inputs, deployFile, http, service, report, signal } = step;
    const name = inputs['agent-name'];
    const before = await readAgent(service, name, signal);
    report.agent = before;
    checkPreviewOwner(before, step.target, name);
    warnIfDeployedFromGitHub(before, report);
    refuseRegionMove(inputs, before);
    await (0,src_time/* raceAbort */.Mu)(checkArchitecture(inputs, before, http), signal);
    // Every set read before anything is uploaded, built or written.
    await checkNamedSets(inputs, before, http, signal);
    const secretsRead = await readSecretsPhase(inputs, before, http, report, signal);
    const deployed = await fromRegistry(step, before);
    const buildId = await cloudBuild(inputs, before, http, report, signal, deployFile?.buildExcludes);
    await writeSecretsPhase(inputs, secretsRead, http, report, signal);
    const secrets = secretsRead?.plan;
    const newValues = secrets !== undefined && changesValues(secrets);
    const plan = planDeployment(deployed, before, buildId ?? newBuildPlaceholder(inputs, report), newValues);
    report.desired = plan.desired;
    logPlan(name, plan, deployFile, previewLabels(inputs, step.target));
    if (inputs['dry-run']) {
        reportPlanOnly(inputs, report, plan, before);
        // A plan that a deploy would refuse fails as the deploy would: same first line, marked as a dry run.
        return plan.kind === 'create' && plan.refused ? `${plan.refused}\n${DRY_RUN_MARK}` : undefined;
    }
    if (plan.kind !== 'unchanged')
        await watchBaseline(step, before);
    if (inputs.environment)
        on.github = await startGitHubDeployment(inputs, plan, report, step.preview);
    const failure = await carryOut(service, deployed, plan, before, report, signal, on.github);
    if (secrets)
        await recordWrittenValues(http, secrets, report, signal);
    return failure;
}
/** A preview's own values, said as such in the plan: its own secret set, no warm agent unless asked. */
function previewLabels(inputs, target) {
    const preview = target.preview;
    if (!preview)
        return {};
    const origins = inputs.origins ?? {};
    return {
        ...(preview.secretSet
            ? { 'secret-set': `the preview's own set, named from ${origins['secret-set'] ?? "input 'secret-set'"}` }
            : {}),
        ...(origins['min-agents'] === read_inputs/* PREVIEW_NO_WARM_AGENT */.T ? { 'min-agents': read_inputs/* PREVIEW_NO_WARM_AGENT */.T } : {}),
    };
}
/** With watch-minutes, the previous deployment's callers over as long before the write: to compare with. */
async function watchBaseline(step, before) {
    const { inputs, http, report, signal } = step;
    const previous = before ? (0,agent_record/* requestedDeploymentId */.RC)(before) : undefined;
    if (inputs['watch-minutes'] === 0 || !previous)
        return;
    const { readBaseline } = await __webpack_require__.e(/* import() */ 149).then(__webpack_require__.bind(__webpack_require__, 4149));
    report.watchBaseline = await readBaseline(http, inputs['agent-name'], previous, inputs['watch-minutes'], signal);
}
/** The registry's phases (src/registry/), loaded only for an image: the inputs the rest of the deploy uses. */
async function fromRegistry(step, before) {
    const { inputs, http, report, signal } = step;
    if (!inputs.image)
        return inputs;
    const { registryPhases } = await __webpack_require__.e(/* import() */ 533).then(__webpack_require__.bind(__webpack_require__, 9533));
    return registryPhases(inputs, before, http, report, signal);
}
/** The deploy file in one line, for the summary and the comment. */
function describeDeployFile(file) {
    const replaced = file.replaced.length > 0
        ? `; the step's ${file.replacedBy === 'an image' ? 'image' : 'build'} replaced ${file.replaced.join(', ')}`
        : '';
    return `${file.path} (${file.fromFile.length > 0 ? file.fromFile.join(', ') : 'no values used'}${file.overridden.length > 0 ? `; inputs won for ${file.overridden.join(', ')}` : ''}${replaced})`;
}
/**
 * The build this run deploys (cloud-build, build-id), or undefined for an image. Loaded only then: packing
 * and the ignore rules are a tenth of the bundle, and a deploy of an image does not pay for them.
 */
async function cloudBuild(inputs, before, http, report, signal, excludes) {
    if (!inputs['cloud-build'] && !inputs['build-id'])
        return undefined;
    const { buildPhase } = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(136)]).then(__webpack_require__.bind(__webpack_require__, 7136));
    return buildPhase(inputs, before, http, report, signal, excludes);
}
/** A dry run's stand-in for a build a deploy would make: shown in the plan, never sent. */
function newBuildPlaceholder(inputs, report) {
    return inputs['cloud-build'] && report.build ? `(a new build of context ${report.build.contextHash})` : undefined;
}
/** The first phase: does the agent exist, and what does it run? */
async function readAgent(service, name, signal) {
    return runner_log/* log */.R.group('Read the agent', async () => {
        const agent = await (0,src_time/* raceAbort */.Mu)(service.getAgent(name), signal);
        runner_log/* log */.R.info(agent ? `Agent '${name}' exists: ${(0,agent_record/* describeAgent */.P7)(agent)}` : `Agent '${name}' does not exist yet`);
        return agent;
    });
}
/** The last phase, whatever happened: outputs, the pull-request comment, the summary, and the verdict. */
async function finish(inputs, report, failure) {
    report.ready ??= false;
    report.agentReady ??= report.agent?.ready === true;
    (0,outputs/* setFinalOutputs */.$z)(report);
    if (inputs['pr-comment'])
        await postPullRequestComment(inputs, report, failure);
    await (0,summary/* writeSummary */.Sy)(report, failure);
    if (failure)
        (0,runner_log/* failWith */.f)(failure);
}


/***/ }),

/***/ 9059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ow: () => (/* binding */ changeLines),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   qv: () => (/* binding */ changeCells)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);

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

/***/ 5468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ setFinalOutputs),
/* harmony export */   fy: () => (/* binding */ setOutsideOutput),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   uL: () => (/* binding */ setDeploymentOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6058);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7194);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4031);



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
    const conversation = report.conversation;
    setOutput('conversation-test', conversation?.result ?? '');
    const scenarios = report.scenarios;
    setOutput('scenarios', scenarios?.result ?? '');
    setOutput('scenario-pass-rate', scenarios?.passRate === undefined ? '' : String(scenarios.passRate));
    setOutput('turn-p50-ms', scenarios?.p50Ms === undefined ? '' : String(scenarios.p50Ms));
    setOutput('turn-p95-ms', scenarios?.p95Ms === undefined ? '' : String(scenarios.p95Ms));
    setOutput('watch', report.watch?.result ?? '');
    setOutput('watched-sessions', report.watch ? String(report.watch.seen) : '');
    setOutput('failed-sessions', report.watch ? String(report.watch.failures.length) : '');
    setOutput('response-ms', conversation?.responseMs === undefined ? '' : String(conversation.responseMs));
    // The bot's words are data from outside: bounded, control characters made visible, secrets replaced.
    setOutsideOutput('bot-said', (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .commandText */ .jt)((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .shortened */ .vI)(conversation?.botSaid ?? '', 2000)));
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

/***/ 4169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ log),
/* harmony export */   f: () => (/* binding */ failWith)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6058);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);


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

/***/ 9451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ transcriptText),
/* harmony export */   t: () => (/* binding */ addScenarios)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6058);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);


// The scenarios in the job summary: one row a scenario (its runs, how many passed, its turns' p50 and p95
// and its slowest turn), the verdict against scenario-min-pass-rate, and each failed run's turns as a
// transcript. Everything from the bot is data: escaped, secrets replaced (escapeHtml does both).
const MOST_TRANSCRIPTS = 5;
function addScenarios(report) {
    const scenarios = report.scenarios;
    if (!scenarios)
        return;
    const rate = scenarios.passRate === undefined ? 'none judged' : `pass rate ${scenarios.passRate}`;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading('Scenarios', 4);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<p>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(`${scenarios.result}: ${rate} (at least ${scenarios.minPassRate} needed)`)}</p>`, true);
    const byScenario = new Map();
    for (const run of scenarios.runs)
        byScenario.set(`${run.scenario} (${run.file})`, [...(byScenario.get(`${run.scenario} (${run.file})`) ?? []), run]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addTable([
        ['Scenario', 'Runs', 'Passed', 'p50', 'p95', 'Slowest turn'].map((data) => ({ data, header: true })),
        ...[...byScenario].map(([name, runs]) => row(name, runs)),
    ]);
    const failed = scenarios.runs.filter((run) => run.status === 'failed').slice(0, MOST_TRANSCRIPTS);
    for (const run of failed) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(run.scenario)} #${run.repeat} failed`, 5);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<p>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(run.failure ?? '')}</p>`, true);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`<pre>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(transcriptText(run), true)}</pre>`, true);
    }
}
function row(name, runs) {
    const turns = runs.flatMap((run) => run.turns.filter((t) => t.answerMs !== undefined).map((t) => ({ run, turn: t })));
    const times = turns.map(({ turn }) => turn.answerMs).sort((a, b) => a - b);
    const at = (share) => (times.length ? `${times[Math.max(0, Math.ceil(share * times.length) - 1)]} ms` : '');
    const slowest = turns.sort((a, b) => b.turn.answerMs - a.turn.answerMs)[0];
    const passed = runs.filter((run) => run.status === 'passed').length;
    const skipped = runs.filter((run) => run.status === 'skipped').length;
    return [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(name),
        String(runs.length),
        `${passed}${skipped ? ` (${skipped} not judged)` : ''}`,
        at(0.5),
        at(0.95),
        slowest ? `turn #${slowest.turn.index}, ${slowest.turn.answerMs} ms` : '',
    ];
}
/** A run's turns in words: what was sent, what each expectation found. */
function transcriptText(run) {
    return run.turns
        .map((turn) => {
        const sent = turn.sent === undefined ? '(waits)' : JSON.stringify(turn.sent);
        const time = turn.answerMs === undefined ? '' : `, answered in ${turn.answerMs} ms`;
        const lines = turn.expectations.map((e) => `  ${e.event}: ${e.status}${e.reason ? ` (${e.reason})` : ''}${e.matched ? `: ${JSON.stringify(e.matched.slice(0, 300))}` : ''}`);
        return [`turn #${turn.index} (line ${turn.line}) ${turn.status}: sent ${sent}${time}`, ...lines].join('\n');
    })
        .join('\n');
}


/***/ }),

/***/ 7616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ secretSetTitle),
/* harmony export */   X: () => (/* binding */ secretKeyRows)
/* harmony export */ });
// The secrets input in the summary and the pull-request comment: a table of its set's keys, each with
// what happens to it, right after the changes. Key names only, never a value.
/** The table's title: the set, new or not, and whether every value was written again. */
function secretSetTitle(secrets) {
    const notes = [...(secrets.exists ? [] : ['new']), ...(secrets.rewritten ? ['every value written again: force'] : [])];
    return `Secret set ${secrets.set}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}
/** One row per key: its name, and what happens to it (the same words for a plan and a deploy). */
function secretKeyRows(secrets) {
    return [
        ...secrets.added.map((key) => [key, 'new']),
        ...secrets.changed.map((key) => [
            key,
            secrets.unverified.includes(key) ? 'written again (no record of its value)' : 'new value',
        ]),
        ...secrets.removed.map((key) => [key, 'removed (secrets-prune)']),
        ...secrets.kept.map((key) => [key, 'kept, not listed in secrets']),
        ...secrets.unchanged.map((key) => [
            key,
            secrets.rewritten ? 'same value, written again' : 'same value',
        ]),
    ];
}


/***/ }),

/***/ 5831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kO: () => (/* binding */ buildRows),
  Sy: () => (/* binding */ writeSummary)
});

// UNUSED EXPORTS: sessionText

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(6058);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(9834);
// EXTERNAL MODULE: ./src/report/changes.ts
var changes = __webpack_require__(9059);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/conversation-summary.ts


// The turn held with the new deployment, in the job summary: a transcript (what the caller said, what the
// bot heard, what it answered), the response time and how long the bot took to start; for a failure, why,
// and the session's last log lines. Everything from the bot is data: escaped, secrets replaced.
/** The transcript's rows, in order. */
function conversationRows(conversation) {
    const rows = [['Result', conversation.result]];
    if (conversation.why)
        rows.push(['What went wrong', conversation.why]);
    if (conversation.said)
        rows.push(['The caller said', conversation.said]);
    if (conversation.greeting)
        rows.push(['The bot greeted', conversation.greeting]);
    rows.push(['The bot heard', conversation.heard || '(it reported no transcription)']);
    rows.push(['The bot said', conversation.botSaid || '(it reported no words)']);
    if (conversation.responseMs !== undefined)
        rows.push(['Response time', `${conversation.responseMs} ms`]);
    if (conversation.botStartSeconds !== undefined)
        rows.push(['The bot started in', `${conversation.botStartSeconds} s`]);
    if (conversation.sessionId)
        rows.push(['Session', `${conversation.sessionId} on deployment ${conversation.deploymentId ?? ''}`]);
    return rows;
}
/** The conversation's section of the summary, when a turn was tried. */
function addConversation(report) {
    const conversation = report.conversation;
    if (!conversation)
        return;
    core/* summary */.z.addHeading('Conversation', 4).addTable([
        [
            { data: 'Turn', header: true },
            { data: '', header: true },
        ],
        ...conversationRows(conversation).map(([field, value]) => [field, (0,report_escape/* escapeHtml */.ZD)(value)]),
    ]);
    if (conversation.lines && conversation.lines.length > 0) {
        core/* summary */.z.addHeading(`Last log lines of session ${(0,report_escape/* escapeHtml */.ZD)(conversation.sessionId ?? '')}`, 4);
        core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(conversation.lines.join('\n'), true)}</pre>`, true);
    }
}

// EXTERNAL MODULE: ./src/report/scenario-summary.ts
var scenario_summary = __webpack_require__(9451);
// EXTERNAL MODULE: ./src/report/secret-rows.ts
var secret_rows = __webpack_require__(7616);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
;// CONCATENATED MODULE: ./src/report/watch-summary.ts



// The watch of the new deployment's callers in the job summary: what was seen and what failed, beside the
// previous deployment's callers over as long before the deploy; and each failed session (its id, its
// completion, its exception or error line). Everything from the service is data: escaped, secrets replaced.
/** "2.0 s of 3 min" after a breach, "3 min" for a whole window: never a fraction of a minute. */
function watched(ms, minutes) {
    if (ms === undefined || ms >= minutes * 60_000 - 500)
        return `${minutes} min`;
    return `${ms < 60_000 ? (0,time/* seconds */.YA)(ms) : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`} of ${minutes} min`;
}
function watchRows(report) {
    const watch = report.watch;
    if (!watch)
        return [];
    const rows = [
        ['Result', watch.result],
        ['Watched', watched(watch.watchedMs, watch.minutes)],
        ['Caller sessions on the new deployment', `${watch.seen}, ${watch.failures.length} failed`],
    ];
    const before = report.watchBaseline;
    if (before) {
        rows.push([
            'Before this deploy (as long)',
            `${before.seen}, ${before.failed} failed, on deployment ${before.deploymentId} (completions alone)`,
        ]);
    }
    return rows;
}
function addWatch(report) {
    const watch = report.watch;
    if (!watch)
        return;
    core/* summary */.z.addHeading('Callers of the new deployment', 4).addTable([
        [
            { data: 'Watch', header: true },
            { data: '', header: true },
        ],
        ...watchRows(report).map(([field, value]) => [field, (0,report_escape/* escapeHtml */.ZD)(value)]),
    ]);
    if (watch.failures.length === 0)
        return;
    core/* summary */.z.addHeading('Failed caller sessions', 4).addTable([
        [
            { data: 'Session', header: true },
            { data: 'Completion', header: true },
            { data: 'Why', header: true },
        ],
        ...watch.failures.map((failure) => [
            (0,report_escape/* escapeHtml */.ZD)(failure.id),
            (0,report_escape/* escapeHtml */.ZD)(failure.completion),
            (0,report_escape/* escapeHtml */.ZD)(failure.why),
        ]),
    ]);
}

;// CONCATENATED MODULE: ./src/report/summary.ts









/** The build: which, cached or built (and how long), and the context it was made from. */
function buildRows(build) {
    const made = build.id === undefined
        ? 'none yet (no build of this context exists)'
        : `${build.id} (${build.cached ? 'cached: no new build was made' : `built${build.durationMs === undefined ? '' : ` in ${(0,time/* seconds */.YA)(build.durationMs)}`}`})`;
    return [
        ['Build', made],
        [
            'Build context',
            `${(0,time/* megabytes */.ix)(build.contextBytes)} in ${build.fileCount} files (${(0,time/* megabytes */.ix)(build.archiveBytes)} compressed), hash ${build.contextHash}, region ${build.region}`,
        ],
    ];
}
/** The session tried on the new deployment, in words. */
function sessionText(smoke) {
    const which = smoke.sessionId ? `session ${smoke.sessionId} on deployment ${smoke.deploymentId}` : 'no session';
    const started = smoke.botStartSeconds !== undefined ? ` (the bot started in ${smoke.botStartSeconds} s)` : '';
    const elsewhere = smoke.elsewhere ? `; ${smoke.elsewhere} landed on the previous deployment and were not counted` : '';
    const tried = smoke.tried ? `; ${smoke.tried} started in all` : '';
    return `${which}: ${smoke.result}${started}${elsewhere}${tried}`;
}
/** What the image's registry said: the digest deployed and the platforms found, or why it was not read. */
function imageCheckRow(check) {
    if (check.notChecked)
        return ['Image check', `not checked: ${check.notChecked}; deployed as given`];
    return [
        'Image digest',
        `${check.digest ?? ''}${check.platforms ? ` (platforms: ${check.platforms.join(', ') || 'none'})` : ''}`,
    ];
}
/** The rows of a delete's table: there is no configuration to show. */
function deletionRows(report) {
    return [
        ['Agent', report.agentName],
        ...(report.previewOf !== undefined
            ? [['Preview of', `pull request #${report.previewOf}`]]
            : []),
        ['Operation', report.operation ?? '(none)'],
        ...(report.previousDeploymentId
            ? [
                ['Deployment it ran', report.previousDeploymentId],
                [
                    'Image it ran',
                    report.desired?.buildId
                        ? `the image of build ${report.desired.buildId}`
                        : (0,changes/* describeValue */.bp)(report.desired?.image),
                ],
                ['Region', report.region ?? '(not reported)'],
            ]
            : []),
        ['Status', report.status ?? '(none)'],
        ['Time taken', (0,time/* seconds */.YA)(Date.now() - report.startedAt)],
    ];
}
const notPlanned = ['Configuration', 'not planned: the run stopped before its plan was made'];
/** What the agent runs (or would): the plan's configuration. */
function configurationRows(report, desired) {
    const scaling = desired.minAgents === undefined && desired.maxAgents === undefined
        ? '(service default)'
        : `${(0,changes/* describeValue */.bp)(desired.minAgents)} to ${(0,changes/* describeValue */.bp)(desired.maxAgents)}`;
    return [
        ['Image', desired.buildId ? `the image of build ${desired.buildId}` : (0,changes/* describeValue */.bp)(desired.image)],
        ['Node type', (0,changes/* describeValue */.bp)(desired.nodeType)],
        ['Architecture', desired.architecture ?? "(the region's default)"],
        ['Scaling (agents)', scaling],
        ['Secret set', (0,changes/* describeValue */.bp)(desired.secretSet)],
        ['Noise suppression', (0,changes/* describeValue */.bp)(desired.enableNoiseSuppression)],
        ['Audio filter', (0,changes/* describeValue */.bp)(desired.audioFilter)],
        [
            'WebSocket auth',
            desired.websocketAuth === undefined ? '(not named: left as it is)' : (0,changes/* describeValue */.bp)(desired.websocketAuth),
        ],
        ['Region', report.region ?? '(service default)'],
        ['Agent profile', desired.agentProfile ?? '(service default)'],
        [
            'Max session duration',
            desired.maxSessionDuration === undefined ? '(service default, 7200 s)' : `${desired.maxSessionDuration} s`,
        ],
    ];
}
/** The rows of the summary's main table, as plain text (escaped when written). */
function summaryRows(report) {
    if (report.operation === 'deleted' || report.operation === 'would-delete')
        return deletionRows(report);
    const rows = [
        ['Agent', report.agentName],
        ...(report.deployFile ? [['Deploy file', report.deployFile]] : []),
        ['Operation', report.operation ?? '(none)'],
        ['Deployment', report.deploymentId || '(none)'],
        ['Previous deployment', report.previousDeploymentId || '(none)'],
        // A run that stopped before its plan has no configuration to show: "(not set)" would contradict the
        // deploy file's row above.
        ...(report.desired ? configurationRows(report, report.desired) : [notPlanned]),
        ['Status', report.status ?? '(none)'],
        ['Time taken', (0,time/* seconds */.YA)(Date.now() - report.startedAt)],
    ];
    if (report.keptDeployment) {
        rows.push([
            'New deployment',
            'none: the service kept the running deployment (nothing in the update needs a new one; set force: true to roll out a re-pushed tag)',
        ]);
    }
    if (report.linkedRepository) {
        rows.push([
            'Deployed from GitHub by the service',
            `${report.linkedRepository}: the next push there replaces this deployment`,
        ]);
    }
    if (report.imageCheck)
        rows.push(imageCheckRow(report.imageCheck));
    if (report.degraded)
        rows.push(['Health', report.degraded]);
    const ready = report.agent?.currentRevision?.readyReplicas ?? undefined;
    const most = report.desired?.maxAgents;
    // More instances than max-agents is the service keeping spares, never a fault.
    if (ready !== undefined && most !== undefined && ready > most) {
        rows.push(['Ready instances', `${ready} (above max-agents ${most}: the service keeps spare instances)`]);
    }
    if (report.smoke)
        rows.push(['Session tried', sessionText(report.smoke)]);
    if (report.plannedChecks?.length)
        rows.push(['Checks once ready', report.plannedChecks.join('; ')]);
    if (report.build)
        rows.push(...buildRows(report.build));
    if (report.rollbackNote)
        rows.push(['Rollback', report.rollbackNote]);
    if (report.githubDeploymentId !== undefined)
        rows.push(['GitHub deployment', String(report.githubDeploymentId)]);
    if (report.commentUrl)
        rows.push(['Pull request comment', report.commentUrl]);
    return rows;
}
/**
 * The verdict first, in one line; then the changes; then the details a person looks up. A summary that
 * cannot be written is only a warning.
 */
async function writeSummary(report, failure) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const rows = summaryRows(report);
    try {
        core/* summary */.z.addHeading(`Agent deploy: ${(0,report_escape/* escapeHtml */.ZD)(report.agentName)}`, 3);
        core/* summary */.z.addRaw(`<p><strong>${(0,report_escape/* escapeHtml */.ZD)((0,verdict/* verdict */.W)(report, failure))}</strong></p>`, true);
        if (report.changes && report.changes.length > 0) {
            core/* summary */.z.addHeading('Changes', 4).addTable([
                [
                    { data: 'Field', header: true },
                    { data: 'Before', header: true },
                    { data: 'After', header: true },
                ],
                ...report.changes.map((change) => (0,changes/* changeCells */.qv)(change)),
            ]);
        }
        if (report.secrets) {
            core/* summary */.z.addHeading((0,report_escape/* escapeHtml */.ZD)((0,secret_rows/* secretSetTitle */.N)(report.secrets)), 4).addTable([
                [
                    { data: 'Key', header: true },
                    { data: 'What happens', header: true },
                ],
                ...(0,secret_rows/* secretKeyRows */.X)(report.secrets).map((row) => row.map((cell) => (0,report_escape/* escapeHtml */.ZD)(cell))),
            ]);
        }
        core/* summary */.z.addHeading('Details', 4).addTable([
            [
                { data: 'Field', header: true },
                { data: 'Value', header: true },
            ],
            ...rows.map(([field, value]) => [field, (0,report_escape/* escapeHtml */.ZD)(value)]),
        ]);
        if (report.buildLogs && report.buildLogs.length > 0) {
            core/* summary */.z.addHeading(`Last log lines of build ${(0,report_escape/* escapeHtml */.ZD)(report.build?.id ?? '')}`, 4);
            core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(report.buildLogs.join('\n'), true)}</pre>`, true);
        }
        addConversation(report);
        (0,scenario_summary/* addScenarios */.t)(report);
        addWatch(report);
        if (report.smoke?.lines && report.smoke.lines.length > 0) {
            core/* summary */.z.addHeading(`Last log lines of session ${(0,report_escape/* escapeHtml */.ZD)(report.smoke.sessionId ?? '')}`, 4);
            core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(report.smoke.lines.join('\n'), true)}</pre>`, true);
        }
        if (report.logs) {
            core/* summary */.z.addHeading(`Last log lines of deployment ${(0,report_escape/* escapeHtml */.ZD)(report.deploymentId ?? '')}`, 4);
            if ('problem' in report.logs)
                core/* summary */.z.addRaw(`<p>The logs could not be read: ${(0,report_escape/* escapeHtml */.ZD)(report.logs.problem)}</p>`, true);
            else if (report.logs.lines.length === 0)
                core/* summary */.z.addRaw('<p>(nothing printed yet)</p>', true);
            else
                core/* summary */.z.addRaw(`<pre>${(0,report_escape/* escapeHtml */.ZD)(report.logs.lines.join('\n'), true)}</pre>`, true);
        }
        await core/* summary */.z.write();
    }
    catch (error) {
        core/* warning */.$e(`The job summary could not be written: ${error.message}`);
    }
}


/***/ }),

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ verdict)
/* harmony export */ });
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);

// The verdict a person reads first, before any table: what happened, to which agent and deployment, and
// for a failure its reason in the service's words (the first line of the failure), with the rollback.
const FIRST_LINE_SHOWN = 600;
/** A mark to find the outcome at a glance, as GitHub's own checks show theirs. */
const MARKS = {
    ready: '✅',
    pending: '🕓',
    planned: '📝',
    'timed-out': '⏱️',
    superseded: '⏭️',
    failed: '❌',
    unknown: '⚠️',
    deleted: '🗑️',
};
/** What a dry run's operation means, in words. */
const PLANS = {
    'would-create': 'would be created',
    'would-update': 'would be updated',
    'would-delete': 'would be deleted, with everything it runs',
    unchanged: 'already runs this configuration, and would stay unchanged',
};
/** One line: a mark, the outcome, the agent and deployment, and why when it failed. Plain text, escaped where written. */
function verdict(report, failure) {
    // A deployment the service calls degraded is ready, and not a plain success.
    const mark = report.status === 'ready' && report.degraded ? '⚠️' : (MARKS[report.status ?? ''] ?? '⛔');
    return `${mark} ${outcome(report, failure)}`;
}
function outcome(report, failure) {
    const agent = `agent '${report.agentName}'`;
    const deployment = report.deploymentId ? `deployment ${report.deploymentId}` : 'no deployment';
    // What failed, in words first, without the rollback the message adds (said once, below); ids are in the table.
    const cause = report.failureBeforeRollback ?? failure;
    const why = cause ? `: ${firstLine(cause)}` : '';
    const rollback = report.rolledBack
        ? ' Rolled back: the previous configuration runs again, ready.'
        : report.rollbackNote
            ? ` Rollback: ${report.rollbackNote}.`
            : '';
    switch (report.status) {
        case 'ready':
            return `${readyOutcome(report, agent, deployment)}${checked(report)}${degraded(report)}`;
        case 'superseded':
            return `Superseded: ${deployment} of ${agent} was replaced by deployment ${report.supersededBy ?? '(unnamed)'}, which another run or a person deployed meanwhile; nothing was rolled back over it.${report.failureBeforeRollback ? ` Before that: ${firstLine(report.failureBeforeRollback)}.` : ''}`;
        case 'pending':
            return `Deployed, not waited for: ${agent} ${report.operation ?? 'deployed'}, ${deployment} (wait-for-ready is false).`;
        case 'deleted': {
            const closed = report.previewOf !== undefined ? ` (the preview of pull request #${report.previewOf}, now closed)` : '';
            return report.alreadyGone
                ? `Deleted: ${agent}${closed} was already gone; there was nothing to delete.`
                : `Deleted: ${agent}${closed} and everything it ran were removed.`;
        }
        case 'planned':
            return `Planned: ${agent} ${PLANS[report.operation ?? ''] ?? 'would be deployed'}; nothing was written (dry run).${report.planRefused ? ` A deploy would stop: ${firstLine(report.planRefused)}.` : ''}`;
        // The failure's own first line names the deployment and the agent, in the service's words.
        case 'timed-out':
            return `Timed out: ${cause ? firstLine(cause) : `${deployment} of ${agent} was not ready in time`}.${rollback}`;
        case 'failed':
            return `Failed: ${cause ? firstLine(cause) : `${deployment} of ${agent}`}.${rollback}`;
        case 'unknown':
            return `Unknown: a write to ${agent} was sent and what it did is not known${why}.`;
        default:
            return `Not deployed: ${agent} was not changed${why}.`;
    }
}
/** A ready deployment: made by this run, or found unchanged (and checked all the same). */
function readyOutcome(report, agent, deployment) {
    if (report.operation === 'unchanged')
        return `Unchanged: ${agent} already runs this configuration (${deployment}, ready); nothing was written.`;
    const made = `${agent} ${report.operation ?? 'deployed'}, ${deployment} is rolled out and ready`;
    if (report.conversation?.result === 'passed')
        return `Deployed, ready and answered in ${report.conversation.responseMs} ms: ${made}, and the bot answered the caller in ${report.conversation.responseMs} ms.${newValues(report)}`;
    if (report.smoke?.result === 'passed')
        return `Deployed, ready and answered: ${made}, and session ${report.smoke.sessionId} ran on it without an error (the bot started in ${report.smoke.botStartSeconds} s).${newValues(report)}`;
    return `Deployed and ready: ${made}.${newValues(report)}`;
}
/** What the checks found on a deployment this run did not make, and what the watch saw, in words. */
function checked(report) {
    const found = [];
    if (report.operation === 'unchanged') {
        if (report.smoke?.result === 'passed')
            found.push(`session ${report.smoke.sessionId} ran on it without an error`);
        if (report.conversation?.result === 'passed')
            found.push(`the bot answered the caller in ${report.conversation.responseMs} ms`);
    }
    const watch = report.watch;
    if (watch?.result === 'passed')
        found.push(`${watch.seen} caller session${watch.seen === 1 ? '' : 's'} in ${watch.minutes} min, ${watch.failures.length === 0 ? 'none' : watch.failures.length} failed`);
    if (watch?.result === 'quiet')
        found.push(`no caller came in ${watch.minutes} min (watch: quiet)`);
    return found.length > 0 ? ` Checked: ${found.join('; ')}.` : '';
}
function degraded(report) {
    return report.degraded ? ` The service says it is degraded: ${firstLine(report.degraded)}.` : '';
}
/** The failure's first line, without its pointer to the output that follows it (shown further down). */
function firstLine(text) {
    const line = text
        .split('\n')[0]
        ?.replace(/\.\s*Its last output:?\s*$/, '')
        .replace(/[.:\s]+$/, '') ?? '';
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(line, FIRST_LINE_SHOWN);
}
/** A deploy that rolled out new values of the secret set says so: it is why the deployment was made. */
function newValues(report) {
    const secrets = report.secrets;
    if (!secrets || !report.secretsWritten)
        return '';
    const keys = [...secrets.added, ...secrets.changed, ...secrets.removed];
    if (keys.length === 0)
        return '';
    return secrets.unverified.length === keys.length
        ? ` It runs with the values of secret set '${secrets.set}' written again (${keys.join(', ')}).`
        : ` It runs with the new values of secret set '${secrets.set}' (${keys.join(', ')}).`;
}


/***/ }),

/***/ 662:
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
/* harmony import */ var _architectures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7075);
/* harmony import */ var _agent_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3973);


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

/***/ 3973:
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
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2226);
/* harmony import */ var _output_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2952);


// Records carry more fields than the references list, and any of them may be missing or null on some
// installations or versions (`deployment` included): loose objects keep what they do not know, and
// nothing is required but the record being an object. The meaning is decided below, not by the schema.
const opt = (schema) => zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(schema));
const manifestSpec = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    image: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    platformNodeType: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    envFromSecretNames: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    imagePullSecretName: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    maxSessionDurationSeconds: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    autoScaling: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ minReplicas: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()), maxReplicas: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()) })),
    noiseSuppressionModels: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ enabled: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()) })),
    /** the architecture the deployment runs (amd64, arm64), where the manifest reports it */
    arch: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const deploymentError = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ code: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), message: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) });
const health = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ready: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    state: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    restartCount: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    replicasStarted: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    reason: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    lastExitCode: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    lastTerminationReason: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    message: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** the service's own label for what is wrong ("Out of memory"), since mid-2026 */
    headline: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const condition = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    type: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    status: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    reason: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    message: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const revision = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    deploymentID: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    phase: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    readyReplicas: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    phaseStartedAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    health: opt(health),
    hasInfrastructureIssue: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
});
const agentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ready: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    available: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    desiredDeploymentId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    reconciledDeploymentId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** deprecated: desiredDeploymentId */
    activeDeploymentId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** deprecated: ready */
    activeDeploymentReady: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    updatedAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    createdAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    region: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    agentProfile: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** the audio filter (tel, pro, or null for none); absent or null on older installations */
    krispViva: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ audioFilter: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) })),
    /** an agent the service deploys itself from a GitHub repository (its GitHub integration) */
    git: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ repoFullName: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), branch: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), autoDeploy: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()) })),
    currentRevision: opt(revision),
    previousRevision: opt(revision),
    deployment: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        id: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        serviceId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        /** the cloud build this deployment runs (its manifest image is then redacted) */
        buildId: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        manifest: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ spec: opt(manifestSpec) })),
    })),
    errors: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(deploymentError)),
    /** Degraded or Progressing, with a reason and a message, since mid-2026 */
    conditions: opt(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(condition)),
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
        const output = (0,_output_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lastLines */ .w$)(own.health?.message ?? '', 20);
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

/***/ 4413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ AgentService),
/* harmony export */   o_: () => (/* binding */ readLogs)
/* harmony export */ });
/* unused harmony export agentPath */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2226);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5607);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4261);
/* harmony import */ var _secret_sets_secret_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9180);
/* harmony import */ var _agent_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3973);





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
        return readLogs(this.http, name, { deploymentId }, limit);
    }
    dispose() {
        this.http.dispose();
    }
}
/**
 * The last `limit` log lines of one deployment or one session of the agent, oldest first
 * (GET …/logs?deploymentId= or ?sessionId=, one attempt: the callers read again on their own schedule).
 */
async function readLogs(http, name, of, limit, 
/** a session's lines are read again on a transient failure, as its record is; a deployment's, once */
retried = false) {
    const query = new URLSearchParams({ ...of, limit: String(limit), order: 'desc' });
    const answer = await http.send('GET', `${agentPath(name)}/logs?${query}`, undefined, { once: !retried });
    if (answer.status < 200 || answer.status > 299)
        throw (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    const parsed = logsSchema.safeParse((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, 'logs'));
    if (!parsed.success) {
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service answered ${answer.request} with JSON that is not logs: ${(0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyStart */ .ld)(answer.text)}`);
    }
    // Newest first as asked; a line from another deployment is not this one's.
    const deploymentId = 'deploymentId' in of ? of.deploymentId : undefined;
    return (parsed.data.logs ?? [])
        .filter((line) => !deploymentId || !line.deploymentId || line.deploymentId === deploymentId)
        .slice(0, limit)
        .reverse()
        .map((line) => ({ log: line.log ?? '', timestamp: line.timestamp ?? undefined }));
}
function agentPath(name) {
    return `/agents/${encodeURIComponent(name)}`;
}
const logsSchema = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    logs: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
        log: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())),
        timestamp: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())),
        deploymentId: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())),
    })))),
});
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

/***/ 9449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ notReadySecretSet),
/* harmony export */   x: () => (/* binding */ isAlreadyExists)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4261);

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

/***/ 2692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ TERMINAL_BUILD_STATUSES),
/* harmony export */   SH: () => (/* binding */ BuildService),
/* harmony export */   am: () => (/* binding */ madeFrom)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2226);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5607);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3317);



// The service's cloud build, as service-facts.md describes it: an upload address, a build made from an
// uploaded context (or found by its context hash), its record and its log lines.
const opt = (schema) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(schema));
const buildSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    region: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    contextHash: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    dockerfilePath: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    imageUri: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    errorMessage: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    contextSizeBytes: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    buildDurationSeconds: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const uploadSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    uploadId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    uploadUrl: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    uploadFields: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    expiresAt: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const created = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ build: buildSchema, contextHash: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), cached: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()) });
const one = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ build: buildSchema });
const list = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ builds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(buildSchema) });
const logs = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ logs: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())) });
const properties = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ properties: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ defaultRegion: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })) });
const TERMINAL_BUILD_STATUSES = new Set(['success', 'failed', 'timeout']);
/** The default region, read once per connection to the service (one run): several phases ask for it. */
const defaultRegions = new WeakMap();
class BuildService {
    http;
    constructor(http) {
        this.http = http;
    }
    /** The organization's default region (GET /properties, once per run), when the service names one. */
    defaultRegion() {
        let region = defaultRegions.get(this.http);
        if (!region) {
            region = this.http
                .send('GET', '/properties')
                .then((answer) => (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, properties, 'properties').properties?.defaultRegion ?? undefined);
            // A failed read is not kept: the next phase that needs the region asks again.
            region.catch(() => defaultRegions.delete(this.http));
            defaultRegions.set(this.http, region);
        }
        return region;
    }
    async uploadTarget(region) {
        const target = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(await this.http.send('POST', '/builds/upload-url', { region }), uploadSchema, 'an upload address');
        (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedId */ .VJ)(target.uploadId, 'upload id');
        return target;
    }
    /** A new build of the uploaded context (201), or the successful one with the same hash (200 cached). */
    async createBuild(uploadId, region, dockerfilePath) {
        // Not a write of the agent: sending it twice at worst makes a second build, which the cache answers.
        const answer = await this.http.send('POST', '/builds', { uploadId, region, dockerfilePath });
        const body = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, created, 'a build');
        return { build: checkedBuild(body.build), cached: body.cached === true || answer.status === 200 };
    }
    async getBuild(id, options = {}) {
        return checkedBuild((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(await this.http.send('GET', `/builds/${encodeURIComponent(id)}`, undefined, options), one, 'a build')
            .build);
    }
    /** The build's log lines so far (the first `limit`; the reference documents no paging). */
    async getBuildLogs(id, limit = 10_000) {
        const answer = await this.http.send('GET', `/builds/${encodeURIComponent(id)}/logs?limit=${limit}`, undefined, {
            once: true,
        });
        return (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(answer, logs, 'build logs').logs ?? [];
    }
    /**
     * A successful build of this context, region and Dockerfile, without uploading anything. Each field is
     * checked here, not taken from the query: a service (or a cache in between) that answers with a build
     * of another context, region or Dockerfile would otherwise have this run deploy another image.
     */
    async findBuild(contextHash, region, dockerfilePath) {
        // The lookup does not filter by Dockerfile: ask for several, so builds of other Dockerfiles of the same
        // context cannot hide the one this run can use.
        const query = new URLSearchParams({ contextHash, region, status: 'success', limit: String(FIND_LIMIT) });
        const found = (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(await this.http.send('GET', `/builds?${query}`), list, 'a list of builds').builds;
        const match = found.find((build) => build.status === 'success' && madeFrom(build, contextHash, region, dockerfilePath));
        return match && checkedBuild(match);
    }
}
const FIND_LIMIT = 20;
/** Whether the build's record shows it was made from this context, in this region, with this Dockerfile. */
function madeFrom(build, contextHash, region, dockerfilePath) {
    return (build.contextHash === contextHash &&
        build.region === region &&
        (build.dockerfilePath ?? 'Dockerfile') === dockerfilePath);
}
/** A build whose id can be put in a path and an output: '..' would name another resource. */
function checkedBuild(build) {
    (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedId */ .VJ)(build.id, 'build id');
    return build;
}


/***/ }),

/***/ 5607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ headerValue),
/* harmony export */   cg: () => (/* binding */ serviceError),
/* harmony export */   hi: () => (/* binding */ answerJson),
/* harmony export */   ld: () => (/* binding */ bodyStart),
/* harmony export */   qr: () => (/* binding */ parsedAnswer)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3945);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4261);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6886);




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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4261);

/** An answer larger than the bound: `head` holds its first bytes, up to the bound, as text. */
class AnswerTooLargeError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx {
    head;
    constructor(message, head) {
        super(message);
        this.head = head;
    }
}
// One way to read an answer's body, for the service and the upload host alike.
/**
 * HttpClient's readBody never settles when the connection breaks mid-answer, and reads without limit:
 * this one settles, and stops reading past `maxBytes`, so memory stays bounded whatever is sent. Past the
 * bound it fails with what came within it (an error's status and code are in its first bytes).
 */
async function readBoundedBody(response, maxBytes, request) {
    return (await readBoundedBytes(response, maxBytes, request)).toString('utf8');
}
/** The same, as the bytes that came (a digest is of the bytes, not of their text). */
function readBoundedBytes(response, maxBytes, request) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        response.message.on('data', (chunk) => {
            if (size + chunk.length > maxBytes) {
                chunks.push(chunk.subarray(0, maxBytes - size));
                const head = Buffer.concat(chunks).toString('utf8');
                chunks.length = 0;
                size = maxBytes + 1;
                // Rejected before the connection is cut: cutting it says "aborted" at once, and the first word stands.
                reject(new AnswerTooLargeError(`The answer to ${request} is larger than the ${maxBytes >= 1 << 20 ? `${maxBytes / (1 << 20)} MiB` : `${maxBytes / 1024} KiB`} the action reads; it was cut off`, head));
                response.message.destroy();
                return;
            }
            if (size > maxBytes)
                return;
            size += chunk.length;
            chunks.push(chunk);
        });
        response.message.on('end', () => resolve(Buffer.concat(chunks)));
        response.message.on('error', reject);
        response.message.on('aborted', () => reject(Object.assign(new Error('connection cut mid-answer'), { code: 'ECONNRESET' })));
    });
}


/***/ }),

/***/ 4261:
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

/***/ 6886:
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

/***/ 4797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ ServiceHttp)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4942);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3916);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9834);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7575);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5607);
/* harmony import */ var _bounded_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5050);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4261);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6886);








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
        for (let attempt = 1;; attempt++) {
            if (this.signal?.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc(`cancelled before ${request} was sent`);
            const outcome = await this.attempt(method, path, body, request).catch((error) => {
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
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr(`no complete answer within ${(0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(this.policy.requestTimeoutMs)}`));
            }, this.policy.requestTimeoutMs);
        });
        try {
            return await Promise.race([
                (async () => {
                    response = await this.client.request(method, url, body === undefined ? null : JSON.stringify(body), headers);
                    const text = await (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedBody */ .c0)(response, this.policy.maxAnswerBytes, request);
                    return { status: response.message.statusCode ?? 0, text, headers: response.message.headers, request };
                })(),
                deadline,
            ]);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .NetworkError */ .Dr || error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx)
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
        }
    }
}
function withGaveUp(error, note) {
    error.message = `${error.message} (${note})`;
    return error;
}


/***/ }),

/***/ 3317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VJ: () => (/* binding */ checkedId)
/* harmony export */ });
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2325);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4261);



// Ids from the service are taken only in the shape src/ids.ts gives.

/** The id as given, or a clear failure when it is not of the documented shape. */
function checkedId(value, what) {
    if (value === undefined || (0,_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .isId */ .e)(value))
        return value;
    const shown = JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(value, 80));
    throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx(`The service named a ${what} ${shown}, which is not an id (expected ${_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .ID_SHAPE */ .I})`);
}


/***/ }),

/***/ 2952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hh: () => (/* binding */ cutLine),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   w$: () => (/* binding */ lastLines)
/* harmony export */ });
/* unused harmony export MAX_LINE_LENGTH */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);

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

/***/ 7950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ agentRegion),
/* harmony export */   O: () => (/* binding */ listRegions)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2226);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3945);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5607);


// The service's regions (GET /regions): on current installations each lists the architectures it runs.
const regionsSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    regions: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        code: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        supported_architectures: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()))),
        default_architecture: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    })),
});
/**
 * The region the agent runs in, or will: the region asked for (input 'region'), else the existing
 * agent's, else the organization's default (GET /properties); undefined when the service names none.
 */
async function agentRegion(asked, before, builds) {
    return asked ?? before?.region ?? (await builds.defaultRegion());
}
/** The regions, or undefined where the service has no such list (404) or answers it in another shape. */
async function listRegions(http) {
    const answer = await http.send('GET', '/regions');
    if (answer.status === 404)
        return undefined;
    if (answer.status < 200 || answer.status > 299)
        throw (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceError */ .cg)(answer);
    const parsed = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .safeParse */ .xL(regionsSchema, (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, 'a list of regions'));
    return parsed.success ? parsed.data.regions : undefined;
}


/***/ }),

/***/ 6996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ waitUntilProvisioned),
/* harmony export */   PU: () => (/* binding */ whenSecretSetsReady),
/* harmony export */   Ss: () => (/* binding */ SECRET_SET_WAIT_MAX_MS),
/* harmony export */   XM: () => (/* binding */ provisioningDelay),
/* harmony export */   ZJ: () => (/* binding */ SecretSetError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9834);
/* harmony import */ var _agents_refusals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9449);



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


/***/ }),

/***/ 9180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ isConcurrentChange),
/* harmony export */   G: () => (/* binding */ SecretStore)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2226);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3945);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5607);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4261);



// Writing secret sets (service-facts.md, "Writing secret sets"): PUT adds or overwrites the keys it
// carries (202, then the set is provisioned in the background), a key is removed by its own DELETE, and
// a read lists key names only: values never come back.
const opt = (schema) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(schema));
const setSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    region: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    status: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    errorMessage: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    secrets: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ fieldName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
});
const written = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ status: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), region: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) });
const listed = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    sets: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
        name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        type: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        region: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        status: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        errorMessage: opt(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
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
        const parsed = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .safeParse */ .xL(setSchema, (0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .answerJson */ .hi)(answer, 'a secret set'));
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
        const answer = await this.http.send('DELETE', `${setPath(name)}/${encodeURIComponent(key)}`);
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
    return `/secrets/${encodeURIComponent(name)}`;
}


/***/ }),

/***/ 7575:
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

/***/ 9834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mu: () => (/* binding */ raceAbort),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   ix: () => (/* binding */ megabytes),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

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
module.exports = (__webpack_require__(3148).lazyModule)(
  () => __webpack_require__(1260),
  ['exec', 'getExecOutput'],
)


/***/ }),

/***/ 3148:
/***/ ((module) => {


// A module whose exports load the real one on first use: put in a builtin's or a package's place in the
// bundle (tsconfig.json "paths", which ncc applies to every import, the dependencies' included) where a
// dependency loads it at its top but the action needs it on few runs or late. Each name is a getter that
// loads the real module the first time any is read, and reads it there: the module the action then uses is
// the real one, never a copy. test/project/lazy-modules.test.ts checks that every name the real module
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

/***/ 6392:
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
    const loaded = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19))
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

//# sourceMappingURL=498.index.js.map