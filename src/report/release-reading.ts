import * as z from 'zod/mini'
import { RELEASE_VERSION, type ReleaseRecord } from './release-record.js'

// A release record read back (promote-from, the rollback action): one line of JSON that another job wrote,
// so untrusted. Its shape is checked here; its values (the image, the sets) are checked where they are
// used, by the same rules as the inputs they stand for. Fields a later version adds are ignored; those only a
// rollback needs (operation, before, rolledBack, the run) may be missing from a record written by hand.

const text = z.string().check(z.maxLength(4096))
const optionalText = z.optional(text)

const config = z.object({
  image: optionalText,
  buildId: optionalText,
  nodeType: optionalText,
  secretSet: optionalText,
  minAgents: z.optional(z.number()),
  maxAgents: z.optional(z.number()),
  enableNoiseSuppression: z.optional(z.boolean()),
  agentProfile: optionalText,
  maxSessionDuration: z.optional(z.number()),
  imagePullSecretSet: optionalText,
  region: optionalText,
  architecture: optionalText,
  audioFilter: z.optional(z.nullable(text)),
  websocketAuth: optionalText,
})

const record = z.object({
  version: z.literal(RELEASE_VERSION),
  agent: text,
  region: z.nullable(text),
  operation: z._default(z.nullable(text), null),
  status: text,
  deploymentId: z.nullable(text),
  previousDeploymentId: z._default(z.nullable(text), null),
  before: z._default(z.nullable(config), null),
  artifact: z.nullable(z.union([z.object({ image: text, digest: z.nullable(text) }), z.object({ buildId: text })])),
  checks: z.record(text, text),
  rolledBack: z._default(z.boolean(), false),
  failure: z._default(z.nullable(z.string()), null),
  commit: z._default(z.nullable(text), null),
  run: z._default(z.object({ repository: z.nullable(text), id: z.nullable(text), attempt: z.nullable(text) }), {
    repository: null,
    id: null,
    attempt: null,
  }),
})

/** The record the text holds; or what it is instead: not JSON, not a record, a record of an unknown version. */
export function readReleaseRecord(
  given: string,
): { record: ReleaseRecord } | { problem: string; kind: 'not-json' | 'not-a-record' | 'version' } {
  let json: unknown
  try {
    json = JSON.parse(given)
  } catch {
    return { problem: 'is not JSON', kind: 'not-json' }
  }
  const version = json && typeof json === 'object' ? (json as { version?: unknown }).version : undefined
  if (typeof version === 'number' && version !== RELEASE_VERSION)
    return {
      problem: `is a release record of version ${version}, which this action does not know (it writes and reads version ${RELEASE_VERSION})`,
      kind: 'version',
    }
  const parsed = z.safeParse(record, json)
  if (!parsed.success)
    return {
      problem: `is not a release record (${fieldsOf(parsed.error.issues)} missing or not as a deploy step writes them)`,
      kind: 'not-a-record',
    }
  return { record: parsed.data as ReleaseRecord }
}

/** The fields a failed parse names, a few at most. */
function fieldsOf(issues: readonly { path: PropertyKey[] }[]): string {
  const names = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || 'the whole'))]
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
}
