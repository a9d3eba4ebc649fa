import type { Inputs } from '../inputs/inputs.js'

// What a deploy would check once ready, in words, for a dry run's plan: the session, the turn (what is
// said, what is expected, how fast), each scenario (parsed: a broken one fails the dry run), the watch of callers (its window and its limits). A dry run runs
// none of them; it says what would follow.

/** One line a check, in the order they would run; empty when none is on. */
export function plannedChecks(inputs: Inputs): string[] {
  const checks: string[] = []
  if (inputs['smoke-test'])
    checks.push(`a session tried on the new deployment (smoke-test, within ${inputs['smoke-seconds']} s)`)
  if (inputs['conversation-test']) {
    const say = inputs['conversation-say']
    const said = !say
      ? "the action's recorded sentence"
      : say.kind === 'text'
        ? `"${say.text}" typed`
        : `the recording ${say.path}`
    const expect = inputs['conversation-expect'] ? `, expecting "${inputs['conversation-expect']}"` : ''
    const fast = inputs['max-response-ms'] !== undefined ? `, within ${inputs['max-response-ms']} ms` : ''
    checks.push(
      `one conversational turn (conversation-test): ${said}${expect}${fast}, within ${inputs['conversation-seconds']} s, over ${inputs['session-transport']}`,
    )
  }
  for (const scenario of inputs.scenarioFiles ?? []) {
    const repeat = inputs['scenario-repeat'] > 1 ? `, ${inputs['scenario-repeat']} times` : ''
    checks.push(
      `scenario ${scenario.name} (${scenario.file}, ${scenario.turns.length} turn${scenario.turns.length === 1 ? '' : 's'}${repeat}, over ${inputs['session-transport']})`,
    )
  }
  if (inputs['watch-minutes'] > 0) {
    const least = inputs['watch-min-sessions'] > 0 ? `, at least ${inputs['watch-min-sessions']} callers` : ''
    checks.push(
      `the callers watched for ${inputs['watch-minutes']} min (watch-minutes): failing at ${inputs['watch-max-failed']} failed caller${inputs['watch-max-failed'] === 1 ? '' : 's'}${least}`,
    )
  }
  return checks
}
