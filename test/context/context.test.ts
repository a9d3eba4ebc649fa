import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ContextError, listContext } from '../../src/context/context-files.js'
import { incompressible, packContext } from '../../src/context/pack.js'
import { tarEntries } from '../double/tar-entries.js'
import { ctx, dir, file, useContextDir } from './setup.js'

useContextDir(() => file('app/main.py', 'print("hi")\n'))

const paths = async (dockerfile = 'Dockerfile') => (await listContext(ctx(), dockerfile)).files.map((f) => f.path)

describe('listContext', () => {
  it("leaves out the service clients' defaults when there is no .dockerignore", async () => {
    for (const path of [
      '.git/HEAD',
      'node_modules/x/i.js',
      'app/__pycache__/m.pyc',
      '.venv/bin/python',
      'debug.log',
      'pcc-deploy.toml',
    ])
      file(path)
    expect(await paths()).toEqual(['Dockerfile', 'app/main.py'])
  })

  it("follows Docker's rules in a .dockerignore: **, ! exceptions, leading and trailing /, comments", async () => {
    file('.dockerignore', '# docs are not needed\n**/*.md\n!README.md\n/tmp\nbuild/\n')
    for (const path of ['README.md', 'docs/guide.md', 'tmp/x', 'app/tmp/y', 'build/out', 'app/build']) file(path)
    expect(await paths()).toEqual(['.dockerignore', 'Dockerfile', 'README.md', 'app/build', 'app/main.py', 'app/tmp/y'])
  })

  it('leaves out files that look like secrets unless an explicit ! rule asks for them', async () => {
    file('.dockerignore', '*.md\n!certs/ca.pem\n')
    for (const path of ['.env', 'app/.env.production', 'certs/ca.pem', 'certs/server.key', 'tls.pem']) file(path)
    const listing = await listContext(ctx(), 'Dockerfile')
    expect(listing.files.map((f) => f.path)).toContain('certs/ca.pem')
    expect(listing.leftOutSecrets.sort()).toEqual(['.env', 'app/.env.production', 'certs/server.key', 'tls.pem'])
  })

  it('does not follow a symlink out of the context, and takes one that stays inside', async () => {
    symlinkSync('/etc/hostname', join(ctx(), 'outside'))
    symlinkSync('app/main.py', join(ctx(), 'inside'))
    const listing = await listContext(ctx(), 'Dockerfile')
    expect(listing.files.map((f) => f.path)).toEqual(['Dockerfile', 'app/main.py', 'inside'])
    expect(listing.leftOutLinks).toEqual(['outside'])
  })

  it('needs the Dockerfile, inside the context', async () => {
    await expect(listContext(ctx(), 'docker/Dockerfile')).rejects.toThrow("No Dockerfile at 'docker/Dockerfile'")
    await expect(listContext(ctx(), '../Dockerfile')).rejects.toThrow('is outside the build context')
  })

  it('refuses a context over 500 MB from its size alone, naming the biggest directories', async () => {
    mkdirSync(join(ctx(), 'models'))
    // a sparse file: 600 MB by its size, nothing on disk, and never read
    writeFileSync(join(ctx(), 'models', 'weights.bin'), '')
    truncateSync(join(ctx(), 'models', 'weights.bin'), 600_000_000)
    const error = await listContext(ctx(), 'Dockerfile').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContextError)
    expect((error as Error).message).toMatch(
      /is 600\.0 MB uncompressed, over the service's limit of 500 MB\. Biggest directories: models\/ 600\.0 MB.*\.dockerignore/,
    )
  })
})

describe('packContext', () => {
  it('packs the same bytes, and so the same hash, whatever the file times and modes besides x', async () => {
    chmodSync(join(ctx(), 'app/main.py'), 0o775)
    const first = await packContext(await listContext(ctx(), 'Dockerfile'), join(dir, 'a.tgz'))
    utimesSync(join(ctx(), 'app/main.py'), new Date('2001-01-01'), new Date('2001-01-01'))
    utimesSync(join(ctx(), 'Dockerfile'), new Date(), new Date())
    chmodSync(join(ctx(), 'app/main.py'), 0o700)
    const second = await packContext(await listContext(ctx(), 'Dockerfile'), join(dir, 'b.tgz'))
    expect(second.contextHash).toBe(first.contextHash)
    expect(readFileSync(join(dir, 'b.tgz'))).toEqual(readFileSync(join(dir, 'a.tgz')))
    const bytes = readFileSync(join(dir, 'a.tgz'))
    expect(first.contextHash).toBe(createHash('md5').update(bytes).digest('hex').slice(0, 16))
    expect(first.bytes).toBe(bytes.length)
  })

  it('writes sorted entries with mtime 0, owner 0 and no names, 0755 or 0644, and a gzip header with no time', async () => {
    chmodSync(join(ctx(), 'app/main.py'), 0o775)
    file('a.txt')
    const packed = await packContext(await listContext(ctx(), 'Dockerfile'), join(dir, 'c.tgz'))
    const bytes = readFileSync(packed.file)
    expect([...bytes.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 4, 3])
    const entries = tarEntries(gunzipSync(bytes))
    expect(entries.map((e) => [e.name, e.mode, e.mtime, e.uid, e.gid, e.uname, e.gname])).toEqual([
      ['Dockerfile', 0o644, 0, 0, 0, '', ''],
      ['a.txt', 0o644, 0, 0, 0, '', ''],
      ['app/main.py', 0o755, 0, 0, 0, '', ''],
    ])
    expect(entries.find((e) => e.name === 'app/main.py')?.text).toBe('print("hi")\n')
  })

  it('compresses in blocks (stored where random) that join into one gzip member of exactly the files', async () => {
    const random = randomBytes(2_500_000)
    const text = Buffer.from('def handler(event):\n    return event\n'.repeat(60_000))
    writeFileSync(join(ctx(), 'model.bin'), random)
    writeFileSync(join(ctx(), 'app/big.py'), text)
    for (let i = 0; i < 40; i++) file(`app/mod${String(i).padStart(2, '0')}.py`, `x = ${i}\n`)
    const packed = await packContext(await listContext(ctx(), 'Dockerfile'), join(dir, 'm.tgz'))
    const bytes = readFileSync(packed.file)
    // one member: the trailer's size is the whole tar's, and nothing follows it
    const tar = gunzipSync(bytes)
    expect(bytes.readUInt32LE(bytes.length - 4)).toBe(tar.length)
    const entries = tarEntries(tar)
    expect(entries).toHaveLength(44)
    // Buffer#equals: vitest's toEqual walks a 2 MB buffer element by element, for seconds
    expect(Buffer.from(entries.find((e) => e.name === 'app/big.py')?.text ?? '').equals(text)).toBe(true)
    expect(entries.find((e) => e.name === 'model.bin')?.size).toBe(random.length)
    // the random file is stored, not deflated: the archive is barely larger than it
    expect(packed.bytes).toBeLessThan(random.length + 200_000)
  })

  it('takes random bytes as incompressible, and text or zeros as not', () => {
    expect(incompressible(randomBytes(1 << 20))).toBe(true)
    expect(incompressible(Buffer.alloc(1 << 20))).toBe(false)
    expect(incompressible(Buffer.from('const a = 1\n'.repeat(100_000)))).toBe(false)
  })
})
