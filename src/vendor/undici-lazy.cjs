'use strict'
// Put in undici's place in the bundle (tsconfig.json "paths", which ncc applies to every import): the
// @actions packages import undici at their top (ProxyAgent in @actions/http-client; ProxyAgent and fetch
// in @actions/github), so every run evaluated all of undici (0.9 MB of the 1.3 MB chunk, about a sixth of
// a run's CPU) though only GitHub's requests (fetch) and a proxy (ProxyAgent) use it. The real undici is
// loaded the first time one of them is used. A new import of undici in a dependency needs its name here:
// test/project/undici-lazy.test.ts fails until it has it.
let undici
const real = () => {
  undici ??= require('undici/index.js')
  return undici
}
module.exports = {
  get ProxyAgent() {
    return real().ProxyAgent
  },
  get fetch() {
    return real().fetch
  },
}
