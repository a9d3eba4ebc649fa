import { run } from './main.js'

// One bundle, two actions: action.yml runs dist/index.js (the deploy step); check/action.yml runs
// dist/check/index.js, a one-line module the build writes (scripts/check-entry.js) that loads this one,
// so the check is told by the script Node was started with. One build, its chunks shared by both.
if (/[\\/]check[\\/]index\.js$/.test(process.argv[1] ?? '')) await (await import('./check/check-main.js')).runCheck()
else await run()
