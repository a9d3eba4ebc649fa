import { randomBytes } from 'node:crypto'
import { HttpClient } from '@actions/http-client'
import type { Inputs } from '../../inputs/inputs.js'
import { log } from '../../report/runner-log.js'
import { redact, shortened } from '../../secrets.js'
import { AnswerTooLargeError } from '../../service/http/bounded-body.js'
import { oneExchange } from '../../service/http/one-exchange.js'
import { seconds } from '../../time.js'
import { readWav, writeWav } from '../../wav.js'

// The caller's side of a call, spoken and heard by the team's own speech service (issue 62): an
// OpenAI-compatible API (OpenAI, Groq, a self-hosted server). `POST {speech-url}/audio/transcriptions`,
// multipart with `file` (a WAV) and `model`, answers `{"text": …}`; `POST {speech-url}/audio/speech`, JSON
// `{model, input, voice, response_format: "wav"}`, answers the audio. Bearer authentication, the key sent to
// speech-url's host only (a redirect is an answer, never followed with it). One attempt a request, as the
// judge's: the speech service's trouble is never the deployment's (SpeechError), and is said in its words.

/** The most audio one request carries: an answer longer is cut here. */
export const MOST_AUDIO_MS = 60_000
/** The most requests one run sends the speech service. */
export const MOST_SPEECH_REQUESTS = 40
/** the whole exchange, from sending to the answer's last byte */
const SPEECH_TIMEOUT_MS = 30_000
const MOST_TRANSCRIPT_BYTES = 256 * 1024
/** 60 s of 48 kHz 16-bit audio, and its header */
const MOST_SPEECH_BYTES = 6 * 1024 * 1024

/** The speech service failed or answered what cannot be used: not the deployment's fault. */
export class SpeechError extends Error {}

export interface Speech {
  /** What the audio says (PCM 16-bit mono at `sampleRate`), as the service heard it. */
  transcribe(pcm: Buffer, sampleRate: number): Promise<string>
  /** The text spoken: PCM 16-bit mono and its rate. */
  speak(text: string): Promise<{ pcm: Buffer; sampleRate: number }>
}

/** The speech service of speech-api-key, or undefined without a key. */
export function speechClient(inputs: Inputs): Speech | undefined {
  const key = inputs['speech-api-key']
  return key ? new SpeechService(inputs, key) : undefined
}

class SpeechService implements Speech {
  private readonly host: string
  private readonly client = new HttpClient('agent-deploy-action', undefined, {
    socketTimeout: SPEECH_TIMEOUT_MS,
    allowRetries: false,
    allowRedirects: false,
  })
  private sent = 0

  constructor(
    private readonly inputs: Inputs,
    private readonly key: string,
  ) {
    this.host = new URL(inputs['speech-url']).host
  }

  async transcribe(pcm: Buffer, sampleRate: number): Promise<string> {
    const began = Date.now()
    const text = await this.transcribed(pcm, sampleRate)
    log.debug(
      `${this.named} transcribed ${seconds((pcm.length / 2 / sampleRate) * 1000)} of audio in ${Date.now() - began} ms`,
    )
    return text
  }

  private async transcribed(pcm: Buffer, sampleRate: number): Promise<string> {
    const most = Math.floor((MOST_AUDIO_MS / 1000) * sampleRate) * 2
    const form = multipart({ model: this.inputs['speech-to-text-model'] }, writeWav(pcm.subarray(0, most), sampleRate))
    const bytes = await this.send('/audio/transcriptions', form.body, form.type, MOST_TRANSCRIPT_BYTES)
    let text: unknown
    try {
      text = JSON.parse(bytes.toString('utf8'))?.text
    } catch {
      throw new SpeechError(`${this.named}'s transcript is not JSON: ${shortened(bytes.toString('utf8'), 200)}`)
    }
    if (typeof text !== 'string')
      throw new SpeechError(
        `${this.named} answered without a transcript ("text"): ${shortened(bytes.toString('utf8'), 200)}`,
      )
    return text.trim()
  }

  async speak(text: string): Promise<{ pcm: Buffer; sampleRate: number }> {
    const began = Date.now()
    const spoken = await this.spoken(text)
    log.debug(`${this.named} spoke ${text.length} characters in ${Date.now() - began} ms`)
    return spoken
  }

  private async spoken(text: string): Promise<{ pcm: Buffer; sampleRate: number }> {
    const body = Buffer.from(
      JSON.stringify({
        model: this.inputs['text-to-speech-model'],
        input: text,
        voice: this.inputs['text-to-speech-voice'],
        response_format: 'wav',
      }),
    )
    const bytes = await this.send('/audio/speech', body, 'application/json', MOST_SPEECH_BYTES)
    const wav = readWav(bytes)
    if ('problem' in wav)
      throw new SpeechError(
        `${this.named}'s speech for ${JSON.stringify(shortened(text, 60))} is not usable: ${wav.problem}`,
      )
    return { pcm: wav.pcm, sampleRate: wav.sampleRate }
  }

  private get named(): string {
    return `the speech service (${this.host})`
  }

  /** One POST, its answer's bytes when it is a 2xx; else a SpeechError in the service's words. */
  private async send(path: string, body: Buffer, type: string, most: number): Promise<Buffer> {
    if (++this.sent > MOST_SPEECH_REQUESTS)
      throw new SpeechError(`${this.named} was asked ${MOST_SPEECH_REQUESTS} times this run, the most`)
    const base = this.inputs['speech-url']
    const headers = { authorization: `Bearer ${this.key}`, 'content-type': type }
    const what = `POST ${new URL(base).pathname.replace(/\/$/, '')}${path}`
    try {
      const answer = await oneExchange(
        this.client,
        { method: 'POST', url: `${base}${path}`, body, headers },
        most,
        this.named,
        SPEECH_TIMEOUT_MS,
      )
      if (answer.status < 200 || answer.status > 299)
        throw new SpeechError(`${this.named} answered ${answer.status} to ${what}: ${refusalOf(answer.bytes)}`)
      return answer.bytes
    } catch (error) {
      if (error instanceof SpeechError) throw error
      if (error instanceof AnswerTooLargeError) throw new SpeechError(redact(error.message))
      throw new SpeechError(`${this.named} could not be reached (${redact((error as Error).message)})`)
    }
  }
}

/** A refusal in the service's own words: `{"error": {"message"}}`, else the start of the body. */
function refusalOf(bytes: Buffer): string {
  const text = bytes.toString('utf8')
  try {
    const message = JSON.parse(text)?.error?.message
    if (typeof message === 'string') return shortened(message, 300)
  } catch {
    // not JSON: shown as it came
  }
  return shortened(text, 300) || '(no body)'
}

/** A multipart/form-data body: the fields, then the WAV as `file`. */
function multipart(fields: Record<string, string>, wav: Buffer): { body: Buffer; type: string } {
  const boundary = `agent-deploy-${randomBytes(12).toString('hex')}`
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="answer.wav"\r\nContent-Type: audio/wav\r\n\r\n`
  const body = Buffer.concat([Buffer.from(head), wav, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}
