// The preview agent's name: <agent-name>-pr-<number>, shortened the same way every time when it would
// pass the service's 54 characters, the number always kept, and always a name the service takes.
import { describe, expect, it } from 'vitest'
import { previewName } from '../../src/inputs/preview.js'

const VALID = /^[a-z0-9]([-a-z0-9]*[a-z0-9])$/

describe('previewName', () => {
  it('adds -pr-<number> when that fits', () => {
    expect(previewName('support-bot', 42)).toBe('support-bot-pr-42')
    expect(previewName('ab', 1)).toBe('ab-pr-1')
  })

  it.each([
    ['a'.repeat(54), 7],
    [`${'a'.repeat(40)}-${'b'.repeat(13)}`, 123456],
    [`${'x'.repeat(30)}------${'y'.repeat(18)}`, Number.MAX_SAFE_INTEGER],
  ])('shortens %s (#%i) to at most 54 characters, valid, the number kept, the same every time', (base, number) => {
    const name = previewName(base, number)
    expect(name.length).toBeLessThanOrEqual(54)
    expect(name).toMatch(VALID)
    expect(name.endsWith(`-pr-${number}`)).toBe(true)
    expect(previewName(base, number)).toBe(name)
    expect(name).not.toMatch(/--/)
  })

  it('keeps a name of exactly 54 characters as it is, and shortens one of 55', () => {
    const exact = previewName('a'.repeat(54 - '-pr-42'.length), 42)
    expect(exact).toBe(`${'a'.repeat(48)}-pr-42`)
    expect(exact).toHaveLength(54)
    const over = previewName('a'.repeat(49), 42)
    expect(over).toHaveLength(54)
    expect(over).not.toBe(`${'a'.repeat(49)}-pr-42`)
    expect(over).toMatch(/^a+-[0-9a-f]{6}-pr-42$/)
  })

  it('keeps two long names that differ only past the cut apart', () => {
    const a = previewName(`${'a'.repeat(50)}-one`, 9)
    const b = previewName(`${'a'.repeat(50)}-two`, 9)
    expect(a).not.toBe(b)
  })
})
