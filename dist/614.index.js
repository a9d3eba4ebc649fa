export const id = 614;
export const ids = [614];
export const modules = {

/***/ 26614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/inputs/across-inputs.ts + 1 modules
var across_inputs = __webpack_require__(64114);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs_inputs = __webpack_require__(18028);
// EXTERNAL MODULE: ./src/inputs/scenario-inputs.ts
var scenario_inputs = __webpack_require__(70217);
// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __webpack_require__(78260);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
// EXTERNAL MODULE: ./src/inputs/input-table.ts + 2 modules
var input_table = __webpack_require__(41019);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
;// CONCATENATED MODULE: ./src/check/check-inputs.ts


// The check action's inputs (check/action.yml): the deploy step's own for the service, the agent and the
// checks (read by the same table), and its own for the callers and the incident. An input only a deploy
// reads (image, secrets, force, rollback-on-failure, …) given to the check is refused by name: the runner
// passes a step's unknown inputs on, with only a warning, and the check writes nothing to the agent.
const SHARED_INPUTS = [
    'api-key',
    'api-url',
    'agent-name',
    'public-api-key',
    'region',
    'smoke-test',
    'smoke-seconds',
    'conversation-test',
    'conversation-say',
    'conversation-seconds',
    'conversation-body',
    'conversation-expect',
    'session-transport',
    'ice-addresses',
    'max-response-ms',
    'scenarios',
    'scenario-repeat',
    'scenario-concurrency',
    'scenario-min-pass-rate',
    'scenario-report',
    'judge-api-key',
    'speech-api-key',
    'speech-url',
    'speech-to-text-model',
    'text-to-speech-model',
    'text-to-speech-voice',
];
const OWN_INPUTS = ['callers-minutes', 'callers-max-failed', 'incident-issue', 'github-token'];
/** The deploy inputs given to the check that only a deploy reads, by name. */
function deployOnlyGiven(env) {
    return (0,input_table/* othersGiven */.XI)(env, [...SHARED_INPUTS, ...OWN_INPUTS]);
}
/** The check's own inputs, or the problems naming each. */
function readOwnInputs(env) {
    const problems = [];
    const read = (0,input_table/* ownInputReader */.gg)(env, problems);
    const own = {
        callersMinutes: read('callers-minutes', (0,input_table/* orDefault */.pQ)((0,values/* wholeNumber */.rD)(0, 1440), 60), 60),
        callersMaxFailed: read('callers-max-failed', (0,input_table/* orDefault */.pQ)((0,values/* wholeNumber */.rD)(1), 1), 1),
        incidentIssue: read('incident-issue', (0,input_table/* orDefault */.pQ)(values/* yamlBoolean */.qJ, false), false),
        ...((0,input_table/* givenInput */.CB)(env, 'github-token') ? { githubToken: (0,input_table/* givenInput */.CB)(env, 'github-token') } : {}),
    };
    if (own.incidentIssue && !own.githubToken)
        problems.push("Input 'incident-issue' is true but 'github-token' is empty: expected a token with issues: write");
    return problems.length > 0 ? { ok: false, problems } : { ok: true, own };
}

;// CONCATENATED MODULE: ./src/check/check-main.ts







// The check action, as its table of phases: inputs (nothing sent unless every one is valid), then the
// check of the deployment the agent serves (check-run.ts), which writes nothing to the agent.
async function runCheck(env = process.env) {
    const raw = (0,inputs_inputs/* readRawInputs */.yI)(env);
    const token = env.INPUT_GITHUB_TOKEN?.trim();
    for (const secret of [raw['api-key'], raw['public-api-key'], raw['judge-api-key'], raw['speech-api-key'], token]) {
        (0,workflow_commands/* hideSecret */.DL)(secret);
    }
    const deployOnly = deployOnlyGiven(env);
    if (deployOnly.length > 0) {
        const names = deployOnly.map((name) => `'${name}'`).join(', ');
        return (0,workflow_commands/* failStep */.vy)(`Input ${names} ${deployOnly.length === 1 ? 'is a deploy input' : 'are deploy inputs'}: the check action writes nothing to the agent. Remove ${deployOnly.length === 1 ? 'it' : 'them'} from the check step (the deploy action takes ${deployOnly.length === 1 ? 'it' : 'them'}). Nothing was sent`);
    }
    const own = readOwnInputs(env);
    const shared = Object.fromEntries(SHARED_INPUTS.filter((name) => raw[name] !== undefined).map((name) => [name, raw[name]]));
    const parsed = (0,inputs_inputs/* parseInputs */.TL)(shared);
    const problems = [...(parsed.ok ? [] : parsed.problems), ...(own.ok ? [] : own.problems)];
    if (problems.length > 0 || !parsed.ok || !own.ok)
        return (0,workflow_commands/* failStep */.vy)(problems.join('\n'));
    const inputs = parsed.inputs;
    const idle = (0,across_inputs/* idleSettingNotice */.N0)(inputs);
    if (idle)
        (0,workflow_commands/* annotateEarly */.W8)('notice', idle);
    if (!inputs['smoke-test'] && !inputs['conversation-test'] && !inputs.scenarios && own.own.callersMinutes === 0)
        return (0,workflow_commands/* failStep */.vy)("Not one check is asked for: set 'smoke-test' or 'conversation-test' to true, name 'scenarios', or set 'callers-minutes' above 0. Nothing was sent");
    const withScenarios = await (0,scenario_inputs/* withScenarioFiles */.W)(inputs, (0,workspace_files/* workspaceDir */.zf)(env));
    if ('problem' in withScenarios)
        return (0,workflow_commands/* failStep */.vy)(withScenarios.problem);
    try {
        const { checkAgent } = await Promise.all(/* import() */[__webpack_require__.e(731), __webpack_require__.e(890), __webpack_require__.e(590), __webpack_require__.e(10), __webpack_require__.e(466)]).then(__webpack_require__.bind(__webpack_require__, 73466));
        await checkAgent(withScenarios.inputs, own.own);
    }
    catch (error) {
        (0,workflow_commands/* failStep */.vy)((0,errors/* errorMessage */.gJ)(error));
    }
}


/***/ })

};

//# sourceMappingURL=614.index.js.map