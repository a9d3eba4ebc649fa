// What the rollback action refuses before it writes anything (issue 63, "Bad records"): each in words with
// the fix, the input bounded. Records that are not JSON, a record that leads out of the workspace, too many
// records, two records of one agent, bad inputs: refused before any request. A record of another
// organization's agent: found by the reads before any write, and the whole set refused.
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsOf } from '../../helpers/run-action.js'
import { runStep, throughDist } from '../../helpers/run-step.js'
import { withDouble } from '../../helpers/with-double.js'
import { workspaceWith } from '../../helpers/workspace-with.js'
import { deployLeg, rollbackInputs, V1 } from './fleet-legs.js'

const rollback = (inputs: Record<string, string>, workspace: string) =>
  runStep(inputs, { action: 'rollback', env: { GITHUB_WORKSPACE: workspace } })

/** A record as a leg writes it, failed, of `agent`. */
const failedRecord = (agent: string, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    version: 1,
    agent,
    region: 'us-west',
    operation: 'updated',
    status: 'failed',
    deploymentId: 'dep-2',
    previousDeploymentId: 'dep-1',
    before: { image: V1(agent) },
    artifact: { image: `ghcr.io/acme/${agent}:2.0.0`, digest: null },
    checks: {},
    rolledBack: false,
    failure: 'Deployment dep-2 failed',
    commit: null,
    run: { repository: null, id: null, attempt: null },
    ...over,
  })

describe.concurrent('the rollback action refuses', () => {
  it(
    'a set with a record that is not JSON, before any request',
    throughDist(() =>
      withDouble({}, async (double) => {
        const ws = workspaceWith({
          'releases/bot-us.json': failedRecord('bot-us'),
          'releases/bot-eu.json': '<html>502 Bad Gateway</html>',
        })
        try {
          const run = await rollback(rollbackInputs(double), ws.dir)
          expect(run.code).toBe(1)
          expect(errorsOf(run)).toEqual([
            'Release record releases/bot-eu.json is not JSON: expected a release record a deploy step wrote (release-file)\nNothing was read from the service, and nothing was rolled back',
          ])
          expect(double.requests).toEqual([])
        } finally {
          ws.remove()
        }
      }),
    ),
  )

  it.for([
    [
      'two records of one agent',
      { 'releases/a.json': failedRecord('bot-us'), 'releases/b.json': failedRecord('bot-us') },
      /^Release records releases\/a\.json, releases\/b\.json all record agent 'bot-us': expected one record a leg/,
    ],
    [
      'a record that is not one',
      { 'releases/a.json': '{"version":1,"agent":"bot-us"}' },
      /^Release record releases\/a\.json is not a release record \(region, status, deploymentId and 2 more missing or not as a deploy step writes them\)/,
    ],
    [
      'a record of an unknown version',
      { 'releases/a.json': failedRecord('bot-us', { version: 2 }) },
      /^Release record releases\/a\.json is a release record of version 2, which this action does not know/,
    ],
    [
      'a record whose agent is not a name',
      { 'releases/a.json': failedRecord('../../admin') },
      /^Release record releases\/a\.json: its agent '\.\.\/\.\.\/admin' is not an agent name/,
    ],
    [
      'a record over 256 KiB',
      { 'releases/a.json': failedRecord('bot-us', { failure: 'x'.repeat(300 * 1024) }) },
      /^Release record releases\/a\.json is over 256 KiB/,
    ],
    [
      'a glob that matches nothing',
      { 'README.md': '#' },
      /^Input 'releases': releases\/\*\.json matches no file of the workspace/,
    ],
  ] as const)('%s, before any request', ([, files, error]) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith(files)
      try {
        const run = await rollback(rollbackInputs(double), ws.dir)
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(error)
        expect(run.outputs).toEqual({ 'rolled-back': '[]', left: '[]' })
        expect(double.requests).toEqual([])
      } finally {
        ws.remove()
      }
    }),
  )

  it('a record that leads out of the workspace, before any request', () =>
    withDouble({}, async (double) => {
      const outside = workspaceWith({ 'bot-us.json': failedRecord('bot-us') })
      const ws = workspaceWith({})
      try {
        mkdirSync(join(ws.dir, 'releases'))
        symlinkSync(join(outside.dir, 'bot-us.json'), join(ws.dir, 'releases', 'bot-us.json'))
        const run = await rollback(rollbackInputs(double), ws.dir)
        expect(errorsOf(run)[0]).toMatch(
          /^Release record releases\/bot-us\.json leads out of the workspace through a symbolic link; it was not read/,
        )
        const parent = await rollback(rollbackInputs(double, { releases: '../releases/*.json' }), ws.dir)
        expect(errorsOf(parent)[0]).toMatch(
          /^Input 'releases' is not valid: \.\.\/releases\/\*\.json leads out of the workspace/,
        )
        expect(double.requests).toEqual([])
      } finally {
        ws.remove()
        outside.remove()
      }
    }))

  it('10,000 records, before reading one', () =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({})
      try {
        mkdirSync(join(ws.dir, 'releases'))
        // one file under 10,000 names (hard links): the walk sees 10,000 records, the disk writes one
        writeFileSync(join(ws.dir, 'releases', 'bot-0.json'), '{')
        for (let i = 1; i < 10_000; i++)
          linkSync(join(ws.dir, 'releases', 'bot-0.json'), join(ws.dir, 'releases', `bot-${i}.json`))
        const run = await rollback(rollbackInputs(double), ws.dir)
        expect(errorsOf(run)[0]).toMatch(
          /^Input 'releases' names 10000 files; at most 1000 records are read in one step/,
        )
        expect(double.requests).toEqual([])
      } finally {
        ws.remove()
      }
    }))

  it.for([
    [
      { when: 'sometimes' },
      /^Input 'when' is not valid: expected any-failed \(roll back when a leg failed\) or always \(got "sometimes"\)/,
    ],
    [{ concurrency: '0' }, /^Input 'concurrency' is not valid: expected a whole number from 1 to 20 \(got "0"\)/],
    [{ expect: 'bot-us Bot_EU' }, /^Input 'expect' is not valid: 'Bot_EU' is not an agent name/],
    [
      { 'agent-name': 'bot-us', image: V1('bot-us') },
      /^Input 'agent-name', 'image' are deploy inputs: the rollback action gives each agent back/,
    ],
    [{ 'api-key': '' }, /^Input 'api-key' is required/],
  ] as const)('inputs %o, before any request', ([inputs, error]) =>
    withDouble({}, async (double) => {
      const ws = workspaceWith({ 'releases/a.json': failedRecord('bot-us') })
      try {
        const run = await rollback(rollbackInputs(double, inputs), ws.dir)
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(error)
        expect(errorsOf(run)[0]).toMatch(/Nothing was rolled back$/)
        expect(double.requests).toEqual([])
      } finally {
        ws.remove()
      }
    }),
  )

  it('a set with a record of another organization’s agent, writing nothing', () =>
    withDouble({}, async (double) => {
      double.seed('bot-us', { image: V1('bot-us') })
      const ws = workspaceWith({ 'releases/bot-other.json': failedRecord('bot-other') })
      try {
        await deployLeg(double, ws.dir, 'bot-us')
        const writes = double.writes().length
        const run = await rollback(rollbackInputs(double, { when: 'always' }), ws.dir)
        expect(run.code).toBe(1)
        expect(errorsOf(run)[0]).toMatch(
          /^Release record releases\/bot-other\.json: agent 'bot-other' does not exist in the organization of api-key \(a record of another organization, or an agent deleted since\)\nNothing was rolled back: remove such a record from the set, or give the api-key of its organization$/,
        )
        expect(double.writes().length).toBe(writes)
      } finally {
        ws.remove()
      }
    }))
})
