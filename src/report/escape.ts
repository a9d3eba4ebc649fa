// The one escaping path: every text that came from outside (the service, GitHub, inputs) passes one of
// these on its way out: the log, annotations, outputs, the job summary, a pull-request comment, a GitHub
// deployment status. Each first replaces every known secret with *** (the runner's masking cannot reach a
// comment, nor a key after HTML escaping has changed its characters), then makes control characters
// visible (a terminal escape or a bidi override is shown as text, never acted on), then escapes for the
// place it goes.

// The log: the runner takes any stdout line that starts with `::` (or the older `##[`) as a command,
// and core.info writes text as it is: a value from the service or an input such as
// "x\n::add-mask::Agent" or "\n::stop-commands::tok" would become a real command. Every line the action
// prints goes through plainText; commands the action means (groups, debug, warnings, errors, outputs,
// masks) are issued by @actions/core, which escapes their data, with their text through commandText.

import { redact } from '../secrets.js'

export { redact, registerSecret } from '../secrets.js'

// C0 controls but tab, line feed and carriage return (line breaks are handled where the text goes), DEL,
// C1 controls (0x9B is a one-byte CSI), and the bidi controls that reorder what is shown.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** Control and bidi characters as visible escapes ("\x1b", "\u202e"): shown, never acted on by a terminal. */
export function visibleControls(text: string): string {
  return text
    .replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(BIDI, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** The text of a command the action means (warning, notice, error, debug): no secret, no control character. */
export function commandText(text: string): string {
  return visibleControls(redact(text))
}

const ZERO_WIDTH_SPACE = '\u200B'

/** Text as one or more log lines that can never be runner commands, wherever it came from. */
export function plainText(text: string): string {
  return commandText(text)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replaceAll('::', `:${ZERO_WIDTH_SPACE}:`).replaceAll('##[', `#${ZERO_WIDTH_SPACE}#[`))
    .join('\n')
}

// Characters that mean something to HTML or to Markdown (GitHub renders Markdown around and, after a
// blank line, inside the summary's HTML), written as numeric character references.
const SPECIAL = /[&<>"'`*_[\]#|~!\\]/g

/** Text from the service or an input as summary HTML that renders as that text: no tag, link or heading. */
export function escapeHtml(value: string, keepLineBreaks = false): string {
  const escaped = commandText(value)
    .replace(/\r\n?/g, '\n')
    .replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`)
  // A newline would end a table cell (and a blank line the HTML block): <br> keeps the cell whole.
  return keepLineBreaks ? escaped : escaped.replace(/\n/g, '<br>')
}

/**
 * Text for a pull-request comment: as escapeHtml, and an @mention (or #123 reference, already escaped)
 * from the service or an input does not ping anyone: a zero-width joiner after each "@" breaks it.
 */
export function escapeForComment(value: string): string {
  return escapeHtml(value.replaceAll('@', '@\u200D'))
}
