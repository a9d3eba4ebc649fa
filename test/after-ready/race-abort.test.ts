// A cancel that comes just before a request is sent: the request's own rejection is handled, so it can
// never end the process as an unhandled rejection (Node exits with a stack trace, no summary, no outputs).
import { describe, expect, it } from 'vitest'
import { CancelledError } from '../../src/errors.js'
import { raceAbort } from '../../src/time.js'

describe('raceAbort', () => {
  it('handles the promise it no longer waits for when the signal has already fired', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const controller = new AbortController()
      controller.abort('SIGTERM')
      const request = new Promise((_, reject) => setTimeout(() => reject(new CancelledError('not sent')), 5))
      await expect(raceAbort(request, controller.signal)).rejects.toThrow(CancelledError)
      await new Promise((resolve) => setTimeout(resolve, 30))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('settles as soon as the signal fires, and handles the rejection that comes after', async () => {
    const controller = new AbortController()
    const request = new Promise((_, reject) => setTimeout(() => reject(new Error('reset')), 20))
    const raced = raceAbort(request, controller.signal)
    controller.abort('SIGINT')
    await expect(raced).rejects.toThrow(CancelledError)
    await new Promise((resolve) => setTimeout(resolve, 40))
  })
})
