import { ACTION_VERSION } from '../../service/version.js'

// RTVI's client messages (protocol 2.1.0), as Pipecat's own clients send them over every transport that
// carries RTVI (the WebSocket's message frames, SmallWebRTC's data channel): a phone call carries none.

let sent = 0

/**
 * One RTVI client message as JSON text, with its id: Pipecat's RTVI.Message model requires one, and a
 * message without it is answered with an RTVI error and dropped.
 */
export function rtviMessage(type: string, data: unknown): string {
  sent++
  return JSON.stringify({ label: 'rtvi-ai', type, id: `${type}-${sent}`, data })
}

/** RTVI client-ready's data, naming this action as the client (the bot answers bot-ready). */
export function clientReadyData(): unknown {
  const about = { library: 'agent-deploy-action', library_version: ACTION_VERSION, platform: 'node' }
  return { version: '2.1.0', about }
}

/** RTVI dtmf's data for one key: `buttons` for Pipecat's RTVI 2.1.0, `button` for the bots before it. */
export function dtmfData(key: string): unknown {
  return { buttons: [key], button: key }
}

/** RTVI send-text's data: a typed turn the bot takes at once, answered aloud unless `audioResponse` is false. */
export function sendTextData(content: string, audioResponse: boolean): unknown {
  return { content, options: { run_immediately: true, audio_response: audioResponse } }
}
