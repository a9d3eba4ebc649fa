// What the scenario tests share: a workspace of their own with the scenario files, a double of the service
// of their own, and a deploy that runs the scenarios as a step that sets `scenarios` would.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { AgentServiceDouble } from '../../double/agent-service.js'
import { deployInputs, runAction } from '../../helpers/run-action.js'
import { withDouble } from '../../helpers/with-double.js'

export { withDouble }

export const PUBLIC_KEY = 'pk_test_public'

/** A workspace with these files; removed by the caller. */
export function workspaceWith(files: Record<string, string>): {
  dir: string
  read(path: string): string
  remove(): void
} {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return {
    dir,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export const runScenarios = (
  double: AgentServiceDouble,
  workspace: string,
  inputs: Record<string, string> = {},
  options: Parameters<typeof runAction>[1] = {},
) =>
  runAction(
    deployInputs(double.url, {
      image: 'ghcr.io/acme/support-bot:2.0.0',
      'public-api-key': PUBLIC_KEY,
      scenarios: 'evals/*.yaml',
      ...inputs,
    }),
    { ...options, env: { GITHUB_WORKSPACE: workspace, ...options.env } },
  )

export const sessionsOf = (double: AgentServiceDouble) => [...double.sessions.values()]
export const errorsOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .map((line) => line.slice('::error::'.length).replace(/%0A/g, '\n'))
