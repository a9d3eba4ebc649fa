import { randomBytes, randomUUID } from 'node:crypto'
import type { PhoneProvider } from '../../../session-transports.js'

// The four phone providers a Pipecat bot takes a call from over the service's generic WebSocket endpoint,
// as data: what each sends (its handshake, the caller's audio, a key pressed, the end of the call) and what
// its bot answers with (service-facts.md, "Phone providers over the generic WebSocket endpoint"; Pipecat's
// src/pipecat/runner/utils.py, `_detect_transport_type_from_message`, and src/pipecat/serializers/
// {twilio,telnyx,plivo,exotel}.py). The bot recognises the provider from the first two text messages; the
// ids are made up in the provider's shape, never real ones, and no credential is ever sent.

/** The call's made-up ids, named as the templates name them. */
type Ids = Record<string, string>

export interface ProviderProtocol {
  /** the caller's audio at 8 kHz: µ-law, or 16-bit little-endian PCM (Exotel) */
  encoding: 'mulaw' | 'pcm16'
  ids(): Ids
  /** the first messages, in order: the bot's parser reads two (Plivo sends one; its first media is the second) */
  handshake(ids: Ids): object[]
  media(ids: Ids, payload: string, sequence: number): object
  dtmf(ids: Ids, digit: string, sequence: number): object
  stop(ids: Ids, sequence: number): object
  /** the event of the bot's audio, and of its interruption (the caller's audio it plays is dropped) */
  botAudio: string
  botClear: string
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
/** A number no one has: the 555-01xx range is fictional. */
const NUMBERS = { from: '+15555550100', to: '+15555550101' }

const twilio: ProviderProtocol = {
  encoding: 'mulaw',
  ids: () => ({ streamSid: `MZ${hex(16)}`, callSid: `CA${hex(16)}`, accountSid: `AC${hex(16)}` }),
  handshake: ({ streamSid, callSid, accountSid }) => [
    { event: 'connected', protocol: 'Call', version: '1.0.0' },
    {
      event: 'start',
      sequenceNumber: '1',
      start: {
        accountSid,
        streamSid,
        callSid,
        tracks: ['inbound'],
        mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
        customParameters: {},
      },
      streamSid,
    },
  ],
  media: ({ streamSid }, payload, sequence) => ({
    event: 'media',
    sequenceNumber: String(sequence),
    media: { track: 'inbound', chunk: String(sequence), timestamp: String(sequence * 20), payload },
    streamSid,
  }),
  dtmf: ({ streamSid }, digit, sequence) => ({
    event: 'dtmf',
    streamSid,
    sequenceNumber: String(sequence),
    dtmf: { track: 'inbound_track', digit },
  }),
  stop: ({ streamSid, callSid, accountSid }, sequence) => ({
    event: 'stop',
    sequenceNumber: String(sequence),
    stop: { accountSid, callSid },
    streamSid,
  }),
  botAudio: 'media',
  botClear: 'clear',
}

const telnyx: ProviderProtocol = {
  encoding: 'mulaw',
  ids: () => ({ stream_id: randomUUID(), call_control_id: `v3:${hex(24)}` }),
  handshake: ({ stream_id, call_control_id }) => [
    { event: 'connected', version: '1.0.0' },
    {
      event: 'start',
      sequence_number: '1',
      start: {
        call_control_id,
        client_state: '',
        ...NUMBERS,
        // what the caller's audio is: the bot reads it with this encoding (and answers in PCMU)
        media_format: { encoding: 'PCMU', sample_rate: 8000, channels: 1 },
      },
      stream_id,
    },
  ],
  media: ({ stream_id }, payload, sequence) => ({
    event: 'media',
    sequence_number: String(sequence),
    media: { track: 'inbound', chunk: String(sequence), timestamp: String(sequence * 20), payload },
    stream_id,
  }),
  dtmf: ({ stream_id }, digit, sequence) => ({
    event: 'dtmf',
    sequence_number: String(sequence),
    dtmf: { digit },
    stream_id,
  }),
  stop: ({ stream_id, call_control_id }, sequence) => ({
    event: 'stop',
    sequence_number: String(sequence),
    stop: { call_control_id },
    stream_id,
  }),
  botAudio: 'media',
  botClear: 'clear',
}

const plivo: ProviderProtocol = {
  encoding: 'mulaw',
  ids: () => ({ streamId: randomUUID(), callId: randomUUID(), accountId: `MA${hex(9).toUpperCase()}` }),
  handshake: ({ streamId, callId, accountId }) => [
    {
      event: 'start',
      sequenceNumber: 0,
      start: {
        callId,
        streamId,
        accountId,
        tracks: ['inbound'],
        mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000 },
      },
      extra_headers: '{}',
    },
  ],
  media: ({ streamId }, payload, sequence) => ({
    event: 'media',
    sequenceNumber: sequence,
    streamId,
    media: { track: 'inbound', timestamp: String(sequence * 20), chunk: sequence, payload },
  }),
  dtmf: ({ streamId }, digit, sequence) => ({
    event: 'dtmf',
    sequenceNumber: sequence,
    streamId,
    dtmf: { track: 'inbound', digit },
  }),
  stop: ({ streamId }, sequence) => ({ event: 'stop', sequenceNumber: sequence, streamId }),
  botAudio: 'playAudio',
  botClear: 'clearAudio',
}

const exotel: ProviderProtocol = {
  encoding: 'pcm16',
  ids: () => ({ stream_sid: hex(16), call_sid: hex(16), account_sid: 'acme-test' }),
  handshake: ({ stream_sid, call_sid, account_sid }) => [
    { event: 'connected' },
    {
      event: 'start',
      sequence_number: 1,
      stream_sid,
      start: {
        stream_sid,
        call_sid,
        account_sid,
        ...NUMBERS,
        custom_parameters: {},
        media_format: { encoding: 'base64', sample_rate: '8000', bit_rate: '128kbps' },
      },
    },
  ],
  media: ({ stream_sid }, payload, sequence) => ({
    event: 'media',
    sequence_number: sequence,
    stream_sid,
    media: { chunk: sequence, timestamp: String(sequence * 20), payload },
  }),
  dtmf: ({ stream_sid }, digit, sequence) => ({
    event: 'dtmf',
    sequence_number: sequence,
    stream_sid,
    dtmf: { duration: '200', digit },
  }),
  stop: ({ stream_sid, call_sid, account_sid }, sequence) => ({
    event: 'stop',
    sequence_number: sequence,
    stream_sid,
    stop: { call_sid, account_sid, reason: 'callended' },
  }),
  botAudio: 'media',
  botClear: 'clear',
}

export const PROTOCOLS: Record<PhoneProvider, ProviderProtocol> = { twilio, telnyx, plivo, exotel }
