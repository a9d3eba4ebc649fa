import { isId } from './ids.js'
import { parseReference, pinned } from './image-reference.js'
import { readReleaseRecord } from './report/release-reading.js'
import { readWorkspaceFile, WorkspaceFileError } from './workspace-files.js'

// promote-from (issue 63): a release record of another run (staging's), as JSON or as a path of the workspace,
// whose artifact this step deploys exactly (the image by its digest, or the build) to its own agent, with its
// own other inputs and checks. Refused before any request, in one line with the fix: a record that is not
// JSON or not a record, of an unknown version, not ready, with a check that did not pass, an image without a
// digest, or given beside image, build-id or cloud-build.

/** The most a record may weigh: one line of JSON of a few KiB. */
const MOST_RECORD_BYTES = 256 * 1024

/** Where a promoted artifact came from, for the summary. */
export interface Promotion {
  agent: string
  deploymentId: string | null
  region: string | null
  commit: string | null
  checks: Record<string, string>
}

/** The image (or build) to deploy and where it came from; or why the record cannot be promoted. */
export async function promotionOf(
  given: string,
  raw: { image?: string; 'build-id'?: string; 'cloud-build'?: string; region?: string },
  workspace: string,
): Promise<{ image?: string; buildId?: string; promotion: Promotion } | { problem: string }> {
  const refuse = (why: string) => ({ problem: `Input 'promote-from': ${why}` })
  if (raw.image || raw['build-id'] || /^true$/i.test(raw['cloud-build'] ?? ''))
    return refuse("it deploys the record's own artifact: remove image, build-id and cloud-build from this step")
  const text = await recordText(given, workspace)
  if (typeof text !== 'string') return refuse(text.problem)
  const read = readReleaseRecord(text)
  if ('problem' in read)
    return refuse(
      read.kind === 'not-json'
        ? `${read.problem}: expected a release record (the release output or release-file of the run to promote)`
        : read.problem,
    )
  const r = read.record
  if (r.status !== 'ready')
    return refuse(
      `agent '${r.agent}' was not ready in that run (status ${r.status}): promote a run whose deployment was ready`,
    )
  const failed = Object.entries(r.checks).filter(([, verdict]) => verdict !== 'passed')
  if (failed.length > 0)
    return refuse(
      `a check of that run did not pass (${failed.map(([check, verdict]) => `${check}: ${verdict}`).join(', ')}): promote only what passed`,
    )
  const promotion = {
    agent: r.agent,
    deploymentId: r.deploymentId,
    region: r.region,
    commit: r.commit,
    checks: r.checks,
  }
  if (!r.artifact) return refuse(`that run deployed nothing (agent '${r.agent}')`)
  if ('buildId' in r.artifact) {
    if (!isId(r.artifact.buildId)) return refuse('its build id is not an id')
    if (raw.region && r.region && raw.region !== r.region)
      return refuse(
        `its build was made in region '${r.region}', and this step deploys to region '${raw.region}': a build belongs to one region; promote an image by its digest across regions`,
      )
    return { buildId: r.artifact.buildId, promotion }
  }
  const reference = parseReference(r.artifact.image)
  const digest = r.artifact.digest ?? reference.digest
  if (!digest)
    return refuse(
      `its image ${r.artifact.image} carries no digest, so what passed cannot be told from what the tag names now: deploy by digest in the run you promote`,
    )
  // pinned as every image this action deploys (image-reference.ts): by its digest, the tag kept beside it
  return { image: pinned(reference, digest), promotion }
}

/** The record's text: given as JSON, or read from the workspace (inside it by its real path, bounded). */
async function recordText(given: string, workspace: string): Promise<string | { problem: string }> {
  if (given.trimStart().startsWith('{')) return given
  try {
    return (await readWorkspaceFile(given, workspace, MOST_RECORD_BYTES)).toString('utf8')
  } catch (error) {
    if (!(error instanceof WorkspaceFileError)) throw error
    return {
      problem: `${error.message}: expected a release record (release-file of the run to promote), as JSON or as a path of the workspace`,
    }
  }
}
