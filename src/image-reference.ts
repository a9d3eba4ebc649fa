import { isLoopback } from './addresses.js'

// An image reference as Docker resolves it: which registry's API to ask, for which repository, by tag or
// digest. Docker Hub's short names (`name`, `user/name`, `docker.io/…`) live at registry-1.docker.io, one
// word under `library/`. Registries on this machine (localhost, 127.0.0.0/8) are spoken to over http, as
// Docker does; every other over https only. The reference has passed the input's check (values.ts).

const DOCKER_HUB_NAMES = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io'])
/** The host of Docker Hub's API, and the one its image pull secrets and Docker's config name. */
export const DOCKER_HUB_API = 'registry-1.docker.io'
export const DOCKER_HUB_INDEX = 'https://index.docker.io/v1/'

export interface ImageReference {
  /** the reference as given */
  given: string
  /** where the registry's API answers: host[:port] */
  apiHost: string
  scheme: 'http' | 'https'
  repository: string
  tag?: string
  digest?: string
  /** the registry as people name it (docker.io for Docker Hub), for messages */
  registry: string
  /** the host an image pull secret set names, as the URI the service declares: https://<host>, Docker Hub's index address */
  pullSecretHost: string
  /** what Docker's config.json may name this registry by, in its auths */
  configKeys: string[]
}

export function parseReference(given: string): ImageReference {
  const at = given.indexOf('@')
  const digest = at === -1 ? undefined : given.slice(at + 1)
  const rest = at === -1 ? given : given.slice(0, at)
  const slash = rest.lastIndexOf('/')
  const colon = rest.indexOf(':', slash + 1)
  const tag = colon === -1 ? undefined : rest.slice(colon + 1)
  const name = colon === -1 ? rest : rest.slice(0, colon)
  const parts = name.split('/')
  const first = parts[0] ?? ''
  const hasDomain = parts.length > 1 && (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first)
  const domain = hasDomain ? first : 'docker.io'
  const path = hasDomain ? parts.slice(1) : parts
  const hub = DOCKER_HUB_NAMES.has(domain)
  const repository = hub && path.length === 1 ? `library/${path[0]}` : path.join('/')
  const apiHost = hub ? DOCKER_HUB_API : domain
  const hostname = apiHost.replace(/:\d+$/, '')
  return {
    given,
    apiHost,
    scheme: isLoopback(hostname) ? 'http' : 'https',
    repository,
    ...(tag !== undefined ? { tag } : {}),
    ...(digest !== undefined ? { digest } : {}),
    registry: hub ? 'docker.io' : domain.toLowerCase(),
    pullSecretHost: hub ? DOCKER_HUB_INDEX : `https://${domain}`,
    configKeys: hub
      ? [DOCKER_HUB_INDEX, 'index.docker.io', 'docker.io', DOCKER_HUB_API, 'https://registry-1.docker.io']
      : [domain, `https://${domain}`, `http://${domain}`, `https://${domain}/v1/`, `https://${domain}/v2/`],
  }
}

/**
 * The registry a `registry` input names, as a reference names it (`docker.io` for Docker Hub, else
 * host[:port] in lower case): a host, or an address such as https://index.docker.io/v1/. Undefined when
 * it is neither.
 */
export function registryName(value: string): string | undefined {
  const host = value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase()
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(host)) return undefined
  return DOCKER_HUB_NAMES.has(host) ? 'docker.io' : host
}

/** The reference pinned to what it resolved to: the tag kept for people, the digest for the service. */
export function pinned(reference: ImageReference, digest: string): string {
  return reference.digest !== undefined ? reference.given : `${reference.given}@${digest}`
}
