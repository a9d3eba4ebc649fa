import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  commandText,
  escapeForComment,
  escapeHtml,
  plainText,
  redact,
  registerSecret,
} from '../../src/report/escape.js'
import { forgetSecrets } from '../../src/secrets.js'

describe('plainText: no line the runner would read as a command', () => {
  it.each([
    ['x\n::add-mask::Agent', 'x\n:\u200B:add-mask:\u200B:Agent'],
    ['a\r::stop-commands::tok', 'a\n:\u200B:stop-commands:\u200B:tok'],
    ['  ::error::indented', '  :\u200B:error:\u200B:indented'],
    ['##[warning]legacy', '#\u200B#[warning]legacy'],
    ['plain text, 100% of it', 'plain text, 100% of it'],
  ])('%j', (text, shown) => {
    expect(plainText(text)).toBe(shown)
    for (const line of plainText(text).split('\n')) expect(line.trimStart()).not.toMatch(/^(::|##\[)/)
  })
})

describe('escapeHtml: a summary cell that renders as its text', () => {
  it.each([
    ['<script>x</script>', '&#60;script&#62;x&#60;/script&#62;'],
    ['a\n# Deployed OK', 'a<br>&#35; Deployed OK'],
    ['[click](https://evil.example)', '&#91;click&#93;(https://evil.example)'],
    ['a | b', 'a &#124; b'],
    ['ghcr.io/acme/agent:1.0', 'ghcr.io/acme/agent:1.0'],
  ])('%j', (text, html) => {
    expect(escapeHtml(text)).toBe(html)
  })

  it('makes every line break of a cell a <br>, not only the first', () => {
    expect(escapeHtml('a\nb\r\nc\rd\n')).toBe('a<br>b<br>c<br>d<br>')
  })

  it('keeps line breaks inside a <pre> block when asked', () => {
    expect(escapeHtml('a\r\n*b*', true)).toBe('a\n&#42;b&#42;')
  })
})

describe('secrets and control characters, on every way out', () => {
  // the shorter registered first: replaced in that order, it would leave '_secret' of the longer one shown
  beforeAll(() => {
    registerSecret('sk_live')
    registerSecret('sk_live_secret')
  })
  // the files of a worker share one process (vitest.config.ts): later files start with no secrets known
  afterAll(() => forgetSecrets())

  it('replaces every known secret with *** before escaping, the longest first', () => {
    expect(redact('a sk_live_secret b sk_live c')).toBe('a *** b *** c')
    expect(escapeHtml('key: sk_live_secret')).toBe('key: &#42;&#42;&#42;')
    expect(plainText('key: sk_live_secret')).toBe('key: ***')
    expect(escapeForComment('<sk_live_secret>')).toBe('&#60;&#42;&#42;&#42;&#62;')
  })

  it('shows ESC, other C0 and C1 controls, and bidi overrides as visible escapes', () => {
    expect(commandText('\u001b]8;;https://x\u0007a\u001b[31m\u009b1m\u0000\u202eb\u2066c')).toBe(
      '\\x1b]8;;https://x\\x07a\\x1b[31m\\x9b1m\\x00\\u202eb\\u2066c',
    )
    expect(plainText('tab\tkept')).toBe('tab\tkept')
  })

  it('breaks @mentions in a comment, so service text pings nobody', () => {
    expect(escapeForComment('cc @octocat and @acme/team')).toBe('cc @\u200Doctocat and @\u200Dacme/team')
  })
})
