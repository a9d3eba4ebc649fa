/** Any thrown value as one readable line: strings and other non-Error values included. */
export function errorMessage(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message
  if (typeof thrown === 'string') return thrown
  try {
    return JSON.stringify(thrown) ?? String(thrown)
  } catch {
    return String(thrown)
  }
}

/** What the inputs ask for cannot be deployed: refused before anything is written. */
export class PlanError extends Error {
  override readonly name = 'PlanError'
}

/** The workflow was cancelled while the action was at work. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError'
}
