import { realpath } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { ImageReference } from '../image-reference.js'
import { hideSecret } from '../report/workflow-commands.js'
import { readRegularFile } from '../workspace-files.js'

// Whose credentials read the image's registry: registry-username and registry-password when given; else
// the runner's Docker config ($DOCKER_CONFIG/config.json, default ~/.docker/config.json), as
// docker/login-action leaves it; else none (anonymous). A password read from the config is masked and
// never shown, as the inputs' are. Credentials go only to the registry they belong to (registry-client.ts).

export interface RegistryCredentials {
  username: string
  password: string
  /** where they came from, for the log: "registry-username", "/home/runner/.docker/config.json" */
  from: string
}

/** A Docker config is a small file; a larger one is not read. */
const MAX_CONFIG_BYTES = 1024 * 1024

export async function findCredentials(
  reference: ImageReference,
  given: { username?: string; password?: string },
  env: NodeJS.ProcessEnv,
  debug: (message: string) => void,
): Promise<RegistryCredentials | undefined> {
  if (given.username && given.password) {
    return { username: given.username, password: given.password, from: 'registry-username and registry-password' }
  }
  const path = join(env.DOCKER_CONFIG || join(env.HOME || homedir(), '.docker'), 'config.json')
  const config = await readConfig(path, debug)
  const auths = config?.auths
  if (!auths || typeof auths !== 'object') return undefined
  for (const key of reference.configKeys) {
    const entry = (auths as Record<string, unknown>)[key]
    const found = entry && typeof entry === 'object' ? fromEntry(entry as Record<string, unknown>) : undefined
    if (found) {
      hideSecret(found.password)
      return { ...found, from: `${path} (auths["${key}"])` }
    }
  }
  return undefined
}

/** `auth` (base64 of user:password), or `username` and `password`, as docker login writes them. */
function fromEntry(entry: Record<string, unknown>): { username: string; password: string } | undefined {
  if (typeof entry.auth === 'string' && entry.auth) {
    const text = Buffer.from(entry.auth, 'base64').toString('utf8')
    const colon = text.indexOf(':')
    if (colon > 0 && colon < text.length - 1) return { username: text.slice(0, colon), password: text.slice(colon + 1) }
  }
  if (typeof entry.username === 'string' && typeof entry.password === 'string' && entry.username && entry.password)
    return { username: entry.username, password: entry.password }
  return undefined
}

/** The config as JSON, or undefined: missing, not a regular file, too large or not JSON (said in debug). */
async function readConfig(
  path: string,
  debug: (message: string) => void,
): Promise<Record<string, unknown> | undefined> {
  try {
    const bytes = await readRegularFile(await realpath(path), MAX_CONFIG_BYTES, path)
    const parsed: unknown = JSON.parse(bytes.toString('utf8'))
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      debug(`The Docker config is not read: ${(error as Error).message}`)
    return undefined
  }
}
