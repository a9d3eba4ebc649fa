// The values that must never be shown (the API key, the GitHub token): known to every concern, so that
// any text can lose them before it is cut, escaped or sent anywhere. report/escape.ts applies them on
// every way out; program output (build logs, a crashed agent's lines) loses them before it is cut, so a
// secret that spans a cut cannot show its first characters.

const secrets = new Set<string>()

/** A value that must never be shown: replaced with *** wherever it appears. */
export function registerSecret(value: string | undefined): void {
  if (value) secrets.add(value)
}

/** Every known secret replaced with ***, longest first (one secret may contain another). */
export function redact(text: string): string {
  let result = text
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) result = result.replaceAll(secret, '***')
  return result
}
