import { errorMessage } from '../errors.js'
import { failStep, hideSecret, setOutputEarly } from '../report/workflow-commands.js'
import { workspaceDir } from '../workspace-files.js'
import { readReleaseSet } from './release-set.js'
import { readRollbackInputs } from './rollback-inputs.js'

// The rollback action (rollback/action.yml), as its table of phases: its inputs and the set's records, every
// one checked before any request (a record that does not hold together refuses the whole set), then the set
// judged and, when it failed (or `when: always`), each agent its leg moved brought back (rollback-run.ts).

export async function runRollback(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const key = env.INPUT_API_KEY?.trim()
  hideSecret(key)
  const read = readRollbackInputs(env)
  if (!read.ok) return refuse(`${read.problems.join('\n')}\nNothing was rolled back`)
  const inputs = read.inputs
  const set = await readReleaseSet(inputs.releases, workspaceDir(env), inputs.expect.length > 0)
  if ('problems' in set)
    return refuse(`${set.problems.join('\n')}\nNothing was read from the service, and nothing was rolled back`)
  const { rollBackSet, SetRefused } = await import('./rollback-run.js')
  try {
    await rollBackSet(inputs, set.legs)
  } catch (error) {
    if (error instanceof SetRefused) refuse(error.message)
    else failStep(errorMessage(error))
  }
}

/** A set refused before any write: the step fails, and its outputs say that nothing was rolled back. */
function refuse(message: string): void {
  setOutputEarly('rolled-back', '[]')
  setOutputEarly('left', '[]')
  failStep(message)
}
