import { InputProblem, type Parse } from './values.js'

// How the checks after ready talk to the bot (session-transport), and where ICE may look for local
// addresses (ice-addresses): the values, checked before any request.

export type SessionTransport = 'webrtc' | 'websocket'

export const sessionTransport: Parse<SessionTransport> = (value) => {
  if (value === 'webrtc' || value === 'websocket') return value
  throw new InputProblem(
    "expected webrtc or websocket: the transport your bot's code maps for the checks' sessions (Pipecat's quickstart maps webrtc)",
  )
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/

/** IPv4 addresses of the runner, one a line or comma-separated: the only ones ICE gathers candidates on. */
export const iceAddresses: Parse<string[]> = (value) => {
  const addresses = value
    .split(/[\s,]+/)
    .map((address) => address.trim())
    .filter(Boolean)
  const bad = addresses.find((address) => !IPV4.test(address))
  if (bad !== undefined || addresses.length === 0)
    throw new InputProblem(
      `expected IPv4 addresses of this runner, such as 127.0.0.1 or 10.0.0.5, one a line${bad ? ` (got "${bad.slice(0, 60)}")` : ''}`,
    )
  return addresses
}
