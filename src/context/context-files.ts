import { readdir, realpath, stat } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { megabytes } from '../time.js'
import { isInside, readWorkspaceFile, WorkspaceFileError } from '../workspace-files.js'
import { entryInfo, utf8Name } from './context-entry.js'
import { excluded, parseDockerignore, patternsOf } from './dockerignore.js'
import { DEFAULT_EXCLUDES, SECRET_LIKE } from './exclusions.js'

// What goes into the build context: Docker's own .dockerignore rules (dockerignore.ts: the Dockerfile's
// own ignore file first, as BuildKit reads it), else the service clients' default exclusions; files that look like
// secrets only when an explicit `!` rule asks for them; no symlink followed out of the context; and
// the size checked from the file system alone, before anything is read.

/** The service refuses a context over this, uncompressed. */
export const MAX_CONTEXT_BYTES = 500 * 1000 * 1000

export interface ContextFile {
  /** relative to the context, with '/' */
  path: string
  full: string
  size: number
  /** 0o755 for executables, else 0o644: nothing else of the file system goes into the archive */
  mode: number
}

export interface ContextListing {
  files: ContextFile[]
  totalBytes: number
  usedDockerignore: boolean
  /** the ignore file that decided, relative to the context: .dockerignore, or the Dockerfile's own */
  ignoreFile?: string
  leftOutSecrets: string[]
  leftOutLinks: string[]
  /** FIFOs, sockets and devices: nothing a build can read */
  leftOutSpecial: string[]
}

export class ContextError extends Error {
  override readonly name = 'ContextError'
}

/** Lists the context, sorted by path, and checks the Dockerfile and the size; reads no file's content. */
export async function listContext(
  directory: string,
  dockerfile: string,
  extraExcludes: string[] = [],
  /** the context as the user named it, for messages */
  contextDir = directory,
  /** the directory the context must be in, links resolved (the workspace); default: the context itself */
  within = directory,
): Promise<ContextListing> {
  const root = await realContextDir(directory, contextDir, within)
  const dockerfilePath = await checkDockerfile(root, contextDir, dockerfile)
  // BuildKit reads the Dockerfile's own ignore file (Dockerfile.bot.dockerignore) before .dockerignore.
  const ignoreFile =
    (await readDockerignore(root, contextDir, `${dockerfilePath}.dockerignore`)) ??
    (await readDockerignore(root, contextDir, '.dockerignore'))
  const patterns = ignoreFile
    ? parseDockerignore(ignoreFile.text, `${contextDir}/${ignoreFile.name}`)
    : patternsOf([...DEFAULT_EXCLUDES, ...extraExcludes], 'the default exclusions')
  const listing: ContextListing = {
    files: [],
    totalBytes: 0,
    usedDockerignore: ignoreFile !== undefined,
    ...(ignoreFile ? { ignoreFile: ignoreFile.name } : {}),
    leftOutSecrets: [],
    leftOutLinks: [],
    leftOutSpecial: [],
  }
  const sizes = new Map<string, number>()
  // The `!` rules, as patterns of their own: what the ignore file explicitly asks for.
  const asked = patterns.filter((p) => p.exclusion).map((p) => ({ ...p, exclusion: false }))
  await walkContext(root, { patterns, asked, dockerfilePath, listing, sizes }, '', [])
  if (listing.totalBytes > MAX_CONTEXT_BYTES) throw tooLarge(contextDir, listing.totalBytes, sizes)
  // Byte order of the paths, the same on every runner: the archive, and so its hash, depend on it.
  listing.files.sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)))
  // and what was left out, in a stable order for the log, whatever the file system's listing order
  listing.leftOutSecrets.sort()
  listing.leftOutLinks.sort()
  listing.leftOutSpecial.sort()
  return listing
}

interface Walk {
  patterns: ReturnType<typeof parseDockerignore>
  asked: ReturnType<typeof parseDockerignore>
  dockerfilePath: string
  listing: ContextListing
  sizes: Map<string, number>
}

const SECRET_PATTERNS = patternsOf(SECRET_LIKE, 'the secret-looking files')

/**
 * One directory of the context: each entry checked against the rules with its parent's results (so
 * each check reads the path once per pattern, however deep), files listed, directories walked.
 */
async function walkContext(root: string, walk: Walk, dir: string, parent: boolean[]): Promise<void> {
  const { patterns, dockerfilePath, listing } = walk
  for (const entry of await readdir(join(root, dir), { withFileTypes: true, encoding: 'buffer' })) {
    const name = utf8Name(entry.name) ?? notUtf8(dir, entry.name)
    const path = dir ? `${dir}/${name}` : name
    const check = excluded(patterns, path, parent)
    const out = path !== dockerfilePath && check.excluded
    if (entry.isDirectory()) {
      // A whole excluded directory is skipped unless a `!` rule could take something inside it back, or
      // it holds the Dockerfile, which always goes in (the service builds from the archive alone).
      if (!out || walk.asked.length > 0 || dockerfilePath.startsWith(`${path}/`))
        await walkContext(root, walk, path, check.matches)
      continue
    }
    if (out) continue
    if (secretLike(walk, path)) {
      listing.leftOutSecrets.push(path)
      continue
    }
    const info = await entryInfo(root, path, entry.isSymbolicLink(), (target) => leftOut(walk, target))
    if (info.kind !== 'file') {
      if (info.kind === 'special') listing.leftOutSpecial.push(path)
      else listing.leftOutLinks.push(info.kind === 'link-out' ? path : `${path} -> ${info.target}`)
      continue
    }
    listing.files.push({ path, full: info.full, size: info.size, mode: info.mode & 0o111 ? 0o755 : 0o644 })
    listing.totalBytes += info.size
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
      walk.sizes.set(path.slice(0, at), (walk.sizes.get(path.slice(0, at)) ?? 0) + info.size)
    }
  }
}

/** A secret-looking file that no `!` rule (or one naming a directory above it) asked for. */
function secretLike(walk: Walk, path: string): boolean {
  return (
    excluded(SECRET_PATTERNS, path, undefined).excluded &&
    !(walk.asked.length > 0 && excluded(walk.asked, path, undefined).excluded)
  )
}

/** Whether the rules leave out the file at this path of the context (a link's target). */
function leftOut(walk: Walk, path: string): boolean {
  return (path !== walk.dockerfilePath && excluded(walk.patterns, path, undefined).excluded) || secretLike(walk, path)
}

/** A name that is not valid UTF-8 fails the step, naming where it is (its bytes shown as escapes). */
function notUtf8(dir: string, name: Buffer): never {
  const shown = [...name]
    .map((byte) =>
      byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`,
    )
    .join('')
  throw new ContextError(
    `The build context has a file name that is not valid UTF-8: ${dir ? `${dir}/` : ''}${shown}. The archive's names are UTF-8: rename it, or remove it before this step`,
  )
}

/**
 * The context's real path, which must lie in the workspace's: a context that is (or passes through) a link
 * out of it would pack whatever the link leads to, such as the runner's ~/.ssh. Checked before anything
 * is read.
 */
async function realContextDir(directory: string, contextDir: string, within: string): Promise<string> {
  const info = await stat(directory).catch(() => undefined)
  if (!info?.isDirectory())
    throw new ContextError(`The build context '${contextDir}' is not a directory in the workspace (build-context)`)
  const [root, workspace] = await Promise.all([realpath(directory), realpath(within)])
  if (!isInside(workspace, root)) {
    throw new ContextError(
      `The build context '${contextDir}' leads out of the workspace through a symbolic link: only a directory inside the workspace is packed (build-context). Nothing was read`,
    )
  }
  return root
}

/** An ignore file of the context, read as any workspace file is (inside the context, regular, bounded). */
async function readDockerignore(
  root: string,
  contextDir: string,
  name: string,
): Promise<{ name: string; text: string } | undefined> {
  try {
    const bytes = await readWorkspaceFile(name, root, MAX_DOCKERIGNORE_BYTES, `${contextDir}/${name}`)
    return { name, text: bytes.toString('utf8') }
  } catch (error) {
    if (error instanceof WorkspaceFileError && error.code === 'missing') return undefined
    throw new ContextError(error instanceof Error ? error.message : String(error))
  }
}

const MAX_DOCKERIGNORE_BYTES = 1024 * 1024

/** The Dockerfile's path inside the context, with '/'; it must exist there. */
async function checkDockerfile(root: string, contextDir: string, dockerfile: string): Promise<string> {
  const full = resolve(root, dockerfile)
  const inside = relative(root, full)
  if (isAbsolute(dockerfile) || inside.startsWith('..') || isAbsolute(inside)) {
    throw new ContextError(
      `The Dockerfile '${dockerfile}' is outside the build context '${contextDir}': give its path relative to the context (dockerfile)`,
    )
  }
  const info = await stat(full).catch(() => undefined)
  if (!info?.isFile()) {
    const there = await dockerfilesBeside(full)
    throw new ContextError(
      `No Dockerfile at '${dockerfile}' in the build context '${contextDir}' (dockerfile, build-context)${there.length > 0 ? `; there: ${there.join(', ')} (set dockerfile to the one to build)` : ''}`,
    )
  }
  // The service reads the Dockerfile from the archive: one that links out of the context would be sent as
  // the content of a file outside it, or not at all.
  if (!isInside(root, await realpath(full)))
    throw new ContextError(
      `The Dockerfile '${dockerfile}' leads out of the build context '${contextDir}' through a symbolic link: give a Dockerfile inside the context (dockerfile)`,
    )
  return inside.split(sep).join('/')
}

/** The files beside a missing Dockerfile whose names say they are one (Dockerfile.bot, bot.Dockerfile): five at most. */
async function dockerfilesBeside(missing: string): Promise<string[]> {
  const names = await readdir(dirname(missing)).catch(() => [] as string[])
  return names
    .filter((name) => /dockerfile/i.test(name) && !/\.dockerignore$/i.test(name))
    .sort()
    .slice(0, 5)
}

function tooLarge(contextDir: string, total: number, sizes: Map<string, number>): ContextError {
  const biggest = [...sizes.entries()]
    .filter(([dir]) => !dir.includes('/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([dir, bytes]) => `${dir}/ ${megabytes(bytes)}`)
  return new ContextError(
    `The build context '${contextDir}' is ${megabytes(total)} uncompressed, over the service's limit of 500 MB. Biggest directories: ${biggest.join(', ') || '(files at the top)'}. Leave out what the image does not need with a .dockerignore in the context`,
  )
}
