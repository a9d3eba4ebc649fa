// What the build-context tests share: a fresh directory per test with a context in ctx/ holding a
// Dockerfile, and a way to write files into it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

export let dir: string
export const ctx = () => join(dir, 'ctx')

export function file(path: string, text = path): void {
  mkdirSync(dirname(join(ctx(), path)), { recursive: true })
  writeFileSync(join(ctx(), path), text)
}

/** A directory per test of the calling file, with ctx/Dockerfile and whatever `more` writes. */
export function useContextDir(more: () => void = () => {}): void {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'agent-deploy-ctx-'))
    file('Dockerfile', 'FROM python:3.12\n')
    more()
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
}
