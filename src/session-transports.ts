// The transports the checks after ready talk to the bot over (session-transport), and how the log and the
// summary name them: SmallWebRTC, the generic WebSocket, and a phone provider's call on the same endpoint
// (after-ready/transports/ speaks each).

export const PHONE_PROVIDERS = ['twilio', 'telnyx', 'plivo', 'exotel'] as const
export type PhoneProvider = (typeof PHONE_PROVIDERS)[number]

export type SessionTransport = 'webrtc' | 'websocket' | PhoneProvider

/** Whether the transport is a phone provider's call: audio and keys, no words. */
export const isCall = (transport: string): transport is PhoneProvider =>
  (PHONE_PROVIDERS as readonly string[]).includes(transport)

export const PROVIDER_NAMES: Record<PhoneProvider, string> = {
  twilio: 'Twilio',
  telnyx: 'Telnyx',
  plivo: 'Plivo',
  exotel: 'Exotel',
}

/** "a Twilio call", "an Exotel call" */
export const aCall = (provider: PhoneProvider) =>
  `${/^[AEIOU]/.test(PROVIDER_NAMES[provider]) ? 'an' : 'a'} ${PROVIDER_NAMES[provider]} call`

/** How the summary names a transport. */
export function transportName(transport: SessionTransport): string {
  if (transport === 'webrtc') return 'SmallWebRTC (webrtc)'
  if (transport === 'websocket') return 'the generic WebSocket (websocket)'
  return `${aCall(transport)} over the generic WebSocket (${transport})`
}
