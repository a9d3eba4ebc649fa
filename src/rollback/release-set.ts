import { filesNamed, WorkspaceGlobError } from '../context/workspace-glob.js'
import { checkInput } from '../inputs/input-table.js'
import { readReleaseRecord } from '../report/release-reading.js'
import type { ReleaseRecord } from '../report/release-record.js'
import { readWorkspaceFile, WorkspaceFileError } from '../workspace-files.js'

// The set of release records the rollback action reads (`releases`): files of the workspace, untrusted
// (another job wrote them, an artifact carried them): each inside the workspace by its real path, a regular
// file, at most 256 KiB; at most 1,000 of them and 16 MiB in all; each a release record of a valid agent
// name, no agent twice. Any problem refuses the whole set before any request: a rollback of part of a
// fleet, on records that do not hold together, would leave it less consistent than it found it.

export const MOST_RECORDS = 1_000
export const MOST_RECORD_BYTES = 256 * 1024
const MOST_SET_BYTES = 16 * 1024 * 1024

/** One leg's record and the file it came from. */
export interface Leg {
  file: string
  record: ReleaseRecord
}

/** The records the lines name, checked; or every problem found, each naming its file. */
export async function readReleaseSet(
  lines: string[],
  workspace: string,
  expectSome: boolean,
): Promise<{ legs: Leg[] } | { problems: string[] }> {
  let files: string[]
  try {
    const named = await filesNamed(lines, workspace, 'releases', (line) =>
      expectSome
        ? undefined
        : `Input 'releases': ${line} matches no file of the workspace: expected the legs' release records (release-file), downloaded before this step (actions/download-artifact with merge-multiple), or 'expect' naming the agents the set should hold`,
    )
    files = [...named].sort()
  } catch (error) {
    if (error instanceof WorkspaceGlobError) return { problems: [error.message] }
    throw error
  }
  if (files.length > MOST_RECORDS)
    return {
      problems: [
        `Input 'releases' names ${files.length} files; at most ${MOST_RECORDS} records are read in one step (one a leg): name the folder the legs' records were downloaded to`,
      ],
    }
  const problems: string[] = []
  const legs: Leg[] = []
  let bytes = 0
  for (const file of files) {
    const read = await readOne(file, workspace)
    if ('problem' in read) problems.push(read.problem)
    else {
      bytes += read.bytes
      if (bytes > MOST_SET_BYTES)
        return { problems: [`Input 'releases': its files come to more than 16 MiB; ${file} was not read`] }
      legs.push({ file, record: read.record })
    }
    if (problems.length >= 10) break
  }
  problems.push(...duplicates(legs))
  return problems.length > 0 ? { problems } : { legs }
}

async function readOne(
  file: string,
  workspace: string,
): Promise<{ record: ReleaseRecord; bytes: number } | { problem: string }> {
  let text: string
  try {
    text = (await readWorkspaceFile(file, workspace, MOST_RECORD_BYTES)).toString('utf8')
  } catch (error) {
    if (!(error instanceof WorkspaceFileError)) throw error
    const why = error.code === 'too-large' ? `${file} is over ${MOST_RECORD_BYTES / 1024} KiB` : error.message
    return { problem: `Release record ${why}: expected a release record a deploy step wrote (release-file)` }
  }
  const read = readReleaseRecord(text)
  if ('problem' in read)
    return {
      problem: `Release record ${file} ${read.problem}: expected a release record a deploy step wrote (release-file)`,
    }
  const nameProblem = checkInput('agent-name', read.record.agent)
  if (nameProblem)
    return {
      problem: `Release record ${file}: its agent '${read.record.agent.slice(0, 60)}' is not an agent name (${nameProblem})`,
    }
  return { record: read.record, bytes: text.length }
}

/** Two records of one agent: which to believe cannot be told (a matrix that names the agent twice?). */
function duplicates(legs: Leg[]): string[] {
  const byAgent = new Map<string, string[]>()
  for (const leg of legs) byAgent.set(leg.record.agent, [...(byAgent.get(leg.record.agent) ?? []), leg.file])
  return [...byAgent]
    .filter(([, files]) => files.length > 1)
    .map(
      ([agent, files]) =>
        `Release records ${files.join(', ')} all record agent '${agent}': expected one record a leg, each leg its own agent (does the matrix name it twice?)`,
    )
}
