import { errorMessage } from './errors.js'
import { recordingProblem } from './inputs/conversation-inputs.js'
import { checkInput, readRawInputs } from './inputs/inputs.js'
import { forkPreviewNotice, resolveTarget, wantsPreview } from './inputs/preview.js'
import { readInputs } from './inputs/read-inputs.js'
import { withScenarioFiles } from './inputs/scenario-inputs.js'
import { secretTexts } from './inputs/secret-lines.js'
import { YAML_TRUE } from './inputs/values.js'
import { promotionOf } from './promote-from.js'
import { readPullRequestEvent } from './pull-request-event.js'
import { releasePathProblem, releaseRecord, writeReleaseFile } from './report/release-record.js'
import { annotateEarly, failStep, hideSecret, setOutputEarly } from './report/workflow-commands.js'
import { redact } from './secrets.js'
import { workspaceDir } from './workspace-files.js'

/** The whole step: inputs first, and nothing is sent unless every input is valid. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const raw = readRawInputs(env)
  maskKeys(raw)
  // A preview of a fork's pull request deploys nothing, and says so before any input is checked: such
  // runs get no secrets, so api-key arrives empty. The event file is read only for a preview.
  const event = wantsPreview(raw.preview) ? readPullRequestEvent(env) : { name: env.GITHUB_EVENT_NAME ?? '' }
  const fork = forkPreviewNotice(event.pullRequest)
  if (fork) {
    annotateEarly('notice', fork)
    setOutputEarly('status', 'not-deployed')
    setOutputEarly('ready', 'false')
    earlyRecord(undefined, raw['release-file'], raw['agent-name'], workspaceDir(env))
    return
  }
  // A delete (delete: true, or a preview whose pull request closed) takes only a name from the deploy file.
  const preview = wantsPreview(raw.preview)
  const deleting = YAML_TRUE.includes(raw.delete ?? '') || (preview && event.pullRequest?.action === 'closed')
  const workspace = workspaceDir(env)
  const refuse = (problem: string) => refuseWithRecord(problem, raw['release-file'], raw['agent-name'], workspace)
  // promote-from: the record's artifact stands for image (or build-id), read before the inputs are checked
  const promoted = raw['promote-from'] ? await promotionOf(raw['promote-from'], raw, workspace) : undefined
  if (promoted && 'problem' in promoted) return refuse(promoted.problem)
  const artifact = promoted ? (promoted.image ? { image: promoted.image } : { 'build-id': promoted.buildId }) : {}
  const parsed = await readInputs({ ...raw, ...artifact }, workspace, { deleting, preview })
  for (const notice of parsed.notices) annotateEarly('notice', notice)
  if (!parsed.ok) return refuse(parsed.problems.join('\n'))
  // release-file is written whatever happens: where it goes is checked before anything else is
  const release = parsed.inputs['release-file']
  const releaseProblem = release ? releasePathProblem(workspace, release) : undefined
  if (releaseProblem) return refuseWithRecord(releaseProblem, undefined, undefined, workspace)
  // The recording a conversation check speaks, read and checked before anything is sent.
  const recording = parsed.inputs['conversation-test']
    ? await recordingProblem(parsed.inputs['conversation-say'], workspace)
    : undefined
  if (recording) return refuse(recording)
  // The scenario files, each read and checked: a broken one fails here, before anything is sent.
  const withScenarios = await withScenarioFiles(parsed.inputs, workspace)
  if ('problem' in withScenarios) return refuse(withScenarios.problem)
  const promotion = promoted ? { promotion: promoted.promotion } : {}
  const aimed = resolveTarget({ ...withScenarios.inputs, ...promotion }, event)
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

/**
 * A run that fails before anything is sent: the documented outputs of a run that deployed nothing, and its
 * release record (release-file too, when its path is one the step may write).
 */
function refuseWithRecord(
  problem: string,
  release: string | undefined,
  agent: string | undefined,
  workspace: string,
): void {
  setOutputEarly('status', 'not-deployed')
  setOutputEarly('ready', 'false')
  earlyRecord(problem, release, agent, workspace)
  failStep(problem)
}

/** The release record of a run that sent nothing: the output, and release-file when its path may be written. */
function earlyRecord(
  problem: string | undefined,
  release: string | undefined,
  agent: string | undefined,
  workspace: string,
): void {
  const record = releaseRecord({ agentName: agent ?? '', startedAt: Date.now(), status: 'not-deployed' }, problem)
  setOutputEarly('release', redact(JSON.stringify(record)))
  if (release && checkInput('release-file', release) === undefined && !releasePathProblem(workspace, release))
    writeReleaseFile(workspace, release, record)
}

/** Every key, and every value of the secrets input (each line of one that spans lines), before anything is printed. */
function maskKeys(raw: ReturnType<typeof readRawInputs>): void {
  const keys = [
    raw['api-key'],
    raw['github-token'],
    raw['registry-password'],
    raw['public-api-key'],
    raw['judge-api-key'],
    raw['speech-api-key'],
  ]
  for (const secret of [...keys, ...secretTexts(raw.secrets)]) {
    hideSecret(secret)
  }
}
