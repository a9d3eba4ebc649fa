// @ts-check
// `npm start`: the action end to end, with no account. Starts the project's double of the service on
// 127.0.0.1, runs the built dist/index.js twice as the runner would (a create, then an update), shows
// what each run logged, its outputs and its job summary, and stops the double.
import { startAgentService } from '../test/double/agent-service.js'
import { runAction } from '../test/helpers/run-action.js'

const service = await startAgentService({ readyAfterMs: 2000, readLagMs: 500, secretSets: ['support-secrets'] })
console.log(`Started the double of the agent deployment service at ${service.url}\n`)

const common = {
  'api-key': 'sk_test_private',
  'api-url': service.url,
  'agent-name': 'support-bot',
  'secret-set': 'support-secrets',
  'max-agents': '2',
}

let failed = false
try {
  await step('1. First deploy: the agent does not exist, so it is created', {
    ...common,
    image: 'ghcr.io/acme/support-bot:1.0.0',
  })
  await step('2. Second deploy: a new image, so the agent is updated', {
    ...common,
    image: 'ghcr.io/acme/support-bot:1.1.0',
  })
} finally {
  await service.close()
  console.log('Stopped the double.')
}
if (failed) process.exitCode = 1

/**
 * @param {string} title
 * @param {Record<string, string>} inputs
 */
async function step(title, inputs) {
  console.log(`=== ${title}`)
  console.log('--- log')
  const run = await runAction(inputs, { baseEnv: process.env, echo: true })
  console.log('--- outputs')
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(`${name}=${value.length > 100 ? `${value.slice(0, 100)}…` : value}`)
  }
  console.log('--- job summary')
  console.log(htmlToText(run.summary))
  console.log(`--- exit code ${run.code}\n`)
  if (run.code !== 0) failed = true
}

/** The summary's HTML tables as plain rows, for a terminal. @param {string} html */
function htmlToText(html) {
  return html
    .replace(/<h\d>(.*?)<\/h\d>/g, '\n$1\n')
    .replace(/<tr>/g, '')
    .replace(/<\/tr>/g, '\n')
    .replace(/<t[hd]>(.*?)<\/t[hd]>/g, '$1 | ')
    .replace(/<[^>]+>/g, '')
    .replace(/ \| \n/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}
