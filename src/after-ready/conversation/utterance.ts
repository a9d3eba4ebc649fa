import type { Inputs } from '../../inputs/inputs.js'
import { readWav } from '../../wav.js'
import { readWorkspaceFile } from '../../workspace-files.js'
import { SENTENCE_TEXT, SENTENCE_WAV_BASE64 } from './sentence.js'
import type { Utterance } from './turn.js'

// What the caller says (conversation-say): the action's own recorded sentence, a WAV file of the workspace
// (checked before anything was sent, read again here the same way), or a typed turn.

const MOST_RECORDING_BYTES = 4 * 1024 * 1024

export async function utteranceOf(inputs: Inputs): Promise<{ utterance: Utterance; said: string }> {
  const say = inputs['conversation-say']
  if (say?.kind === 'text') return { utterance: { kind: 'text', text: say.text }, said: say.text }
  const bytes = say
    ? await readWorkspaceFile(say.path, process.env.GITHUB_WORKSPACE || process.cwd(), MOST_RECORDING_BYTES)
    : Buffer.from(SENTENCE_WAV_BASE64, 'base64')
  const wav = readWav(bytes)
  if ('problem' in wav)
    throw new Error(`Input 'conversation-say' is not valid: ${say?.path ?? 'the sentence'}: ${wav.problem}`)
  return {
    utterance: { kind: 'audio', pcm: wav.pcm, sampleRate: wav.sampleRate },
    said: say ? `the recording ${say.path}` : `"${SENTENCE_TEXT}" (the action's own recording)`,
  }
}
