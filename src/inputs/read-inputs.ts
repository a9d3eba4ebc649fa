import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DEPLOY_FILE_NAME, readDeployFile } from './deploy-file.js'
import { INPUT_NAMES, type InputName, type Inputs, parseInputs, type RawInputs } from './inputs.js'

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
  const fileNames = INPUT_NAMES.filter((name) => read.file.values[name] !== undefined)
  const deployFile: DeployFileUse = {
    path,
    fromFile: fileNames.filter((name) => given[name] === undefined),
    overridden: fileNames.filter((name) => given[name] !== undefined),
    notApplied: read.file.notApplied,
    buildExcludes: read.file.buildExcludes,
  }
  const parsed = parseInputs({ ...read.file.values, ...given })
  if (!parsed.ok) return { ...parsed, notices }
  const warnings =
    deployFile.notApplied.length > 0
      ? [`${path}: not applied by this action (the service CLI's own settings): ${deployFile.notApplied.join(', ')}`]
      : []
  return { ok: true, inputs: parsed.inputs, deployFile, notices, warnings }
}
