// Scenario files as Pipecat's loader reads them (pipecat-ai/pipecat, src/pipecat/evals/scenario.py), from
// a real workspace directory: Pipecat's own release scenarios (test/scenarios/pipecat/, copied unchanged),
// its number rules, !include, and every refusal naming the file and line.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TYPED_NOTICE } from '../../src/scenarios/scenario.js'
import { readScenarios } from '../../src/scenarios/scenario-files.js'

let workspace: string
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'scenarios-'))
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

function file(path: string, text: string): void {
  mkdirSync(dirname(join(workspace, path)), { recursive: true })
  writeFileSync(join(workspace, path), text)
}

const SPOKEN =
  'name: spoken\nuser: !include user_audio.yaml\njudge: !include judge_audio.yaml\nturns:\n  - user: hi\n    expect:\n      - event: response\n'

const failure = (lines: string[]) =>
  readScenarios(lines, workspace).then(
    () => 'no error',
    (error: Error) => error.message,
  )

describe("Pipecat's own scenarios", () => {
  beforeEach(() => cpSync(join(import.meta.dirname, 'pipecat'), join(workspace, 'evals'), { recursive: true }))

  it('reads a multi-turn scenario with its included judge', async () => {
    const [scenario] = await readScenarios(['evals/multi_turn.yaml'], workspace)
    expect(scenario?.name).toBe('multi_turn')
    expect(scenario?.judge).toEqual({ service: 'ollama', model: 'gemma4:12b', extra: { reasoning_effort: 'none' } })
    expect(scenario?.turns.map((t) => [t.user, t.expect.map((e) => e.event)])).toEqual([
      [undefined, ['llm_response']],
      ["My name is Alex, and I'm planning a trip to Italy.", ['llm_response']],
      ["Remind me — what's my name and where am I going?", ['llm_response']],
    ])
    expect(scenario?.turns[2]?.line).toBe(19)
  })

  it('reads keypad turns, an interruption and a function call', async () => {
    const scenarios = await readScenarios(
      ['evals/dtmf_menu.yaml', 'evals/interruption_text.yaml', 'evals/async_tool_cancellation.yaml'],
      workspace,
    )
    expect(scenarios.map((s) => s.name)).toEqual(['async_tool_cancellation', 'dtmf_menu', 'interruption_text'])
    expect(scenarios[1]?.turns.map((t) => t.dtmf)).toEqual([undefined, '1#', '2', '3', '5551234567#'])
    expect(scenarios[2]?.turns[1]?.sendAfter).toEqual({ event: 'llm_started', delayMs: 2000 })
    expect(scenarios[0]?.turns[1]?.expect[0]).toEqual({
      event: 'function_call',
      calls: [{ name: 'write_report' }],
      absent: false,
    })
    expect(scenarios[0]?.turns[2]?.sendAfter).toEqual({ delayMs: 3000 })
  })

  it('reads the whole folder as a glob: the judge and user blocks its scenarios include are not scenarios', async () => {
    file('evals/spoken.yaml', SPOKEN)
    const scenarios = await readScenarios(['evals/*.yaml'], workspace)
    expect(scenarios.map((s) => s.file)).toEqual([
      'evals/async_tool_cancellation.yaml',
      'evals/dtmf_menu.yaml',
      'evals/interruption_text.yaml',
      'evals/multi_turn.yaml',
      'evals/spoken.yaml',
    ])
  })

  it('leaves out what a line starting with ! matches, as GitHub’s path filters do', async () => {
    const lines = ['evals/*.yaml', '!evals/dtmf_*.yaml', '!evals/multi_turn.yaml', '!evals/judge_audio.yaml']
    const scenarios = await readScenarios([...lines, '!evals/user_audio.yaml'], workspace)
    expect(scenarios.map((s) => s.name)).toEqual(['async_tool_cancellation', 'interruption_text'])
    expect(await failure(['evals/dtmf_menu.yaml', '!evals/dtmf_menu.yaml'])).toBe(
      "Input 'scenarios': its lines starting with ! leave out every file the others name",
    )
  })

  it('takes audio modality: the bot speaks (its words are its bot-tts-text), the caller types, with a notice', async () => {
    file(
      'evals/spoken.yaml',
      'name: spoken\nuser: !include user_audio.yaml\njudge: !include judge_audio.yaml\nturns:\n  - user: hi\n    expect:\n      - event: response\n',
    )
    const [scenario] = await readScenarios(['evals/spoken.yaml'], workspace)
    expect(scenario?.botAudio).toBe(true)
    expect(scenario?.turns[0]?.expect[0]?.event).toBe('tts_response')
    expect(scenario?.notices).toEqual([TYPED_NOTICE])
  })
})

describe('values as Pipecat reads them', () => {
  it('keeps keys with a leading zero as written, and takes plain digits as keys', async () => {
    file('s.yaml', 'name: keys\nturns:\n  - dtmf: 012\n  - dtmf: 123\n  - dtmf: "9#"\n')
    const [scenario] = await readScenarios(['s.yaml'], workspace)
    expect(scenario?.turns.map((t) => t.dtmf)).toEqual(['012', '123', '9#'])
  })

  it('reads stop_on_failure, within_ms and text_contains', async () => {
    file(
      's.yaml',
      'name: s\nstop_on_failure: no\nturns:\n  - user: a\n    expect:\n      - event: user_transcription\n        text_contains: 42\n        within_ms: 1_500\n',
    )
    const [scenario] = await readScenarios(['s.yaml'], workspace)
    expect(scenario?.stopOnFailure).toBe(false)
    expect(scenario?.turns[0]?.expect[0]).toEqual({
      event: 'user_transcription',
      textContains: '42',
      withinMs: 1500,
      absent: false,
    })
  })

  it('sets context aside with a notice', async () => {
    file('s.yaml', 'name: s\ncontext:\n  - role: system\n    content: be brief\nturns: []\n')
    const [scenario] = await readScenarios(['s.yaml'], workspace)
    expect(scenario?.notices[0]).toMatch(/^'context:' is set aside/)
  })
})

describe('refusals, each naming the file and line', () => {
  it.each([
    [
      'name: s\npersona: a caller in a hurry\n',
      "s.yaml:2: a simulated scenario ('persona:') needs a user model to play the caller; only scripted scenarios ('turns:') run here",
    ],
    ['- just\n- a list\n', 's.yaml:1: top level must be a mapping (a scenario: name, turns)'],
    [
      'name: s\nturns:\n  - user: a\n    dtmf: "1"\n',
      "s.yaml:3: turn #0 has both 'user:' and 'dtmf:' — a turn is one or the other",
    ],
    [
      'name: s\nturns:\n  - dtmf: "12a"\n',
      's.yaml:3: turn #0 \'dtmf:\' has invalid keypad entry "a" (valid entries: 0-9, *, #)',
    ],
    [
      'name: s\nturns:\n  - user: a\n    expect:\n      - event: llm_response\n        absent: true\n        text_contains: x\n',
      "s.yaml:5: turn #0 expectation #0 'absent: true' cannot be combined with 'text_contains'",
    ],
    [
      'name: s\nturns:\n  - user: a\n    expect:\n      - event: bot_said\n',
      's.yaml:5: unknown event "bot_said": the events a scenario can name are bot_ready, user_started_speaking, user_stopped_speaking, vad_user_started_speaking, vad_user_stopped_speaking, user_transcription, llm_started, llm_response, tts_response, response, function_call, function_call_stopped, bot_interrupted',
    ],
    [
      'name: s\nturns:\n  - user: a\n    expect:\n      - event: tts_response\n',
      "s.yaml:3: turn #0 asserts 'tts_response' but 'judge.modality' is text (the bot doesn't speak). Use 'response'/'llm_response', or set 'judge.modality: audio'.",
    ],
    [
      'name: s\nturns:\n  - send_after: {delay_ms: 5}\n',
      "s.yaml:3: turn #0 has 'send_after:' but no 'user:' or 'dtmf:' — send_after only schedules when the turn's input gets sent",
    ],
    [
      'name: s\nturns:\n  - user: a\n    send_after: {event: llm_started, delay_ms: -1}\n',
      "s.yaml:4: turn #0 'send_after.delay_ms' must be a non-negative int",
    ],
    [
      'name: s\nturns: [\n',
      's.yaml:3: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
  ])('%j', async (text, message) => {
    file('s.yaml', text)
    expect(await failure(['s.yaml'])).toBe(message)
  })

  it('refuses more than 50 turns', async () => {
    file('s.yaml', `name: s\nturns:\n${'  - user: a\n'.repeat(51)}`)
    expect(await failure(['s.yaml'])).toBe('s.yaml:2: 51 turns; at most 50 run in one scenario')
  })
})

describe('the files the input names', () => {
  it('says so when a glob matches nothing', async () => {
    expect(await failure(['evals/*.yaml'])).toBe(
      "Input 'scenarios': evals/*.yaml matches no file of the workspace (expected scenario files, such as evals/scenarios/*.yaml)",
    )
  })

  it('refuses more than 50 files, a file over 256 KB, a missing one, and links and includes out of the workspace', async () => {
    for (let i = 0; i < 51; i++) file(`many/s${i}.yaml`, `name: s${i}\nturns: []\n`)
    expect(await failure(['many/*.yaml'])).toBe("Input 'scenarios' names 51 files; at most 50 run in one step")
    file('big.yaml', `name: big\n# ${'x'.repeat(256 * 1024)}\nturns: []\n`)
    expect(await failure(['big.yaml'])).toBe('big.yaml is over 256 KB: a scenario file is at most that')
    expect(await failure(['gone.yaml'])).toBe('Scenario file gone.yaml does not exist')
    symlinkSync('/etc/hostname', join(workspace, 'out.yaml'))
    expect(await failure(['out.yaml'])).toBe(
      'Scenario file out.yaml leads out of the workspace through a symbolic link; it was not read',
    )
    file('inc.yaml', 'name: s\njudge: !include ../../etc/judge.yaml\nturns: []\n')
    expect(await failure(['inc.yaml'])).toBe(
      'inc.yaml:2: !include ../../etc/judge.yaml is outside the workspace; it was not read',
    )
    file('loop.yaml', 'name: s\njudge: !include loop.yaml\nturns: []\n')
    expect(await failure(['loop.yaml'])).toBe('loop.yaml:2: !include nested more than 8 deep (does it include itself?)')
  })

  it('matches ** across directories, in the order of the paths, each file once', async () => {
    file('evals/b/two.yaml', 'name: two\nturns: []\n')
    file('evals/a/one.yaml', 'name: one\nturns: []\n')
    const scenarios = await readScenarios(['evals/**/*.yaml', 'evals/a/one.yaml'], workspace)
    expect(scenarios.map((s) => `${s.file} ${s.name}`)).toEqual(['evals/a/one.yaml one', 'evals/b/two.yaml two'])
  })
})

describe('!include', () => {
  it('resolves a nested include from the scenario’s folder, as Pipecat does', async () => {
    file('evals/s.yaml', 'name: s\njudge: !include parts/a.yaml\nturns: []\n')
    file('evals/parts/a.yaml', 'eval: !include parts/b.yaml\n')
    file('evals/parts/b.yaml', 'service: openai\nmodel: gpt-4o-mini\n')
    const [scenario] = await readScenarios(['evals/s.yaml'], workspace)
    expect(scenario?.judge).toEqual({ service: 'openai', model: 'gpt-4o-mini' })
  })

  it('stops a bomb of includes at its bound on their number', async () => {
    file('b.yaml', `${Array.from({ length: 300 }, (_, i) => `k${i}: !include c.yaml`).join('\n')}\n`)
    file('c.yaml', `${Array.from({ length: 300 }, (_, i) => `k${i}: !include d.yaml`).join('\n')}\n`)
    file('d.yaml', 'x: 1\n')
    file('bomb.yaml', 'name: bomb\nuser: !include b.yaml\nturns: []\n')
    expect(await failure(['bomb.yaml'])).toBe(
      'c.yaml: more than 1000 !includes in all, with those it includes; it was not read (an include bomb?)',
    )
  })

  it('stops at its bound on the bytes read in all', async () => {
    const big = `x: "${'y'.repeat(200 * 1024)}"\n`
    file('big.yaml', big)
    file('many.yaml', `${Array.from({ length: 50 }, (_, i) => `k${i}: !include big.yaml`).join('\n')}\n`)
    file('s.yaml', 'name: s\nuser: !include many.yaml\nturns: []\n')
    expect(await failure(['s.yaml'])).toBe(
      'big.yaml: the scenario files and their !includes come to more than 8 MiB in all; it was not read (an include bomb?)',
    )
  })
})
