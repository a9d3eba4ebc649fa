import { fromFork, type PullRequestEvent } from '../pull-request-event.js'
import type { Inputs } from './inputs.js'
import { YAML_TRUE } from './values.js'

// preview and delete: which agent a run acts on, and whether it deploys or deletes it. A preview is the
// agent <agent-name>-pr-<number>, deployed while the pull request is open and deleted when it closes;
// the agent named by agent-name itself is never touched by a preview.

/** The service's longest agent name, and its longest secret set name. */
const LONGEST_NAME = 54
const LONGEST_SET_NAME = 63

/** What the run does, and to which agent (inputs['agent-name'] is then that agent). */
export interface Target {
  /** delete the agent instead of deploying it */
  remove: boolean
  /** why it is deleted: the delete input, or the preview's pull request was closed */
  reason?: 'delete' | 'closed'
  /** the pull request a preview is for; the preview's own secret set when the step writes secrets */
  preview?: { number: number; base: string; secretSet?: string; openedAt?: string }
}

/**
 * The preview agent of a pull request: `<base>-pr-<number>`; a longer name than the service takes is
 * shortened the same way every time: the base cut, a hash of the whole base added, the number kept.
 */
export function previewName(base: string, number: number, longest = LONGEST_NAME): string {
  const suffix = `-pr-${number}`
  if (base.length + suffix.length <= longest) return `${base}${suffix}`
  // node:crypto loaded only here (a long name), not by every run at its start: a run that stops at its
  // inputs never needs it
  const { createHash } = process.getBuiltinModule('node:crypto')
  const hash = createHash('sha256').update(base).digest('hex').slice(0, 6)
  const head = base.slice(0, longest - suffix.length - hash.length - 1).replace(/[-.]+$/, '')
  return `${head}-${hash}${suffix}`
}

/**
 * The secret set of a preview that writes secrets: `<secret-set>-pr-<number>` (shortened as agent names
 * are, to the service's 63 characters), its own, deleted with the preview. Production's set is never
 * written from a pull request.
 */
export function previewSetName(set: string, number: number): string {
  return previewName(set, number, LONGEST_SET_NAME)
}

/** The preview input as given, read before the inputs are checked (its own check comes with theirs). */
export function wantsPreview(preview: string | undefined): boolean {
  return YAML_TRUE.includes(preview?.trim() ?? '')
}

/**
 * A preview on a pull request from a fork deploys nothing: such runs get no secrets (api-key arrives
 * empty), so this is decided before the inputs are checked. The notice, or undefined to go on.
 */
export function forkPreviewNotice(pullRequest: PullRequestEvent | undefined): string | undefined {
  if (!pullRequest || !fromFork(pullRequest)) return undefined
  return `Pull request #${pullRequest.number} comes from ${pullRequest.headRepository ? `the fork ${pullRequest.headRepository}` : 'a fork that no longer exists'}: no preview agent is deployed or deleted for it (a fork's code never runs with this repository's secrets, and such runs get none). A maintainer can deploy it from a branch of this repository`
}

/** The inputs aimed at the agent the run acts on, and what it does; or the problem, before any request. */
export function resolveTarget(
  inputs: Inputs,
  event: { name: string; pullRequest?: PullRequestEvent },
): { ok: true; inputs: Inputs; target: Target } | { ok: false; problem: string } {
  if (!inputs.preview) {
    return { ok: true, inputs, target: inputs.delete ? { remove: true, reason: 'delete' } : { remove: false } }
  }
  const pullRequest = event.pullRequest
  if (!pullRequest) {
    return {
      ok: false,
      problem: `Input 'preview' is true, but this run is for the '${event.name || '(unknown)'}' event${event.name.startsWith('pull_request') ? " and its pull request's number could not be read" : ''}: expected a pull_request or pull_request_target run (a preview agent belongs to a pull request). Leave preview out to deploy agent '${inputs['agent-name']}' itself`,
    }
  }
  const base = inputs['agent-name']
  const closed = pullRequest.action === 'closed'
  const remove = inputs.delete || closed
  const set = inputs['secret-set']
  const secretSet = inputs.secrets && set ? previewSetName(set, pullRequest.number) : undefined
  return {
    ok: true,
    inputs: {
      ...inputs,
      'agent-name': previewName(base, pullRequest.number),
      ...(secretSet ? { 'secret-set': secretSet } : {}),
      // one GitHub environment per pull request
      environment: inputs.environment ? `${inputs.environment}/pr-${pullRequest.number}` : undefined,
    },
    target: {
      remove,
      ...(remove ? { reason: closed ? ('closed' as const) : ('delete' as const) } : {}),
      preview: {
        number: pullRequest.number,
        base,
        ...(secretSet ? { secretSet } : {}),
        ...(pullRequest.openedAt ? { openedAt: pullRequest.openedAt } : {}),
      },
    },
  }
}

/** Inputs a delete does not use, given with a value other than a deploy's default: named in a warning. */
export function ignoredByDelete(inputs: Inputs): string[] {
  const given = [
    'image',
    'node-type',
    'architecture',
    'image-pull-secret-set',
    'secret-set',
    'min-agents',
    'max-agents',
    'enable-noise-suppression',
    'audio-filter',
    'enable-managed-keys',
    'region',
    'agent-profile',
    'max-session-duration',
    'build-id',
    'secrets',
    'registry-username',
  ] as const
  const turnedOn = ['cloud-build', 'force', 'rollback-on-failure', 'secrets-prune', 'smoke-test'] as const
  return [...given.filter((name) => inputs[name] !== undefined), ...turnedOn.filter((name) => inputs[name])]
}
