// Preloaded by scripts/bench-build.js (node -r): writes the process's peak resident set size, in KiB,
// to the file RSS_FILE names when the process exits. Measures any action the same way.
const { writeFileSync } = require('node:fs')

process.on('exit', () => {
  if (process.env.RSS_FILE) writeFileSync(process.env.RSS_FILE, String(process.resourceUsage().maxRSS))
})
