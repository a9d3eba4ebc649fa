import type { Inputs } from './input-table.js'

/**
 * The scenario files the `scenarios` input names, read and checked before anything is sent (a broken file
 * fails a dry run as it would fail the deploy): the inputs with them, or the problem naming the file and
 * line. eval: criteria that no judge could score are such a problem (scenarios/judge-reach.ts). The YAML reader is loaded only for a run that names scenarios.
 */
export async function withScenarioFiles(
  inputs: Inputs,
  workspace: string,
): Promise<{ inputs: Inputs } | { problem: string }> {
  if (!inputs.scenarios) return { inputs }
  const [{ readScenarios }, { ScenarioError }, { unjudgeableCriteria }] = await Promise.all([
    import('../scenarios/scenario-files.js'),
    import('../scenarios/scenario-errors.js'),
    import('../scenarios/judge-reach.js'),
  ])
  try {
    const scenarioFiles = await readScenarios(inputs.scenarios, workspace)
    const unjudgeable = unjudgeableCriteria(scenarioFiles, inputs['judge-api-key'])
    if (unjudgeable) return { problem: unjudgeable }
    return { inputs: { ...inputs, scenarioFiles } }
  } catch (error) {
    if (error instanceof ScenarioError) return { problem: error.message }
    throw error
  }
}
