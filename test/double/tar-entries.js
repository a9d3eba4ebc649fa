// @ts-check
// The entries of an (uncompressed) tar archive, read the plain way: for the build double and the tests
// to see what the action uploaded, header fields included. Independent of the library the action packs with.

/**
 * @typedef {{ name: string, mode: number, uid: number, gid: number, size: number, mtime: number, type: string, uname: string, gname: string, text: string }} TarEntry
 * @param {Buffer} tar
 * @returns {TarEntry[]}
 */
export function tarEntries(tar) {
  /** @type {TarEntry[]} */
  const entries = []
  /** @param {number} at @param {number} length */
  const text = (at, length) =>
    tar
      .subarray(at, at + length)
      .toString('utf8')
      .replace(/\0.*$/s, '')
  /** @param {number} at @param {number} length */
  const octal = (at, length) => Number.parseInt(text(at, length).trim() || '0', 8)
  for (let at = 0; at + 512 <= tar.length; ) {
    if (tar.subarray(at, at + 512).every((byte) => byte === 0)) break
    const prefix = text(at + 345, 155)
    const name = prefix ? `${prefix}/${text(at, 100)}` : text(at, 100)
    const size = octal(at + 124, 12)
    entries.push({
      name,
      mode: octal(at + 100, 8),
      uid: octal(at + 108, 8),
      gid: octal(at + 116, 8),
      size,
      mtime: octal(at + 136, 12),
      type: text(at + 156, 1) || '0',
      uname: text(at + 265, 32),
      gname: text(at + 297, 32),
      text: tar.subarray(at + 512, at + 512 + size).toString('utf8'),
    })
    at += 512 + Math.ceil(size / 512) * 512
  }
  return entries
}
