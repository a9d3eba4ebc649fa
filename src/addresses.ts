// What counts as this machine: the only hosts plain http may go to (the service's address, the upload
// address). Names that merely start with 127 or localhost (127.evil.example) are other hosts.

/** localhost (in any case: host names are not case-sensitive), [::1], or an address in 127.0.0.0/8. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/**
 * An address in 169.254.0.0/16 or fe80::/10: link-local, where a cloud runner's metadata service answers
 * (169.254.169.254, with the runner's credentials). Never a server the action connects to on a service's word.
 */
export function isLinkLocal(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return /^169\.254\.\d{1,3}\.\d{1,3}$/.test(host) || /^fe[89ab][0-9a-f]:/.test(host)
}
