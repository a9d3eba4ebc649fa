import type { ConfigChange } from '../service/agent-config.js'
import { escapeHtml } from './escape.js'

// A configuration change in words: as log lines, and as the cells of the summary's and the comment's tables.

const FIELD_LABELS: Record<ConfigChange['field'], string> = {
  image: 'Image',
  buildId: 'Build',
  nodeType: 'Node type',
  secretSet: 'Secret set',
  minAgents: 'Min agents',
  maxAgents: 'Max agents',
  enableNoiseSuppression: 'Noise suppression',
  agentProfile: 'Agent profile',
  maxSessionDuration: 'Max session duration (s)',
  imagePullSecretSet: 'Image pull secret set',
  audioFilter: 'Audio filter',
  architecture: 'Architecture',
}

export function describeValue(value: unknown): string {
  if (value === undefined) return '(not set)'
  if (value === null) return 'off'
  if (typeof value === 'boolean') return value ? 'on' : 'off'
  return String(value)
}

/** One change as the cells of a table row, escaped: field, before, after. */
export function changeCells(
  change: ConfigChange,
  cell: (text: string) => string = escapeHtml,
): [string, string, string] {
  return [FIELD_LABELS[change.field], cell(describeValue(change.from)), cell(describeValue(change.to))]
}

/** The changes as plain lines for the log: "image: a → b". */
export function changeLines(changes: ConfigChange[]): string[] {
  return changes.map((c) => `${FIELD_LABELS[c.field]}: ${describeValue(c.from)} → ${describeValue(c.to)}`)
}
