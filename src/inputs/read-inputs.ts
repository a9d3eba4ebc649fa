import { existsSync } from 'node:fs'
import { join, posix } from 'node:path'
import { DEPLOY_FILE_NAME, readDeployFile } from './deploy-file.js'
import { INPUT_NAMES, type InputName, type Inputs, parseInputs, type RawInputs } from './inputs.js'
import { YAML_TRUE } from './values.js'

// Where the step's configuration comes from: a step input that is given wins over the deploy file
// (config-file), and the file wins over the agent's current configuration (applied later, by the plan).

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
  /** the file's image (and build_id) set aside because the step asks for a build */
  replacedByBuild: InputName[]
  /** how the build context was found from the file's folder, for the plan's log */
  contextFrom?: string
}

/**
 * The file's values as inputs, read as the service's CLI reads them: its build context is relative to the
 * file's own folder (a file in server/ builds server/ unless it says otherwise), and a build the step
 * asks for (cloud-build: true, or build-id) replaces the file's image, rather than clash with it (most
 * deploy files carry a placeholder image). `replaced`: the file's values set aside that way.
 */
function fileValues(
  file: RawInputs,
  given: RawInputs,
  path: string,
  /** inputs the file names with a value that fails its check */
  invalid: InputName[],
): { values: RawInputs; replaced: InputName[]; contextFrom?: string } {
  const values = { ...file }
  const replaced: InputName[] = []
  const cloudBuild = YAML_TRUE.includes(given['cloud-build']?.trim() ?? '')
  const stepBuilds = cloudBuild || Boolean(given['build-id'])
  for (const name of ['image', ...(cloudBuild ? (['build-id'] as const) : [])] as const) {
    if (stepBuilds && (values[name] !== undefined || invalid.includes(name)) && given[name] === undefined) {
      delete values[name]
      replaced.push(name)
    }
  }
  const folder = posix.dirname(path.replaceAll('\\', '/'))
  if (!cloudBuild || given['build-context'] !== undefined || folder === '.') return { values, replaced }
  const context = posix.join(folder, values['build-context'] ?? '.')
  const contextFrom = `${context} (${values['build-context'] === undefined ? "the deploy file's folder" : `[build] context_dir, relative to the deploy file's folder ${folder}`})`
  return { values: { ...values, 'build-context': context }, replaced, contextFrom }
}

export type ReadInputs =
  | { ok: true; inputs: Inputs; deployFile?: DeployFileUse; notices: string[]; warnings: string[] }
  | { ok: false; problems: string[]; notices: string[] }

/** The step inputs, and the deploy file when config-file names one: checked, merged, nothing sent yet. */
export async function readInputs(given: RawInputs, workspace: string): Promise<ReadInputs> {
  const notices: string[] = []
  const path = given['config-file']
  if (!path) {
    if (existsSync(join(workspace, DEPLOY_FILE_NAME))) {
      notices.push(
        `${DEPLOY_FILE_NAME} is in the repository but is not read: the action reads a deploy file only when config-file names it (config-file: ${DEPLOY_FILE_NAME})`,
      )
    }
    const parsed = parseInputs(given)
    return parsed.ok ? { ok: true, inputs: parsed.inputs, notices, warnings: [] } : { ...parsed, notices }
  }
  const read = await readDeployFile(path, workspace)
  if (!read.ok) return { ok: false, problems: read.problems, notices }
  const named = read.file.invalid.map(({ input }) => input)
  const { values, replaced, contextFrom } = fileValues(read.file.values, given, path, named)
  // A value the step sets aside (a placeholder image under cloud-build) is not checked; any other is.
  const invalid = read.file.invalid.filter(({ input }) => !replaced.includes(input)).map(({ problem }) => problem)
  if (invalid.length > 0) return { ok: false, problems: invalid, notices }
  const fileNames = INPUT_NAMES.filter((name) => values[name] !== undefined)
  const deployFile: DeployFileUse = {
    path,
    fromFile: fileNames.filter((name) => given[name] === undefined),
    overridden: fileNames.filter((name) => given[name] !== undefined),
    replacedByBuild: replaced,
    notApplied: read.file.notApplied,
    buildExcludes: read.file.buildExcludes,
    ...(contextFrom ? { contextFrom } : {}),
  }
  const parsed = parseInputs({ ...values, ...given })
  if (!parsed.ok) return { ...parsed, notices }
  const deploys = parsed.inputs.image || parsed.inputs['build-id'] || parsed.inputs['cloud-build']
  if (read.file.gitTable && !deploys) {
    const problem = `${path} has a [git] table and no image or build_id, and the step asks for no cloud-build: the file asks the service to deploy the agent from GitHub itself (its GitHub integration), which this action does not do. Give image, build-id or cloud-build: true, or link the agent with the service's CLI`
    return { ok: false, problems: [problem], notices }
  }
  const warnings = [
    ...(deployFile.notApplied.length > 0
      ? [`${path}: not applied by this action: ${deployFile.notApplied.join('; ')}`]
      : []),
    ...read.file.deprecated.map((warning) => `${path}: ${warning}`),
  ]
  return { ok: true, inputs: parsed.inputs, deployFile, notices, warnings }
}
