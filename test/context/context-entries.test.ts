// What a second review found in how the context's entries are listed: links to files the rules leave
// out, FIFOs, names that are not UTF-8, the order of the entries, and very deep trees.
import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContextError, listContext } from '../../src/context/context-files.js'
import { ctx, file, useContextDir } from './setup.js'

useContextDir()

describe('links to files the rules leave out', () => {
  it("never packs a secret-looking or excluded file's content under a link's name", async () => {
    file('secrets/prod.key', '-----BEGIN PRIVATE KEY-----\n')
    file('.env', 'OPENAI_API_KEY=sk-live\n')
    file('private/data.json', '{}')
    file('public/readme.txt', 'shown')
    file('.dockerignore', 'private/\n')
    mkdirSync(join(ctx(), 'config'))
    symlinkSync('../secrets/prod.key', join(ctx(), 'config', 'current'))
    symlinkSync('.env', join(ctx(), 'settings.cfg'))
    symlinkSync('../private/data.json', join(ctx(), 'public', 'data.json'))
    symlinkSync('readme.txt', join(ctx(), 'public', 'link.txt'))
    const listing = await listContext(ctx(), 'Dockerfile')
    expect(listing.files.map((f) => f.path)).toEqual([
      '.dockerignore',
      'Dockerfile',
      'public/link.txt',
      'public/readme.txt',
    ])
    expect(listing.leftOutLinks).toEqual([
      'config/current -> secrets/prod.key',
      'public/data.json -> private/data.json',
      'settings.cfg -> .env',
    ])
    expect(listing.leftOutSecrets).toEqual(['.env', 'secrets/prod.key'])
  })
})

describe('special files and names', () => {
  it('lists a FIFO as not a regular file, not as a link', async () => {
    execFileSync('mkfifo', [join(ctx(), 'pipe')])
    const listing = await listContext(ctx(), 'Dockerfile')
    expect(listing.leftOutSpecial).toEqual(['pipe'])
    expect(listing.leftOutLinks).toEqual([])
  })

  it('fails clearly on a file name that is not UTF-8, naming it', async () => {
    mkdirSync(join(ctx(), 'data'))
    writeFileSync(
      Buffer.concat([Buffer.from(join(ctx(), 'data/')), Buffer.from([0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9])]),
      'x',
    )
    const failure = await listContext(ctx(), 'Dockerfile').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ContextError)
    expect((failure as Error).message).toBe(
      "The build context has a file name that is not valid UTF-8: data/r\\xe9sum\\xe9. The archive's names are UTF-8: rename it, or remove it before this step",
    )
  })

  it('sorts the entries by the bytes of their UTF-8 names, as byte-sorting clients do', async () => {
    file('a\u{1F600}', 'emoji')
    file('a\uE000', 'private use')
    file('ab', 'ascii')
    const listing = await listContext(ctx(), 'Dockerfile')
    // UTF-16 order would put the emoji (a surrogate pair, 0xD83D) before U+E000
    expect(listing.files.map((f) => f.path)).toEqual(['Dockerfile', 'ab', 'a\uE000', 'a\u{1F600}'])
  })

  it('lists a tree a thousand directories deep', async () => {
    const deep = Array.from({ length: 1000 }, () => 'd').join('/')
    file(`${deep}/leaf.py`, 'x')
    file('.dockerignore', '**/*.md\n!keep.md\n')
    const listing = await listContext(ctx(), 'Dockerfile')
    expect(listing.files.map((f) => f.path)).toEqual(['.dockerignore', 'Dockerfile', `${deep}/leaf.py`])
  })
})
