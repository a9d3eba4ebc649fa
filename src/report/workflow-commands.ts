// The two workflow commands the action needs before @actions/core is loaded. Loading core pulls in
// the whole HTTP stack (it imports @actions/http-client, and that imports undici), which costs more
// start-up time than the rest of the action; a run whose inputs are wrong should not pay for it.
// Escaping follows the runner's rules for command data, as @actions/core does.

import { appendFileSync } from 'node:fs'
import { commandText, registerSecret } from './escape.js'

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/**
 * A secret from here on, both ways: masked as core.setSecret masks (the runner replaces it with *** in every
 * later log line), and known to secrets.ts, which replaces it with *** on every way out the runner does not mask
 * (the summary, a comment, an escaped text the masker no longer recognises).
 */
export function hideSecret(value: string | undefined): void {
  if (value) process.stdout.write(`::add-mask::${escapeData(value)}\n`)
  registerSecret(value)
}

/** Same as core.setFailed: an error annotation, and the step fails. */
export function failStep(message: string): void {
  process.exitCode = 1
  process.stdout.write(`::error::${escapeData(commandText(message))}\n`)
}

/** Same as core.notice and core.warning, for what is said while the inputs are read. */
export function annotateEarly(kind: 'notice' | 'warning', message: string): void {
  process.stdout.write(`::${kind}::${escapeData(commandText(message))}\n`)
}

/** Same as core.setOutput, for the outputs a run whose inputs are invalid still sets. */
export function setOutputEarly(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) return
  const delimiter = `ghadelimiter_${process.pid}_${Date.now()}`
  appendFileSync(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`)
}
