import * as core from '@actions/core'
import { commandText, plainText } from './escape.js'

export interface RunnerLog {
  info(message: string): void
  warning(message: string): void
  notice(message: string): void
  debug(message: string): void
}

/** The step's log: info lines made plain; warnings and debug lines are commands whose data core escapes. */
export const log: RunnerLog & { group<T>(name: string, work: () => Promise<T>): Promise<T> } = {
  info: (message) => core.info(plainText(message)),
  warning: (message) => core.warning(commandText(message)),
  notice: (message) => core.notice(commandText(message)),
  debug: (message) => core.debug(commandText(message)),
  group: (name, work) => core.group(commandText(name), work),
}

/** The step fails with this message, an error annotation, secrets and control characters made harmless. */
export function failWith(message: string): void {
  core.setFailed(commandText(message))
}
