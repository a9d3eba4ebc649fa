// What the cloud-build tests share: a double with its build API and upload host, and a real workspace
// directory per test with a context in app/; the deploy of that context as the runner runs the action.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type AgentServiceDouble, startAgentService } from '../../double/agent-service.js'
import { perTestSlot, runningTests } from '../../helpers/per-test.js'
import { type runAction, TEST_KEY } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

interface BuildTest {
  double: AgentServiceDouble
  workspace: string
}

const running = perTestSlot<BuildTest>('useBuildWorkspace')

/** The running test's double: each test of the file has its own, so the tests run at once. */
export const double = runningTests(() => running.current().double)
/** The running test's workspace directory. */
export const workspace = () => running.current().workspace

/** A double and a workspace with app/Dockerfile and app/bot.py for each test of the calling file. */
export function useBuildWorkspace(): void {
  running.use(
    async () => {
      const test = {
        double: await startAgentService({ readyAfterMs: 200, builds: { pendingMs: 100, buildMs: 300 } }),
        workspace: mkdtempSync(join(tmpdir(), 'agent-deploy-build-')),
      }
      mkdirSync(join(test.workspace, 'runner-temp'))
      for (const [path, text] of [
        ['app/Dockerfile', 'FROM python:3.12-slim\nCOPY . /app\n'],
        ['app/bot.py', 'print("hi")\n'],
      ] as const) {
        mkdirSync(dirname(join(test.workspace, path)), { recursive: true })
        writeFileSync(join(test.workspace, path), text)
      }
      return test
    },
    async (test) => {
      await test.double.close()
      rmSync(test.workspace, { recursive: true, force: true })
    },
  )
}

export function file(path: string, text = `${path}\n`): void {
  mkdirSync(dirname(join(workspace(), path)), { recursive: true })
  writeFileSync(join(workspace(), path), text)
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
