import { run } from './main.js'

// One bundle, three actions: action.yml runs dist/index.js (the deploy step); check/action.yml runs
// dist/check/index.js and rollback/action.yml dist/rollback/index.js, one-line modules the build writes
// (scripts/check-entry.js) that load this one, so the action is told by the script Node was started with.
// One build, its chunks shared by all three.
const entry = process.argv[1] ?? ''
if (/[\\/]check[\\/]index\.js$/.test(entry)) await (await import('./check/check-main.js')).runCheck()
else if (/[\\/]rollback[\\/]index\.js$/.test(entry)) await (await import('./rollback/rollback-main.js')).runRollback()
else await run()
