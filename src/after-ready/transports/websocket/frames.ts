import protobuf from 'protobufjs/light.js'
import { INPUT_RATE, type PipecatFrame } from '../bot-link.js'
import { rtviMessage } from '../rtvi.js'

// Pipecat's protobuf frame serializer, as its own WebSocket clients speak it (service-facts.md, "Talking to
// a Pipecat bot over it"; Pipecat's src/pipecat/frames/frames.proto, package pipecat): every WebSocket
// message is one binary Frame, whose oneof holds audio (PCM 16-bit little-endian), a transcription, text,
// an RTVI message as JSON, or an interruption. protobufjs reads and writes it from the schema below, the
// proto's own fields and numbers; nothing else of Pipecat's is needed.

const root = protobuf.Root.fromJSON({
  nested: {
    pipecat: {
      nested: {
        TextFrame: {
          fields: { id: { type: 'uint64', id: 1 }, name: { type: 'string', id: 2 }, text: { type: 'string', id: 3 } },
        },
        AudioRawFrame: {
          fields: {
            id: { type: 'uint64', id: 1 },
            name: { type: 'string', id: 2 },
            audio: { type: 'bytes', id: 3 },
            sample_rate: { type: 'uint32', id: 4 },
            num_channels: { type: 'uint32', id: 5 },
            pts: { type: 'uint64', id: 6, options: { proto3_optional: true } },
          },
        },
        TranscriptionFrame: {
          fields: {
            id: { type: 'uint64', id: 1 },
            name: { type: 'string', id: 2 },
            text: { type: 'string', id: 3 },
            user_id: { type: 'string', id: 4 },
            timestamp: { type: 'string', id: 5 },
          },
        },
        MessageFrame: { fields: { data: { type: 'string', id: 1 } } },
        InterruptionFrame: { fields: { id: { type: 'uint64', id: 1 } } },
        Frame: {
          oneofs: { frame: { oneof: ['text', 'audio', 'transcription', 'message', 'interruption'] } },
          fields: {
            text: { type: 'TextFrame', id: 1 },
            audio: { type: 'AudioRawFrame', id: 2 },
            transcription: { type: 'TranscriptionFrame', id: 3 },
            message: { type: 'MessageFrame', id: 4 },
            interruption: { type: 'InterruptionFrame', id: 5 },
          },
        },
      },
    },
  },
})

const Frame = root.lookupType('pipecat.Frame')

/** One binary message as a frame; undefined when the bytes are not a Pipecat frame. */
export function decodeFrame(bytes: Uint8Array): PipecatFrame | undefined {
  let decoded: Record<string, unknown>
  try {
    decoded = Frame.toObject(Frame.decode(bytes), { longs: String, bytes: Buffer, oneofs: true }) as Record<
      string,
      unknown
    >
  } catch {
    return undefined
  }
  const which = decoded.frame
  const body = (typeof which === 'string' ? decoded[which] : undefined) as Record<string, unknown> | undefined
  if (which === 'audio' && body) {
    return {
      kind: 'audio',
      audio: Buffer.isBuffer(body.audio) ? body.audio : Buffer.alloc(0),
      sampleRate: Number(body.sample_rate ?? 0),
      channels: Number(body.num_channels ?? 1),
    }
  }
  if (which === 'message' && body) return { kind: 'message', data: String(body.data ?? '') }
  if (which === 'text' && body) return { kind: 'text', text: String(body.text ?? '') }
  if (which === 'transcription' && body) return { kind: 'transcription', text: String(body.text ?? '') }
  if (which === 'interruption') return { kind: 'interruption' }
  return bytes.length === 0 ? undefined : { kind: 'unknown' }
}

/** A chunk of the caller's audio: PCM 16-bit little-endian, mono, at INPUT_RATE. */
export function audioFrame(pcm: Buffer): Uint8Array {
  return Frame.encode(
    Frame.create({
      audio: { id: 0, name: 'InputAudioRawFrame', audio: pcm, sample_rate: INPUT_RATE, num_channels: 1 },
    }),
  ).finish()
}

/**
 * One RTVI message (protocol 2.1.0) inside a message frame. Every client message carries an id: Pipecat's
 * RTVI.Message model requires one, and a message without it is answered with an RTVI error and dropped.
 */
export function rtviFrame(type: string, data: unknown): Uint8Array {
  return Frame.encode(Frame.create({ message: { data: rtviMessage(type, data) } })).finish()
}
