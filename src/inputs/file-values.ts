import { posix } from 'node:path'
import type { DeployFile } from './deploy-file.js'
import { keyLabel } from './deploy-file-keys.js'
import type { InputName, Origins, RawInputs } from './inputs.js'
import { YAML_TRUE } from './values.js'

// Which of the deploy file's values a run uses. A step input wins over the file's key for the same input,
// and the file's value is then never checked (the step replaces it: a placeholder image under the step's
// own image is no error). What the step deploys (image, cloud-build, build-id) replaces what the file
// deploys. A preview starts with no warm agent unless the step says otherwise.

/** What a preview keeps warm when the step does not set min-agents. */
export const PREVIEW_MIN_AGENTS = '0'

export interface FileValues {
  /** the file's values the run uses, by input */
  values: RawInputs
  /** where each of them came from: "pcc-deploy.toml [scaling] min_agents" */
  origins: Origins
  /** inputs the file also sets, given as step inputs, which win */
  overridden: InputName[]
  /** the file's image or build_id, replaced by what the step deploys */
  replaced: InputName[]
  /** what the step deploys instead: "a build" or "an image" */
  replacedBy?: string
  /** the file's values a preview does not take (min_agents), with why */
  notForPreview: string[]
  /** the file's invalid values the run would use: problems naming the file and key */
  problems: string[]
  /** how the build context was found from the file's folder, for the plan's log */
  contextFrom?: string
}

/** The file's values for a deploy (or a preview deploy), merged under the step's inputs. */
export function fileValues(file: DeployFile, given: RawInputs, preview: boolean): FileValues {
  const invalid = new Set(file.invalid.map(({ input }) => input))
  const named = (Object.keys(file.keys) as InputName[]).filter(
    (name) => file.values[name] !== undefined || invalid.has(name),
  )
  const cloudBuild = YAML_TRUE.includes(given['cloud-build']?.trim() ?? '')
  const stepSource = cloudBuild || given['build-id'] ? 'a build' : given.image ? 'an image' : undefined
  const overridden = named.filter((name) => given[name] !== undefined)
  // What the step deploys replaces what the file deploys; the step's own key is "overridden" above.
  const replaced = stepSource
    ? (['image', 'build-id'] as const).filter((name) => named.includes(name) && given[name] === undefined)
    : []
  const notForPreview: string[] = []
  const setAside = new Set<InputName>([...overridden, ...replaced])
  if (preview && named.includes('min-agents') && given['min-agents'] === undefined) {
    setAside.add('min-agents')
    // A file that asks for no warm agent asks what a preview does anyway: nothing to say.
    if (file.values['min-agents'] !== PREVIEW_MIN_AGENTS)
      notForPreview.push(
        `${file.path}'s ${keyLabel(file.keys['min-agents'] ?? '')} (${file.values['min-agents'] ?? 'invalid'}) is not applied to a preview: a preview starts with no warm agent (min-agents ${PREVIEW_MIN_AGENTS}) unless the step sets min-agents`,
      )
  }
  const values: RawInputs = {}
  const origins: Origins = {}
  for (const name of named) {
    const value = file.values[name]
    if (setAside.has(name) || value === undefined) continue
    values[name] = value
    origins[name] = `${file.path} ${keyLabel(file.keys[name] ?? '')}`
  }
  const problems = file.invalid.filter(({ input }) => !setAside.has(input)).map(({ problem }) => problem)
  const context = contextFromFile(file.path, values, given, cloudBuild)
  if (context) {
    values['build-context'] = context.path
    origins['build-context'] = context.from
  }
  return {
    values,
    origins,
    overridden,
    replaced,
    ...(replaced.length > 0 ? { replacedBy: stepSource } : {}),
    notForPreview,
    problems,
    ...(context ? { contextFrom: `${context.path} (${context.from})` } : {}),
  }
}

/**
 * The build context as the service's CLI finds it: relative to the file's own folder (a file in server/
 * builds server/ unless it says otherwise). Only for a cloud build the step asks for, without its own
 * build-context, of a file that is not at the workspace's root.
 */
function contextFromFile(
  path: string,
  values: RawInputs,
  given: RawInputs,
  cloudBuild: boolean,
): { path: string; from: string } | undefined {
  const folder = posix.dirname(path.replaceAll('\\', '/'))
  if (!cloudBuild || given['build-context'] !== undefined || folder === '.') return undefined
  return {
    path: posix.join(folder, values['build-context'] ?? '.'),
    from:
      values['build-context'] === undefined
        ? "the deploy file's folder"
        : `[build] context_dir, relative to the deploy file's folder ${folder}`,
  }
}
