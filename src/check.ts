import { runCheck } from './check/check-main.js'

// The check action's entry (check/action.yml): the deployment an agent serves, checked without a write.
await runCheck()
