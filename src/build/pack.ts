import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { pack as tarPack } from 'tar-stream'
import type { ContextListing } from './context-files.js'

// The build context as the service expects it: a gzipped tar, byte for byte the same for the same
// sources on any runner, whatever the checkout's file times, owners or umask (the service's context
// hash, and so its build cache, depend on every byte): entries sorted by path, files only, mtime 0,
// uid/gid 0 with empty names, mode 0755 or 0644, and a gzip header with no time or name. Streamed: one
// file at a time is read, compressed and hashed on its way to the archive file, so memory does not grow
// with the context.

/**
 * Part of the hash: changing it changes every context hash. Chosen by measurement (CONTRIBUTING.md):
 * level 1 packs several times faster than the default 6 for a few percent more bytes, and most of
 * the upload time is the bytes that do not compress at all.
 */
export const GZIP_LEVEL = 1

/** The gzip header's OS byte: zlib writes its build platform's (3 on Unix, 10 on Windows); always Unix. */
const GZIP_OS_UNIX = 3

export interface PackedContext {
  /** the archive, on disk */
  file: string
  /** bytes of the archive (compressed) */
  bytes: number
  /** first 16 hex characters of the MD5 of the archive's bytes: the service's contextHash */
  contextHash: string
  fileCount: number
  /** bytes of the files (uncompressed) */
  contextBytes: number
}

/** Packs the listed files into `target` (under RUNNER_TEMP), hashing as it writes. */
export async function packContext(
  listing: ContextListing,
  target: string,
  signal?: AbortSignal,
): Promise<PackedContext> {
  const tar = tarPack()
  const md5 = createHash('md5')
  let bytes = 0
  let first = true
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (first && chunk.length > 9) {
        chunk[9] = GZIP_OS_UNIX
        first = false
      }
      md5.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  const written = pipeline(tar, createGzip({ level: GZIP_LEVEL }), measure, createWriteStream(target), { signal })
  try {
    for (const file of listing.files) {
      if (signal?.aborted) throw signal.reason
      await addFile(tar, file.path, file.full, file.size, file.mode)
    }
    tar.finalize()
  } catch (error) {
    tar.destroy(error as Error)
    await written.catch(() => {})
    throw error
  }
  await written
  return {
    file: target,
    bytes,
    contextHash: md5.digest('hex').slice(0, 16),
    fileCount: listing.files.length,
    contextBytes: listing.totalBytes,
  }
}

function addFile(
  tar: ReturnType<typeof tarPack>,
  name: string,
  full: string,
  size: number,
  mode: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const header = { name, size, mode, mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '', type: 'file' as const }
    const entry = tar.entry(header, (error) => (error ? reject(changed(name, error)) : resolve()))
    const source = createReadStream(full)
    source.on('error', (error) => {
      entry.destroy(error)
      reject(error)
    })
    source.pipe(entry)
  })
}

/** tar-stream's "size mismatch": the file changed between listing and packing. */
function changed(name: string, error: Error): Error {
  return /size/i.test(error.message)
    ? new Error(`${name} changed while the build context was packed; run again`)
    : error
}
