// session-transport and ice-addresses, checked before any request (issue 55 §6, §7, §8): an address ICE may
// use is one of this runner's own (a socket cannot bind another: werift's bind crashed the action with
// EADDRNOTAVAIL), never a value that is not an address, and neither setting passes without a check that
// talks to the bot.
import { describe, expect, it } from 'vitest'
import { idleSettingNotice } from '../../src/inputs/across-inputs.js'
import { parseInputs, type RawInputs } from '../../src/inputs/inputs.js'

const base: RawInputs = { 'api-key': 'sk_x', 'api-url': 'https://api.example.com/v1', 'agent-name': 'my-agent' }
const talking: RawInputs = { ...base, 'conversation-test': 'true', 'public-api-key': 'pk_x' }

function problemsOf(raw: RawInputs): string[] {
  const parsed = parseInputs(raw)
  return parsed.ok ? [] : parsed.problems
}

describe('ice-addresses', () => {
  it.each([
    ['10.0.0.256', 'it is not an IPv4 address (got "10.0.0.256")'],
    ['1.2.3', 'it is not an IPv4 address'],
    ['::1', 'it is not an IPv4 address (got "::1")'],
    ['192.0.2.1', 'it is not an address of this runner (its addresses: 127.0.0.1'],
    ['0.0.0.0', 'it is not an address of this runner'],
    ['255.255.255.255', 'it is not an address of this runner'],
    ['127.0.0.1\n192.0.2.1', '"192.0.2.1" is not an address of this runner'],
    [Array.from({ length: 17 }, (_, i) => `127.0.0.${i + 1}`).join('\n'), 'at most 16'],
    // 16 is within the bound: what is wrong with them is that they are not the runner's (issue 61 §5)
    [
      Array.from({ length: 16 }, (_, i) => `192.0.2.${i + 1}`).join('\n'),
      '"192.0.2.1" is not an address of this runner',
    ],
  ])('refuses %j, naming what is wrong once', (value, says) => {
    const problems = problemsOf({ ...talking, 'ice-addresses': value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain("Input 'ice-addresses' is not valid: expected IPv4 addresses of this runner")
    expect(problems[0]).toContain(says)
    // a single value is named once, not twice
    if (!value.includes('\n')) expect(problems[0]?.split(`"${value}"`)).toHaveLength(2)
  })

  it('takes the runner’s own addresses, each once, one a line or comma-separated', () => {
    const parsed = parseInputs({ ...talking, 'ice-addresses': '127.0.0.1,\n127.0.0.1' })
    expect(parsed.ok && parsed.inputs['ice-addresses']).toEqual(['127.0.0.1'])
  })
})

describe('session-transport and ice-addresses without a check that talks to the bot', () => {
  it.each([
    [{ 'session-transport': 'websocket' }, "Input 'session-transport' is set but"],
    [{ 'ice-addresses': '127.0.0.1' }, "Input 'ice-addresses' is set but"],
  ])('refuses %j, naming the switches', (given, says) => {
    const problems = problemsOf({ ...base, ...given })
    expect(problems.join('\n')).toContain(says)
    expect(problems.join('\n')).toContain(
      "'conversation-test' is false and 'scenarios' is empty: it is a setting of a check that does not run",
    )
  })

  it('takes them with scenarios alone', () => {
    expect(
      problemsOf({ ...base, scenarios: 'evals/*.yaml', 'public-api-key': 'pk_x', 'ice-addresses': '127.0.0.1' }),
    ).toEqual([])
  })
})

describe('ice-addresses where nothing gathers ICE', () => {
  const noticeOf = (transport: string) => {
    const parsed = parseInputs({ ...talking, 'session-transport': transport, 'ice-addresses': '127.0.0.1' })
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
    return idleSettingNotice(parsed.inputs)
  }

  it('is said of a call, which is one TCP connection', () => {
    expect(noticeOf('exotel')).toBe(
      "Input 'ice-addresses' does nothing with session-transport: exotel: only SmallWebRTC (webrtc) gathers ICE candidates on the runner's addresses; a call is one TCP connection to the session's wsUrl",
    )
  })

  it('is not said over SmallWebRTC, where it binds ICE', () => {
    expect(noticeOf('webrtc')).toBeUndefined()
  })
})
