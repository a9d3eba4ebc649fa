// The phone call link (src/after-ready/transports/phone/call-link.ts) in process, against a WebSocket server on
// 127.0.0.1 that plays the provider's side of the bot: what each provider's messages hold (the handshake, the
// caller's 20 ms chunks at 8 kHz in its encoding, a key, the stop), what the bot's answer becomes (its audio,
// its clear), and how the call ends when it goes wrong.
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type WebSocket, WebSocketServer } from 'ws'
import { mulawFromPcm } from '../../../src/after-ready/transports/audio/mulaw.js'
import { CallLink } from '../../../src/after-ready/transports/phone/call-link.js'
import { detectProvider } from '../../double/phone-bot.js'

const servers: WebSocketServer[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A server that keeps what the call sent and hands its socket to `bot`. */
async function providerSide(bot: (socket: WebSocket) => void = () => undefined) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  // biome-ignore lint/suspicious/noExplicitAny: each provider's own message shapes, read as JSON
  const messages: Record<string, any>[] = []
  const arrived: (() => void)[] = []
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString('utf8')))
      for (const wake of arrived.splice(0)) wake()
    })
    bot(socket)
  })
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/generic/bot.acme`
  /** waits until `count` messages of `event` came (the double's state, not the clock) */
  const until = async (event: string, count = 1) => {
    while (messages.filter((m) => m.event === event).length < count)
      await new Promise<void>((resolve) => arrived.push(resolve))
    return messages.filter((m) => m.event === event)
  }
  return { url, messages, until }
}

const tone = (samples: number) => {
  const pcm = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin(i / 3)), i * 2)
  return pcm
}

describe('a call in the provider’s protocol', () => {
  it.each(['twilio', 'telnyx', 'plivo', 'exotel'] as const)(
    'opens a %s call the bot recognises, streams 20 ms chunks at 8 kHz, a key, and stop',
    async (provider) => {
      const side = await providerSide()
      const link = new CallLink(provider)
      expect(await link.open(side.url, 'wst_token', 5_000)).toBeUndefined()
      // the provider's handshake, recognised as the bot's own code recognises it
      await side.until('start')
      const text = side.messages.slice(0, 2).map((m) => detectProvider(m))
      expect(text.filter((p) => p === provider).length).toBeGreaterThan(0)
      // 40 ms of 16 kHz speech: two chunks of 8 kHz
      link.sendAudio(tone(640))
      link.sendDtmf('5')
      const [key] = await side.until('dtmf')
      expect(key?.dtmf?.digit).toBe('5')
      const media = await side.until('media', 2)
      await link.goodbye()
      const bytes = Buffer.from(media[0]?.media?.payload ?? '', 'base64')
      // 160 samples a chunk: µ-law a byte each, Exotel 16-bit PCM
      expect(bytes.length).toBe(provider === 'exotel' ? 320 : 160)
      expect((await side.until('stop')).length).toBe(1)
      expect(link.ended).toBe('closed by the check')
    },
  )

  it('sends 16 kHz speech as 8 kHz µ-law that decodes to it, averaged pair by pair', async () => {
    const side = await providerSide()
    const link = new CallLink('twilio')
    await link.open(side.url, undefined, 5_000)
    const speech = tone(320)
    link.sendAudio(speech)
    const sent = await side.until('media', 1)
    link.close()
    const narrow = Buffer.alloc(320)
    for (let i = 0; i < 160; i++)
      narrow.writeInt16LE((speech.readInt16LE(i * 4) + speech.readInt16LE(i * 4 + 2)) >> 1, i * 2)
    const payloads = sent.map((m) => m.media.payload)
    expect(payloads).toContain(mulawFromPcm(narrow).toString('base64'))
  })

  it('takes the bot’s audio (Plivo’s playAudio) at 8 kHz, and its clearAudio as an interruption', async () => {
    const voice = tone(160)
    const side = await providerSide((socket) => {
      socket.send(JSON.stringify({ event: 'playAudio', media: { payload: mulawFromPcm(voice).toString('base64') } }))
      socket.send(JSON.stringify({ event: 'clearAudio', streamId: 'x' }))
    })
    const link = new CallLink('plivo')
    await link.open(side.url, undefined, 5_000)
    while (link.since(0).events.length < 2) await link.next(Date.now() + 1000, new AbortController().signal)
    const frames = link.since(0).events.map((e) => (e.kind === 'frame' ? e.frame : e))
    link.close()
    expect(frames[0]).toMatchObject({ kind: 'audio', sampleRate: 8000 })
    expect(frames[1]).toEqual({ kind: 'interruption' })
  })

  it('ends the call naming binary messages, which no provider sends: a bot on Pipecat’s protobuf frames', async () => {
    const side = await providerSide((socket) => socket.send(Buffer.from([0x12, 0x00])))
    const link = new CallLink('exotel')
    await link.open(side.url, undefined, 5_000)
    while (!link.ended) await link.next(Date.now() + 1000, new AbortController().signal)
    expect(link.ended).toMatch(
      /^the bot answered the call with binary messages, not Exotel's JSON events: .*session-transport: websocket$/,
    )
  })

  it('says a bot that hung up gave no sound, and says so differently after it spoke', async () => {
    const side = await providerSide((socket) => setTimeout(() => socket.close(1000, ''), 50))
    const link = new CallLink('telnyx')
    await link.open(side.url, undefined, 5_000)
    while (!link.ended) await link.next(Date.now() + 1000, new AbortController().signal)
    expect(link.ended).toBe('the bot ended the call without a sound (code 1000)')
    const spoke = await providerSide((socket) => {
      socket.send(JSON.stringify({ event: 'media', media: { payload: mulawFromPcm(tone(160)).toString('base64') } }))
      setTimeout(() => socket.close(1000, ''), 50)
    })
    const second = new CallLink('telnyx')
    await second.open(spoke.url, undefined, 5_000)
    while (!second.ended) await second.next(Date.now() + 1000, new AbortController().signal)
    expect(second.ended).toBe('the bot ended the call (code 1000)')
  })

  it('says a refused connection in words, and sends nothing', async () => {
    const side = await providerSide()
    const port = Number(new URL(side.url).port)
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
    const link = new CallLink('twilio')
    expect(await link.open(`ws://127.0.0.1:${port}/ws`, undefined, 5_000)).toMatch(
      /^the connection did not open \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    )
  })
})
