'use strict'
// @actions/exec in the bundle (src/vendor/lazy-module.cjs): @actions/core imports it at its top for
// platform.getDetails(), which the action never calls; loading it loaded child_process and @actions/io on
// every run. Its code stays in the bundle, run the first time a name is read.
module.exports = require('./lazy-module.cjs').lazyModule(
  () => require('../../node_modules/@actions/exec/lib/exec.js'),
  ['exec', 'getExecOutput'],
)
