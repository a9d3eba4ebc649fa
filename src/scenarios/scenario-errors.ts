/** A scenario file (or the input naming them) that cannot run: the message names the file and line. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError'
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
