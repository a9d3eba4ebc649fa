// @ts-check
// `npm start`: the action end to end, with no account. Starts the project's double of the service on
// 127.0.0.1, runs the built dist/index.js as the runner would, shows its log as the runner shows it
// (groups as headings, masked values as ***, debug lines only when asked), then its outputs and job
// summary as text, and stops the double.
//   npm start                                   a demo: a create, an update whose gate holds a turn,
//                                               a cloud build of examples/sample-agent, a check's call
//   npm start -- --image repo/app:1 --max-agents 3 [--agent-name x] [--debug]
//   npm start -- --env-file my.env [--debug]    inputs as INPUT_* lines, as for @github/local-action
//   npm start -- --workspace ../my-agent [--cloud-build true] ...
//                                               the action run in your own repository (its deploy
//                                               file and .dockerignore), as the runner would
//   npm start -- --check [--conversation-test true] ...
//                                               the check action (check/action.yml) on an agent the
//                                               double already runs
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { startAgentService } from '../test/double/agent-service.js'
import { runnerGitHubEnv, startGitHubApi } from '../test/double/github-api.js'
import { ROOT, runAction, withIceOnLoopback } from '../test/helpers/run-action.js'
import { htmlToText, runnerView } from './runner-view.js'

const inputNames = Object.keys(
  /** @type {{ inputs: Record<string, unknown> }} */ (parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'))).inputs,
)
/** @type {Record<string, { type: 'string' | 'boolean' }>} */
const options = {
  'env-file': { type: 'string' },
  workspace: { type: 'string' },
  debug: { type: 'boolean' },
  help: { type: 'boolean' },
  check: { type: 'boolean' },
}
const checkInputNames = Object.keys(
  /** @type {{ inputs: Record<string, unknown> }} */ (parse(readFileSync(join(ROOT, 'check/action.yml'), 'utf8')))
    .inputs,
)
for (const name of new Set([...inputNames, ...checkInputNames])) options[name] = { type: 'string' }

/** @type {ReturnType<typeof parseArgs>['values']} */
let values
try {
  values = parseArgs({ options, allowPositionals: false }).values
} catch (error) {
  console.error(`${/** @type {Error} */ (error).message}\n`)
  usage()
  process.exit(2)
}
if (values.help) {
  usage()
  process.exit(0)
}

/** @type {Record<string, string>} */
const given = {}
let debug = values.debug === true
if (typeof values['env-file'] === 'string') {
  const file = readEnvFile(values['env-file'])
  Object.assign(given, file.inputs)
  debug ||= file.debug
}
const asCheck = values.check === true
for (const name of asCheck ? checkInputNames : inputNames) {
  const value = values[name]
  if (typeof value === 'string') given[name] = value
}

// Your own repository as the workspace: the runner's GITHUB_WORKSPACE and working directory. Its deploy
// file is read only when --config-file names it, as the action reads one only when config-file does.
const workspace = typeof values.workspace === 'string' ? resolve(values.workspace) : undefined
if (workspace) {
  if (!existsSync(workspace) || !statSync(workspace).isDirectory()) {
    console.error(`--workspace: ${workspace} is not a directory`)
    process.exit(2)
  }
}

const service = await startAgentService({
  readyAfterMs: 2000,
  readLagMs: 500,
  // in your own repository, any secret set your configuration names exists on the double
  ...(workspace
    ? { anySecretSetExists: true }
    : { secretSets: ['support-secrets', { name: 'registry', imagePull: true }] }),
})
console.log(`Started the double of the agent deployment service at ${service.url}`)
// the double's keys, as the step's secrets would give them: the private one, and the public one that
// starts the sessions of the checks (smoke-test, conversation-test, scenarios)
const double = {
  'api-key': 'sk_test_private',
  'api-url': service.url,
  'public-api-key': 'pk_test_public',
}
if (given['api-url'] || given['api-key'] || given['public-api-key']) {
  console.log(
    "api-url, api-key and public-api-key are replaced by the double's: npm start never sends anything off this machine",
  )
}
console.log('')

// GitHub as a workflow's run sees it (the double of its API on 127.0.0.1): the demo's steps are runs of one
// workflow, so the check reads back the sessions the deploy step's gate held (their notice) and never counts
// them as callers, as a team's scheduled check does
const github = await startGitHubApi()
let failed = false
try {
  if (Object.keys(given).length === 0 && !workspace && !asCheck) {
    const demo = { ...double, 'agent-name': 'support-bot', 'secret-set': 'support-secrets', 'max-agents': '2' }
    await step('1. First deploy: the agent does not exist, so it is created', {
      ...demo,
      image: 'ghcr.io/acme/support-bot:1.0.0',
    })
    await step('2. Second deploy: a new image, so the agent is updated, and the gate holds a turn with its bot', {
      ...demo,
      image: 'ghcr.io/acme/support-bot:1.1.0',
      'conversation-test': 'true',
    })
    await step('3. Build from the repository: the sample context is packed, uploaded, built by the service, deployed', {
      ...double,
      'agent-name': 'sample-agent',
      'cloud-build': 'true',
      'build-context': 'examples/sample-agent',
    })
    await step(
      '4. The check action between deploys: a Twilio call to the deployment that serves, and its callers',
      { ...double, 'agent-name': 'support-bot', 'conversation-test': 'true', 'session-transport': 'twilio' },
      'check',
    )
    console.log('Run it with your own inputs: npm start -- --help')
  } else if (asCheck) {
    const name = given['agent-name'] ?? 'my-agent'
    service.seed(name, { image: given.image ?? 'ghcr.io/acme/support-bot:1.0.0' })
    delete given.image
    await step(
      `Check agent '${name}' (the double runs it already)`,
      { 'agent-name': name, ...given, ...double },
      'check',
    )
  } else {
    // agent-name defaults to my-agent unless a deploy file can name the agent
    /** @type {Record<string, string>} */
    const name = given['config-file'] ? {} : { 'agent-name': 'my-agent' }
    await step(workspace ? `Deploy in ${workspace}` : 'Deploy with the given inputs', { ...name, ...given, ...double })
  }
} finally {
  await service.close()
  await github.close()
  console.log('Stopped the double.')
}
if (failed) process.exitCode = 1

/**
 * @param {string} title
 * @param {Record<string, string>} inputs
 * @param {'deploy' | 'check'} [action]
 */
async function step(title, inputs, action = 'deploy') {
  console.log(`=== ${title}`)
  console.log('--- log (as the runner shows it)')
  const view = runnerView({ debug, write: (text) => process.stdout.write(text) })
  // ICE on loopback only, where a turn or a scenario runs: a WebRTC turn with the double's bot never leaves this machine
  const run = await runAction(withIceOnLoopback(inputs), {
    baseEnv: {
      PATH: process.env.PATH ?? '',
      ...(debug ? { RUNNER_DEBUG: '1' } : {}),
      ...(workspace ? { GITHUB_WORKSPACE: workspace } : {}),
      ...runnerGitHubEnv(github.url),
    },
    onStart: (child) => child.stdout?.on('data', (chunk) => view.push(chunk)),
    action,
  })
  view.end()
  // the runner makes the run's notices annotations of its job, which later runs of the workflow read
  github.recordRun(run.stdout)
  console.log('--- outputs')
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(view.mask(`${name}=${value.length > 100 ? `${value.slice(0, 100)}…` : value}`))
  }
  console.log('--- job summary')
  console.log(view.mask(htmlToText(run.summary)))
  console.log(`--- exit code ${run.code}${run.stderr ? `; stderr:\n${run.stderr}` : ''}\n`)
  if (run.code !== 0) failed = true
}

/**
 * An env file as @github/local-action reads it: `INPUT_<NAME>=value` lines (the name in capitals,
 * hyphens kept), `#` comments; ACTIONS_STEP_DEBUG=true or RUNNER_DEBUG=1 turns debug lines on.
 * @param {string} path
 */
function readEnvFile(path) {
  /** @type {Record<string, string>} */
  const inputs = {}
  let debugOn = false
  const lines = readFileSync(path, 'utf8').split(/\r?\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const at = line.indexOf('=')
    if (at < 0) throw new Error(`${path}:${index + 1}: expected NAME=value`)
    const key = line
      .slice(0, at)
      .trim()
      .replace(/^export\s+/, '')
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2')
    if (key === 'ACTIONS_STEP_DEBUG' || key === 'RUNNER_DEBUG') debugOn ||= value === 'true' || value === '1'
    if (!key.startsWith('INPUT_')) continue
    const name = key.slice('INPUT_'.length).toLowerCase()
    if (!inputNames.includes(name)) throw new Error(`${path}:${index + 1}: ${key} is not an input of action.yml`)
    inputs[name] = value
  }
  return { inputs, debug: debugOn }
}

function usage() {
  console.log(`npm start -- [--<input> value ...] [--env-file FILE] [--debug]

Runs the action against a local double of the service (nothing leaves this machine) and shows its
log as the runner would, its outputs and its job summary. Without inputs: a demo (a create, an update
whose gate holds a turn with the double's bot, a cloud build, and the check action, which places a
Twilio call to the bot).

  --<input> value   any input of action.yml, e.g. --image ghcr.io/acme/bot:2 --max-agents 3
                    (agent-name defaults to my-agent; api-url, api-key and public-api-key are
                    always the double's)
  --conversation-test true
                    the gate: one turn with the double's bot once the deployment is ready
  --conversation-test true --session-transport twilio
                    the turn as a phone call (telnyx, plivo, exotel too; webrtc is the default)
  --workspace DIR --scenarios 'evals/*.yaml'
                    your own Pipecat scenarios from DIR, against the double's bot (eval: criteria
                    need --judge-api-key and a judge the runner reaches)
  --check [--conversation-test true] [--callers-minutes 60] [--agent-name x] [--image ...]
                    the check action (check/action.yml) on an agent the double runs
  --env-file FILE   inputs as INPUT_<NAME>=value lines, as for @github/local-action
  --workspace DIR   run in your own repository, as the runner would: DIR is the workspace (add
                    --config-file pcc-deploy.toml to read its deploy file, as the step's config-file
                    does), and any secret set it names exists on the double; add --cloud-build true
                    to pack and build it
  --debug           show debug lines (as with ACTIONS_STEP_DEBUG=true)

The double knows the secret sets support-secrets and registry (an image pull set), crashes any
image whose name contains "crash", and makes a deployment ready after 2 s.

Inputs: ${inputNames.join(', ')}`)
}
