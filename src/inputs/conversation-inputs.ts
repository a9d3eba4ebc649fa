import { type Recording, readWav } from '../wav.js'
import { readWorkspaceFile, WorkspaceFileError } from '../workspace-files.js'
import { InputProblem, type Parse, relativePath } from './values.js'

// The conversation check's inputs: what the caller says (a typed turn, or a WAV file of the workspace,
// read and checked before anything is sent) and the session's body for the bot.

/** What the caller says: `text:` and words (a typed turn), else a path in the workspace to a WAV file. */
export type ConversationSay = { kind: 'text'; text: string } | { kind: 'file'; path: string }

export const conversationSay: Parse<ConversationSay> = (value) => {
  if (value.startsWith('text:')) {
    const text = value.slice('text:'.length).trim()
    if (!text) throw new InputProblem("expected words after 'text:', such as text: What is the capital of Germany?")
    return { kind: 'text', text }
  }
  return { kind: 'file', path: relativePath(value) }
}

/** The session's body for the bot: a JSON object of at most 4 KB, as the service takes it. */
export const jsonObject: Parse<Record<string, unknown>> = (value) => {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new InputProblem('expected a JSON object, such as {"language": "de"}, and this is not JSON')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InputProblem('expected a JSON object, such as {"language": "de"}')
  }
  if (Buffer.byteLength(JSON.stringify(parsed)) > 4096) throw new InputProblem('expected at most 4 KB of JSON')
  return parsed as Record<string, unknown>
}

/** A WAV file of 30 s at 48 kHz is under 3 MB: a larger file is not read. */
const MOST_RECORDING_BYTES = 4 * 1024 * 1024

/**
 * The recording at `path` in the workspace, read as a file of the workspace is (real path inside, a
 * regular file, bounded), or the problem with it, naming the input and the file. The same read checks it
 * before anything is sent (main.ts) and gives the conversation its audio.
 */
export async function readRecording(path: string, workspace: string): Promise<Recording | { problem: string }> {
  try {
    const wav = readWav(await readWorkspaceFile(path, workspace, MOST_RECORDING_BYTES))
    return 'problem' in wav ? { problem: `Input 'conversation-say' is not valid: ${path}: ${wav.problem}` } : wav
  } catch (error) {
    if (!(error instanceof WorkspaceFileError)) throw error
    const why = error.code === 'missing' ? 'it does not exist in the workspace' : error.message
    return {
      problem: `Input 'conversation-say' is not valid: ${path}: ${why} (expected a WAV file in the workspace, or text: and words)`,
    }
  }
}

/** The problem with conversation-say's recording, or undefined when it is usable (or not a recording). */
export async function recordingProblem(
  say: ConversationSay | undefined,
  workspace: string,
): Promise<string | undefined> {
  if (say?.kind !== 'file') return undefined
  const read = await readRecording(say.path, workspace)
  return 'problem' in read ? read.problem : undefined
}
