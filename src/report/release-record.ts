import { closeSync, constants, lstatSync, mkdirSync, openSync, realpathSync, writeSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseReference } from '../image-reference.js'
import { shortened } from '../secrets.js'
import type { AgentConfig } from '../service/agents/agent-config.js'
import { isInside } from '../workspace-files.js'
import type { RunReport } from './run-report.js'

// The release record of a deploy (issue 63, its first part): what this run deployed to which agent, and what
// served before, as one line of JSON in the `release` output and in `release-file` (a path of the workspace),
// written whatever happens, even when the step stops before any request. It names the artifact itself (the
// image with its digest, or the build), since an agent read back shows neither for a build; it holds no
// secret value (a set is named, never read). A later job collects a matrix's records (one artifact a leg).

export const RELEASE_VERSION = 1

export interface ReleaseRecord {
  version: typeof RELEASE_VERSION
  agent: string
  region: string | null
  operation: string | null
  status: string
  deploymentId: string | null
  previousDeploymentId: string | null
  /** the configuration that served before this run (no secret values), or null when the agent did not exist */
  before: AgentConfig | null
  /** what was deployed: the image with its digest when known, or the build; null when nothing was */
  artifact: { image: string; digest: string | null } | { buildId: string } | null
  /** each check the run held, and its verdict */
  checks: Record<string, string>
  rolledBack: boolean
  /** why the run failed, when it did */
  failure: string | null
  commit: string | null
  run: { repository: string | null; id: string | null; attempt: string | null }
}

/** The record of the run, from what it did. */
export function releaseRecord(report: RunReport, failure: string | undefined, env = process.env): ReleaseRecord {
  const desired = report.desired
  const digest = report.imageCheck?.digest ?? null
  const artifact = !report.writeSent
    ? null
    : desired?.buildId
      ? { buildId: desired.buildId }
      : desired?.image
        ? { image: desired.image, digest: digest ?? parseReference(desired.image).digest ?? null }
        : null
  const checks: Record<string, string> = {}
  if (report.smoke) checks['smoke-test'] = report.smoke.result
  if (report.conversation) checks['conversation-test'] = report.conversation.result
  if (report.scenarios) checks.scenarios = report.scenarios.result
  if (report.watch) checks.watch = report.watch.result
  return {
    version: RELEASE_VERSION,
    agent: report.agentName,
    region: report.region ?? null,
    operation: report.operation ?? null,
    status: report.status ?? 'failed',
    deploymentId: report.deploymentId ?? null,
    previousDeploymentId: report.previousDeploymentId ?? null,
    before: report.before ?? null,
    artifact,
    checks,
    rolledBack: report.rolledBack ?? false,
    // known secrets replaced before the cut (secrets.ts)
    failure: failure ? shortened(failure, 2000) : null,
    commit: env.GITHUB_SHA || null,
    run: {
      repository: env.GITHUB_REPOSITORY || null,
      id: env.GITHUB_RUN_ID || null,
      attempt: env.GITHUB_RUN_ATTEMPT || null,
    },
  }
}

/**
 * Where release-file may be written: inside the workspace by its real path (a link of the workspace can lead
 * out of it), and not onto anything but a regular file. Undefined when it may; else why not.
 */
export function releasePathProblem(workspace: string, path: string): string | undefined {
  const root = realpathSync(workspace)
  const target = resolve(root, path)
  let parent = dirname(target)
  while (!exists(parent)) parent = dirname(parent)
  if (!isInside(root, realpathSync(parent)))
    return `Input 'release-file': ${path} leads out of the workspace (through ${relative(root, parent) || '.'}): expected a path inside it`
  if (exists(target) && !lstatSync(target).isFile())
    return `Input 'release-file': ${path} exists and is not a regular file (a link, a directory or a special file): expected a file the step may write`
  return undefined
}

/** The record written to release-file (its folders made), inside the workspace as releasePathProblem checked. */
export function writeReleaseFile(workspace: string, path: string, record: ReleaseRecord): void {
  const problem = releasePathProblem(workspace, path)
  if (problem) throw new Error(problem)
  const target = join(realpathSync(workspace), path)
  mkdirSync(dirname(target), { recursive: true })
  // never through a link put there since the check
  const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants
  const fd = openSync(target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644)
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`)
  } finally {
    closeSync(fd)
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}
