// The values that must never be shown (the API key, the GitHub token): known to every concern, so that
// any text can lose them before it is cut, escaped or sent anywhere. report/escape.ts applies them on
// every way out; program output (build logs, a crashed agent's lines) loses them before it is cut, so a
// secret that spans a cut cannot show its first characters.

const secrets = new Set<string>()

/**
 * Shorter values are masked by the runner (add-mask) but not replaced here: a value of two or three
 * characters ("on", "eu1") would take the same letters out of every id, status and output.
 */
export const SHORTEST_REPLACED = 4

/** A value that must never be shown: replaced with *** wherever it appears. */
export function registerSecret(value: string | undefined): void {
  if (value && value.length >= SHORTEST_REPLACED) secrets.add(value)
}

/** Forgets every secret: for tests, which share one process between files. */
export function forgetSecrets(): void {
  secrets.clear()
}

/**
 * The text with every known secret replaced, then cut to `max` characters and "…" (then `more`, given how
 * many characters were left out): replace, then cut, so a secret that spans the cut shows none of its
 * characters.
 */
export function shortened(text: string, max: number, more: (left: number) => string = () => ''): string {
  const safe = redact(text)
  return safe.length > max ? `${safe.slice(0, max)}…${more(safe.length - max)}` : safe
}

/** Every known secret replaced with ***, longest first (one secret may contain another). */
export function redact(text: string): string {
  let result = text
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) result = result.replaceAll(secret, '***')
  return result
}
