// What the scenario tests share: a workspace of their own with the scenario files, a double of the service
// of their own, and a deploy that runs the scenarios as a step that sets `scenarios` would.
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { deployInputs, type runAction } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'
import { PUBLIC_KEY } from '../conversation/setup.js'

export { sessionsOf, withDouble, workspaceWith } from '../conversation/setup.js'
export { PUBLIC_KEY }

export const runScenarios = (
  double: AgentServiceDouble,
  workspace: string,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runAction>[1] = {},
) =>
  runStep(
    deployInputs(double.url, {
      image: 'ghcr.io/acme/support-bot:2.0.0',
      'public-api-key': PUBLIC_KEY,
      scenarios: 'evals/*.yaml',
      // the WebSocket path's own tests; the WebRTC ones set webrtc (test/e2e/webrtc/)
      'session-transport': 'websocket',
      ...inputs,
    }),
    { ...options, env: { GITHUB_WORKSPACE: workspace, ...options.env } },
  )
