import { lstat, readdir, realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import dockerignore, { type Ignore } from '@balena/dockerignore'
import { megabytes } from '../time.js'
import { isInside, readWorkspaceFile, WorkspaceFileError } from '../workspace-files.js'

// What goes into the build context: Docker's own .dockerignore rules (through a library of
// Docker-compatible matching), else the service clients' default exclusions; files that look like
// secrets only when an explicit `!` rule asks for them; no symlink followed out of the context; and
// the size checked from the file system alone, before anything is read.

// A CommonJS module whose factory is module.exports: its types call it the default export.
type IgnoreFactory = (options?: { ignorecase?: boolean }) => Ignore
const ignore = ((dockerignore as unknown as { default?: IgnoreFactory }).default ??
  dockerignore) as unknown as IgnoreFactory

/** The service refuses a context over this, uncompressed. */
export const MAX_CONTEXT_BYTES = 500 * 1000 * 1000

/** Without a .dockerignore: what the service's own clients leave out (service-facts.md). */
export const DEFAULT_EXCLUDES = [
  '.git',
  '.env',
  '.env.*',
  '*.pem',
  '*.key',
  '__pycache__',
  '*.pyc',
  '.venv',
  'venv',
  'node_modules',
  '.github',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  '.idea',
  '.vscode',
  'dist',
  'build',
  '*.egg-info',
  '.DS_Store',
  '*.log',
]
  .map((pattern) => `**/${pattern}`)
  .concat(['pcc-deploy.toml'])

/** Files that look like secrets or hold the checkout's credentials: left out unless a .dockerignore `!` rule names them. */
const SECRET_LIKE = [
  '**/.env',
  '**/.env.*',
  '**/*.pem',
  '**/*.key',
  // Git's configuration, where actions/checkout writes the job's token (http.<url>.extraheader), and
  // git's own credential store: a .dockerignore that does not name .git would otherwise upload them.
  '**/.git/config',
  '**/.git/**/config',
  '**/.git/**/config.worktree',
  '**/.git-credentials',
]

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
  leftOutSecrets: string[]
  leftOutLinks: string[]
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
  const dockerignore = await readDockerignore(root, contextDir)
  const patterns = dockerignore === undefined ? [...DEFAULT_EXCLUDES, ...extraExcludes] : dockerignore.split(/\r?\n/)
  const rules = ignore({ ignorecase: false }).add(patterns)
  const reIncludes = patterns
    .map((p) => p.trim())
    .filter((p) => p.startsWith('!'))
    .map((p) => p.slice(1))
  const askedFor = ignore({ ignorecase: false }).add(reIncludes)
  const secretLike = ignore({ ignorecase: false }).add(SECRET_LIKE)
  const listing: ContextListing = {
    files: [],
    totalBytes: 0,
    usedDockerignore: dockerignore !== undefined,
    leftOutSecrets: [],
    leftOutLinks: [],
  }
  const sizes = new Map<string, number>()

  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name
      const full = join(root, path)
      const excluded = path !== dockerfilePath && rules.ignores(path)
      if (entry.isDirectory()) {
        // A whole excluded directory is skipped unless a `!` rule could take something inside it back, or
        // it holds the Dockerfile, which always goes in (the service builds from the archive alone).
        if (!excluded || reIncludes.length > 0 || dockerfilePath.startsWith(`${path}/`)) await walk(path)
        continue
      }
      if (excluded) continue
      if (secretLike.ignores(path) && !askedFor.ignores(path)) {
        listing.leftOutSecrets.push(path)
        continue
      }
      const info = await fileInfo(root, full, entry.isSymbolicLink())
      if (!info) {
        listing.leftOutLinks.push(path)
        continue
      }
      listing.files.push({ path, full: info.full, size: info.size, mode: info.mode & 0o111 ? 0o755 : 0o644 })
      listing.totalBytes += info.size
      for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
        sizes.set(path.slice(0, at), (sizes.get(path.slice(0, at)) ?? 0) + info.size)
      }
    }
  }
  await walk('')
  if (listing.totalBytes > MAX_CONTEXT_BYTES) throw tooLarge(contextDir, listing.totalBytes, sizes)
  // Byte order of the paths, the same on every runner: the archive, and so its hash, depend on it.
  listing.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  // and what was left out, in a stable order for the log, whatever the file system's listing order
  listing.leftOutSecrets.sort()
  listing.leftOutLinks.sort()
  return listing
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

/** The context's .dockerignore, read as any workspace file is (inside the context, regular, bounded). */
async function readDockerignore(root: string, contextDir: string): Promise<string | undefined> {
  try {
    return (
      await readWorkspaceFile('.dockerignore', root, MAX_DOCKERIGNORE_BYTES, `${contextDir}/.dockerignore`)
    ).toString('utf8')
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
  if (!info?.isFile())
    throw new ContextError(
      `No Dockerfile at '${dockerfile}' in the build context '${contextDir}' (dockerfile, build-context)`,
    )
  // The service reads the Dockerfile from the archive: one that links out of the context would be sent as
  // the content of a file outside it, or not at all.
  if (!isInside(root, await realpath(full)))
    throw new ContextError(
      `The Dockerfile '${dockerfile}' leads out of the build context '${contextDir}' through a symbolic link: give a Dockerfile inside the context (dockerfile)`,
    )
  return inside.split(sep).join('/')
}

/** A regular file, or a symlink to one inside the context; undefined for links out of it (or to directories). */
async function fileInfo(
  root: string,
  full: string,
  link: boolean,
): Promise<{ full: string; size: number; mode: number } | undefined> {
  if (!link) {
    const info = await lstat(full)
    return info.isFile() ? { full, size: info.size, mode: info.mode } : undefined
  }
  const target = await realpath(full).catch(() => undefined)
  if (!target || !isInside(root, target)) return undefined
  const info = await stat(target)
  return info.isFile() ? { full: target, size: info.size, mode: info.mode } : undefined
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
