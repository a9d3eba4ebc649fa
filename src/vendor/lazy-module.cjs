'use strict'
// A module whose exports load the real one on first use: put in a package's place in the
// bundle (tsconfig.json "paths", which ncc applies to every import, the dependencies' included) where a
// dependency loads it at its top but the action needs it on few runs or late. Each name is a getter that
// loads the real module the first time any is read, and reads it there: the module the action then uses is
// the real one, never a copy. test/project/exec-lazy.test.ts checks that every name the real module
// has is given.

/**
 * @param {() => Record<string, unknown>} load
 * @param {string[]} names
 */
function lazyModule(load, names) {
  /** @type {Record<string, unknown> | undefined} */
  let real
  const exports = {}
  for (const name of names) {
    Object.defineProperty(exports, name, {
      enumerable: true,
      get() {
        real ??= load()
        return real[name]
      },
    })
  }
  return exports
}

module.exports = { lazyModule }
