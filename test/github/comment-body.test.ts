import { describe, expect, it } from 'vitest'
import { COMMENT_LIMIT, commentBody } from '../../src/github/comment-body.js'
import type { RunReport } from '../../src/report/run-report.js'
import { forgetSecrets, registerSecret } from '../../src/secrets.js'

const HOSTILE = '<b>x</b> | [l](https://evil.example) @octocat'
const report = (overrides: Partial<RunReport> = {}): RunReport => ({
  agentName: 'support-bot',
  startedAt: Date.now(),
  operation: HOSTILE,
  deploymentId: HOSTILE,
  previousDeploymentId: HOSTILE,
  status: HOSTILE,
  ...overrides,
})

describe('commentBody', () => {
  it('escapes every value of its table, and pings nobody', () => {
    const body = commentBody(report(), HOSTILE, {})
    const cells = [...body.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1])
    expect(cells).toHaveLength(5)
    for (const cell of cells) {
      expect(cell).toBe('&#60;b&#62;x&#60;/b&#62; &#124; &#91;l&#93;(https://evil.example) @\u200Doctocat')
    }
  })

  it('escapes the values of the changes table', () => {
    const body = commentBody(report({ changes: [{ field: 'image', from: HOSTILE, to: 'a:2' }] }), undefined, {})
    expect(body).not.toContain('<b>x</b>')
    expect(body).toContain('<td>&#60;b&#62;x')
  })

  it('stays under the limit however many long changes there are, saying where the rest is', () => {
    const changes = Array.from({ length: 400 }, () => ({ field: 'image' as const, from: 'x'.repeat(5_000), to: 'y' }))
    const body = commentBody(report({ changes }), 'f'.repeat(100_000), {})
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    expect(body).toContain('more characters cut')
    expect(body).toContain('too long for a comment')
  })

  it('replaces a secret before it cuts, so none of its characters shows where the cut falls inside it', () => {
    const secret = 'sk-proj-SECRETVALUE-0123456789abcdef'
    registerSecret(secret)
    try {
      const failure = `${'f'.repeat(3_990)}${secret} and more`
      const value = `${'v'.repeat(490)}${secret}`
      const body = commentBody(report({ changes: [{ field: 'image', from: value, to: 'a:2' }] }), failure, {})
      expect(body).not.toContain('sk-proj')
      expect(body).toContain('&#42;&#42;&#42;')
    } finally {
      forgetSecrets()
    }
  })
})
