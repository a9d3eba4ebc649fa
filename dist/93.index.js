export const id = 93;
export const ids = [93];
export const modules = {

/***/ 64093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ScenarioError: () => (/* binding */ ScenarioError),
/* harmony export */   isMapping: () => (/* binding */ isMapping)
/* harmony export */ });
/** A scenario file (or the input naming them) that cannot run: the message names the file and line. */
class ScenarioError extends Error {
    name = 'ScenarioError';
}
function isMapping(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ })

};

//# sourceMappingURL=93.index.js.map