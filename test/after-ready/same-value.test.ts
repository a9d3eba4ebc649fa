// A call's expected args against what came (src/after-ready/scenarios/scenario-match.ts: sameValue), as
// Pipecat's harness compares them with Python's ==: the variations in process; behaviours.test.ts matches
// object and list args end to end through dist/.
import { describe, expect, it } from 'vitest'
import { sameValue } from '../../src/after-ready/scenarios/scenario-match.js'

describe("args compared as Python's == compares them", () => {
  it.each([
    ['a dict, its keys in another order', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, true],
    ['a list in another order', ['mushrooms', 'olives'], ['olives', 'mushrooms'], false],
    ['a dict with a key more', { a: 1, b: 2 }, { a: 1 }, false],
    ['a list with an item more', [1, 2, 3], [1, 2], false],
    ['a number and its text', 1, '1', false],
    ['a list and a dict', [], {}, false],
    ['null and an empty dict', null, {}, false],
    ['equal scalars', 'San Francisco', 'San Francisco', true],
  ])('%s', (_, actual, wanted, same) => {
    expect(sameValue(actual, wanted)).toBe(same)
  })
})
