// A plan of the secrets input: dry-run and the pull-request comment list the keys that would be added,
// changed or removed, by name only, and nothing is written anywhere on the service.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlToText } from '../../../scripts/runner-view.js'
import { runnerGitHubEnv, startGitHubApi } from '../../double/github-api.js'
import { ROOT } from '../../helpers/run-action.js'
import { throughDist } from '../../helpers/run-step.js'
import { deploy, secretsDouble, withoutMaskCommands } from './setup.js'

const EVENT = join(ROOT, 'test/fixtures/events/pull_request.opened.json')

describe('a plan of the secrets input', () => {
  it(
    'names the keys a deploy would add, change and remove, in the log, the summary and the comment, and writes nothing',
    throughDist(async () => {
      const double = await secretsDouble({
        secretSets: [
          { name: 'support-secrets', values: { OPENAI_API_KEY: 'old-value-1', LEGACY_TOKEN: 'legacy-value-2' } },
        ],
      })
      const github = await startGitHubApi()
      const run = await deploy(
        double,
        {
          secrets: 'OPENAI_API_KEY=new-value-3\nDEEPGRAM_API_KEY=dg-value-4',
          'secrets-prune': 'true',
          'dry-run': 'true',
          'pr-comment': 'true',
          'github-token': 'ghs_token',
        },
        { ...runnerGitHubEnv(github.url), GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: EVENT },
      )
      expect(run.code).toBe(0)
      const log = withoutMaskCommands(run.stdout)
      expect(log).toContain('Added: DEEPGRAM_API_KEY')
      expect(log).toContain('Written again: OPENAI_API_KEY (the set holds no record of the value deployed')
      expect(log).toContain('Removed (secrets-prune): LEGACY_TOKEN')
      expect(run.outputs).toMatchObject({ operation: 'would-update', status: 'planned' })
      expect(htmlToText(run.summary)).toContain('DEEPGRAM_API_KEY | new')
      expect(htmlToText(run.summary)).toContain('LEGACY_TOKEN | removed (secrets-prune)')
      const comment = htmlToText(github.comments[0]?.body ?? '')
      expect(comment).toContain('OPENAI_API_KEY | written again (no record of its value)')
      expect(comment).toContain('DEEPGRAM_API_KEY | new')
      expect(github.comments[0]?.issue).toBe(42)
      for (const value of ['new-value-3', 'dg-value-4', 'old-value-1', 'legacy-value-2']) {
        expect(log + run.summary + comment).not.toContain(value)
      }
      expect(double.requests.filter((r) => r.method !== 'GET')).toEqual([])
      expect(double.secretSets.get('support-secrets')?.values.get('OPENAI_API_KEY')).toBe('old-value-1')
      await github.close()
      await double.close()
    }),
  )
})
