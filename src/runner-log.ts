import * as core from '@actions/core'

// The one way out to the log. The runner takes any stdout line that starts with `::` (or the older
// `##[`) as a command, and core.info writes text as it is: a value from the service or an input such
// as "x\n::add-mask::Agent" or "\n::stop-commands::tok" would become a real command. Every line the
// action prints goes through plainText; commands the action means (groups, debug, warnings, errors,
// outputs, masks) are issued by @actions/core, which escapes their data.

const ZERO_WIDTH_SPACE = '\u200B'

/** Text as one or more log lines that can never be runner commands, wherever it came from. */
export function plainText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replaceAll('::', `:${ZERO_WIDTH_SPACE}:`).replaceAll('##[', `#${ZERO_WIDTH_SPACE}#[`))
    .join('\n')
}

export interface RunnerLog {
  info(message: string): void
  warning(message: string): void
  notice(message: string): void
  debug(message: string): void
}

/** The step's log: info lines made plain; warnings and debug lines are commands whose data core escapes. */
export const log: RunnerLog & { group<T>(name: string, work: () => Promise<T>): Promise<T> } = {
  info: (message) => core.info(plainText(message)),
  warning: (message) => core.warning(message),
  notice: (message) => core.notice(message),
  debug: (message) => core.debug(message),
  group: (name, work) => core.group(name, work),
}
