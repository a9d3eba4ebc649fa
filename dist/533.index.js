export const id = 533;
export const ids = [533];
export const modules = {

/***/ 19533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registryPhases: () => (/* binding */ registryPhases)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/image-reference.ts
var image_reference = __webpack_require__(21794);
// EXTERNAL MODULE: ./src/inputs/across-inputs.ts + 1 modules
var across_inputs = __webpack_require__(64114);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/service/builds/builds.ts
var builds = __webpack_require__(62692);
// EXTERNAL MODULE: ./src/service/regions.ts
var regions = __webpack_require__(57950);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __webpack_require__(78260);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
;// CONCATENATED MODULE: ./src/registry/credentials.ts





/** A Docker config is a small file; a larger one is not read. */
const MAX_CONFIG_BYTES = 1024 * 1024;
async function findCredentials(reference, given, env, debug) {
    if (given.username && given.password) {
        return { username: given.username, password: given.password, from: 'registry-username and registry-password' };
    }
    const path = (0,external_node_path_.join)(env.DOCKER_CONFIG || (0,external_node_path_.join)(env.HOME || (0,external_node_os_.homedir)(), '.docker'), 'config.json');
    const config = await readConfig(path, debug);
    const auths = config?.auths;
    if (!auths || typeof auths !== 'object')
        return undefined;
    for (const key of reference.configKeys) {
        const entry = auths[key];
        const found = entry && typeof entry === 'object' ? fromEntry(entry) : undefined;
        if (found) {
            (0,workflow_commands/* hideSecret */.DL)(found.password);
            return { ...found, from: `${path} (auths["${key}"])` };
        }
    }
    return undefined;
}
/** `auth` (base64 of user:password), or `username` and `password`, as docker login writes them. */
function fromEntry(entry) {
    if (typeof entry.auth === 'string' && entry.auth) {
        const text = Buffer.from(entry.auth, 'base64').toString('utf8');
        const colon = text.indexOf(':');
        if (colon > 0 && colon < text.length - 1)
            return { username: text.slice(0, colon), password: text.slice(colon + 1) };
    }
    if (typeof entry.username === 'string' && typeof entry.password === 'string' && entry.username && entry.password)
        return { username: entry.username, password: entry.password };
    return undefined;
}
/** The config as JSON, or undefined: missing, not a regular file, too large or not JSON (said in debug). */
async function readConfig(path, debug) {
    try {
        const bytes = await (0,workspace_files/* readRegularFile */.XF)(await (0,promises_.realpath)(path), MAX_CONFIG_BYTES, path);
        const parsed = JSON.parse(bytes.toString('utf8'));
        return parsed && typeof parsed === 'object' ? parsed : undefined;
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            debug(`The Docker config is not read: ${error.message}`);
        return undefined;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 3 modules
var schemas = __webpack_require__(63619);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js + 1 modules
var parse = __webpack_require__(23945);
;// CONCATENATED MODULE: ./src/registry/manifests.ts


// What a manifest says of the platforms an image runs on. An index (OCI) or a manifest list (Docker)
// names a platform for each entry; entries of attestations (`unknown/unknown`) are not platforms. A single
// image manifest names its config blob, which says the platform. Docker's first schema names it itself.
const MANIFEST_ACCEPT = [
    'application/vnd.oci.image.index.v1+json',
    'application/vnd.docker.distribution.manifest.list.v2+json',
    'application/vnd.oci.image.manifest.v1+json',
    'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');
/** Docker reads manifests up to 4 MiB: a larger answer is not a manifest this action needs. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
/** An image config is a few kilobytes; 1 MiB is generous. */
const manifests_MAX_CONFIG_BYTES = 1024 * 1024;
const platformSchema = schemas/* looseObject */._H3({ architecture: schemas/* string */.YjP(), os: schemas/* string */.YjP(), variant: schemas/* optional */.lqM(schemas/* string */.YjP()) });
const descriptor = schemas/* looseObject */._H3({ digest: schemas/* string */.YjP(), mediaType: schemas/* optional */.lqM(schemas/* string */.YjP()) });
const manifestSchema = schemas/* looseObject */._H3({
    mediaType: schemas/* optional */.lqM(schemas/* string */.YjP()),
    manifests: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* looseObject */._H3({ platform: schemas/* optional */.lqM(platformSchema) }))),
    config: schemas/* optional */.lqM(descriptor),
    architecture: schemas/* optional */.lqM(schemas/* string */.YjP()),
});
/** What the manifest's bytes say of its platforms. */
function readManifest(body, mediaType) {
    let json;
    try {
        json = JSON.parse(body.toString('utf8'));
    }
    catch {
        return { kind: 'unknown', why: 'the manifest is not JSON' };
    }
    const parsed = parse/* safeParse */.xL(manifestSchema, json);
    if (!parsed.success)
        return { kind: 'unknown', why: 'the manifest is not one this action knows' };
    const manifest = parsed.data;
    if (manifest.manifests) {
        const platforms = manifest.manifests.flatMap((entry) => entry.platform && !(entry.platform.os === 'unknown' && entry.platform.architecture === 'unknown')
            ? [platformName(entry.platform)]
            : []);
        return { kind: 'index', platforms: [...new Set(platforms)] };
    }
    if (manifest.config)
        return { kind: 'image', configDigest: manifest.config.digest };
    if (manifest.architecture)
        return { kind: 'platform', platforms: [`linux/${manifest.architecture}`] };
    return { kind: 'unknown', why: `a manifest of type ${mediaType ?? '(none said)'} names no platform` };
}
/** The platform an image config names: "linux/arm64". */
function configPlatform(body) {
    try {
        const parsed = parse/* safeParse */.xL(platformSchema, JSON.parse(body.toString('utf8')));
        return parsed.success ? platformName(parsed.data) : undefined;
    }
    catch {
        return undefined;
    }
}
function platformName(platform) {
    return `${platform.os}/${platform.architecture}${platform.variant ? `/${platform.variant}` : ''}`;
}
/** Whether `platforms` has one the agent runs on: linux and the architecture, whatever the variant. */
function runsOn(platforms, architecture) {
    return platforms.some((platform) => platform === `linux/${architecture}` || platform.startsWith(`linux/${architecture}/`));
}
/** The digest of the bytes, as the registry names it (sha256:…, or sha512:… when asked). */
function digestOf(body, algorithm = 'sha256') {
    return `${algorithm}:${(0,external_node_crypto_.createHash)(algorithm).update(body).digest('hex')}`;
}
/** The digests the distribution API uses: `algorithm:hex`, nothing that could be read as a path. */
const DIGEST_FORM = /^(sha256:[0-9a-f]{64}|sha512:[0-9a-f]{128})$/;
/** Whether `digest` is `sha256:<64 hex>` or `sha512:<128 hex>`. */
function isDigest(digest) {
    return DIGEST_FORM.test(digest);
}
/** Whether the bytes are those `digest` names (a digest of another form never matches). */
function matchesDigest(body, digest) {
    if (!isDigest(digest))
        return false;
    return digestOf(body, digest.startsWith('sha512:') ? 'sha512' : 'sha256') === digest;
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./src/addresses.ts
var addresses = __webpack_require__(83523);
// EXTERNAL MODULE: ./src/service/http/answers.ts
var answers = __webpack_require__(65607);
// EXTERNAL MODULE: ./src/service/http/bounded-body.ts
var bounded_body = __webpack_require__(5050);
// EXTERNAL MODULE: ./src/service/version.ts
var version = __webpack_require__(37575);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
;// CONCATENATED MODULE: ./src/registry/registry-client.ts









// The OCI distribution API, as far as reading a manifest and a blob needs it, on the action's own HTTP
// stack (proxies as the runner sets them). A 401 names how to authenticate: Bearer (a token from the realm
// it names, for the service and scope it names: anonymous, or with Basic credentials) or Basic.
// Credentials go only where they belong: to the registry's host, or to the realm its challenge names, and
// only when that challenge came from the registry's own address with no redirect before it; never over
// plain http but to this machine; never along a redirect (blob storage gets none, even when it asks).
/** What a read of the registry could not do: the image is then not checked, and the deploy goes on. */
class RegistryUnreadable extends Error {
    name = 'RegistryUnreadable';
}
/** The registry says there is no such manifest or repository. */
class ManifestNotFound extends Error {
    name = 'ManifestNotFound';
}
const MAX_REDIRECTS = 3;
const ATTEMPTS = 3;
const tokenSchema = schemas/* looseObject */._H3({ token: schemas/* optional */.lqM(schemas/* string */.YjP()), access_token: schemas/* optional */.lqM(schemas/* string */.YjP()) });
class RegistryClient {
    reference;
    credentials;
    deadline;
    client = bracketsStripped(new lib/* HttpClient */.Qq(version/* USER_AGENT */._O, [], { allowRedirects: false, allowRetries: false }));
    authorization;
    constructor(reference, credentials, 
    /** fires when the check's time is up: every request ends then */
    deadline) {
        this.reference = reference;
        this.credentials = credentials;
        this.deadline = deadline;
    }
    /** GET a path of the repository (`manifests/<ref>`, `blobs/<digest>`), authenticated as the registry asks. */
    async get(path, accept, maxBytes) {
        const url = `${this.reference.scheme}://${this.reference.apiHost}/v2/${this.reference.repository}/${path}`;
        let answer = await this.send(url, accept, maxBytes, this.authorization);
        if (answer.status === 401 && answer.redirected) {
            // Storage behind a redirect is another party: its challenge never gets the registry's credentials.
            throw new RegistryUnreadable(`${answer.redirected}, where the registry redirected the read, asks for credentials (401): the registry's are never sent there`);
        }
        if (answer.status === 401) {
            this.authorization = await this.authenticate(headerOf(answer, 'www-authenticate') ?? '');
            answer = await this.send(url, accept, maxBytes, this.authorization);
        }
        if (answer.status === 404)
            throw new ManifestNotFound(registryWords(answer));
        if (answer.status === 401 || answer.status === 403) {
            throw new RegistryUnreadable(`the registry refused ${this.credentials ? `the credentials from ${this.credentials.from}` : 'an anonymous read'} (${answer.status}: ${registryWords(answer)})`);
        }
        if (answer.status < 200 || answer.status > 299) {
            throw new RegistryUnreadable(`the registry answered ${answer.status} (${registryWords(answer)})`);
        }
        return answer;
    }
    dispose() {
        this.client.dispose();
    }
    /** One GET, sent again on a network error or a 5xx/429; redirects followed without Authorization. */
    async send(url, accept, maxBytes, authorization) {
        for (let attempt = 1;; attempt++) {
            try {
                const answer = await this.follow(url, accept, maxBytes, authorization);
                if ((answer.status < 500 && answer.status !== 429) || attempt >= ATTEMPTS)
                    return answer;
            }
            catch (error) {
                if (this.deadline.aborted)
                    throw new RegistryUnreadable('it did not answer in time');
                if (error instanceof RegistryUnreadable || attempt >= ATTEMPTS)
                    throw asUnreadable(error);
            }
            await (0,time/* sleep */.yy)(attempt * 400, this.deadline);
            if (this.deadline.aborted)
                throw new RegistryUnreadable('it did not answer in time');
        }
    }
    async follow(url, accept, maxBytes, authorization) {
        let target = url;
        let auth = authorization;
        for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
            const response = await this.request(target, { accept, ...(auth ? { authorization: auth } : {}) });
            const status = response.message.statusCode ?? 0;
            const location = response.message.headers.location;
            if (status < 300 || status > 399 || !location) {
                const body = await this.read(response, maxBytes, target);
                const redirected = hop > 0 ? { redirected: new URL(target).host } : {};
                return { status, headers: response.message.headers, body, ...redirected };
            }
            response.message.resume();
            target = checkedUrl(location, 'a redirect', target);
            // Blob storage is another party: the registry's credentials never follow a redirect.
            auth = undefined;
        }
        throw new RegistryUnreadable(`it redirected more than ${MAX_REDIRECTS} times`);
    }
    request(url, headers) {
        return raceDeadline(this.client.get(url, headers), this.deadline);
    }
    read(response, maxBytes, url) {
        const host = new URL(url).host;
        return raceDeadline((0,bounded_body/* readBoundedBytes */.fX)(response, maxBytes, `a read of ${host}`), this.deadline).catch((error) => {
            response.message.destroy();
            throw asUnreadable(error);
        });
    }
    /** What the challenge asks: a Bearer token from its realm, or Basic credentials. */
    async authenticate(challenge) {
        const scheme = challenge.trim().split(/\s+/)[0]?.toLowerCase();
        const params = challengeParams(challenge);
        const basic = this.credentials
            ? `Basic ${Buffer.from(`${this.credentials.username}:${this.credentials.password}`).toString('base64')}`
            : undefined;
        if (scheme === 'basic') {
            if (!basic)
                throw new RegistryUnreadable('the registry asks for credentials (Basic), and none were found');
            return basic;
        }
        if (scheme !== 'bearer' || !params.realm) {
            throw new RegistryUnreadable(`the registry asks for an authentication this action does not speak ("${(0,secrets/* shortened */.vI)(challenge, 80)}")`);
        }
        const realm = new URL(checkedUrl(params.realm, 'its token realm'));
        if (params.service)
            realm.searchParams.set('service', params.service);
        realm.searchParams.set('scope', params.scope ?? `repository:${this.reference.repository}:pull`);
        const answer = await this.follow(realm.toString(), 'application/json', 1024 * 1024, basic).catch((error) => {
            const unreadable = asUnreadable(error);
            throw new RegistryUnreadable(`its token service (${realm.host}): ${unreadable.message.replace(/^it /, '')}`);
        });
        if (answer.status === 401 || answer.status === 403) {
            throw new RegistryUnreadable(`its token service refused ${basic ? `the credentials from ${this.credentials?.from}` : 'an anonymous token'} (${answer.status})`);
        }
        const parsed = parse/* safeParse */.xL(tokenSchema, safeJson(answer.body));
        const token = parsed.success ? (parsed.data.token ?? parsed.data.access_token) : undefined;
        if (answer.status !== 200 || !token)
            throw new RegistryUnreadable(`its token service answered ${answer.status} without a token`);
        return `Bearer ${token}`;
    }
}
/**
 * The client, with an IPv6 literal's brackets taken off the host it connects to: @actions/http-client
 * passes a URL's hostname ("[::1]") to Node as the host, and Node looks that up as a name (ENOTFOUND).
 */
function bracketsStripped(client) {
    const open = client;
    const prepare = open._prepareRequest.bind(client);
    open._prepareRequest = (...args) => {
        const info = prepare(...args);
        const host = info.options.host;
        if (host?.startsWith('[') && host.endsWith(']'))
            info.options.host = host.slice(1, -1);
        return info;
    };
    return client;
}
/** https, or http to this machine: credentials and tokens never cross a network in clear. */
function checkedUrl(value, what, base) {
    let url;
    try {
        url = new URL(value, base);
    }
    catch {
        throw new RegistryUnreadable(`${what} is not an address (${JSON.stringify((0,secrets/* shortened */.vI)(value, 80))})`);
    }
    if (url.protocol === 'https:' || (url.protocol === 'http:' && (0,addresses/* isLoopback */.U)(url.hostname)))
        return url.toString();
    throw new RegistryUnreadable(`${what} leads to ${url.protocol}//${url.host}, which is not https`);
}
/** `Bearer realm="…",service="…",scope="…"` as its parameters. */
function challengeParams(challenge) {
    const params = {};
    for (const match of challenge.matchAll(/(\w+)="([^"]*)"/g))
        if (match[1])
            params[match[1].toLowerCase()] = match[2] ?? '';
    return params;
}
/** A header of the answer, the first when it came more than once. */
function headerOf(answer, name) {
    return (0,answers/* headerValue */.Z)(answer.headers[name]);
}
/** The registry's own error words (`errors[0].code`, `message`), or the start of its body. */
function registryWords(answer) {
    const json = safeJson(answer.body);
    const first = Array.isArray(json?.errors) ? json?.errors[0] : undefined;
    if (first && (typeof first.code === 'string' || typeof first.message === 'string')) {
        return (0,secrets/* shortened */.vI)([first.code, first.message].filter((part) => typeof part === 'string').join(': '), 200);
    }
    return (0,answers/* bodyStart */.ld)(answer.body.toString('utf8', 0, 400));
}
function safeJson(body) {
    try {
        return JSON.parse(body.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
function asUnreadable(error) {
    if (error instanceof RegistryUnreadable)
        return error;
    const code = error.code;
    return new RegistryUnreadable(code ? `it could not be reached (${code})` : error.message);
}
/** The promise, or RegistryUnreadable as soon as the check's time is up. */
function raceDeadline(promise, deadline) {
    return (0,time/* raceAbort */.Mu)(promise, deadline).catch((error) => {
        throw error instanceof errors/* CancelledError */.cc ? new RegistryUnreadable('it did not answer in time') : error;
    });
}

;// CONCATENATED MODULE: ./src/registry/image-check.ts











// The image read from its registry before any write: a tag that does not exist and an image without the
// agent's architecture are refused in seconds, not minutes later by the service; the deploy is pinned to
// the digest the tag resolved to, so a re-pushed tag is a change and a rollback restores the same bytes.
// A registry that cannot be read is never a new way to fail: a warning says why, and the reference is
// deployed as given (the service may hold pull credentials the runner lacks).
/** The whole check's time, even when the registry takes the connection and never answers. */
const IMAGE_CHECK_BUDGET_MS = 15_000;
/** The architecture when nothing names one: the service's own regions run arm64 only. */
const FALLBACK_ARCHITECTURE = 'arm64';
/** The reference to deploy (pinned to its digest), or undefined to deploy `image` as given. */
async function imageCheckPhase(inputs, before, http, report, signal) {
    const image = inputs.image;
    if (!image || !inputs['image-check'] || inputs['cloud-build'] || inputs['build-id'])
        return undefined;
    return runner_log/* log */.R.group(`Check the image ${image}`, async () => {
        const reference = (0,image_reference/* parseReference */.F2)(image);
        const needed = await neededArchitecture(inputs, before, http);
        // Its own controller and timer: a signal made by AbortSignal.any may be collected before it fires.
        const timeUp = new AbortController();
        const timer = setTimeout(() => timeUp.abort(), IMAGE_CHECK_BUDGET_MS);
        const onCancel = () => timeUp.abort();
        signal.addEventListener('abort', onCancel, { once: true });
        const deadline = timeUp.signal;
        const credentials = await findCredentials(reference, { username: inputs['registry-username'], password: inputs['registry-password'] }, process.env, runner_log/* log */.R.debug);
        const client = new RegistryClient(reference, credentials, deadline);
        try {
            const found = await readImage(client, reference);
            if (found.platforms && !runsOn(found.platforms, needed.architecture)) {
                throw new errors/* PlanError */.W6(`Image ${image} has no manifest for linux/${needed.architecture}, which agent '${inputs['agent-name']}' runs on (${needed.why}): it has ${found.platforms.join(', ') || 'no platform'}. Build it for linux/${needed.architecture} (docker buildx build --platform linux/${needed.architecture}), or deploy to a region that runs its architecture. Nothing was written`);
            }
            const deployed = (0,image_reference/* pinned */.dp)(reference, found.digest);
            report.imageCheck = { digest: found.digest, ...(found.platforms ? { platforms: found.platforms } : {}) };
            (0,outputs/* setOutput */.uH)('image-digest', found.digest);
            runner_log/* log */.R.info(`Image ${image}: ${found.digest}${found.platforms ? `, platforms ${found.platforms.join(', ')}` : ` (its platforms could not be read: ${found.why})`}; deployed as ${deployed}`);
            return deployed;
        }
        catch (error) {
            if (error instanceof ManifestNotFound) {
                throw new errors/* PlanError */.W6(`Image ${image} was not found in its registry (${reference.registry}: ${error.message}): check the tag, and that the step that pushes it ran before this one. Nothing was written`);
            }
            if (signal.aborted)
                throw new errors/* CancelledError */.cc('cancelled during the image check');
            if (!(error instanceof RegistryUnreadable))
                throw error;
            report.imageCheck = { notChecked: error.message };
            runner_log/* log */.R.warning(`Image ${image} was not checked: its registry ${reference.registry} could not be read (${error.message}). It is deployed as given: the service may hold pull credentials this runner lacks`);
            return undefined;
        }
        finally {
            clearTimeout(timer);
            signal.removeEventListener('abort', onCancel);
            client.dispose();
        }
    });
}
/** The manifest's digest and the platforms it runs on (undefined when its kind names none, with why). */
async function readImage(client, reference) {
    const answer = await client.get(`manifests/${reference.digest ?? reference.tag}`, MANIFEST_ACCEPT, MAX_MANIFEST_BYTES);
    if (reference.digest && !matchesDigest(answer.body, reference.digest)) {
        throw new RegistryUnreadable(`it served a manifest whose digest is ${digestOf(answer.body)}, not ${reference.digest}`);
    }
    // The digest of the bytes read: the registry's Docker-Content-Digest is never taken on its word.
    const digest = reference.digest ?? digestOf(answer.body);
    const manifest = readManifest(answer.body, headerOf(answer, 'content-type'));
    if (manifest.kind === 'index' || manifest.kind === 'platform')
        return { digest, platforms: manifest.platforms };
    if (manifest.kind === 'unknown')
        return { digest, why: manifest.why };
    if (!isDigest(manifest.configDigest)) {
        throw new RegistryUnreadable(`its manifest names a config digest that is not algorithm:hex (${JSON.stringify((0,secrets/* shortened */.vI)(manifest.configDigest, 80))})`);
    }
    const config = await client.get(`blobs/${manifest.configDigest}`, '*/*', manifests_MAX_CONFIG_BYTES);
    if (!matchesDigest(config.body, manifest.configDigest)) {
        throw new RegistryUnreadable(`it served a config blob that is not ${manifest.configDigest}`);
    }
    const platform = configPlatform(config.body);
    return platform ? { digest, platforms: [platform] } : { digest, why: 'its config names no platform' };
}
/** The architecture the agent runs on: the input (or the deploy file), else the region's default, else arm64. */
async function neededArchitecture(inputs, before, http) {
    if (inputs.architecture)
        return { architecture: inputs.architecture, why: (0,across_inputs/* originOf */.yv)('architecture', inputs.origins) };
    try {
        const region = await (0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http));
        const fallback = (await (0,regions/* listRegions */.O)(http))?.find((entry) => entry.code === region)?.default_architecture;
        if (region && fallback)
            return { architecture: fallback, why: `the default of region ${region}` };
    }
    catch (error) {
        runner_log/* log */.R.debug(`The region's default architecture could not be read: ${error.message}`);
    }
    return { architecture: FALLBACK_ARCHITECTURE, why: "the service's regions run arm64" };
}

// EXTERNAL MODULE: ./src/service/secret-sets/secret-sets.ts
var secret_sets = __webpack_require__(36996);
// EXTERNAL MODULE: ./src/service/secret-sets/secret-store.ts
var secret_store = __webpack_require__(9180);
;// CONCATENATED MODULE: ./src/registry/pull-secret.ts









// The image pull secret set from the workflow: with registry-username, registry-password and
// image-pull-secret-set, the set is written before the deploy (the registry's host and the base64 of
// user:password, in the agent's region), and waited for until the service says it is ready. The deploy
// names it; a new password alone makes no new deployment (the service pulls with the set when it starts
// or scales a deployment). Image pull secret sets cannot be read by name: the list of sets says their
// region and status.
/** How long the set may take to be provisioned before the step gives up. */
const PROVISION_LIMIT_MS = 120_000;
/** Whether this run writes the image pull secret set. */
function writesPullSecret(inputs) {
    return Boolean(inputs.image && inputs['registry-username'] && inputs['registry-password'] && inputs['image-pull-secret-set']);
}
async function pullSecretPhase(inputs, before, http, signal) {
    const set = inputs['image-pull-secret-set'];
    const image = inputs.image;
    const username = inputs['registry-username'];
    const password = inputs['registry-password'];
    if (!writesPullSecret(inputs) || !set || !image || !username || !password)
        return;
    const host = (0,image_reference/* parseReference */.F2)(image).pullSecretHost;
    await runner_log/* log */.R.group(`Image pull secret set ${set}`, async () => {
        const store = new secret_store/* SecretStore */.G(http);
        const existing = (await (0,time/* raceAbort */.Mu)(store.listSets(), signal)).find((entry) => entry.name === set);
        const region = await (0,time/* raceAbort */.Mu)((0,regions/* agentRegion */.C)(inputs.region, before, new builds/* BuildService */.SH(http)), signal);
        if (existing?.type && existing.type !== 'imagePullSecret') {
            throw new errors/* PlanError */.W6(`Image pull secret set '${set}' exists as a secret set of another type (${existing.type}): the service cannot turn it into an image pull secret set. Name another set in image-pull-secret-set. Nothing was written`);
        }
        if (existing?.region && region && existing.region !== region) {
            throw new errors/* PlanError */.W6(`Image pull secret set '${set}' is in region '${existing.region}', but agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'} in region '${region}': an agent can use only the sets of its own region. Nothing was written`);
        }
        if (inputs['dry-run']) {
            runner_log/* log */.R.info(`Dry run: image pull secret set '${set}' would be written for ${host} (registry-username '${username}')`);
            return;
        }
        const secretValue = Buffer.from(`${username}:${password}`).toString('base64');
        (0,workflow_commands/* hideSecret */.DL)(secretValue);
        await (0,time/* raceAbort */.Mu)(store.putImagePullSecret(set, host, secretValue, existing ? undefined : region), signal);
        runner_log/* log */.R.info(`Wrote image pull secret set '${set}' for ${host} (registry-username '${username}')${existing ? '' : `, a new set in region '${region ?? "the organization's default"}'`}`);
        // Image pull secret sets cannot be read by name on some installations: the list of sets says.
        const listed = async () => (await store.listSets()).find((entry) => entry.name === set);
        await (0,secret_sets/* waitUntilProvisioned */.GJ)(listed, `Image pull secret set '${set}'`, PROVISION_LIMIT_MS, runner_log/* log */.R, signal);
    });
}

;// CONCATENATED MODULE: ./src/registry/registry-phases.ts


/**
 * The image read from its registry (its digest pinned), then the image pull secret set written from the
 * registry's credentials: the inputs the rest of the deploy uses. One module, loaded only for an image.
 */
async function registryPhases(inputs, before, http, report, signal) {
    const pinned = await imageCheckPhase(inputs, before, http, report, signal);
    await pullSecretPhase(inputs, before, http, signal);
    return pinned ? { ...inputs, image: pinned } : inputs;
}


/***/ })

};

//# sourceMappingURL=533.index.js.map