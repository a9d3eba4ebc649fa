// Which of the service's ICE servers werift is given (src/after-ready/transports/webrtc/ice-servers.ts): it reads only the
// first STUN and the first TURN URL, so the first STUN and TURN over TCP (else TLS, else UDP), with the TURN
// server's credentials, so that a runner without outbound UDP still connects through TURN's TCP.
import { describe, expect, it } from 'vitest'
import { chooseIceServers } from '../../../src/after-ready/transports/webrtc/ice-servers.js'

const turn = (urls: string[]) => ({ urls, username: 'user', credential: 'secret' })

describe('the ICE servers werift is given', () => {
  it.each([
    [
      'STUN, then TURN over TCP of the OpenAPI example',
      [
        { urls: ['stun:stun.example:3478'] },
        turn([
          'turn:t.example:3478?transport=udp',
          'turn:t.example:3478?transport=tcp',
          'turns:t.example:5349?transport=tcp',
        ]),
      ],
      [
        { urls: 'stun:stun.example:3478' },
        { urls: 'turn:t.example:3478?transport=tcp', username: 'user', credential: 'secret' },
      ],
    ],
    [
      'TURN over TLS when there is no TCP one',
      [turn(['turn:t.example:3478?transport=udp', 'turns:t.example:5349?transport=tcp'])],
      [{ urls: 'turns:t.example:5349?transport=tcp', username: 'user', credential: 'secret' }],
    ],
    [
      'TURN over UDP when it is the only one',
      [turn(['turn:t.example:3478'])],
      [{ urls: 'turn:t.example:3478', username: 'user', credential: 'secret' }],
    ],
    ['none when the start named none', [], []],
    [
      'no server on a link-local address (a cloud runner’s metadata service), then the next one',
      [
        { urls: ['stun:169.254.169.254:3478'] },
        turn(['turn:169.254.169.254:80?transport=tcp', 'turn:[fe80::1]:3478?transport=tcp', 'turn:t.example:3478']),
      ],
      [{ urls: 'turn:t.example:3478', username: 'user', credential: 'secret' }],
    ],
    [
      'none on the last addresses of fe80::/10 either (febf::), a planted bug of issue 61 §5',
      [turn(['turn:[febf::1]:3478?transport=tcp', 'turn:[feb0::9]:3478', 'turn:t.example:3478'])],
      [{ urls: 'turn:t.example:3478', username: 'user', credential: 'secret' }],
    ],
    [
      'one just past fe80::/10 (fec0::) is no link-local address',
      [turn(['turn:[fec0::1]:3478?transport=tcp'])],
      [{ urls: 'turn:[fec0::1]:3478?transport=tcp', username: 'user', credential: 'secret' }],
    ],
  ])('%s', (_, servers, chosen) => {
    expect(chooseIceServers(servers)).toEqual(chosen)
  })
})
