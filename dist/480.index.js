export const id = 480;
export const ids = [480];
export const modules = {

/***/ 89480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/own-sessions-notice.ts
var own_sessions_notice = __webpack_require__(83714);
// EXTERNAL MODULE: ./src/inputs/read-inputs.ts + 4 modules
var read_inputs = __webpack_require__(88085);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/report/release-record.ts
var release_record = __webpack_require__(68345);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/report/summary.ts + 1 modules
var summary = __webpack_require__(24658);
// EXTERNAL MODULE: ./src/service/agents/agent-config.ts
var agent_config = __webpack_require__(20662);
// EXTERNAL MODULE: ./src/service/agents/agent-record.ts
var agent_record = __webpack_require__(93973);
// EXTERNAL MODULE: ./src/service/agents/agent-service.ts
var agent_service = __webpack_require__(34413);
// EXTERNAL MODULE: ./src/service/http/transport.ts
var transport = __webpack_require__(34797);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/inputs/secret-lines.ts
var secret_lines = __webpack_require__(82023);
// EXTERNAL MODULE: ./src/service/builds/builds.ts
var builds = __webpack_require__(62692);
// EXTERNAL MODULE: ./src/service/regions.ts
var regions = __webpack_require__(57950);
// EXTERNAL MODULE: ./src/service/secret-sets/secret-sets.ts
var secret_sets = __webpack_require__(36996);
// EXTERNAL MODULE: ./src/service/secret-sets/secret-store.ts
var secret_store = __webpack_require__(9180);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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
        standing: [],
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
        if (state === 'unchanged' && !force && stored.includes(wanted))
            plan.standing.push({ key: entry.key, record: wanted });
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
    const { pairs: _values, deletions: _deletions, record: _record, standing: _standing, ...changes } = plan;
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
        const stored = await (0,time/* raceAbort */.Mu)(new secret_store/* SecretStore */.G(http).readSet(set), signal);
        const region = await (0,time/* raceAbort */.Mu)((0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http)), signal);
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
    if (signal.aborted)
        return;
    const store = new secret_store/* SecretStore */.G(http);
    await sayWrittenMeanwhile(store, plan, signal);
    if (!plan.record || (changesValues(plan) && !made))
        return;
    try {
        if (plan.record.puts.length > 0)
            await putWithRetry(store, plan.set, plan.record.puts, undefined, signal);
        for (const key of plan.record.deletions)
            await (0,time/* raceAbort */.Mu)(store.deleteKey(plan.set, key), signal);
        runner_log/* log */.R.info(changesValues(plan)
            ? `Secret set '${plan.set}': recorded that deployment ${report.deploymentId} was made with these values (a keyed digest per key)`
            : `Secret set '${plan.set}': its records of these values are brought up to date (nothing else was written)`);
    }
    catch (error) {
        runner_log/* log */.R.warning(`The record of the values written to secret set '${plan.set}' could not be written (${(0,errors/* errorMessage */.gJ)(error)}): the next run writes these values again and redeploys`);
    }
}
/**
 * The keys this run found unchanged whose record is gone by its end: another run wrote them meanwhile (it
 * deletes their records before its values), so "every value is as given" no longer holds. Said, never
 * recorded over: the next run writes this workflow's values again.
 */
async function sayWrittenMeanwhile(store, plan, signal) {
    if (plan.standing.length === 0)
        return;
    let names;
    try {
        names = (await (0,time/* raceAbort */.Mu)(store.readSet(plan.set), signal))?.keys;
    }
    catch (error) {
        runner_log/* log */.R.debug(`Secret set '${plan.set}' could not be read again: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return;
    }
    const gone = plan.standing.filter(({ record }) => !names?.includes(record)).map(({ key }) => key);
    if (gone.length === 0)
        return;
    runner_log/* log */.R.warning(`Secret set '${plan.set}': ${gone.join(', ')} ${gone.length === 1 ? 'was' : 'were'} written by another run while this one ran (the record of this workflow's value is gone): the deployment may run with that run's value, not this workflow's. Run again to write this workflow's values`);
}
/** One PUT, sent again while the service says another change to the set is under way (409). */
async function putWithRetry(store, set, pairs, region, signal) {
    for (let attempt = 1;; attempt++) {
        try {
            await (0,time/* raceAbort */.Mu)(store.putSecrets(set, pairs, region), signal);
            return;
        }
        catch (error) {
            if (!(0,secret_store/* isConcurrentChange */.C)(error) || attempt >= CONFLICT_ATTEMPTS)
                throw error;
            runner_log/* log */.R.info(`Secret set '${set}' was being changed by someone else (409); writing again (${attempt}/${CONFLICT_ATTEMPTS - 1})`);
            await (0,time/* sleep */.yy)((0,secret_sets/* provisioningDelay */.XM)(attempt), signal);
        }
    }
}
/**
 * The records of the keys written or removed deleted first, so that no run reads a record beside a value it no
 * longer describes (issue 61 §6: a run that read between another's PUT and its deletions said "Unchanged"
 * while that run's value was deployed); then the values (one PUT), then the keys pruned.
 */
async function writeSet(store, plan, region, signal) {
    const records = plan.deletions.filter((name) => name.startsWith(secret_lines/* RESERVED_KEY_PREFIX */.kU));
    for (const name of records)
        await (0,time/* raceAbort */.Mu)(store.deleteKey(plan.set, name), signal);
    if (plan.pairs.length > 0) {
        await putWithRetry(store, plan.set, plan.pairs, region, signal);
        runner_log/* log */.R.info(`Wrote ${plan.pairs.length} value${plan.pairs.length === 1 ? '' : 's'} to secret set '${plan.set}'`);
    }
    for (const key of plan.deletions.filter((name) => !records.includes(name)))
        await (0,time/* raceAbort */.Mu)(store.deleteKey(plan.set, key), signal);
    if (plan.removed.length > 0)
        runner_log/* log */.R.info(`Removed ${plan.removed.join(', ')} from secret set '${plan.set}'`);
}

// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
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
var after_ready = __webpack_require__(62448);
// EXTERNAL MODULE: ./src/service/agents/conditions.ts
var conditions = __webpack_require__(57938);
// EXTERNAL MODULE: ./src/service/output-lines.ts
var output_lines = __webpack_require__(52952);
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
var ids = __webpack_require__(13317);
// EXTERNAL MODULE: ./src/deploy/wait.ts
var wait = __webpack_require__(65158);
;// CONCATENATED MODULE: ./src/deploy/settle.ts



/** Where the deployment stands: from the record in hand when it already tells, else by waiting. */
async function settle(service, inputs, agent, deploymentId, signal, onRead, 
/** whether another deployment replaced this run's (replaced.ts); none: the wait never ends superseded */
replacement) {
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
    const result = await runner_log/* log */.R.group('Wait for the deployment', () => (0,wait/* waitForDeployment */.Kw)(service, inputs['agent-name'], deploymentId, {
        timeoutMs: inputs['wait-timeout'] * 1000,
        log: runner_log/* log */.R,
        signal,
        ...(onRead ? { onRead } : {}),
        ...(replacement ? { replacement } : {}),
    }));
    return {
        status: result.status,
        agent: result.agent ?? agent,
        message: result.message,
        ...(result.supersededBy ? { supersededBy: result.supersededBy } : {}),
    };
}

// EXTERNAL MODULE: ./src/deploy/write/apply.ts + 4 modules
var apply = __webpack_require__(63115);
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
            const restored = await (0,time/* raceAbort */.Mu)((0,apply/* applyPlan */.g)(service, inputs, plan, failed.agent, { log: runner_log/* log */.R, signal }), signal);
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

// EXTERNAL MODULE: ./src/deploy/superseded/replaced.ts
var replaced = __webpack_require__(76802);
;// CONCATENATED MODULE: ./src/deploy/superseded/before-rollback.ts





// Before a rollback: does the agent still run this run's deployment? While this run waited or watched
// (minutes), another workflow or a person may have deployed; restoring this run's previous configuration
// would then undo their deploy without a word. The service's CLI calls this outcome superseded. One read is
// not proof (replaced.ts): a read that names a newer deployment is followed by more, a second apart, until
// READS_IN_A_ROW name it; a read that names anything else, or fails, says nothing, and the rollback goes ahead.
/** The time between the reads that would prove a newer deployment replaced this run's. */
const REREAD_MS = 1_000;
/** The outcome when another deployment replaced this run's; undefined when it still runs (or it is not proven). */
async function supersededBeforeRollback(service, report, failed, replacement, signal) {
    try {
        for (let read = 1; read <= replaced/* READS_IN_A_ROW */.df; read++) {
            if (read > 1)
                await (0,time/* sleep */.yy)(REREAD_MS, signal);
            const agent = await (0,time/* raceAbort */.Mu)(service.getAgent(report.agentName), signal);
            const by = agent ? replacement.observe(agent) : undefined;
            if (agent && by)
                return superseded(report, { ...failed, agent }, by);
            if (!agent || !replacement.pending)
                return undefined;
            runner_log/* log */.R.info(`Agent '${report.agentName}' names deployment ${(0,agent_record/* requestedDeploymentId */.RC)(agent)} (read ${read} of ${replaced/* READS_IN_A_ROW */.df} before the rollback): one read may be stale; reading again`);
        }
        return undefined;
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc || signal.aborted)
            throw error;
        runner_log/* log */.R.debug(`The agent could not be read before the rollback: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}
/** The outcome and the report of a superseded run: what failed first, and which deployment replaced it. */
function superseded(report, failed, by) {
    const message = (0,replaced/* supersededMessage */.G2)(report.agentName, report.deploymentId ?? '', by);
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
        const done = await (0,time/* raceAbort */.Mu)((0,apply/* applyPlan */.g)(service, inputs, plan, before, {
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
    const replacement = new replaced/* ReplacementWatch */.qh(report.deploymentId ?? '', report.previousDeploymentId, applied.agent);
    let outcome = await settle(service, inputs, applied.agent, report.deploymentId ?? '', signal, onRead, replacement);
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
            (await supersededBeforeRollback(service, report, outcome, replacement, signal)) ??
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
    const note = (0,conditions/* degradedNote */.l)(agent);
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
var preview = __webpack_require__(46725);
;// CONCATENATED MODULE: ./src/deploy/on-github.ts


// What the step tells GitHub: a deployment for the commit, and the plan or outcome on the pull request.
// Both are loaded only when asked for; a GitHub problem is only a warning.
/** The plan or the outcome on the pull request (pr-comment); a GitHub problem is only a warning. */
async function postPullRequestComment(inputs, report, failure) {
    const { commentOnPullRequest } = await __webpack_require__.e(/* import() */ 222).then(__webpack_require__.bind(__webpack_require__, 15222));
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
    const { GitHubDeployment } = await __webpack_require__.e(/* import() */ 808).then(__webpack_require__.bind(__webpack_require__, 59808));
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
    const { GitHubDeployment } = await __webpack_require__.e(/* import() */ 808).then(__webpack_require__.bind(__webpack_require__, 59808));
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
// naming it, and nothing is written or deleted. So is one whose ownership cannot be proven: a record
// without createdAt, or an event without the pull request's created_at. docs/previews.md says so.
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
    // Without either time, an agent made hours before the pull request looks like the preview's own.
    const unknown = Number.isNaN(created)
        ? `the service's record of it carries no creation time (createdAt: ${JSON.stringify(agent.createdAt ?? null)})`
        : Number.isNaN(opened)
            ? `the event carries no time the pull request was opened (pull_request.created_at; a re-sent or hand-made event)`
            : undefined;
    if (unknown) {
        throw new errors/* PlanError */.W6(`Agent '${name}' cannot be proven to be this preview's: ${unknown}. A preview writes and deletes only an agent it made itself (created after pull request #${preview.number} was opened), so it does not ${write} it; nothing was changed. Delete that agent yourself if it is the preview's, or give this step another agent-name`);
    }
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
    const deleted = await (0,time/* raceAbort */.Mu)(store.deleteSet(set), signal);
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
        const agent = await (0,time/* raceAbort */.Mu)(service.getAgent(name), signal);
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
        const deleted = await (0,time/* raceAbort */.Mu)(service.deleteAgent(name), signal);
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
        checks.push(`one conversational turn (conversation-test): ${said}${expect}${fast}, within ${inputs['conversation-seconds']} s, over ${inputs['session-transport']}`);
    }
    for (const scenario of inputs.scenarioFiles ?? []) {
        const repeat = inputs['scenario-repeat'] > 1 ? `, ${inputs['scenario-repeat']} times` : '';
        checks.push(`scenario ${scenario.name} (${scenario.file}, ${scenario.turns.length} turn${scenario.turns.length === 1 ? '' : 's'}${repeat}, over ${inputs['session-transport']})`);
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

// EXTERNAL MODULE: ./src/service/http/errors.ts
var http_errors = __webpack_require__(44261);
// EXTERNAL MODULE: ./src/deploy/write/write-context.ts
var write_context = __webpack_require__(12486);
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
    if (error instanceof write_context/* WriteOutcomeError */.YS)
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
        return `Cancelled during ${report.checking} on deployment ${report.deploymentId} of agent '${report.agentName}': the deployment is ready; the check's sessions were stopped, and the deployment was neither judged nor rolled back (${(0,time/* seconds */.YA)(Date.now() - report.startedAt)} after the start)`;
    }
    if (report.deploymentId) {
        return `Cancelled while waiting for deployment ${report.deploymentId} of agent '${report.agentName}': the deployment was made, and whether it becomes ready is unknown (${(0,time/* seconds */.YA)(Date.now() - report.startedAt)} after the start)`;
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

// EXTERNAL MODULE: ./src/inputs/across-inputs.ts + 1 modules
var across_inputs = __webpack_require__(64114);
;// CONCATENATED MODULE: ./src/deploy/named-sets.ts







/** Each set the inputs name and this run does not write: there, and in the agent's region; else refused. */
async function checkNamedSets(inputs, before, http, signal) {
    const named = namedSets(inputs);
    if (named.length === 0)
        return;
    const store = new secret_store/* SecretStore */.G(http);
    const region = await (0,time/* raceAbort */.Mu)((0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http)), signal);
    const agent = `agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'}`;
    for (const [input, name] of named) {
        const found = await (0,time/* raceAbort */.Mu)(store.locate(name), signal);
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

// EXTERNAL MODULE: ./src/deploy/plan.ts
var deploy_plan = __webpack_require__(5448);
// EXTERNAL MODULE: ./src/report/changes.ts
var report_changes = __webpack_require__(59059);
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
    const service = new agent_service/* AgentService */.N(http);
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
    if (inputs.promotion)
        report.promotion = inputs.promotion;
    if (before)
        report.before = (0,agent_config/* currentConfig */.kt)(before);
    checkPreviewOwner(before, step.target, name);
    warnIfDeployedFromGitHub(before, report);
    (0,deploy_plan/* refuseRegionMove */.Ap)(inputs, before);
    await (0,time/* raceAbort */.Mu)(checkArchitecture(inputs, before, http), signal);
    // Every set read before anything is uploaded, built or written.
    await checkNamedSets(inputs, before, http, signal);
    const secretsRead = await readSecretsPhase(inputs, before, http, report, signal);
    const deployed = await fromRegistry(step, before);
    const buildId = await cloudBuild(inputs, before, http, report, signal, deployFile?.buildExcludes);
    await writeSecretsPhase(inputs, secretsRead, http, report, signal);
    const secrets = secretsRead?.plan;
    const newValues = secrets !== undefined && changesValues(secrets);
    const plan = (0,deploy_plan/* planDeployment */.HN)(deployed, before, buildId ?? newBuildPlaceholder(inputs, report), newValues);
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
    const { readBaseline } = await Promise.all(/* import() */[__webpack_require__.e(10), __webpack_require__.e(463)]).then(__webpack_require__.bind(__webpack_require__, 90463));
    report.watchBaseline = await readBaseline(http, inputs['agent-name'], previous, inputs['watch-minutes'], signal);
}
/** The registry's phases (src/registry/), loaded only for an image: the inputs the rest of the deploy uses. */
async function fromRegistry(step, before) {
    const { inputs, http, report, signal } = step;
    if (!inputs.image)
        return inputs;
    const { registryPhases } = await __webpack_require__.e(/* import() */ 533).then(__webpack_require__.bind(__webpack_require__, 19533));
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
    const { buildPhase } = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(136)]).then(__webpack_require__.bind(__webpack_require__, 47136));
    return buildPhase(inputs, before, http, report, signal, excludes);
}
/** A dry run's stand-in for a build a deploy would make: shown in the plan, never sent. */
function newBuildPlaceholder(inputs, report) {
    return inputs['cloud-build'] && report.build ? `(a new build of context ${report.build.contextHash})` : undefined;
}
/** The first phase: does the agent exist, and what does it run? */
async function readAgent(service, name, signal) {
    return runner_log/* log */.R.group('Read the agent', async () => {
        const agent = await (0,time/* raceAbort */.Mu)(service.getAgent(name), signal);
        runner_log/* log */.R.info(agent ? `Agent '${name}' exists: ${(0,agent_record/* describeAgent */.P7)(agent)}` : `Agent '${name}' does not exist yet`);
        return agent;
    });
}
/** The last phase, whatever happened: outputs, the pull-request comment, the summary, and the verdict. */
async function finish(inputs, report, failure) {
    report.ready ??= false;
    report.agentReady ??= report.agent?.ready === true;
    (0,outputs/* setFinalOutputs */.$z)(report);
    release(inputs, report, failure);
    // the sessions its checks held, named as the check action names its own: a check of a later run of the
    // same workflow never counts them as callers (docs/check.md, "Its own sessions")
    (0,own_sessions_notice/* announceOwnSessions */.$)(inputs['agent-name'], report.ownSessions ?? []);
    if (inputs['pr-comment'])
        await postPullRequestComment(inputs, report, failure);
    await (0,summary/* writeSummary */.Sy)(report, failure);
    if (failure)
        (0,runner_log/* failWith */.f)(failure);
}
/** The release record: the `release` output, and release-file when given (written whatever happened). */
function release(inputs, report, failure) {
    const record = (0,release_record/* releaseRecord */.Hq)(report, failure);
    (0,outputs/* setOutsideOutput */.fy)('release', JSON.stringify(record));
    const path = inputs['release-file'];
    if (!path)
        return;
    try {
        (0,release_record/* writeReleaseFile */.P6)((0,workspace_files/* workspaceDir */.zf)(), path, record);
    }
    catch (error) {
        runner_log/* log */.R.warning(`The release record was not written to ${path} (release-file): ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}


/***/ }),

/***/ 62692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ TERMINAL_BUILD_STATUSES),
/* harmony export */   SH: () => (/* binding */ BuildService),
/* harmony export */   am: () => (/* binding */ madeFrom)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63619);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22325);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65607);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13317);
/* harmony import */ var _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15195);





// The service's cloud build, as service-facts.md describes it: an upload address, a build made from an
// uploaded context (or found by its context hash), its record and its log lines.
const buildSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    region: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    contextHash: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    dockerfilePath: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    status: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    imageUri: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    errorMessage: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
    contextSizeBytes: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optNumber */ .td,
    buildDurationSeconds: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optNumber */ .td,
});
const uploadSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    uploadId: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    uploadUrl: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    uploadFields: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    expiresAt: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2,
});
const created = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ build: buildSchema, contextHash: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2, cached: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optBoolean */ ._Z });
const one = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ build: buildSchema });
const list = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ builds: zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(buildSchema) });
const logs = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ logs: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())) });
const properties = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ properties: (0,_loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({ defaultRegion: _loose_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .optString */ .$2 })) });
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
        return checkedBuild((0,_http_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedAnswer */ .qr)(await this.http.send('GET', `/builds/${(0,_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .pathSegment */ .pn)(id)}`, undefined, options), one, 'a build').build);
    }
    /** The build's log lines so far (the first `limit`; the reference documents no paging). */
    async getBuildLogs(id, limit = 10_000) {
        const answer = await this.http.send('GET', `/builds/${(0,_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .pathSegment */ .pn)(id)}/logs?limit=${limit}`, undefined, {
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

/***/ 57950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ agentRegion),
/* harmony export */   O: () => (/* binding */ listRegions)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63619);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23945);
/* harmony import */ var _http_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65607);


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


/***/ })

};

//# sourceMappingURL=480.index.js.map