import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { constants, crc32, deflateRaw } from 'node:zlib'
import { pack as tarPack } from 'tar-stream'
import { ContextError, type ContextFile, type ContextListing } from './context-files.js'

// The build context as the service expects it: a gzipped tar, byte for byte the same for the same
// sources on any runner, whatever the checkout's file times, owners or umask (the service's context
// hash, and so its build cache, depend on every byte): entries sorted by path, files only, mtime 0,
// uid/gid 0 with empty names, mode 0755 or 0644, and a gzip header with no time or name. Streamed: one
// file at a time is read, compressed and hashed on its way to the archive file, so memory does not grow
// with the context, and the compression runs on several threads.

/**
 * Part of the hash: changing it changes every context hash. Chosen by measurement (CONTRIBUTING.md):
 * level 1 packs faster than the default 6 for a few percent more bytes, and half of a typical context
 * (models, wheels, media) does not compress at all.
 */
export const GZIP_LEVEL = 1

/**
 * The archive is compressed in blocks of this many bytes of the tar stream, at fixed offsets, each on
 * its own thread (as pigz does): each block ends in a full flush, so the blocks joined in order are one
 * ordinary deflate stream in one gzip member, and the same sources give the same bytes however the
 * threads were scheduled.
 */
const BLOCK_BYTES = 1 << 20
/** Blocks compressed at once: libuv's thread pool has four threads. Bounds memory too (a few MiB). */
const PARALLEL_BLOCKS = 4
/** Files up to this size are read in one piece; larger ones in pieces of READ_BYTES. */
const WHOLE_READ_BYTES = 8 << 20
const READ_BYTES = 1 << 20

const deflateBlock = promisify(deflateRaw)

/** Bits per byte above which a block is taken as already compressed (random bytes measure about 7.99). */
const STORED_ENTROPY = 7.95

/**
 * A block that deflate cannot shrink (compressed models, wheels, images): stored instead, which costs
 * a copy rather than a search. Decided from the block's bytes alone (a histogram of a sample), so the
 * same sources still give the same archive; the decision is part of the hash, as the level is.
 */
export function incompressible(block: Buffer): boolean {
  if (block.length < 4096) return false
  const counts = new Uint32Array(256)
  const step = Math.max(1, Math.floor(block.length / 65_536))
  let samples = 0
  for (let at = 0; at < block.length; at += step, samples++)
    counts[block[at] as number] = (counts[block[at] as number] ?? 0) + 1
  let entropy = 0
  for (const count of counts) {
    if (count > 0) entropy -= (count / samples) * Math.log2(count / samples)
  }
  return entropy > STORED_ENTROPY
}

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
  const out = createWriteStream(target)
  // Listened to from the start: a write still pending when a failure destroys the stream reports an error
  // that, without a listener, would end the process with no message.
  let writeError: Error | undefined
  out.on('error', (error) => {
    writeError ??= error
  })
  try {
    const written = await gzipBlocks(listing.files, out, signal)
    if (writeError) throw writeError
    return { file: target, ...written, fileCount: listing.files.length, contextBytes: listing.totalBytes }
  } finally {
    out.destroy()
  }
}

/** Bytes of the tar stream one file takes at least: its header, its content padded to 512 bytes. */
const entryBytes = (file: ContextFile) => 512 + Math.ceil(file.size / 512) * 512

/**
 * The gzip member: a header with no time or name (OS always Unix), then the tar stream in blocks, each
 * compressed on the thread pool and written in order, then CRC-32 and size. A block ends before an entry
 * that would take it past BLOCK_BYTES, and within an entry every BLOCK_BYTES: cut points that depend on
 * the file list alone, so blocks keep one kind of content (a model file is not mixed with source files)
 * and the same sources give the same archive.
 */
async function gzipBlocks(
  files: ContextFile[],
  out: WriteStream,
  signal: AbortSignal | undefined,
): Promise<{ bytes: number; contextHash: string }> {
  const md5 = createHash('md5')
  let bytes = 0
  let crc = 0
  let size = 0
  const emit = async (chunk: Buffer) => {
    md5.update(chunk)
    bytes += chunk.length
    if (!out.write(chunk)) await once(out, 'drain', { signal })
  }
  const inflight: Promise<Buffer>[] = []
  const launch = async (block: Buffer, last: boolean) => {
    crc = crc32(block, crc)
    size = (size + block.length) % 2 ** 32
    const level = incompressible(block) ? 0 : GZIP_LEVEL
    const compressed = deflateBlock(block, { level, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH })
    compressed.catch(() => {})
    inflight.push(compressed)
    if (inflight.length >= PARALLEL_BLOCKS) await emit(await (inflight.shift() as Promise<Buffer>))
  }
  await emit(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, GZIP_LEVEL === 1 ? 4 : 0, 3]))
  let pending: Buffer[] = []
  let pendingBytes = 0
  const take = (length: number) => {
    const joined = Buffer.concat(pending, pendingBytes)
    pending = [joined.subarray(length)]
    pendingBytes -= length
    return joined.subarray(0, length)
  }
  for (const file of files) {
    if (signal?.aborted) throw signal.reason
    if (pendingBytes > 0 && pendingBytes + entryBytes(file) > BLOCK_BYTES) await launch(take(pendingBytes), false)
    for await (const chunk of tarEntry(file)) {
      pending.push(chunk)
      pendingBytes += chunk.length
      while (pendingBytes >= BLOCK_BYTES) await launch(take(BLOCK_BYTES), false)
    }
  }
  pending.push(Buffer.alloc(END_OF_ARCHIVE))
  pendingBytes += END_OF_ARCHIVE
  await launch(take(pendingBytes), true)
  while (inflight.length > 0) await emit(await (inflight.shift() as Promise<Buffer>))
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size, 4)
  await emit(trailer)
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
  return { bytes, contextHash: md5.digest('hex').slice(0, 16) }
}

/** Two zero records end a tar archive. */
const END_OF_ARCHIVE = 1024

/**
 * One file's bytes of the tar stream (its header or headers, content and padding), made by tar-stream:
 * a pack of this entry alone, without the end-of-archive records that its finalize adds.
 */
async function* tarEntry(file: ContextFile): AsyncGenerator<Buffer> {
  const tar = tarPack()
  let failure: Error | undefined
  const added = addFile(tar, file.path, file.full, file.size, file.mode).then(
    () => tar.finalize(),
    (error: Error) => {
      failure = error
      tar.destroy(error)
    },
  )
  let held: Buffer = Buffer.alloc(0)
  try {
    for await (const chunk of tar as AsyncIterable<Buffer>) {
      const joined = held.length > 0 ? Buffer.concat([held, chunk]) : chunk
      if (joined.length > END_OF_ARCHIVE) yield joined.subarray(0, joined.length - END_OF_ARCHIVE)
      held = joined.subarray(Math.max(0, joined.length - END_OF_ARCHIVE))
    }
  } catch (error) {
    // The pack stream fails with tar-stream's words; the entry's own failure says which file and why.
    await added
    throw failure ?? changed(file.path, error as Error)
  }
  await added
  if (failure) throw failure
}

async function addFile(
  tar: ReturnType<typeof tarPack>,
  name: string,
  full: string,
  size: number,
  mode: number,
): Promise<void> {
  // Small files (most of a context) in one read; larger ones streamed, so memory stays bounded.
  const content = size <= WHOLE_READ_BYTES ? await readFile(full) : undefined
  if (content && content.length !== size) throw changed(name, new Error('Size mismatch'))
  return new Promise((resolve, reject) => {
    const header = { name, size, mode, mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '', type: 'file' as const }
    const entry = tar.entry(header, (error) => (error ? reject(changed(name, error)) : resolve()))
    // Without a listener, the entry's own "Size mismatch" (a file that grew or shrank while it was read)
    // would be thrown as an uncaught exception and end the process with no message, outputs or summary.
    entry.on('error', (error: Error) => reject(changed(name, error)))
    if (content) {
      entry.end(content)
      return
    }
    const source = createReadStream(full, { highWaterMark: READ_BYTES, end: size })
    source.on('error', (error) => {
      entry.destroy(error)
      reject(error)
    })
    source.pipe(entry)
  })
}

/** The build context changed while it was packed: the archive would not be what was listed and checked. */
export class ContextChangedError extends ContextError {}

/** tar-stream's "size mismatch": the file changed between listing and packing. */
function changed(name: string, error: Error): Error {
  return /size/i.test(error.message)
    ? new ContextChangedError(
        `${name} changed while the build context was packed (its size is not the one listed): run again once nothing writes to the context`,
      )
    : error
}
