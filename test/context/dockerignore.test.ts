// Docker's own matcher, case by case: moby/patternmatcher's published test table (TestMatches, its
// multi-pattern cases, and the filepath.Match cases of TestMatch), run against src/context/dockerignore.ts.
import { describe, expect, it } from 'vitest'
import { DockerignoreError, excluded, parseDockerignore } from '../../src/context/dockerignore.js'

type Pass = 'exact' | 'inexact' | 'fail'

/** Whether the path is excluded, walking its parents first as a directory walk does. */
function walkExcluded(patterns: string[], path: string): boolean {
  const parsed = parseDockerignore(patterns.join('\n'), 'test')
  const parts = path.split('/')
  let parent: boolean[] | undefined
  for (let i = 1; i < parts.length; i++) {
    const dir = parts.slice(0, i).join('/')
    if (dir === '') continue
    parent = excluded(parsed, dir, parent).matches
  }
  return excluded(parsed, path, parent).excluded
}

const exactOnly = (pattern: string, path: string) => excluded(parseDockerignore(pattern, 'test'), path, []).excluded

// TestMatches
const table: [string, string, Pass][] = [
  ['**', 'file', 'exact'],
  ['**', 'file/', 'exact'],
  ['**/', 'file', 'exact'],
  ['**/', 'file/', 'exact'],
  ['**', '/', 'exact'],
  ['**/', '/', 'exact'],
  ['**', 'dir/file', 'exact'],
  ['**/', 'dir/file', 'exact'],
  ['**', 'dir/file/', 'exact'],
  ['**/', 'dir/file/', 'exact'],
  ['**/**', 'dir/file', 'exact'],
  ['**/**', 'dir/file/', 'exact'],
  ['dir/**', 'dir/file', 'exact'],
  ['dir/**', 'dir/file/', 'exact'],
  ['dir/**', 'dir/dir2/file', 'exact'],
  ['dir/**', 'dir/dir2/file/', 'exact'],
  ['**/dir', 'dir', 'exact'],
  ['**/dir', 'dir/file', 'inexact'],
  ['**/dir2/*', 'dir/dir2/file', 'exact'],
  ['**/dir2/*', 'dir/dir2/file/', 'inexact'],
  ['**/dir2/**', 'dir/dir2/dir3/file', 'exact'],
  ['**/dir2/**', 'dir/dir2/dir3/file/', 'exact'],
  ['**file', 'file', 'exact'],
  ['**file', 'dir/file', 'exact'],
  ['**/file', 'dir/file', 'exact'],
  ['**file', 'dir/dir/file', 'exact'],
  ['**/file', 'dir/dir/file', 'exact'],
  ['**/file*', 'dir/dir/file', 'exact'],
  ['**/file*', 'dir/dir/file.txt', 'exact'],
  ['**/file*txt', 'dir/dir/file.txt', 'exact'],
  ['**/file*.txt', 'dir/dir/file.txt', 'exact'],
  ['**/file*.txt*', 'dir/dir/file.txt', 'exact'],
  ['**/**/*.txt', 'dir/dir/file.txt', 'exact'],
  ['**/**/*.txt2', 'dir/dir/file.txt', 'fail'],
  ['**/*.txt', 'file.txt', 'exact'],
  ['**/**/*.txt', 'file.txt', 'exact'],
  ['a**/*.txt', 'a/file.txt', 'exact'],
  ['a**/*.txt', 'a/dir/file.txt', 'exact'],
  ['a**/*.txt', 'a/dir/dir/file.txt', 'exact'],
  ['a/*.txt', 'a/dir/file.txt', 'fail'],
  ['a/*.txt', 'a/file.txt', 'exact'],
  ['a/*.txt**', 'a/file.txt', 'exact'],
  ['a[b-d]e', 'ae', 'fail'],
  ['a[b-d]e', 'ace', 'exact'],
  ['a[b-d]e', 'aae', 'fail'],
  ['a[^b-d]e', 'aze', 'exact'],
  ['.*', '.foo', 'exact'],
  ['.*', 'foo', 'fail'],
  ['abc.def', 'abcdef', 'fail'],
  ['abc.def', 'abc.def', 'exact'],
  ['abc.def', 'abcZdef', 'fail'],
  ['abc?def', 'abcZdef', 'exact'],
  ['abc?def', 'abcdef', 'fail'],
  ['**/foo/bar', 'foo/bar', 'exact'],
  ['**/foo/bar', 'dir/foo/bar', 'exact'],
  ['**/foo/bar', 'dir/dir2/foo/bar', 'exact'],
  ['abc/**', 'abc', 'fail'],
  ['abc/**', 'abc/def', 'exact'],
  ['abc/**', 'abc/def/ghi', 'exact'],
  ['**/.foo', '.foo', 'exact'],
  ['**/.foo', 'bar.foo', 'fail'],
  ['a(b)c/def', 'a(b)c/def', 'exact'],
  ['a(b)c/def', 'a(b)c/xyz', 'fail'],
  ['a.|)$(}+{bc', 'a.|)$(}+{bc', 'exact'],
  [
    'dist/proxy.py-2.4.0rc3.dev36+g08acad9-py3-none-any.whl',
    'dist/proxy.py-2.4.0rc3.dev36+g08acad9-py3-none-any.whl',
    'exact',
  ],
  ['dist/*.whl', 'dist/proxy.py-2.4.0rc3.dev36+g08acad9-py3-none-any.whl', 'exact'],
  ['a\\\\', 'a\\', 'exact'],
  ['a\\*b', 'a*b', 'exact'],
]

describe("moby/patternmatcher's TestMatches", () => {
  it.each(table)('%s against %s: %s', (pattern, path, pass) => {
    expect(exactOnly(pattern, path)).toBe(pass === 'exact')
    expect(walkExcluded([pattern], path)).toBe(pass !== 'fail')
    expect(excluded(parseDockerignore(pattern, 'test'), path, undefined).excluded).toBe(pass !== 'fail')
  })

  it.each<[string[], string, boolean]>([
    [['**', '!util/docker/web'], 'util/docker/web/foo', false],
    [['**', '!util/docker/web', 'util/docker/web/foo'], 'util/docker/web/foo', true],
    [
      ['**', '!dist/proxy.py-2.4.0rc3.dev36+g08acad9-py3-none-any.whl'],
      'dist/proxy.py-2.4.0rc3.dev36+g08acad9-py3-none-any.whl',
      false,
    ],
    [['**', '!dist/*.whl'], 'dist/proxy.py-2.4.0rc3.dev36+g08acad9-py3-none-any.whl', false],
    [['docs', '!docs/README.md'], 'docs/README.md', false],
    [['docs/', '!docs/README.md'], 'docs/README.md', false],
    [['docs/*', '!docs/README.md'], 'docs/README.md', false],
    [['!fileutils.go', '*.go'], 'fileutils.go', true],
    [['*.go', '!fileutils.go'], 'fileutils.go', false],
  ])('%j against %s: %s', (patterns, path, expected) => {
    expect(walkExcluded(patterns, path)).toBe(expected)
  })
})

describe("moby/patternmatcher's TestMatch (Go's filepath.Match cases)", () => {
  it.each<[string, string, boolean]>([
    ['abc', 'abc', true],
    ['*', 'abc', true],
    ['*c', 'abc', true],
    ['a*', 'a', true],
    ['a*', 'abc', true],
    ['a*', 'ab/c', true],
    ['a*/b', 'abc/b', true],
    ['a*/b', 'a/c/b', false],
    ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/fff', false],
    ['a*b?c*x', 'abxbbxdbxebxczzx', true],
    ['a*b?c*x', 'abxbbxdbxebxczzy', false],
    ['ab[c]', 'abc', true],
    ['ab[b-d]', 'abc', true],
    ['ab[e-g]', 'abc', false],
    ['ab[^c]', 'abc', false],
    ['ab[^b-d]', 'abc', false],
    ['ab[^e-g]', 'abc', true],
    ['a\\*b', 'a*b', true],
    ['a\\*b', 'ab', false],
    ['a?b', 'a☺b', true],
    ['a[^a]b', 'a☺b', true],
    ['a???b', 'a☺b', false],
    ['a[^a][^a][^a]b', 'a☺b', false],
    ['[a-ζ]*', 'α', true],
    ['*[a-ζ]', 'A', false],
    ['a?b', 'a/b', false],
    ['a*b', 'a/b', false],
    ['[\\]a]', ']', true],
    ['[\\-]', '-', true],
    ['[x\\-]', 'x', true],
    ['[x\\-]', '-', true],
    ['[x\\-]', 'z', false],
    ['[\\-x]', 'x', true],
    ['[\\-x]', '-', true],
    ['[\\-x]', 'a', false],
    ['*x', 'xxx', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(walkExcluded([pattern], path)).toBe(expected)
  })

  it.each(['[]a]', '[-]', '[x-]', '[-x]', '\\', '[a-b-c]', '[', '[^', '[^bc', 'a[', '!', '[Local-Only]/'])(
    'refuses %s as Docker does, naming the file, line and line',
    (pattern) => {
      expect(() => parseDockerignore(`*.md\n${pattern}\n`, 'app/.dockerignore')).toThrow(DockerignoreError)
      expect(() => parseDockerignore(`*.md\n${pattern}\n`, 'app/.dockerignore')).toThrow(
        `app/.dockerignore, line 2 (${JSON.stringify(pattern)}): `,
      )
    },
  )
})

describe('what the other matcher got wrong', () => {
  it.each<[string, string, boolean]>([
    ['a|b', 'abc.py', false],
    ['a|b', 'xb', false],
    ['a|b', 'a|b', true],
    ['dist/app-1.0+local.whl', 'dist/app-1.0+local.whl', true],
    ['(tmp)', '(tmp)', true],
    ['**.txt', 'notes/a.txt', true],
    ['c++', 'c++', true],
    ['foo(', 'foo(', true],
    ['\\[Local-Only\\]/', '[Local-Only]/x', true],
    ['constructor', 'constructor', true],
    ['__proto__', '__proto__', true],
    ['toString', 'toString', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(walkExcluded([pattern], path)).toBe(expected)
  })

  it('matches a many-star glob against a long name at once, not in exponential time', () => {
    const started = performance.now()
    // ends in b and holds every plain 'a', so the automaton itself runs over the whole name
    expect(walkExcluded(['*a*a*a*a*a*a*a*a*a*a*a*a*b'], `${'a'.repeat(200)}/b`)).toBe(false)
    expect(performance.now() - started).toBeLessThan(5000)
  })
})

// The matcher looks for a pattern's plain characters before it runs its automaton: a path that lacks them
// cannot match. These cases are where that shortcut could be wrong: runs that overlap, runs in the middle.
describe("a pattern's plain characters, compared first", () => {
  it.each<[string, string, boolean]>([
    ['ab*ba', 'aba', false],
    ['ab*ba', 'abba', true],
    ['ab*ba', 'abxba', true],
    ['a*b.c*d', 'axb.cyd', true],
    ['a*b.c*d', 'axbcyd', false],
    ['**/.env.*', 'app/.env.local', true],
    ['**/.env.*', 'app/.envx.local', false],
    ['**/.git/**/config', '.git/config', true],
    ['**/.git/**/config', 'a/.git/modules/m/config', true],
    ['**/.git/**/config', 'a/.git/modules/m/configs', false],
    ['?a\\**', 'xa*yz', true],
    ['?a\\**', 'xayz', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(walkExcluded([pattern], path)).toBe(expected)
    expect(excluded(parseDockerignore(pattern, 'test'), path, undefined).excluded).toBe(expected)
  })

  it('lists a path ten thousand characters long against every pattern at once', () => {
    const deep = Array.from({ length: 5000 }, () => 'd').join('/')
    expect(
      excluded(parseDockerignore('**/.env.*\n**/*.md\n!keep.md', 'test'), `${deep}/x.py`, undefined).excluded,
    ).toBe(false)
  })
})
