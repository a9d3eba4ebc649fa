import type { ConfigChange } from '../service/agents/agent-config.js'
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
  websocketAuth: 'WebSocket auth',
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
  return [FIELD_LABELS[change.field], cell(describeFrom(change)), cell(describeValue(change.to))]
}

/** A value the record does not report (websocket-auth) is not "not set": nobody can tell. */
function describeFrom(change: ConfigChange): string {
  return change.unreported ? '(not reported)' : describeValue(change.from)
}

/** The changes as plain lines for the log: "image: a → b". */
export function changeLines(changes: ConfigChange[]): string[] {
  return changes.map((c) => `${FIELD_LABELS[c.field]}: ${describeFrom(c)} → ${describeValue(c.to)}`)
}
