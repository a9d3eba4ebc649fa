// The test helpers themselves: a helper that misses what it waits for makes other tests prove nothing.

import type { ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { parseOutputFile, signalOnOutput } from './run-action.js'

function fakeChild() {
  const stdout = new EventEmitter()
  const kill = vi.fn()
  return { child: { stdout, kill } as unknown as ChildProcess, stdout, kill }
}

describe('signalOnOutput', () => {
  it('sees a line that arrives in two chunks, even split inside a character', async () => {
    const { child, stdout, kill } = fakeChild()
    const cancel = signalOnOutput('Waiting up to 5 s → now', 'SIGINT')
    cancel.onStart(child)
    const text = Buffer.from('::group::Wait\nWaiting up to 5 s → now\n')
    const split = text.indexOf(Buffer.from('→')) + 1
    stdout.emit('data', text.subarray(0, split))
    expect(cancel.seenAt()).toBe(0)
    stdout.emit('data', text.subarray(split))
    expect(cancel.seenAt()).toBeGreaterThan(0)
    await vi.waitFor(() => expect(kill).toHaveBeenCalledWith('SIGINT'))
  })

  it('sends the signal once, and not for other text', async () => {
    const { child, stdout, kill } = fakeChild()
    const cancel = signalOnOutput('Retrying GET', 'SIGTERM')
    cancel.onStart(child)
    stdout.emit('data', Buffer.from('Retrying POST\nRetrying'))
    expect(cancel.seenAt()).toBe(0)
    stdout.emit('data', Buffer.from(' GET /v1/agents/x\nRetrying GET again\n'))
    await vi.waitFor(() => expect(kill).toHaveBeenCalledTimes(1))
  })
})

describe('parseOutputFile', () => {
  it('reads heredoc and plain lines, a later value replacing an earlier one', () => {
    expect(parseOutputFile('a<<EOF_1\nline 1\nline 2\nEOF_1\nb=x=y\na<<D\nlast\nD\n')).toEqual({
      a: 'last',
      b: 'x=y',
    })
  })
})
