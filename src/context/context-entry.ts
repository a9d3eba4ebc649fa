import { lstat, realpath, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { isInside } from '../workspace-files.js'

// One entry of the build context, as it goes into the archive: a regular file, or a link inside the
// context to a regular file that is not itself left out (a link must not carry an excluded or
// secret-looking file's content in under another name: Docker would send the link alone). Anything else
// is left out, and the reason is kept for the log.

export type EntryInfo =
  | { kind: 'file'; full: string; size: number; mode: number }
  | { kind: 'link-out' } // a link out of the context, or to something that is not a file
  | { kind: 'link-to-left-out'; target: string } // a link to a file the rules leave out
  | { kind: 'special' } // a FIFO, a socket, a device

/** `leftOut`: whether the rules leave out the file at this path of the context. */
export async function entryInfo(
  root: string,
  path: string,
  link: boolean,
  leftOut: (path: string) => boolean,
): Promise<EntryInfo> {
  const full = join(root, path)
  if (!link) {
    const info = await lstat(full)
    return info.isFile() ? { kind: 'file', full, size: info.size, mode: info.mode } : { kind: 'special' }
  }
  const target = await realpath(full).catch(() => undefined)
  if (!target || !isInside(root, target)) return { kind: 'link-out' }
  const info = await stat(target)
  if (!info.isFile()) return info.isDirectory() ? { kind: 'link-out' } : { kind: 'special' }
  const inside = relative(root, target).split(sep).join('/')
  if (leftOut(inside)) return { kind: 'link-to-left-out', target: inside }
  return { kind: 'file', full: target, size: info.size, mode: info.mode }
}

/** A name from the file system as text, or undefined when it is not valid UTF-8 (the archive's names are). */
export function utf8Name(name: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(name)
  } catch {
    return undefined
  }
}
