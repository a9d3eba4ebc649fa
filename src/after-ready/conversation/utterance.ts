import { readRecording } from '../../inputs/conversation-inputs.js'
import type { Inputs } from '../../inputs/inputs.js'
import { isCall } from '../../session-transports.js'
import { readWav } from '../../wav.js'
import { workspaceDir } from '../../workspace-files.js'
import { spokenTurn } from '../speech/caller-speech.js'
import type { Speech } from '../speech/speech-client.js'
import { resample } from '../transports/audio/resample.js'
import { INPUT_RATE } from '../transports/bot-link.js'
import { SENTENCE_TEXT, SENTENCE_WAV_BASE64 } from './sentence.js'
import type { Utterance } from './turn.js'

// What the caller says (conversation-say): the action's own recorded sentence, a WAV file of the workspace
// (checked before anything was sent, read again here the same way) resampled to the 16 kHz a Pipecat
// pipeline hears at, or a typed turn (over a call, spoken by the speech service).

export async function utteranceOf(inputs: Inputs, speech?: Speech): Promise<{ utterance: Utterance; said: string }> {
  const say = inputs['conversation-say']
  // over a call, typed words are spoken by the speech service, before the call starts (issue 62)
  if (say?.kind === 'text' && speech && isCall(inputs['session-transport']))
    return { utterance: { kind: 'audio', pcm: await spokenTurn(speech, say.text) }, said: say.text }
  if (say?.kind === 'text') return { utterance: { kind: 'text', text: say.text }, said: say.text }
  const wav = say ? await readRecording(say.path, workspaceDir()) : readWav(Buffer.from(SENTENCE_WAV_BASE64, 'base64'))
  if ('problem' in wav) throw new Error(wav.problem)
  return {
    utterance: { kind: 'audio', pcm: resample(wav.pcm, wav.sampleRate, INPUT_RATE) },
    said: say ? `the recording ${say.path}` : `"${SENTENCE_TEXT}" (the action's own recording)`,
  }
}
