import { readRecording } from '../../inputs/conversation-inputs.js'
import type { Inputs } from '../../inputs/inputs.js'
import { readWav } from '../../wav.js'
import { workspaceDir } from '../../workspace-files.js'
import { resample } from '../transports/audio/resample.js'
import { INPUT_RATE } from '../transports/bot-link.js'
import { SENTENCE_TEXT, SENTENCE_WAV_BASE64 } from './sentence.js'
import type { Utterance } from './turn.js'

// What the caller says (conversation-say): the action's own recorded sentence, a WAV file of the workspace
// (checked before anything was sent, read again here the same way) resampled to the 16 kHz a Pipecat
// pipeline hears at, or a typed turn.

export async function utteranceOf(inputs: Inputs): Promise<{ utterance: Utterance; said: string }> {
  const say = inputs['conversation-say']
  if (say?.kind === 'text') return { utterance: { kind: 'text', text: say.text }, said: say.text }
  const wav = say ? await readRecording(say.path, workspaceDir()) : readWav(Buffer.from(SENTENCE_WAV_BASE64, 'base64'))
  if ('problem' in wav) throw new Error(wav.problem)
  return {
    utterance: { kind: 'audio', pcm: resample(wav.pcm, wav.sampleRate, INPUT_RATE) },
    said: say ? `the recording ${say.path}` : `"${SENTENCE_TEXT}" (the action's own recording)`,
  }
}
