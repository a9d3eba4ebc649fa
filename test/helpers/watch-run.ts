// A deploy with the watch of callers on, as a step that sets watch-minutes (0.05: a window of 3 s), shared
// by the watch's end-to-end files.
import type { AgentServiceDouble } from '../double/agent-service.js'
import { deployInputs, type runAction } from './run-action.js'
import { runStep } from './run-step.js'

export const watchRun = (
  double: AgentServiceDouble,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runAction>[1] = {},
) =>
  runStep(
    deployInputs(double.url, { image: 'ghcr.io/acme/support-bot:2.0.0', 'watch-minutes': '0.05', ...inputs }),
    options,
  )
