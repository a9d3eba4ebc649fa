// What the cloud-build tests share: a double with its build API and upload host, and a real workspace
// directory per test with a context in app/; the deploy of that context as the runner runs the action.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { doubleAndWorkspace } from '../../helpers/double-and-workspace.js'
import { type runAction, TEST_KEY } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

const perTest = doubleAndWorkspace('useBuildWorkspace')

/** The running test's double: each test of the file has its own, so the tests run at once. */
export const double = perTest.double
/** The running test's workspace directory. */
export const workspace = perTest.workspace

/** A double and a workspace with app/Dockerfile and app/bot.py for each test of the calling file. */
export function useBuildWorkspace(): void {
  perTest.use({ readyAfterMs: 200, builds: { pendingMs: 100, buildMs: 300 } }, 'agent-deploy-build-', (dir) => {
    mkdirSync(join(dir, 'runner-temp'))
    mkdirSync(join(dir, 'app'))
    writeFileSync(join(dir, 'app', 'Dockerfile'), 'FROM python:3.12-slim\nCOPY . /app\n')
    writeFileSync(join(dir, 'app', 'bot.py'), 'print("hi")\n')
  })
}

export function file(path: string, text = `${path}\n`): void {
  perTest.write(path, text)
}

export function deploy(inputs: Record<string, string> = {}, options: Parameters<typeof runAction>[1] = {}) {
  return runStep(
    {
      'api-key': TEST_KEY,
      'api-url': double.url,
      'agent-name': 'voice-bot',
      'cloud-build': 'true',
      'build-context': 'app',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace(), RUNNER_TEMP: join(workspace(), 'runner-temp') }, ...options },
  )
}

export const calls = (path: string) => double.requests.filter((r) => r.path === path)
export const lastArchive = () => double.cloud.archive([...double.cloud.uploads.keys()].at(-1) ?? '').map((e) => e.name)
