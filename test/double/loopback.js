// @ts-check
// Starts an HTTP server of the tests' own on 127.0.0.1 and gives back its address and a way to stop it.
/**
 * @param {import('node:http').Server} server
 * @param {number} [port]
 */
export async function listenOnLoopback(server, port = 0) {
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
