export const id = 593;
export const ids = [593];
export const modules = {

/***/ 2593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullSecretPhase: () => (/* binding */ pullSecretPhase)
/* harmony export */ });
/* unused harmony export writesPullSecret */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3916);
/* harmony import */ var _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4169);
/* harmony import */ var _report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8260);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7194);
/* harmony import */ var _service_builds_builds_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2692);
/* harmony import */ var _service_regions_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7950);
/* harmony import */ var _service_secret_sets_secret_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9180);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9834);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9310);









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
async function pullSecretPhase(inputs, before, http, report, signal) {
    const set = inputs['image-pull-secret-set'];
    const image = inputs.image;
    const username = inputs['registry-username'];
    const password = inputs['registry-password'];
    if (!writesPullSecret(inputs) || !set || !image || !username || !password)
        return;
    const host = (0,_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .parseReference */ .F2)(image).pullSecretHost;
    await _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.group(`Image pull secret set ${set}`, async () => {
        const store = new _service_secret_sets_secret_store_js__WEBPACK_IMPORTED_MODULE_5__/* .SecretStore */ .G(http);
        const existing = (await (0,_time_js__WEBPACK_IMPORTED_MODULE_7__/* .raceAbort */ .Mu)(store.listSets(), signal)).find((entry) => entry.name === set);
        const region = await (0,_time_js__WEBPACK_IMPORTED_MODULE_7__/* .raceAbort */ .Mu)((0,_service_regions_js__WEBPACK_IMPORTED_MODULE_4__/* .agentRegion */ .C)(inputs.region, before, new _service_builds_builds_js__WEBPACK_IMPORTED_MODULE_3__/* .BuildService */ .SH(http)), signal);
        if (existing?.type && existing.type !== 'imagePullSecret') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .PlanError */ .W6(`Image pull secret set '${set}' exists as a secret set of another type (${existing.type}): the service cannot turn it into an image pull secret set. Name another set in image-pull-secret-set. Nothing was written`);
        }
        if (existing?.region && region && existing.region !== region) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .PlanError */ .W6(`Image pull secret set '${set}' is in region '${existing.region}', but agent '${inputs['agent-name']}' ${before ? 'runs' : 'would be created'} in region '${region}': an agent can use only the sets of its own region. Nothing was written`);
        }
        if (inputs['dry-run']) {
            _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Dry run: image pull secret set '${set}' would be written for ${host} (registry-username '${username}')`);
            return;
        }
        const secretValue = Buffer.from(`${username}:${password}`).toString('base64');
        (0,_report_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecret */ .$l)(secretValue);
        (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .registerSecret */ .cl)(secretValue);
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_7__/* .raceAbort */ .Mu)(store.putImagePullSecret(set, host, secretValue, existing ? undefined : region), signal);
        report.pullSecretWritten = true;
        _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Wrote image pull secret set '${set}' for ${host} (registry-username '${username}')${existing ? '' : `, a new set in region '${region ?? "the organization's default"}'`}`);
        await waitUntilReady(store, set, signal);
    });
}
/** Reads the list of sets until this one is ready; `failed` ends the step with the service's words. */
async function waitUntilReady(store, set, signal) {
    const deadline = Date.now() + PROVISION_LIMIT_MS;
    for (let attempt = 1;; attempt++) {
        const entry = (await (0,_time_js__WEBPACK_IMPORTED_MODULE_7__/* .raceAbort */ .Mu)(store.listSets(), signal)).find((listed) => listed.name === set);
        if (entry?.status === 'ready')
            return _report_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .R.info(`Image pull secret set '${set}' is provisioned (ready)`);
        if (entry?.status === 'failed') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .PlanError */ .W6(`Image pull secret set '${set}' failed to provision after this run wrote it: the service says "${entry.errorMessage ?? '(no errorMessage)'}". Nothing was deployed`);
        }
        if (Date.now() >= deadline) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .PlanError */ .W6(`Image pull secret set '${set}' was still ${entry?.status ?? 'not listed'} ${(0,_time_js__WEBPACK_IMPORTED_MODULE_7__/* .seconds */ .YA)(PROVISION_LIMIT_MS)} after this run wrote it. Nothing was deployed`);
        }
        await (0,_time_js__WEBPACK_IMPORTED_MODULE_7__/* .sleep */ .yy)(Math.min(250 * attempt, 2000), signal);
    }
}


/***/ }),

/***/ 9310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   dp: () => (/* binding */ pinned)
/* harmony export */ });
/* unused harmony exports DOCKER_HUB_API, DOCKER_HUB_INDEX */
/* harmony import */ var _addresses_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3523);

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
        registry: hub ? 'docker.io' : domain,
        pullSecretHost: hub ? DOCKER_HUB_INDEX : domain,
        configKeys: hub
            ? [DOCKER_HUB_INDEX, 'index.docker.io', 'docker.io', DOCKER_HUB_API, 'https://registry-1.docker.io']
            : [domain, `https://${domain}`, `http://${domain}`, `https://${domain}/v1/`, `https://${domain}/v2/`],
    };
}
/** The reference pinned to what it resolved to: the tag kept for people, the digest for the service. */
function pinned(reference, digest) {
    return reference.digest !== undefined ? reference.given : `${reference.given}@${digest}`;
}


/***/ })

};

//# sourceMappingURL=593.index.js.map