// Where a session token may go: the service's own host or a subdomain of it, never a host that merely ends
// with the same letters (issue 44 §7).
import { describe, expect, it } from 'vitest'
import { checkedWsUrl } from '../../../src/after-ready/transports/websocket/ws-url.js'

describe('checkedWsUrl', () => {
  it.each([
    ['wss://example.com/ws', true],
    ['wss://us-west.example.com/ws', true],
    ['wss://evilexample.com/ws', false],
    ['wss://example.com.evil.net/ws', false],
    ['ws://us-west.example.com/ws', false],
  ])('%s for a service at example.com: taken %s', (wsUrl, taken) => {
    const checked = checkedWsUrl(wsUrl, 'https://example.com/v1')
    expect('address' in checked).toBe(taken)
    if (!taken && wsUrl.startsWith('wss:')) {
      expect('problem' in checked && checked.problem).toContain(`leads to ${new URL(wsUrl).host}`)
    }
  })
})
