import { isLinkLocal } from '../../../addresses.js'
import { shortened } from '../../../secrets.js'
import type { IceServer } from '../../../service/sessions/sessions.js'

// Which of the service's ICE servers the link passes to werift, which reads only the first STUN and the
// first TURN URL it is given (service-facts.md): the first STUN, and TURN over TCP (else TLS, else UDP),
// so that a runner whose network lets no UDP out still reaches the bot through TURN's TCP. A server on a
// link-local address (169.254.169.254: a cloud runner's metadata service) is never given (docs/security.md).

/** The servers werift is given: one STUN, one TURN (with its credentials), from what the start answered. */
export function chooseIceServers(servers: readonly IceServer[]): IceServer[] {
  const all = servers
    .flatMap((server) => urlsOf(server).map((url) => ({ ...server, urls: url })))
    .filter((server) => !isLinkLocal(hostOf(server.urls)))
  const stun = all.find((server) => /^stuns?:/i.test(server.urls))
  const turns = all.filter((server) => /^turns?:/i.test(server.urls))
  const turn =
    turns.find((server) => /^turn:.*[?&]transport=tcp/i.test(server.urls)) ??
    turns.find((server) => /^turns:/i.test(server.urls)) ??
    turns[0]
  return [stun, turn].filter((server): server is IceServer & { urls: string } => server !== undefined)
}

/** The ICE servers in words, their credentials left out. */
export function describeServers(servers: readonly IceServer[]): string {
  const urls = servers.flatMap(urlsOf)
  return urls.length > 0 ? urls.map((url) => shortened(url, 100)).join(', ') : 'none (host candidates only)'
}

const urlsOf = (server: IceServer): string[] => (Array.isArray(server.urls) ? server.urls : [server.urls])

/** The host of an ICE URL (`turn:host:port?transport=tcp`, `stun:[fe80::1]:3478`). */
function hostOf(url: string): string {
  const rest = url.replace(/^[a-z]+:/i, '').replace(/\?.*$/, '')
  const bracketed = /^\[([^\]]*)\]/.exec(rest)
  return bracketed?.[1] ?? rest.replace(/:\d+$/, '')
}
