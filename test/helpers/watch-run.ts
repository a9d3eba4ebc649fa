// A deploy with the watch of callers on, as a step that sets watch-minutes (0.05: a window of 3 s), shared
// by the watch's end-to-end files. Each run goes through dist/ in a process of its own, as the time limits'
// do: a window of 3 s is what these tests measure, and runs in the test's process share its event loop with
// the file's other tests (at a third of this machine, one read fell in the window instead of its first and
// its last).
import type { AgentServiceDouble } from '../double/agent-service.js'
import { deployInputs, runAction } from './run-action.js'

export const watchRun = (
  double: AgentServiceDouble,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runAction>[1] = {},
) =>
  runAction(
    deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:2.0.0', 'watch-minutes': '0.05', ...inputs }),
    options,
  )
