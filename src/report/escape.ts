// The one escaping path: every text that came from outside (the service, GitHub, inputs) passes one of
// these on its way to the log, the job summary or a pull-request comment.

// The log: the runner takes any stdout line that starts with `::` (or the older
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

// Characters that mean something to HTML or to Markdown (GitHub renders Markdown around and, after a
// blank line, inside the summary's HTML), written as numeric character references.
const SPECIAL = /[&<>"'`*_[\]#|~!\\]/g

/** Text from the service or an input as summary HTML that renders as that text: no tag, link or heading. */
export function escapeHtml(value: string, keepLineBreaks = false): string {
  const escaped = value.replace(/\r\n?/g, '\n').replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`)
  // A newline would end a table cell (and a blank line the HTML block): <br> keeps the cell whole.
  return keepLineBreaks ? escaped : escaped.replace(/\n/g, '<br>')
}
