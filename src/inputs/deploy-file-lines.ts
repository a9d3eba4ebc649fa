// Where a key of the deploy file is written, for messages about it: "pcc-deploy.toml line 7". TOML has
// several ways to write a key (a table header then the key, a dotted key, an inline table); the line is
// found for the first two, the common ones, and a message without it names the file alone. The file is
// read once, whatever the number of keys (a file of 40,000 keys is answered at once).

/** Each key's path ("scaling.max_agents") and the 1-based line where it is first written. */
export function keyLines(lines: string[]): Map<string, number> {
  const found = new Map<string, number>()
  let table = ''
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    const header = /^\[(?!\[)\s*([^\]]+?)\s*\]/.exec(line)
    if (header) {
      table = (header[1] ?? '').replace(/["'\s]/g, '')
      continue
    }
    const key = /^((?:["']?[A-Za-z0-9_-]+["']?\s*\.\s*)*["']?[A-Za-z0-9_-]+["']?)\s*=/.exec(line)?.[1]
    if (!key) continue
    const path = [table, key.replace(/["'\s]/g, '')].filter(Boolean).join('.')
    if (!found.has(path)) found.set(path, index + 1)
  }
  return found
}

/** "pcc-deploy.toml line 7", or the file's name alone when the line is not known. */
export function whereIn(file: string, lines: Map<string, number>, path: string): string {
  const line = lines.get(path)
  return line === undefined ? file : `${file} line ${line}`
}
