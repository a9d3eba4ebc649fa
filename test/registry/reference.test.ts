// Which registry and repository a reference names, as Docker resolves it: Docker Hub's short names, a
// registry host with a port, http only for this machine, the host an image pull secret names.
import { describe, expect, it } from 'vitest'
import { parseReference, pinned, registryName } from '../../src/image-reference.js'

describe('parseReference', () => {
  it.each([
    ['redis:7', 'registry-1.docker.io', 'library/redis', 'https', 'https://index.docker.io/v1/'],
    ['acme/bot:1.0', 'registry-1.docker.io', 'acme/bot', 'https', 'https://index.docker.io/v1/'],
    ['docker.io/acme/bot:1.0', 'registry-1.docker.io', 'acme/bot', 'https', 'https://index.docker.io/v1/'],
    ['docker.io/bot:1.0', 'registry-1.docker.io', 'library/bot', 'https', 'https://index.docker.io/v1/'],
    ['ghcr.io/acme/team/bot:sha-1', 'ghcr.io', 'acme/team/bot', 'https', 'https://ghcr.io'],
    [
      'registry.example.com:5443/bot:2',
      'registry.example.com:5443',
      'bot',
      'https',
      'https://registry.example.com:5443',
    ],
    ['localhost:5000/team/bot:1', 'localhost:5000', 'team/bot', 'http', 'https://localhost:5000'],
    ['127.0.0.1:5000/team/bot:1', '127.0.0.1:5000', 'team/bot', 'http', 'https://127.0.0.1:5000'],
    ['127.evil.example/team/bot:1', '127.evil.example', 'team/bot', 'https', 'https://127.evil.example'],
  ])(
    '%s is read from %s, repository %s, over %s; its pull secret names %s',
    (given, host, repository, scheme, secretHost) => {
      const reference = parseReference(given)
      expect([reference.apiHost, reference.repository, reference.scheme, reference.pullSecretHost]).toEqual([
        host,
        repository,
        scheme,
        secretHost,
      ])
    },
  )

  it.each([
    ['ghcr.io', 'ghcr.io'],
    ['GHCR.io', 'ghcr.io'],
    ['https://ghcr.io/', 'ghcr.io'],
    ['registry.example.com:5443', 'registry.example.com:5443'],
    ['docker.io', 'docker.io'],
    ['index.docker.io', 'docker.io'],
    ['https://index.docker.io/v1/', 'docker.io'],
    ['registry-1.docker.io', 'docker.io'],
    ['not a host', undefined],
    ['ghcr.io:abc', undefined],
  ])('the registry input %s names %s, as a reference names its registry', (given, name) => {
    expect(registryName(given)).toBe(name)
  })

  it('names the registry of a reference as the registry input does', () => {
    expect(parseReference('redis:7').registry).toBe(registryName('docker.io'))
    expect(parseReference('GHCR.io/acme/bot:1').registry).toBe(registryName('ghcr.io'))
    expect(parseReference('localhost:5000/bot:1').registry).not.toBe(registryName('localhost:5001'))
  })

  it('keeps the tag for people and pins the digest; a reference with a digest stays as given', () => {
    const digest = `sha256:${'a'.repeat(64)}`
    expect(pinned(parseReference('ghcr.io/acme/bot:1.0'), digest)).toBe(`ghcr.io/acme/bot:1.0@${digest}`)
    const byDigest = parseReference(`ghcr.io/acme/bot:1.0@${digest}`)
    expect([byDigest.tag, byDigest.digest]).toEqual(['1.0', digest])
    expect(pinned(byDigest, `sha256:${'b'.repeat(64)}`)).toBe(`ghcr.io/acme/bot:1.0@${digest}`)
  })
})
