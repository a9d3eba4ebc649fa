// A judge that is not what it should be (issue 51 §3), through dist/index.js: a redirect is never followed
// with judge-api-key (a 307 to another port of the same host), and prose that quotes a "yes" is not a
// verdict. Either way nothing is proven: the step fails naming the criterion, and rolls nothing back.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { runScenarios, withDouble, workspaceWith } from './setup.js'

const JUDGE_KEY = 'sk-judge-test-key'

/** A server on 127.0.0.1 answering each request with `answer`; the authorization headers it received. */
async function serve(answer: (res: http.ServerResponse) => void) {
  const seen: (string | undefined)[] = []
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      seen.push(req.headers.authorization)
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise((resolve) => server.close(resolve)) }
}

const scenario = (endpoint: string) => `name: judged
judge:
  eval:
    service: openai
    endpoint: ${endpoint}
turns:
  - user: "What is the capital of Japan?"
    expect:
      - event: response
        eval: "names Tokyo as the capital"
`
const chat = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] })

describe.concurrent('a judge that is not what it should be', () => {
  it.each([
    ['redirects elsewhere (307): the key is never sent along', 'redirect', /not judged \(the judge answered 307/],
    [
      'answers in prose that quotes a yes: no verdict',
      'prose',
      /not judged \(the judge answered without the JSON verdict its prompt asks for: The bot said "yes"/,
    ],
  ] as const)(
    '%s',
    throughDist((_, kind, reason) =>
      withDouble({}, async (double) => {
        const elsewhere = await serve((res) => res.end(chat('{"verdict": "yes", "reason": "fine"}')))
        const judge = await serve((res) => {
          if (kind === 'redirect') {
            res.writeHead(307, { location: `${elsewhere.url}/chat/completions` })
            return res.end()
          }
          res.end(chat('The bot said "yes" when asked, so: no'))
        })
        const ws = workspaceWith({ 'evals/judged.yaml': scenario(judge.url) })
        try {
          double.seed('support-bot', { image: 'ghcr.io/acme/support-bot:1.0.0' })
          const run = await runScenarios(double, ws.dir, { 'judge-api-key': JUDGE_KEY, 'rollback-on-failure': 'true' })
          expect(run.code).toBe(1)
          expect(run.outputs).toMatchObject({ scenarios: 'skipped', 'rolled-back': 'false' })
          expect(errorsOf(run)[0]).toMatch(
            /^The scenarios proved nothing: no run could be judged\. First: eval: "names Tokyo as the capital" /,
          )
          expect(errorsOf(run)[0]).toMatch(reason)
          expect(judge.seen).toEqual([`Bearer ${JUDGE_KEY}`])
          expect(elsewhere.seen).toEqual([])
        } finally {
          ws.remove()
          await judge.close()
          await elsewhere.close()
        }
      }),
    ),
  )
})
