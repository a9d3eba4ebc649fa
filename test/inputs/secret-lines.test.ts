// The secrets input's lines: values byte for byte, values that span lines, and problems that name the
// line and the key but never a value; and what main.ts masks before anything is printed.
import { describe, expect, it } from 'vitest'
import { parseSecretLines, secretTexts } from '../../src/inputs/secret-lines.js'

describe('parseSecretLines', () => {
  it('keeps each value byte for byte after the first =, skipping blank lines and comments', () => {
    const text = '# keys\n\nA==b=c \nB= spaced  "q" #x\r\n  # indented comment\n'
    expect(parseSecretLines(text)).toEqual([
      { key: 'A', value: '=b=c ', line: 3 },
      { key: 'B', value: ' spaced  "q" #x\r', line: 4 },
    ])
  })

  it('reads KEY<<DELIMITER up to the delimiter alone on its line, = and # inside included', () => {
    const text = 'PEM<<END\n-----BEGIN-----\nab=cd\n# not a comment\n-----END-----\nEND\nNEXT=1234'
    expect(parseSecretLines(text)).toEqual([
      { key: 'PEM', value: '-----BEGIN-----\nab=cd\n# not a comment\n-----END-----', line: 1 },
      { key: 'NEXT', value: '1234', line: 7 },
    ])
  })

  it('ends KEY<<EOF only at a line that is EOF alone: EOF_NOT_YET, EOF2 and " EOF" are part of the value', () => {
    const text = 'KEY<<EOF\nEOF_NOT_YET\nEOF2\n EOF\nEOF \nEOF\nNEXT=1234'
    expect(parseSecretLines(text)).toEqual([
      { key: 'KEY', value: 'EOF_NOT_YET\nEOF2\n EOF\nEOF ', line: 1 },
      { key: 'NEXT', value: '1234', line: 7 },
    ])
    expect(() => parseSecretLines('KEY<<EOF\nEOF_NOT_YET')).toThrow("line 1: KEY<<EOF has no closing line 'EOF'")
  })

  it('names every wrong line, and the key only when it is a valid key', () => {
    expect(() => parseSecretLines('A=1\nsecret-looking-line\nB=\nA=2\nMY KEY=x')).toThrow(
      /^line 2: expected KEY=value .*; line 3: B: its value is empty; line 4: A is given twice \(first on line 1\); line 5: the key: expected a key/,
    )
    expect(() => parseSecretLines('# only a comment\n')).toThrow('has no KEY=value line')
    expect(() => parseSecretLines(`${'K'.repeat(65)}=v`)).toThrow(/line 1: the key: expected a key of 1 to 64/)
  })
})

describe('secretTexts', () => {
  it('finds every value and every line of a value that spans lines, even in text that does not parse', () => {
    const text = 'A=one-value\nstray line\nPEM<<END\nline-1\nline=2\nEND\nTAIL<<NEVER\nrest-1\nrest-2'
    expect(secretTexts(text).sort()).toEqual(
      ['one-value', 'stray line', 'line-1', 'line=2', 'line-1\nline=2', 'rest-1', 'rest-2', 'rest-1\nrest-2'].sort(),
    )
    expect(secretTexts(undefined)).toEqual([])
  })
})
