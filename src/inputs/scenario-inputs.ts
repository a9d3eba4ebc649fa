import type { Inputs } from './input-table.js'

/**
 * The scenario files the `scenarios` input names, read and checked before anything is sent (a broken file
 * fails a dry run as it would fail the deploy): the inputs with them, or the problem naming the file and
 * line. The YAML reader is loaded only for a run that names scenarios.
 */
export async function withScenarioFiles(
  inputs: Inputs,
  workspace: string,
): Promise<{ inputs: Inputs } | { problem: string }> {
  if (!inputs.scenarios) return { inputs }
  const [{ readScenarios }, { ScenarioError }] = await Promise.all([
    import('../scenarios/scenario-files.js'),
    import('../scenarios/scenario-errors.js'),
  ])
  try {
    return { inputs: { ...inputs, scenarioFiles: await readScenarios(inputs.scenarios, workspace) } }
  } catch (error) {
    if (error instanceof ScenarioError) return { problem: error.message }
    throw error
  }
}
