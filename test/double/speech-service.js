// @ts-check
// An OpenAI-compatible speech service on 127.0.0.1, as OpenAI's API answers (issue 62; the API's reference:
// `POST /v1/audio/transcriptions`, multipart/form-data with `file` and `model`, answers `{"text": …}`;
// `POST /v1/audio/speech`, JSON `{model, input, voice, response_format}`, answers the audio; Bearer
// authentication, refusals as `{"error": {"message", "type", "code"}}`). Its transcripts are deterministic:
// what the audio says in the double's own spoken words (spoken-words.js), '' for audio that says none (a
// real recording, silence); its speech is those words. Traps: a wrong key is 401 in OpenAI's words; a WAV
// whose header lies about its rate is heard at the rate it claims (garbled, as a real recognizer would);
// faults (status, body, delay) by path, as the service double's.
import { createServer } from 'node:http'
import { listenOnLoopback } from './loopback.js'
import { hearWords, sayWords } from './spoken-words.js'

export const SPEECH_KEY = 'sk-speech-test-key'
const OUT_RATE = 24_000

/**
 * @typedef {object} SpeechFault
 * @property {string} path `/v1/audio/transcriptions` or `/v1/audio/speech`
 * @property {number} [status] answer with this status (the body: `body`, else OpenAI's error object)
 * @property {string} [body]
 * @property {number} [delayMs] wait this long first
 * @property {number} [times] how many requests it takes (default 1)
 */

/**
 * @param {{ speak?: (text: string) => Promise<Buffer>, hear?: (wav: Buffer) => Promise<string> }} [real] a real
 *   speech engine in place of the double's words (scripts/real-speech-check.js: espeak-ng, pocketsphinx)
 */
export async function startSpeechService(real = {}) {
  /** @type {{ path: string, authorization: string, model?: string, voice?: string, input?: string, rate?: number, audioMs?: number, heard?: string, contentType: string, handledMs?: number }[]} */
  const requests = []
  /** @type {SpeechFault[]} */
  let faults = []
  const server = createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([])
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', async () => {
      const received = performance.now()
      // its own time: from the request's last byte to the answer's, for the benchmark
      res.on('finish', () => Object.assign(record, { handledMs: performance.now() - received }))
      const body = Buffer.concat(chunks)
      const path = req.url ?? ''
      const record = {
        path,
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
      }
      requests.push(record)
      const send = (/** @type {number} */ status, /** @type {string | Buffer} */ data, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(data) })
        res.end(data)
      }
      const error = (/** @type {number} */ status, /** @type {string} */ message, code = 'invalid_request_error') =>
        send(status, JSON.stringify({ error: { message, type: code, param: null, code: null } }))
      const fault = faults.find((f) => f.path === path && (f.times ?? 1) > 0)
      if (fault) {
        fault.times = (fault.times ?? 1) - 1
        if (fault.delayMs) await new Promise((done) => setTimeout(done, fault.delayMs))
        if (fault.status)
          return send(
            fault.status,
            fault.body ?? JSON.stringify({ error: { message: `Injected fault: ${fault.status}` } }),
          )
      }
      if (req.method !== 'POST') return error(405, 'Method not allowed')
      if (req.headers.authorization !== `Bearer ${SPEECH_KEY}`)
        return error(
          401,
          'Incorrect API key provided: sk-***. You can find your API key at https://platform.openai.com/account/api-keys.',
          'invalid_api_key',
        )
      if (path === '/v1/audio/transcriptions') {
        const form = multipartFields(body, String(req.headers['content-type'] ?? ''))
        const file = form.get('file')
        if (!file || !form.get('model')) return error(400, 'you must provide a model parameter and a file')
        const wav = wavOf(file)
        if (!wav)
          return error(
            400,
            'Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm',
          )
        const heard = real.hear ? await real.hear(file) : hearWords(wav.pcm, wav.rate)
        Object.assign(record, {
          model: form.get('model')?.toString(),
          rate: wav.rate,
          audioMs: Math.round((wav.pcm.length / 2 / wav.rate) * 1000),
          heard,
        })
        return send(200, JSON.stringify({ text: heard }))
      }
      if (path === '/v1/audio/speech') {
        let asked
        try {
          asked = JSON.parse(body.toString('utf8'))
        } catch {
          return error(400, 'We could not parse the JSON body of your request.')
        }
        if (typeof asked?.input !== 'string' || !asked.model || !asked.voice)
          return error(400, "'input', 'model' and 'voice' are required")
        Object.assign(record, { model: asked.model, voice: asked.voice, input: asked.input })
        if (real.speak) return send(200, await real.speak(asked.input), 'audio/wav')
        const pcm = sayWords(asked.input, OUT_RATE, 200)
        return asked.response_format === 'pcm'
          ? send(200, pcm, 'audio/pcm')
          : send(200, wavFile(pcm, OUT_RATE), 'audio/wav')
      }
      return error(404, `Invalid URL (POST ${path})`)
    })
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    /** the base address, as speech-url takes it */
    url: `${url}/v1`,
    requests,
    /** @param {SpeechFault[]} list */
    setFaults(list) {
      faults = list
    },
    close,
  }
}

/** The fields of a multipart/form-data body, by name. */
function multipartFields(/** @type {Buffer} */ body, /** @type {string} */ type) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type)
  /** @type {Map<string, Buffer>} */
  const fields = new Map()
  if (!boundary) return fields
  const mark = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  let at = body.indexOf(mark)
  while (at !== -1) {
    const next = body.indexOf(mark, at + mark.length)
    if (next === -1) break
    const part = body.subarray(at + mark.length + 2, next - 2)
    const split = part.indexOf('\r\n\r\n')
    const name = /name="([^"]+)"/.exec(part.subarray(0, split).toString('utf8'))?.[1]
    if (name && split !== -1) fields.set(name, part.subarray(split + 4))
    at = next
  }
  return fields
}

/** PCM 16-bit mono of a WAV file and the rate its header claims, or undefined. */
function wavOf(/** @type {Buffer} */ file) {
  if (file.length < 44 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE')
    return undefined
  const data = file.indexOf('data', 12)
  if (data === -1) return undefined
  return { rate: file.readUInt32LE(24), pcm: file.subarray(data + 8, data + 8 + file.readUInt32LE(data + 4)) }
}

/** A WAV file of PCM 16-bit mono. */
function wavFile(/** @type {Buffer} */ pcm, /** @type {number} */ rate) {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + pcm.length, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(pcm.length, 40)
  return Buffer.concat([header, pcm])
}
