import { describe, expect, it } from 'vitest'
import { escapeHtml, plainText } from '../../src/report/escape.js'

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

  it('keeps line breaks inside a <pre> block when asked', () => {
    expect(escapeHtml('a\r\n*b*', true)).toBe('a\n&#42;b&#42;')
  })
})
