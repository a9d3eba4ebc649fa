// An address where nothing listens, for tests of a refused connection. Not a port that a test just
// closed: the kernel hands such a port to the next listen(0), and another test's server answered there
// once. Port 2 is below the range listen(0) takes ports from (32768 and up on Linux), nothing listens on
// it, and fetch does not refuse it as a "bad port" before connecting, as it does port 1.
export const CLOSED_PORT = 2
export const CLOSED_URL = `http://127.0.0.1:${CLOSED_PORT}`
