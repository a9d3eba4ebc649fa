// @ts-check
// `npm start`: the action end to end, with no account. Starts the project's double of the service on
// 127.0.0.1, runs the built dist/index.js twice as the runner would (a create, then an update), shows
// what each run logged, its outputs and its job summary, and stops the double.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAgentService } from '../test/double/agent-service.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
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
  const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-start-'))
  const outputFile = join(dir, 'output')
  const summaryFile = join(dir, 'summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  console.log(`=== ${title}`)
  console.log('--- log')
  const code = await new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'dist', 'index.js')], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('close', done)
  })
  console.log('--- outputs')
  for (const [name, value] of Object.entries(parseOutputs(readFileSync(outputFile, 'utf8')))) {
    console.log(`${name}=${value.length > 100 ? `${value.slice(0, 100)}…` : value}`)
  }
  console.log('--- job summary')
  console.log(htmlToText(readFileSync(summaryFile, 'utf8')))
  console.log(`--- exit code ${code}\n`)
  if (code !== 0) failed = true
  rmSync(dir, { recursive: true, force: true })
}

/** @param {string} text */
function parseOutputs(text) {
  /** @type {Record<string, string>} */
  const outputs = {}
  const pattern = /^([^<\n]+)<<(.+)\n([\s\S]*?)\n\2$/gm
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ''] = match[3] ?? ''
  return outputs
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
