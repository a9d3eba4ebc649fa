// What a scenario may ask of a phone call (issue 56; planted bugs of issue 61 §5): a response's words, by
// text_contains or by eval:, are refused with the file and line, and a response the judge resolves to the bot's
// voice (`judge.modality: audio`, or `event: tts_response` named outright) runs. Scenario files read from a real
// workspace directory as Pipecat's loader reads them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { callScenarioProblem } from '../../src/scenarios/call-scenarios.js'
import { readScenarios } from '../../src/scenarios/scenario-files.js'

let workspace: string
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'call-scenarios-'))
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

/** Pipecat's own judge_audio.yaml (test/scenarios/pipecat/), its keys one indent in */
const AUDIO_JUDGE = 'modality: audio\n  transcription:\n    service: moonshine\n    model: small-streaming'
const PLACED = 'session-transport: twilio places a Twilio call'

async function problemOf(text: string): Promise<string | undefined> {
  writeFileSync(join(workspace, 's.yaml'), text)
  return callScenarioProblem(await readScenarios(['s.yaml'], workspace), PLACED)
}

describe('a scenario over a call', () => {
  it('refuses a response judged by eval:, naming the file and line', async () => {
    const problem = await problemOf(
      'name: s\nturns:\n  - dtmf: "1"\n    expect:\n      - event: response\n        eval: "The bot confirms the key"\n',
    )
    expect(problem).toMatch(
      /^s\.yaml:3: turn #0 checks the words of a response \(eval\), and session-transport: twilio places a Twilio call: no words come back over a call/,
    )
  })

  it.each([
    [
      'a judge whose modality is audio',
      `name: s\njudge:\n  ${AUDIO_JUDGE}\nturns:\n  - dtmf: "1"\n    expect:\n      - event: response\n        within_ms: 3000\n`,
    ],
    [
      'tts_response named outright',
      `name: s\njudge:\n  ${AUDIO_JUDGE}\nturns:\n  - dtmf: "1"\n    expect:\n      - event: tts_response\n`,
    ],
    [
      'an absent response',
      'name: s\nturns:\n  - dtmf: "1"\n    expect:\n      - event: response\n        absent: true\n',
    ],
  ])('runs %s: the bot’s voice is what a call shows', async (_, text) => {
    expect(await problemOf(text)).toBeUndefined()
  })
})
