export const id = 970;
export const ids = [970];
export const modules = {

/***/ 56970:
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
var src_time = __webpack_require__(29834);
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
            await (0,src_time/* raceAbort */.Mu)(store.deleteKey(plan.set, key), signal);
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
        names = (await (0,src_time/* raceAbort */.Mu)(store.readSet(plan.set), signal))?.keys;
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
/**
 * The records of the keys written or removed deleted first, so that no run reads a record beside a value it no
 * longer describes (issue 61 §6: a run that read between another's PUT and its deletions said "Unchanged"
 * while that run's value was deployed); then the values (one PUT), then the keys pruned.
 */
async function writeSet(store, plan, region, signal) {
    const records = plan.deletions.filter((name) => name.startsWith(secret_lines/* RESERVED_KEY_PREFIX */.kU));
    for (const name of records)
        await (0,src_time/* raceAbort */.Mu)(store.deleteKey(plan.set, name), signal);
    if (plan.pairs.length > 0) {
        await putWithRetry(store, plan.set, plan.pairs, region, signal);
        runner_log/* log */.R.info(`Wrote ${plan.pairs.length} value${plan.pairs.length === 1 ? '' : 's'} to secret set '${plan.set}'`);
    }
    for (const key of plan.deletions.filter((name) => !records.includes(name)))
        await (0,src_time/* raceAbort */.Mu)(store.deleteKey(plan.set, key), signal);
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
// EXTERNAL MODULE: ./src/service/http/errors.ts
var http_errors = __webpack_require__(44261);
;// CONCATENATED MODULE: ./src/deploy/superseded/replaced.ts

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
    const times = [(0,agent_record/* revisionOf */.DT)(agent, deploymentId)?.phaseStartedAt ?? undefined];
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
        const named = (0,agent_record/* requestedDeploymentId */.RC)(agent);
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
    const result = replacedBy(agent, deploymentId, options.replacement, name, so) ?? verdict(agent, name, deploymentId, so);
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
 * Superseded: reads in a row name a deployment newer than this run's (replaced.ts). Another run or a person
 * deployed meanwhile; waiting longer, or rolling back, would only undo their deploy. A single read that names
 * another deployment is a stale read: the wait goes on.
 */
function replacedBy(agent, deploymentId, replacement, name, so) {
    const by = replacement?.observe(agent);
    if (!by)
        return undefined;
    return { status: 'superseded', agent, ...so, supersededBy: by, message: supersededMessage(name, deploymentId, by) };
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
    const note = (0,conditions/* progressingNote */.k)(agent);
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
    const result = await runner_log/* log */.R.group('Wait for the deployment', () => waitForDeployment(service, inputs['agent-name'], deploymentId, {
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

// EXTERNAL MODULE: ./src/report/changes.ts
var report_changes = __webpack_require__(59059);
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

// EXTERNAL MODULE: ./src/inputs/across-inputs.ts + 1 modules
var across_inputs = __webpack_require__(64114);
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
        for (let read = 1; read <= READS_IN_A_ROW; read++) {
            if (read > 1)
                await (0,src_time/* sleep */.yy)(REREAD_MS, signal);
            const agent = await (0,src_time/* raceAbort */.Mu)(service.getAgent(report.agentName), signal);
            const by = agent ? replacement.observe(agent) : undefined;
            if (agent && by)
                return superseded(report, { ...failed, agent }, by);
            if (!agent || !replacement.pending)
                return undefined;
            runner_log/* log */.R.info(`Agent '${report.agentName}' names deployment ${(0,agent_record/* requestedDeploymentId */.RC)(agent)} (read ${read} of ${READS_IN_A_ROW} before the rollback): one read may be stale; reading again`);
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
    const replacement = new ReplacementWatch(report.deploymentId ?? '', report.previousDeploymentId, applied.agent);
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

//# sourceMappingURL=970.index.js.map