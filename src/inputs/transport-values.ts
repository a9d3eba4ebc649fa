import { networkInterfaces } from 'node:os'
import { isCall, PHONE_PROVIDERS, type SessionTransport } from '../session-transports.js'
import { InputProblem, type Parse } from './values.js'

// How the checks after ready talk to the bot (session-transport), and where ICE may look for local
// addresses (ice-addresses): the values, checked before any request.

export const sessionTransport: Parse<SessionTransport> = (value) => {
  if (value === 'webrtc' || value === 'websocket' || isCall(value)) return value
  throw new InputProblem(
    `expected webrtc, websocket, or a phone provider (${PHONE_PROVIDERS.join(', ')}): the transport your bot's code maps for the checks' sessions (Pipecat's quickstart maps webrtc)`,
  )
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/
/** The most addresses ice-addresses may name: ICE gathers a candidate on each. */
const MOST_ADDRESSES = 16

/** The IPv4 addresses of this runner's interfaces (loopback included): the only ones a socket can bind. */
function runnerAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry?.family === 'IPv4')
    .map((entry) => entry?.address ?? '')
}

/**
 * IPv4 addresses of this runner, one a line or comma-separated: the only ones ICE gathers candidates on.
 * Each must be an address one of the runner's interfaces has (a socket cannot bind another: werift's bind
 * failed with EADDRNOTAVAIL, outside any request), never 0.0.0.0 or a broadcast address, at most 16.
 */
export const iceAddresses: Parse<string[]> = (value) => {
  const addresses = [
    ...new Set(
      value
        .split(/[\s,]+/)
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ]
  const expected = 'expected IPv4 addresses of this runner, such as 127.0.0.1 or 10.0.0.5, one a line'
  if (addresses.length === 0) throw new InputProblem(expected)
  if (addresses.length > MOST_ADDRESSES) throw new InputProblem(`${expected}; at most ${MOST_ADDRESSES}`)
  // one value is quoted by the message's own "(got …)": named here only among several
  const named = (address: string) => (addresses.length > 1 ? `"${address.slice(0, 60)}"` : 'it')
  const bad = addresses.find((address) => !IPV4.test(address))
  if (bad !== undefined) throw new InputProblem(`${expected}: ${named(bad)} is not an IPv4 address`)
  const own = runnerAddresses()
  const foreign = addresses.find((address) => !own.includes(address))
  if (foreign !== undefined) {
    throw new InputProblem(
      `${expected}: ${named(foreign)} is not an address of this runner (its addresses: ${own.join(', ') || 'none'})`,
    )
  }
  return addresses
}
