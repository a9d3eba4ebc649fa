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
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(41730);

// One bundle, two actions: action.yml runs dist/index.js (the deploy step); check/action.yml runs
// dist/check/index.js, a one-line module the build writes (scripts/check-entry.js) that loads this one,
// so the check is told by the script Node was started with. One build, its chunks shared by both.
if (/[\\/]check[\\/]index\.js$/.test(process.argv[1] ?? ''))
    await (await __nccwpck_require__.e(/* import() */ 614).then(__nccwpck_require__.bind(__nccwpck_require__, 26614))).runCheck();
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

/***/ 41730:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(83916);
/* harmony import */ var _inputs_conversation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(40394);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(18028);
/* harmony import */ var _inputs_preview_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(46725);
/* harmony import */ var _inputs_read_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(88085);
/* harmony import */ var _inputs_scenario_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(70217);
/* harmony import */ var _inputs_secret_lines_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(82023);
/* harmony import */ var _inputs_values_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(18463);
/* harmony import */ var _pull_request_event_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(94401);
/* harmony import */ var _report_release_record_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(68345);
/* harmony import */ var _report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(78260);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(27194);
/* harmony import */ var _workspace_files_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(37076);













/** The whole step: inputs first, and nothing is sent unless every input is valid. */
async function run(env = process.env) {
    const raw = (0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readRawInputs */ .yI)(env);
    maskKeys(raw);
    // A preview of a fork's pull request deploys nothing, and says so before any input is checked: such
    // runs get no secrets, so api-key arrives empty. The event file is read only for a preview.
    const event = (0,_inputs_preview_js__WEBPACK_IMPORTED_MODULE_2__/* .wantsPreview */ .Gq)(raw.preview) ? (0,_pull_request_event_js__WEBPACK_IMPORTED_MODULE_6__/* .readPullRequestEvent */ .$f)(env) : { name: env.GITHUB_EVENT_NAME ?? '' };
    const fork = (0,_inputs_preview_js__WEBPACK_IMPORTED_MODULE_2__/* .forkPreviewNotice */ .ZP)(event.pullRequest);
    if (fork) {
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .annotateEarly */ .W8)('notice', fork);
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputEarly */ .vF)('status', 'not-deployed');
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputEarly */ .vF)('ready', 'false');
        earlyRecord(undefined, raw['release-file'], raw['agent-name'], (0,_workspace_files_js__WEBPACK_IMPORTED_MODULE_10__/* .workspaceDir */ .zf)(env));
        return;
    }
    // A delete (delete: true, or a preview whose pull request closed) takes only a name from the deploy file.
    const preview = (0,_inputs_preview_js__WEBPACK_IMPORTED_MODULE_2__/* .wantsPreview */ .Gq)(raw.preview);
    const deleting = _inputs_values_js__WEBPACK_IMPORTED_MODULE_5__/* .YAML_TRUE */ .DG.includes(raw.delete ?? '') || (preview && event.pullRequest?.action === 'closed');
    const workspace = (0,_workspace_files_js__WEBPACK_IMPORTED_MODULE_10__/* .workspaceDir */ .zf)(env);
    const parsed = await (0,_inputs_read_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readInputs */ .K)(raw, workspace, { deleting, preview });
    for (const notice of parsed.notices)
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .annotateEarly */ .W8)('notice', notice);
    const refuse = (problem) => refuseWithRecord(problem, raw['release-file'], raw['agent-name'], workspace);
    if (!parsed.ok)
        return refuse(parsed.problems.join('\n'));
    // release-file is written whatever happens: where it goes is checked before anything else is
    const release = parsed.inputs['release-file'];
    const releaseProblem = release ? (0,_report_release_record_js__WEBPACK_IMPORTED_MODULE_7__/* .releasePathProblem */ ._G)(workspace, release) : undefined;
    if (releaseProblem)
        return refuseWithRecord(releaseProblem, undefined, undefined, workspace);
    // The recording a conversation check speaks, read and checked before anything is sent.
    const recording = parsed.inputs['conversation-test']
        ? await (0,_inputs_conversation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .recordingProblem */ .dD)(parsed.inputs['conversation-say'], workspace)
        : undefined;
    if (recording)
        return refuse(recording);
    // The scenario files, each read and checked: a broken one fails here, before anything is sent.
    const withScenarios = await (0,_inputs_scenario_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .withScenarioFiles */ .W)(parsed.inputs, workspace);
    if ('problem' in withScenarios)
        return refuse(withScenarios.problem);
    const aimed = (0,_inputs_preview_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveTarget */ .u1)(withScenarios.inputs, event);
    if (!aimed.ok)
        return refuse(aimed.problem);
    try {
        // Stacks go to debug output only, so they point into src/ (Node's own source-map support) only when
        // the runner shows debug output: reading the maps costs every other run about a sixth of its CPU
        // time. Turned on after the inputs, it covers the modules loaded from here on: all that makes requests.
        if (env.RUNNER_DEBUG === '1')
            process.setSourceMapsEnabled(true);
        // Loaded only now: the HTTP stack and @actions/core cost more start-up time than all the rest.
        const { deploy } = await Promise.all(/* import() */[__nccwpck_require__.e(245), __nccwpck_require__.e(107), __nccwpck_require__.e(970)]).then(__nccwpck_require__.bind(__nccwpck_require__, 56970));
        for (const warning of parsed.warnings)
            (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .annotateEarly */ .W8)('warning', warning);
        await deploy(aimed.inputs, parsed.deployFile, aimed.target);
    }
    catch (error) {
        // deploy() reports its own failures; this is for what escapes it (an output file that cannot be written)
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .failStep */ .vy)((0,_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .errorMessage */ .gJ)(error));
    }
}
/**
 * A run that fails before anything is sent: the documented outputs of a run that deployed nothing, and its
 * release record (release-file too, when its path is one the step may write).
 */
function refuseWithRecord(problem, release, agent, workspace) {
    (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputEarly */ .vF)('status', 'not-deployed');
    (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputEarly */ .vF)('ready', 'false');
    earlyRecord(problem, release, agent, workspace);
    (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .failStep */ .vy)(problem);
}
/** The release record of a run that sent nothing: the output, and release-file when its path may be written. */
function earlyRecord(problem, release, agent, workspace) {
    const record = (0,_report_release_record_js__WEBPACK_IMPORTED_MODULE_7__/* .releaseRecord */ .Hq)({ agentName: agent ?? '', startedAt: Date.now(), status: 'not-deployed' }, problem);
    (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputEarly */ .vF)('release', (0,_secrets_js__WEBPACK_IMPORTED_MODULE_9__/* .redact */ .E$)(JSON.stringify(record)));
    if (release && (0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .checkInput */ .DR)('release-file', release) === undefined && !(0,_report_release_record_js__WEBPACK_IMPORTED_MODULE_7__/* .releasePathProblem */ ._G)(workspace, release))
        (0,_report_release_record_js__WEBPACK_IMPORTED_MODULE_7__/* .writeReleaseFile */ .P6)(workspace, release, record);
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
    for (const secret of [...keys, ...(0,_inputs_secret_lines_js__WEBPACK_IMPORTED_MODULE_12__/* .secretTexts */ .Vh)(raw.secrets)]) {
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .maskSecret */ .$l)(secret);
        (0,_secrets_js__WEBPACK_IMPORTED_MODULE_9__/* .registerSecret */ .cl)(secret);
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

/***/ 68345:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ releaseRecord),
/* harmony export */   P6: () => (/* binding */ writeReleaseFile),
/* harmony export */   _G: () => (/* binding */ releasePathProblem)
/* harmony export */ });
/* unused harmony export RELEASE_VERSION */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(27194);



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
                ? { image: desired.image, digest: digest ?? /@(sha256:[0-9a-f]{64})$/.exec(desired.image)?.[1] ?? null }
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
        failure: failure ? (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .shortened */ .vI)(failure, 2000) : null,
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
    const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(parent);
    if (real !== root && !real.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`))
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
/* harmony export */   $l: () => (/* binding */ maskSecret),
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
/** Same as core.setSecret: the runner replaces the value with *** in every later log line. */
function maskSecret(value) {
    if (value)
        process.stdout.write(`::add-mask::${escapeData(value)}\n`);
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