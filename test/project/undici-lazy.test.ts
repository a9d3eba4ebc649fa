// The bundle's stand-in for undici (src/vendor/undici-lazy.cjs) must give every name the bundled
// packages import from undici, and load the real one only when a name is used.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/run-action.js'

const require = createRequire(import.meta.url)

/** The names imported from 'undici' by the JavaScript of the @actions and @octokit packages installed. */
function importedNames(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) importedNames(path, found)
    else if (/\.(c|m)?js$/.test(entry)) {
      const text = readFileSync(path, 'utf8')
      for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]undici['"]/g))
        for (const name of (match[1] ?? '').split(',')) found.add(name.trim().split(/\s+as\s+/)[0] ?? '')
      for (const match of text.matchAll(/(\w+)\s*=\s*require\(["']undici["']\)/g))
        for (const use of text.matchAll(new RegExp(`${match[1]}\\.(\\w+)`, 'g'))) found.add(use[1] ?? '')
    }
  }
  found.delete('')
  return found
}

describe('the bundle’s lazy undici', () => {
  it('gives every name the bundled packages import, each the real one once loaded', async () => {
    const names = new Set([
      ...importedNames(join(ROOT, 'node_modules', '@actions')),
      ...importedNames(join(ROOT, 'node_modules', '@octokit')),
    ])
    expect([...names].sort()).toEqual(['ProxyAgent', 'fetch'])
    const lazy = require(join(ROOT, 'src', 'vendor', 'undici-lazy.cjs'))
    const undici = require('undici')
    // ProxyAgent is there only once loaded (src/github/octokit.ts loads it before @actions/github)
    expect(() => lazy.ProxyAgent).toThrow('undici is not loaded: await its __preload() first')
    await lazy.__preload()
    expect(lazy.ProxyAgent).toBe(undici.ProxyAgent)
    // fetch loads it itself: a function that hands the call to undici's
    expect(typeof lazy.fetch).toBe('function')
  })
})
