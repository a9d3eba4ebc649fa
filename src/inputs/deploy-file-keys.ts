import type { InputName } from './inputs.js'

// The keys of the service CLI's deploy file (pcc-deploy.toml), as service-facts.md lists them, and what
// the action does with each: the input it fills, or why it is not applied.

/** `retired`: any value is taken (and never sent): a file that deployed before must deploy still. */
export type ValueType = 'string' | 'integer' | 'boolean' | 'retired'

/** A key the action applies: the input it stands for, and the TOML type the CLI takes for it. */
export interface AppliedKey {
  input: InputName
  type: ValueType
}

/** Keys with an input, by their path in the file ("scaling.max_agents"). */
export const APPLIED_KEYS: Record<string, AppliedKey> = {
  agent_name: { input: 'agent-name', type: 'string' },
  image: { input: 'image', type: 'string' },
  image_credentials: { input: 'image-pull-secret-set', type: 'string' },
  secret_set: { input: 'secret-set', type: 'string' },
  region: { input: 'region', type: 'string' },
  agent_profile: { input: 'agent-profile', type: 'string' },
  max_session_duration: { input: 'max-session-duration', type: 'integer' },
  // The CLI deprecates enable_krisp; it is still the file's way to say it.
  enable_krisp: { input: 'enable-noise-suppression', type: 'boolean' },
  // Removed from the service's CLI in March 2026 (0.4.0): taken, warned about, never sent.
  enable_managed_keys: { input: 'enable-managed-keys', type: 'retired' },
  // The CLI sends it as websocketAuth since its 0.6.0.
  websocket_auth: { input: 'websocket-auth', type: 'string' },
  'scaling.min_agents': { input: 'min-agents', type: 'integer' },
  'scaling.max_agents': { input: 'max-agents', type: 'integer' },
  // The old names, which the service's own examples still carry: its older CLIs took them, its current one refuses them.
  'scaling.min_instances': { input: 'min-agents', type: 'integer' },
  'scaling.max_instances': { input: 'max-agents', type: 'integer' },
  build_id: { input: 'build-id', type: 'string' },
  'build.context_dir': { input: 'build-context', type: 'string' },
  'build.dockerfile': { input: 'dockerfile', type: 'string' },
  'krisp_viva.audio_filter': { input: 'audio-filter', type: 'string' },
  architecture: { input: 'architecture', type: 'string' },
}

/** The cloud build's extra exclusions: a list, not an input (used only without a .dockerignore). */
export const EXCLUDE_PATTERNS_KEY = 'build.exclude.patterns'

/** Tables whose whole content the action does not apply, and why. */
export const NOT_APPLIED_TABLES = new Map([
  ['docker', "the CLI's own local build: use image or cloud-build"],
  ['resources', 'self-hosted regions only: use agent_profile'],
  ['git', "the service's GitHub integration, which deploys on its own"],
])

/** Keys the CLI now refuses as no longer supported, which the action still takes: what to write instead. */
export const DEPRECATED_KEYS = new Map([
  ['enable_krisp', '[krisp_viva] audio_filter'],
  ['scaling.min_instances', '[scaling] min_agents'],
  ['scaling.max_instances', '[scaling] max_agents'],
])

/** Tables the action looks into. */
export const TABLES = new Set(['scaling', 'build', 'build.exclude', 'krisp_viva'])

const ALL_KEYS = [...Object.keys(APPLIED_KEYS), EXCLUDE_PATTERNS_KEY, ...NOT_APPLIED_TABLES.keys(), ...TABLES]

/** A known key of the same name in another table (or at the top level): where an unknown one belongs. */
export function elsewhere(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('.') + 1)
  return ALL_KEYS.find((known) => known !== path && known.slice(known.lastIndexOf('.') + 1) === name)
}

/** The key as a person writes it in the file: "[scaling] max_agents", "agent_name". */
export function keyLabel(path: string): string {
  // A key of a megabyte makes a line of a hundred characters, not a megabyte.
  if (path.length > LONGEST_SHOWN_KEY)
    return `${path.slice(0, LONGEST_SHOWN_KEY)}… (a key of ${path.length} characters)`
  const at = path.lastIndexOf('.')
  return at === -1 ? path : `[${path.slice(0, at)}] ${path.slice(at + 1)}`
}

/** the longest key a message shows whole; no known key is near one longer, and none is looked for */
export const LONGEST_SHOWN_KEY = 100

/** The known key closest to an unknown one (edit distance), for "did you mean". */
export function nearestKey(path: string): string | undefined {
  if (path.length > LONGEST_SHOWN_KEY) return undefined
  let best = ALL_KEYS[0] ?? ''
  let bestDistance = Number.POSITIVE_INFINITY
  for (const known of ALL_KEYS) {
    const distance = editDistance(path, known)
    if (distance < bestDistance) [best, bestDistance] = [known, distance]
  }
  return best
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution))
    }
    previous = row
  }
  return previous[b.length] ?? 0
}
