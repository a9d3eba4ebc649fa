import { createHash } from 'node:crypto'
import * as z from 'zod/mini'

// What a manifest says of the platforms an image runs on. An index (OCI) or a manifest list (Docker)
// names a platform for each entry; entries of attestations (`unknown/unknown`) are not platforms. A single
// image manifest names its config blob, which says the platform. Docker's first schema names it itself.

export const MANIFEST_ACCEPT = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ')

/** Docker reads manifests up to 4 MiB: a larger answer is not a manifest this action needs. */
export const MAX_MANIFEST_BYTES = 4 * 1024 * 1024
/** An image config is a few kilobytes; 1 MiB is generous. */
export const MAX_CONFIG_BYTES = 1024 * 1024

const platformSchema = z.looseObject({ architecture: z.string(), os: z.string(), variant: z.optional(z.string()) })
const descriptor = z.looseObject({ digest: z.string(), mediaType: z.optional(z.string()) })
const manifestSchema = z.looseObject({
  mediaType: z.optional(z.string()),
  manifests: z.optional(z.array(z.looseObject({ platform: z.optional(platformSchema) }))),
  config: z.optional(descriptor),
  architecture: z.optional(z.string()),
})

export type ManifestKind =
  | { kind: 'index'; platforms: string[] }
  | { kind: 'image'; configDigest: string }
  | { kind: 'platform'; platforms: string[] }
  | { kind: 'unknown'; why: string }

/** What the manifest's bytes say of its platforms. */
export function readManifest(body: Buffer, mediaType: string | undefined): ManifestKind {
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    return { kind: 'unknown', why: 'the manifest is not JSON' }
  }
  const parsed = z.safeParse(manifestSchema, json)
  if (!parsed.success) return { kind: 'unknown', why: 'the manifest is not one this action knows' }
  const manifest = parsed.data
  if (manifest.manifests) {
    const platforms = manifest.manifests.flatMap((entry) =>
      entry.platform && !(entry.platform.os === 'unknown' && entry.platform.architecture === 'unknown')
        ? [platformName(entry.platform)]
        : [],
    )
    return { kind: 'index', platforms: [...new Set(platforms)] }
  }
  if (manifest.config) return { kind: 'image', configDigest: manifest.config.digest }
  if (manifest.architecture) return { kind: 'platform', platforms: [`linux/${manifest.architecture}`] }
  return { kind: 'unknown', why: `a manifest of type ${mediaType ?? '(none said)'} names no platform` }
}

/** The platform an image config names: "linux/arm64". */
export function configPlatform(body: Buffer): string | undefined {
  try {
    const parsed = z.safeParse(platformSchema, JSON.parse(body.toString('utf8')))
    return parsed.success ? platformName(parsed.data) : undefined
  } catch {
    return undefined
  }
}

function platformName(platform: { os: string; architecture: string; variant?: string | undefined }): string {
  return `${platform.os}/${platform.architecture}${platform.variant ? `/${platform.variant}` : ''}`
}

/** Whether `platforms` has one the agent runs on: linux and the architecture, whatever the variant. */
export function runsOn(platforms: string[], architecture: string): boolean {
  return platforms.some(
    (platform) => platform === `linux/${architecture}` || platform.startsWith(`linux/${architecture}/`),
  )
}

/** The digest of the bytes, as the registry names it (sha256:…, or sha512:… when asked). */
export function digestOf(body: Buffer, algorithm: 'sha256' | 'sha512' = 'sha256'): string {
  return `${algorithm}:${createHash(algorithm).update(body).digest('hex')}`
}

/** The digests the distribution API uses: `algorithm:hex`, nothing that could be read as a path. */
const DIGEST_FORM = /^(sha256:[0-9a-f]{64}|sha512:[0-9a-f]{128})$/

/** Whether `digest` is `sha256:<64 hex>` or `sha512:<128 hex>`. */
export function isDigest(digest: string): boolean {
  return DIGEST_FORM.test(digest)
}

/** Whether the bytes are those `digest` names (a digest of another form never matches). */
export function matchesDigest(body: Buffer, digest: string): boolean {
  if (!isDigest(digest)) return false
  return digestOf(body, digest.startsWith('sha512:') ? 'sha512' : 'sha256') === digest
}
