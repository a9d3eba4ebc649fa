import { readdir, realpath } from 'node:fs/promises'
import { join, posix, relative, sep } from 'node:path'
import { isInside } from '../workspace-files.js'
import { DockerignoreError, matchesPattern, patternsOf } from './dockerignore.js'

// A glob of the workspace (an input's `evals/*.yaml`, `releases/*.json`), matched by Docker's rules (the
// same matcher as .dockerignore): walked from its plain directory part, never through a link to a folder,
// `.git` skipped, and bounded: a walk of more entries than `maxWalked` stops with an error, not a slow step.

/** Whether a line is a glob rather than a plain path. */
const GLOB = /[*?[]/

/** A glob that is not one, or walks too far: the message names the input. */
export class WorkspaceGlobError extends Error {
  override readonly name = 'WorkspaceGlobError'
}

/** The workspace's files (and links to files) a glob matches, as paths relative to the workspace. */
async function globWorkspace(glob: string, workspace: string, input: string, maxWalked = 20_000): Promise<string[]> {
  let pattern: ReturnType<typeof patternsOf>[number] | undefined
  try {
    ;[pattern] = patternsOf([glob], `input '${input}'`)
  } catch (error) {
    if (error instanceof DockerignoreError)
      throw new WorkspaceGlobError(`Input '${input}' is not valid: ${error.message}`)
    throw error
  }
  if (!pattern) return []
  const parts = posix.normalize(glob).split('/')
  const plain = parts
    .slice(
      0,
      parts.findIndex((part) => GLOB.test(part)),
    )
    .join('/')
  const root = await realpath(workspace)
  const start = await realpath(join(root, plain)).catch(() => undefined)
  if (!start || !isInside(root, start)) return []
  const found: string[] = []
  let walked = 0
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (++walked > maxWalked)
        throw new WorkspaceGlobError(
          `Input '${input}': ${glob} walks more than ${maxWalked} entries; name a narrower directory`,
        )
      const full = join(dir, entry.name)
      const path = relative(root, full).split(sep).join('/')
      if (entry.isDirectory() && entry.name !== '.git') await walk(full)
      else if ((entry.isFile() || entry.isSymbolicLink()) && matchesPattern(pattern, path)) found.push(path)
    }
  }
  await walk(start)
  return found
}

/**
 * The files an input's lines name (paths and globs of the workspace, one a line): each line's matches added,
 * or taken away by a line starting with `!`. A glob that matches nothing is the problem `noMatch` names for
 * its line (thrown), or nothing when it names none.
 */
export async function filesNamed(
  lines: readonly string[],
  workspace: string,
  input: string,
  noMatch: (line: string) => string | undefined,
): Promise<Set<string>> {
  const files = new Set<string>()
  for (const line of lines) {
    const exclude = line.startsWith('!')
    const pattern = exclude ? line.slice(1) : line
    const matched = GLOB.test(pattern) ? await globWorkspace(pattern, workspace, input) : [posix.normalize(pattern)]
    if (exclude) {
      for (const file of matched) files.delete(file)
      continue
    }
    const problem = matched.length === 0 ? noMatch(line) : undefined
    if (problem) throw new WorkspaceGlobError(problem)
    for (const file of matched) files.add(file)
  }
  return files
}
