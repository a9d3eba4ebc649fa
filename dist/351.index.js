export const id = 351;
export const ids = [351];
export const modules = {

/***/ 61351:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getOctokit: () => (/* binding */ getOctokit)
/* harmony export */ });
/* unused harmony export context */
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37157);
/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54002);


const context = new _context_js__WEBPACK_IMPORTED_MODULE_0__/* .Context */ .o();
/**
 * Returns a hydrated octokit ready to use for GitHub Actions
 *
 * @param     token    the repo PAT or GITHUB_TOKEN
 * @param     options  other options to set
 */
function getOctokit(token, options, ...additionalPlugins) {
    const GitHubWithPlugins = _utils_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHub */ .gq.plugin(...additionalPlugins);
    return new GitHubWithPlugins((0,_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .getOctokitOptions */ .EG)(token, options));
}
//# sourceMappingURL=github.js.map

/***/ })

};

//# sourceMappingURL=351.index.js.map