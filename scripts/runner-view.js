// @ts-check
// The action's raw stdout as the runner's log shows it: workflow commands are read, not printed.
// Groups become headings, ::add-mask:: values are replaced by *** in every later line, ::debug:: lines
// are shown only when debug is on, annotations are shown as "Warning: …", "Error: …", "Notice: …".

/** Command data as the runner unescapes it. @param {string} text */
const unescapeData = (text) => text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/**
 * @param {{ debug: boolean, write: (text: string) => void }} options
 */
export function runnerView(options) {
  /** @type {string[]} */
  const masks = []
  let partial = ''
  let indent = ''
  const decoder = new TextDecoder()

  /** @param {string} text */
  const mask = (text) => masks.reduce((out, secret) => out.split(secret).join('***'), text)

  /** @param {string} line */
  function line(line) {
    const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line)
    if (!command) return options.write(`${indent}${mask(line)}\n`)
    const [, name, , data = ''] = command
    const text = unescapeData(data)
    switch (name) {
      case 'add-mask':
        if (text) masks.push(text)
        return
      case 'group':
        indent = '  '
        return options.write(`▼ ${mask(text)}\n`)
      case 'endgroup':
        indent = ''
        return
      case 'debug':
        if (options.debug) options.write(`${indent}[debug] ${mask(text)}\n`)
        return
      case 'warning':
      case 'error':
      case 'notice':
        return options.write(`${indent}${name[0]?.toUpperCase()}${name.slice(1)}: ${mask(text)}\n`)
      default:
        // a command the runner would act on silently (set-output, stop-commands, …)
        return
    }
  }

  return {
    /** @param {Buffer | string} chunk */
    push(chunk) {
      partial += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
      const lines = partial.split('\n')
      partial = lines.pop() ?? ''
      for (const each of lines) line(each.replace(/\r$/, ''))
    },
    end() {
      if (partial) line(partial)
      partial = ''
    },
    mask,
  }
}

/** The job summary's HTML as plain text for a terminal: headings, table rows as "a | b", entities decoded. */
export function htmlToText(/** @type {string} */ html) {
  return html
    .replace(/<h\d>(.*?)<\/h\d>/g, '\n$1\n')
    .replace(/<br\s*\/?>/g, '\n    ')
    .replace(/<tr>/g, '')
    .replace(/<\/tr>/g, '\n')
    .replace(/<t[hd][^>]*>(.*?)<\/t[hd]>/g, '$1 | ')
    .replace(/<[^>]+>/g, '')
    .replace(/ \| \n/g, '\n')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}
