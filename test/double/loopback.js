// @ts-check
// Starts an HTTP server of the tests' own on 127.0.0.1 and gives back its address and a way to stop it.
/**
 * @param {import('node:http').Server} server
 * @param {number} [port]
 */
export async function listenOnLoopback(server, port = 0) {
  // Idle keep-alive connections stay open as long as a real service's load balancer keeps them (60 s and
  // more), not Node's 5 s: with 5 s, a client that waits 8 s between retries can reuse a socket in the
  // very moment the server closes it, and a request is lost that no real service would lose.
  server.keepAliveTimeout = 65_000
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    /** @returns {Promise<void>} */
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
