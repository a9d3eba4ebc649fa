// What counts as this machine: the only hosts plain http may go to (the service's address, the upload
// address). Names that merely start with 127 or localhost (127.evil.example) are other hosts.

/** localhost (in any case: host names are not case-sensitive), [::1], or an address in 127.0.0.0/8. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}
