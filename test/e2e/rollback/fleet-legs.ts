// A fleet's legs as a matrix runs them: one deploy step an agent, each writing its release record to
// releases/<agent>.json of one workspace (what actions/download-artifact with merge-multiple collects), and
// the rollback action's inputs over them. The legs run in process, even in a test that runs the rollback through
// dist/: their own behaviour is tested elsewhere, and a process a leg cost the suite a tenth of a second of CPU.
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { deployInputs, TEST_KEY } from '../../helpers/run-action.js'
import { runInProcess } from '../../helpers/run-in-process.js'

export const V1 = (agent: string) => `ghcr.io/acme/${agent}:1.0.0`
export const V2 = (agent: string) => `ghcr.io/acme/${agent}:2.0.0`

/** One leg: the deploy step of `agent`, its record in the workspace's releases/ folder. */
export async function deployLeg(
  double: AgentServiceDouble,
  workspace: string,
  agent: string,
  inputs: Record<string, string> = {},
) {
  const run = await runInProcess(
    deployInputs(double.url, {
      'agent-name': agent,
      image: V2(agent),
      'release-file': `releases/${agent}.json`,
      ...inputs,
    }),
    { env: { GITHUB_WORKSPACE: workspace } },
  )
  return run
}

/** The rollback action's inputs for the double (every other input's action.yml default passed by the runner). */
export function rollbackInputs(double: AgentServiceDouble, inputs: Record<string, string> = {}) {
  return { 'api-key': TEST_KEY, 'api-url': double.url, releases: 'releases/*.json', ...inputs }
}

/** The writes the double received for one agent. */
export function writesOf(double: AgentServiceDouble, agent: string) {
  return double.writes().filter((write) => write.path === `/v1/agents/${agent}`)
}
