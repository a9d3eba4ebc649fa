// What the deploy-file tests share: a double and a real workspace directory per test, and a run with only
// the key and the address as inputs unless more are given.
import { doubleAndWorkspace } from '../../helpers/double-and-workspace.js'
import { TEST_KEY } from '../../helpers/run-action.js'
import { runStep } from '../../helpers/run-step.js'

const perTest = doubleAndWorkspace('useWorkspace')

/** The running test's double: each test of the file has its own, so the tests run at once. */
export const double = perTest.double
/** The running test's workspace directory. */
export const workspace = perTest.workspace

/** The secret sets the organization of these repositories has: those their deploy files name. */
const SETS = [
  ...['quickstart-secrets', 'voice-agent-secrets', 'chatbot-secrets', 'gemini-twilio-secrets'],
  ...['receptionist-secrets', 'old-secrets', 'new-secrets'],
  { name: 'avatar-demo', region: 'us-east' },
  { name: 'your_dockerhub_pull_secret', imagePull: true },
  { name: 'voice-secrets', region: 'eu-central' },
  { name: 'registry', region: 'eu-central', imagePull: true },
]

/** A double and an empty workspace for each test of the calling file. */
export function useWorkspace(): void {
  perTest.use({ readyAfterMs: 200, secretSets: SETS }, 'agent-deploy-workspace-')
}

export const file = perTest.write

/** A run in the workspace with only the key and address as inputs, unless more are given. */
export function deploy(inputs: Record<string, string> = {}) {
  return runStep({ 'api-key': TEST_KEY, 'api-url': double.url, ...inputs }, { env: { GITHUB_WORKSPACE: workspace() } })
}

export const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning::'))
export const noticesOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::notice::'))
