// @ts-check
// Part of `npm run build`: writes dist/check/index.js and dist/rollback/index.js, the entries of the check
// action (check/action.yml) and the rollback action (rollback/action.yml), each one import of the bundle
// dist/index.js, which runs the action it was started through (src/index.ts). One ncc build makes all
// three actions: a build each took as long again and duplicated every chunk.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist')
/** @type {[string, string][]} */
const entries = [
  ['check', "The check action's entry"],
  ['rollback', "The rollback action's entry"],
]
for (const [entry, what] of entries) {
  mkdirSync(join(dist, entry), { recursive: true })
  writeFileSync(
    join(dist, entry, 'index.js'),
    `// ${what}: the bundle runs it when started through this file.\nimport '../index.js'\n`,
  )
}
