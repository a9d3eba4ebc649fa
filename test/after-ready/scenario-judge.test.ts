// The judge of eval: criteria (src/after-ready/scenarios/scenario-judge.ts) against a real HTTP server on
// 127.0.0.1 speaking OpenAI's chat completions: a verdict taken from its answer, an answer over 256 KiB
// cut and said so, a connection cut mid-answer settled: never a judge's trouble taken for a verdict.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { judgeFor } from '../../src/after-ready/scenarios/scenario-judge.js'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** A judge that answers every request with `answer`; its endpoint. */
async function judgeAnswering(answer: (response: ServerResponse) => void): Promise<string> {
  const started = createServer((request, response) => {
    request.resume()
    request.on('end', () => answer(response))
  })
  server = started
  await new Promise<void>((done) => started.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}/v1`
}

const chat = (content: string) => JSON.stringify({ choices: [{ message: { content } }] })

describe('the judge of eval: criteria', () => {
  it('takes the verdict from the answer', async () => {
    const endpoint = await judgeAnswering((r) => r.end(chat('{"verdict": "yes", "reason": "names Tokyo"}')))
    const judge = judgeFor('sk-judge', { service: 'openai', endpoint })
    expect(await judge('names Tokyo', 'Tokyo.')).toEqual({ verdict: 'yes', reason: 'names Tokyo' })
  })

  it('leaves the criterion unjudged when the answer is over 256 KiB, saying so', async () => {
    const endpoint = await judgeAnswering((r) => r.end(chat(`{"verdict": "yes", "reason": "${'x'.repeat(300_000)}"}`)))
    const judge = judgeFor('sk-judge', { service: 'openai', endpoint })
    expect(await judge('names Tokyo', 'Tokyo.')).toEqual({
      unjudged: `The answer to the judge (${new URL(endpoint).host}) is larger than the 256 KiB the action reads; it was cut off`,
    })
  })

  it('leaves the criterion unjudged when the connection is cut mid-answer', async () => {
    const endpoint = await judgeAnswering((r) => {
      r.writeHead(200, { 'content-length': '1000' })
      r.write('{"choices": [')
      setTimeout(() => r.socket?.destroy(), 20)
    })
    const judge = judgeFor('sk-judge', { service: 'openai', endpoint })
    const verdict = await judge('names Tokyo', 'Tokyo.')
    expect(verdict).toHaveProperty('unjudged')
    expect((verdict as { unjudged: string }).unjudged).toMatch(/^the judge could not be reached \(/)
  })

  it('cuts a judge that trickles its answer at the whole answer’s time limit', async () => {
    const endpoint = await judgeAnswering((r) => {
      r.writeHead(200, { 'content-type': 'application/json' })
      const timer = setInterval(() => (r.destroyed ? clearInterval(timer) : r.write(' ')), 100)
    })
    const judge = judgeFor('sk-judge', { service: 'openai', endpoint }, 500)
    const started = Date.now()
    expect(await judge('names Tokyo', 'Tokyo.')).toEqual({
      unjudged: 'the judge could not be reached (no whole answer within 0.5 s)',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it.each([
    ['prose that quotes a yes', 'The bot said "yes" to the question, so: no', 'unjudged'],
    ['a verdict it does not name', '{"verdict": "maybe", "reason": "unsure"}', 'no'],
    ['its object wrapped in prose', 'Here it is: {"verdict": "yes", "reason": "names it"} Let me know!', 'yes'],
  ])('reads %s as Pipecat reads a verdict: never a yes that is not one', async (_, content, expected) => {
    const endpoint = await judgeAnswering((r) => r.end(chat(content)))
    const verdict = await judgeFor('sk-judge', { service: 'openai', endpoint })('names Tokyo', 'Tokyo.')
    expect('unjudged' in verdict ? 'unjudged' : verdict.verdict).toBe(expected)
  })
})
