// A double of the service and a real workspace directory for each test of the files that ask for them (the
// cloud build's and the deploy file's): `double` and `workspace()` are the running test's own, so the
// files' tests run at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type AgentServiceDouble, type Options, startAgentService } from '../double/agent-service.js'
import { perTestSlot, runningTests } from './per-test.js'

interface WorkspaceTest {
  double: AgentServiceDouble
  workspace: string
}

/** `useName`: the setup's function that calls `use`, named in the error when a file forgot to call it. */
export function doubleAndWorkspace(useName: string) {
  const running = perTestSlot<WorkspaceTest>(useName)
  const workspace = () => running.current().workspace
  return {
    double: runningTests(() => running.current().double),
    workspace,
    /** Writes a file of the running test's workspace, its directories made. */
    write(path: string, text: string | Buffer): void {
      mkdirSync(dirname(join(workspace(), path)), { recursive: true })
      writeFileSync(join(workspace(), path), text)
    },
    /** For each test of the calling file: a double with these options, a workspace `prepare` fills. */
    use(options: Options, prefix: string, prepare: (workspace: string) => void = () => undefined): void {
      running.use(
        async () => {
          const test = { double: await startAgentService(options), workspace: mkdtempSync(join(tmpdir(), prefix)) }
          prepare(test.workspace)
          return test
        },
        async (test) => {
          await test.double.close()
          rmSync(test.workspace, { recursive: true, force: true })
        },
      )
    },
  }
}
