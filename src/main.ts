import { errorMessage } from './errors.js'
import { recordingProblem } from './inputs/conversation-inputs.js'
import { readRawInputs } from './inputs/inputs.js'
import { forkPreviewNotice, resolveTarget, wantsPreview } from './inputs/preview.js'
import { readInputs } from './inputs/read-inputs.js'
import { withScenarioFiles } from './inputs/scenario-inputs.js'
import { secretTexts } from './inputs/secret-lines.js'
import { YAML_TRUE } from './inputs/values.js'
import { readPullRequestEvent } from './pull-request-event.js'
import { annotateEarly, failStep, maskSecret, setOutputEarly } from './report/workflow-commands.js'
import { registerSecret } from './secrets.js'
import { workspaceDir } from './workspace-files.js'

/** The whole step: inputs first, and nothing is sent unless every input is valid. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const raw = readRawInputs(env)
  // Every value of the secrets input too, each line of one that spans lines, before anything is printed.
  const keys = [
    raw['api-key'],
    raw['github-token'],
    raw['registry-password'],
    raw['public-api-key'],
    raw['judge-api-key'],
    raw['speech-api-key'],
  ]
  for (const secret of [...keys, ...secretTexts(raw.secrets)]) {
    maskSecret(secret)
    registerSecret(secret)
  }
  // A preview of a fork's pull request deploys nothing, and says so before any input is checked: such
  // runs get no secrets, so api-key arrives empty. The event file is read only for a preview.
  const event = wantsPreview(raw.preview) ? readPullRequestEvent(env) : { name: env.GITHUB_EVENT_NAME ?? '' }
  const fork = forkPreviewNotice(event.pullRequest)
  if (fork) {
    annotateEarly('notice', fork)
    setOutputEarly('status', 'not-deployed')
    setOutputEarly('ready', 'false')
    return
  }
  // A delete (delete: true, or a preview whose pull request closed) takes only a name from the deploy file.
  const preview = wantsPreview(raw.preview)
  const deleting = YAML_TRUE.includes(raw.delete ?? '') || (preview && event.pullRequest?.action === 'closed')
  const workspace = workspaceDir(env)
  const parsed = await readInputs(raw, workspace, { deleting, preview })
  for (const notice of parsed.notices) annotateEarly('notice', notice)
  if (!parsed.ok) return refuse(parsed.problems.join('\n'))
  // The recording a conversation check speaks, read and checked before anything is sent.
  const recording = parsed.inputs['conversation-test']
    ? await recordingProblem(parsed.inputs['conversation-say'], workspace)
    : undefined
  if (recording) return refuse(recording)
  // The scenario files, each read and checked: a broken one fails here, before anything is sent.
  const withScenarios = await withScenarioFiles(parsed.inputs, workspace)
  if ('problem' in withScenarios) return refuse(withScenarios.problem)
  const aimed = resolveTarget(withScenarios.inputs, event)
  if (!aimed.ok) return refuse(aimed.problem)
  try {
    // Stacks go to debug output only, so they point into src/ (Node's own source-map support) only when
    // the runner shows debug output: reading the maps costs every other run about a sixth of its CPU
    // time. Turned on after the inputs, it covers the modules loaded from here on: all that makes requests.
    if (env.RUNNER_DEBUG === '1') process.setSourceMapsEnabled(true)
    // Loaded only now: the HTTP stack and @actions/core cost more start-up time than all the rest.
    const { deploy } = await import('./deploy/deploy-step.js')
    for (const warning of parsed.warnings) annotateEarly('warning', warning)
    await deploy(aimed.inputs, parsed.deployFile, aimed.target)
  } catch (error) {
    // deploy() reports its own failures; this is for what escapes it (an output file that cannot be written)
    failStep(errorMessage(error))
  }
}

/** A run that fails before anything is sent: the documented outputs of a run that deployed nothing. */
function refuse(problem: string): void {
  setOutputEarly('status', 'not-deployed')
  setOutputEarly('ready', 'false')
  failStep(problem)
}
