// A workspace of a test's own, with the files it names (folders made as their paths say); removed by the
// caller. The conversation tests put a recording in it, the scenario tests their scenario files.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface TestWorkspace {
  dir: string
  read(path: string): string
  remove(): void
}

export function workspaceWith(files: Record<string, Buffer | string>): TestWorkspace {
  const dir = mkdtempSync(join(tmpdir(), 'workspace-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), content)
  }
  return {
    dir,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
