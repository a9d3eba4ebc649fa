'use strict'
// Put in undici's place in the bundle (tsconfig.json "paths", which ncc applies to every import): the
// @actions packages import undici at their top (ProxyAgent in @actions/http-client; ProxyAgent and fetch
// in @actions/github), so every run loaded all of undici (0.9 MB of a 1.3 MB chunk, about a sixth of a
// run's CPU) though only GitHub's requests use it (fetch, and ProxyAgent behind a proxy). Here the real
// undici is a chunk of its own, loaded by __preload(): src/github/octokit.ts awaits it before it loads
// @actions/github, whose proxy set-up makes a ProxyAgent as its module loads; fetch loads it itself. A
// new import of undici in a dependency needs its name here: test/project/undici-lazy.test.ts fails first.
/** @type {typeof import('undici/index.js') | undefined} */
let undici
async function __preload() {
  if (!undici) {
    const loaded = await import('undici/index.js')
    undici = loaded.default ?? loaded
  }
}
module.exports = {
  __preload,
  get ProxyAgent() {
    if (!undici) throw new Error('undici is not loaded: await its __preload() first (src/vendor/undici-lazy.cjs)')
    return undici.ProxyAgent
  },
  get fetch() {
    /** @type {typeof import('undici/index.js').fetch} */
    const fetch = async (...args) => {
      await __preload()
      if (!undici) throw new Error('undici could not be loaded')
      return undici.fetch(...args)
    }
    return fetch
  },
}
