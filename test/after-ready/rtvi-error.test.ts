// An RTVI error is quoted bounded (issue 55 §7: a 900 KB error object put an 830 KB line in the log and
// 880 KB in the summary), a known secret replaced before the cut.
import { afterAll, describe, expect, it } from 'vitest'
import { rtviErrorText } from '../../src/after-ready/conversation/turn-state.js'
import { forgetSecrets, registerSecret } from '../../src/secrets.js'

describe('rtviErrorText', () => {
  // the registry is the worker's, shared by the files it runs
  afterAll(() => forgetSecrets())

  it('cuts a 900 KB error object to 300 characters, saying how much was left out', () => {
    const text = rtviErrorText({ error: { detail: 'x'.repeat(900_000) } })
    expect(text.length).toBeLessThan(340)
    expect(text).toMatch(/^\{"detail":"x+… {1,2}\(\d+ more characters\)$/)
  })

  it('takes Pipecat’s own string whole when it is short, and replaces a secret across the cut', () => {
    expect(rtviErrorText({ error: 'TTS service error: voice "ava-x" not found' })).toBe(
      'TTS service error: voice "ava-x" not found',
    )
    const secret = 'sk_rtvi_secret_0123456789'
    registerSecret(secret)
    const text = rtviErrorText({ error: `${'a'.repeat(290)}${secret}` })
    expect(text).not.toContain('sk_rtvi')
    expect(text).toContain('***')
  })
})
