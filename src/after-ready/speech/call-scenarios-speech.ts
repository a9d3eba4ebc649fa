import type { Inputs } from '../../inputs/inputs.js'
import type { Scenario } from '../../scenarios/scenario.js'
import { isCall } from '../../session-transports.js'
import { spokenTurn } from './caller-speech.js'
import { type Speech, SpeechError, speechClient } from './speech-client.js'

// Scenarios whose user turns are spoken, by the speech service of speech-api-key (issue 62): over a call, and
// those with `user.modality: audio` over any transport. Each distinct `user:` text spoken once, before the
// first session starts, at the 16 kHz a Pipecat pipeline hears.

/** What the scenarios' calls speak with: the speech service, and each `user:` text as audio. */
export interface CallSpeech {
  speech: Speech
  spoken: Map<string, Buffer>
}

/** Every distinct `user:` text of the scenarios, spoken. */
export async function speakScenarioTurns(speech: Speech, scenarios: Scenario[]): Promise<CallSpeech> {
  const spoken = new Map<string, Buffer>()
  for (const scenario of scenarios)
    for (const turn of scenario.turns)
      if (turn.user !== undefined && !spoken.has(turn.user)) spoken.set(turn.user, await spokenTurn(speech, turn.user))
  return { speech, spoken }
}

/** Whether the scenario's user turns are spoken: over a call, or with `user.modality: audio`. */
export function speaksTurns(scenario: Scenario, transport: Inputs['session-transport']): boolean {
  return isCall(transport) || scenario.userAudio
}

/**
 * What the scenarios' calls speak with (a call, and speech-api-key), or why the speech service refused: its
 * trouble, never the deployment's; undefined when no speech service is asked for.
 */
export async function callSpeechFor(
  inputs: Inputs,
  scenarios: Scenario[],
): Promise<CallSpeech | { refused: string } | undefined> {
  const transport = inputs['session-transport']
  const spoken = scenarios.filter((scenario) => speaksTurns(scenario, transport))
  // a call's responses, and a spoken bot's (judge.modality audio), are heard by it too
  const hears = isCall(transport) || scenarios.some((scenario) => scenario.botAudio)
  const speech = spoken.length > 0 || hears ? speechClient(inputs) : undefined
  if (!speech) return undefined
  try {
    return await speakScenarioTurns(speech, spoken)
  } catch (error) {
    if (!(error instanceof SpeechError)) throw error
    return { refused: `${error.message}. The speech service is at fault, not the deployment: not rolled back` }
  }
}
