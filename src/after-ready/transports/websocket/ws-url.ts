import { isLoopback } from '../../../addresses.js'
import { shortened } from '../../../secrets.js'

// Where the session token may go: the wsUrl the service answered a start with, on the service's own host
// or one of its subdomains (a host that merely ends with the same letters, notlocalhost for localhost, is
// another host), over wss, or ws to this machine only, so the token never crosses a network in clear.

/** wss (ws to this machine only), on the service's own host or one of its subdomains. */
export function checkedWsUrl(wsUrl: string, apiUrl: string): { address: URL } | { problem: string } {
  let address: URL
  try {
    address = new URL(wsUrl)
  } catch {
    return {
      problem: `the service answered the start with a wsUrl that is not an address (${JSON.stringify(shortened(wsUrl, 80))})`,
    }
  }
  const host = address.hostname.toLowerCase()
  const own = new URL(apiUrl).hostname.toLowerCase()
  if (address.protocol !== 'wss:' && !(address.protocol === 'ws:' && isLoopback(host))) {
    return {
      problem: `the service's wsUrl uses ${address.protocol}//${address.host}: only wss is taken (ws only to this machine), so the session token never crosses a network in clear`,
    }
  }
  if (host !== own && !host.endsWith(`.${own}`)) {
    return {
      problem: `the service's wsUrl leads to ${address.host}, which is not the service's host (${own}) nor one of its subdomains: the session token is not sent there`,
    }
  }
  return { address }
}
