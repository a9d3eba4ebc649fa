import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 83523:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback),
/* harmony export */   _: () => (/* binding */ isLinkLocal)
/* harmony export */ });
// What counts as this machine: the only hosts plain http may go to (the service's address, the upload
// address). Names that merely start with 127 or localhost (127.evil.example) are other hosts.
/** localhost (in any case: host names are not case-sensitive), [::1], or an address in 127.0.0.0/8. */
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
/**
 * An address in 169.254.0.0/16 or fe80::/10: link-local, where a cloud runner's metadata service answers
 * (169.254.169.254, with the runner's credentials). Never a server the action connects to on a service's word.
 */
function isLinkLocal(hostname) {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    return /^169\.254\.\d{1,3}\.\d{1,3}$/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}


/***/ }),

/***/ 77075:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ ARCHITECTURES),
/* harmony export */   e: () => (/* binding */ ARCHITECTURE_OF_NODE_TYPE)
/* harmony export */ });
// The CPU architectures an agent's containers run on, and the node types that are their old names
// (service-facts.md: nodeType "arm" = arm64, "amd" = amd64): one table for the input's check and for
// reading a record, whose node type is the only way it tells the architecture.
const ARCHITECTURES = ['amd64', 'arm64'];
const ARCHITECTURE_OF_NODE_TYPE = { arm: 'arm64', amd: 'amd64' };


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W6: () => (/* binding */ PlanError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/** Any thrown value as one readable line: strings and other non-Error values included. */
function errorMessage(thrown) {
    if (thrown instanceof Error)
        return thrown.message;
    if (typeof thrown === 'string')
        return thrown;
    try {
        return JSON.stringify(thrown) ?? String(thrown);
    }
    catch {
        return String(thrown);
    }
}
/** What the inputs ask for cannot be deployed: refused before anything is written. */
class PlanError extends Error {
    name = 'PlanError';
}
/** The workflow was cancelled while the action was at work. */
class CancelledError extends Error {
    name = 'CancelledError';
}


/***/ }),

/***/ 22325:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ ID_SHAPE),
/* harmony export */   eQ: () => (/* binding */ isId),
/* harmony export */   pn: () => (/* binding */ pathSegment)
/* harmony export */ });
// Ids (deployments, builds, uploads) become outputs, group titles, parts of messages and of request paths:
// only a strict shape is taken, from an input or from the service. '.' and '..' are of that alphabet, but
// in a path such as /builds/{id} they name another resource: never an id.
const ID = /^[A-Za-z0-9._-]{1,128}$/;
const ID_SHAPE = "letters, digits, '-', '_' and '.' (not '.' or '..' alone), at most 128 characters";
function isId(value) {
    return ID.test(value) && value !== '.' && value !== '..';
}
/**
 * A value as one segment of a request path, encoded: every name and id that goes into a path passes here.
 * '', '.' and '..' are refused: a path such as /agents/{name}/sessions/{id} with one of them names another
 * resource (DELETE /agents/{name}/sessions/.. is DELETE /agents/{name}/ once the URL is resolved).
 */
function pathSegment(value) {
    if (value === '' || value === '.' || value === '..') {
        throw new Error(`${JSON.stringify(value)} cannot be part of a request path: it would name another resource`);
    }
    return encodeURIComponent(value);
}


/***/ }),

/***/ 21794:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   dp: () => (/* binding */ pinned),
/* harmony export */   jT: () => (/* binding */ registryName)
/* harmony export */ });
/* unused harmony exports DOCKER_HUB_API, DOCKER_HUB_INDEX */
/* harmony import */ var _addresses_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83523);

// An image reference as Docker resolves it: which registry's API to ask, for which repository, by tag or
// digest. Docker Hub's short names (`name`, `user/name`, `docker.io/…`) live at registry-1.docker.io, one
// word under `library/`. Registries on this machine (localhost, 127.0.0.0/8) are spoken to over http, as
// Docker does; every other over https only. The reference has passed the input's check (values.ts).
const DOCKER_HUB_NAMES = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);
/** The host of Docker Hub's API, and the one its image pull secrets and Docker's config name. */
const DOCKER_HUB_API = 'registry-1.docker.io';
const DOCKER_HUB_INDEX = 'https://index.docker.io/v1/';
function parseReference(given) {
    const at = given.indexOf('@');
    const digest = at === -1 ? undefined : given.slice(at + 1);
    const rest = at === -1 ? given : given.slice(0, at);
    const slash = rest.lastIndexOf('/');
    const colon = rest.indexOf(':', slash + 1);
    const tag = colon === -1 ? undefined : rest.slice(colon + 1);
    const name = colon === -1 ? rest : rest.slice(0, colon);
    const parts = name.split('/');
    const first = parts[0] ?? '';
    const hasDomain = parts.length > 1 && (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first);
    const domain = hasDomain ? first : 'docker.io';
    const path = hasDomain ? parts.slice(1) : parts;
    const hub = DOCKER_HUB_NAMES.has(domain);
    const repository = hub && path.length === 1 ? `library/${path[0]}` : path.join('/');
    const apiHost = hub ? DOCKER_HUB_API : domain;
    const hostname = apiHost.replace(/:\d+$/, '');
    return {
        given,
        apiHost,
        scheme: (0,_addresses_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(hostname) ? 'http' : 'https',
        repository,
        ...(tag !== undefined ? { tag } : {}),
        ...(digest !== undefined ? { digest } : {}),
        registry: hub ? 'docker.io' : domain.toLowerCase(),
        pullSecretHost: hub ? DOCKER_HUB_INDEX : `https://${domain}`,
        configKeys: hub
            ? [DOCKER_HUB_INDEX, 'index.docker.io', 'docker.io', DOCKER_HUB_API, 'https://registry-1.docker.io']
            : [domain, `https://${domain}`, `http://${domain}`, `https://${domain}/v1/`, `https://${domain}/v2/`],
    };
}
/**
 * The registry a `registry` input names, as a reference names it (`docker.io` for Docker Hub, else
 * host[:port] in lower case): a host, or an address such as https://index.docker.io/v1/. Undefined when
 * it is neither.
 */
function registryName(value) {
    const host = value
        .trim()
        .replace(/^https?:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase();
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(host))
        return undefined;
    return DOCKER_HUB_NAMES.has(host) ? 'docker.io' : host;
}
/** The reference pinned to what it resolved to: the tag kept for people, the digest for the service. */
function pinned(reference, digest) {
    return reference.digest !== undefined ? reference.given : `${reference.given}@${digest}`;
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(10960);

// One bundle, three actions: action.yml runs dist/index.js (the deploy step); check/action.yml runs
// dist/check/index.js and rollback/action.yml dist/rollback/index.js, one-line modules the build writes
// (scripts/check-entry.js) that load this one, so the action is told by the script Node was started with.
// One build, its chunks shared by all three.
const entry = process.argv[1] ?? '';
if (/[\\/]check[\\/]index\.js$/.test(entry))
    await (await __nccwpck_require__.e(/* import() */ 614).then(__nccwpck_require__.bind(__nccwpck_require__, 26614))).runCheck();
else if (/[\\/]rollback[\\/]index\.js$/.test(entry))
    await (await __nccwpck_require__.e(/* import() */ 659).then(__nccwpck_require__.bind(__nccwpck_require__, 47659))).runRollback();
else
    await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 64114:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  MV: () => (/* binding */ acrossInputsProblem),
  N0: () => (/* binding */ idleSettingNotice),
  yv: () => (/* binding */ originOf),
  AB: () => (/* binding */ pairedInputsProblem),
  Ht: () => (/* binding */ scalingProblem)
});

// UNUSED EXPORTS: callProblem

// EXTERNAL MODULE: ./src/architectures.ts
var architectures = __nccwpck_require__(77075);
// EXTERNAL MODULE: ./src/image-reference.ts
var image_reference = __nccwpck_require__(21794);
// EXTERNAL MODULE: ./src/session-transports.ts
var session_transports = __nccwpck_require__(38598);
;// CONCATENATED MODULE: ./src/inputs/check-switches.ts
const SWITCHES = [
    {
        off: "'conversation-test' is false",
        turnOn: "'conversation-test: true'",
        on: (inputs) => inputs['conversation-test'],
        settings: [
            { name: 'conversation-say', given: (inputs) => inputs['conversation-say'] !== undefined },
            { name: 'conversation-expect', given: (inputs) => inputs['conversation-expect'] !== undefined },
            { name: 'max-response-ms', given: (inputs) => inputs['max-response-ms'] !== undefined },
            { name: 'conversation-body', given: (inputs) => inputs['conversation-body'] !== undefined },
            { name: 'conversation-seconds', given: (inputs) => inputs['conversation-seconds'] !== 20 },
        ],
    },
    {
        off: "'smoke-test' is false",
        turnOn: "'smoke-test: true'",
        on: (inputs) => inputs['smoke-test'],
        settings: [{ name: 'smoke-seconds', given: (inputs) => inputs['smoke-seconds'] !== 15 }],
    },
    {
        off: "'scenarios' is empty",
        turnOn: "'scenarios' (the scenario files to run)",
        on: (inputs) => inputs.scenarios !== undefined,
        settings: [
            { name: 'scenario-repeat', given: (inputs) => inputs['scenario-repeat'] !== 1 },
            { name: 'scenario-concurrency', given: (inputs) => inputs['scenario-concurrency'] !== 1 },
            { name: 'scenario-min-pass-rate', given: (inputs) => inputs['scenario-min-pass-rate'] !== 1 },
            { name: 'scenario-report', given: (inputs) => inputs['scenario-report'] !== undefined },
            { name: 'judge-api-key', given: (inputs) => inputs['judge-api-key'] !== undefined },
        ],
    },
    {
        off: "'conversation-test' is false and 'scenarios' is empty",
        turnOn: "'conversation-test: true' or 'scenarios'",
        on: (inputs) => inputs['conversation-test'] || inputs.scenarios !== undefined,
        settings: [
            { name: 'session-transport', given: (inputs) => inputs['session-transport'] !== 'webrtc' },
            { name: 'ice-addresses', given: (inputs) => inputs['ice-addresses'] !== undefined },
        ],
    },
    {
        off: "'watch-minutes' is 0",
        turnOn: "'watch-minutes' above 0",
        on: (inputs) => inputs['watch-minutes'] > 0,
        settings: [
            { name: 'watch-min-sessions', given: (inputs) => inputs['watch-min-sessions'] !== 0 },
            { name: 'watch-max-failed', given: (inputs) => inputs['watch-max-failed'] !== 1 },
        ],
    },
];
/** The first setting of a check that is off, named with its switch; undefined when there is none. */
function switchlessProblem(inputs) {
    for (const check of SWITCHES) {
        if (check.on(inputs))
            continue;
        const given = check.settings.filter((setting) => setting.given(inputs)).map((setting) => `'${setting.name}'`);
        if (given.length === 0)
            continue;
        const one = given.length === 1;
        return `Input ${given.join(', ')} ${one ? 'is' : 'are'} set but ${check.off}: ${one ? 'it is a setting' : 'they are settings'} of a check that does not run. Set ${check.turnOn} to run it, or leave ${one ? 'it' : 'them'} out`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/inputs/across-inputs.ts




// Values that are valid each alone and not together, named with where each came from: the input, or the
// deploy file and its key (Inputs.origins).
/** Where a value came from, in words: the deploy file and its key, or the input. */
function originOf(name, origins) {
    return origins?.[name] ?? `input '${name}'`;
}
/** Values that are valid alone and not together; each named with where it came from. */
function acrossInputsProblem(inputs, from) {
    const scaling = scalingProblem(inputs['min-agents'], inputs['max-agents'], from('min-agents'), from('max-agents'));
    if (scaling)
        return scaling;
    const sources = ['image', 'cloud-build', 'build-id'].filter((name) => inputs[name]);
    if (sources.length > 1) {
        return `${together(sources.map((name) => [name, undefined]), from)} are given together: expected at most one of image (deploy an image), cloud-build (build one from build-context) and build-id (deploy an existing build)`;
    }
    const alias = architectures/* ARCHITECTURE_OF_NODE_TYPE */.e[inputs['node-type'] ?? ''];
    if (inputs.architecture && alias && alias !== inputs.architecture) {
        const pair = together([
            ['architecture', inputs.architecture],
            ['node-type', `${inputs['node-type']}, the old name of ${alias}`],
        ], from);
        return `${pair} disagree: give architecture alone`;
    }
    const filter = inputs['audio-filter'];
    const suppression = inputs['enable-noise-suppression'];
    if (filter !== undefined && suppression !== undefined && (filter !== 'off') !== suppression) {
        const pair = together([
            ['audio-filter', filter],
            ['enable-noise-suppression', String(suppression)],
        ], from);
        return `${pair} contradict each other: the audio filter succeeds the noise-suppression switch; give audio-filter alone`;
    }
    return undefined;
}
/** "Inputs 'a' (x) and 'b' (y)" when the step gave both; else each with where it came from. */
function together(values, from) {
    const shown = (value) => (value === undefined ? '' : ` (${value})`);
    if (values.every(([name]) => from(name) === `input '${name}'`)) {
        return `Inputs ${values.map(([name, value]) => `'${name}'${shown(value)}`).join(' and ')}`;
    }
    return sentenceStart(values.map(([name, value]) => `${from(name)}${shown(value)}`).join(' and '));
}
/** "input 'x'" opens a sentence as "Input 'x'"; a file's name stays as it is spelled. */
function sentenceStart(text) {
    return text.startsWith('input ') ? `I${text.slice(1)}` : text;
}
/** min-agents above max-agents can never deploy; each value named with where it came from. */
function scalingProblem(min, max, minFrom, maxFrom) {
    if (min === undefined || max === undefined || min <= max)
        return undefined;
    return `${sentenceStart(`${minFrom} (${min})`)} is above ${maxFrom} (${max}): expected min-agents at most max-agents`;
}
/** Inputs that go in pairs or need another: secrets and their set, registry credentials, the checks after ready. */
function pairedInputsProblem(inputs) {
    return (secretsProblem(inputs) ??
        registryProblem(inputs) ??
        afterReadyProblem(inputs, 'smoke-test', 'a session is tried') ??
        afterReadyProblem(inputs, 'conversation-test', 'a turn is held') ??
        afterReadyProblem(inputs, 'scenarios', 'the scenarios are run') ??
        watchProblem(inputs) ??
        switchlessProblem(inputs) ??
        callProblem(inputs));
}
/** The callers of the new deployment are watched once it is ready: the action must wait for it. */
function watchProblem(inputs) {
    if (inputs['watch-minutes'] === 0 || inputs['wait-for-ready'])
        return undefined;
    return "Input 'watch-minutes' is above 0 but 'wait-for-ready' is false: callers are watched on the new deployment once it is ready, so the action must wait for it";
}
/**
 * Registry credentials come in pairs, and belong to one registry (input 'registry', else the host of the
 * step's own image): never sent to, nor written to a set for, another that the deploy file names. The
 * workflow's own GITHUB_TOKEN (ghs_…), which expires with the job, may read the registry during the run
 * but is never written to an image pull secret set.
 */
function registryProblem(inputs) {
    const username = inputs['registry-username'];
    const password = inputs['registry-password'];
    if ((username === undefined) !== (password === undefined)) {
        return `Input '${username === undefined ? 'registry-username' : 'registry-password'}' is required with '${username === undefined ? 'registry-password' : 'registry-username'}': expected both, the credentials of the image's registry`;
    }
    const elsewhere = username === undefined ? undefined : credentialsElsewhere(inputs);
    if (elsewhere)
        return elsewhere;
    const set = inputs['image-pull-secret-set'];
    if (password?.startsWith('ghs_') && set && inputs.image) {
        return `Input 'registry-password' is a GitHub installation token (ghs_…), such as the workflow's own GITHUB_TOKEN: it expires when the job ends, so written to image pull secret set '${set}' the service could not pull the image with it later. Use a token that lasts (${lastingToken(inputs.image)}) as registry-password, or leave registry-username and registry-password out and keep '${set}' by other means. Nothing was sent`;
    }
    return undefined;
}
/** A token that lasts, for the image's registry: GitHub's takes a personal access token, others their own. */
function lastingToken(image) {
    const registry = (0,image_reference/* parseReference */.F2)(image).registry;
    if (registry === 'ghcr.io')
        return 'a personal access token with read:packages, or a fine-grained one that can read the package';
    if (registry === 'docker.io')
        return 'a Docker Hub personal access token with read-only access (a GitHub token is no Docker Hub credential: the image is on docker.io)';
    return `a deploy or robot token of ${registry} that can pull the image (a GitHub token is no credential of ${registry})`;
}
/** Credentials given as inputs for another registry than the image's: where they belong, in words. */
function credentialsElsewhere(inputs) {
    const image = inputs.image;
    if (image === undefined)
        return undefined;
    const imageRegistry = (0,image_reference/* parseReference */.F2)(image).registry;
    const fromFile = inputs.origins?.image;
    const bound = inputs.registry ?? (fromFile ? undefined : imageRegistry);
    if (bound === undefined) {
        return `Inputs 'registry-username' and 'registry-password' belong to the registry of the step's own image, and the step gives none (${fromFile} names ${imageRegistry}): expected input 'registry', the registry these credentials are for (such as ${imageRegistry}). They are never sent to a registry the deploy file names alone. Nothing was sent`;
    }
    if (bound === imageRegistry)
        return undefined;
    return `Inputs 'registry-username' and 'registry-password' are for registry ${bound} (${inputs.registry ? "input 'registry'" : "the step's image"}), but ${fromFile ?? "input 'image'"} names registry ${imageRegistry}: credentials given as inputs go only to their own registry. Give the image of ${bound}, or set 'registry' to ${imageRegistry} if these credentials are for it. Nothing was sent`;
}
/**
 * The checks after ready start sessions with the public key once the new deployment is ready: the key,
 * not the private one, and the wait are needed. `what` says what the check does, for the message.
 */
function afterReadyProblem(inputs, check, what) {
    if (!inputs[check])
        return undefined;
    if (inputs['public-api-key'] === undefined) {
        return `Input 'public-api-key' is required with '${check}': expected a public API key of the service, which starts the session (the private key is refused there)`;
    }
    if (inputs['public-api-key'] === inputs['api-key']) {
        return "Input 'public-api-key' is the same key as 'api-key': expected the service's public key, which starts sessions (the private key is refused there, and would fail the check after a good deploy). Nothing was sent";
    }
    if (!inputs['wait-for-ready']) {
        return `Input '${check}' is ${check === 'scenarios' ? 'given' : 'true'} but 'wait-for-ready' is false: ${what} on the new deployment once it is ready, so the action must wait for it`;
    }
    return undefined;
}
/** The set the secrets go to: named, and a name the service takes; pruning only with secrets. */
function secretsProblem(inputs) {
    if (inputs['secrets-prune'] && !inputs.secrets) {
        return "Input 'secrets-prune' is true but 'secrets' is not given: expected the KEY=value lines to keep (pruning removes every other key)";
    }
    if (!inputs.secrets)
        return undefined;
    const set = inputs['secret-set'];
    if (set === undefined)
        return "Input 'secrets' needs 'secret-set': expected the name of the secret set to write them to";
    if (set.length < 3 || set.length > 63 || !SET_NAME.test(set)) {
        return `Input 'secret-set' is not valid for writing secrets: expected 3 to 63 lower-case letters, digits, '-' and '.', as the service names sets (got "${set}")`;
    }
    return undefined;
}
const SET_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/**
 * What a phone call cannot show without a speech service, refused before any request: a typed turn (a caller
 * only speaks and presses keys) and conversation-expect (no words come back over a call: audio alone). One
 * line, naming the transport, speech-api-key and what to use instead.
 */
function callProblem(inputs) {
    const transport = inputs['session-transport'];
    // with a speech service on the caller's side, typed words are spoken and the answer is heard (issue 62)
    if (!(0,session_transports/* isCall */.nT)(transport) || !inputs['conversation-test'] || inputs['speech-api-key'])
        return undefined;
    const call = `session-transport: ${transport} places ${(0,session_transports/* aCall */.Ax)(transport)}, which carries the caller's audio and keys`;
    const instead = 'a bot that also maps webrtc or websocket can be checked for words over that transport';
    if (inputs['conversation-say']?.kind === 'text') {
        return `Input 'conversation-say' is a typed turn, and ${call}, never typed words: set speech-api-key for a speech service (speech-url) to speak it, say it as a recording (a WAV, or leave it out for the action's sentence), or ${instead}`;
    }
    if (inputs['conversation-expect'] !== undefined) {
        return `Input 'conversation-expect' is set, and ${call}: no words come back over a call, only the bot's audio. Set speech-api-key for a speech service (speech-url) to transcribe the answer as the caller hears it, leave it out (the call checks that the bot answers with sound, and max-response-ms how soon), or ${instead}`;
    }
    return undefined;
}
/**
 * A setting that does nothing with the others given: said in a notice, never refused (issue 61 §4).
 * `ice-addresses` binds WebRTC's ICE; the generic WebSocket and a call connect over one TCP socket.
 */
function idleSettingNotice(inputs) {
    const transport = inputs['session-transport'];
    if (inputs['ice-addresses'] === undefined || transport === 'webrtc')
        return undefined;
    return `Input 'ice-addresses' does nothing with session-transport: ${transport}: only SmallWebRTC (webrtc) gathers ICE candidates on the runner's addresses; ${(0,session_transports/* isCall */.nT)(transport) ? 'a call' : 'the generic WebSocket'} is one TCP connection to the session's wsUrl`;
}


/***/ }),

/***/ 40394:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ conversationSay),
/* harmony export */   SS: () => (/* binding */ readRecording),
/* harmony export */   dD: () => (/* binding */ recordingProblem),
/* harmony export */   o$: () => (/* binding */ jsonObject)
/* harmony export */ });
/* harmony import */ var _wav_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(64629);
/* harmony import */ var _workspace_files_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(37076);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(18463);



const conversationSay = (value) => {
    if (value.startsWith('text:')) {
        const text = value.slice('text:'.length).trim();
        if (!text)
            throw new _values_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7("expected words after 'text:', such as text: What is the capital of Germany?");
        return { kind: 'text', text };
    }
    return { kind: 'file', path: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .relativePath */ .iZ)(value) };
};
/** The session's body for the bot: a JSON object of at most 4 KB, as the service takes it. */
const jsonObject = (value) => {
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch {
        throw new _values_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7('expected a JSON object, such as {"language": "de"}, and this is not JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new _values_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7('expected a JSON object, such as {"language": "de"}');
    }
    if (Buffer.byteLength(JSON.stringify(parsed)) > 4096)
        throw new _values_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7('expected at most 4 KB of JSON');
    return parsed;
};
/** A WAV file of 30 s at 48 kHz is under 3 MB: a larger file is not read. */
const MOST_RECORDING_BYTES = 4 * 1024 * 1024;
/**
 * The recording at `path` in the workspace, read as a file of the workspace is (real path inside, a
 * regular file, bounded), or the problem with it, naming the input and the file. The same read checks it
 * before anything is sent (main.ts) and gives the conversation its audio.
 */
async function readRecording(path, workspace) {
    try {
        const wav = (0,_wav_js__WEBPACK_IMPORTED_MODULE_2__/* .readWav */ .Pd)(await (0,_workspace_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readWorkspaceFile */ .sL)(path, workspace, MOST_RECORDING_BYTES));
        return 'problem' in wav ? { problem: `Input 'conversation-say' is not valid: ${path}: ${wav.problem}` } : wav;
    }
    catch (error) {
        if (!(error instanceof _workspace_files_js__WEBPACK_IMPORTED_MODULE_0__/* .WorkspaceFileError */ ._n))
            throw error;
        const why = error.code === 'missing' ? 'it does not exist in the workspace' : error.message;
        return {
            problem: `Input 'conversation-say' is not valid: ${path}: ${why} (expected a WAV file in the workspace, or text: and words)`,
        };
    }
}
/** The problem with conversation-say's recording, or undefined when it is usable (or not a recording). */
async function recordingProblem(say, workspace) {
    if (say?.kind !== 'file')
        return undefined;
    const read = await readRecording(say.path, workspace);
    return 'problem' in read ? read.problem : undefined;
}


/***/ }),

/***/ 41019:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qh: () => (/* binding */ INPUT_NAMES),
  PS: () => (/* binding */ NEVER_SHOWN),
  DR: () => (/* binding */ checkInput),
  CB: () => (/* binding */ givenInput),
  pQ: () => (/* binding */ orDefault),
  XI: () => (/* binding */ othersGiven),
  gg: () => (/* binding */ ownInputReader),
  R5: () => (/* binding */ readInput),
  yI: () => (/* binding */ readRawInputs)
});

// EXTERNAL MODULE: ./src/inputs/conversation-inputs.ts
var conversation_inputs = __nccwpck_require__(40394);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __nccwpck_require__(18463);
;// CONCATENATED MODULE: ./src/inputs/scenario-lines.ts

/** Paths or globs of the workspace, one a line (blank lines and # comments left out; `!` excludes, as GitHub's path filters). */
const scenarioLines = (value) => {
    const lines = value
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    for (const line of lines) {
        const path = line.startsWith('!') ? line.slice(1) : line;
        if (!path || /^([/\\]|[A-Za-z]:)/.test(path) || path.split(/[/\\]/).includes('..'))
            throw new values/* InputProblem */.S7(`expected paths or globs relative to the workspace, without '..', one a line (got "${line}")`);
    }
    if (!lines.some((line) => !line.startsWith('!')))
        throw new values/* InputProblem */.S7('expected paths or globs of scenario files, one a line (a line starting with ! only excludes)');
    return lines;
};

// EXTERNAL MODULE: ./src/inputs/secret-lines.ts
var secret_lines = __nccwpck_require__(82023);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: ./src/session-transports.ts
var session_transports = __nccwpck_require__(38598);
;// CONCATENATED MODULE: ./src/inputs/transport-values.ts



// How the checks after ready talk to the bot (session-transport), and where ICE may look for local
// addresses (ice-addresses): the values, checked before any request.
const sessionTransport = (value) => {
    if (value === 'webrtc' || value === 'websocket' || (0,session_transports/* isCall */.nT)(value))
        return value;
    throw new values/* InputProblem */.S7(`expected webrtc, websocket, or a phone provider (${session_transports/* PHONE_PROVIDERS */.oi.join(', ')}): the transport your bot's code maps for the checks' sessions (Pipecat's quickstart maps webrtc)`);
};
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
/** The most addresses ice-addresses may name: ICE gathers a candidate on each. */
const MOST_ADDRESSES = 16;
/** The IPv4 addresses of this runner's interfaces (loopback included): the only ones a socket can bind. */
function runnerAddresses() {
    return Object.values((0,external_node_os_.networkInterfaces)())
        .flat()
        .filter((entry) => entry?.family === 'IPv4')
        .map((entry) => entry?.address ?? '');
}
/**
 * IPv4 addresses of this runner, one a line or comma-separated: the only ones ICE gathers candidates on.
 * Each must be an address one of the runner's interfaces has (a socket cannot bind another: werift's bind
 * failed with EADDRNOTAVAIL, outside any request), never 0.0.0.0 or a broadcast address, at most 16.
 */
const iceAddresses = (value) => {
    const addresses = [
        ...new Set(value
            .split(/[\s,]+/)
            .map((address) => address.trim())
            .filter(Boolean)),
    ];
    const expected = 'expected IPv4 addresses of this runner, such as 127.0.0.1 or 10.0.0.5, one a line';
    if (addresses.length === 0)
        throw new values/* InputProblem */.S7(expected);
    if (addresses.length > MOST_ADDRESSES)
        throw new values/* InputProblem */.S7(`${expected}; at most ${MOST_ADDRESSES}`);
    // one value is quoted by the message's own "(got …)": named here only among several
    const named = (address) => (addresses.length > 1 ? `"${address.slice(0, 60)}"` : 'it');
    const bad = addresses.find((address) => !IPV4.test(address));
    if (bad !== undefined)
        throw new values/* InputProblem */.S7(`${expected}: ${named(bad)} is not an IPv4 address`);
    const own = runnerAddresses();
    const foreign = addresses.find((address) => !own.includes(address));
    if (foreign !== undefined) {
        throw new values/* InputProblem */.S7(`${expected}: ${named(foreign)} is not an address of this runner (its addresses: ${own.join(', ') || 'none'})`);
    }
    return addresses;
};

;// CONCATENATED MODULE: ./src/inputs/input-table.ts





function required(parse, what) {
    return (raw) => {
        if (raw === undefined)
            throw new values/* InputProblem */.S7(`is required: ${what}`);
        return parse(raw);
    };
}
function optional(parse) {
    return (raw) => (raw === undefined ? undefined : parse(raw));
}
function withDefault(parse, fallback) {
    return (raw) => (raw === undefined ? fallback : parse(raw));
}
/** Every input of action.yml, spelled as there, with how it is read. */
const INPUTS = {
    'api-key': required(values/* apiKey */.Kz, 'the private API key of the service'),
    'api-url': required(values/* apiUrl */.y0, 'the base address of the service, such as https://api.example.com/v1'),
    'agent-name': required(values/* agentName */.Lp, 'the name of the agent to create or update (or agent_name in the config-file)'),
    image: optional(values/* image */.Sl),
    'node-type': optional(values/* text */.Qq),
    architecture: optional(values/* architecture */.s2),
    'image-pull-secret-set': optional(values/* text */.Qq),
    'secret-set': optional(values/* text */.Qq),
    'min-agents': optional((0,values/* wholeNumber */.rD)(0)),
    'max-agents': optional((0,values/* wholeNumber */.rD)(1)),
    'enable-noise-suppression': optional(values/* yamlBoolean */.qJ),
    'audio-filter': optional(values/* audioFilter */.LQ),
    // Retired (the service's CLI removed managed keys in March 2026): any value, never sent, one warning.
    'enable-managed-keys': optional(values/* text */.Qq),
    'websocket-auth': optional(values/* websocketAuth */.wU),
    region: optional(values/* region */.Ny),
    'agent-profile': optional(values/* agentProfile */.DM),
    'max-session-duration': optional((0,values/* wholeNumber */.rD)(60, 14400)),
    'wait-for-ready': withDefault(values/* yamlBoolean */.qJ, true),
    // Six hours is the longest a GitHub-hosted job runs: a longer wait is a typo (minutes for seconds?).
    'wait-timeout': withDefault((0,values/* wholeSeconds */.$P)(1, 21_600, 'six hours'), 600),
    force: withDefault(values/* yamlBoolean */.qJ, false),
    'dry-run': withDefault(values/* yamlBoolean */.qJ, false),
    'release-file': optional(values/* relativePath */.iZ),
    'promote-from': optional(values/* text */.Qq),
    'rollback-on-failure': withDefault(values/* yamlBoolean */.qJ, false),
    environment: optional(values/* text */.Qq),
    'environment-url': optional(values/* url */.OZ),
    'github-token': optional(values/* text */.Qq),
    'pr-comment': withDefault(values/* yamlBoolean */.qJ, false),
    'config-file': optional(values/* text */.Qq),
    'cloud-build': withDefault(values/* yamlBoolean */.qJ, false),
    'build-context': withDefault(values/* relativePath */.iZ, '.'),
    dockerfile: withDefault(values/* relativePath */.iZ, 'Dockerfile'),
    'build-id': optional(values/* buildId */.uz),
    'build-timeout': withDefault((0,values/* wholeSeconds */.$P)(1, 21_600, 'six hours'), 900),
    'image-check': withDefault(values/* yamlBoolean */.qJ, true),
    'smoke-test': withDefault(values/* yamlBoolean */.qJ, false),
    'public-api-key': optional(values/* apiKey */.Kz),
    'smoke-seconds': withDefault((0,values/* wholeSeconds */.$P)(1, 300, 'five minutes'), 15),
    registry: optional(values/* registryHost */.U$),
    'conversation-test': withDefault(values/* yamlBoolean */.qJ, false),
    'conversation-say': optional(conversation_inputs/* conversationSay */.$j),
    'conversation-seconds': withDefault((0,values/* wholeSeconds */.$P)(1, 120, 'two minutes'), 20),
    'conversation-body': optional(conversation_inputs/* jsonObject */.o$),
    'conversation-expect': optional(values/* text */.Qq),
    'session-transport': withDefault(sessionTransport, 'webrtc'),
    'ice-addresses': optional(iceAddresses),
    'max-response-ms': optional((0,values/* wholeNumber */.rD)(1)),
    'watch-minutes': withDefault(values/* minutes */.Gx, 0),
    'watch-max-failed': withDefault((0,values/* wholeNumber */.rD)(1), 1),
    'watch-min-sessions': withDefault((0,values/* wholeNumber */.rD)(0), 0),
    scenarios: optional(scenarioLines),
    'scenario-repeat': withDefault((0,values/* wholeNumber */.rD)(1, 20), 1),
    'scenario-concurrency': withDefault((0,values/* wholeNumber */.rD)(1, 5), 1),
    'scenario-min-pass-rate': withDefault(values/* share */.uM, 1),
    'scenario-report': optional(values/* relativePath */.iZ),
    'judge-api-key': optional(values/* text */.Qq),
    'speech-api-key': optional(values/* apiKey */.Kz),
    'speech-url': withDefault(values/* speechUrl */.gh, 'https://api.openai.com/v1'),
    'speech-to-text-model': withDefault(values/* text */.Qq, 'whisper-1'),
    'text-to-speech-model': withDefault(values/* text */.Qq, 'tts-1'),
    'text-to-speech-voice': withDefault(values/* text */.Qq, 'alloy'),
    'registry-username': optional(values/* text */.Qq),
    'registry-password': optional(values/* text */.Qq),
    secrets: optional(secretLines),
    'secrets-prune': withDefault(values/* yamlBoolean */.qJ, false),
    preview: withDefault(values/* yamlBoolean */.qJ, false),
    delete: withDefault(values/* yamlBoolean */.qJ, false),
};
const INPUT_NAMES = Object.keys(INPUTS);
/** The secrets input: its lines, values byte for byte, and problems that never quote a value. */
function secretLines(value) {
    try {
        return (0,secret_lines/* parseSecretLines */.XW)(value);
    }
    catch (error) {
        if (error instanceof secret_lines/* SecretLinesProblem */.Rl)
            throw new values/* InputProblem */.S7(error.message);
        throw error;
    }
}
/** Inputs whose text is never repeated in a problem: secrets, or text that may carry one. */
const NEVER_SHOWN = [
    'api-key',
    'github-token',
    'api-url',
    'secrets',
    'registry-password',
    'public-api-key',
    'judge-api-key',
    'speech-api-key',
];
/**
 * What the runner passes, as `core.getInput` reads it: trimmed, and an empty value is "not given".
 * `secrets` is not trimmed: its last value keeps its spaces, byte for byte.
 */
function readRawInputs(env) {
    const raw = {};
    for (const name of INPUT_NAMES) {
        const given = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
        const value = name === 'secrets' && given?.trim() ? given : given?.trim();
        if (value)
            raw[name] = value;
    }
    return raw;
}
/** One input's text read as its value; throws InputProblem saying what was expected. */
function readInput(name, raw) {
    return INPUTS[name](raw);
}
/** One value checked as the input it is for: the problem ("expected …"), or undefined when it is valid. */
function checkInput(name, value) {
    try {
        INPUTS[name](value);
        return undefined;
    }
    catch (error) {
        if (error instanceof values/* InputProblem */.S7)
            return error.message;
        throw error;
    }
}
/** What the runner passes for an input an action reads itself (the check's, the rollback's): trimmed, empty not given. */
function givenInput(env, name) {
    return env[`INPUT_${name.toUpperCase()}`]?.trim() || undefined;
}
/** The inputs of this table given to an action that reads only `read` of them: to refuse by name. */
function othersGiven(env, read) {
    return INPUT_NAMES.filter((name) => !read.includes(name) && givenInput(env, name) !== undefined);
}
/**
 * A reader of an action's own inputs: `parse` takes the text (undefined when not given) and answers the value,
 * or throws InputProblem; then the problem, naming the input (and quoting at most 100 characters of what was
 * given, unless `quote` is false: a key), goes into `problems`, and `fallback` stands in.
 */
function ownInputReader(env, problems) {
    return (name, parse, fallback, quote = true) => {
        const raw = givenInput(env, name);
        try {
            return parse(raw);
        }
        catch (error) {
            if (!(error instanceof values/* InputProblem */.S7))
                throw error;
            const says = error.message.startsWith('is required') ? error.message : `is not valid: ${error.message}`;
            problems.push(`Input '${name}' ${says}${quote && raw ? ` (got "${raw.slice(0, 100)}")` : ''}`);
            return fallback;
        }
    };
}
/** A parse of given text, with `fallback` when none was given. */
const orDefault = (parse, fallback) => (raw) => raw === undefined ? fallback : parse(raw);


/***/ }),

/***/ 18028:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* reexport safe */ _input_table_js__WEBPACK_IMPORTED_MODULE_2__.DR),
/* harmony export */   Qh: () => (/* reexport safe */ _input_table_js__WEBPACK_IMPORTED_MODULE_2__.Qh),
/* harmony export */   TL: () => (/* binding */ parseInputs),
/* harmony export */   yI: () => (/* reexport safe */ _input_table_js__WEBPACK_IMPORTED_MODULE_2__.yI)
/* harmony export */ });
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(27194);
/* harmony import */ var _across_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(64114);
/* harmony import */ var _input_table_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(41019);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(18463);




// Every input checked before anything is sent: each alone (input-table.ts), then across inputs
// (across-inputs.ts); each problem names its input and what was expected.

/**
 * Validates every input before anything is sent; each problem names its input and what was expected.
 * `origins`: the values that did not come from the step (the deploy file's), named so in the problems.
 */
/** the most of a wrong value an error repeats */
const QUOTED_VALUE = 200;
function parseInputs(raw, origins = {}) {
    const problems = [];
    const values = {};
    for (const name of _input_table_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_NAMES */ .Qh) {
        try {
            values[name] = (0,_input_table_js__WEBPACK_IMPORTED_MODULE_2__/* .readInput */ .R5)(name, raw[name]);
        }
        catch (error) {
            if (!(error instanceof _values_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7))
                throw error;
            const given = raw[name];
            // The key is a secret: never repeat it, even when it is wrong.
            // Quoted bounded: a value of 120 KB is not repeated whole in the error.
            const shown = given === undefined || _input_table_js__WEBPACK_IMPORTED_MODULE_2__/* .NEVER_SHOWN */ .PS.includes(name)
                ? ''
                : ` (got "${(0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)(given, QUOTED_VALUE, (left) => ` and ${left} more characters`)}")`;
            const says = error.message.startsWith('is required') ? error.message : `is not valid: ${error.message}`;
            problems.push(`Input '${name}' ${says}${shown}`);
        }
    }
    if (problems.length > 0)
        return { ok: false, problems };
    const inputs = { ...values, ...(Object.keys(origins).length > 0 ? { origins } : {}) };
    const across = (0,_across_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .acrossInputsProblem */ .MV)(inputs, (name) => (0,_across_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .originOf */ .yv)(name, origins));
    if (across)
        return { ok: false, problems: [across] };
    const paired = (0,_across_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .pairedInputsProblem */ .AB)(inputs);
    if (paired)
        return { ok: false, problems: [paired] };
    if (inputs['rollback-on-failure'] && !inputs['wait-for-ready']) {
        return {
            ok: false,
            problems: [
                "Input 'rollback-on-failure' is true but 'wait-for-ready' is false: a rollback needs the action to wait for the new deployment",
            ],
        };
    }
    return { ok: true, inputs };
}


/***/ }),

/***/ 46725:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gq: () => (/* binding */ wantsPreview),
/* harmony export */   XI: () => (/* binding */ ignoredByDelete),
/* harmony export */   ZP: () => (/* binding */ forkPreviewNotice),
/* harmony export */   u1: () => (/* binding */ resolveTarget)
/* harmony export */ });
/* unused harmony exports previewName, previewSetName */
/* harmony import */ var _pull_request_event_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(94401);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(18463);


// preview and delete: which agent a run acts on, and whether it deploys or deletes it. A preview is the
// agent <agent-name>-pr-<number>, deployed while the pull request is open and deleted when it closes;
// the agent named by agent-name itself is never touched by a preview.
/** The service's longest agent name, and its longest secret set name. */
const LONGEST_NAME = 54;
const LONGEST_SET_NAME = 63;
/**
 * The preview agent of a pull request: `<base>-pr-<number>`; a longer name than the service takes is
 * shortened the same way every time: the base cut, a hash of the whole base added, the number kept.
 */
function previewName(base, number, longest = LONGEST_NAME) {
    const suffix = `-pr-${number}`;
    if (base.length + suffix.length <= longest)
        return `${base}${suffix}`;
    // node:crypto loaded only here (a long name), not by every run at its start: a run that stops at its
    // inputs never needs it
    const { createHash } = process.getBuiltinModule('node:crypto');
    const hash = createHash('sha256').update(base).digest('hex').slice(0, 6);
    const head = base.slice(0, longest - suffix.length - hash.length - 1).replace(/[-.]+$/, '');
    return `${head}-${hash}${suffix}`;
}
/**
 * The secret set of a preview that writes secrets: `<secret-set>-pr-<number>` (shortened as agent names
 * are, to the service's 63 characters), its own, deleted with the preview. Production's set is never
 * written from a pull request.
 */
function previewSetName(set, number) {
    return previewName(set, number, LONGEST_SET_NAME);
}
/** The preview input as given, read before the inputs are checked (its own check comes with theirs). */
function wantsPreview(preview) {
    return _values_js__WEBPACK_IMPORTED_MODULE_1__/* .YAML_TRUE */ .DG.includes(preview?.trim() ?? '');
}
/**
 * A preview on a pull request from a fork deploys nothing: such runs get no secrets (api-key arrives
 * empty), so this is decided before the inputs are checked. The notice, or undefined to go on.
 */
function forkPreviewNotice(pullRequest) {
    if (!pullRequest || !(0,_pull_request_event_js__WEBPACK_IMPORTED_MODULE_0__/* .fromFork */ .NY)(pullRequest))
        return undefined;
    return `Pull request #${pullRequest.number} comes from ${pullRequest.headRepository ? `the fork ${pullRequest.headRepository}` : 'a fork that no longer exists'}: no preview agent is deployed or deleted for it (a fork's code never runs with this repository's secrets, and such runs get none). A maintainer can deploy it from a branch of this repository`;
}
/** The inputs aimed at the agent the run acts on, and what it does; or the problem, before any request. */
function resolveTarget(inputs, event) {
    if (!inputs.preview) {
        return { ok: true, inputs, target: inputs.delete ? { remove: true, reason: 'delete' } : { remove: false } };
    }
    const pullRequest = event.pullRequest;
    if (!pullRequest) {
        return {
            ok: false,
            problem: `Input 'preview' is true, but this run is for the '${event.name || '(unknown)'}' event${event.name.startsWith('pull_request') ? " and its pull request's number could not be read" : ''}: expected a pull_request or pull_request_target run (a preview agent belongs to a pull request). Leave preview out to deploy agent '${inputs['agent-name']}' itself`,
        };
    }
    const base = inputs['agent-name'];
    const closed = pullRequest.action === 'closed';
    const remove = inputs.delete || closed;
    const set = inputs['secret-set'];
    const secretSet = inputs.secrets && set ? previewSetName(set, pullRequest.number) : undefined;
    return {
        ok: true,
        inputs: {
            ...inputs,
            'agent-name': previewName(base, pullRequest.number),
            ...(secretSet ? { 'secret-set': secretSet } : {}),
            // one GitHub environment per pull request
            environment: inputs.environment ? `${inputs.environment}/pr-${pullRequest.number}` : undefined,
        },
        target: {
            remove,
            ...(remove ? { reason: closed ? 'closed' : 'delete' } : {}),
            preview: {
                number: pullRequest.number,
                base,
                ...(secretSet ? { secretSet } : {}),
                ...(pullRequest.openedAt ? { openedAt: pullRequest.openedAt } : {}),
            },
        },
    };
}
/** Inputs a delete does not use, given with a value other than a deploy's default: named in a warning. */
function ignoredByDelete(inputs) {
    const given = [
        'image',
        'node-type',
        'architecture',
        'image-pull-secret-set',
        'secret-set',
        'min-agents',
        'max-agents',
        'enable-noise-suppression',
        'audio-filter',
        'enable-managed-keys',
        'region',
        'agent-profile',
        'max-session-duration',
        'build-id',
        'secrets',
        'registry-username',
    ];
    const turnedOn = ['cloud-build', 'force', 'rollback-on-failure', 'secrets-prune', 'smoke-test'];
    return [...given.filter((name) => inputs[name] !== undefined), ...turnedOn.filter((name) => inputs[name])];
}


/***/ }),

/***/ 88085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  T: () => (/* binding */ PREVIEW_NO_WARM_AGENT),
  K: () => (/* binding */ readInputs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/inputs/across-inputs.ts + 1 modules
var across_inputs = __nccwpck_require__(64114);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(27194);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __nccwpck_require__(37076);
;// CONCATENATED MODULE: ./src/inputs/deploy-file-keys.ts
/** Keys with an input, by their path in the file ("scaling.max_agents"). */
const APPLIED_KEYS = {
    agent_name: { input: 'agent-name', type: 'string' },
    image: { input: 'image', type: 'string' },
    image_credentials: { input: 'image-pull-secret-set', type: 'string' },
    secret_set: { input: 'secret-set', type: 'string' },
    region: { input: 'region', type: 'string' },
    agent_profile: { input: 'agent-profile', type: 'string' },
    max_session_duration: { input: 'max-session-duration', type: 'integer' },
    // The CLI deprecates enable_krisp; it is still the file's way to say it.
    enable_krisp: { input: 'enable-noise-suppression', type: 'boolean' },
    // Removed from the service's CLI in March 2026 (0.4.0): taken, warned about, never sent.
    enable_managed_keys: { input: 'enable-managed-keys', type: 'retired' },
    // The CLI sends it as websocketAuth since its 0.6.0.
    websocket_auth: { input: 'websocket-auth', type: 'string' },
    'scaling.min_agents': { input: 'min-agents', type: 'integer' },
    'scaling.max_agents': { input: 'max-agents', type: 'integer' },
    // The old names, which the service's own examples still carry: its older CLIs took them, its current one refuses them.
    'scaling.min_instances': { input: 'min-agents', type: 'integer' },
    'scaling.max_instances': { input: 'max-agents', type: 'integer' },
    build_id: { input: 'build-id', type: 'string' },
    'build.context_dir': { input: 'build-context', type: 'string' },
    'build.dockerfile': { input: 'dockerfile', type: 'string' },
    'krisp_viva.audio_filter': { input: 'audio-filter', type: 'string' },
    architecture: { input: 'architecture', type: 'string' },
};
/** The cloud build's extra exclusions: a list, not an input (used only without a .dockerignore). */
const EXCLUDE_PATTERNS_KEY = 'build.exclude.patterns';
/** Tables whose whole content the action does not apply, and why. */
const NOT_APPLIED_TABLES = new Map([
    ['docker', "the CLI's own local build: use image or cloud-build"],
    ['resources', 'self-hosted regions only: use agent_profile'],
    ['git', "the service's GitHub integration, which deploys on its own"],
]);
/** Keys the CLI now refuses as no longer supported, which the action still takes: what to write instead. */
const DEPRECATED_KEYS = new Map([
    ['enable_krisp', '[krisp_viva] audio_filter'],
    ['scaling.min_instances', '[scaling] min_agents'],
    ['scaling.max_instances', '[scaling] max_agents'],
]);
/** Tables the action looks into. */
const TABLES = new Set(['scaling', 'build', 'build.exclude', 'krisp_viva']);
const ALL_KEYS = [...Object.keys(APPLIED_KEYS), EXCLUDE_PATTERNS_KEY, ...NOT_APPLIED_TABLES.keys(), ...TABLES];
/** A known key of the same name in another table (or at the top level): where an unknown one belongs. */
function elsewhere(path) {
    const name = path.slice(path.lastIndexOf('.') + 1);
    return ALL_KEYS.find((known) => known !== path && known.slice(known.lastIndexOf('.') + 1) === name);
}
/** The key as a person writes it in the file: "[scaling] max_agents", "agent_name". */
function keyLabel(path) {
    // A key of a megabyte makes a line of a hundred characters, not a megabyte.
    if (path.length > LONGEST_SHOWN_KEY)
        return `${path.slice(0, LONGEST_SHOWN_KEY)}… (a key of ${path.length} characters)`;
    const at = path.lastIndexOf('.');
    return at === -1 ? path : `[${path.slice(0, at)}] ${path.slice(at + 1)}`;
}
/** the longest key a message shows whole; no known key is near one longer, and none is looked for */
const LONGEST_SHOWN_KEY = 100;
/** The known key closest to an unknown one (edit distance), for "did you mean". */
function nearestKey(path) {
    if (path.length > LONGEST_SHOWN_KEY)
        return undefined;
    let best = ALL_KEYS[0] ?? '';
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const known of ALL_KEYS) {
        const distance = editDistance(path, known);
        if (distance < bestDistance)
            [best, bestDistance] = [known, distance];
    }
    return best;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
        }
        previous = row;
    }
    return previous[b.length] ?? 0;
}

;// CONCATENATED MODULE: ./src/inputs/deploy-file-lines.ts
// Where a key of the deploy file is written, for messages about it: "pcc-deploy.toml line 7". TOML has
// several ways to write a key (a table header then the key, a dotted key, an inline table); the line is
// found for the first two, the common ones, and a message without it names the file alone. The file is
// read once, whatever the number of keys (a file of 40,000 keys is answered at once).
/** Each key's path ("scaling.max_agents") and the 1-based line where it is first written. */
function keyLines(lines) {
    const found = new Map();
    let table = '';
    for (const [index, raw] of lines.entries()) {
        const line = raw.trim();
        const header = /^\[(?!\[)\s*([^\]]+?)\s*\]/.exec(line);
        if (header) {
            table = (header[1] ?? '').replace(/["'\s]/g, '');
            continue;
        }
        const key = /^((?:["']?[A-Za-z0-9_-]+["']?\s*\.\s*)*["']?[A-Za-z0-9_-]+["']?)\s*=/.exec(line)?.[1];
        if (!key)
            continue;
        const path = [table, key.replace(/["'\s]/g, '')].filter(Boolean).join('.');
        if (!found.has(path))
            found.set(path, index + 1);
    }
    return found;
}
/** "pcc-deploy.toml line 7", or the file's name alone when the line is not known. */
function whereIn(file, lines, path) {
    const line = lines.get(path);
    return line === undefined ? file : `${file} line ${line}`;
}

// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __nccwpck_require__(18028);
;// CONCATENATED MODULE: ./src/inputs/deploy-file.ts






// The service CLI's deploy file, read as the CLI reads it, but strictly: a broken file is an error naming
// the file, line and column (the CLI ignores it silently, and deploys something else), an unknown key is
// an error naming the nearest known one, and each value passes the same check as the input it stands for.
/** The file the service CLI reads at the repository root when none is named. */
const DEPLOY_FILE_NAME = 'pcc-deploy.toml';
const MAX_FILE_BYTES = 1024 * 1024;
/**
 * Reads and checks the deploy file at `path` (relative to the workspace); nothing is sent before this.
 * Not ok only when the file cannot be read as TOML at all; what a deploy refuses is in `problems`.
 */
async function readDeployFile(path, workspace) {
    const full = (0,external_node_path_.resolve)(workspace, path);
    const inside = (0,external_node_path_.relative)(workspace, full);
    if ((0,external_node_path_.isAbsolute)(path) || inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside)) {
        return fail(`Input 'config-file' is not valid: expected a path inside the workspace, relative to it (got "${path}")`);
    }
    let text;
    try {
        text = (await (0,workspace_files/* readWorkspaceFile */.sL)(path, workspace, MAX_FILE_BYTES)).toString('utf8');
    }
    catch (error) {
        if (!(error instanceof workspace_files/* WorkspaceFileError */._n))
            throw error;
        if (error.code === 'missing')
            return missing(path, workspace);
        return fail(error.code === 'too-large'
            ? `${path}: the file is larger than 1 MiB (${MAX_FILE_BYTES} bytes), the most a deploy file may be`
            : `Input 'config-file': ${error.message}`);
    }
    // Loaded only when a file is named: runs without one do not pay for the parser at start-up.
    const { parse, TomlError } = await __nccwpck_require__.e(/* import() */ 292).then(__nccwpck_require__.bind(__nccwpck_require__, 3292));
    let document;
    try {
        document = parse(text);
    }
    catch (error) {
        if (!(error instanceof TomlError))
            throw error;
        const [first = '', ...excerpt] = error.message.split('\n');
        const why = first.replace(/^Invalid TOML document:\s*/, '');
        return fail(`${path}: not valid TOML at line ${error.line}, column ${error.column}: ${why}\n${excerpt.join('\n')}`.trimEnd());
    }
    const file = {
        path,
        values: {},
        notApplied: [],
        buildExcludes: [],
        invalid: [],
        deprecated: [],
        gitTable: false,
        keys: {},
        problems: [],
    };
    const lines = keyLines(text.split(/\r?\n/));
    walk(document, '', file, (key) => whereIn(path, lines, key));
    file.problems = bounded(file.problems, path);
    return { ok: true, file };
}
function missing(path, workspace) {
    return {
        ok: false,
        missing: true,
        problems: [
            `Input 'config-file' is not valid: ${path} does not exist in the workspace (${workspace}); check the path, and that actions/checkout ran before this step`,
        ],
    };
}
/** The most problems of one file listed: a file of 40,000 unknown keys makes a short message, not megabytes. */
const MOST_PROBLEMS = 10;
function bounded(problems, path) {
    if (problems.length <= MOST_PROBLEMS)
        return problems;
    return [...problems.slice(0, MOST_PROBLEMS), `${path}: ${problems.length - MOST_PROBLEMS} more problems not listed`];
}
function fail(problem) {
    return { ok: false, problems: [problem] };
}
/** Each key of a table: applied to its input, noted as not applied, or refused as unknown. */
function walk(table, prefix, file, where) {
    const problems = file.problems;
    for (const [key, value] of Object.entries(table)) {
        const path = prefix ? `${prefix}.${key}` : key;
        const applied = APPLIED_KEYS[path];
        if (path === 'git')
            file.gitTable = true;
        const tableWhy = NOT_APPLIED_TABLES.get(path);
        if (DEPRECATED_KEYS.has(path))
            file.deprecated.push(`${keyLabel(path)} is no longer supported by the service's CLI: write ${DEPRECATED_KEYS.get(path)} instead (this action still takes it)`);
        if (tableWhy)
            file.notApplied.push(`[${path}] (${tableWhy})`);
        else if (path === EXCLUDE_PATTERNS_KEY) {
            if (Array.isArray(value) && value.every((p) => typeof p === 'string'))
                file.buildExcludes = value;
            else
                problems.push(`${where(path)}: ${keyLabel(path)}: expected a list of strings (got ${shown(value)})`);
        }
        else if (TABLES.has(path)) {
            if (isTable(value))
                walk(value, path, file, where);
            else
                problems.push(`${where(path)}: ${path}: expected a table ([${path}])`);
        }
        else if (applied && file.keys[applied.input] !== undefined) {
            problems.push(`${where(path)}: ${keyLabel(path)} and ${keyLabel(file.keys[applied.input] ?? '')} say the same thing: keep ${keyLabel(DEPRECATED_KEYS.has(path) ? (file.keys[applied.input] ?? '') : path)} only`);
        }
        else if (applied) {
            file.keys[applied.input] = path;
            const problem = apply(applied, value, file);
            if (problem)
                file.invalid.push({ input: applied.input, problem: `${where(path)}: ${keyLabel(path)}: ${problem}` });
        }
        else if (problems.length >= MOST_PROBLEMS) {
            // Past the ones listed, a problem is only counted: no hint is worked out for it.
            problems.push(path);
        }
        else {
            const other = elsewhere(path);
            const near = other ? undefined : nearestKey(path);
            const hint = other
                ? ` (${other.includes('.') ? `it belongs in [${other.slice(0, other.lastIndexOf('.'))}]` : 'it belongs at the top level'}, as ${keyLabel(other)})`
                : near
                    ? ` (did you mean ${keyLabel(near)}?)`
                    : '';
            problems.push(`${where(path)}: unknown key ${keyLabel(path)}${hint}: ${whatTheCliDoes(path)}`);
        }
    }
}
/**
 * What the service's CLI does with the same unknown key, as its own reader does it: it refuses unknown keys
 * at the top level and in [scaling], [krisp_viva], [resources] and [git], and reads only the keys it knows
 * of [build] and [build.exclude], passing over the others without a word.
 */
function whatTheCliDoes(path) {
    return path.startsWith('build.')
        ? "the service's CLI passes over it without a word (so a typo there goes unnoticed): this action refuses it"
        : "the service's CLI refuses it too";
}
/** Takes one value for its input; the problem, in the words of the input's own check, if any. */
function apply(key, value, file) {
    const text = asText(key, value);
    if (text === undefined) {
        const expected = {
            string: 'a string (in quotes)',
            integer: 'a whole number',
            boolean: 'true or false (without quotes)',
            retired: 'a value',
        };
        return `expected ${expected[key.type]} (got ${shown(value)})`;
    }
    // An empty string is "not given", as an empty input is.
    if (text === '')
        return undefined;
    const problem = (0,inputs/* checkInput */.DR)(key.input, text);
    if (problem)
        return `${problem} (got ${shown(value)})`;
    file.values[key.input] = text;
    return undefined;
}
function asText(key, value) {
    if (key.type === 'string')
        return typeof value === 'string' ? value.trim() : undefined;
    if (key.type === 'boolean')
        return typeof value === 'boolean' ? String(value) : undefined;
    if (key.type === 'retired')
        return shown(value);
    if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value)))
        return String(value);
    return undefined;
}
function isTable(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
function shown(value) {
    if (typeof value === 'string')
        return JSON.stringify((0,secrets/* shortened */.vI)(value, 80));
    if (typeof value === 'bigint')
        return String(value);
    if (Array.isArray(value))
        return 'a list';
    if (isTable(value))
        return 'a table';
    return String(value);
}

// EXTERNAL MODULE: ./src/inputs/values.ts
var inputs_values = __nccwpck_require__(18463);
;// CONCATENATED MODULE: ./src/inputs/file-values.ts



// Which of the deploy file's values a run uses. A step input wins over the file's key for the same input,
// and the file's value is then never checked (the step replaces it: a placeholder image under the step's
// own image is no error). What the step deploys (image, cloud-build, build-id) replaces what the file
// deploys. A preview starts with no warm agent unless the step says otherwise.
/** What a preview keeps warm when the step does not set min-agents. */
const PREVIEW_MIN_AGENTS = '0';
/** The file's values for a deploy (or a preview deploy), merged under the step's inputs. */
function fileValues(file, given, preview) {
    const invalid = new Set(file.invalid.map(({ input }) => input));
    const named = Object.keys(file.keys).filter((name) => file.values[name] !== undefined || invalid.has(name));
    const cloudBuild = inputs_values/* YAML_TRUE */.DG.includes(given['cloud-build']?.trim() ?? '');
    const stepSource = cloudBuild || given['build-id'] ? 'a build' : given.image ? 'an image' : undefined;
    const overridden = named.filter((name) => given[name] !== undefined);
    // What the step deploys replaces what the file deploys; the step's own key is "overridden" above.
    const replaced = stepSource
        ? ['image', 'build-id'].filter((name) => named.includes(name) && given[name] === undefined)
        : [];
    const notForPreview = [];
    const setAside = new Set([...overridden, ...replaced]);
    if (preview && named.includes('min-agents') && given['min-agents'] === undefined) {
        setAside.add('min-agents');
        // A file that asks for no warm agent asks what a preview does anyway: nothing to say.
        if (file.values['min-agents'] !== PREVIEW_MIN_AGENTS)
            notForPreview.push(`${file.path}'s ${keyLabel(file.keys['min-agents'] ?? '')} (${file.values['min-agents'] ?? 'invalid'}) is not applied to a preview: a preview starts with no warm agent (min-agents ${PREVIEW_MIN_AGENTS}) unless the step sets min-agents`);
    }
    const values = {};
    const origins = {};
    for (const name of named) {
        const value = file.values[name];
        if (setAside.has(name) || value === undefined)
            continue;
        values[name] = value;
        origins[name] = `${file.path} ${keyLabel(file.keys[name] ?? '')}`;
    }
    const problems = file.invalid.filter(({ input }) => !setAside.has(input)).map(({ problem }) => problem);
    const context = contextFromFile(file.path, values, given, cloudBuild);
    if (context) {
        values['build-context'] = context.path;
        origins['build-context'] = context.from;
    }
    return {
        values,
        origins,
        overridden,
        replaced,
        ...(replaced.length > 0 ? { replacedBy: stepSource } : {}),
        notForPreview,
        problems,
        ...(context ? { contextFrom: `${context.path} (${context.from})` } : {}),
    };
}
/**
 * The build context as the service's CLI finds it: relative to the file's own folder (a file in server/
 * builds server/ unless it says otherwise). Only for a cloud build the step asks for, without its own
 * build-context, of a file that is not at the workspace's root.
 */
function contextFromFile(path, values, given, cloudBuild) {
    const folder = external_node_path_.posix.dirname(path.replaceAll('\\', '/'));
    if (!cloudBuild || given['build-context'] !== undefined || folder === '.')
        return undefined;
    return {
        path: external_node_path_.posix.join(folder, values['build-context'] ?? '.'),
        from: values['build-context'] === undefined
            ? "the deploy file's folder"
            : `[build] context_dir, relative to the deploy file's folder ${folder}`,
    };
}

;// CONCATENATED MODULE: ./src/inputs/read-inputs.ts







/** The step inputs, and the deploy file when config-file names one: checked, merged, nothing sent yet. */
async function readInputs(given, workspace, mode = { deleting: false, preview: false }) {
    const notices = [];
    const path = given['config-file'];
    if (!path) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, DEPLOY_FILE_NAME))) {
            notices.push(`${DEPLOY_FILE_NAME} is in the repository but is not read: the action reads a deploy file only when config-file names it (config-file: ${DEPLOY_FILE_NAME})`);
        }
        return finish(withPreviewDefaults(given, {}, mode), undefined, notices, []);
    }
    const read = await readDeployFile(path, workspace);
    if (!read.ok) {
        // A delete needs the name only: given as an input, the file is not needed (a closed pull request's run
        // may skip actions/checkout).
        if (mode.deleting && given['agent-name'] !== undefined) {
            const why = read.missing
                ? `${path} is not in the workspace (as when actions/checkout is skipped)`
                : (read.problems[0]?.split('\n')[0] ?? '');
            const notice = `Input 'config-file' is not read: a delete does not need it, input 'agent-name' names the agent (${why})`;
            return finish(forDeleteOnly(given, notices), undefined, [...notices, notice], []);
        }
        const problems = mode.deleting && read.missing
            ? [
                `Input 'config-file' is not valid: ${path} does not exist in the workspace (the delete needs the agent's name from it: run actions/checkout before this step, or give agent-name)`,
            ]
            : read.problems;
        return { ok: false, problems, notices };
    }
    return mode.deleting ? forDelete(read.file, given, notices) : forDeploy(read.file, given, mode, notices);
}
/** A deploy: every key of the file checked, but those the step replaces. */
function forDeploy(file, given, mode, notices) {
    const merged = fileValues(file, given, mode.preview);
    const problems = [...file.problems, ...merged.problems];
    if (problems.length > 0)
        return { ok: false, problems, notices };
    const deployFile = {
        path: file.path,
        fromFile: inputs/* INPUT_NAMES */.Qh.filter((name) => merged.values[name] !== undefined),
        overridden: merged.overridden,
        replaced: merged.replaced,
        ...(merged.replacedBy ? { replacedBy: merged.replacedBy } : {}),
        notApplied: file.notApplied,
        buildExcludes: file.buildExcludes,
        ...(merged.contextFrom ? { contextFrom: merged.contextFrom } : {}),
    };
    const warnings = [
        ...(file.notApplied.length > 0 ? [`${file.path}: not applied by this action: ${file.notApplied.join('; ')}`] : []),
        ...file.deprecated.map((warning) => `${file.path}: ${warning}`),
    ];
    notices.push(...merged.notForPreview);
    const raw = withPreviewDefaults({ ...merged.values, ...given }, merged.origins, mode);
    const result = finish(raw, deployFile, notices, warnings);
    if (!result.ok)
        return result;
    const deploys = result.inputs.image || result.inputs['build-id'] || result.inputs['cloud-build'];
    if (file.gitTable && !deploys) {
        const problem = `${file.path} has a [git] table and no image or build_id, and the step asks for no cloud-build: the file asks the service to deploy the agent from GitHub itself (its GitHub integration), which this action does not do. Give image, build-id or cloud-build: true, or link the agent with the service's CLI`;
        return { ok: false, problems: [problem], notices };
    }
    return result;
}
/** A delete: the file gives the agent's name, when the step does not; nothing else of it is used or checked. */
function forDelete(file, given, notices) {
    const fromFile = given['agent-name'] === undefined && file.values['agent-name'] !== undefined;
    const nameProblem = file.invalid.find(({ input }) => input === 'agent-name');
    if (given['agent-name'] === undefined && nameProblem) {
        return { ok: false, problems: [nameProblem.problem], notices };
    }
    const deployFile = {
        path: file.path,
        fromFile: fromFile ? ['agent-name'] : [],
        overridden: given['agent-name'] !== undefined && file.keys['agent-name'] ? ['agent-name'] : [],
        replaced: [],
        notApplied: [],
        buildExcludes: [],
    };
    const origins = fromFile ? { 'agent-name': `${file.path} ${keyLabel(file.keys['agent-name'] ?? '')}` } : {};
    let raw = fromFile ? { ...given, 'agent-name': file.values['agent-name'] } : given;
    // A preview's own secret set is named from secret-set: the file's, when the step writes secrets without one.
    const setFromFile = given.secrets !== undefined && given['secret-set'] === undefined;
    if (setFromFile && file.values['secret-set'] !== undefined) {
        raw = { ...raw, 'secret-set': file.values['secret-set'] };
        origins['secret-set'] = `${file.path} ${keyLabel(file.keys['secret-set'] ?? '')}`;
        deployFile.fromFile.push('secret-set');
    }
    return finish(forDeleteOnly(raw, notices, origins), deployFile, notices, []);
}
/**
 * A delete uses no secret values: `secrets` without a set to name (the deploy file not read) is set aside
 * with a notice, never a failure; with one, it names the preview's own set, deleted with the preview.
 */
function forDeleteOnly(raw, notices, origins = {}) {
    if (raw.secrets === undefined || raw['secret-set'] !== undefined)
        return { raw, origins };
    notices.push("Input 'secrets' is not used by a delete, and no secret-set names a preview's own set: a set <secret-set>-pr-<number> that a preview wrote is deleted only when secret-set is known (on the step, or from a deploy file that is read)");
    const { secrets: _unused, 'secrets-prune': _prune, ...rest } = raw;
    return { raw: rest, origins };
}
/** Managed keys, named by the step or the file: one warning, never a failure, nothing sent. */
function retiredManagedKeys(origins) {
    const where = origins['enable-managed-keys'] ?? "Input 'enable-managed-keys'";
    return `${where} is retired: the service's CLI removed managed keys (enable_managed_keys, enableIntegratedKeysProxy) in March 2026 (CLI 0.4.0), and the value is not sent. Remove it, and give the agent its own provider keys through its secret set`;
}
/** Where a preview's min-agents comes from when the step sets none (the plan says so). */
const PREVIEW_NO_WARM_AGENT = 'a preview starts with no warm agent';
/** A preview starts with no warm agent unless the step sets min-agents (the file's is set aside). */
function withPreviewDefaults(raw, origins, mode) {
    if (!mode.preview || mode.deleting || raw['min-agents'] !== undefined)
        return { raw, origins };
    return {
        raw: { ...raw, 'min-agents': PREVIEW_MIN_AGENTS },
        origins: { ...origins, 'min-agents': PREVIEW_NO_WARM_AGENT },
    };
}
function finish(merged, deployFile, notices, warnings) {
    const parsed = (0,inputs/* parseInputs */.TL)(merged.raw, merged.origins);
    if (!parsed.ok)
        return { ...parsed, notices };
    const retired = parsed.inputs['enable-managed-keys'] === undefined ? [] : [retiredManagedKeys(merged.origins)];
    const idle = (0,across_inputs/* idleSettingNotice */.N0)(parsed.inputs);
    return {
        ok: true,
        inputs: parsed.inputs,
        ...(deployFile ? { deployFile } : {}),
        notices: idle ? [...notices, idle] : notices,
        warnings: [...warnings, ...retired],
    };
}


/***/ }),

/***/ 70217:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ withScenarioFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _session_transports_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(38598);



/**
 * The scenario files the `scenarios` input names, read and checked before anything is sent (a broken file
 * fails a dry run as it would fail the deploy): the inputs with them, or the problem naming the file and
 * line. eval: criteria that no judge could score are such a problem (scenarios/judge-reach.ts). The YAML reader is loaded only for a run that names scenarios.
 */
async function withScenarioFiles(inputs, workspace) {
    if (!inputs.scenarios)
        return { inputs };
    const [{ readScenarios }, { ScenarioError }, { unjudgeableCriteria }, { asCallScenarios, callScenarioProblem }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(13)]).then(__nccwpck_require__.bind(__nccwpck_require__, 78013)),
        __nccwpck_require__.e(/* import() */ 93).then(__nccwpck_require__.bind(__nccwpck_require__, 64093)),
        __nccwpck_require__.e(/* import() */ 114).then(__nccwpck_require__.bind(__nccwpck_require__, 74114)),
        __nccwpck_require__.e(/* import() */ 801).then(__nccwpck_require__.bind(__nccwpck_require__, 66801)),
    ]);
    try {
        const reportProblem = await reportPathProblem(workspace, inputs['scenario-report']);
        if (reportProblem)
            return { problem: reportProblem };
        const scenarioFiles = await readScenarios(inputs.scenarios, workspace);
        const unjudgeable = unjudgeableCriteria(scenarioFiles, inputs['judge-api-key']);
        if (unjudgeable)
            return { problem: unjudgeable };
        const transport = inputs['session-transport'];
        const overACall = (0,_session_transports_js__WEBPACK_IMPORTED_MODULE_2__/* .isCall */ .nT)(transport)
            ? callScenarioProblem(scenarioFiles, `session-transport: ${transport} places ${(0,_session_transports_js__WEBPACK_IMPORTED_MODULE_2__/* .aCall */ .Ax)(transport)}`, inputs['speech-api-key'] !== undefined)
            : undefined;
        if (overACall)
            return { problem: `Input 'scenarios': ${overACall}` };
        return { inputs: { ...inputs, scenarioFiles: (0,_session_transports_js__WEBPACK_IMPORTED_MODULE_2__/* .isCall */ .nT)(transport) ? asCallScenarios(scenarioFiles) : scenarioFiles } };
    }
    catch (error) {
        if (error instanceof ScenarioError)
            return { problem: error.message };
        throw error;
    }
}
/**
 * The report is written only to a regular file (or where none is yet): a FIFO would hold the step before its
 * verdict and its rollback, a device or a link would take what is not the workspace's to take.
 */
async function reportPathProblem(workspace, path) {
    if (!path)
        return undefined;
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path)).catch(() => undefined);
    if (!stat || stat.isFile())
        return undefined;
    const kind = stat.isSymbolicLink()
        ? 'a symbolic link'
        : stat.isFIFO()
            ? 'a FIFO'
            : stat.isDirectory()
                ? 'a folder'
                : 'a device or a socket';
    return `Input 'scenario-report': ${path} is ${kind}, not a regular file; expected a path where the step may write its JUnit report`;
}


/***/ }),

/***/ 82023:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Rl: () => (/* binding */ SecretLinesProblem),
/* harmony export */   Vh: () => (/* binding */ secretTexts),
/* harmony export */   XW: () => (/* binding */ parseSecretLines),
/* harmony export */   kU: () => (/* binding */ RESERVED_KEY_PREFIX)
/* harmony export */ });
// The `secrets` input: `KEY=value` lines, and `KEY<<DELIMITER` for a value that spans lines (as the
// runner's own GITHUB_ENV file takes them). A value is everything after the first `=`, byte for byte.
// Problems name the line number and the key, never a value: the text is secrets.
/** Keys as the service's CLI checks them. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** The keys this action keeps in a set for its records of what it wrote (workflow-secrets/fingerprints.ts). */
const RESERVED_KEY_PREFIX = 'ADA_FP_';
const HEREDOC = /^([A-Za-z0-9_-]+)<<([^\s]+)$/;
class SecretLinesProblem extends Error {
    name = 'SecretLinesProblem';
}
/** The input's lines as written, blank lines and comments skipped: the one reading of its syntax. */
function writtenLines(text) {
    const lines = text.split('\n');
    const written = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            continue;
        const heredoc = HEREDOC.exec(line);
        if (heredoc) {
            const delimiter = heredoc[2] ?? '';
            const end = lines.indexOf(delimiter, i + 1);
            const body = lines.slice(i + 1, end < 0 ? lines.length : end);
            written.push({
                line: i + 1,
                key: heredoc[1],
                value: body.join('\n'),
                heredoc: { delimiter, lines: body, unterminated: end < 0 },
            });
            i = end < 0 ? lines.length : end;
            continue;
        }
        const at = line.indexOf('=');
        written.push(at < 0
            ? { line: i + 1, key: undefined, value: line }
            : { line: i + 1, key: line.slice(0, at), value: line.slice(at + 1) });
    }
    return written;
}
/** The entries, in order; throws SecretLinesProblem naming every line that is wrong. */
function parseSecretLines(text) {
    const entries = [];
    const problems = [];
    for (const { line, key, value, heredoc } of writtenLines(text)) {
        if (heredoc?.unterminated) {
            problems.push(`line ${line}: ${key}<<${heredoc.delimiter} has no closing line '${heredoc.delimiter}'`);
            break;
        }
        if (key === undefined) {
            problems.push(`line ${line}: expected KEY=value (a value that spans lines needs KEY<<DELIMITER, then its lines, then DELIMITER)`);
            continue;
        }
        const problem = keyProblem(key) ?? (value === '' ? 'its value is empty' : undefined);
        const first = entries.find((entry) => entry.key === key);
        if (problem)
            problems.push(`line ${line}: ${KEY.test(key) ? key : 'the key'}: ${problem}`);
        else if (first)
            problems.push(`line ${line}: ${key} is given twice (first on line ${first.line})`);
        else
            entries.push({ key, value, line });
    }
    if (problems.length > 0)
        throw new SecretLinesProblem(problems.join('; '));
    if (entries.length === 0)
        throw new SecretLinesProblem('has no KEY=value line');
    return entries;
}
function keyProblem(key) {
    if (!KEY.test(key)) {
        return 'expected a key of 1 to 64 letters, digits, _ and - (the service refuses any other), before the first =';
    }
    if (key.startsWith(RESERVED_KEY_PREFIX)) {
        return `keys starting ${RESERVED_KEY_PREFIX} are the action's own (its record of the values it wrote)`;
    }
    return undefined;
}
/**
 * Every text of the input that may be a secret, read as leniently as possible (this runs before the input
 * is checked, so that nothing is printed first): each value, each line of a value that spans lines, and
 * any line that is not a `KEY=value` line at all (the middle of a value pasted with line breaks).
 */
function secretTexts(text) {
    if (!text)
        return [];
    const found = writtenLines(text).flatMap(({ key, value, heredoc }) => {
        if (heredoc)
            return [...heredoc.lines, value];
        return key !== undefined && KEY.test(key) ? [value] : [key === undefined ? value : `${key}=${value}`];
    });
    return [...new Set(found.filter((value) => value.trim() !== ''))];
}


/***/ }),

/***/ 18463:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ wholeSeconds),
/* harmony export */   DG: () => (/* binding */ YAML_TRUE),
/* harmony export */   DM: () => (/* binding */ agentProfile),
/* harmony export */   Gx: () => (/* binding */ minutes),
/* harmony export */   Kz: () => (/* binding */ apiKey),
/* harmony export */   LQ: () => (/* binding */ audioFilter),
/* harmony export */   Lp: () => (/* binding */ agentName),
/* harmony export */   Ny: () => (/* binding */ region),
/* harmony export */   OZ: () => (/* binding */ url),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   S7: () => (/* binding */ InputProblem),
/* harmony export */   Sl: () => (/* binding */ image),
/* harmony export */   U$: () => (/* binding */ registryHost),
/* harmony export */   gh: () => (/* binding */ speechUrl),
/* harmony export */   iZ: () => (/* binding */ relativePath),
/* harmony export */   qJ: () => (/* binding */ yamlBoolean),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   s2: () => (/* binding */ architecture),
/* harmony export */   uM: () => (/* binding */ share),
/* harmony export */   uz: () => (/* binding */ buildId),
/* harmony export */   wU: () => (/* binding */ websocketAuth),
/* harmony export */   y0: () => (/* binding */ apiUrl)
/* harmony export */ });
/* unused harmony exports AGENT_PROFILES, AUDIO_FILTERS, serviceBaseUrl, hasTagOrDigest */
/* harmony import */ var _addresses_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83523);
/* harmony import */ var _architectures_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77075);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(22325);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(21794);




// How one input's text becomes its value: each parser throws InputProblem saying what was expected.
// The service's own rule (service-facts.md): lowercase letters, digits and '-', starting and ending
// with a letter or digit, so at least 2 characters, and at most 54.
const AGENT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])$/;
const AGENT_NAME_MAX = 54;
const AGENT_PROFILES = ['agent-1x', 'agent-2x', 'agent-3x'];
/** What a parser throws: the part of the message after "Input 'name' is …". */
class InputProblem extends Error {
}
/** What YAML 1.2 (and so core.getBooleanInput) reads as true. */
const YAML_TRUE = ['true', 'True', 'TRUE'];
const YAML_FALSE = ['false', 'False', 'FALSE'];
const yamlBoolean = (value) => {
    if (YAML_TRUE.includes(value))
        return true;
    if (YAML_FALSE.includes(value))
        return false;
    throw new InputProblem('expected true or false (YAML 1.2: true, True, TRUE, false, False or FALSE)');
};
/** Whole seconds, from `least` to `most`: the message leads with the lower bound, as for other numbers. */
function wholeSeconds(least, most, longest) {
    const parse = wholeNumber(least, most);
    return (value) => {
        try {
            return parse(value);
        }
        catch {
            throw new InputProblem(`expected a whole number of at least ${least} and at most ${most} (${longest})`);
        }
    };
}
function wholeNumber(least, most) {
    return (value) => {
        const number = Number(value);
        if (!/^\d+$/.test(value) ||
            !Number.isSafeInteger(number) ||
            number < least ||
            (most !== undefined && number > most)) {
            throw new InputProblem(most === undefined
                ? `expected a whole number of at least ${least}`
                : `expected a whole number from ${least} to ${most}`);
        }
        return number;
    };
}
const text = (value) => value;
/** Minutes, decimals allowed ("0.5" is 30 s), from 0 to 60. */
const minutes = (value) => {
    const number = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || number > 60) {
        throw new InputProblem('expected a number of minutes from 0 to 60, decimals allowed (0.5 is 30 s)');
    }
    return number;
};
function checked(test, expected) {
    return (value) => {
        if (!test(value))
            throw new InputProblem(expected);
        return value;
    };
}
const apiUrl = (value) => serviceBaseUrl(checked(isServiceUrl, 'expected an https URL such as https://api.example.com/v1, with no user name, password, query or fragment (http is allowed only for localhost, 127.0.0.0/8 and [::1])')(value));
// The key is sent as a header: visible ASCII only, as service-facts.md says of its tokens. Anything
// else would fail inside the HTTP stack, after retries, without naming the input.
const apiKey = checked((value) => /^[\x21-\x7E]+$/.test(value), 'expected a token of visible ASCII characters, with no spaces or line breaks');
const agentName = checked((value) => AGENT_NAME.test(value) && value.length <= AGENT_NAME_MAX, `expected 2 to ${AGENT_NAME_MAX} lowercase letters, digits and '-', starting and ending with a letter or digit (no upper case, spaces, '/' or '_')`);
/** The CPU architecture of the agent's containers; node-type's values 'arm' and 'amd' are its old aliases. */
const architecture = checked((value) => _architectures_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHITECTURES */ .X.includes(value), `expected one of ${_architectures_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHITECTURES */ .X.join(', ')}`);
/** The audio filter (krispViva.audioFilter): tel for telephony, pro for browsers and apps, off for none. */
const AUDIO_FILTERS = ['tel', 'pro', 'off'];
const audioFilter = checked((value) => AUDIO_FILTERS.includes(value), `expected one of ${AUDIO_FILTERS.join(', ')}`);
/** The service's rule for a profile's name: the platform's three, and the ones enterprise regions define. */
const AGENT_PROFILE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const agentProfile = checked((value) => AGENT_PROFILE.test(value), `expected a profile's name: lower-case letters, digits and '-', at most 63 characters, not starting or ending with '-' (the platform's are ${AGENT_PROFILES.join(', ')}; enterprise regions add their own)`);
const websocketAuth = checked((value) => value === 'token' || value === 'none', 'expected token or none: whether callers on the generic WebSocket endpoint need a session token from the start endpoint');
const region = checked((value) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(value), 'expected a region name such as us-east: letters, digits, ".", "_" and "-"');
const image = checked(hasTagOrDigest, 'expected an image reference with a tag or a digest, as Docker reads it (an optional registry host and port, a lower-case repository), such as registry.example.com/team/agent:1.4.2 or …/agent@sha256:<64 hex digits>');
/** A registry's host (ghcr.io, registry.example.com:5000, docker.io), as a reference names it. */
const registryHost = (value) => {
    const name = (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .registryName */ .jT)(value);
    if (name === undefined) {
        throw new InputProblem("expected a registry's host, with its port when it has one, such as ghcr.io, registry.example.com:5000 or docker.io");
    }
    return name;
};
// A page address for people (environment-url): a query or fragment is part of it, unlike api-url.
// The service's build ids are opaque strings; the action takes them in the shape it takes every id.
const buildId = checked(_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .isId */ .eQ, `expected a build id: ${_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .ID_SHAPE */ .Iu}`);
/** A path relative to the workspace (or the context), that does not climb out of it. */
const relativePath = checked((value) => !/^([/\\]|[A-Za-z]:)/.test(value) && !value.split(/[/\\]/).includes('..'), "expected a path relative to the workspace, without '..'");
const url = checked(isPageUrl, 'expected an http(s) URL');
/** A share from 0 to 1, as a decimal (0.95). */
const share = (value) => {
    if (!/^(0|1|0?\.\d+|1\.0*)$/.test(value))
        throw new InputProblem('expected a share from 0 to 1, such as 0.95');
    return Number(value);
};
/**
 * https, or http to a loopback host (local doubles): the key must not cross a network in clear text.
 * A user name or password would be echoed in messages; `?` or `#`, even empty, would change the path.
 */
function isServiceUrl(value) {
    if (!isHttpUrl(value) || /[?#]/.test(value))
        return false;
    const parsed = new URL(value);
    if (parsed.username || parsed.password || /^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(value))
        return false;
    return parsed.protocol === 'https:' || (0,_addresses_js__WEBPACK_IMPORTED_MODULE_3__/* .isLoopback */ .U)(parsed.hostname);
}
function isPageUrl(value) {
    try {
        const parsed = new URL(value);
        return parsed.protocol === 'https:' || parsed.protocol === 'http:';
    }
    catch {
        return false;
    }
}
function isHttpUrl(value) {
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        return false;
    }
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.search && !parsed.hash;
}
/** `https://host`, `https://host/` and `https://host/v1/` all mean `https://host/v1`. */
function serviceBaseUrl(value) {
    const parsed = new URL(value);
    const path = parsed.pathname.replace(/\/+$/, '');
    parsed.pathname = path.endsWith('/v1') ? path : `${path}/v1`;
    return parsed.toString().replace(/\/+$/, '');
}
// Docker's reference grammar (distribution/reference), so that a reference Docker would refuse fails
// here, before any request, rather than when the service cannot pull it.
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const DOMAIN = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:.]+\\])(?::[0-9]+)?$`);
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const TAG = /^[\w][\w.-]{0,127}$/;
const DIGEST = /^[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}$/;
/**
 * `name:tag`, `name@algorithm:hex` or both, as Docker parses them: an optional registry host (with a
 * port) first, then a lower-case repository path, at most 255 characters. The first component is a
 * registry host when it has a '.' or a ':', is localhost, or has capitals (as Docker decides), so
 * `DOCKER_USERNAME/agent:0.1` is refused like a bad host. A ':' in the host part is not a tag.
 */
function hasTagOrDigest(reference) {
    const at = reference.indexOf('@');
    const digest = at === -1 ? undefined : reference.slice(at + 1);
    const rest = at === -1 ? reference : reference.slice(0, at);
    if (digest !== undefined && !DIGEST.test(digest))
        return false;
    const slash = rest.lastIndexOf('/');
    const colon = rest.indexOf(':', slash + 1);
    const tag = colon === -1 ? undefined : rest.slice(colon + 1);
    const name = colon === -1 ? rest : rest.slice(0, colon);
    if (tag !== undefined && !TAG.test(tag))
        return false;
    if ((tag === undefined && digest === undefined) || name.length === 0 || name.length > 255)
        return false;
    const parts = name.split('/');
    const first = parts[0] ?? '';
    const hasDomain = parts.length > 1 && (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first);
    if (hasDomain && !DOMAIN.test(first))
        return false;
    return parts.slice(hasDomain ? 1 : 0).every((part) => PATH_COMPONENT.test(part));
}
/**
 * speech-url: an OpenAI-compatible speech API's base (https, or http to this machine: the key must not cross a
 * network in clear text), without its trailing slashes.
 */
const speechUrl = (value) => checked(isServiceUrl, 'expected an https URL such as https://api.openai.com/v1 (an OpenAI-compatible speech API), with no user name, password, query or fragment (http is allowed only for localhost, 127.0.0.0/8 and [::1])')(value).replace(/\/+$/, '');


/***/ }),

/***/ 10960:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/inputs/conversation-inputs.ts
var conversation_inputs = __nccwpck_require__(40394);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __nccwpck_require__(18028);
// EXTERNAL MODULE: ./src/inputs/preview.ts
var inputs_preview = __nccwpck_require__(46725);
// EXTERNAL MODULE: ./src/inputs/read-inputs.ts + 4 modules
var read_inputs = __nccwpck_require__(88085);
// EXTERNAL MODULE: ./src/inputs/scenario-inputs.ts
var scenario_inputs = __nccwpck_require__(70217);
// EXTERNAL MODULE: ./src/inputs/secret-lines.ts
var secret_lines = __nccwpck_require__(82023);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __nccwpck_require__(18463);
// EXTERNAL MODULE: ./src/ids.ts
var ids = __nccwpck_require__(22325);
// EXTERNAL MODULE: ./src/image-reference.ts
var image_reference = __nccwpck_require__(21794);
// EXTERNAL MODULE: ./src/report/release-reading.ts
var release_reading = __nccwpck_require__(83166);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __nccwpck_require__(37076);
;// CONCATENATED MODULE: ./src/promote-from.ts




// promote-from (issue 63): a release record of another run (staging's), as JSON or as a path of the workspace,
// whose artifact this step deploys exactly (the image by its digest, or the build) to its own agent, with its
// own other inputs and checks. Refused before any request, in one line with the fix: a record that is not
// JSON or not a record, of an unknown version, not ready, with a check that did not pass, an image without a
// digest, or given beside image, build-id or cloud-build.
/** The most a record may weigh: one line of JSON of a few KiB. */
const MOST_RECORD_BYTES = 256 * 1024;
/** The image (or build) to deploy and where it came from; or why the record cannot be promoted. */
async function promotionOf(given, raw, workspace) {
    const refuse = (why) => ({ problem: `Input 'promote-from': ${why}` });
    if (raw.image || raw['build-id'] || /^true$/i.test(raw['cloud-build'] ?? ''))
        return refuse("it deploys the record's own artifact: remove image, build-id and cloud-build from this step");
    const text = await recordText(given, workspace);
    if (typeof text !== 'string')
        return refuse(text.problem);
    const read = (0,release_reading/* readReleaseRecord */.d)(text);
    if ('problem' in read)
        return refuse(read.kind === 'not-json'
            ? `${read.problem}: expected a release record (the release output or release-file of the run to promote)`
            : read.problem);
    const r = read.record;
    if (r.status !== 'ready')
        return refuse(`agent '${r.agent}' was not ready in that run (status ${r.status}): promote a run whose deployment was ready`);
    const failed = Object.entries(r.checks).filter(([, verdict]) => verdict !== 'passed');
    if (failed.length > 0)
        return refuse(`a check of that run did not pass (${failed.map(([check, verdict]) => `${check}: ${verdict}`).join(', ')}): promote only what passed`);
    const promotion = {
        agent: r.agent,
        deploymentId: r.deploymentId,
        region: r.region,
        commit: r.commit,
        checks: r.checks,
    };
    if (!r.artifact)
        return refuse(`that run deployed nothing (agent '${r.agent}')`);
    if ('buildId' in r.artifact) {
        if (!(0,ids/* isId */.eQ)(r.artifact.buildId))
            return refuse('its build id is not an id');
        if (raw.region && r.region && raw.region !== r.region)
            return refuse(`its build was made in region '${r.region}', and this step deploys to region '${raw.region}': a build belongs to one region; promote an image by its digest across regions`);
        return { buildId: r.artifact.buildId, promotion };
    }
    const reference = (0,image_reference/* parseReference */.F2)(r.artifact.image);
    const digest = r.artifact.digest ?? reference.digest;
    if (!digest)
        return refuse(`its image ${r.artifact.image} carries no digest, so what passed cannot be told from what the tag names now: deploy by digest in the run you promote`);
    // pinned as every image this action deploys (image-reference.ts): by its digest, the tag kept beside it
    return { image: (0,image_reference/* pinned */.dp)(reference, digest), promotion };
}
/** The record's text: given as JSON, or read from the workspace (inside it by its real path, bounded). */
async function recordText(given, workspace) {
    if (given.trimStart().startsWith('{'))
        return given;
    try {
        return (await (0,workspace_files/* readWorkspaceFile */.sL)(given, workspace, MOST_RECORD_BYTES)).toString('utf8');
    }
    catch (error) {
        if (!(error instanceof workspace_files/* WorkspaceFileError */._n))
            throw error;
        return {
            problem: `${error.message}: expected a release record (release-file of the run to promote), as JSON or as a path of the workspace`,
        };
    }
}

// EXTERNAL MODULE: ./src/pull-request-event.ts
var pull_request_event = __nccwpck_require__(94401);
// EXTERNAL MODULE: ./src/report/release-record.ts
var release_record = __nccwpck_require__(68345);
// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __nccwpck_require__(78260);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(27194);
;// CONCATENATED MODULE: ./src/main.ts














/** The whole step: inputs first, and nothing is sent unless every input is valid. */
async function run(env = process.env) {
    const raw = (0,inputs/* readRawInputs */.yI)(env);
    maskKeys(raw);
    // A preview of a fork's pull request deploys nothing, and says so before any input is checked: such
    // runs get no secrets, so api-key arrives empty. The event file is read only for a preview.
    const event = (0,inputs_preview/* wantsPreview */.Gq)(raw.preview) ? (0,pull_request_event/* readPullRequestEvent */.$f)(env) : { name: env.GITHUB_EVENT_NAME ?? '' };
    const fork = (0,inputs_preview/* forkPreviewNotice */.ZP)(event.pullRequest);
    if (fork) {
        (0,workflow_commands/* annotateEarly */.W8)('notice', fork);
        (0,workflow_commands/* setOutputEarly */.vF)('status', 'not-deployed');
        (0,workflow_commands/* setOutputEarly */.vF)('ready', 'false');
        earlyRecord(undefined, raw['release-file'], raw['agent-name'], (0,workspace_files/* workspaceDir */.zf)(env));
        return;
    }
    // A delete (delete: true, or a preview whose pull request closed) takes only a name from the deploy file.
    const preview = (0,inputs_preview/* wantsPreview */.Gq)(raw.preview);
    const deleting = values/* YAML_TRUE */.DG.includes(raw.delete ?? '') || (preview && event.pullRequest?.action === 'closed');
    const workspace = (0,workspace_files/* workspaceDir */.zf)(env);
    const refuse = (problem) => refuseWithRecord(problem, raw['release-file'], raw['agent-name'], workspace);
    // promote-from: the record's artifact stands for image (or build-id), read before the inputs are checked
    const promoted = raw['promote-from'] ? await promotionOf(raw['promote-from'], raw, workspace) : undefined;
    if (promoted && 'problem' in promoted)
        return refuse(promoted.problem);
    const artifact = promoted ? (promoted.image ? { image: promoted.image } : { 'build-id': promoted.buildId }) : {};
    const parsed = await (0,read_inputs/* readInputs */.K)({ ...raw, ...artifact }, workspace, { deleting, preview });
    for (const notice of parsed.notices)
        (0,workflow_commands/* annotateEarly */.W8)('notice', notice);
    if (!parsed.ok)
        return refuse(parsed.problems.join('\n'));
    // release-file is written whatever happens: where it goes is checked before anything else is
    const release = parsed.inputs['release-file'];
    const releaseProblem = release ? (0,release_record/* releasePathProblem */._G)(workspace, release) : undefined;
    if (releaseProblem)
        return refuseWithRecord(releaseProblem, undefined, undefined, workspace);
    // The recording a conversation check speaks, read and checked before anything is sent.
    const recording = parsed.inputs['conversation-test']
        ? await (0,conversation_inputs/* recordingProblem */.dD)(parsed.inputs['conversation-say'], workspace)
        : undefined;
    if (recording)
        return refuse(recording);
    // The scenario files, each read and checked: a broken one fails here, before anything is sent.
    const withScenarios = await (0,scenario_inputs/* withScenarioFiles */.W)(parsed.inputs, workspace);
    if ('problem' in withScenarios)
        return refuse(withScenarios.problem);
    const promotion = promoted ? { promotion: promoted.promotion } : {};
    const aimed = (0,inputs_preview/* resolveTarget */.u1)({ ...withScenarios.inputs, ...promotion }, event);
    if (!aimed.ok)
        return refuse(aimed.problem);
    try {
        // Stacks go to debug output only, so they point into src/ (Node's own source-map support) only when
        // the runner shows debug output: reading the maps costs every other run about a sixth of its CPU
        // time. Turned on after the inputs, it covers the modules loaded from here on: all that makes requests.
        if (env.RUNNER_DEBUG === '1')
            process.setSourceMapsEnabled(true);
        // Loaded only now: the HTTP stack and @actions/core cost more start-up time than all the rest.
        const { deploy } = await Promise.all(/* import() */[__nccwpck_require__.e(731), __nccwpck_require__.e(890), __nccwpck_require__.e(488), __nccwpck_require__.e(590), __nccwpck_require__.e(480)]).then(__nccwpck_require__.bind(__nccwpck_require__, 89480));
        for (const warning of parsed.warnings)
            (0,workflow_commands/* annotateEarly */.W8)('warning', warning);
        await deploy(aimed.inputs, parsed.deployFile, aimed.target);
    }
    catch (error) {
        // deploy() reports its own failures; this is for what escapes it (an output file that cannot be written)
        (0,workflow_commands/* failStep */.vy)((0,errors/* errorMessage */.gJ)(error));
    }
}
/**
 * A run that fails before anything is sent: the documented outputs of a run that deployed nothing, and its
 * release record (release-file too, when its path is one the step may write).
 */
function refuseWithRecord(problem, release, agent, workspace) {
    (0,workflow_commands/* setOutputEarly */.vF)('status', 'not-deployed');
    (0,workflow_commands/* setOutputEarly */.vF)('ready', 'false');
    earlyRecord(problem, release, agent, workspace);
    (0,workflow_commands/* failStep */.vy)(problem);
}
/** The release record of a run that sent nothing: the output, and release-file when its path may be written. */
function earlyRecord(problem, release, agent, workspace) {
    const record = (0,release_record/* releaseRecord */.Hq)({ agentName: agent ?? '', startedAt: Date.now(), status: 'not-deployed' }, problem);
    (0,workflow_commands/* setOutputEarly */.vF)('release', (0,secrets/* redact */.E$)(JSON.stringify(record)));
    if (release && (0,inputs/* checkInput */.DR)('release-file', release) === undefined && !(0,release_record/* releasePathProblem */._G)(workspace, release))
        (0,release_record/* writeReleaseFile */.P6)(workspace, release, record);
}
/** Every key, and every value of the secrets input (each line of one that spans lines), before anything is printed. */
function maskKeys(raw) {
    const keys = [
        raw['api-key'],
        raw['github-token'],
        raw['registry-password'],
        raw['public-api-key'],
        raw['judge-api-key'],
        raw['speech-api-key'],
    ];
    for (const secret of [...keys, ...(0,secret_lines/* secretTexts */.Vh)(raw.secrets)]) {
        (0,workflow_commands/* hideSecret */.DL)(secret);
    }
}


/***/ }),

/***/ 94401:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ readPullRequestEvent),
/* harmony export */   NY: () => (/* binding */ fromFork),
/* harmony export */   m_: () => (/* binding */ PULL_REQUEST_EVENTS)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

// The pull request a run is for, from the event file the runner writes (GITHUB_EVENT_PATH): its number,
// what happened to it (opened, synchronize, closed, ...), and whether its code comes from a fork.
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** An event file is a few to a few hundred KiB; more is not an event the runner wrote. */
const EVENT_FILE_LIMIT = 32 * 1024 * 1024;
/** The run's event name, and its pull request when it is for one (undefined when the file cannot be read). */
function readPullRequestEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    if (!PULL_REQUEST_EVENTS.has(name) || !env.GITHUB_EVENT_PATH)
        return { name };
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(env.GITHUB_EVENT_PATH).size > EVENT_FILE_LIMIT)
            return { name };
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        const pr = payload?.pull_request;
        const number = pr?.number ?? payload?.number;
        if (!Number.isSafeInteger(number) || number <= 0)
            return { name };
        const text = (value) => (typeof value === 'string' ? value : undefined);
        return {
            name,
            pullRequest: {
                number,
                action: text(payload?.action) ?? '',
                headRepository: text(pr?.head?.repo?.full_name),
                baseRepository: text(pr?.base?.repo?.full_name) ?? text(payload?.repository?.full_name),
                ...(text(pr?.created_at) ? { openedAt: text(pr?.created_at) } : {}),
            },
        };
    }
    catch {
        return { name };
    }
}
/** Whether the pull request's code comes from another repository (a fork, or a fork since deleted). */
function fromFork(pullRequest) {
    return pullRequest.headRepository === undefined || pullRequest.headRepository !== pullRequest.baseRepository;
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* reexport safe */ _secrets_js__WEBPACK_IMPORTED_MODULE_0__.E$),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   cl: () => (/* reexport safe */ _secrets_js__WEBPACK_IMPORTED_MODULE_0__.cl),
/* harmony export */   jt: () => (/* binding */ commandText),
/* harmony export */   wh: () => (/* binding */ plainText),
/* harmony export */   yp: () => (/* binding */ escapeForComment)
/* harmony export */ });
/* unused harmony export visibleControls */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(27194);
// The one escaping path: every text that came from outside (the service, GitHub, inputs) passes one of
// these on its way out: the log, annotations, outputs, the job summary, a pull-request comment, a GitHub
// deployment status. Each first replaces every known secret with *** (the runner's masking cannot reach a
// comment, nor a key after HTML escaping has changed its characters), then makes control characters
// visible (a terminal escape or a bidi override is shown as text, never acted on), then escapes for the
// place it goes.
// The log: the runner takes any stdout line that starts with `::` (or the older `##[`) as a command,
// and core.info writes text as it is: a value from the service or an input such as
// "x\n::add-mask::Agent" or "\n::stop-commands::tok" would become a real command. Every line the action
// prints goes through plainText; commands the action means (groups, debug, warnings, errors, outputs,
// masks) are issued by @actions/core, which escapes their data, with their text through commandText.


// C0 controls but tab, line feed and carriage return (line breaks are handled where the text goes), DEL,
// C1 controls (0x9B is a one-byte CSI), and the bidi controls that reorder what is shown.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Control and bidi characters as visible escapes ("\x1b", "\u202e"): shown, never acted on by a terminal. */
function visibleControls(text) {
    return text
        .replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(BIDI, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The text of a command the action means (warning, notice, error, debug): no secret, no control character. */
function commandText(text) {
    return visibleControls((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text));
}
const ZERO_WIDTH_SPACE = '\u200B';
/** Text as one or more log lines that can never be runner commands, wherever it came from. */
function plainText(text) {
    return commandText(text)
        .split(/\r\n|\r|\n/)
        .map((line) => line.replaceAll('::', `:${ZERO_WIDTH_SPACE}:`).replaceAll('##[', `#${ZERO_WIDTH_SPACE}#[`))
        .join('\n');
}
// Characters that mean something to HTML or to Markdown (GitHub renders Markdown around and, after a
// blank line, inside the summary's HTML), written as numeric character references.
const SPECIAL = /[&<>"'`*_[\]#|~!\\]/g;
/** Text from the service or an input as summary HTML that renders as that text: no tag, link or heading. */
function escapeHtml(value, keepLineBreaks = false) {
    const escaped = commandText(value)
        .replace(/\r\n?/g, '\n')
        .replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`);
    // A newline would end a table cell (and a blank line the HTML block): <br> keeps the cell whole.
    return keepLineBreaks ? escaped : escaped.replace(/\n/g, '<br>');
}
/**
 * Text for a pull-request comment: as escapeHtml, and an @mention (or #123 reference, already escaped)
 * from the service or an input does not ping anyone: a zero-width joiner after each "@" breaks it.
 */
function escapeForComment(value) {
    return escapeHtml(value.replaceAll('@', '@\u200D'));
}


/***/ }),

/***/ 83166:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ readReleaseRecord)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(63619);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(62306);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(23945);
/* harmony import */ var _release_record_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(68345);


// A release record read back (promote-from, the rollback action): one line of JSON that another job wrote,
// so untrusted. Its shape is checked here; its values (the image, the sets) are checked where they are
// used, by the same rules as the inputs they stand for. Fields a later version adds are ignored; those only a
// rollback needs (operation, before, rolledBack, the run) may be missing from a record written by hand.
const text = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(4096));
const optionalText = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(text);
const config = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    image: optionalText,
    buildId: optionalText,
    nodeType: optionalText,
    secretSet: optionalText,
    minAgents: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    maxAgents: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    enableNoiseSuppression: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    agentProfile: optionalText,
    maxSessionDuration: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    imagePullSecretSet: optionalText,
    region: optionalText,
    architecture: optionalText,
    audioFilter: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text)),
    websocketAuth: optionalText,
});
const record = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    version: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_release_record_js__WEBPACK_IMPORTED_MODULE_0__/* .RELEASE_VERSION */ .hG),
    agent: text,
    region: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text),
    operation: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text), null),
    status: text,
    deploymentId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text),
    previousDeploymentId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text), null),
    before: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(config), null),
    artifact: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ image: text, digest: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text) }), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ buildId: text })])),
    checks: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(text, text),
    rolledBack: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), false),
    failure: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), null),
    commit: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text), null),
    run: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._default */ .Rvf(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ repository: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text), id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text), attempt: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(text) }), {
        repository: null,
        id: null,
        attempt: null,
    }),
});
/** The record the text holds; or what it is instead: not JSON, not a record, a record of an unknown version. */
function readReleaseRecord(given) {
    let json;
    try {
        json = JSON.parse(given);
    }
    catch {
        return { problem: 'is not JSON', kind: 'not-json' };
    }
    const version = json && typeof json === 'object' ? json.version : undefined;
    if (typeof version === 'number' && version !== _release_record_js__WEBPACK_IMPORTED_MODULE_0__/* .RELEASE_VERSION */ .hG)
        return {
            problem: `is a release record of version ${version}, which this action does not know (it writes and reads version ${_release_record_js__WEBPACK_IMPORTED_MODULE_0__/* .RELEASE_VERSION */ .hG})`,
            kind: 'version',
        };
    const parsed = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .safeParse */ .xL(record, json);
    if (!parsed.success)
        return {
            problem: `is not a release record (${fieldsOf(parsed.error.issues)} missing or not as a deploy step writes them)`,
            kind: 'not-a-record',
        };
    return { record: parsed.data };
}
/** The fields a failed parse names, a few at most. */
function fieldsOf(issues) {
    const names = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || 'the whole'))];
    return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}


/***/ }),

/***/ 68345:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ releaseRecord),
/* harmony export */   P6: () => (/* binding */ writeReleaseFile),
/* harmony export */   _G: () => (/* binding */ releasePathProblem),
/* harmony export */   hG: () => (/* binding */ RELEASE_VERSION)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(21794);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(27194);
/* harmony import */ var _workspace_files_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(37076);





// The release record of a deploy (issue 63, its first part): what this run deployed to which agent, and what
// served before, as one line of JSON in the `release` output and in `release-file` (a path of the workspace),
// written whatever happens, even when the step stops before any request. It names the artifact itself (the
// image with its digest, or the build), since an agent read back shows neither for a build; it holds no
// secret value (a set is named, never read). A later job collects a matrix's records (one artifact a leg).
const RELEASE_VERSION = 1;
/** The record of the run, from what it did. */
function releaseRecord(report, failure, env = process.env) {
    const desired = report.desired;
    const digest = report.imageCheck?.digest ?? null;
    const artifact = !report.writeSent
        ? null
        : desired?.buildId
            ? { buildId: desired.buildId }
            : desired?.image
                ? { image: desired.image, digest: digest ?? (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReference */ .F2)(desired.image).digest ?? null }
                : null;
    const checks = {};
    if (report.smoke)
        checks['smoke-test'] = report.smoke.result;
    if (report.conversation)
        checks['conversation-test'] = report.conversation.result;
    if (report.scenarios)
        checks.scenarios = report.scenarios.result;
    if (report.watch)
        checks.watch = report.watch.result;
    return {
        version: RELEASE_VERSION,
        agent: report.agentName,
        region: report.region ?? null,
        operation: report.operation ?? null,
        status: report.status ?? 'failed',
        deploymentId: report.deploymentId ?? null,
        previousDeploymentId: report.previousDeploymentId ?? null,
        before: report.before ?? null,
        artifact,
        checks,
        rolledBack: report.rolledBack ?? false,
        // known secrets replaced before the cut (secrets.ts)
        failure: failure ? (0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .shortened */ .vI)(failure, 2000) : null,
        commit: env.GITHUB_SHA || null,
        run: {
            repository: env.GITHUB_REPOSITORY || null,
            id: env.GITHUB_RUN_ID || null,
            attempt: env.GITHUB_RUN_ATTEMPT || null,
        },
    };
}
/**
 * Where release-file may be written: inside the workspace by its real path (a link of the workspace can lead
 * out of it), and not onto anything but a regular file. Undefined when it may; else why not.
 */
function releasePathProblem(workspace, path) {
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path);
    let parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target);
    while (!exists(parent))
        parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(parent);
    if (!(0,_workspace_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(root, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(parent)))
        return `Input 'release-file': ${path} leads out of the workspace (through ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, parent) || '.'}): expected a path inside it`;
    if (exists(target) && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target).isFile())
        return `Input 'release-file': ${path} exists and is not a regular file (a link, a directory or a special file): expected a file the step may write`;
    return undefined;
}
/** The record written to release-file (its folders made), inside the workspace as releasePathProblem checked. */
function writeReleaseFile(workspace, path, record) {
    const problem = releasePathProblem(workspace, path);
    if (problem)
        throw new Error(problem);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace), path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
    // never through a link put there since the check
    const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants;
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, `${JSON.stringify(record)}\n`);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function exists(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 78260:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DL: () => (/* binding */ hideSecret),
/* harmony export */   W8: () => (/* binding */ annotateEarly),
/* harmony export */   vF: () => (/* binding */ setOutputEarly),
/* harmony export */   vy: () => (/* binding */ failStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(14031);
// The two workflow commands the action needs before @actions/core is loaded. Loading core pulls in
// the whole HTTP stack (it imports @actions/http-client, and that imports undici), which costs more
// start-up time than the rest of the action; a run whose inputs are wrong should not pay for it.
// Escaping follows the runner's rules for command data, as @actions/core does.


function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/**
 * A secret from here on, both ways: masked as core.setSecret masks (the runner replaces it with *** in every
 * later log line), and known to secrets.ts, which replaces it with *** on every way out the runner does not mask
 * (the summary, a comment, an escaped text the masker no longer recognises).
 */
function hideSecret(value) {
    if (value)
        process.stdout.write(`::add-mask::${escapeData(value)}\n`);
    (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .registerSecret */ .cl)(value);
}
/** Same as core.setFailed: an error annotation, and the step fails. */
function failStep(message) {
    process.exitCode = 1;
    process.stdout.write(`::error::${escapeData((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message))}\n`);
}
/** Same as core.notice and core.warning, for what is said while the inputs are read. */
function annotateEarly(kind, message) {
    process.stdout.write(`::${kind}::${escapeData((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .commandText */ .jt)(message))}\n`);
}
/** Same as core.setOutput, for the outputs a run whose inputs are invalid still sets. */
function setOutputEarly(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file)
        return;
    const delimiter = `ghadelimiter_${process.pid}_${Date.now()}`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
}


/***/ }),

/***/ 27194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   cl: () => (/* binding */ registerSecret),
/* harmony export */   vI: () => (/* binding */ shortened)
/* harmony export */ });
/* unused harmony exports SHORTEST_REPLACED, forgetSecrets */
// The values that must never be shown (the API key, the GitHub token): known to every concern, so that
// any text can lose them before it is cut, escaped or sent anywhere. report/escape.ts applies them on
// every way out; program output (build logs, a crashed agent's lines) loses them before it is cut, so a
// secret that spans a cut cannot show its first characters.
const secrets = new Set();
/**
 * Shorter values are masked by the runner (add-mask) but not replaced here: a value of two or three
 * characters ("on", "eu1") would take the same letters out of every id, status and output.
 */
const SHORTEST_REPLACED = 4;
/** A value that must never be shown: replaced with *** wherever it appears. */
function registerSecret(value) {
    if (value && value.length >= SHORTEST_REPLACED)
        secrets.add(value);
}
/** Forgets every secret: for tests, which share one process between files. */
function forgetSecrets() {
    secrets.clear();
}
/**
 * The text with every known secret replaced, then cut to `max` characters and "…" (then `more`, given how
 * many characters were left out): replace, then cut, so a secret that spans the cut shows none of its
 * characters.
 */
function shortened(text, max, more = () => '') {
    const safe = redact(text);
    return safe.length > max ? `${safe.slice(0, max)}…${more(safe.length - max)}` : safe;
}
/** Every known secret replaced with ***, longest first (one secret may contain another). */
function redact(text) {
    let result = text;
    for (const secret of [...secrets].sort((a, b) => b.length - a.length))
        result = result.replaceAll(secret, '***');
    return result;
}


/***/ }),

/***/ 38598:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ aCall),
/* harmony export */   nT: () => (/* binding */ isCall),
/* harmony export */   oi: () => (/* binding */ PHONE_PROVIDERS),
/* harmony export */   pQ: () => (/* binding */ transportName),
/* harmony export */   xd: () => (/* binding */ PROVIDER_NAMES)
/* harmony export */ });
// The transports the checks after ready talk to the bot over (session-transport), and how the log and the
// summary name them: SmallWebRTC, the generic WebSocket, and a phone provider's call on the same endpoint
// (after-ready/transports/ speaks each).
const PHONE_PROVIDERS = ['twilio', 'telnyx', 'plivo', 'exotel'];
/** Whether the transport is a phone provider's call: audio and keys, no words. */
const isCall = (transport) => PHONE_PROVIDERS.includes(transport);
const PROVIDER_NAMES = {
    twilio: 'Twilio',
    telnyx: 'Telnyx',
    plivo: 'Plivo',
    exotel: 'Exotel',
};
/** "a Twilio call", "an Exotel call" */
const aCall = (provider) => `${/^[AEIOU]/.test(PROVIDER_NAMES[provider]) ? 'an' : 'a'} ${PROVIDER_NAMES[provider]} call`;
/** How the summary names a transport. */
function transportName(transport) {
    if (transport === 'webrtc')
        return 'SmallWebRTC (webrtc)';
    if (transport === 'websocket')
        return 'the generic WebSocket (websocket)';
    return `${aCall(transport)} over the generic WebSocket (${transport})`;
}


/***/ }),

/***/ 64629:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Pd: () => (/* binding */ readWav),
/* harmony export */   so: () => (/* binding */ writeWav)
/* harmony export */ });
/* unused harmony export LONGEST_RECORDING_MS */
// A WAV file as a caller's recording: RIFF/WAVE with PCM 16-bit samples, one channel, 8 to 48 kHz, at
// most 30 s (conversation-say). Anything else is refused with what it is and what is expected; what is
// taken is resampled to the rate a bot hears at (transports/audio/resample.ts), never otherwise converted.
const LONGEST_RECORDING_MS = 30_000;
const PCM = 1;
const EXTENSIBLE = 0xfffe;
/** The recording, or what is wrong with it ("expected …"). */
function readWav(bytes) {
    if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
        return { problem: 'expected a WAV file (RIFF/WAVE), and this is not one' };
    }
    let format;
    let data;
    for (let at = 12; at + 8 <= bytes.length;) {
        const id = bytes.toString('ascii', at, at + 4);
        const size = bytes.readUInt32LE(at + 4);
        const body = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size));
        if (id === 'fmt ' && body.length >= 16) {
            const code = body.readUInt16LE(0);
            format = {
                code: code === EXTENSIBLE && body.length >= 26 ? body.readUInt16LE(24) : code,
                channels: body.readUInt16LE(2),
                rate: body.readUInt32LE(4),
                bits: body.readUInt16LE(14),
            };
        }
        else if (id === 'data') {
            data = body;
            break;
        }
        at += 8 + size + (size % 2);
    }
    if (!format || !data)
        return { problem: 'expected a WAV file with a fmt and a data chunk' };
    const heard = `${format.code === PCM ? 'PCM' : `format ${format.code}`} ${format.bits}-bit, ${format.channels} channel${format.channels === 1 ? '' : 's'}, ${format.rate} Hz`;
    if (format.code !== PCM ||
        format.bits !== 16 ||
        format.channels !== 1 ||
        format.rate < 8000 ||
        format.rate > 48_000) {
        return { problem: `expected PCM 16-bit, mono, 8 to 48 kHz (this one is ${heard})` };
    }
    const pcm = data.subarray(0, data.length - (data.length % 2));
    const durationMs = Math.round((pcm.length / 2 / format.rate) * 1000);
    if (durationMs > LONGEST_RECORDING_MS) {
        return { problem: `expected at most 30 s of speech (this one is ${(durationMs / 1000).toFixed(1)} s)` };
    }
    if (pcm.length === 0)
        return { problem: 'expected a recording, and its data chunk is empty' };
    return { pcm: Buffer.from(pcm), sampleRate: format.rate, durationMs };
}
/** A WAV file of PCM 16-bit mono samples: the action's own sentence is kept this way. */
function writeWav(pcm, sampleRate) {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(36 + pcm.length, 4);
    header.write('WAVE', 8, 'ascii');
    header.write('fmt ', 12, 'ascii');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(PCM, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(sampleRate, 24);
    header.writeUInt32LE(sampleRate * 2, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(pcm.length, 40);
    return Buffer.concat([header, pcm]);
}


/***/ }),

/***/ 37076:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   _n: () => (/* binding */ WorkspaceFileError),
/* harmony export */   sL: () => (/* binding */ readWorkspaceFile),
/* harmony export */   zf: () => (/* binding */ workspaceDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



// Files of the workspace are untrusted input: the checkout is whatever the repository (or a pull request)
// holds. A file is read only when its real path is inside the workspace's real path (a link may point
// anywhere: ~/.ssh/id_rsa, /proc/self/environ), only when it is a regular file (a FIFO blocks forever,
// /dev/zero never ends), and never past its size limit.
/** The workspace: the runner's GITHUB_WORKSPACE, else (outside a runner) the directory the step runs in. */
function workspaceDir(env = process.env) {
    return env.GITHUB_WORKSPACE || process.cwd();
}
/** Whether `path` is `dir` or lies below it (both real paths, or both resolved the same way). */
function isInside(dir, path) {
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, path);
    return inside === '' || (inside !== '..' && !inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(inside));
}
const READ_BYTES = 64 * 1024;
/** A workspace file that cannot be read as one: `problem` names the file and what is wrong. */
class WorkspaceFileError extends Error {
    code;
    name = 'WorkspaceFileError';
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
/**
 * The bytes of `path` (relative to `workspace`, named `shown` in messages), at most `maxBytes`. The file is
 * opened by its real path without following a link at the last step (so it cannot be swapped for one
 * between the check and the open), checked from the open descriptor, and read to maxBytes + 1 at most.
 */
async function readWorkspaceFile(path, workspace, maxBytes, shown = path) {
    let real;
    let root;
    try {
        ;
        [real, root] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, path)), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(workspace)]);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            throw new WorkspaceFileError(`${shown} does not exist`, 'missing');
        throw new WorkspaceFileError(`${shown} could not be read (${code ?? error.message})`, 'unreadable');
    }
    if (!isInside(root, real))
        throw new WorkspaceFileError(`${shown} leads out of the workspace through a symbolic link; it was not read`, 'outside');
    return readRegularFile(real, maxBytes, shown);
}
/**
 * The bytes of the regular file at the real path `real` (no link is followed at it), at most `maxBytes`:
 * checked from the open descriptor (a FIFO or a device is refused, never waited on), read to maxBytes + 1
 * at most. For a workspace file once its real path is known to be inside, and for other files the action
 * reads (the runner's Docker config).
 */
async function readRegularFile(real, maxBytes, shown) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(real, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK).catch((error) => {
        throw new WorkspaceFileError(`${shown} could not be opened (${error.code})`, 'unreadable');
    });
    try {
        const info = await file.stat();
        if (!info.isFile())
            throw new WorkspaceFileError(`${shown} is not a regular file; it was not read`, 'not-a-file');
        // Read to the end or one byte past the limit, whatever the size said: the file may grow meanwhile.
        const chunks = [];
        let length = 0;
        while (length <= maxBytes) {
            const chunk = Buffer.alloc(Math.min(READ_BYTES, maxBytes + 1 - length));
            const { bytesRead } = await file.read(chunk, 0, chunk.length, length);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            length += bytesRead;
        }
        if (length > maxBytes)
            throw tooLarge(shown, maxBytes);
        return Buffer.concat(chunks, length);
    }
    finally {
        await file.close();
    }
}
function tooLarge(shown, maxBytes) {
    return new WorkspaceFileError(`${shown} is larger than ${maxBytes} bytes, the most the action reads of it`, 'too-large');
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 7194:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dgram");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 82987:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("perf_hooks");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 83480:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("querystring");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 16460:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers/promises");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 62306:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _L: () => (/* binding */ _boolean),
  Eb: () => (/* binding */ _maxLength),
  F7: () => (/* binding */ _number),
  Rl: () => (/* binding */ _string),
  em: () => (/* binding */ _unknown),
  q0: () => (/* binding */ describe),
  mI: () => (/* binding */ meta)
});

// UNUSED EXPORTS: TimePrecision, _any, _array, _base64, _base64url, _bigint, _catch, _check, _cidrv4, _cidrv6, _coercedBigint, _coercedBoolean, _coercedDate, _coercedNumber, _coercedString, _creditCard, _cuid, _cuid2, _custom, _date, _default, _discriminatedUnion, _e164, _email, _emoji, _endsWith, _enum, _file, _float32, _float64, _gt, _gte, _guid, _iban, _includes, _int, _int32, _int64, _intersection, _ipv4, _ipv6, _isoDate, _isoDateTime, _isoDuration, _isoTime, _jwt, _ksuid, _lazy, _length, _literal, _lowercase, _lt, _lte, _mac, _map, _max, _maxSize, _mime, _min, _minLength, _minSize, _multipleOf, _nan, _nanoid, _nativeEnum, _negative, _never, _nonnegative, _nonoptional, _nonpositive, _normalize, _null, _nullable, _optional, _overwrite, _pipe, _positive, _promise, _properties, _property, _readonly, _record, _refine, _regex, _set, _size, _slugify, _startsWith, _stringFormat, _stringbool, _success, _superRefine, _symbol, _templateLiteral, _toLowerCase, _toUpperCase, _transform, _trim, _tuple, _uint32, _uint64, _ulid, _undefined, _union, _uppercase, _url, _uuid, _uuidv4, _uuidv6, _uuidv7, _void, _xid, _xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(88532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(54723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !core_util/* nullish */.cl(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckGreaterThan = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMultipleOf = 
/*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : util.floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckNumberFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = util.NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? core_util/* codePointLength */.O7(input) : units;
        if (length <= def.maximum)
            return;
        const origin = core_util/* getLengthableOrigin */.Rc(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? util.codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = util.getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckLengthEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? util.codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = util.getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
})));
const $ZodCheckRegex = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckLowerCase = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.lowercase);
    $ZodCheckStringFormat.init(inst, def);
})));
const $ZodCheckUpperCase = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.uppercase);
    $ZodCheckStringFormat.init(inst, def);
})));
const $ZodCheckIncludes = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = util.escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckStartsWith = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${util.escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckEndsWith = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${util.escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...util.prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    util.hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
})));
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
})));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var _a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...core_util/* normalizeParams */.A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...core_util/* normalizeParams */.A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new checks.$ZodCheckLessThan({
        check: "less_than",
        ...util.normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new checks.$ZodCheckLessThan({
        check: "less_than",
        ...util.normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new checks.$ZodCheckGreaterThan({
        check: "greater_than",
        ...util.normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new checks.$ZodCheckGreaterThan({
        check: "greater_than",
        ...util.normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new checks.$ZodCheckMultipleOf({
        check: "multiple_of",
        ...util.normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...core_util/* normalizeParams */.A2(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new checks.$ZodCheckMinLength({
        check: "min_length",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new checks.$ZodCheckLengthEquals({
        check: "length_equals",
        ...util.normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new checks.$ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...util.normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new checks.$ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new checks.$ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new checks.$ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...util.normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new checks.$ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...util.normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new checks.$ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...util.normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new checks.$ZodCheckProperties({
        check: "properties",
        shape,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new checks.$ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => util.slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...util.normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util.issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util.issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new checks.$ZodCheck({
        check: "custom",
        ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}


/***/ }),

/***/ 88532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ config),
/* harmony export */   GT: () => (/* binding */ $ZodAsyncError),
/* harmony export */   cr: () => (/* binding */ globalConfig),
/* harmony export */   xI: () => (/* binding */ $constructor)
/* harmony export */ });
/* unused harmony exports NEVER, $brand, $ZodEncodeError */
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}


/***/ }),

/***/ 23945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  qg: () => (/* binding */ parse),
  EJ: () => (/* binding */ parseAsync),
  xL: () => (/* binding */ safeParse),
  bp: () => (/* binding */ safeParseAsync)
});

// UNUSED EXPORTS: _decode, _decodeAsync, _encode, _encodeAsync, _parse, _parseAsync, _safeDecode, _safeDecodeAsync, _safeEncode, _safeEncodeAsync, _safeParse, _safeParseAsync, decode, decodeAsync, encode, encodeAsync, safeDecode, safeDecodeAsync, safeEncode, safeEncodeAsync, validate, validateAsync

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(88532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var util = __nccwpck_require__(54723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, util/* jsonStringifyReplacer */.k8, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = (0,core_core/* $constructor */.xI)("$ZodError", initializer);
const $ZodRealError = (0,core_core/* $constructor */.xI)("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            util/* captureStackTrace */.gx(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            util/* captureStackTrace */.gx(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new core_core/* $ZodAsyncError */.GT();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for("zod.compile.invalid")));
const COMPILE_FALLBACK = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for("zod.compile.fallback")));
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new core.$ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);


/***/ }),

/***/ 54723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ normalizeParams),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   NM: () => (/* binding */ optionalKeys),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   PO: () => (/* binding */ cached),
/* harmony export */   QH: () => (/* binding */ aborted),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Rc: () => (/* binding */ getLengthableOrigin),
/* harmony export */   Vy: () => (/* binding */ assignProp),
/* harmony export */   X: () => (/* binding */ installLazyProp),
/* harmony export */   cl: () => (/* binding */ nullish),
/* harmony export */   d3: () => (/* binding */ attachSchema),
/* harmony export */   gx: () => (/* binding */ captureStackTrace),
/* harmony export */   hi: () => (/* binding */ sizeCaps),
/* harmony export */   iR: () => (/* binding */ finalizeIssue),
/* harmony export */   jD: () => (/* binding */ hide),
/* harmony export */   k8: () => (/* binding */ jsonStringifyReplacer),
/* harmony export */   lQ: () => (/* binding */ prefixIssues),
/* harmony export */   o8: () => (/* binding */ clone),
/* harmony export */   ol: () => (/* binding */ members),
/* harmony export */   p6: () => (/* binding */ cleanRegex),
/* harmony export */   qh: () => (/* binding */ own),
/* harmony export */   rL: () => (/* binding */ explicitlyAborted),
/* harmony export */   sD: () => (/* binding */ escapeRegex),
/* harmony export */   v5: () => (/* binding */ defineLazyInternal),
/* harmony export */   yG: () => (/* binding */ shallowClone)
/* harmony export */ });
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, getEnumValues, joinValues, floatSafeRemainder, defineLazy, objectClone, rawShape, mergeDefs, cloneDef, getElementAtPath, promiseAllObject, randomString, esc, slugify, allowsEval, numKeys, getParsedType, propertyKeyTypes, primitiveTypes, createTransparentProxy, stringifyPrimitive, NUMBER_FORMAT_RANGES, BIGINT_FORMAT_RANGES, pick, omit, extend, safeExtend, merge, partial, required, unwrapMessage, getSizableOrigin, parsedType, issue, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, derived, CONSTANT_CATCH, constantCatch */

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ (/* unused pure expression or super */ null && (cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
})));
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (/* unused pure expression or super */ null && ((() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))()));
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}


/***/ }),

/***/ 63619:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Rvf: () => (/* binding */ _default),
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  euz: () => (/* binding */ literal),
  _H3: () => (/* binding */ looseObject),
  mee: () => (/* binding */ nullable),
  aig: () => (/* binding */ schemas_number),
  Ikc: () => (/* binding */ object),
  lqM: () => (/* binding */ optional),
  g1P: () => (/* binding */ record),
  YjP: () => (/* binding */ schemas_string),
  KCZ: () => (/* binding */ union)
});

// UNUSED EXPORTS: ZodMiniAny, ZodMiniArray, ZodMiniBase64, ZodMiniBase64URL, ZodMiniBigInt, ZodMiniBigIntFormat, ZodMiniBoolean, ZodMiniCIDRv4, ZodMiniCIDRv6, ZodMiniCUID, ZodMiniCUID2, ZodMiniCatch, ZodMiniCodec, ZodMiniCreditCard, ZodMiniCustom, ZodMiniCustomStringFormat, ZodMiniDate, ZodMiniDefault, ZodMiniDiscriminatedUnion, ZodMiniE164, ZodMiniEmail, ZodMiniEmoji, ZodMiniEnum, ZodMiniExactOptional, ZodMiniFile, ZodMiniFunction, ZodMiniGUID, ZodMiniIBAN, ZodMiniIPv4, ZodMiniIPv6, ZodMiniIntersection, ZodMiniJWT, ZodMiniKSUID, ZodMiniLazy, ZodMiniLiteral, ZodMiniMAC, ZodMiniMap, ZodMiniNaN, ZodMiniNanoID, ZodMiniNever, ZodMiniNonOptional, ZodMiniNull, ZodMiniNullable, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniObject, ZodMiniOptional, ZodMiniPipe, ZodMiniPrefault, ZodMiniPromise, ZodMiniReadonly, ZodMiniRecord, ZodMiniSet, ZodMiniString, ZodMiniStringFormat, ZodMiniSuccess, ZodMiniSymbol, ZodMiniTemplateLiteral, ZodMiniTransform, ZodMiniTuple, ZodMiniType, ZodMiniULID, ZodMiniURL, ZodMiniUUID, ZodMiniUndefined, ZodMiniUnion, ZodMiniUnknown, ZodMiniVoid, ZodMiniXID, ZodMiniXor, _function, any, base64, base64url, bigint, catch, catchall, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, describe, discriminatedUnion, e164, email, emoji, enum, exactOptional, exactPartial, extend, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, looseRecord, mac, map, merge, meta, nan, nanoid, nativeEnum, never, nonoptional, null, nullish, omit, partial, partialRecord, pick, pipe, prefault, promise, readonly, refine, required, safeExtend, set, strictObject, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, tuple, uint32, uint64, ulid, undefined, unknown, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(88532);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = (/* unused pure expression or super */ null && (`^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`));
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = (/* unused pure expression or super */ null && (`(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`));
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ (/* unused pure expression or super */ null && (regexes_anchor(dateSource)));
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(54723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = core_util/* aborted */.QH(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (core_util/* explicitlyAborted */.rL(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new core_core/* $ZodAsyncError */.GT();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = core_util/* aborted */.QH(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = core_util/* aborted */.QH(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (core_util/* aborted */.QH(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    checks.$ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
})));
const $ZodGUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.guid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodUUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = regexes.uuid(v));
    }
    else
        def.pattern ?? (def.pattern = regexes.uuid());
    $ZodStringFormat.init(inst, def);
})));
const $ZodEmail = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.email);
    $ZodStringFormat.init(inst, def);
})));
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === regexes.httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodEmoji = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.emoji());
    $ZodStringFormat.init(inst, def);
})));
const $ZodNanoID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? regexes.nanoid : regexes.nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
})));
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cuid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodCUID2 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cuid2);
    $ZodStringFormat.init(inst, def);
})));
const $ZodULID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ulid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodXID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.xid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodKSUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ksuid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodISODateTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.datetime(def));
    $ZodStringFormat.init(inst, def);
})));
const $ZodISODate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.date);
    $ZodStringFormat.init(inst, def);
})));
const $ZodISOTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.time(def));
    $ZodStringFormat.init(inst, def);
})));
const $ZodISODuration = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.duration);
    $ZodStringFormat.init(inst, def);
})));
const $ZodIPv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ipv4);
    $ZodStringFormat.init(inst, def);
})));
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cidrv4);
    $ZodStringFormat.init(inst, def);
})));
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodE164 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.e164);
    $ZodStringFormat.init(inst, def);
})));
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNumberFormat", (inst, def) => {
    checks.$ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
})));
const $ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
})));
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
})));
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
})));
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = core_util/* sizeCaps */.hi(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of core_util/* sizeCaps */.hi(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    core_util/* attachSchema */.d3(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && core_util/* aborted */.QH(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = core_util/* optionalKeys */.NM(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (core_util/* aborted */.QH(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    core_util/* assignProp */.Vy(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = core_util/* isObject */.Gv;
    const catchall = def.catchall;
    let value;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (core_util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = util.cached(() => normalizeDef(def));
    const memo = core.globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : util.esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util.isObject;
    const jit = !core.globalConfig.jitless;
    const allowsEval = util.allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
})));
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !core_util/* aborted */.QH(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => core_util/* cleanRegex */.p6(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
(/* unused pure expression or super */ null && (core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util.defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util.assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util.rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util.cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
})));
const $ZodIntersection = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
})));
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (util.isPlainObject(a) && util.isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (util.aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = util.aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (util.aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
})));
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...util.prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...util.prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isPlainObject */.Qd(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = util.getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    util.defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = util.getEnumValues(zod.def.entries).filter((k) => util.propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => util.escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? core_util/* escapeRegex */.sD(o) : o ? core_util/* escapeRegex */.sD(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    core.globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new core.$ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
})));
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    util.defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
})));
const $ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)}|null)$`) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
})));
const $ZodNonOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
})));
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
})));
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
})));
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
})));
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustom", (inst, def) => {
    checks.$ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
})));
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util.issue(_iss));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 2 modules
var api = __nccwpck_require__(62306);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js + 1 modules
var core_parse = __nccwpck_require__(23945);
;// CONCATENATED MODULE: ./node_modules/zod/v4/mini/schemas.js




const ZodMiniType = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniType", (inst, def) => {
    if (!inst._zod)
        throw new Error("Uninitialized schema in ZodMiniType.");
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
}, {
    // `with` is an alias for `check`: the same function object, not a wrapper.
    get with() {
        return this.check;
    },
    set with(value) {
        core_util/* own */.qh(this, "with", value);
    },
    parse(data, params) {
        return core_parse/* parse */.qg(this, data, params, { callee: this.parse });
    },
    parseAsync(data, params) {
        return core_parse/* parseAsync */.EJ(this, data, params, { callee: this.parseAsync });
    },
    safeParse(data, params) {
        return core_parse/* safeParse */.xL(this, data, params);
    },
    safeParseAsync(data, params) {
        return core_parse/* safeParseAsync */.bp(this, data, params);
    },
    check(...checks) {
        const def = this.def;
        return this.clone({
            ...def,
            checks: [
                ...(def.checks ?? []),
                ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }, { parent: true });
    },
    clone(_def, params) {
        return core_util/* clone */.o8(this, _def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
});
const ZodMiniString = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function schemas_string(params) {
    return api/* _string */.Rl(ZodMiniString, params);
}
const ZodMiniStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniStringFormat", (inst, def) => {
    core.$ZodStringFormat.init(inst, def);
    ZodMiniString.init(inst, def);
})));
const ZodMiniEmail = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniEmail", (inst, def) => {
    core.$ZodEmail.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_email(params) {
    return core._email(ZodMiniEmail, params);
}
const ZodMiniGUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniGUID", (inst, def) => {
    core.$ZodGUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_guid(params) {
    return core._guid(ZodMiniGUID, params);
}
const ZodMiniUUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniUUID", (inst, def) => {
    core.$ZodUUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_uuid(params) {
    return core._uuid(ZodMiniUUID, params);
}
// @__NO_SIDE_EFFECTS__
function uuidv4(params) {
    return core._uuidv4(ZodMiniUUID, params);
}
// ZodMiniUUIDv6
// @__NO_SIDE_EFFECTS__
function uuidv6(params) {
    return core._uuidv6(ZodMiniUUID, params);
}
// ZodMiniUUIDv7
// @__NO_SIDE_EFFECTS__
function uuidv7(params) {
    return core._uuidv7(ZodMiniUUID, params);
}
const ZodMiniURL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniURL", (inst, def) => {
    core.$ZodURL.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function url(params) {
    return core._url(ZodMiniURL, params);
}
// @__NO_SIDE_EFFECTS__
function httpUrl(params) {
    return core._url(ZodMiniURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodMiniEmoji = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniEmoji", (inst, def) => {
    core.$ZodEmoji.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_emoji(params) {
    return core._emoji(ZodMiniEmoji, params);
}
const ZodMiniNanoID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNanoID", (inst, def) => {
    core.$ZodNanoID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_nanoid(params) {
    return core._nanoid(ZodMiniNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodMiniCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodMiniCUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCUID", (inst, def) => {
    core.$ZodCUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function schemas_cuid(params) {
    return core._cuid(ZodMiniCUID, params);
}
const ZodMiniCUID2 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCUID2", (inst, def) => {
    core.$ZodCUID2.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_cuid2(params) {
    return core._cuid2(ZodMiniCUID2, params);
}
const ZodMiniULID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniULID", (inst, def) => {
    core.$ZodULID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ulid(params) {
    return core._ulid(ZodMiniULID, params);
}
const ZodMiniXID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniXID", (inst, def) => {
    core.$ZodXID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_xid(params) {
    return core._xid(ZodMiniXID, params);
}
const ZodMiniKSUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniKSUID", (inst, def) => {
    core.$ZodKSUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ksuid(params) {
    return core._ksuid(ZodMiniKSUID, params);
}
const ZodMiniIPv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIPv4", (inst, def) => {
    core.$ZodIPv4.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ipv4(params) {
    return core._ipv4(ZodMiniIPv4, params);
}
const ZodMiniIPv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIPv6", (inst, def) => {
    core.$ZodIPv6.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ipv6(params) {
    return core._ipv6(ZodMiniIPv6, params);
}
const ZodMiniCIDRv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCIDRv4", (inst, def) => {
    core.$ZodCIDRv4.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_cidrv4(params) {
    return core._cidrv4(ZodMiniCIDRv4, params);
}
const ZodMiniCIDRv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCIDRv6", (inst, def) => {
    core.$ZodCIDRv6.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_cidrv6(params) {
    return core._cidrv6(ZodMiniCIDRv6, params);
}
const ZodMiniMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniMAC", (inst, def) => {
    core.$ZodMAC.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_mac(params) {
    return core._mac(ZodMiniMAC, params);
}
const ZodMiniBase64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBase64", (inst, def) => {
    core.$ZodBase64.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_base64(params) {
    return core._base64(ZodMiniBase64, params);
}
const ZodMiniBase64URL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBase64URL", (inst, def) => {
    core.$ZodBase64URL.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_base64url(params) {
    return core._base64url(ZodMiniBase64URL, params);
}
const ZodMiniE164 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniE164", (inst, def) => {
    core.$ZodE164.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_e164(params) {
    return core._e164(ZodMiniE164, params);
}
const ZodMiniCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_creditCard(params) {
    return core._creditCard(ZodMiniCreditCard, params);
}
const ZodMiniIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_iban(params) {
    return core._iban(ZodMiniIBAN, params);
}
const ZodMiniJWT = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniJWT", (inst, def) => {
    core.$ZodJWT.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function jwt(params) {
    return core._jwt(ZodMiniJWT, params);
}
const ZodMiniCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCustomStringFormat", (inst, def) => {
    core.$ZodCustomStringFormat.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodMiniCustomStringFormat, format, fnOrRegex, _params);
}
// @__NO_SIDE_EFFECTS__
function schemas_hostname(_params) {
    return core._stringFormat(ZodMiniCustomStringFormat, "hostname", regexes.hostname, _params);
}
// @__NO_SIDE_EFFECTS__
function schemas_hex(_params) {
    return core._stringFormat(ZodMiniCustomStringFormat, "hex", regexes.hex, _params);
}
// @__NO_SIDE_EFFECTS__
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodMiniCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
// @__NO_SIDE_EFFECTS__
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    // check for unrecognized format
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodMiniCustomStringFormat, format, regex, params);
}
const ZodMiniNumber = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function schemas_number(params) {
    return api/* _number */.F7(ZodMiniNumber, params);
}
const ZodMiniNumberFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNumberFormat", (inst, def) => {
    core.$ZodNumberFormat.init(inst, def);
    ZodMiniNumber.init(inst, def);
})));
function schemas_int(params) {
    return core._int(ZodMiniNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodMiniNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodMiniNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodMiniNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodMiniNumberFormat, params);
}
const ZodMiniBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function schemas_boolean(params) {
    return api/* _boolean */._L(ZodMiniBoolean, params);
}
const ZodMiniBigInt = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBigInt", (inst, def) => {
    core.$ZodBigInt.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_bigint(params) {
    return core._bigint(ZodMiniBigInt, params);
}
const ZodMiniBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodMiniBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodMiniBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodMiniBigIntFormat, params);
}
const ZodMiniSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function symbol(params) {
    return core._symbol(ZodMiniSymbol, params);
}
const ZodMiniUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_undefined(params) {
    return core._undefined(ZodMiniUndefined, params);
}

const ZodMiniNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_null(params) {
    return core._null(ZodMiniNull, params);
}

const ZodMiniAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function any() {
    return core._any(ZodMiniAny);
}
const ZodMiniUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
    return api/* _unknown */.em(ZodMiniUnknown);
}
const ZodMiniNever = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNever", (inst, def) => {
    core.$ZodNever.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function never(params) {
    return core._never(ZodMiniNever, params);
}
const ZodMiniVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function _void(params) {
    return core._void(ZodMiniVoid, params);
}

const ZodMiniDate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniDate", (inst, def) => {
    core.$ZodDate.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_date(params) {
    return core._date(ZodMiniDate, params);
}
const ZodMiniArray = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniArray", (inst, def) => {
    $ZodArray.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
    return new ZodMiniArray({
        type: "array",
        element: element,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// .keyof
// @__NO_SIDE_EFFECTS__
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return _enum(Object.keys(shape));
}
const ZodMiniObject = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniObject", (inst, def) => {
    $ZodObject.init(inst, def);
    ZodMiniType.init(inst, def);
    core_util/* installLazyProp */.X(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...core_util/* normalizeParams */.A2(params),
    };
    return new ZodMiniObject(def);
}
// strictObject
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
    return new ZodMiniObject({
        type: "object",
        shape,
        catchall: never(),
        ...util.normalizeParams(params),
    });
}
// looseObject
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
    return new ZodMiniObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
// object methods
// @__NO_SIDE_EFFECTS__
function extend(schema, shape) {
    return util.extend(schema, shape);
}
// @__NO_SIDE_EFFECTS__
function safeExtend(schema, shape) {
    return util.safeExtend(schema, shape);
}
/**
 * @deprecated Use [`z.extend(A, B.shape)`](https://zod.dev/api?id=extend) instead.
 */
// @__NO_SIDE_EFFECTS__
function merge(a, b) {
    return util.merge(a, b);
}
// @__NO_SIDE_EFFECTS__
function pick(schema, mask) {
    return util.pick(schema, mask);
}
// .omit
// @__NO_SIDE_EFFECTS__
function omit(schema, mask) {
    return util.omit(schema, mask);
}
// @__NO_SIDE_EFFECTS__
function partial(schema, mask) {
    const def = schema._zod.def;
    if (def.type !== "tuple")
        return util.partial(ZodMiniOptional, schema, mask);
    // a refinement was authored against the full arity; partialing would run it on a shorter array
    if (def.checks?.length)
        throw new Error(".partial() cannot be used on tuple schemas containing refinements");
    return util.clone(schema, {
        ...def,
        items: def.items.map((item) => new ZodMiniOptional({ type: "optional", innerType: item })),
    });
}
// @__NO_SIDE_EFFECTS__
function exactPartial(schema, mask) {
    return util.partial(ZodMiniExactOptional, schema, mask, "exactPartial");
}
// @__NO_SIDE_EFFECTS__
function required(schema, mask) {
    return util.required(ZodMiniNonOptional, schema, mask);
}
// @__NO_SIDE_EFFECTS__
function catchall(inst, catchall) {
    // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
    return inst.clone(util.mergeDefs(inst._zod.def, { catchall: catchall }));
}
const ZodMiniUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
    return new ZodMiniUnion({
        type: "union",
        options: options,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodMiniXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniXor", (inst, def) => {
    ZodMiniUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodMiniXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodMiniDiscriminatedUnion = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniDiscriminatedUnion", (inst, def) => {
    core.$ZodDiscriminatedUnion.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function discriminatedUnion(discriminator, options, params) {
    return new ZodMiniDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
const ZodMiniIntersection = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIntersection", (inst, def) => {
    core.$ZodIntersection.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function intersection(left, right) {
    return new ZodMiniIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodMiniTuple = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniTuple", (inst, def) => {
    core.$ZodTuple.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodMiniTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodMiniRecord = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniRecord", (inst, def) => {
    $ZodRecord.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodMiniRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...core_util/* normalizeParams */.A2(valueType),
        });
    }
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function partialRecord(keyType, valueType, params) {
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMiniMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniMap", (inst, def) => {
    core.$ZodMap.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function map(keyType, valueType, params) {
    return new ZodMiniMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodMiniSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniSet", (inst, def) => {
    core.$ZodSet.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function set(valueType, params) {
    return new ZodMiniSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodMiniEnum = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniEnum", (inst, def) => {
    core.$ZodEnum.init(inst, def);
    ZodMiniType.init(inst, def);
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
})));
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodMiniEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}

// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodMiniEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodMiniLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
    return new ZodMiniLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodMiniFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function file(params) {
    return core._file(ZodMiniFile, params);
}
const ZodMiniTransform = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniTransform", (inst, def) => {
    core.$ZodTransform.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function transform(fn) {
    return new ZodMiniTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodMiniOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
    return new ZodMiniOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodMiniExactOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniExactOptional", (inst, def) => {
    core.$ZodExactOptional.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function exactOptional(innerType) {
    return new ZodMiniExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodMiniNullable = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
    return new ZodMiniNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
// @__NO_SIDE_EFFECTS__
function nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodMiniDefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
    return new ZodMiniDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodMiniPrefault = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniPrefault", (inst, def) => {
    core.$ZodPrefault.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function prefault(innerType, defaultValue) {
    return new ZodMiniPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
const ZodMiniNonOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNonOptional", (inst, def) => {
    core.$ZodNonOptional.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function nonoptional(innerType, params) {
    return new ZodMiniNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...util.normalizeParams(params),
    });
}
const ZodMiniSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function success(innerType) {
    return new ZodMiniSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodMiniCatch = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCatch", (inst, def) => {
    core.$ZodCatch.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function _catch(innerType, catchValue) {
    return new ZodMiniCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : core.util.constantCatch(catchValue)),
    });
}

const ZodMiniNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function nan(params) {
    return core._nan(ZodMiniNaN, params);
}
const ZodMiniPipe = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniPipe", (inst, def) => {
    core.$ZodPipe.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
    return new ZodMiniPipe({
        type: "pipe",
        in: in_,
        out: out,
    });
}
const ZodMiniCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCodec", (inst, def) => {
    ZodMiniPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function codec(in_, out, params) {
    return new ZodMiniCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
// @__NO_SIDE_EFFECTS__
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodMiniCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodMiniReadonly = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniReadonly", (inst, def) => {
    core.$ZodReadonly.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function readonly(innerType) {
    return new ZodMiniReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodMiniTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function templateLiteral(parts, params) {
    return new ZodMiniTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodMiniLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// export function lazy<T extends object>(getter: () => T): T {
//   return util.createTransparentProxy<T>(getter);
// }
// @__NO_SIDE_EFFECTS__
function _lazy(getter) {
    return new ZodMiniLazy({
        type: "lazy",
        getter: getter,
    });
}

const ZodMiniPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function promise(innerType) {
    return new ZodMiniPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodMiniCustom = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCustom", (inst, def) => {
    core.$ZodCustom.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// custom checks
// @__NO_SIDE_EFFECTS__
function check(fn, params) {
    const ch = new core.$ZodCheck({
        check: "custom",
        ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// ZodCustom custom schema
// @__NO_SIDE_EFFECTS__
function custom(fn, _params) {
    return core._custom(ZodMiniCustom, fn ?? (() => true), _params);
}
// refine
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
    return core._refine(ZodMiniCustom, fn, _params);
}
// superRefine
// @__NO_SIDE_EFFECTS__
function superRefine(fn, params) {
    return core._superRefine(fn, params);
}
// Re-export describe and meta from core
const describe = api/* describe */.q0;
const meta = api/* meta */.mI;
// instanceof
class Class {
    constructor(..._args) { }
}
// @__NO_SIDE_EFFECTS__
function _instanceof(cls, params = {}) {
    const inst = custom((data) => data instanceof cls, params);
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodMiniCodec,
    Boolean: ZodMiniBoolean,
    String: ZodMiniString,
}, ...args);
// @__NO_SIDE_EFFECTS__
function json() {
    const jsonSchema = _lazy(() => {
        return union([schemas_string(), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
const ZodMiniFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function _function(params) {
    return new ZodMiniFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}



/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map