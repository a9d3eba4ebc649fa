import { constants } from 'node:fs'
import { open, realpath } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'

// Files of the workspace are untrusted input: the checkout is whatever the repository (or a pull request)
// holds. A file is read only when its real path is inside the workspace's real path (a link may point
// anywhere: ~/.ssh/id_rsa, /proc/self/environ), only when it is a regular file (a FIFO blocks forever,
// /dev/zero never ends), and never past its size limit.

/** The workspace: the runner's GITHUB_WORKSPACE, else (outside a runner) the directory the step runs in. */
export function workspaceDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GITHUB_WORKSPACE || process.cwd()
}

/** Whether `path` is `dir` or lies below it (both real paths, or both resolved the same way). */
export function isInside(dir: string, path: string): boolean {
  const inside = relative(dir, path)
  return inside === '' || (inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside))
}

const READ_BYTES = 64 * 1024

/** A workspace file that cannot be read as one: `problem` names the file and what is wrong. */
export class WorkspaceFileError extends Error {
  override readonly name = 'WorkspaceFileError'
  constructor(
    message: string,
    readonly code: 'missing' | 'outside' | 'not-a-file' | 'too-large' | 'unreadable',
  ) {
    super(message)
  }
}

/**
 * The bytes of `path` (relative to `workspace`, named `shown` in messages), at most `maxBytes`. The file is
 * opened by its real path without following a link at the last step (so it cannot be swapped for one
 * between the check and the open), checked from the open descriptor, and read to maxBytes + 1 at most.
 */
export async function readWorkspaceFile(
  path: string,
  workspace: string,
  maxBytes: number,
  shown = path,
): Promise<Buffer> {
  let real: string
  let root: string
  try {
    ;[real, root] = await Promise.all([realpath(resolve(workspace, path)), realpath(workspace)])
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new WorkspaceFileError(`${shown} does not exist`, 'missing')
    throw new WorkspaceFileError(`${shown} could not be read (${code ?? (error as Error).message})`, 'unreadable')
  }
  if (!isInside(root, real))
    throw new WorkspaceFileError(
      `${shown} leads out of the workspace through a symbolic link; it was not read`,
      'outside',
    )
  return readRegularFile(real, maxBytes, shown)
}

/**
 * The bytes of the regular file at the real path `real` (no link is followed at it), at most `maxBytes`:
 * checked from the open descriptor (a FIFO or a device is refused, never waited on), read to maxBytes + 1
 * at most. For a workspace file once its real path is known to be inside, and for other files the action
 * reads (the runner's Docker config).
 */
export async function readRegularFile(real: string, maxBytes: number, shown: string): Promise<Buffer> {
  const file = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch((error) => {
    throw new WorkspaceFileError(
      `${shown} could not be opened (${(error as NodeJS.ErrnoException).code})`,
      'unreadable',
    )
  })
  try {
    const info = await file.stat()
    if (!info.isFile()) throw new WorkspaceFileError(`${shown} is not a regular file; it was not read`, 'not-a-file')
    // Read to the end or one byte past the limit, whatever the size said: the file may grow meanwhile.
    const chunks: Buffer[] = []
    let length = 0
    while (length <= maxBytes) {
      const chunk = Buffer.alloc(Math.min(READ_BYTES, maxBytes + 1 - length))
      const { bytesRead } = await file.read(chunk, 0, chunk.length, length)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      length += bytesRead
    }
    if (length > maxBytes) throw tooLarge(shown, maxBytes)
    return Buffer.concat(chunks, length)
  } finally {
    await file.close()
  }
}

function tooLarge(shown: string, maxBytes: number): WorkspaceFileError {
  return new WorkspaceFileError(
    `${shown} is larger than ${maxBytes} bytes, the most the action reads of it`,
    'too-large',
  )
}
