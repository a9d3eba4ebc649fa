import { lstat } from 'node:fs/promises'
import { join } from 'node:path'
import { aCall, isCall } from '../session-transports.js'
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
  const [{ readScenarios }, { ScenarioError }, { unjudgeableCriteria }, { asCallScenarios, callScenarioProblem }] =
    await Promise.all([
      import('../scenarios/scenario-files.js'),
      import('../scenarios/scenario-errors.js'),
      import('../scenarios/judge-reach.js'),
      import('../scenarios/call-scenarios.js'),
    ])
  try {
    const reportProblem = await reportPathProblem(workspace, inputs['scenario-report'])
    if (reportProblem) return { problem: reportProblem }
    const scenarioFiles = await readScenarios(inputs.scenarios, workspace)
    const unjudgeable = unjudgeableCriteria(scenarioFiles, inputs['judge-api-key'])
    if (unjudgeable) return { problem: unjudgeable }
    const transport = inputs['session-transport']
    const overACall = isCall(transport)
      ? callScenarioProblem(
          scenarioFiles,
          `session-transport: ${transport} places ${aCall(transport)}`,
          inputs['speech-api-key'] !== undefined,
        )
      : undefined
    if (overACall) return { problem: `Input 'scenarios': ${overACall}` }
    return { inputs: { ...inputs, scenarioFiles: isCall(transport) ? asCallScenarios(scenarioFiles) : scenarioFiles } }
  } catch (error) {
    if (error instanceof ScenarioError) return { problem: error.message }
    throw error
  }
}

/**
 * The report is written only to a regular file (or where none is yet): a FIFO would hold the step before its
 * verdict and its rollback, a device or a link would take what is not the workspace's to take.
 */
async function reportPathProblem(workspace: string, path: string | undefined): Promise<string | undefined> {
  if (!path) return undefined
  const stat = await lstat(join(workspace, path)).catch(() => undefined)
  if (!stat || stat.isFile()) return undefined
  const kind = stat.isSymbolicLink()
    ? 'a symbolic link'
    : stat.isFIFO()
      ? 'a FIFO'
      : stat.isDirectory()
        ? 'a folder'
        : 'a device or a socket'
  return `Input 'scenario-report': ${path} is ${kind}, not a regular file; expected a path where the step may write its JUnit report`
}
