import { ARCHITECTURE_OF_NODE_TYPE } from '../architectures.js'
import { parseReference } from '../image-reference.js'
import { aCall, isCall } from '../session-transports.js'
import { switchlessProblem } from './check-switches.js'
import type { InputName, Inputs, Origins } from './input-table.js'

// Values that are valid each alone and not together, named with where each came from: the input, or the
// deploy file and its key (Inputs.origins).

/** Where a value came from, in words: the deploy file and its key, or the input. */
export function originOf(name: InputName, origins: Origins | undefined): string {
  return origins?.[name] ?? `input '${name}'`
}

/** Values that are valid alone and not together; each named with where it came from. */
export function acrossInputsProblem(inputs: Inputs, from: (name: InputName) => string): string | undefined {
  const scaling = scalingProblem(inputs['min-agents'], inputs['max-agents'], from('min-agents'), from('max-agents'))
  if (scaling) return scaling
  const sources = (['image', 'cloud-build', 'build-id'] as const).filter((name) => inputs[name])
  if (sources.length > 1) {
    return `${together(
      sources.map((name) => [name, undefined]),
      from,
    )} are given together: expected at most one of image (deploy an image), cloud-build (build one from build-context) and build-id (deploy an existing build)`
  }
  const alias = ARCHITECTURE_OF_NODE_TYPE[inputs['node-type'] ?? '']
  if (inputs.architecture && alias && alias !== inputs.architecture) {
    const pair = together(
      [
        ['architecture', inputs.architecture],
        ['node-type', `${inputs['node-type']}, the old name of ${alias}`],
      ],
      from,
    )
    return `${pair} disagree: give architecture alone`
  }
  const filter = inputs['audio-filter']
  const suppression = inputs['enable-noise-suppression']
  if (filter !== undefined && suppression !== undefined && (filter !== 'off') !== suppression) {
    const pair = together(
      [
        ['audio-filter', filter],
        ['enable-noise-suppression', String(suppression)],
      ],
      from,
    )
    return `${pair} contradict each other: the audio filter succeeds the noise-suppression switch; give audio-filter alone`
  }
  return undefined
}

/** "Inputs 'a' (x) and 'b' (y)" when the step gave both; else each with where it came from. */
function together(values: [InputName, string | undefined][], from: (name: InputName) => string): string {
  const shown = (value: string | undefined) => (value === undefined ? '' : ` (${value})`)
  if (values.every(([name]) => from(name) === `input '${name}'`)) {
    return `Inputs ${values.map(([name, value]) => `'${name}'${shown(value)}`).join(' and ')}`
  }
  return sentenceStart(values.map(([name, value]) => `${from(name)}${shown(value)}`).join(' and '))
}

/** "input 'x'" opens a sentence as "Input 'x'"; a file's name stays as it is spelled. */
function sentenceStart(text: string): string {
  return text.startsWith('input ') ? `I${text.slice(1)}` : text
}

/** min-agents above max-agents can never deploy; each value named with where it came from. */
export function scalingProblem(
  min: number | undefined,
  max: number | undefined,
  minFrom: string,
  maxFrom: string,
): string | undefined {
  if (min === undefined || max === undefined || min <= max) return undefined
  return `${sentenceStart(`${minFrom} (${min})`)} is above ${maxFrom} (${max}): expected min-agents at most max-agents`
}

/** Inputs that go in pairs or need another: secrets and their set, registry credentials, the checks after ready. */
export function pairedInputsProblem(inputs: Inputs): string | undefined {
  return (
    secretsProblem(inputs) ??
    registryProblem(inputs) ??
    afterReadyProblem(inputs, 'smoke-test', 'a session is tried') ??
    afterReadyProblem(inputs, 'conversation-test', 'a turn is held') ??
    afterReadyProblem(inputs, 'scenarios', 'the scenarios are run') ??
    watchProblem(inputs) ??
    switchlessProblem(inputs) ??
    callProblem(inputs)
  )
}

/** The callers of the new deployment are watched once it is ready: the action must wait for it. */
function watchProblem(inputs: Inputs): string | undefined {
  if (inputs['watch-minutes'] === 0 || inputs['wait-for-ready']) return undefined
  return "Input 'watch-minutes' is above 0 but 'wait-for-ready' is false: callers are watched on the new deployment once it is ready, so the action must wait for it"
}

/**
 * Registry credentials come in pairs, and belong to one registry (input 'registry', else the host of the
 * step's own image): never sent to, nor written to a set for, another that the deploy file names. The
 * workflow's own GITHUB_TOKEN (ghs_…), which expires with the job, may read the registry during the run
 * but is never written to an image pull secret set.
 */
function registryProblem(inputs: Inputs): string | undefined {
  const username = inputs['registry-username']
  const password = inputs['registry-password']
  if ((username === undefined) !== (password === undefined)) {
    return `Input '${username === undefined ? 'registry-username' : 'registry-password'}' is required with '${username === undefined ? 'registry-password' : 'registry-username'}': expected both, the credentials of the image's registry`
  }
  const elsewhere = username === undefined ? undefined : credentialsElsewhere(inputs)
  if (elsewhere) return elsewhere
  const set = inputs['image-pull-secret-set']
  if (password?.startsWith('ghs_') && set && inputs.image) {
    return `Input 'registry-password' is a GitHub installation token (ghs_…), such as the workflow's own GITHUB_TOKEN: it expires when the job ends, so written to image pull secret set '${set}' the service could not pull the image with it later. Use a token that lasts (${lastingToken(inputs.image)}) as registry-password, or leave registry-username and registry-password out and keep '${set}' by other means. Nothing was sent`
  }
  return undefined
}

/** A token that lasts, for the image's registry: GitHub's takes a personal access token, others their own. */
function lastingToken(image: string): string {
  const registry = parseReference(image).registry
  if (registry === 'ghcr.io')
    return 'a personal access token with read:packages, or a fine-grained one that can read the package'
  if (registry === 'docker.io')
    return 'a Docker Hub personal access token with read-only access (a GitHub token is no Docker Hub credential: the image is on docker.io)'
  return `a deploy or robot token of ${registry} that can pull the image (a GitHub token is no credential of ${registry})`
}

/** Credentials given as inputs for another registry than the image's: where they belong, in words. */
function credentialsElsewhere(inputs: Inputs): string | undefined {
  const image = inputs.image
  if (image === undefined) return undefined
  const imageRegistry = parseReference(image).registry
  const fromFile = inputs.origins?.image
  const bound = inputs.registry ?? (fromFile ? undefined : imageRegistry)
  if (bound === undefined) {
    return `Inputs 'registry-username' and 'registry-password' belong to the registry of the step's own image, and the step gives none (${fromFile} names ${imageRegistry}): expected input 'registry', the registry these credentials are for (such as ${imageRegistry}). They are never sent to a registry the deploy file names alone. Nothing was sent`
  }
  if (bound === imageRegistry) return undefined
  return `Inputs 'registry-username' and 'registry-password' are for registry ${bound} (${inputs.registry ? "input 'registry'" : "the step's image"}), but ${fromFile ?? "input 'image'"} names registry ${imageRegistry}: credentials given as inputs go only to their own registry. Give the image of ${bound}, or set 'registry' to ${imageRegistry} if these credentials are for it. Nothing was sent`
}

/**
 * The checks after ready start sessions with the public key once the new deployment is ready: the key,
 * not the private one, and the wait are needed. `what` says what the check does, for the message.
 */
function afterReadyProblem(
  inputs: Inputs,
  check: 'smoke-test' | 'conversation-test' | 'scenarios',
  what: string,
): string | undefined {
  if (!inputs[check]) return undefined
  if (inputs['public-api-key'] === undefined) {
    return `Input 'public-api-key' is required with '${check}': expected a public API key of the service, which starts the session (the private key is refused there)`
  }
  if (inputs['public-api-key'] === inputs['api-key']) {
    return "Input 'public-api-key' is the same key as 'api-key': expected the service's public key, which starts sessions (the private key is refused there, and would fail the check after a good deploy). Nothing was sent"
  }
  if (!inputs['wait-for-ready']) {
    return `Input '${check}' is ${check === 'scenarios' ? 'given' : 'true'} but 'wait-for-ready' is false: ${what} on the new deployment once it is ready, so the action must wait for it`
  }
  return undefined
}

/** The set the secrets go to: named, and a name the service takes; pruning only with secrets. */
function secretsProblem(inputs: Inputs): string | undefined {
  if (inputs['secrets-prune'] && !inputs.secrets) {
    return "Input 'secrets-prune' is true but 'secrets' is not given: expected the KEY=value lines to keep (pruning removes every other key)"
  }
  if (!inputs.secrets) return undefined
  const set = inputs['secret-set']
  if (set === undefined)
    return "Input 'secrets' needs 'secret-set': expected the name of the secret set to write them to"
  if (set.length < 3 || set.length > 63 || !SET_NAME.test(set)) {
    return `Input 'secret-set' is not valid for writing secrets: expected 3 to 63 lower-case letters, digits, '-' and '.', as the service names sets (got "${set}")`
  }
  return undefined
}

const SET_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/

/**
 * What a phone call cannot show without a speech service, refused before any request: a typed turn (a caller
 * only speaks and presses keys) and conversation-expect (no words come back over a call: audio alone). One
 * line, naming the transport, speech-api-key and what to use instead.
 */
export function callProblem(inputs: Inputs): string | undefined {
  const transport = inputs['session-transport']
  // with a speech service on the caller's side, typed words are spoken and the answer is heard (issue 62)
  if (!isCall(transport) || !inputs['conversation-test'] || inputs['speech-api-key']) return undefined
  const call = `session-transport: ${transport} places ${aCall(transport)}, which carries the caller's audio and keys`
  const instead = 'a bot that also maps webrtc or websocket can be checked for words over that transport'
  if (inputs['conversation-say']?.kind === 'text') {
    return `Input 'conversation-say' is a typed turn, and ${call}, never typed words: set speech-api-key for a speech service (speech-url) to speak it, say it as a recording (a WAV, or leave it out for the action's sentence), or ${instead}`
  }
  if (inputs['conversation-expect'] !== undefined) {
    return `Input 'conversation-expect' is set, and ${call}: no words come back over a call, only the bot's audio. Set speech-api-key for a speech service (speech-url) to transcribe the answer as the caller hears it, leave it out (the call checks that the bot answers with sound, and max-response-ms how soon), or ${instead}`
  }
  return undefined
}

/**
 * A setting that does nothing with the others given: said in a notice, never refused (issue 61 §4).
 * `ice-addresses` binds WebRTC's ICE; the generic WebSocket and a call connect over one TCP socket.
 */
export function idleSettingNotice(inputs: Inputs): string | undefined {
  const transport = inputs['session-transport']
  if (inputs['ice-addresses'] === undefined || transport === 'webrtc') return undefined
  return `Input 'ice-addresses' does nothing with session-transport: ${transport}: only SmallWebRTC (webrtc) gathers ICE candidates on the runner's addresses; ${isCall(transport) ? 'a call' : 'the generic WebSocket'} is one TCP connection to the session's wsUrl`
}
