import { errorMessage } from '../errors.js'
import { idleSettingNotice } from '../inputs/across-inputs.js'
import { parseInputs, type RawInputs, readRawInputs } from '../inputs/inputs.js'
import { withScenarioFiles } from '../inputs/scenario-inputs.js'
import { annotateEarly, failStep, hideSecret } from '../report/workflow-commands.js'
import { workspaceDir } from '../workspace-files.js'
import { deployOnlyGiven, readOwnInputs, SHARED_INPUTS } from './check-inputs.js'

// The check action, as its table of phases: inputs (nothing sent unless every one is valid), then the
// check of the deployment the agent serves (check-run.ts), which writes nothing to the agent.

export async function runCheck(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const raw = readRawInputs(env)
  const token = env.INPUT_GITHUB_TOKEN?.trim()
  for (const secret of [raw['api-key'], raw['public-api-key'], raw['judge-api-key'], raw['speech-api-key'], token]) {
    hideSecret(secret)
  }
  const deployOnly = deployOnlyGiven(env)
  if (deployOnly.length > 0) {
    const names = deployOnly.map((name) => `'${name}'`).join(', ')
    return failStep(
      `Input ${names} ${deployOnly.length === 1 ? 'is a deploy input' : 'are deploy inputs'}: the check action writes nothing to the agent. Remove ${deployOnly.length === 1 ? 'it' : 'them'} from the check step (the deploy action takes ${deployOnly.length === 1 ? 'it' : 'them'}). Nothing was sent`,
    )
  }
  const own = readOwnInputs(env)
  const shared: RawInputs = Object.fromEntries(
    SHARED_INPUTS.filter((name) => raw[name] !== undefined).map((name) => [name, raw[name]]),
  )
  const parsed = parseInputs(shared)
  const problems = [...(parsed.ok ? [] : parsed.problems), ...(own.ok ? [] : own.problems)]
  if (problems.length > 0 || !parsed.ok || !own.ok) return failStep(problems.join('\n'))
  const inputs = parsed.inputs
  const idle = idleSettingNotice(inputs)
  if (idle) annotateEarly('notice', idle)
  if (!inputs['smoke-test'] && !inputs['conversation-test'] && !inputs.scenarios && own.own.callersMinutes === 0)
    return failStep(
      "Not one check is asked for: set 'smoke-test' or 'conversation-test' to true, name 'scenarios', or set 'callers-minutes' above 0. Nothing was sent",
    )
  const withScenarios = await withScenarioFiles(inputs, workspaceDir(env))
  if ('problem' in withScenarios) return failStep(withScenarios.problem)
  try {
    const { checkAgent } = await import('./check-run.js')
    await checkAgent(withScenarios.inputs, own.own)
  } catch (error) {
    failStep(errorMessage(error))
  }
}
