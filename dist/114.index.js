export const id = 114;
export const ids = [114];
export const modules = {

/***/ 74114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   unjudgeableCriteria: () => (/* binding */ unjudgeableCriteria),
/* harmony export */   unjudgedWhy: () => (/* binding */ unjudgedWhy)
/* harmony export */ });
// Whether a scenario's eval: criteria can be judged here: by OpenAI, or an OpenAI-compatible endpoint the
// scenario's judge names, with judge-api-key. Asked for and proving nothing is not a pass, so scenarios
// whose criteria no judge could score are refused before any request (inputs/scenario-inputs.ts).
/** Why an eval: of this scenario's judge cannot be judged, or undefined when it can be. */
function unjudgedWhy(key, judge) {
    if (!key)
        return 'no judge-api-key';
    if (judge.service !== 'openai' && typeof judge.endpoint !== 'string')
        return `the scenario's judge (${String(judge.service ?? 'ollama')}) is neither OpenAI nor an OpenAI-compatible endpoint`;
    return undefined;
}
/** The one-line refusal of scenarios with eval: criteria that no judge could score; undefined when none. */
function unjudgeableCriteria(scenarios, key) {
    const found = scenarios.flatMap((scenario) => {
        const why = unjudgedWhy(key, scenario.judge);
        if (!why)
            return [];
        return scenario.turns.flatMap((turn) => turn.expect
            .filter((e) => e.eval !== undefined)
            .map((e) => ({ where: `${scenario.file}:${turn.line}`, criterion: e.eval, why })));
    });
    const first = found[0];
    if (!first)
        return undefined;
    const more = found.length > 1 ? ` (and ${found.length - 1} more eval: criteria)` : '';
    return `Input 'scenarios': eval: ${JSON.stringify(first.criterion)} (${first.where})${more} cannot be judged: ${first.why}. Scenarios that prove nothing do not pass: set judge-api-key to an OpenAI key, or give the scenario's judge an OpenAI-compatible endpoint (judge.eval.endpoint, with its key as judge-api-key), or remove the eval: criteria`;
}


/***/ })

};

//# sourceMappingURL=114.index.js.map