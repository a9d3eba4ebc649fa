// @ts-check
// Part of `npm run build`: writes dist/check/index.js, the check action's entry (check/action.yml), as one
// import of the bundle dist/index.js, which runs the check when started through it (src/index.ts). One
// ncc build makes both actions: a second build took as long again and duplicated every chunk.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist')
mkdirSync(join(dist, 'check'), { recursive: true })
writeFileSync(
  join(dist, 'check', 'index.js'),
  "// The check action's entry: the bundle runs the check when started through this file.\nimport '../index.js'\n",
)
