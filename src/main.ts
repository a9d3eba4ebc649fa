import { errorMessage } from './errors.js'
import { readRawInputs } from './inputs/inputs.js'
import { readInputs } from './inputs/read-inputs.js'
import { secretTexts } from './inputs/secret-lines.js'
import { annotateEarly, failStep, maskSecret, setOutputEarly } from './report/workflow-commands.js'
import { registerSecret } from './secrets.js'

/** The whole step: inputs first, and nothing is sent unless every input is valid. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const raw = readRawInputs(env)
  // Every value of the secrets input too, each line of one that spans lines, before anything is printed.
  for (const secret of [raw['api-key'], raw['github-token'], ...secretTexts(raw.secrets)]) {
    maskSecret(secret)
    registerSecret(secret)
  }
  const parsed = await readInputs(raw, env.GITHUB_WORKSPACE || process.cwd())
  for (const notice of parsed.notices) annotateEarly('notice', notice)
  if (!parsed.ok) {
    // The documented outputs of a run that failed before any deployment was made.
    setOutputEarly('status', 'not-deployed')
    setOutputEarly('ready', 'false')
    failStep(parsed.problems.join('\n'))
    return
  }
  try {
    // Stacks go to debug output only, so they point into src/ (Node's own source-map support) only when
    // the runner shows debug output: reading the maps costs every other run about a sixth of its CPU
    // time. Turned on after the inputs, it covers the modules loaded from here on: all that makes requests.
    if (env.RUNNER_DEBUG === '1') process.setSourceMapsEnabled(true)
    // Loaded only now: the HTTP stack and @actions/core cost more start-up time than all the rest.
    const { deploy } = await import('./deploy/deploy-step.js')
    for (const warning of parsed.warnings) annotateEarly('warning', warning)
    await deploy(parsed.inputs, parsed.deployFile)
  } catch (error) {
    // deploy() reports its own failures; this is for what escapes it (an output file that cannot be written)
    failStep(errorMessage(error))
  }
}
