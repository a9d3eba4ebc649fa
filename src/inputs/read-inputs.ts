import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { idleSettingNotice } from './across-inputs.js'
import { DEPLOY_FILE_NAME, type DeployFile, readDeployFile } from './deploy-file.js'
import { keyLabel } from './deploy-file-keys.js'
import { fileValues, PREVIEW_MIN_AGENTS } from './file-values.js'
import { INPUT_NAMES, type InputName, type Inputs, type Origins, parseInputs, type RawInputs } from './inputs.js'

// Where the step's configuration comes from: a step input that is given wins over the deploy file
// (config-file), and the file wins over the agent's current configuration (applied later, by the plan).
// A delete takes only the agent's name from the file, and never fails on what only a deploy uses.

/** What the deploy file contributed, for the plan's log, the summary and the comment. */
export interface DeployFileUse {
  path: string
  /** inputs whose value came from the file */
  fromFile: InputName[]
  /** inputs the file also sets, given as step inputs, which win */
  overridden: InputName[]
  /** keys the CLI knows that this action does not apply */
  notApplied: string[]
  /** [build.exclude] patterns, for a cloud build of a context without a .dockerignore */
  buildExcludes: string[]
  /** the file's image or build_id, set aside because the step deploys something else */
  replaced: InputName[]
  /** what the step deploys instead: "a build" or "an image" */
  replacedBy?: string
  /** how the build context was found from the file's folder, for the plan's log */
  contextFrom?: string
}

/** What the run does with what it reads: a delete needs only a name, a preview starts with no warm agent. */
export interface ReadMode {
  /** delete: true, or a preview whose pull request was closed */
  deleting: boolean
  /** a preview agent of a pull request, deployed */
  preview: boolean
}

export type ReadInputs =
  | { ok: true; inputs: Inputs; deployFile?: DeployFileUse; notices: string[]; warnings: string[] }
  | { ok: false; problems: string[]; notices: string[] }

/** The step inputs, and the deploy file when config-file names one: checked, merged, nothing sent yet. */
export async function readInputs(
  given: RawInputs,
  workspace: string,
  mode: ReadMode = { deleting: false, preview: false },
): Promise<ReadInputs> {
  const notices: string[] = []
  const path = given['config-file']
  if (!path) {
    if (existsSync(join(workspace, DEPLOY_FILE_NAME))) {
      notices.push(
        `${DEPLOY_FILE_NAME} is in the repository but is not read: the action reads a deploy file only when config-file names it (config-file: ${DEPLOY_FILE_NAME})`,
      )
    }
    return finish(withPreviewDefaults(given, {}, mode), undefined, notices, [])
  }
  const read = await readDeployFile(path, workspace)
  if (!read.ok) {
    // A delete needs the name only: given as an input, the file is not needed (a closed pull request's run
    // may skip actions/checkout).
    if (mode.deleting && given['agent-name'] !== undefined) {
      const why = read.missing
        ? `${path} is not in the workspace (as when actions/checkout is skipped)`
        : (read.problems[0]?.split('\n')[0] ?? '')
      const notice = `Input 'config-file' is not read: a delete does not need it, input 'agent-name' names the agent (${why})`
      return finish(forDeleteOnly(given, notices), undefined, [...notices, notice], [])
    }
    const problems =
      mode.deleting && read.missing
        ? [
            `Input 'config-file' is not valid: ${path} does not exist in the workspace (the delete needs the agent's name from it: run actions/checkout before this step, or give agent-name)`,
          ]
        : read.problems
    return { ok: false, problems, notices }
  }
  return mode.deleting ? forDelete(read.file, given, notices) : forDeploy(read.file, given, mode, notices)
}

/** A deploy: every key of the file checked, but those the step replaces. */
function forDeploy(file: DeployFile, given: RawInputs, mode: ReadMode, notices: string[]): ReadInputs {
  const merged = fileValues(file, given, mode.preview)
  const problems = [...file.problems, ...merged.problems]
  if (problems.length > 0) return { ok: false, problems, notices }
  const deployFile: DeployFileUse = {
    path: file.path,
    fromFile: INPUT_NAMES.filter((name) => merged.values[name] !== undefined),
    overridden: merged.overridden,
    replaced: merged.replaced,
    ...(merged.replacedBy ? { replacedBy: merged.replacedBy } : {}),
    notApplied: file.notApplied,
    buildExcludes: file.buildExcludes,
    ...(merged.contextFrom ? { contextFrom: merged.contextFrom } : {}),
  }
  const warnings = [
    ...(file.notApplied.length > 0 ? [`${file.path}: not applied by this action: ${file.notApplied.join('; ')}`] : []),
    ...file.deprecated.map((warning) => `${file.path}: ${warning}`),
  ]
  notices.push(...merged.notForPreview)
  const raw = withPreviewDefaults({ ...merged.values, ...given }, merged.origins, mode)
  const result = finish(raw, deployFile, notices, warnings)
  if (!result.ok) return result
  const deploys = result.inputs.image || result.inputs['build-id'] || result.inputs['cloud-build']
  if (file.gitTable && !deploys) {
    const problem = `${file.path} has a [git] table and no image or build_id, and the step asks for no cloud-build: the file asks the service to deploy the agent from GitHub itself (its GitHub integration), which this action does not do. Give image, build-id or cloud-build: true, or link the agent with the service's CLI`
    return { ok: false, problems: [problem], notices }
  }
  return result
}

/** A delete: the file gives the agent's name, when the step does not; nothing else of it is used or checked. */
function forDelete(file: DeployFile, given: RawInputs, notices: string[]): ReadInputs {
  const fromFile = given['agent-name'] === undefined && file.values['agent-name'] !== undefined
  const nameProblem = file.invalid.find(({ input }) => input === 'agent-name')
  if (given['agent-name'] === undefined && nameProblem) {
    return { ok: false, problems: [nameProblem.problem], notices }
  }
  const deployFile: DeployFileUse = {
    path: file.path,
    fromFile: fromFile ? ['agent-name'] : [],
    overridden: given['agent-name'] !== undefined && file.keys['agent-name'] ? ['agent-name'] : [],
    replaced: [],
    notApplied: [],
    buildExcludes: [],
  }
  const origins: Origins = fromFile ? { 'agent-name': `${file.path} ${keyLabel(file.keys['agent-name'] ?? '')}` } : {}
  let raw = fromFile ? { ...given, 'agent-name': file.values['agent-name'] } : given
  // A preview's own secret set is named from secret-set: the file's, when the step writes secrets without one.
  const setFromFile = given.secrets !== undefined && given['secret-set'] === undefined
  if (setFromFile && file.values['secret-set'] !== undefined) {
    raw = { ...raw, 'secret-set': file.values['secret-set'] }
    origins['secret-set'] = `${file.path} ${keyLabel(file.keys['secret-set'] ?? '')}`
    deployFile.fromFile.push('secret-set')
  }
  return finish(forDeleteOnly(raw, notices, origins), deployFile, notices, [])
}

/**
 * A delete uses no secret values: `secrets` without a set to name (the deploy file not read) is set aside
 * with a notice, never a failure; with one, it names the preview's own set, deleted with the preview.
 */
function forDeleteOnly(raw: RawInputs, notices: string[], origins: Origins = {}): { raw: RawInputs; origins: Origins } {
  if (raw.secrets === undefined || raw['secret-set'] !== undefined) return { raw, origins }
  notices.push(
    "Input 'secrets' is not used by a delete, and no secret-set names a preview's own set: a set <secret-set>-pr-<number> that a preview wrote is deleted only when secret-set is known (on the step, or from a deploy file that is read)",
  )
  const { secrets: _unused, 'secrets-prune': _prune, ...rest } = raw
  return { raw: rest, origins }
}

/** Managed keys, named by the step or the file: one warning, never a failure, nothing sent. */
function retiredManagedKeys(origins: Origins): string {
  const where = origins['enable-managed-keys'] ?? "Input 'enable-managed-keys'"
  return `${where} is retired: the service's CLI removed managed keys (enable_managed_keys, enableIntegratedKeysProxy) in March 2026 (CLI 0.4.0), and the value is not sent. Remove it, and give the agent its own provider keys through its secret set`
}

/** Where a preview's min-agents comes from when the step sets none (the plan says so). */
export const PREVIEW_NO_WARM_AGENT = 'a preview starts with no warm agent'

/** A preview starts with no warm agent unless the step sets min-agents (the file's is set aside). */
function withPreviewDefaults(raw: RawInputs, origins: Origins, mode: ReadMode): { raw: RawInputs; origins: Origins } {
  if (!mode.preview || mode.deleting || raw['min-agents'] !== undefined) return { raw, origins }
  return {
    raw: { ...raw, 'min-agents': PREVIEW_MIN_AGENTS },
    origins: { ...origins, 'min-agents': PREVIEW_NO_WARM_AGENT },
  }
}

function finish(
  merged: { raw: RawInputs; origins: Origins },
  deployFile: DeployFileUse | undefined,
  notices: string[],
  warnings: string[],
): ReadInputs {
  const parsed = parseInputs(merged.raw, merged.origins)
  if (!parsed.ok) return { ...parsed, notices }
  const retired = parsed.inputs['enable-managed-keys'] === undefined ? [] : [retiredManagedKeys(merged.origins)]
  const idle = idleSettingNotice(parsed.inputs)
  return {
    ok: true,
    inputs: parsed.inputs,
    ...(deployFile ? { deployFile } : {}),
    notices: idle ? [...notices, idle] : notices,
    warnings: [...warnings, ...retired],
  }
}
